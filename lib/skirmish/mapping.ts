// From gangs to units (issue 6, item 4): a gang export becomes ROtGB dice, Bench Fighting squads or
// Bang! fighters. Every number here is a default in `DEFAULT_MAPPING`, overridable per call; the
// README ("Quick-resolve skirmishes: from gangs to units") lists the same table.
import { z } from "zod";
import type { GangExport } from "@/lib/export/gang-export";
import { FIGHTER_TYPES, gangRating, VEHICLE_KINDS, type FighterType, type PermanentDamageId, type Roster, type VehicleKind } from "@/lib/rules";
import type { BangFighter, BangSetup } from "./bang";
import type { BenchFightingSetup } from "./bench-fighting";
import type { RotgbPlayer, RotgbSetup } from "./rotgb";
import { armyToRotgb, type Army } from "./army";
import type { MedievalMapping, StarMapping } from "./strife-mapping";
import type { SkirmishOutcome, SystemId } from "./types";

/** 002 "Examples of Units": the standard dice, smallest to largest; a damaged unit steps down it. */
export const DIE_LADDER = [1, 2, 4, 6, 8, 10, 12, 16, 20, 100] as const;

export interface MappingOptions {
  rotgb: {
    /** 002: d6 "standard infantry", d8 "tough infantry", d4 "undertrained infantry". */
    fighterSides: Record<FighterType, number>;
    /** 002: d10 "standard armor ... war chariot units", d12 "oversized armor", d8 "light armor". */
    vehicleSides: Record<VehicleKind, number>;
    /** Steps down the die ladder per lasting permanent damage result (003 D66 table). */
    damageSteps: Record<PermanentDamageId, number>;
    /** One step up the ladder per this many credits of a fighter's equipment (0: never). */
    equipmentCreditsPerStep: number;
    /**
     * 002 Reinforcements, "Set aside part of your army": the share of each gang's units that starts
     * in reserve when `reserves` does not name them (rounded down; 0: nobody). Used only when the
     * reinforcements switch is on; the engine ignores reserve marks otherwise.
     */
    reserveShare: number;
    /** Hand-picked reserves per gang (index as given); null or missing: `reserveShare` decides. */
    reserves: readonly (GangReserves | null | undefined)[];
    /** 002 Alliances: each gang's alliance (index as given); used only when that switch is on. */
    alliances: readonly (string | null | undefined)[];
  };
  bench: {
    /** Credits per Bench Fighting point: a squad's points are its credit value / this, rounded. */
    creditsPerPoint: number;
    /** Points a squad is worth at least (a hulk costs 0 credits but still fights). */
    minPoints: number;
    /** 001 battle pool: each player's pool is this many times its own army's points. */
    poolSkirmishes: number;
  };
  bang: {
    /** "roster": M S T W A Ld from the fighter's stat line; "gnoblar": everyone is a 000 Gnoblar. */
    stats: "roster" | "gnoblar";
  };
}

export const DEFAULT_MAPPING: MappingOptions = {
  rotgb: {
    fighterSides: { leader: 10, champion: 8, specialist: 6, ganger: 6, juve: 4 },
    vehicleSides: { truck: 12, "half-track": 12, track: 12, buggy: 10, trike: 8, bike: 8, hulk: 10 },
    damageSteps: {
      // 'ard looking makes the crew prouder, not the vehicle weaker
      "ard-looking": 0,
      "annoying-squeak": 1,
      boneshaker: 1,
      "steering-jams": 1,
      "bent-chassis": 1,
      "armour-weakened": 1,
    },
    equipmentCreditsPerStep: 50,
    reserveShare: 1 / 3,
    reserves: [],
    alliances: [],
  },
  // ruling: every skirmish can field the whole gang (the engine's own benchmark pool), so a richer
  // gang is stronger in every skirmish and the automated player only decides positions.
  bench: { creditsPerPoint: 1, minPoints: 10, poolSkirmishes: 10 },
  bang: { stats: "roster" },
};

/** The fighters and vehicles of one gang that start in reserve, by their roster ids. */
export interface GangReserves {
  fighters?: readonly string[];
  vehicles?: readonly string[];
}

export interface MappingOverrides {
  rotgb?: Partial<MappingOptions["rotgb"]>;
  bench?: Partial<MappingOptions["bench"]>;
  bang?: Partial<MappingOptions["bang"]>;
  /** Medieval Strife and Star Strife: see strife-mapping.ts (their dice come from `rotgb`). */
  medieval?: Partial<MedievalMapping>;
  star?: Partial<StarMapping>;
}

export function mappingOptions(overrides: MappingOverrides = {}): MappingOptions {
  return {
    rotgb: { ...DEFAULT_MAPPING.rotgb, ...overrides.rotgb },
    bench: { ...DEFAULT_MAPPING.bench, ...overrides.bench },
    bang: { ...DEFAULT_MAPPING.bang, ...overrides.bang },
  };
}

/** What a unit in a game stands for, so casualties map back to the roster. */
export interface UnitRef {
  gangIndex: number;
  kind: "fighter" | "vehicle";
  /** The fighter's or vehicle's id in its roster. */
  id: string;
  name: string;
}

export interface MappedGangs<S> {
  system: SystemId;
  setup: S;
  /** Side (player) id per gang, in the order the gangs were given: the gang's name, made unique. */
  sides: string[];
  /** Unit id in the game → what it stands for. */
  units: Record<string, UnitRef>;
}

export class SkirmishMappingError extends Error {
  constructor(
    readonly code: "NO_UNITS" | "TOO_FEW_GANGS" | "UNKNOWN_UNIT" | "ALL_IN_RESERVE" | "TWO_DEFENDERS",
    message: string,
  ) {
    super(message);
    this.name = "SkirmishMappingError";
  }
}

type RosterFighter = Roster["fighters"][number];
type RosterVehicle = Roster["vehicles"][number];

// ruling: only active fighters take part: dead, retired, captured and recovering fighters and those
// marked to miss the next battle (Badly Mangled, left to strip a wreck) stay home.
const fights = (f: RosterFighter): boolean => f.status === "active" && f.missesNextBattle === null;
// Destroyed vehicles and those benched by Badly Mangled stay home too.
const drives = (v: RosterVehicle): boolean => v.status === "ready" && !v.benchedNextBattle;

/** The credit value of one fighter or vehicle, as the gang rating counts it (lib/rules). */
function creditValue(roster: Roster, unit: { fighter?: RosterFighter; vehicle?: RosterVehicle }): number {
  return gangRating({ ...roster, fighters: unit.fighter ? [unit.fighter] : [], vehicles: unit.vehicle ? [unit.vehicle] : [] });
}

/** Names made unique in order: "Da Grunts", "Da Grunts (2)". */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? name : `${name} (${n})`;
  });
}

const sideIds = (gangs: readonly GangExport[]): string[] => uniqueNames(gangs.map((g) => g.gang.name));

export interface Entry {
  ref: UnitRef;
  key: string;
  fighter?: RosterFighter;
  vehicle?: RosterVehicle;
}

/**
 * The fighters and vehicles that take part, each with a unit id unique in the game ("<gang>/<id>").
 * `minGangs`: how many gangs the battle needs at least (fewer when armies of dice fight too);
 * `sides`: the side names, when the caller has made them (gangs and armies together).
 */
export function entries(
  gangs: readonly GangExport[],
  withVehicles: boolean,
  minGangs = 2,
  names?: readonly string[],
): { sides: string[]; byGang: Entry[][]; units: Record<string, UnitRef> } {
  if (gangs.length < minGangs) throw new SkirmishMappingError("TOO_FEW_GANGS", "A skirmish needs two or more gangs.");
  const sides = names ? names.slice(0, gangs.length) : sideIds(gangs);
  const units: Record<string, UnitRef> = {};
  const byGang = gangs.map((g, gangIndex) => {
    const list: Entry[] = [];
    for (const f of g.roster.fighters.filter(fights))
      list.push({ ref: { gangIndex, kind: "fighter", id: f.id, name: f.name }, key: `${gangIndex + 1}/${f.id}`, fighter: f });
    if (withVehicles)
      for (const v of g.roster.vehicles.filter(drives))
        list.push({ ref: { gangIndex, kind: "vehicle", id: v.id, name: v.name }, key: `${gangIndex + 1}/v/${v.id}`, vehicle: v });
    if (list.length === 0) throw new SkirmishMappingError("NO_UNITS", `${sides[gangIndex]} has nobody who can fight this battle.`);
    for (const e of list) units[e.key] = e.ref;
    return list;
  });
  return { sides, byGang, units };
}

function step(sides: number, steps: number): number {
  let i = DIE_LADDER.findIndex((d) => d >= sides);
  if (i < 0) i = DIE_LADDER.length - 1;
  return DIE_LADDER[Math.max(0, Math.min(DIE_LADDER.length - 1, i + steps))]!;
}

/** The die a fighter or vehicle becomes in Roll Out the (Gun) Barrels. */
export function rotgbSides(o: MappingOptions["rotgb"], unit: { fighter?: RosterFighter; vehicle?: RosterVehicle }): number {
  if (unit.fighter) {
    const gear = unit.fighter.equipment.reduce((n, e) => n + e.cost, 0);
    return step(o.fighterSides[unit.fighter.type], o.equipmentCreditsPerStep > 0 ? Math.floor(gear / o.equipmentCreditsPerStep) : 0);
  }
  const v = unit.vehicle!;
  return step(o.vehicleSides[v.kind], -v.permanentDamage.reduce((n, d) => n + o.damageSteps[d], 0));
}

const typeName = (e: Entry): string => (e.fighter ? e.fighter.type : e.vehicle!.kind);

/** Gangs as ROtGB sides; armies of one's own (army.ts), if any, fight after them as sides of their own. */
export function toRotgb(gangs: readonly GangExport[], overrides?: MappingOverrides, armies: readonly Army[] = []): MappedGangs<RotgbSetup> {
  const o = mappingOptions(overrides).rotgb;
  const names = armies.length > 0 ? uniqueNames([...gangs.map((g) => g.gang.name), ...armies.map((a) => a.name)]) : undefined;
  const { sides, byGang, units } = entries(gangs, true, names ? 0 : 2, names);
  const players: RotgbPlayer[] = byGang.map((list, g) => {
    const dice = list.map((e) => rotgbSides(o, e));
    const reserved = reservedUnits(sides[g]!, list, dice, o.reserves[g], o.reserveShare);
    const alliance = o.alliances[g];
    return {
      id: sides[g]!,
      name: sides[g]!,
      ...(alliance && { alliance }),
      units: list.map((e, i) => ({
        id: e.key,
        name: e.ref.name,
        sides: dice[i]!,
        type: typeName(e),
        ownerId: e.ref.id,
        ...(reserved.has(i) && { reserve: true }),
      })),
    };
  });
  if (names) armies.forEach((a, i) => players.push(armyToRotgb(a, names[gangs.length + i]!)));
  return { system: "rotgb", setup: { players }, sides: names ?? sides, units };
}

/**
 * The units of one gang (indices into its list) that start in reserve.
 * ruling: with no hand-picked reserves, `share` of the gang (a third, rounded down) waits in
 * reserve, smallest dice first (ties: the last in the roster first): the gang's strongest dice open
 * the battle and the small fry arrive later. Rounding down keeps at least one unit in play.
 */
function reservedUnits(side: string, list: readonly Entry[], dice: readonly number[], chosen: GangReserves | null | undefined, share: number): Set<number> {
  if (!chosen) {
    const count = Math.min(list.length - 1, Math.max(0, Math.floor(share * list.length)));
    const order = list.map((_, i) => i).sort((a, b) => dice[a]! - dice[b]! || b - a);
    return new Set(order.slice(0, count));
  }
  const picked = new Set<number>();
  const pick = (kind: UnitRef["kind"], ids: readonly string[] = []) => {
    for (const id of ids) {
      const i = list.findIndex((e) => e.ref.kind === kind && e.ref.id === id);
      if (i < 0) throw new SkirmishMappingError("UNKNOWN_UNIT", `${side}: no ${kind} "${id}" takes part in this battle, so it cannot wait in reserve.`);
      picked.add(i);
    }
  };
  pick("fighter", chosen.fighters);
  pick("vehicle", chosen.vehicles);
  // 002 Reinforcements set aside "part of your army": someone has to start the battle
  if (picked.size === list.length)
    throw new SkirmishMappingError("ALL_IN_RESERVE", `${side} holds every unit in reserve: leave at least one to start the battle.`);
  return picked;
}

/**
 * The unit types of ROtGB units mapped from gangs (their `type`): the fighter types and vehicle
 * kinds of the roster. 002 Terrain (a front may admit only some unit types) restricts
 * fronts by them, on the page and with `--allow` alike.
 */
export const ROTGB_UNIT_TYPES = [...FIGHTER_TYPES, ...VEHICLE_KINDS] as const;
export type RotgbUnitType = (typeof ROTGB_UNIT_TYPES)[number];

export const rotgbUnitTypeSchema = z.enum(ROTGB_UNIT_TYPES, {
  error: (issue) => `"${String(issue.input)}" is not a unit type (${ROTGB_UNIT_TYPES.join(", ")})`,
});

/** 002 Terrain: per front, the unit types that may stand there (at least one); a front left out takes every unit. */
export const rotgbAllowedSchema = z.record(z.string().min(1), z.array(rotgbUnitTypeSchema).min(1, "name at least one unit type that may stand there"));

/**
 * The unit types (of those given) that no front lets stand, as the engine checks them
 * (`prepareRotgb` refuses such a set-up: "no front allows a ..."). A front without a list takes every unit.
 */
export function typesWithNowhereToStand(types: Iterable<string>, fronts: readonly string[], allowed: Readonly<Record<string, readonly string[]>>): string[] {
  const stands = (type: string) => fronts.some((f) => !Object.hasOwn(allowed, f) || allowed[f]!.includes(type));
  return [...new Set(types)].filter((t) => !stands(t));
}

/** Per gang, the units that start in reserve in a mapped ROtGB game (for the page and the command line). */
export function rotgbReserves(mapped: MappedGangs<RotgbSetup>): UnitRef[][] {
  return mapped.setup.players.map((p) => p.units.filter((u) => u.reserve).map((u) => mapped.units[u.id]!));
}

/** A squad's Bench Fighting points: its credit value per `creditsPerPoint`, at least `minPoints`. */
export function benchPoints(o: MappingOptions["bench"], credits: number): number {
  return Math.max(o.minPoints, Math.round(credits / o.creditsPerPoint));
}

export function toBenchFighting(gangs: readonly GangExport[], overrides?: MappingOverrides): MappedGangs<BenchFightingSetup> {
  const o = mappingOptions(overrides).bench;
  const { sides, byGang, units } = entries(gangs, true);
  const players = byGang.map((list, g) => {
    const army = list.map((e) => ({ id: e.key, name: e.ref.name, points: benchPoints(o, creditValue(gangs[g]!.roster, e)) }));
    return { id: sides[g]!, name: sides[g]!, pool: o.poolSkirmishes * army.reduce((n, s) => n + s.points, 0), army };
  });
  return { system: "bench", setup: { players }, sides, units };
}

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));

export function toBang(gangs: readonly GangExport[], overrides?: MappingOverrides): MappedGangs<BangSetup> {
  const o = mappingOptions(overrides).bang;
  // 000 is a game of fighters on foot: vehicles stay out of the arena.
  const { sides, byGang, units } = entries(gangs, false);
  const fighters: BangFighter[] = byGang.flatMap((list, g) =>
    list.map((e) => {
      const base = { id: e.key, name: e.ref.name, side: sides[g]! };
      if (o.stats === "gnoblar") return base;
      const s = e.fighter!.stats;
      // Bang! characteristics run 0-10 (T and W at least 1); roster stats run 0-12
      return { ...base, M: clamp(s.M, 0, 10), S: clamp(s.S, 0, 10), T: clamp(s.T, 1, 10), W: clamp(s.W, 1, 10), A: clamp(s.A, 0, 10), Ld: clamp(s.Ld, 0, 10) };
    }),
  );
  return { system: "bang", setup: { fighters }, sides, units };
}

/** The casualties of one gang as a battle record stores them. */
export interface GangCasualties {
  gangIndex: number;
  fightersOutOfAction: string[];
  vehiclesCrippled: string[];
}

/** Maps the lost units of an outcome back to each gang's fighters (out of action) and vehicles (crippled). */
export function mapCasualties(outcome: SkirmishOutcome, mapped: Pick<MappedGangs<unknown>, "sides" | "units">): GangCasualties[] {
  const result = mapped.sides.map((_, gangIndex) => ({ gangIndex, fightersOutOfAction: [] as string[], vehiclesCrippled: [] as string[] }));
  for (const lost of Object.values(outcome.casualties)) {
    for (const unitId of lost) {
      const ref = mapped.units[unitId];
      if (!ref) continue;
      (ref.kind === "fighter" ? result[ref.gangIndex]!.fightersOutOfAction : result[ref.gangIndex]!.vehiclesCrippled).push(ref.id);
    }
  }
  return result;
}

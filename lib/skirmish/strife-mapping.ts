// From gangs (and armies of one's own) to Medieval Strife and Star Strife sides (issue 15, item 3).
// A gang's fighters and vehicles get their dice exactly as in Roll Out the (Gun) Barrels
// (mapping.ts: fighter type, equipment, vehicle kind, damage), then each die becomes the unit type
// this file's tables give its size. Every number and name is a default in DEFAULT_STRIFE_MAPPING,
// overridable per call (`options.mapping.medieval`, `options.mapping.star`); README.md lists them.
import type { GangExport } from "@/lib/export/gang-export";
import { armyToMedieval, armyToStar, type Army } from "./army";
import { entries, mappingOptions, rotgbSides, SkirmishMappingError, uniqueNames, type MappedGangs, type MappingOverrides } from "./mapping";
import type { MedievalPlayer, MedievalSetup } from "./medieval/schema";
import { MEDIEVAL_DICE, type MedievalDie, type MedievalUnitType } from "./medieval/units";
import type { StarPlayer, StarSetup } from "./star/schema";
import { STAR_DICE, type StarUnitName } from "./star/units";

export interface MedievalMapping {
  /** The unit type every die of a size becomes (002 Medieval Strife: one type per die size per army). */
  types: Record<MedievalDie, MedievalUnitType>;
}

export interface StarMapping {
  /** The unit type a die of each Star Strife size becomes. */
  types: Record<number, StarUnitName>;
  /** The gang (index as given) that is the strategic defender, or null: every gang attacks. */
  defender: number | null;
}

export const DEFAULT_STRIFE_MAPPING: { medieval: MedievalMapping; star: StarMapping } = {
  medieval: {
    // the plainest unit of each size: the gang fights with steel, no spells
    types: { 4: "Recruit", 6: "Footman", 8: "Knight", 10: "Cavalier", 12: "Champion", 16: "Catapult", 20: "Hero", 100: "Dragon" },
  },
  star: {
    // warships by size; a gang has no carriers, so no fighters either
    types: {
      1: "Battlesatellite",
      2: "Corvette",
      3: "Heavy Corvette",
      4: "Frigate",
      6: "Destroyer",
      8: "Light Cruiser",
      10: "Heavy Cruiser",
      12: "Battleship",
      20: "Dreadnought",
      30: "Superdreadnought",
      60: "Warstar",
      100: "Borg Cube",
    },
    defender: null,
  },
};

/**
 * ruling: Medieval Strife has dice of 4, 6, 8, 10, 12, 16, 20 and 100 sides only; a gang's smaller
 * die (a battered d1 or d2 vehicle) becomes a d4, any other the next size up.
 */
export function medievalDie(sides: number): MedievalDie {
  return MEDIEVAL_DICE.find((d) => d >= sides) ?? 100;
}

/** ruling: Star Strife's sizes are 1, 2, 3, 4, 6, 8, 10, 12, 20, 30, 60, 100; a gang's d16 is a D12 (the largest not above it). */
export function starDie(sides: number): number {
  let best = 1;
  for (const d of STAR_DICE) if (d <= sides && d > best) best = d;
  return best;
}

const strife = (overrides: MappingOverrides = {}) => ({
  medieval: { ...DEFAULT_STRIFE_MAPPING.medieval, ...overrides.medieval, types: { ...DEFAULT_STRIFE_MAPPING.medieval.types, ...overrides.medieval?.types } },
  star: { ...DEFAULT_STRIFE_MAPPING.star, ...overrides.star, types: { ...DEFAULT_STRIFE_MAPPING.star.types, ...overrides.star?.types } },
});

/** Side names for gangs then armies, made unique. */
function sidesOf(gangs: readonly GangExport[], armies: readonly Army[]): string[] {
  return uniqueNames([...gangs.map((g) => g.gang.name), ...armies.map((a) => a.name)]);
}

/** Gangs (and armies of one's own, after them) as Medieval Strife sides; fighters and vehicles keep their names in the log. */
export function toMedieval(gangs: readonly GangExport[], overrides?: MappingOverrides, armies: readonly Army[] = []): MappedGangs<MedievalSetup> {
  const o = mappingOptions(overrides).rotgb,
    types = strife(overrides).medieval.types;
  const names = sidesOf(gangs, armies);
  const { byGang, units } = entries(gangs, true, armies.length > 0 ? 0 : 2, names);
  const players: MedievalPlayer[] = byGang.map((list, g) => ({
    id: names[g]!,
    name: names[g]!,
    units: list.map((e) => {
      const sides = medievalDie(rotgbSides(o, e));
      return { id: e.key, name: e.ref.name, sides, type: types[sides], ownerId: e.ref.id };
    }),
  }));
  armies.forEach((a, i) => players.push(armyToMedieval(a, names[gangs.length + i]!)));
  return { system: "medieval", setup: { players }, sides: names, units };
}

/** Gangs (and armies after them) as Star Strife fleets; only the `defender` gang may field a station. */
export function toStar(gangs: readonly GangExport[], overrides?: MappingOverrides, armies: readonly Army[] = []): MappedGangs<StarSetup> {
  const o = mappingOptions(overrides).rotgb,
    s = strife(overrides).star;
  const names = sidesOf(gangs, armies);
  const { byGang, units } = entries(gangs, true, armies.length > 0 ? 0 : 2, names);
  const players: StarPlayer[] = byGang.map((list, g) => ({
    id: names[g]!,
    name: names[g]!,
    role: s.defender === g ? ("defender" as const) : ("attacker" as const),
    units: list.map((e) => {
      const sides = starDie(rotgbSides(o, e));
      return { id: e.key, name: e.ref.name, sides, type: s.types[sides]!, ownerId: e.ref.id };
    }),
  }));
  armies.forEach((a, i) => players.push(armyToStar(a, names[gangs.length + i]!)));
  // 002 Star Strife, Stations: a battle has one strategic defender (two defending armies, or a
  // defending army and a gang named defender, would each field a station)
  const defenders = players.filter((p) => p.role === "defender").map((p) => p.name);
  if (defenders.length > 1)
    throw new SkirmishMappingError(
      "TWO_DEFENDERS",
      `${defenders.join(" and ")} are each the strategic defender, and a Star Strife battle has one (002 Star Strife, Stations): make all but one of them attackers.`,
    );
  return { system: "star", setup: { players }, sides: names, units };
}

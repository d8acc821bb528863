// Helpers for the Medieval Strife tests: armies written as (sides, type) pairs, games played with
// dice typed in by hand and, where a test needs a move, moves given by hand.
import fc from "fast-check";
import { manualSource } from "../../dice/source";
import type { SkirmishOutcome } from "../types";
import { playMedieval } from "./engine";
import type { MedievalMove } from "./moves";
import type { MedievalOptions, MedievalPlayer, MedievalSetup } from "./schema";
import { MEDIEVAL_UNITS, SPELL_NAMES, type MedievalDie, type MedievalUnitType, type SpellName } from "./units";

/** A side whose units are these types (their dice follow), ids `${id}-1`, `${id}-2`, … */
export function side(id: string, types: readonly MedievalUnitType[]): MedievalPlayer {
  const die: Record<string, number> = {
    Recruit: 4,
    Wizard: 4,
    Defender: 4,
    Footman: 6,
    Archer: 6,
    Cleric: 6,
    Knight: 8,
    Warlock: 8,
    Cavalier: 10,
    "Dark Knight": 10,
    Paladin: 10,
    Crossbowman: 10,
    Flankman: 10,
    Champion: 12,
    Amazon: 12,
    Stargazer: 12,
    Catapult: 16,
    Ballista: 16,
    Hero: 20,
    Demon: 20,
    Archangel: 20,
    Dragon: 100,
    Deity: 100,
  };
  return { id, units: types.map((type, i) => ({ id: `${id}-${i + 1}`, sides: die[type]!, type })) };
}

export const two = (red: readonly MedievalUnitType[], blue: readonly MedievalUnitType[]): MedievalSetup => ({
  players: [side("Red", red), side("Blue", blue)],
});

/**
 * Plays with the dice given (every one must be used) and, per turn number, a move by hand (the
 * automated player makes the others). Red goes first unless the options say otherwise.
 */
export function playWith(setup: MedievalSetup, options: MedievalOptions, faces: number[], moves: Record<number, MedievalMove> = {}): SkirmishOutcome {
  const source = manualSource(faces);
  const outcome = playMedieval(setup, { firstPlayer: "Red", ...options }, source, (turn) => moves[turn]);
  if (source.remaining() !== 0) throw new Error(`${source.remaining()} dice were not used`);
  return outcome;
}

/** The log's moves after set-up, as "turn player action [spell] target-or-unit" strings. */
export function moves(outcome: SkirmishOutcome): string[] {
  return outcome.log
    .filter((e) => e.turn > 0 && e.data?.action !== "end")
    .map((e) => {
      const d = e.data ?? {};
      return [e.turn, d.player, d.action, d.spell, d.target ?? d.unit].filter((x) => x !== undefined).join(" ");
    });
}

export function endOf(outcome: SkirmishOutcome): Record<string, unknown> {
  return outcome.log.at(-1)!.data!;
}

/** The log entry of the turn's move (its first entry with a player). */
export function entry(outcome: SkirmishOutcome, turn: number, action?: string): Record<string, unknown> {
  return outcome.log.find((e) => e.turn === turn && (action === undefined || e.data?.action === action))!.data!;
}

// Random games for the tests that check a fast decision or a kept fact against a plain reading
// (decisions.test.ts, battle-state.test.ts): dice up to d20 mostly, so a third fit the attack index.
const DICE: MedievalDie[] = [4, 6, 8, 10, 12, 16, 20];
const army = fc.array(
  fc.record({
    die: fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...DICE) }, { weight: 1, arbitrary: fc.constant(100 as MedievalDie) }),
    pick: fc.nat(4),
    // now and then a row big enough that a side passes the attack index's 31 slots
    count: fc.oneof({ weight: 15, arbitrary: fc.integer({ min: 1, max: 4 }) }, { weight: 1, arbitrary: fc.integer({ min: 12, max: 30 }) }),
  }),
  { minLength: 1, maxLength: 6 },
);
/** The themed play of a random game, field by field (themesOf reads them). */
export const themePicks = {
  field: fc.constantFrom(undefined, "day" as const, "night" as const),
  place: fc.constantFrom(undefined, "mystic" as const, "city" as const),
  castle: fc.boolean(),
  volcanic: fc.boolean(),
  weather: fc.constantFrom(undefined, "poor" as const, "dangerous" as const, "damaging" as const, "catastrophic" as const),
};
/** A random game: two or three armies (per die size one type, 002), taught spells, themes, a seed. */
export const game = fc.record({
  armies: fc.array(army, { minLength: 2, maxLength: 3 }),
  // spells given to unit types beyond the table's (abilities), so casters of every spell turn up
  taught: fc.array(fc.record({ pick: fc.nat(40), spells: fc.subarray([...SPELL_NAMES], { maxLength: 3 }) }), { maxLength: 4 }),
  ...themePicks,
  seed: fc.integer(),
  // per turn: how likely faces and casts are shaken before the player chooses
  shake: fc.constantFrom(0, 0.3, 0.8),
});
export type Game = typeof game extends fc.Arbitrary<infer T> ? T : never;

/** Armies from rows of (die, which of its types, how many): ids P0, P1, …, units P<side>-<row>-<k>; per die size one type (002). */
export function armiesOf(armies: readonly (readonly { die: MedievalDie; pick: number; count: number }[])[]): MedievalSetup {
  return {
    players: armies.map((rows, p) => {
      const typeOf = new Map<number, string>();
      const units = rows.flatMap((r, i) => {
        const types = MEDIEVAL_UNITS[r.die];
        const type = (typeOf.get(r.die) ?? types[r.pick % types.length]!) as (typeof types)[number];
        typeOf.set(r.die, type);
        return Array.from({ length: r.count }, (_, k) => ({ id: `P${p}-${i}-${k}`, sides: r.die, type }));
      });
      return { id: `P${p}`, units };
    }),
  };
}

/** The themed play of a random game (a castle is P0's). */
export function themesOf(g: Pick<Game, "field" | "place" | "castle" | "volcanic" | "weather">): MedievalOptions {
  return {
    field: g.field,
    mystic: g.place === "mystic",
    city: g.place === "city",
    volcanic: g.volcanic,
    weather: g.weather,
    ...(g.castle && { castle: "P0" }),
  };
}

/** The set-up and options of a random game (log off). */
export function build(g: Game): [MedievalSetup, MedievalOptions] {
  const allTypes = Object.values(MEDIEVAL_UNITS).flat();
  const abilities: NonNullable<MedievalOptions["abilities"]> = {};
  for (const t of g.taught) abilities[allTypes[t.pick % allTypes.length]!] = { spells: t.spells as SpellName[] };
  return [armiesOf(g.armies), { log: false, abilities, ...themesOf(g) }];
}

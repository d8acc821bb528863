// Sample armies for tests, the odds and the benchmark ("two 12-unit sides"): one of steel and
// arrows with a little magic, one with more spellcasters.
import type { MedievalPlayer, MedievalSetup } from "./schema";
import type { MedievalUnitType } from "./units";

type Row = readonly [sides: number, type: MedievalUnitType, count: number];

const STEEL: readonly Row[] = [
  [4, "Wizard", 2],
  [6, "Archer", 4],
  [8, "Knight", 2],
  [10, "Paladin", 2],
  [12, "Champion", 1],
  [20, "Hero", 1],
];
const SORCERY: readonly Row[] = [
  [4, "Recruit", 2],
  [6, "Footman", 3],
  [8, "Warlock", 2],
  [10, "Crossbowman", 2],
  [12, "Stargazer", 1],
  [16, "Catapult", 1],
  [20, "Demon", 1],
];

export function medievalArmy(id: string, rows: readonly Row[]): MedievalPlayer {
  const units = rows.flatMap(([sides, type, count]) =>
    Array.from({ length: count }, (_, i) => ({
      id: `${id}-${type.toLowerCase().replace(/ /g, "-")}-${i + 1}`,
      name: count > 1 ? `${type} ${i + 1}` : type,
      sides,
      type,
    })),
  );
  return { id, name: id, units };
}

/** Twelve units a side: Red is steel and arrows, Blue more sorcery. */
export function twoTwelveUnitArmies(): MedievalSetup {
  return { players: [medievalArmy("Red", STEEL), medievalArmy("Blue", SORCERY)] };
}

/** Every spell has a caster, and the d100s attack with more than the attack index holds (golden games, the speed fingerprint). */
export const castersArmies = (): MedievalSetup => ({
  players: [
    medievalArmy("Red", [
      [4, "Wizard", 2],
      [6, "Cleric", 3],
      [8, "Warlock", 2],
      [10, "Paladin", 1],
      [12, "Stargazer", 1],
      [20, "Demon", 1],
      [100, "Deity", 1],
    ]),
    medievalArmy("Blue", [
      [4, "Defender", 2],
      [6, "Archer", 3],
      [8, "Knight", 2],
      [10, "Dark Knight", 1],
      [12, "Amazon", 1],
      [16, "Ballista", 1],
      [20, "Archangel", 1],
      [100, "Dragon", 1],
    ]),
  ],
});
/** The two twelve-unit armies and a third, Green (golden games, the speed fingerprint). */
export const threeArmies = (): MedievalSetup => ({
  players: [
    ...twoTwelveUnitArmies().players,
    medievalArmy("Green", [
      [6, "Cleric", 4],
      [10, "Flankman", 3],
      [16, "Catapult", 1],
    ]),
  ],
});

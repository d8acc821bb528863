// 003 Vehicle permanent damage table: a D66 for each vehicle crippled when a game ends.

export interface PermanentDamageRow {
  /** Lowest and highest D66 score of the band. */
  roll: readonly [number, number];
  id: string;
  name: string;
  /** Where the row is: text, table and D66 band. */
  cite: string;
  /** What the result does, in our words. */
  text: string;
  /** True when the result stays on the vehicle's card until an IMPROVED! result. */
  lasting: boolean;
}

export const PERMANENT_DAMAGE_TABLE = [
  {
    roll: [11, 11],
    id: "improved",
    name: "IMPROVED!",
    cite: "003 Permanent damage, 11",
    lasting: false,
    text: "The Cogboys rebuild it better than before: every permanent damage result on this vehicle is cleared and stops counting.",
  },
  {
    roll: [12, 36],
    id: "fixed",
    name: "FIXED",
    cite: "003 Permanent damage, 12-36",
    lasting: false,
    text: "Looks worse than it is: the Techpriest patches it up as good as new (more or less). No lasting effect.",
  },
  {
    roll: [41, 42],
    id: "badly-mangled",
    name: "BADLY MANGLED",
    cite: "003 Permanent damage, 41-42",
    lasting: false,
    text: "Repairs take a while: the vehicle and one ganger you pick sit out the next battle.",
  },
  {
    roll: [43, 44],
    id: "ard-looking",
    name: "'ARD LOOKING",
    cite: "003 Permanent damage, 43-44",
    lasting: true,
    text: "The scars make it look tough: every fighter aboard gets +1 CL.",
  },
  {
    roll: [45, 46],
    id: "annoying-squeak",
    name: "ANNOYING SQUEAK",
    cite: "003 Permanent damage, 45-46",
    lasting: true,
    text: "The driver takes -1 CL on swerve tests and on tests to turn under thrusters.",
  },
  {
    roll: [51, 52],
    id: "boneshaker",
    name: "BONESHAKER",
    cite: "003 Permanent damage, 51-52",
    lasting: true,
    text: "While the vehicle moves, everyone aboard shoots at a further -1 to hit.",
  },
  {
    roll: [53, 54],
    id: "steering-jams",
    name: "STEERING JAMS",
    cite: "003 Permanent damage, 53-54",
    lasting: true,
    text: "Each CL test to turn under thrusters also needs a D6 of the driver's Strength or less. Miss it and there is no turn: the vehicle goes D6\" straight on, as for a failed turn.",
  },
  {
    roll: [55, 56],
    id: "bent-chassis",
    name: "BENT CHASSIS",
    cite: "003 Permanent damage, 55-56",
    lasting: true,
    text: "Every Thrust test from now on is at -1 on the D6, so it fails more often.",
  },
  {
    roll: [61, 63],
    id: "armour-weakened",
    name: "ARMOUR WEAKENED",
    cite: "003 Permanent damage, 61-63",
    lasting: true,
    text: "-1 Toughness on every location.",
  },
  {
    roll: [64, 66],
    id: "destroyed",
    name: "DESTROYED",
    cite: "003 Permanent damage, 64-66",
    lasting: false,
    text: "Wrecked beyond repair. If the other gang bottled out, you may leave one fighter behind to strip it for 2D6x10 credits of scrap; he misses the next game.",
  },
] as const satisfies readonly PermanentDamageRow[];

export type PermanentDamageResultId = (typeof PERMANENT_DAMAGE_TABLE)[number]["id"];
type LastingRow = Extract<(typeof PERMANENT_DAMAGE_TABLE)[number], { lasting: true }>;
/** The results that stay on a vehicle's card. */
export type PermanentDamageId = LastingRow["id"];
/** Every result of the table, lasting or not. */
export const PERMANENT_DAMAGE_RESULT_IDS = PERMANENT_DAMAGE_TABLE.map((r) => r.id) as [PermanentDamageResultId, ...PermanentDamageResultId[]];
export const PERMANENT_DAMAGE_IDS = PERMANENT_DAMAGE_TABLE.filter((r) => r.lasting).map((r) => r.id) as [PermanentDamageId, ...PermanentDamageId[]];

/** Looks a D66 score up; every score from 11 to 66 with units 1-6 falls in exactly one band. */
export function permanentDamage(d66: number): (typeof PERMANENT_DAMAGE_TABLE)[number] {
  const units = d66 % 10;
  const row = PERMANENT_DAMAGE_TABLE.find((r) => d66 >= r.roll[0] && d66 <= r.roll[1]);
  if (!row || units < 1 || units > 6) throw new RangeError(`Vehicle permanent damage table: ${d66} is not a D66 score`);
  return row;
}

// 003 "Vehicle permanent damage table." Rolled on a D66 for each vehicle Crippled at the end of a game.

export interface PermanentDamageRow {
  /** Lowest and highest D66 score of the band. */
  roll: readonly [number, number];
  id: string;
  name: string;
  text: string;
  /** True when the result stays on the vehicle's card until an IMPROVED! result. */
  lasting: boolean;
}

export const PERMANENT_DAMAGE_TABLE = [
  { roll: [11, 11], id: "improved", name: "IMPROVED!", lasting: false, text: "Once the Cogboys have finished knocking the vehicle back into shape it proves to be much better than it was before! All permanent damage suffered by the vehicle in its illustrious lifetime is fixed and has no further effect!" },
  { roll: [12, 36], id: "fixed", name: "FIXED", lasting: false, text: "It looks a lot worse than it is and with a few extra nails and a lick of paint the Techpriest fixes the vehicle up as good as new (sort of)." },
  { roll: [41, 42], id: "badly-mangled", name: "BADLY MANGLED", lasting: false, text: "The vehicle and one ganger of your choice can't be used in the next battle because it takes so long to fix." },
  { roll: [43, 44], id: "ard-looking", name: "'ARD LOOKING", lasting: true, text: "The scrapes, bullet holes and scorch marks combine to make the vehicle look really hard. All the warriors on board the 'ard looking vehicle gain +1 to their CL for their justifiable pride in it." },
  { roll: [45, 46], id: "annoying-squeak", name: "ANNOYING SQUEAK", lasting: true, text: "The driver suffers -1 CL when rolling to swerve, and when trying to turn whilst using thrusters." },
  { roll: [51, 52], id: "boneshaker", name: "BONESHAKER", lasting: true, text: "When it's moving, this vehicle shakes wildly, giving everyone on board an additional -1 to hit modifier when they shoot." },
  { roll: [53, 54], id: "steering-jams", name: "STEERING JAMS", lasting: true, text: "When you take a CL test to make a turn while using thrusters with this vehicle you also have to roll a D6, and score equal to or under the driver's Strength. If you fail no turn is made and the vehicle moves D6\" ahead like a normal failed turn." },
  { roll: [55, 56], id: "bent-chassis", name: "BENT CHASSIS", lasting: true, text: "Whenever the vehicle takes a Thrust test from now on it takes a -1 modifier on the D6 roll, making it more likely to fail." },
  { roll: [61, 63], id: "armour-weakened", name: "ARMOUR WEAKENED", lasting: true, text: "The vehicle's toughness is reduced by 1 point on all locations." },
  { roll: [64, 66], id: "destroyed", name: "DESTROYED", lasting: false, text: "The vehicle is completely wrecked and cannot be repaired. If one gang bottled out, the other gang can leave one of their fighters to strip it, gaining an extra 2D6x10 credits from salvaging the scrap. The fighter left behind can't be used in the next game." },
] as const satisfies readonly PermanentDamageRow[];

export type PermanentDamageResultId = (typeof PERMANENT_DAMAGE_TABLE)[number]["id"];
type LastingRow = Extract<(typeof PERMANENT_DAMAGE_TABLE)[number], { lasting: true }>;
/** The results that stay on a vehicle's card. */
export type PermanentDamageId = LastingRow["id"];
/** Every result of the table, lasting or not. */
export const PERMANENT_DAMAGE_RESULT_IDS = PERMANENT_DAMAGE_TABLE.map((r) => r.id) as [PermanentDamageResultId, ...PermanentDamageResultId[]];
export const PERMANENT_DAMAGE_IDS = PERMANENT_DAMAGE_TABLE.filter((r) => r.lasting).map((r) => r.id) as [
  PermanentDamageId,
  ...PermanentDamageId[],
];

/** Looks a D66 score up; every score from 11 to 66 with units 1-6 falls in exactly one band. */
export function permanentDamage(d66: number): (typeof PERMANENT_DAMAGE_TABLE)[number] {
  const units = d66 % 10;
  const row = PERMANENT_DAMAGE_TABLE.find((r) => d66 >= r.roll[0] && d66 <= r.roll[1]);
  if (!row || units < 1 || units > 6) throw new RangeError(`Vehicle permanent damage table: ${d66} is not a D66 score`);
  return row;
}

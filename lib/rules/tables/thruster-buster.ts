// 003 Thruster Buster table, rolled on a D6 when a Thrust test fails; the failed test also ends
// the vehicle's move.

export interface ThrusterBusterRow {
  /** Lowest and highest D6 score of the row. */
  roll: readonly [number, number];
  id: "spin" | "move-and-spin" | "swerve-and-move" | "move-ahead";
  name: string;
  /** Where the row is: text, table and row. */
  cite: string;
  /** What happens, in our words. */
  text: string;
}

export const THRUSTER_BUSTER_TABLE = [
  {
    roll: [1, 1],
    id: "spin",
    name: "Spin",
    cite: "003 Thruster Buster, 1",
    text: "The vehicle stays where it is and turns to face a random direction, read off the Scatter dice.",
  },
  {
    roll: [2, 2],
    id: "move-and-spin",
    name: 'Move D6" straight ahead and spin',
    cite: "003 Thruster Buster, 2",
    text: 'The vehicle goes D6" straight on, then spins as on a 1.',
  },
  {
    roll: [3, 3],
    id: "swerve-and-move",
    name: 'Swerve left/right and move D6" ahead',
    cite: "003 Thruster Buster, 3",
    text: 'The vehicle pivots 45° (D6: 1-3 left, 4-6 right), then goes D6" forward.',
  },
  {
    roll: [4, 6],
    id: "move-ahead",
    name: 'Move D6" straight ahead',
    cite: "003 Thruster Buster, 4-6",
    text: 'The vehicle goes D6" straight on as the thrusters die.',
  },
] as const satisfies readonly ThrusterBusterRow[];

export function thrusterBuster(d6: number): ThrusterBusterRow {
  const row = THRUSTER_BUSTER_TABLE.find((r) => d6 >= r.roll[0] && d6 <= r.roll[1]);
  if (!row) throw new RangeError(`Thruster Buster Table: ${d6} is not a D6 score`);
  return row;
}

// 003 "THRUSTER BUSTER TABLE: Roll a D6 to determine what happens." After failing a Thrust test
// a vehicle's movement is ended.

export interface ThrusterBusterRow {
  /** Lowest and highest D6 score of the row. */
  roll: readonly [number, number];
  id: "spin" | "move-and-spin" | "swerve-and-move" | "move-ahead";
  name: string;
  text: string;
}

export const THRUSTER_BUSTER_TABLE = [
  { roll: [1, 1], id: "spin", name: "Spin", text: "The vehicle remains where it is but spins round to face a random direction. Use the Scatter dice to determine the direction the vehicle now faces." },
  { roll: [2, 2], id: "move-and-spin", name: "Move D6\" straight ahead and spin", text: "The vehicle moves D6\" straight forward and then spins as described above." },
  { roll: [3, 3], id: "swerve-and-move", name: "Swerve left/right and move D6\" ahead", text: "The vehicle pivots 45° either to its left or right (D6: 1-3 left, 4-6 right) and then moves forward D6\"." },
  { roll: [4, 6], id: "move-ahead", name: "Move D6\" straight ahead", text: "The vehicle moves D6\" straight forward before the thrusters give out." },
] as const satisfies readonly ThrusterBusterRow[];

export function thrusterBuster(d6: number): ThrusterBusterRow {
  const row = THRUSTER_BUSTER_TABLE.find((r) => d6 >= r.roll[0] && d6 <= r.roll[1]);
  if (!row) throw new RangeError(`Thruster Buster Table: ${d6} is not a D6 score`);
  return row;
}

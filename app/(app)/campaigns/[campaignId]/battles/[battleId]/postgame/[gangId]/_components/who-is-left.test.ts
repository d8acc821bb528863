import { describe, expect, it } from "vitest";
import { deadIn, nobodyLeftToRoll, stillAlive } from "./who-is-left";

const drivers = [
  { fighterId: "p2-boss", name: "p2 Boss", vehicleName: "p2 Truck" },
  { fighterId: "p2-ganger", name: "p2 Ganger", vehicleName: "p2 Wagon" },
];

describe("003 Skills: all nominated Drivers can roll on the driving skills table, the dead cannot", () => {
  it("a driver answered dead without a roll is not offered, and the others keep their form index", () => {
    const dead = deadIn([
      { fighterId: "p2-ganger", outcome: "died" },
      { fighterId: "p2-yoof", outcome: "roll" },
      { fighterId: "p2-boss", outcome: "none" },
    ]);
    expect(stillAlive(drivers, dead)).toEqual([{ row: drivers[0], index: 0 }]);
  });
  it("a death answered otherwise again offers the driver again (a roll's death is only known at the summary)", () => {
    expect(stillAlive(drivers, deadIn([{ fighterId: "p2-ganger", outcome: "roll" }])).map((d) => d.index)).toEqual([0, 1]);
  });
  it("answers still being filled in (missing fields) count nobody dead", () => {
    expect(deadIn(undefined).size).toBe(0);
    expect(deadIn([undefined, { outcome: "died" }, { fighterId: "p2-boss" }]).size).toBe(0);
  });
  it("every driver dead: the step says nobody is left to roll, naming them", () => {
    expect(nobodyLeftToRoll([drivers[1]!])).toBe("Nobody left to roll: p2 Ganger (p2 Wagon) died in this battle.");
    expect(nobodyLeftToRoll(drivers)).toBe("Nobody left to roll: p2 Boss (p2 Truck) and p2 Ganger (p2 Wagon) all died in this battle.");
  });
});

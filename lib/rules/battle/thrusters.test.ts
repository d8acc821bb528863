import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { rollHitLocation, rollThrustTest, rollThrusterBuster } from "./thrusters";

describe("003 Thrusters and the Thruster Buster Table, rolled", () => {
  it("003 Thrust test: a truck's third thrust fails on 3 (dice 3) and passes on 4 (dice 4)", () => {
    expect(rollThrustTest("truck", 3, 0, manualDice([3]))).toEqual({ roll: 3, passed: false });
    expect(rollThrustTest("truck", 3, 0, manualDice([4]))).toEqual({ roll: 4, passed: true });
  });
  it("003 Bikes: no test for the first thrust; Bent Chassis -1 makes a 2 fail the first truck thrust (dice 2)", () => {
    expect(rollThrustTest("bike", 1, 0, manualDice([]))).toBeNull();
    expect(rollThrustTest("truck", 1, -1, manualDice([2]))).toEqual({ roll: 2, passed: false });
  });
  it("003 Thruster Buster 1) Spin: a scatter die gives the new facing (dice 1, scatter 4 then clock 3)", () => {
    expect(rollThrusterBuster(manualDice([1, 4, 3]))).toMatchObject({ distance: 0, swerve: null, spin: { hit: false, degrees: 90 } });
  });
  it("003 Thruster Buster 2) Move D6\" and spin; ruling: a HIT faces where its little arrow points (dice 2, move 5, scatter hit 1, arrow 4 then 3: 9 o'clock)", () => {
    expect(rollThrusterBuster(manualDice([2, 5, 1, 4, 3]))).toMatchObject({ distance: 5, spin: { hit: true, degrees: 270 } });
  });
  it('003 Thruster Buster 3) Swerve: D6 1-3 left, 4-6 right, then D6" (dice 3, 2, 6 and 3, 4, 1)', () => {
    expect(rollThrusterBuster(manualDice([3, 2, 6]))).toMatchObject({ swerve: "left", distance: 6, spin: null });
    expect(rollThrusterBuster(manualDice([3, 4, 1]))).toMatchObject({ swerve: "right", distance: 1 });
  });
  it('003 Thruster Buster 4+) Move D6" straight ahead (dice 5, 2)', () => {
    const d = manualDice([5, 2]);
    expect(rollThrusterBuster(d)).toMatchObject({ distance: 2, swerve: null, spin: null });
    expect(d.log.map((l) => l.purpose)).toEqual(["Thruster Buster Table", 'Thruster Buster: move D6"']);
  });
  it("hit location: a 5 on a bike is the DRIVER at as driver +1", () => {
    expect(rollHitLocation("bike", manualDice([5])).title).toBe("DRIVER");
    expect(rollHitLocation("hulk", manualDice([6])).location).toBe("engines");
  });
});

describe("003 Thrusters and the Thruster Buster Table: the rolls named", () => {
  const purposes = (d: ReturnType<typeof manualDice>) => d.log.map((l) => l.purpose);
  it("the Thrust test names its number (dice 2 passes the first exactly above its 1)", () => {
    const d = manualDice([2]);
    expect(rollThrustTest("truck", 1, 0, d)).toEqual({ roll: 2, passed: true });
    expect(purposes(d)).toEqual(["Thrust test 1"]);
  });
  it("3) Swerve names its side roll; 003 Stunt Driver picks the side with no roll (dice 3, then move 4)", () => {
    const d = manualDice([3, 2, 6]);
    rollThrusterBuster(d);
    expect(purposes(d)).toEqual(["Thruster Buster Table", "Thruster Buster: swerve (1-3 left, 4-6 right)", 'Thruster Buster: move D6"']);
    expect(rollThrusterBuster(manualDice([3, 4]), "right")).toMatchObject({ swerve: "right", distance: 4 });
  });
  it("1) Spin names the spin's roll (dice 1, scatter 4, 3)", () => {
    const d = manualDice([1, 4, 3]);
    rollThrusterBuster(d);
    expect(purposes(d)).toEqual(["Thruster Buster Table", "Thruster Buster: spin"]);
  });
  it("hit location: the roll is named", () => {
    const d = manualDice([2]);
    expect(rollHitLocation("truck", d).location).toBe("weapons");
    expect(purposes(d)).toEqual(["Hit location"]);
  });
});

describe("003 Thruster Buster Table: the swerve's side", () => {
  it("a 3 on the swerve die still goes left (row 3, swerve 3, move 2)", () => {
    expect(rollThrusterBuster(manualDice([3, 3, 2]))).toMatchObject({ swerve: "left", distance: 2 });
  });
});

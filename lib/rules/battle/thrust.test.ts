import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { fireThrusters, thrusterJam, turnUnderThrust } from "./thrust";
import { cited, movingOf, ok, refused, testOf } from "./testing";

const plain = { inches: 6, testModifier: 0, skidStart: false };

describe("003 Thrusters: the Thrust test", () => {
  it("a truck's first thrust after its gas move passes on 2 (dice 2) and goes the declared 6\"", () => {
    const r = fireThrusters(movingOf("truck"), plain, manualDice([2]));
    expect(ok(r)).toMatchObject({ thrustNumber: 1, test: { roll: 2, passed: true }, inches: 6, buster: null });
    expect(cited(r)).toEqual(["thrust", "thrust-test"]);
  });
  it('003 Thruster Buster 4+: a failed first thrust (dice 1) moves D6" ahead instead (buster 4, move 3)', () => {
    const r = ok(fireThrusters(movingOf("truck"), plain, manualDice([1, 4, 3])));
    expect(r.inches).toBe(0);
    expect(r.buster).toMatchObject({ row: { id: "move-ahead" }, distance: 3 });
  });
  it("003 Thrusters: the third thrust fails on 1-3 (dice 3)", () => {
    expect(ok(fireThrusters(movingOf("truck", {}, { gasMoved: true, thrusts: 2 }), plain, manualDice([3, 5, 1]))).test).toEqual({ roll: 3, passed: false });
  });
  it("003 Bikes and tracks: a bike's first thrust takes no test (no dice)", () => {
    const r = fireThrusters(movingOf("bike"), plain, manualDice([]));
    expect(ok(r).test).toBeNull();
    expect(cited(r)).toContain("bikes-thrust");
  });
  it('003 Bikes and tracks: a track thrusts 5" at most (6" refused, 5" with dice 4)', () => {
    expect(refused(fireThrusters(movingOf("track"), plain, manualDice([4]))).code).toBe("move-too-long");
    expect(cited(fireThrusters(movingOf("track"), { ...plain, inches: 5 }, manualDice([4])))).toContain("tracks-thrust");
  });
  it("003 Bent Chassis: -1 on the die makes a 2 fail the first thrust (dice 2, buster 5, move 1)", () => {
    const r = fireThrusters(movingOf("truck"), { ...plain, testModifier: -1 }, manualDice([2, 5, 1]));
    expect(ok(r).test).toEqual({ roll: 2, passed: false });
    expect(cited(r)).toContain("bent-chassis");
  });
  it("003 Stunt Driver: the driver picks the Thruster Buster swerve (dice 1, buster 3, no side die, move 5)", () => {
    const r = fireThrusters(movingOf("truck"), { ...plain, stuntSide: "left" }, manualDice([1, 3, 5]));
    expect(ok(r).buster).toMatchObject({ swerve: "left", distance: 5 });
    expect(cited(r)).toContain("stunt-driver");
  });
  it("refuses thrusts 003 does not allow: before a gas move, a fourth, after a slow speed manoeuvre, after the move ended", () => {
    expect(refused(fireThrusters(movingOf("truck", {}, {}), plain, manualDice([6]))).code).toBe("not-allowed");
    expect(refused(fireThrusters(movingOf("truck", {}, { gasMoved: true, thrusts: 3 }), plain, manualDice([6]))).code).toBe("thrust-limit");
    expect(refused(fireThrusters(movingOf("truck", {}, { slowSpeed: true }), plain, manualDice([6]))).code).toBe("not-allowed");
    expect(refused(fireThrusters(movingOf("truck", {}, { gasMoved: true, ended: true }), plain, manualDice([6]))).code).toBe("movement-ended");
    expect(refused(fireThrusters(movingOf("truck", { immobilised: true }), plain, manualDice([6]))).code).toBe("vehicle-immobilised");
    expect(refused(fireThrusters(movingOf("truck"), { ...plain, inches: 0 }, manualDice([6]))).code).toBe("move-too-long");
  });
  it("003 Skid Start: thrusters may follow a slow speed manoeuvre (dice 4)", () => {
    expect(ok(fireThrusters(movingOf("truck", {}, { slowSpeed: true }), { ...plain, skidStart: true }, manualDice([4]))).inches).toBe(6);
  });
});

describe("003 Turning with thrusters, Annoying Squeak and Steering Jams", () => {
  const afterThrust = movingOf("truck", {}, { gasMoved: true, thrusts: 1, mayTurnAfterThrust: true });
  it("a passed Cl test (dice 4, 4) pivots up to 45°", () => {
    expect(ok(turnUnderThrust(afterThrust, { driverTest: testOf("Cl", 7), steeringJamsStrength: null }, manualDice([4, 4])))).toMatchObject({
      turned: true,
      slew: null,
      jamRoll: null,
    });
  });
  it('a failed Cl test (dice 1, 2) slews D6" on (dice 4) and ends the move', () => {
    expect(ok(turnUnderThrust(afterThrust, { driverTest: testOf("Cl", 7), steeringJamsStrength: null }, manualDice([1, 2, 4])))).toMatchObject({
      turned: false,
      slew: 4,
    });
  });
  it("003 Annoying Squeak: -1 Cl is cited and makes 7 fail (dice 3, 4, slew 1)", () => {
    const squeak = { why: "Annoying Squeak", value: -1, rule: { id: "annoying-squeak", cite: "003 Permanent damage: Annoying Squeak", explain: "x" } };
    const r = turnUnderThrust(afterThrust, { driverTest: testOf("Cl", 7, [squeak]), steeringJamsStrength: null }, manualDice([3, 4, 1]));
    expect(ok(r).turned).toBe(false);
    expect(cited(r)).toContain("annoying-squeak");
  });
  it("003 Steering Jams: after a passed Cl test a D6 over the driver's S 3 fails the turn (dice 4, 4, jam 5, slew 2); 3 turns (dice 4, 4, 3)", () => {
    const input = { driverTest: testOf("Cl", 7), steeringJamsStrength: 3 };
    expect(ok(turnUnderThrust(afterThrust, input, manualDice([4, 4, 5, 2])))).toMatchObject({ jamRoll: 5, turned: false, slew: 2 });
    expect(ok(turnUnderThrust(afterThrust, input, manualDice([4, 4, 3])))).toMatchObject({ jamRoll: 3, turned: true });
  });
  it("ruling: no Steering Jams die after a failed Cl test (dice 1, 1, slew 3)", () => {
    expect(ok(turnUnderThrust(afterThrust, { driverTest: testOf("Cl", 7), steeringJamsStrength: 3 }, manualDice([1, 1, 3])))).toMatchObject({
      jamRoll: null,
      slew: 3,
    });
  });
  it("a turn under thrust comes only right after a thrust that fired", () => {
    expect(refused(turnUnderThrust(movingOf("truck"), { driverTest: testOf("Cl", 7), steeringJamsStrength: null }, manualDice([6, 6]))).code).toBe(
      "not-allowed",
    );
  });
});

describe("003 Damage tables, engines flesh wound: Thruster jam", () => {
  it("ruling: full bursts with the usual tests until one fails: a truck 2, 3 then 3 fails the third (buster 5, move 1)", () => {
    expect(ok(thrusterJam(movingOf("truck"), 0, manualDice([2, 3, 3, 5, 1])))).toMatchObject({
      tests: [2, 3, 3],
      bursts: 2,
      inches: 12,
      buster: { distance: 1 },
    });
  });
  it("ruling: from the third burst on every test fails on 1-3 (dice 6, 6, 6, 3, buster 6, move 2)", () => {
    expect(ok(thrusterJam(movingOf("truck"), 0, manualDice([6, 6, 6, 3, 6, 2])))).toMatchObject({ bursts: 3, inches: 18 });
  });
  it("a bike's first burst needs no test (dice 1 fails its second, buster 4, move 6)", () => {
    expect(ok(thrusterJam(movingOf("bike"), 0, manualDice([1, 4, 6])))).toMatchObject({ tests: [1], bursts: 1, inches: 6 });
  });
  it("a wreck's thrusters do not fire", () => {
    expect(refused(thrusterJam(movingOf("truck", { wrecked: true }), 0, manualDice([]))).code).toBe("vehicle-wrecked");
  });
});

describe("003 Thrusters: the refusals' words, the rules cited and the dice logged", () => {
  const purposes = (r: { dice: { purpose: string }[] }) => r.dice.map((d) => d.purpose);
  it("each refusal says why", () => {
    const msg = (v: ReturnType<typeof movingOf>, o = {}) => refused(fireThrusters(v, { ...plain, ...o }, manualDice([6]))).message;
    expect(msg(movingOf("truck", { name: "Rig" }, { gasMoved: true, ended: true }))).toBe("Rig's movement has already ended this turn.");
    expect(msg(movingOf("truck", {}, { slowSpeed: true }))).toBe("No thrusters after a slow speed manoeuvre (unless the driver has Skid Start).");
    expect(msg(movingOf("truck", { name: "Rig" }, {}))).toBe("Rig must move under gas engines before firing its thrusters.");
    expect(msg(movingOf("truck", { name: "Rig" }, { gasMoved: true, thrusts: 3 }))).toBe(
      "Rig has fired its thrusters three times: that is the limit for one move.",
    );
    expect(msg(movingOf("truck", { name: "Rig" }), { inches: 7 })).toBe('A thrust by Rig is 1" to 6".');
  });
  it('a thrust of exactly 1" goes ahead (dice 2); 6.5" on a truck is too long', () => {
    expect(ok(fireThrusters(movingOf("truck"), { ...plain, inches: 1 }, manualDice([2]))).inches).toBe(1);
    expect(refused(fireThrusters(movingOf("truck"), { ...plain, inches: 6.5 }, manualDice([2]))).code).toBe("move-too-long");
  });
  it("003 Bikes and tracks: half tracks and hulks cite the 5\" limit too (dice 4); the test's roll is logged by its number", () => {
    for (const kind of ["half-track", "hulk"] as const) {
      const r = fireThrusters(movingOf(kind), { ...plain, inches: 5 }, manualDice([4]));
      expect(cited(r)).toEqual(["thrust", "tracks-thrust", "thrust-test"]);
      expect(purposes(r)).toEqual(["Thrust test 1"]);
    }
  });
  it("003 Bikes and tracks with Bent Chassis: a bike's free first thrust cites no Bent Chassis (no dice); its second does (dice 6)", () => {
    expect(cited(fireThrusters(movingOf("bike"), { ...plain, testModifier: -1 }, manualDice([])))).toEqual(["thrust", "bikes-thrust"]);
    expect(cited(fireThrusters(movingOf("bike", {}, { gasMoved: true, thrusts: 1 }), { ...plain, testModifier: -1 }, manualDice([6])))).toEqual([
      "thrust",
      "thrust-test",
      "bikes-thrust",
      "bent-chassis",
    ]);
  });
  it("003 Thruster Buster Table: a failed test (dice 1; buster 4, move 3) cites the table, not Stunt Driver, and logs each roll", () => {
    const r = fireThrusters(movingOf("truck"), plain, manualDice([1, 4, 3]));
    expect(cited(r)).toEqual(["thrust", "thrust-test", "thruster-buster"]);
    expect(purposes(r)).toEqual(["Thrust test 1", "Thruster Buster Table", 'Thruster Buster: move D6"']);
    expect(ok(r).thrustNumber).toBe(1);
  });
});

describe("003 Turning with thrusters: the log", () => {
  const afterThrust = movingOf("truck", { name: "Rig" }, { gasMoved: true, thrusts: 1, mayTurnAfterThrust: true });
  const purposes = (r: { dice: { purpose: string }[] }) => r.dice.map((d) => d.purpose);
  it("a passed turn (dice 4, 4) tells the test and the pivot, and cites only the turn", () => {
    const r = turnUnderThrust(afterThrust, { driverTest: testOf("Cl", 7), steeringJamsStrength: null }, manualDice([4, 4]));
    expect(ok(r).text).toBe("Cl test needing 7+: rolled 8, passed: pivots up to 45°");
    expect(cited(r)).toEqual(["thrust-turn"]);
    expect(purposes(r)).toEqual(["Rig: Cl test to turn under thrust"]);
  });
  it("003 Steering Jams: a jam over S 3 (dice 4, 4, jam 4, slew 2) is logged, cited and told", () => {
    const r = turnUnderThrust(afterThrust, { driverTest: testOf("Cl", 7), steeringJamsStrength: 3 }, manualDice([4, 4, 4, 2]));
    expect(ok(r)).toMatchObject({
      jamRoll: 4,
      turned: false,
      slew: 2,
      text: 'Cl test needing 7+: rolled 8, passed; Steering Jams 4: slews 2" straight on and stops',
    });
    expect(purposes(r)).toEqual(["Rig: Cl test to turn under thrust", "Rig: Steering Jams (at or under S 3)", 'Rig: failed turn, slews D6"']);
    expect(cited(r)).toEqual(["thrust-turn", "steering-jams"]);
  });
  it("the refusal says a turn comes right after a thrust", () => {
    expect(refused(turnUnderThrust(movingOf("truck"), { driverTest: testOf("Cl", 7), steeringJamsStrength: null }, manualDice([6, 6]))).message).toBe(
      "A turn under thrust comes right after a thrust that fired, once per thrust.",
    );
    expect(
      refused(
        turnUnderThrust(
          movingOf("truck", { hasDriver: false }, { mayTurnAfterThrust: true }),
          { driverTest: testOf("Cl", 7), steeringJamsStrength: null },
          manualDice([6, 6]),
        ),
      ).code,
    ).toBe("vehicle-driverless");
  });
});

describe("003 Damage tables, engines flesh wound: Thruster jam, the log", () => {
  it("each burst's test is logged by its number and the Thrust test is cited (truck: 1 fails the first; buster 4, move 2)", () => {
    const r = thrusterJam(movingOf("truck", { name: "Rig" }), 0, manualDice([1, 4, 2]));
    expect(r.dice.map((d) => d.purpose)).toEqual(["Rig: Thruster jam, Thrust test 1", "Thruster Buster Table", 'Thruster Buster: move D6"']);
    expect(ok(r)).toMatchObject({ tests: [1], bursts: 0, inches: 0 });
    expect(cited(r)).toEqual(["thruster-jam", "thrust-test"]);
  });
  it("003 Bent Chassis: the -1 counts on each burst (truck: dice 3, 3 read as 2, 2: the first passes, the second fails; buster 4, move 1)", () => {
    expect(ok(thrusterJam(movingOf("truck"), -1, manualDice([3, 3, 4, 1])))).toMatchObject({ tests: [3, 3], bursts: 1, inches: 6 });
  });
  it("ruling: later bursts still fail on 1-3 (dice 6, 6, 6, then 4 passes the fourth and 2 fails the fifth; buster 4, move 1)", () => {
    expect(ok(thrusterJam(movingOf("truck"), 0, manualDice([6, 6, 6, 4, 2, 4, 1])))).toMatchObject({ tests: [6, 6, 6, 4, 2], bursts: 4, inches: 24 });
  });
  it("a wreck's refusal says nothing fires", () => {
    expect(refused(thrusterJam(movingOf("truck", { name: "Rig", wrecked: true }), 0, manualDice([]))).message).toBe("Rig is wrecked; nothing fires any more.");
  });
});

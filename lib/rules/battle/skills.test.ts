import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { emergencyStop, skidTurn, stuntRespin } from "./skills";
import { ok, refused, testOf, vehicleOf } from "./testing";

describe("003 Driving skills at the table", () => {
  it("Skid Turns: 4-6 works (dice 4)", () => {
    expect(ok(skidTurn(vehicleOf(), manualDice([4])))).toEqual({ roll: 4, success: true, slide: null });
  });
  it('Skid Turns: 1-3 slides D6" (3) in a random direction (3, 3: 90°) and spins (6, 6: 180°)', () => {
    expect(ok(skidTurn(vehicleOf(), manualDice([2, 3, 3, 3, 6, 6]))).slide).toEqual({
      inches: 3,
      direction: { hit: false, degrees: 90 },
      facing: { hit: false, degrees: 180 },
    });
    expect(refused(skidTurn(vehicleOf("truck", { immobilised: true }), manualDice([]))).code).toBe("vehicle-immobilised");
  });
  it("Emergency Stop: a failed Cl test (1, 1) stops nothing", () => {
    expect(ok(emergencyStop(vehicleOf(), testOf("Cl", 7), [{ name: "Nob", strength: 3 }], manualDice([1, 1])))).toMatchObject({ stopped: false, riders: [] });
  });
  it('Emergency Stop: a passed Cl test (4, 4) halts short; Nob (S3) holds on with 3, Grot (S3) rolls 5 and is flung D6" (2) with a hit roll (4)', () => {
    const r = ok(
      emergencyStop(
        vehicleOf(),
        testOf("Cl", 7),
        [
          { name: "Nob", strength: 3 },
          { name: "Grot", strength: 3 },
        ],
        manualDice([4, 4, 3, 5, 2, 4]),
      ),
    );
    expect(r.riders).toEqual([
      { name: "Nob", roll: 3, holdsOn: true, flung: null, hitRoll: null },
      { name: "Grot", roll: 5, holdsOn: false, flung: 2, hitRoll: 4 },
    ]);
  });
  it("Emergency Stop needs a driver", () => {
    expect(refused(emergencyStop(vehicleOf("truck", { hasDriver: false }), testOf("Cl", 7), [], manualDice([]))).code).toBe("vehicle-driverless");
  });
  it("Stunt Driver: a spin's facing rolled once more (5, 4: 120°)", () => {
    expect(ok(stuntRespin(vehicleOf(), manualDice([5, 4])))).toEqual({ facing: { hit: false, degrees: 120 } });
  });
});

describe("003 Driving skills at the table: the rolls named, the log's words and the refusals", () => {
  const purposes = (r: { dice: { purpose: string }[] }) => r.dice.map((d) => d.purpose);
  const rig = vehicleOf("truck", { name: "Rig" });
  it("Skid Turns: a 3 fails (dice 3; slide 1; direction 3, 3; facing 3, 3) and each roll is named", () => {
    const r = skidTurn(rig, manualDice([3, 1, 3, 3, 3, 3]));
    expect(ok(r).success).toBe(false);
    expect(purposes(r)).toEqual(["Rig: skid turn (4+ works)", 'Rig: out of control, D6"', "Rig: out of control, direction", "Rig: spin after the skid"]);
  });
  it("Emergency Stop: a failed test (1, 1) tells the crash to come; a passed one (4, 4; rider rolls 4 over S 3, flung 1, hit 1) names each roll and counts those flung", () => {
    const no = emergencyStop(rig, testOf("Cl", 7), [], manualDice([1, 1]));
    expect(ok(no).text).toBe("Cl test needing 7+: rolled 2, failed: no stop, work out the crash or collision.");
    expect(purposes(no)).toEqual(["Rig: Cl test for an emergency stop"]);
    const yes = emergencyStop(
      rig,
      testOf("Cl", 7),
      [
        { name: "Grot", strength: 3 },
        { name: "Nob", strength: 4 },
      ],
      manualDice([4, 4, 4, 1, 1, 4]),
    );
    expect(purposes(yes)).toEqual([
      "Rig: Cl test for an emergency stop",
      "Grot holds on (at or under S 3)",
      'Grot flung D6" ahead',
      "Grot: S3 hit on 4+",
      "Nob holds on (at or under S 4)",
    ]);
    expect(ok(yes).text).toBe("Cl test needing 7+: rolled 8, passed: the vehicle halts short; 1 rider(s) flung off.");
    expect(ok(yes).riders.map((x) => x.holdsOn)).toEqual([false, true]);
  });
  it("Emergency Stop: the refusals say why (no driver; a wreck)", () => {
    expect(refused(emergencyStop(vehicleOf("truck", { hasDriver: false }), testOf("Cl", 7), [], manualDice([]))).message).toBe(
      "Only a driver at the controls can stop the vehicle.",
    );
    expect(refused(emergencyStop(vehicleOf("truck", { wrecked: true }), testOf("Cl", 7), [], manualDice([]))).code).toBe("vehicle-wrecked");
  });
  it("Stunt Driver: the second spin is named and cites the skill; a wreck does not spin", () => {
    const r = stuntRespin(rig, manualDice([5, 4]));
    expect(purposes(r)).toEqual(["Rig: Stunt Driver spins again"]);
    expect(r.ok && r.rule.id).toBe("stunt-driver");
    const w = refused(stuntRespin(vehicleOf("truck", { wrecked: true }), manualDice([])));
    expect([w.code, w.rule.id]).toEqual(["vehicle-wrecked", "stunt-driver"]);
  });
});

describe("003 Driving skills: Emergency Stop counts the riders flung", () => {
  it("two of three riders flung (Cl 4, 4; Grot S3 rolls 5, flung 2, hit 1; Nob S4 rolls 2; Snag S3 rolls 6, flung 3, hit 4): the log says 2", () => {
    const riders = [
      { name: "Grot", strength: 3 },
      { name: "Nob", strength: 4 },
      { name: "Snag", strength: 3 },
    ];
    const r = ok(emergencyStop(vehicleOf("truck", { name: "Rig" }), testOf("Cl", 7), riders, manualDice([4, 4, 5, 2, 1, 2, 6, 3, 4])));
    expect(r.riders.map((x) => x.holdsOn)).toEqual([false, true, false]);
    expect(r.text).toBe("Cl test needing 7+: rolled 8, passed: the vehicle halts short; 2 rider(s) flung off.");
  });
});

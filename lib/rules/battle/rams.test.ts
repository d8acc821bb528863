import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { chickenChoice, chickenCrash, ram, type RamInput } from "./rams";
import { cited, ok, refused, testOf, vehicleOf } from "./testing";

const truck = vehicleOf("truck", { name: "Truck" });
const buggy = vehicleOf("buggy", { name: "Buggy" });
const bike = vehicleOf("bike", { name: "Bike" });
const still = vehicleOf("buggy", { name: "Still", moving: false });
const input = (o: Partial<RamInput> = {}): RamInput => ({ struck: "side", targetTest: testOf("Cl", 7), reinforcedRam: false, slowSpeed: false, ...o });

describe("003 Rams to the side or rear: the Cl swerve", () => {
  it("a moving target passes Cl (dice 4, 4) and swerves to a random side (dice 2: left); no damage", () => {
    const r = ram(truck, buggy, input(), manualDice([4, 4, 2]));
    expect(ok(r)).toMatchObject({ hit: false, damage: null, side: "left" });
    expect(cited(r)).toEqual(["ram", "ram-swerve", "swerve"]);
  });
  it("003 T-bone: failing (dice 1, 1) the target takes D3 (dice 5: 3, on location 4 wheels) and the rammer 1 (location 6 engines); pushed right (dice 5)", () => {
    const r = ok(ram(truck, buggy, input(), manualDice([1, 1, 6, 5, 4, 5])));
    expect(r.type).toBe("t-bone");
    expect(r.damage?.rammer).toMatchObject({ points: 1, hit: { location: "engines" } });
    expect(r.damage?.target).toMatchObject({ points: 3, hit: { location: "wheels" } });
    expect(r.side).toBe("right");
  });
  it("003 Reinforced ram: the target takes 2 more (D3 of 1 becomes 3; dice 1, 1, loc 6, D3 face 1, loc 3, side given)", () => {
    const r = ok(ram(truck, buggy, input({ reinforcedRam: true, side: "left" }), manualDice([1, 1, 6, 1, 3])));
    expect(r.damage?.target.points).toBe(3);
    expect(r.side).toBe("left");
  });
  it("003 Shunt: a stationary target cannot swerve and takes 1 (no test; location 2, pushed left on 1)", () => {
    const r = ram(truck, still, input({ struck: "rear" }), manualDice([2, 1]));
    expect(ok(r)).toMatchObject({ type: "shunt", swerveTest: null, damage: { rammer: { points: 0, hit: null }, target: { points: 1 } }, side: "left" });
    expect(cited(r)).toContain("stationary-vehicle");
  });
  it("003 Shunt with bikes: a bike shunting a truck does nothing (side 4); a truck shunting a bike does D3 (dice 6: 3, loc 1)", () => {
    expect(ok(ram(bike, vehicleOf("truck", { moving: false }), input({ struck: "rear" }), manualDice([4]))).damage?.target.points).toBe(0);
    expect(ok(ram(truck, vehicleOf("bike", { moving: false }), input({ struck: "rear" }), manualDice([6, 1, 4]))).damage?.target.points).toBe(3);
  });
  it("003 T-bone with bikes: a truck T-boning a bike takes nothing (D3 face 3: 2 to the bike); a bike T-boning a truck takes 1, the truck nothing", () => {
    const a = ok(ram(truck, vehicleOf("bike", { moving: false }), input(), manualDice([3, 5, 1])));
    expect([a.damage?.rammer.points, a.damage?.target.points]).toEqual([0, 2]);
    const b = ok(ram(bike, vehicleOf("truck", { moving: false }), input(), manualDice([6, 1])));
    expect([b.damage?.rammer.points, b.damage?.target.points]).toEqual([1, 0]);
  });
});

describe("003 Head on rams (playing chicken)", () => {
  it("faces 1-2 are left, 3-4 straight on, 5-6 right", () => {
    expect([1, 2, 3, 4, 5, 6].map(chickenChoice)).toEqual(["left", "left", "ahead", "ahead", "right", "right"]);
  });
  it("ruling: both straight on, or left against right, is a hit; left-left, right-right or one straight on is a miss", () => {
    expect(chickenCrash("ahead", "ahead")).toBe(true);
    expect(chickenCrash("left", "right")).toBe(true);
    expect(chickenCrash("right", "left")).toBe(true);
    expect(chickenCrash("left", "left")).toBe(false);
    expect(chickenCrash("ahead", "right")).toBe(false);
  });
  it("a miss (3 against 1) rolls nothing; the rammer drives past", () => {
    const r = ram(truck, buggy, input({ struck: "front", chicken: { rammer: 3, target: 1 } }), manualDice([]));
    expect(ok(r)).toMatchObject({ hit: false, chicken: { rammer: "ahead", target: "left" } });
    expect(r.dice).toEqual([]);
  });
  it("003 Head on: both straight on (3 and 4): D6 each (rammer 4 on loc 1, not immobilised on 3; target 6 on loc 2, immobilised on 4); both stop", () => {
    const r = ok(ram(truck, buggy, input({ struck: "front", chicken: { rammer: 3, target: 4 } }), manualDice([4, 1, 3, 6, 2, 4])));
    expect(r.damage?.rammer).toMatchObject({ points: 4, immobilised: false, hit: { location: "crew" } });
    expect(r.damage?.target).toMatchObject({ points: 6, immobilised: true, hit: { location: "weapons" } });
    expect(r.side).toBeNull();
  });
  it("003 Head on: a bike meeting a truck deals it only 1; ruling: the truck still rolls to be immobilised (bike D6 5, loc 6, immob 1; truck 1, loc 6, immob 6)", () => {
    const r = ok(ram(bike, truck, input({ struck: "front", chicken: { rammer: 1, target: 6 } }), manualDice([5, 6, 1, 6, 6])));
    expect([r.damage?.rammer.points, r.damage?.target.points]).toEqual([5, 1]);
    expect(r.damage?.target.immobilised).toBe(true);
  });
  it("a head-on ram on a stationary vehicle needs no choice: it cannot get away", () => {
    expect(ok(ram(truck, still, input({ struck: "front" }), manualDice([1, 1, 1, 1, 1, 1]))).hit).toBe(true);
  });
  it("a moving target's head-on ram needs both faces, each 1 to 6", () => {
    expect(refused(ram(truck, buggy, input({ struck: "front" }), manualDice([]))).rule.id).toBe("chicken");
    expect(refused(ram(truck, buggy, input({ struck: "front", chicken: { rammer: 7, target: 1 } }), manualDice([]))).code).toBe("not-allowed");
  });
});

describe("rams 003 does not allow", () => {
  it("003 Slow manoeuvres: no ram at slow speed", () => {
    expect(refused(ram(truck, buggy, input({ slowSpeed: true }), manualDice([]))).rule.id).toBe("slow-no-ram");
  });
  it("an immobilised or wrecked vehicle does not ram; a wreck is rammed as a crash", () => {
    expect(refused(ram(vehicleOf("truck", { immobilised: true }), buggy, input(), manualDice([]))).code).toBe("vehicle-immobilised");
    expect(refused(ram(vehicleOf("truck", { wrecked: true }), buggy, input(), manualDice([]))).code).toBe("vehicle-wrecked");
    expect(refused(ram(truck, vehicleOf("buggy", { wrecked: true }), input(), manualDice([]))).code).toBe("not-allowed");
  });
});

describe("003 Ramming: what the log says and which rules it cites", () => {
  const purposes = (r: { dice: { purpose: string }[] }) => r.dice.map((d) => d.purpose);
  it("ruling (003 Head on rams): one straight on while the other swerves is a miss whichever of the two goes straight", () => {
    expect(chickenCrash("right", "ahead")).toBe(false);
    expect(chickenCrash("left", "ahead")).toBe(false);
    expect(chickenCrash("right", "right")).toBe(false);
  });
  it("003 Rams to the side or rear: the swerve (Cl dice 4, 4; side dice 2) names its rolls and tells the swerve", () => {
    const r = ram(truck, buggy, input(), manualDice([4, 4, 2]));
    expect(purposes(r)).toEqual(["Buggy: Cl test to swerve from the ram", "Buggy swerves (1-3 left, 4-6 right)"]);
    expect(ok(r).text).toBe("Cl test needing 7+: rolled 8, passed: Buggy swerves left; Truck drives on.");
  });
  it("003 T-bone (Cl dice 1, 1 fail; rammer's 1 on location 6; D3 face 5; location 4; pushed on 5): the log names each roll and tells the push", () => {
    const r = ram(truck, buggy, input(), manualDice([1, 1, 6, 5, 4, 5]));
    expect(purposes(r)).toEqual([
      "Buggy: Cl test to swerve from the ram",
      "Hit location: Truck",
      "Ram (t-bone): damage to Buggy",
      "Hit location: Buggy",
      "Buggy pushed aside (1-3 left, 4-6 right)",
    ]);
    expect(ok(r).text).toMatch(/^t-bone ram\. Buggy: 3 damage .*\. Truck: 1 damage .*\. Buggy is pushed right and turned 45°; Truck drives on\.$/);
    expect(cited(r)).toEqual(["ram", "ram-swerve", "ram-t-bone", "push-aside"]);
  });
  it("003 Rams to the side or rear: a moving target with no one to test (targetTest null) is not called stationary; no reinforced ram cited without one (rammer loc 6; D3 face 1, loc 1)", () => {
    const r = ram(truck, buggy, input({ targetTest: null, side: "left" }), manualDice([6, 1, 1]));
    expect(cited(r)).toEqual(["ram", "ram-t-bone", "push-aside"]);
    expect(ok(r).swerveTest).toBeNull();
  });
  it("003 Head on: a stationary target takes no swerve test and both stop dead (dice D6 2, loc 1, immob 1; D6 3, loc 1, immob 1)", () => {
    const r = ram(truck, still, input({ struck: "front" }), manualDice([2, 1, 1, 3, 1, 1]));
    expect(ok(r).swerveTest).toBeNull();
    expect(cited(r)).toEqual(["ram", "stationary-vehicle", "ram-head-on", "push-aside"]);
    expect(ok(r).text).toMatch(/^head-on ram\. Still: 3 damage .*\. Truck: 2 damage .*\. Both stop dead\.$/);
  });
  it("003 Head on rams (playing chicken): a miss (3 against 1) says so in the log", () => {
    expect(ok(ram(truck, buggy, input({ struck: "front", chicken: { rammer: 3, target: 1 } }), manualDice([]))).text).toBe(
      "Chicken: ahead against left, a miss; Truck drives on past.",
    );
  });
  it("003 Head on rams (playing chicken): a face of 0 or 2.5 is refused with the words of the rule", () => {
    for (const chicken of [
      { rammer: 0, target: 3 },
      { rammer: 3, target: 2.5 },
    ]) {
      const r = refused(ram(truck, buggy, input({ struck: "front", chicken }), manualDice([])));
      expect(r.code).toBe("not-allowed");
      expect(r.message).toBe("Both players choose a face from 1 to 6 for a head-on ram on a moving vehicle.");
    }
  });
  it("003 Slow manoeuvres and a wreck: the refusals say why", () => {
    expect(refused(ram(truck, buggy, input({ slowSpeed: true }), manualDice([]))).message).toMatch(/cannot ram/);
    expect(refused(ram(truck, vehicleOf("buggy", { name: "Hulk", wrecked: true }), input(), manualDice([]))).message).toBe(
      "Hulk is a wreck: driving into it is a crash, not a ram.",
    );
  });
});

describe("003 Slow manoeuvres: the refusal code", () => {
  it("a ram at slow speed is refused as not-allowed", () => {
    expect(refused(ram(truck, buggy, input({ slowSpeed: true }), manualDice([]))).code).toBe("not-allowed");
  });
});

import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { ammoRoll, grapnelHold, harpoonOverboard, knockbackOnCrew, plasmaUnstable, rollHitsOnVehicle, SPECIAL_WEAPONS, wreckingBall } from "./special-weapons";
import { ok, refused, testOf, vehicleOf } from "./testing";

describe("003 Special weapon rules against vehicles: hits on the vehicle", () => {
  it("one hit for a standard weapon and for scattershot, plasma, toxin, rad, melta, knockback and grapnels (no dice)", () => {
    for (const id of ["standard", "scattershot", "plasma", "toxin-gas", "rad", "melta", "knockback", "grapnel"] as const) {
      expect(ok(rollHitsOnVehicle(id, false, manualDice([]))).hits).toBe(1);
    }
  });
  it("blast: D3 hits with its centre over the vehicle (face 5: 3), else 1", () => {
    expect(ok(rollHitsOnVehicle("blast", true, manualDice([5]))).hits).toBe(3);
    expect(ok(rollHitsOnVehicle("blast", false, manualDice([]))).hits).toBe(1);
  });
  it("template: always D3 (face 1: 1); harpoon: D3 locations (face 4: 2); other odd weapons: D3 (face 6: 3)", () => {
    expect(ok(rollHitsOnVehicle("template", false, manualDice([1]))).hits).toBe(1);
    expect(ok(rollHitsOnVehicle("harpoon", false, manualDice([4]))).hits).toBe(2);
    expect(ok(rollHitsOnVehicle("multi-hit", false, manualDice([6]))).hits).toBe(3);
  });
  it("blast and template wound every rider on a crew hit; the wrecking ball goes through armour", () => {
    expect(SPECIAL_WEAPONS.filter((w) => "eachRider" in w).map((w) => w.id)).toEqual(["blast", "template"]);
    expect(SPECIAL_WEAPONS.filter((w) => "penetrates" in w).map((w) => w.id)).toEqual(["wrecking-ball"]);
  });
  it("003 Plasma: a vehicle's plasma is Unstable only when two are bolted together", () => {
    expect([plasmaUnstable(false), plasmaUnstable(true)]).toEqual([false, true]);
  });
});

describe("003 Workshop: wrecking ball", () => {
  const truck = vehicleOf("truck");
  it('D3 hits on a vehicle within 2", worked by a passenger (face 3: 2)', () => {
    expect(ok(wreckingBall(truck, vehicleOf("buggy"), 1, 2, manualDice([3])))).toEqual({ hits: 2 });
  });
  it('refused: at a fighter, with no passenger, beyond 2", or from a wreck', () => {
    expect(refused(wreckingBall(truck, null, 1, 1, manualDice([]))).code).toBe("not-allowed");
    expect(refused(wreckingBall(truck, vehicleOf("buggy"), 0, 1, manualDice([]))).code).toBe("not-allowed");
    expect(refused(wreckingBall(truck, vehicleOf("buggy"), 1, 3, manualDice([]))).code).toBe("not-allowed");
    expect(refused(wreckingBall(vehicleOf("truck", { wrecked: true }), vehicleOf("buggy"), 1, 1, manualDice([]))).code).toBe("vehicle-wrecked");
  });
});

describe("003 Special weapon rules: the crew", () => {
  it('knockback: an I test holds on (I 3: dice 4); failing (dice 1) he is thrown (D3 face 3: 2", direction 5 then 9: 270°, hit roll 2: no hit)', () => {
    expect(ok(knockbackOnCrew("Grot", testOf("I", 3), manualDice([4]))).thrown).toBeNull();
    expect(ok(knockbackOnCrew("Grot", testOf("I", 3), manualDice([1, 3, 5, 9, 2]))).thrown).toMatchObject({ inches: 2, degrees: 270, hit: null, pinned: true });
  });
  it('harpoon: dragged overboard D3" straight at the shooter (face 2: 1") with a S3 hit on 4+ (dice 4)', () => {
    expect(ok(harpoonOverboard("Grot", manualDice([2, 4])))).toEqual({ inches: 1, hitRoll: 4, hit: true });
  });
  it('grapnel: no test while the vehicle stays in range; out of range a Strength test (S 3: dice 2 towed; dice 5 dragged D6 4")', () => {
    expect(ok(grapnelHold("Grot", false, testOf("S", 3), manualDice([])))).toEqual({ test: null, dragged: null, towed: false });
    expect(ok(grapnelHold("Grot", true, testOf("S", 3), manualDice([2]))).towed).toBe(true);
    expect(ok(grapnelHold("Grot", true, testOf("S", 3), manualDice([5, 4]))).dragged).toBe(4);
  });
});

describe("003 Workshop: extra ammo, and ammo rolls", () => {
  it("extra ammo passes the first ammo roll without a die", () => {
    const r = ammoRoll(4, true, false, manualDice([]));
    expect(ok(r)).toEqual({ rolls: [], passed: true, extraAmmoUsed: true });
    expect(r.ok && r.rule.id).toBe("extra-ammo");
  });
  it("otherwise the weapon's ammo roll (4+: dice 3 fails); 003 twin linked may re-roll it (3 then 5)", () => {
    expect(ok(ammoRoll(4, false, false, manualDice([3]))).passed).toBe(false);
    expect(ok(ammoRoll(4, false, true, manualDice([3, 5])))).toMatchObject({ rolls: [3, 5], passed: true });
    expect(refused(ammoRoll(9, false, false, manualDice([]))).code).toBe("not-allowed");
  });
});

describe("003 Special weapon rules: the rolls named, the rules cited and the refusals' words", () => {
  const purposes = (r: { dice: { purpose: string }[] }) => r.dice.map((d) => d.purpose);
  it("each weapon's hits cite its own rule; a D3 of hits is named after the weapon (template face 2)", () => {
    for (const w of SPECIAL_WEAPONS.filter((x) => x.hits === "1")) {
      const r = rollHitsOnVehicle(w.id, true, manualDice([]));
      expect([r.ok && r.rule.id, ok(r).hits]).toEqual([w.rule.id, 1]);
    }
    expect(purposes(rollHitsOnVehicle("template", false, manualDice([2])))).toEqual(["Template: hits on the vehicle"]);
    expect(SPECIAL_WEAPONS.map((w) => w.rule.cite)).toContain("003 Special weapon rules: blast and template");
  });
  it('003 Workshop: wrecking ball: its rolls are named, it reaches exactly 2" and 0", and each refusal says why', () => {
    const truck = vehicleOf("truck");
    expect(purposes(wreckingBall(truck, vehicleOf("buggy"), 2, 0, manualDice([1])))).toEqual(["Wrecking ball: hits"]);
    expect(refused(wreckingBall(truck, null, 1, 1, manualDice([]))).message).toBe("The wrecking ball only swings at vehicles.");
    expect(refused(wreckingBall(truck, vehicleOf("buggy"), 0, 1, manualDice([]))).message).toBe("A passenger must work the wrecking ball.");
    const far = refused(wreckingBall(truck, vehicleOf("buggy"), 1, -1, manualDice([])));
    expect([far.message, far.rule.id]).toEqual(['The wrecking ball reaches 2".', "wrecking-ball"]);
  });
  it("knockback on a crewman: the test is named and the log tells whether he hangs on (dice 4; then 1, thrown 3, 5, 9, 2)", () => {
    const holds = knockbackOnCrew("Grot", testOf("I", 3), manualDice([4]));
    expect(purposes(holds)).toEqual(["Grot: I test against knockback"]);
    expect(ok(holds).text).toBe("I test needing 3+: rolled 4, passed: Grot hangs on.");
    expect(ok(knockbackOnCrew("Grot", testOf("I", 3), manualDice([1, 3, 5, 9, 2]))).text).toBe(
      "I test needing 3+: rolled 1, failed: Grot is thrown overboard.",
    );
  });
  it("harpoon and grapnel: the rolls are named; a 3 on the harpoon's hit roll does not hit (faces 2, 3)", () => {
    const h = harpoonOverboard("Grot", manualDice([2, 3]));
    expect(purposes(h)).toEqual(['Grot dragged D3" toward the shooter', "Grot dragged: S3 hit on 4+"]);
    expect(ok(h).hit).toBe(false);
    expect(purposes(grapnelHold("Grot", true, testOf("S", 3), manualDice([5, 4])))).toEqual(["Grot: Strength test to hold the grapnel", 'Grot dragged D6"']);
    expect(ok(grapnelHold("Grot", true, testOf("S", 3), manualDice([5, 4])))).toMatchObject({ towed: false, test: { passed: false } });
  });
  it("ammo rolls: named with the roll needed; a first pass is not re-rolled (dice 4); the refusal says why (1, 2.5, 7)", () => {
    const r = ammoRoll(4, false, true, manualDice([4]));
    expect(ok(r)).toEqual({ rolls: [4], passed: true, extraAmmoUsed: false });
    expect(purposes(r)).toEqual(["Ammo roll (4+)"]);
    expect(r.ok && r.rule.id).toBe("ammo-roll");
    expect(purposes(ammoRoll(4, false, true, manualDice([3, 5])))).toEqual(["Ammo roll (4+)", "Ammo roll: twin-linked re-roll"]);
    for (const needed of [1, 2.5, 7])
      expect(refused(ammoRoll(needed, false, false, manualDice([6]))).message).toBe(
        "The ammo roll needed is a D6 score from 2 to 6 (from the weapon's profile).",
      );
    expect(ok(ammoRoll(2, false, false, manualDice([2]))).passed).toBe(true);
    expect(ok(ammoRoll(6, false, false, manualDice([6]))).passed).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { clip, collide, crash, type CollisionInput } from "./collisions";
import { cited, ok, refused, testOf, vehicleOf } from "./testing";

const truck = vehicleOf("truck", { name: "Truck" });
const buggy = vehicleOf("buggy", { name: "Buggy" });
const stillBuggy = vehicleOf("buggy", { name: "Buggy", moving: false });
const bike = vehicleOf("bike", { name: "Bike", moving: false });
const input = (o: Partial<CollisionInput> = {}): CollisionInput => ({ type: "front-to-front", struckTest: testOf("Cl", 7), slowSpeed: false, ...o });

describe("003 Collisions: the dodge", () => {
  it("ruling: the vehicle driven into may dodge with Cl (dice 5, 5) and swerves (dice 1: left); the mover cannot", () => {
    const r = collide(truck, buggy, input(), manualDice([5, 5, 1]));
    expect(ok(r)).toMatchObject({ hit: false, side: "left", dodgeTest: { passed: true } });
    expect(cited(r)).toContain("swerve");
  });
  it("a stationary vehicle cannot dodge: no test is rolled", () => {
    const r = collide(truck, stillBuggy, input({ type: "front-or-rear-into-side-or-rear" }), manualDice([3, 4]));
    expect(ok(r).dodgeTest).toBeNull();
    expect(cited(r)).toContain("stationary-vehicle");
  });
});

describe("003 Collision damage", () => {
  it("front to front: D6 each, immobilised on 4+ (truck 3 on loc 6, immob 4; buggy 2 on loc 4, immob 1)", () => {
    const [a, b] = ok(collide(truck, stillBuggy, input(), manualDice([3, 6, 4, 2, 4, 1]))).damage!;
    expect([a.points, a.immobilised, a.hit?.location]).toEqual([3, true, "engines"]);
    expect([b.points, b.immobilised, b.hit?.location]).toEqual([2, false, "wheels"]);
  });
  it("front to front with a bike: the truck takes 1 and is not immobilised (truck 1 loc 5; bike D6 6 loc 1, immob 5)", () => {
    const [a, b] = ok(collide(truck, bike, input(), manualDice([5, 6, 1, 5]))).damage!;
    expect([a.points, a.immobilised]).toEqual([1, false]);
    expect([b.points, b.immobilised]).toEqual([6, true]);
  });
  it("front or rear into side or rear: 1 each (loc 2, loc 3); a bike meeting a truck takes D3 (face 6: 3)", () => {
    const same = ok(collide(truck, stillBuggy, input({ type: "front-or-rear-into-side-or-rear" }), manualDice([2, 3]))).damage!;
    expect(same.map((d) => d.points)).toEqual([1, 1]);
    const bikeHit = ok(collide(truck, bike, input({ type: "front-or-rear-into-side-or-rear" }), manualDice([2, 6, 3]))).damage!;
    expect(bikeHit.map((d) => d.points)).toEqual([1, 3]);
  });
  it("side to side, opposite ways: D3 each (faces 1 and 4: 1 and 2); a bike deals D3-1 to a truck (face 2: 0)", () => {
    expect(ok(collide(truck, stillBuggy, input({ type: "side-to-side-opposite" }), manualDice([1, 6, 4, 6]))).damage!.map((d) => d.points)).toEqual([1, 2]);
    expect(ok(collide(truck, bike, input({ type: "side-to-side-opposite" }), manualDice([2, 5, 6]))).damage!.map((d) => d.points)).toEqual([0, 3]);
  });
  it("side to side, same way: 1 on a 4+ each (dice 4 then loc 6, dice 3); a bike deals nothing to a truck", () => {
    expect(ok(collide(truck, stillBuggy, input({ type: "side-to-side-same" }), manualDice([4, 6, 3]))).damage!.map((d) => d.points)).toEqual([1, 0]);
    expect(ok(collide(truck, bike, input({ type: "side-to-side-same" }), manualDice([5, 1]))).damage!.map((d) => d.points)).toEqual([0, 1]);
  });
  it("refused: a collision during a slow speed manoeuvre, by a wreck, or into a wreck (that is a crash)", () => {
    expect(refused(collide(truck, buggy, input({ slowSpeed: true }), manualDice([]))).rule.id).toBe("slow-no-ram");
    expect(refused(collide(vehicleOf("truck", { wrecked: true }), buggy, input(), manualDice([]))).code).toBe("vehicle-wrecked");
    expect(refused(collide(truck, vehicleOf("buggy", { wrecked: true }), input(), manualDice([]))).code).toBe("not-allowed");
  });
});

describe("003 Crashes", () => {
  it("ruling: front first is front to front: D6 (3, loc 2) and immobilised on 4+ (5); the move ends", () => {
    expect(ok(crash(truck, "front", false, manualDice([3, 2, 5])))).toMatchObject({ moveEnds: true, damage: { points: 3, immobilised: true } });
  });
  it("ruling: side on is side to side with one standing still: 1 on a 4+ (dice 4, loc 4); it bounces away and may go on", () => {
    expect(ok(crash(truck, "side", false, manualDice([4, 4])))).toMatchObject({ moveEnds: false, damage: { points: 1 } });
  });
  it("ruling: rear first is rear into side: 1 (loc 6)", () => {
    expect(ok(crash(truck, "rear", false, manualDice([6]))).damage.points).toBe(1);
  });
  it("003 Slow manoeuvres: no crash at slow speed; a wreck does not crash", () => {
    expect(refused(crash(truck, "front", true, manualDice([]))).rule.id).toBe("slow-no-ram");
    expect(refused(crash(vehicleOf("truck", { wrecked: true }), "front", false, manualDice([]))).code).toBe("vehicle-wrecked");
  });
});

describe("003 Clips", () => {
  it("1-3 is a glance (dice 3); 4-6 a real ram or collision (dice 4)", () => {
    expect(ok(clip("Truck", "Buggy", manualDice([3])))).toMatchObject({ roll: 3, contact: false });
    expect(ok(clip("Truck", "Buggy", manualDice([4])))).toMatchObject({ roll: 4, contact: true });
  });
});

describe("003 Collisions and crashes: what the log says and which rules it cites", () => {
  const purposes = (r: { dice: { purpose: string }[] }) => r.dice.map((d) => d.purpose);
  it("003 Collisions: the dodge (Cl dice 5, 5; side dice 1) names its rolls, tells the dodge and cites the swerve only", () => {
    const r = collide(truck, buggy, input(), manualDice([5, 5, 1]));
    expect(purposes(r)).toEqual(["Buggy: Cl test to dodge the collision", "Buggy dodges (1-3 left, 4-6 right)"]);
    expect(ok(r).text).toBe("Cl test needing 7+: rolled 10, passed: Buggy dodges left.");
    expect(cited(r)).toEqual(["collision", "swerve"]);
  });
  it("003 Collisions: a side given at the table is used without a roll (Cl dice 6, 6)", () => {
    const r = collide(truck, buggy, input({ side: "right" }), manualDice([6, 6]));
    expect(ok(r).side).toBe("right");
    expect(r.dice).toHaveLength(1);
  });
  it("003 Collision damage: front to front after a failed dodge (Cl 1, 1; truck D6 3, loc 6, immob 4; buggy D6 2, loc 4, immob 1) tells both vehicles' damage", () => {
    const r = collide(truck, buggy, input(), manualDice([1, 1, 3, 6, 4, 2, 4, 1]));
    expect(cited(r)).toEqual(["collision", "collision-front-to-front"]);
    expect(purposes(r).slice(1, 4)).toEqual([
      "Collision (front-to-front): damage to Truck",
      "Hit location: Truck",
      "Collision (front-to-front): is Truck immobilised (4+)",
    ]);
    expect(ok(r).text).toMatch(/^Truck: 3 damage on the .* \(rolled 6\), immobilised\. Buggy: 2 damage on the .* \(rolled 4\)\.$/);
    expect(ok(r).side).toBeNull();
  });
  it("003 Collisions: a moving vehicle with no driver to test (struckTest null) cannot dodge and is cited stationary (dice loc 2, loc 3)", () => {
    const r = collide(truck, buggy, input({ type: "front-or-rear-into-side-or-rear", struckTest: null }), manualDice([2, 3]));
    expect(cited(r)).toEqual(["collision", "stationary-vehicle", "collision-strikes"]);
  });
  it("003 Collisions: the refusals say why", () => {
    expect(refused(collide(truck, buggy, input({ slowSpeed: true }), manualDice([]))).message).toMatch(/cannot ram, collide or crash/);
    expect(refused(collide(truck, vehicleOf("buggy", { name: "Hulk", wrecked: true }), input(), manualDice([]))).message).toBe(
      "Hulk is a wreck: driving into it is a crash.",
    );
    expect(refused(crash(truck, "side", true, manualDice([]))).message).toMatch(/cannot ram, collide or crash/);
  });
  it("003 Crashes: the log names the crash and tells whether the move ends (front D6 3, loc 2, immob 5; rear loc 6)", () => {
    const front = crash(truck, "front", false, manualDice([3, 2, 5]));
    expect(purposes(front)).toEqual(["Crash (front): damage to Truck", "Hit location: Truck", "Crash (front): is Truck immobilised (4+)"]);
    expect(ok(front).text).toMatch(/^Truck: 3 damage .*, immobilised\. Its move ends\.$/);
    expect(cited(front)).toEqual(["crash", "collision-front-to-front"]);
    const rear = crash(truck, "rear", false, manualDice([6]));
    expect(ok(rear).text).toMatch(/^Truck: 1 damage .*\. It bounces away and may drive on\.$/);
    expect(ok(rear).moveEnds).toBe(false);
  });
  it("003 Clips: the log names the roll and tells the result (dice 3, then 4)", () => {
    const glance = clip("Truck", "Buggy", manualDice([3]));
    expect(purposes(glance)).toEqual(["Clip: Truck and Buggy"]);
    expect(ok(glance).text).toBe("Clip 3: a glancing touch, no harm done.");
    expect(ok(clip("Truck", "Buggy", manualDice([4]))).text).toBe("Clip 4: a real contact, resolve it as a ram or collision.");
    expect(cited(glance)).toEqual(["clip"]);
  });
});

describe("003 Collisions and crashes: the refusal codes the screen reads, and the hit flag", () => {
  it("003 Slow manoeuvres: a collision or crash at slow speed is refused as not-allowed", () => {
    expect(refused(collide(truck, buggy, input({ slowSpeed: true }), manualDice([]))).code).toBe("not-allowed");
    expect(refused(crash(truck, "front", true, manualDice([]))).code).toBe("not-allowed");
  });
  it("003 Collision damage: a collision that lands is a hit (stationary buggy; loc 2, loc 3)", () => {
    expect(ok(collide(truck, stillBuggy, input({ type: "front-or-rear-into-side-or-rear" }), manualDice([2, 3]))).hit).toBe(true);
  });
});

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

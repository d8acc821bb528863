import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { swipe, type SwipeInput } from "./rakes";
import { cited, ok, refused, testOf, vehicleOf } from "./testing";

const truck = vehicleOf("truck", { name: "Truck" });
const buggy = vehicleOf("buggy", { name: "Buggy" });
const input = (o: Partial<SwipeInput> = {}): SwipeInput => ({ type: "sideswipe", distance: 1, targetTest: testOf("Cl", 7), slowSpeed: false, ...o });

describe("003 Rakes and side swipes", () => {
  it("the target dodges as from a ram with a Cl test (dice 6, 6): no damage", () => {
    const r = swipe(truck, buggy, input(), manualDice([6, 6]));
    expect(ok(r)).toMatchObject({ hit: false, damage: null });
    expect(cited(r)).toContain("ram-swerve");
  });
  it("003 Side swipes: each rolls; 4+ is 1 damage and a swerve (Cl 1,1; swiper 5 loc 3; target 2)", () => {
    const [s, t] = ok(swipe(truck, buggy, input(), manualDice([1, 1, 5, 3, 2]))).damage!;
    expect([s.points, s.swerves, t.points, t.swerves]).toEqual([1, true, 0, false]);
  });
  it("003 Side swipes with a bike: only the bike rolls (bike swiping: 4, loc 6)", () => {
    const [s, t] = ok(swipe(vehicleOf("bike"), vehicleOf("truck", { moving: false }), input(), manualDice([4, 6]))).damage!;
    expect([s.points, t.points, t.swerves]).toEqual([1, 0, false]);
  });
  it("003 Rakes: D3 each and both swerve (Cl 1,1; swiper face 2: 1, loc 1; target face 6: 3, loc 6)", () => {
    const [s, t] = ok(swipe(truck, buggy, input({ type: "rake" }), manualDice([1, 1, 2, 1, 6, 6]))).damage!;
    expect([s.points, s.swerves, t.points, t.swerves]).toEqual([1, true, 3, true]);
  });
  it("003 Rakes with a bike: the truck takes D3-1 and does not swerve (truck face 1: 0; bike face 3: 2, loc 4)", () => {
    const [s, t] = ok(swipe(truck, vehicleOf("bike", { moving: false }), input({ type: "rake" }), manualDice([1, 3, 4]))).damage!;
    expect([s.points, s.swerves, t.points, t.swerves]).toEqual([0, false, 2, true]);
  });
  it('refused: more than 2" apart, at slow speed, into a wreck, or by a vehicle that cannot drive', () => {
    expect(refused(swipe(truck, buggy, input({ distance: 3 }), manualDice([]))).code).toBe("not-allowed");
    expect(refused(swipe(truck, buggy, input({ slowSpeed: true }), manualDice([]))).rule.id).toBe("slow-no-ram");
    expect(refused(swipe(truck, vehicleOf("buggy", { wrecked: true }), input(), manualDice([]))).code).toBe("not-allowed");
    expect(refused(swipe(vehicleOf("truck", { hasDriver: false }), buggy, input(), manualDice([]))).code).toBe("vehicle-driverless");
  });
});

describe("003 Rakes and side swipes: what the log says and which rules it cites", () => {
  const purposes = (r: { dice: { purpose: string }[] }) => r.dice.map((d) => d.purpose);
  it("the dodge (Cl dice 6, 6) names the swipe and tells the jink", () => {
    const r = swipe(truck, buggy, input({ type: "rake" }), manualDice([6, 6]));
    expect(purposes(r)).toEqual(["Buggy: Cl test to dodge the rake"]);
    expect(ok(r).text).toBe("Cl test needing 7+: rolled 12, passed: Buggy jinks aside, unharmed.");
    expect(cited(r)).toEqual(["swipe", "ram-swerve"]);
  });
  it("003 Side swipes after a failed dodge (Cl 1, 1; swiper 5, loc 3; target 2): the target's damage is told first", () => {
    const r = swipe(truck, buggy, input(), manualDice([1, 1, 5, 3, 2]));
    expect(purposes(r)).toEqual([
      "Buggy: Cl test to dodge the sideswipe",
      "Sideswipe: damage to Truck (1 point on 4+)",
      "Hit location: Truck",
      "Sideswipe: damage to Buggy (1 point on 4+)",
    ]);
    expect(ok(r).text).toMatch(/^Buggy: no damage\. Truck: 1 damage on the .* \(rolled 3\), swerves away\.$/);
    expect(cited(r)).toEqual(["swipe", "ram-swerve", "sideswipe-damage"]);
  });
  it("003 Rakes on a target with no driver to test (targetTest null): no dodge, cited stationary (faces 2, loc 1, 6, loc 6)", () => {
    const r = swipe(truck, buggy, input({ type: "rake", targetTest: null }), manualDice([2, 1, 6, 6]));
    expect(cited(r)).toEqual(["swipe", "stationary-vehicle", "rake-damage"]);
    expect(purposes(r)[0]).toBe("Rake: damage to Truck");
  });
  it('a swipe at 0" or exactly 2" goes ahead; below 0 or past 2" is refused with the reason', () => {
    expect(ok(swipe(truck, buggy, input({ distance: 0 }), manualDice([6, 6]))).hit).toBe(false);
    expect(ok(swipe(truck, buggy, input({ distance: 2 }), manualDice([6, 6]))).hit).toBe(false);
    expect(refused(swipe(truck, buggy, input({ distance: -1 }), manualDice([]))).message).toBe(
      "A swipe needs the two vehicles' sides within 2\" as they pass.",
    );
    expect(refused(swipe(truck, buggy, input({ distance: 2.5 }), manualDice([]))).code).toBe("not-allowed");
    expect(refused(swipe(truck, vehicleOf("buggy", { name: "Hulk", wrecked: true }), input(), manualDice([]))).message).toBe(
      "Hulk is a wreck: touching it is a crash.",
    );
    expect(refused(swipe(truck, buggy, input({ slowSpeed: true }), manualDice([]))).message).toMatch(/cannot ram/);
  });
});

describe("003 Rakes and side swipes: the refusal code and the hit flag", () => {
  it("003 Slow manoeuvres: a swipe at slow speed is refused as not-allowed", () => {
    expect(refused(swipe(truck, buggy, input({ slowSpeed: true }), manualDice([]))).code).toBe("not-allowed");
  });
  it("a swipe the target fails to dodge is a hit (Cl 1, 1; swiper 5, loc 3; target 2)", () => {
    expect(ok(swipe(truck, buggy, input(), manualDice([1, 1, 5, 3, 2]))).hit).toBe(true);
  });
});

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

import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { declareChase, followThrustTurn, getAwayTest, repositionRacer, type ChaseInput } from "./racing";
import { cited, ok, refused, testOf, vehicleOf } from "./testing";

const chaser = vehicleOf("buggy", { name: "Buggy" });
const quarry = vehicleOf("truck", { name: "Truck" });
const input = (o: Partial<ChaseInput> = {}): ChaseInput => ({ mode: "tail", distance: 2, placed: true, shookOffByGetAway: false, ...o });

describe("003 Tailing and racing", () => {
  it('a driver nose to tail within 2" may tail; side by side, race (no dice)', () => {
    expect(ok(declareChase(chaser, quarry, input()))).toEqual({ mode: "tail" });
    expect(cited(declareChase(chaser, quarry, input({ mode: "race" })))).toEqual(["chase", "chase-follow"]);
  });
  it('refused: more than 2" away, not placed nose to tail or alongside, a wreck to chase, a chaser that cannot drive', () => {
    expect(refused(declareChase(chaser, quarry, input({ distance: 3 }))).code).toBe("not-allowed");
    expect(refused(declareChase(chaser, quarry, input({ placed: false }))).code).toBe("not-allowed");
    expect(refused(declareChase(chaser, vehicleOf("truck", { wrecked: true }), input())).code).toBe("not-allowed");
    expect(refused(declareChase(vehicleOf("buggy", { immobilised: true }), quarry, input())).code).toBe("vehicle-immobilised");
  });
  it('copying a turn under thrust takes Cl (dice 4, 3); failing (2, 2) he is shaken off and skids D6" (5)', () => {
    expect(ok(followThrustTurn(chaser, testOf("Cl", 7), manualDice([4, 3])))).toMatchObject({ keptUp: true, skid: null });
    const r = followThrustTurn(chaser, testOf("Cl", 7), manualDice([2, 2, 5]));
    expect(ok(r)).toMatchObject({ keptUp: false, skid: 5 });
    expect(cited(r)).toContain("shaken-off");
  });
  it("003 Shadow: the chaser re-rolls a failed Cl test (2, 2 then 6, 1)", () => {
    expect(ok(followThrustTurn(chaser, testOf("Cl", 7, [], "Shadow"), manualDice([2, 2, 6, 1]))).keptUp).toBe(true);
  });
  it("a blocked racer repositions with Int (dice 5, 3: behind, now tailing); failing (1, 1) he is shaken off", () => {
    expect(ok(repositionRacer(chaser, testOf("Int", 7), "tail", manualDice([5, 3]))).mode).toBe("tail");
    expect(ok(repositionRacer(chaser, testOf("Int", 7), "race", manualDice([1, 1]))).mode).toBeNull();
  });
  it("003 Get Away Driver: the chaser tests Int at the start of the turn (dice 3, 3 fail) and then cannot chase", () => {
    expect(ok(getAwayTest("Buggy", testOf("Int", 7), manualDice([3, 3]))).mayChase).toBe(false);
    expect(refused(declareChase(chaser, quarry, input({ shookOffByGetAway: true }))).rule.id).toBe("get-away-driver");
  });
});

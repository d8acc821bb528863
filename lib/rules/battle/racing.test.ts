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

describe("003 Tailing and racing: the refusals' words and the log", () => {
  const purposes = (r: { dice: { purpose: string }[] }) => r.dice.map((d) => d.purpose);
  it("each refusal says why", () => {
    expect(refused(declareChase(chaser, vehicleOf("truck", { name: "Hulk", wrecked: true }), input())).message).toBe(
      "Hulk is a wreck: there is nothing to chase.",
    );
    expect(refused(declareChase(chaser, quarry, input({ shookOffByGetAway: true }))).message).toMatch(/cannot chase him/);
    expect(refused(declareChase(chaser, quarry, input({ placed: false }))).message).toBe("To tail, put the front of the chaser to the enemy's rear.");
    expect(refused(declareChase(chaser, quarry, input({ mode: "race", placed: false }))).message).toBe(
      "To race, put the chaser alongside the enemy, facing the same way.",
    );
    expect(refused(declareChase(chaser, quarry, input({ distance: -1 }))).message).toBe('A chase starts within 2" of the enemy.');
    expect(ok(declareChase(chaser, quarry, input({ distance: 0 })))).toEqual({ mode: "tail" });
  });
  it("following a turn under thrust (dice 4, 3; then 2, 2, skid 5) is named and told", () => {
    const kept = followThrustTurn(chaser, testOf("Cl", 7), manualDice([4, 3]));
    expect(purposes(kept)).toEqual(["Buggy: Cl test to follow the turn"]);
    expect(ok(kept).text).toBe("Cl test needing 7+: rolled 7, passed: Buggy keeps up.");
    expect(cited(kept)).toEqual(["chase-follow"]);
    const lost = followThrustTurn(chaser, testOf("Cl", 7), manualDice([2, 2, 5]));
    expect(purposes(lost)).toEqual(["Buggy: Cl test to follow the turn", 'Buggy skids D6"']);
    expect(ok(lost).text).toBe('Cl test needing 7+: rolled 4, failed: Buggy is shaken off and skids 5".');
    expect(refused(followThrustTurn(vehicleOf("buggy", { hasDriver: false }), testOf("Cl", 7), manualDice([]))).code).toBe("vehicle-driverless");
  });
  it("repositioning (dice 5, 3 to race; 1, 1) is named, told and cites shaken off only on a failure", () => {
    const race = repositionRacer(chaser, testOf("Int", 7), "race", manualDice([5, 3]));
    expect(purposes(race)).toEqual(["Buggy: Int test to reposition"]);
    expect([ok(race).mode, ok(race).text]).toEqual(["race", "Int test needing 7+: rolled 8, passed: Buggy goes on racing."]);
    expect(cited(race)).toEqual(["racer-reposition"]);
    expect(ok(repositionRacer(chaser, testOf("Int", 7), "tail", manualDice([5, 3]))).text).toBe(
      "Int test needing 7+: rolled 8, passed: Buggy goes on tailing.",
    );
    const lost = repositionRacer(chaser, testOf("Int", 7), "race", manualDice([1, 1]));
    expect([ok(lost).text, cited(lost)]).toEqual(["Int test needing 7+: rolled 2, failed: Buggy is shaken off.", ["racer-reposition", "shaken-off"]]);
    expect(refused(repositionRacer(vehicleOf("buggy", { wrecked: true }), testOf("Int", 7), "race", manualDice([]))).code).toBe("vehicle-wrecked");
  });
  it("003 Get Away Driver: the test is named, and a pass lets him chase (dice 4, 4)", () => {
    const r = getAwayTest("Buggy", testOf("Int", 7), manualDice([4, 4]));
    expect(purposes(r)).toEqual(["Buggy: Int test to chase a Get Away Driver"]);
    expect(ok(r).mayChase).toBe(true);
  });
});

describe("003 Driving skills: Get Away Driver refuses the chase", () => {
  it("a chaser who failed the Int test is refused as not allowed, citing Get Away Driver", () => {
    const r = refused(declareChase(chaser, quarry, input({ shookOffByGetAway: true })));
    expect([r.code, r.rule.id]).toEqual(["not-allowed", "get-away-driver"]);
  });
});

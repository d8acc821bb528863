import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { takeOver, type TakeOverInput } from "./take-over";
import { cited, ok, refused, testOf, vehicleOf } from "./testing";

const input = (o: Partial<TakeOverInput> = {}): TakeOverInput => ({ iTest: testOf("I", 3), foughtThisTurn: false, bikeTryUsed: false, others: [], ...o });
const driverless = (kind: "truck" | "bike" | "trike" = "truck", o = {}) => vehicleOf(kind, { name: kind, hasDriver: false, ...o });

describe("003 Drivers and bike riders: take over", () => {
  it("an I test (dice 3) puts the rider at the controls, at -1 Cl while he drives", () => {
    const r = takeOver(driverless(), "Snag", input(), manualDice([3]));
    expect(ok(r)).toMatchObject({ drives: true, lurch: null });
    expect(cited(r)).toEqual(["take-over", "take-over-again", "new-driver-cl"]);
  });
  it('failing (dice 2) the vehicle lurches to a random side (4: right) D6" (5), and may be tried again next activation', () => {
    expect(ok(takeOver(driverless(), "Snag", input(), manualDice([2, 4, 5])))).toMatchObject({
      drives: false,
      lurch: { side: "right", inches: 5 },
      bikeFalls: false,
      thrown: [],
    });
  });
  it("a bike's failed try (dice 1; lurch 1, 2): it falls, and everyone on it is thrown (D3 face 2, direction 3 then 6, hit roll 4)", () => {
    const r = ok(takeOver(driverless("trike"), "Snag", input(), manualDice([1, 1, 2, 2, 3, 6, 4])));
    expect(r).toMatchObject({ bikeFalls: true, lurch: { side: "left", inches: 2 } });
    expect(r.thrown).toMatchObject([{ fighter: "Snag", inches: 1, degrees: 180, hit: { strength: 3 } }]);
  });
  it("an immobilised vehicle does not lurch when the try fails (dice 1)", () => {
    expect(ok(takeOver(driverless("truck", { immobilised: true }), "Snag", input(), manualDice([1]))).lurch).toBeNull();
  });
  it("refused: a vehicle with a driver, a rider who fought this turn, a bike's second try, a wreck", () => {
    expect(refused(takeOver(vehicleOf(), "Snag", input(), manualDice([]))).code).toBe("not-allowed");
    expect(refused(takeOver(driverless(), "Snag", input({ foughtThisTurn: true }), manualDice([]))).code).toBe("not-allowed");
    expect(refused(takeOver(driverless("bike"), "Snag", input({ bikeTryUsed: true }), manualDice([]))).rule.id).toBe("take-over-bike");
    expect(refused(takeOver(driverless("truck", { wrecked: true }), "Snag", input(), manualDice([]))).code).toBe("vehicle-wrecked");
  });
});

describe("003 Drivers and bike riders: what the log says and which rules it cites", () => {
  const purposes = (r: { dice: { purpose: string }[] }) => r.dice.map((d) => d.purpose);
  it("a rider takes the controls (dice 3): the roll is named and the log tells the -1 Cl", () => {
    const r = takeOver(driverless(), "Snag", input(), manualDice([3]));
    expect(purposes(r)).toEqual(["Snag: I test to take the controls of truck"]);
    expect(ok(r).text).toBe("I test needing 3+: rolled 3, passed: Snag drives truck (-1 Cl while driving).");
  });
  it("a failed try on a truck (dice 2; side 4, D6 5) lurches, named and told, and cites the try again rule", () => {
    const r = takeOver(driverless(), "Snag", input(), manualDice([2, 4, 5]));
    expect(purposes(r)).toEqual([
      "Snag: I test to take the controls of truck",
      "truck out of control: swerve (1-3 left, 4-6 right)",
      'truck out of control: move D6"',
    ]);
    expect(ok(r).text).toBe('I test needing 3+: rolled 2, failed: truck lurches 5" to the right.');
    expect(cited(r)).toEqual(["take-over", "take-over-again"]);
  });
  it("a bike's failed try throws the rider and everyone else aboard (dice 1; lurch 1, 2; each thrown D3, scatter, hit roll) and tells the fall", () => {
    const r = takeOver(driverless("bike"), "Snag", input({ others: ["Grot"] }), manualDice([1, 1, 2, 2, 3, 6, 4, 1, 3, 6, 1]));
    expect(cited(r)).toEqual(["take-over", "take-over-bike"]);
    expect(ok(r).thrown.map((t) => t.fighter)).toEqual(["Snag", "Grot"]);
    expect(ok(r).text).toBe('I test needing 3+: rolled 1, failed: bike lurches 2" to the left, then falls: crippled and immobilised.');
  });
  it("a crippled vehicle cannot move when the try fails (dice 1), and the log says so", () => {
    const r = ok(takeOver(driverless("truck", { crippled: true }), "Snag", input(), manualDice([1])));
    expect([r.lurch, r.text]).toEqual([null, "I test needing 3+: rolled 1, failed: truck cannot move."]);
  });
  it("the refusals say why; a truck may be tried again even when bikeTryUsed is set (dice 3)", () => {
    expect(refused(takeOver(vehicleOf("truck", { name: "Rig" }), "Snag", input(), manualDice([]))).message).toBe("Rig still has its driver.");
    expect(refused(takeOver(driverless(), "Snag", input({ foughtThisTurn: true }), manualDice([]))).message).toBe(
      "Snag is busy fighting this turn and cannot take the controls.",
    );
    expect(ok(takeOver(driverless(), "Snag", input({ bikeTryUsed: true }), manualDice([3]))).drives).toBe(true);
  });
});

describe("003 Drivers and bike riders: a bike's try", () => {
  it("a bike's second try is refused as not allowed, citing the bike rule", () => {
    const r = refused(takeOver(driverless("bike"), "Snag", input({ bikeTryUsed: true }), manualDice([])));
    expect([r.code, r.rule.id]).toEqual(["not-allowed", "take-over-bike"]);
  });
  it("a bike's try that works (dice 4) keeps the bike up and nobody is thrown", () => {
    const r = ok(takeOver(driverless("bike"), "Snag", input({ others: ["Grot"] }), manualDice([4])));
    expect(r).toMatchObject({ drives: true, bikeFalls: false, thrown: [], lurch: null });
  });
});

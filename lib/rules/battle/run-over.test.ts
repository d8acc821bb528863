import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { runOver, type RunOverInput } from "./run-over";
import { cited, ok, refused, testOf, vehicleOf } from "./testing";

const truck = vehicleOf("truck", { name: "Truck" });
const input = (o: Partial<RunOverInput> = {}): RunOverInput => ({ how: "ram", downed: false, dodgeTest: testOf("I", 3), spikes: 0, ...o });

describe("003 Squashing models on foot", () => {
  it("an I test dodges (I 3: dice 3)", () => {
    expect(ok(runOver(truck, "Grot", input(), manualDice([3])))).toMatchObject({ struck: false, hit: null, knocked: null });
  });
  it('rammed and failing (dice 2): a S4 D2 hit, knocked D3" (face 4: 2) to a random side (5: right)', () => {
    expect(ok(runOver(truck, "Grot", input(), manualDice([2, 4, 5])))).toMatchObject({
      struck: true,
      hit: { strength: 4, damage: 2 },
      knocked: { inches: 2, side: "right" },
    });
  });
  it('raked within 2" and failing (dice 1): knocked D3" away (face 6: 3), no side rolled', () => {
    expect(ok(runOver(truck, "Grot", input({ how: "rake", distance: 2 }), manualDice([1, 6]))).knocked).toEqual({ inches: 3, side: null });
  });
  it("003 Spikes and blades: a second set gives -1 to the dodge (I 3: dice 3 fails; knocked face 1, side 1)", () => {
    const r = runOver(truck, "Grot", input({ spikes: 2 }), manualDice([3, 1, 1]));
    expect(ok(r).struck).toBe(true);
    expect(cited(r)).toContain("spikes-and-blades");
  });
  it("003 Spikes and blades: one set changes no dodge (the hit is S4 already; dice 3 dodges)", () => {
    expect(ok(runOver(truck, "Grot", input({ spikes: 1 }), manualDice([3]))).struck).toBe(false);
  });
});

describe("003 Squashing downed models", () => {
  it('no dodge: the hit, D3" (face 2: 1) to a random side (dice 3: left)', () => {
    const r = runOver(truck, "Grot", input({ downed: true }), manualDice([2, 3]));
    expect(ok(r)).toMatchObject({ test: null, struck: true, knocked: { inches: 1, side: "left" } });
    expect(r.ok && r.rule.id).toBe("squash-downed");
  });
});

describe("run-overs 003 does not allow", () => {
  it('a swipe at a fighter needs him within 2" of the side; an immobilised vehicle rams nobody, though it may still collide', () => {
    expect(refused(runOver(truck, "Grot", input({ how: "sideswipe" }), manualDice([]))).code).toBe("not-allowed");
    expect(refused(runOver(truck, "Grot", input({ how: "rake", distance: 3 }), manualDice([]))).code).toBe("not-allowed");
    const stuck = vehicleOf("truck", { immobilised: true });
    expect(refused(runOver(stuck, "Grot", input(), manualDice([]))).code).toBe("vehicle-immobilised");
    expect(ok(runOver(stuck, "Grot", input({ how: "collision" }), manualDice([6]))).struck).toBe(false);
  });
});

describe("003 Squashing models: what the log says and which rules it cites", () => {
  const purposes = (r: { dice: { purpose: string }[] }) => r.dice.map((d) => d.purpose);
  it("003 Squashing models on foot: a dodge (I 3: dice 3) is logged and told; no spikes cited without them", () => {
    const r = runOver(truck, "Grot", input(), manualDice([3]));
    expect(purposes(r)).toEqual(["Grot: I test to dodge Truck"]);
    expect(ok(r).text).toBe("I test needing 3+: rolled 3, passed: Grot leaps clear of Truck.");
    expect(cited(r)).toEqual(["run-over"]);
  });
  it("003 Squashing models on foot: rammed and failing (dice 2; D3 face 4: 2; side 5) tells the hit and the side", () => {
    const r = runOver(truck, "Grot", input(), manualDice([2, 4, 5]));
    expect(purposes(r)).toEqual(["Grot: I test to dodge Truck", 'Grot knocked D3"', "Grot knocked aside (1-3 left, 4-6 right)"]);
    expect(ok(r).text).toBe('I test needing 3+: rolled 2, failed: a S4 D2 hit from Truck, knocked 2" to the right.');
  });
  it('003 Squashing models on foot: a sideswipe at 0" (dice 1; D3 face 6) knocks him away with no side', () => {
    expect(ok(runOver(truck, "Grot", input({ how: "sideswipe", distance: 0 }), manualDice([1, 6]))).text).toBe(
      'I test needing 3+: rolled 1, failed: a S4 D2 hit from Truck, knocked 3" away.',
    );
    expect(refused(runOver(truck, "Grot", input({ how: "rake", distance: -1 }), manualDice([]))).message).toBe(
      'A vehicle swipes at a fighter only when its side passes within 2" of him.',
    );
  });
  it("003 Spikes and blades: the second set's -1 is named on the test (I 3: dice 4 passes at 4+)", () => {
    const r = ok(runOver(truck, "Grot", input({ spikes: 2 }), manualDice([4])));
    expect(r.test).toMatchObject({ target: 4, passed: true, modifiers: [{ why: "Spikes and blades (second set)", value: -1 }] });
    expect(ok(runOver(truck, "Grot", input({ spikes: 1 }), manualDice([3]))).test?.modifiers).toEqual([]);
  });
  it("003 Squashing downed models: the log says he could not dodge (D3 face 2: 1; side 3: left); a collision also knocks no side", () => {
    expect(ok(runOver(truck, "Grot", input({ downed: true }), manualDice([2, 3]))).text).toBe(
      'Grot is down and cannot dodge: a S4 D2 hit from Truck, knocked 1" to the left.',
    );
    expect(ok(runOver(truck, "Grot", input({ how: "collision" }), manualDice([1, 2]))).knocked).toEqual({ inches: 1, side: null });
    expect(refused(runOver(vehicleOf("truck", { wrecked: true }), "Grot", input({ how: "collision" }), manualDice([]))).code).toBe("vehicle-wrecked");
  });
});

describe("003 Workshop: spikes and blades, cited", () => {
  it("one set is cited though it changes no dodge (I 3: dice 3); a downed fighter under a spiked vehicle cites it too (D3 face 1, side 1)", () => {
    expect(cited(runOver(truck, "Grot", input({ spikes: 1 }), manualDice([3])))).toEqual(["run-over", "spikes-and-blades"]);
    expect(cited(runOver(truck, "Grot", input({ spikes: 1, downed: true }), manualDice([1, 1])))).toEqual(["squash-downed", "spikes-and-blades"]);
  });
});

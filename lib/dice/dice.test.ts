import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Dice, DiceExhaustedError, DiceRangeError, manualDice, manualSource, replayDice, seedFrom, seededDice, seededSource, withPurpose } from "./index";

describe("dice", () => {
  it("D3 halves a D6 rounding up (faces 1..6 give 1,1,2,2,3,3)", () => {
    const d = manualDice([1, 2, 3, 4, 5, 6]);
    expect([1, 2, 3, 4, 5, 6].map(() => d.d3("D3"))).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it("D66 reads the first die as tens and the second as units (3 then 5 is 35)", () => {
    const d = manualDice([3, 5]);
    expect(d.d66("permanent damage")).toBe(35);
    expect(d.log).toEqual([{ purpose: "permanent damage", dice: "D66", faces: [3, 5], result: 35 }]);
  });

  it("2D6 adds both dice and logs each face (4 and 6 is 10)", () => {
    const d = manualDice([4, 6]);
    expect(d.twoD6("salvage")).toBe(10);
    expect(d.log[0]!.faces).toEqual([4, 6]);
  });

  it("manual dice reject a face the die does not have, naming what the roll was for", () => {
    const d = manualDice([7]);
    expect(() => d.d6("Thrust test")).toThrow(DiceRangeError);
    expect(() => manualDice([7]).d6("Thrust test")).toThrow(/Thrust test: 7 is not a result of a 6-sided die/);
    expect(() => manualDice([0]).d100("combat")).toThrow(DiceRangeError);
    expect(() => manualDice([2.5]).d6("x")).toThrow(DiceRangeError);
  });

  it("manual dice say when more dice are needed than were entered", () => {
    expect(() => manualDice([]).d6("driving skill")).toThrow(DiceExhaustedError);
  });

  it("ruling: the HIT symbol's little arrow is a clock face from two D6 (1-3: 1 to 6 o'clock, 4-6: 7 to 12): 2 then 3 = 3 o'clock, 5 then 6 = 12", () => {
    expect(manualDice([2, 3]).hitArrow("spin")).toBe(90);
    expect(manualDice([5, 6]).hitArrow("spin")).toBe(0);
    const d = manualDice([4, 1]);
    expect(d.hitArrow("spin")).toBe(210);
    expect(d.log.map((e) => e.purpose)).toEqual(["spin: HIT arrow half", "spin: HIT arrow hour"]);
  });

  it("scatter: faces 1-2 are a hit, otherwise a D12 clock direction (3 then 3 = 90°)", () => {
    expect(manualDice([2]).scatter("wander")).toEqual({ hit: true, degrees: 0 });
    expect(manualDice([3, 3]).scatter("wander")).toEqual({ hit: false, degrees: 90 });
    expect(manualDice([6, 12]).scatter("wander")).toEqual({ hit: false, degrees: 0 });
  });

  it("the same seed gives the same rolls; a replayed log gives the same results", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = seededDice(seed);
        const b = seededDice(seed);
        const rollAll = (d: typeof a) => [d.d6("a"), d.d66("b"), d.d100("c"), d.twoD6("d"), d.d3("e"), d.scatter("f").degrees];
        const first = rollAll(a);
        expect(rollAll(b)).toEqual(first);
        expect(rollAll(replayDice(a.log))).toEqual(first);
      }),
    );
  });

  it("seeded faces stay in range and cover every face", () => {
    const s = seededSource("range");
    const seen = new Set<number>();
    for (let i = 0; i < 5000; i++) {
      const v = s.next(6);
      expect(v).toBeGreaterThanOrEqual(1);
      expect(v).toBeLessThanOrEqual(6);
      seen.add(v);
    }
    expect(seen.size).toBe(6);
  });
});

describe("dice edge cases", () => {
  it("D10 reads one ten-sided die (7 is 7)", () => {
    const d = manualDice([7]);
    expect(d.d10("Bench Fighting tie-break")).toBe(7);
    expect(d.log[0]).toEqual({ purpose: "Bench Fighting tie-break", dice: "D10", faces: [7], result: 7 });
  });

  it("an error of the source itself passes through unchanged", () => {
    const broken = new Dice({
      next: () => {
        throw new TypeError("source broke");
      },
    });
    expect(() => broken.d6("x")).toThrow(TypeError);
  });

  it("without logging nothing is recorded, and the rolls are the same", () => {
    const quiet = new Dice(seededSource(9), false);
    const loud = new Dice(seededSource(9));
    expect([quiet.d6("a"), quiet.d66("b")]).toEqual([loud.d6("a"), loud.d66("b")]);
    expect(quiet.log).toEqual([]);
  });

  it("quiet dice hand out their bare source; logging or typed-in dice do not", () => {
    const source = seededSource(3);
    expect(new Dice(source, false).quietSource()).toBe(source);
    expect(new Dice(source).quietSource()).toBeNull();
    expect(manualDice([1]).quietSource()).toBeNull();
    expect(withPurpose(new DiceExhaustedError("manual dice"), "Bench Fighting: attacker")).toMatchObject({ purpose: "Bench Fighting: attacker" });
  });

  it("seeds may be words: the same word gives the same dice", () => {
    expect(seedFrom("campaign-7")).toBe(seedFrom("campaign-7"));
    expect(seedFrom("campaign-7")).not.toBe(seedFrom("campaign-8"));
    expect(manualSource([1, 2]).remaining()).toBe(2);
  });
});

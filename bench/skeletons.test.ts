// The skeletons of bench/bounds.ts play the moves their comments name (002), so the bound they give
// is the cost of those moves and not of some other, cheaper game. Each test states its dice; the
// source records every die size asked for and fails when asked for more dice than given.
import { describe, expect, it } from "vitest";
import type { RandomSource } from "@/lib/dice";
import { medievalSkeleton, starSkeleton } from "./skeletons";

function dice(values: number[]): RandomSource & { asked: number[]; left: () => number } {
  const asked: number[] = [];
  let i = 0;
  return {
    asked,
    left: () => values.length - i,
    next(sides) {
      asked.push(sides);
      if (i >= values.length) throw new Error("more dice asked for than given");
      const v = values[i++]!;
      if (v < 1 || v > sides) throw new Error(`${v} on a d${sides}`);
      return v;
    },
  };
}

describe("Medieval Strife's skeleton (002 core rules: the direct assault)", () => {
  it("a die showing more takes the enemy and rolls again: d2 1 (side 0 first), d6 5 against d4 3, the d6 rolls 2", () => {
    const src = dice([1, 5, 3, 2]);
    expect(medievalSkeleton([[6], [4]])(src)).toBe(4);
    expect(src.asked).toEqual([2, 6, 4, 6]);
    expect(src.left()).toBe(0);
  });

  it("the least die above the defender attacks: d8 7 and d6 4 against d4 3, so the d6 rolls again (d2 1, re-roll 1)", () => {
    const src = dice([1, 7, 4, 3, 1]);
    expect(medievalSkeleton([[8, 6], [4]])(src)).toBe(4);
    expect(src.asked).toEqual([2, 8, 6, 4, 6]);
  });

  it("the first listed enemy a die beats is the one taken: d10 6 against d8 7 and d6 5, the d6 goes (d2 1, re-roll 3)", () => {
    // side 0 takes the d6; side 1's d8 (7) then beats side 0's d10 (3) and takes it
    const src = dice([1, 6, 7, 5, 3, 4]);
    expect(medievalSkeleton([[10], [8, 6]])(src)).toBe(6 - 10);
    expect(src.asked).toEqual([2, 10, 8, 6, 10, 8]);
  });

  it("no die shows more than any enemy: both sides pass and the game ends, 0 to 0 (d2 2, d6 3 against d6 3)", () => {
    const src = dice([2, 3, 3]);
    expect(medievalSkeleton([[6], [6]])(src)).toBe(0);
    expect(src.left()).toBe(0);
  });

  it("a d1 shows 1 without a draw, as in the engines (d2 1, d4 2 against a d1)", () => {
    const src = dice([1, 2, 1]);
    expect(medievalSkeleton([[4], [1]])(src)).toBe(1);
    expect(src.asked).toEqual([2, 4, 4]);
  });
});

describe("Star Strife's skeleton (002 Star Strife: direct assault and damage)", () => {
  it("the winner takes half the defender's value as damage and does not roll: d12 10 takes d10 8, drops to 6, then takes d4 3", () => {
    // d2 1: side 0 first. Phase 1: 10 > 8 (the first listed), 10 − 4 = 6. Phase 2: side 1's 3 beats
    // nothing. Phase 3: 6 > 3. No die is drawn after the first roll.
    const src = dice([1, 10, 8, 3]);
    expect(starSkeleton([[12], [10, 4]])(src)).toBe(14);
    expect(src.asked).toEqual([2, 12, 10, 4]);
  });

  it("damage can lower a unit until the other side beats it: d6 6 takes d4 2 (to 5), d8 7 then takes it", () => {
    const src = dice([1, 6, 7, 2]);
    // side 0 (d6 6) takes side 1's first listed unit it beats: the d8 shows 7, so the d4 (2)
    // 6 − 1 = 5; side 1's d8 (7) takes the d6 (5): 4 to 6
    expect(starSkeleton([[6], [8, 4]])(src)).toBe(4 - 6);
  });

  it("no unit shows more than any enemy: both pass and the game ends (d2 1, d4 2 against d4 2)", () => {
    expect(starSkeleton([[4], [4]])(dice([1, 2, 2]))).toBe(0);
  });
});

describe("the skeletons' set-ups", () => {
  it("refuse a side listed smallest die first, a d100, and an empty side", () => {
    expect(() => medievalSkeleton([[4, 6], [6]])).toThrow(/biggest die first/);
    expect(() => starSkeleton([[100], [6]])).toThrow(/1 to 30 sides/);
    expect(() => medievalSkeleton([[], [6]])).toThrow(/1 to 31 units/);
  });
});

// The flanking search shared by Medieval Strife and Star Strife, through its public methods: the
// candidates a side offers (a die's face or a spell's value) and the flank it finds. No dice are
// rolled here: the faces are given as the candidates' values.
import { describe, expect, it } from "vitest";
import { FlankFinder } from "./flank";

/** A finder holding these candidates: [unit, value, plus?, tag?, stack?]. */
function finder(cands: readonly (readonly [unit: number, value: number, plus?: number, tag?: number, stack?: number])[]): FlankFinder {
  const f = new FlankFinder(8, 8);
  for (const [unit, value, plus = 0, tag = -1, stack = 0] of cands) f.add(unit, value, plus, tag, stack);
  return f;
}

/** The flank found: each part as "unit:value". */
const parts = (f: FlankFinder): string[] => Array.from({ length: f.len }, (_, i) => `${f.pickedUnit(i)}:${f.pickedValue(i)}`);

describe("002 core, flanking maneuver: two or more dice adding up to the target, one at least half of it", () => {
  it("a 3 and a 2 flank a 5 (the 3 is at least half)", () => {
    const f = finder([
      [0, 2],
      [1, 3],
    ]);
    expect(f.find(5)).toBe(true);
    expect(parts(f)).toEqual(["1:3", "0:2"]);
  });

  it("one die alone is no flank, even showing the target", () => {
    expect(finder([[0, 5]]).find(5)).toBe(false);
    expect(finder([[0, 3]]).find(3)).toBe(false);
  });

  it("two 1s flank a 2; nothing flanks a 1 (no part may be 0)", () => {
    const f = finder([
      [0, 1],
      [1, 1],
    ]);
    expect(f.find(2)).toBe(true);
    expect(parts(f)).toEqual(["0:1", "1:1"]);
    expect(f.find(1)).toBe(false);
  });

  it("the total must reach the target exactly: a 3 and a 2 do not flank a 6 or a 4", () => {
    const f = finder([
      [0, 3],
      [1, 2],
    ]);
    expect(f.find(6)).toBe(false);
    expect(f.find(4)).toBe(false);
  });

  it("three 2s do not flank a 6: none is at least half of it; a 3, a 2 and a 1 do", () => {
    expect(
      finder([
        [0, 2],
        [1, 2],
        [2, 2],
      ]).find(6),
    ).toBe(false);
    const f = finder([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(f.find(6)).toBe(true);
    expect(parts(f)).toEqual(["2:3", "1:2", "0:1"]);
  });

  it("a die showing the target is not part of a flank: a 5, a 3 and a 2 flank the 5 with the 3 and the 2", () => {
    const f = finder([
      [0, 5],
      [1, 3],
      [2, 2],
    ]);
    expect(f.find(5)).toBe(true);
    expect(parts(f)).toEqual(["1:3", "2:2"]);
  });

  it("a 5 and a 5 flank a 10 (exactly half counts) when a 6 cannot anchor it", () => {
    const f = finder([
      [0, 6],
      [1, 5],
      [2, 5],
    ]);
    expect(f.find(10)).toBe(true);
    expect(parts(f)).toEqual(["1:5", "2:5"]);
  });

  it("the search backs out of a dead end: 4 + 3 leaves 1, so 4 + 2 + 2 flanks the 8", () => {
    const f = finder([
      [0, 4],
      [1, 3],
      [2, 2],
      [3, 2],
    ]);
    expect(f.find(8)).toBe(true);
    expect(parts(f)).toEqual(["0:4", "2:2", "3:2"]);
  });

  it("a unit contributes once: its die and its spell (listed twice) are not a flank on their own", () => {
    const f = finder([
      [0, 3, 0, 1],
      [0, 2, 0, 2],
    ]);
    expect(f.total()).toBe(5);
    expect(f.find(5)).toBe(false);
    f.add(1, 2, 0, -1);
    expect(f.find(5)).toBe(true);
    expect(parts(f)).toEqual(["0:3", "1:2"]);
    expect([f.pickedTag(0), f.pickedTag(1)]).toEqual([1, -1]);
  });

  it("a unit in a flank is free again after the search: a failed search does not block the next one", () => {
    const f = finder([
      [0, 4],
      [1, 3],
      [2, 1],
    ]);
    expect(f.find(6)).toBe(false);
    expect(f.find(7)).toBe(true);
    expect(f.find(5)).toBe(true);
    expect(parts(f)).toEqual(["0:4", "2:1"]);
  });

  it("a total too small is refused at once, and adding a candidate raises the total", () => {
    const f = finder([
      [0, 3],
      [1, 2],
    ]);
    expect(f.total()).toBe(5);
    f.add(2, 4, 1, -1);
    expect(f.total()).toBe(10);
    expect(f.find(11)).toBe(false);
  });

  describe("a candidate that may add one (Flankman, Light Cruiser, Gunboats: as the owner wishes)", () => {
    it("the Flankman's 4 adds its one to flank a 7 with a 2", () => {
      const f = finder([
        [0, 4, 1],
        [1, 2],
      ]);
      expect(f.total()).toBe(7);
      expect(f.find(7)).toBe(true);
      expect(parts(f)).toEqual(["0:5", "1:2"]);
      expect(f.pickPlus[0]).toBe(1);
    });

    it("without its one the 4 and the 2 flank a 6 (with it, 5 + 2 would overshoot)", () => {
      const f = finder([
        [0, 4, 1],
        [1, 2],
      ]);
      expect(f.find(6)).toBe(true);
      expect(parts(f)).toEqual(["0:4", "1:2"]);
      expect(f.pickPlus[0]).toBe(0);
    });

    it("a 2 adding one completes a 7 with a 4; without its one, a 6", () => {
      const f = finder([
        [0, 4],
        [1, 2, 1],
      ]);
      expect(f.find(7)).toBe(true);
      expect(parts(f)).toEqual(["0:4", "1:3"]);
      expect(f.find(6)).toBe(true);
      expect(parts(f)).toEqual(["0:4", "1:2"]);
    });

    it("a 3 adding one is half of an 8: 3+1, 2 and 2 flank it; a plain 3 cannot anchor it", () => {
      const f = finder([
        [0, 3, 1],
        [1, 2],
        [2, 2],
      ]);
      expect(f.find(8)).toBe(true);
      expect(parts(f)).toEqual(["0:4", "1:2", "2:2"]);
      // 3 + 2 + 2 + 1 is 8, but no part is half of it
      expect(
        finder([
          [0, 3],
          [1, 2],
          [2, 2],
          [3, 1],
        ]).find(8),
      ).toBe(false);
    });
    it("without its one a Flankman's 3 is not half of an 8: 3+1 needs 4 more, and 3 + 3 + 2 is no flank", () => {
      expect(
        finder([
          [0, 3, 1],
          [1, 3],
          [2, 2],
        ]).find(8),
      ).toBe(false);
    });
  });

  describe("the candidate list", () => {
    it("is kept most first, ties in the order added, each with its unit, tag, one and stacking", () => {
      const f = finder([
        [3, 2, 0, 5],
        [1, 5, 1, 62, 1],
        [2, 2, 0, -1, 1],
      ]);
      expect(Array.from(f.value.slice(0, f.m))).toEqual([5, 2, 2]);
      expect([0, 1, 2].map((k) => f.unitAt(k))).toEqual([1, 3, 2]);
      expect([0, 1, 2].map((k) => f.tagAt(k))).toEqual([62, 5, -1]);
      expect([0, 1, 2].map((k) => f.plusAt(k))).toEqual([1, 0, 0]);
      expect([0, 1, 2].map((k) => f.stackAt(k))).toEqual([true, false, true]);
      expect([f.positionOf(3), f.positionOf(1), f.positionOf(2), f.positionOf(0)]).toEqual([1, 0, 2, -1]);
    });

    it("is emptied by clear", () => {
      const f = finder([
        [0, 3],
        [1, 2],
      ]);
      expect(f.total()).toBe(5);
      f.clear();
      expect([f.m, f.len, f.total()]).toEqual([0, 0, 0]);
      expect(f.find(5)).toBe(false);
      f.add(0, 4, 0, -1);
      f.add(1, 1, 0, -1);
      expect(f.find(5)).toBe(true);
    });

    it("forgets the candidates of the last search once cleared (their values stay in the arrays)", () => {
      const f = finder([
        [0, 9],
        [1, 8],
        [2, 7],
        [3, 6],
      ]);
      expect(f.total()).toBe(30);
      f.clear();
      f.add(4, 2, 0, -1);
      f.add(5, 1, 0, -1);
      expect(f.total()).toBe(3);
      expect([f.positionOf(4), f.positionOf(5), f.positionOf(2), f.positionOf(3)]).toEqual([0, 1, -1, -1]);
      expect(f.find(3)).toBe(true);
      expect(parts(f)).toEqual(["4:2", "5:1"]);
    });

    it("a cleared finder does not stack the stackers of the last search", () => {
      const f = finder([
        [0, 9, 0, -1, 1],
        [1, 8, 0, -1, 1],
        [2, 7, 0, -1, 1],
      ]);
      f.clear();
      f.add(3, 3, 0, -1, 1);
      f.add(4, 2, 0, -1, 1);
      expect(f.findStack(8)).toBe(false);
      expect(f.findStack(5)).toBe(true);
      expect(parts(f)).toEqual(["3:3", "4:2"]);
    });
  });
});

describe("002 Star Strife, Stacking: fighters and mecha may put more into a flank than the target shows", () => {
  it("a 6 and a 3 stacking flank an 8 (9 ≥ 8, the 6 at least half); a unit not stacking is left out", () => {
    const f = finder([
      [0, 6, 0, -1, 1],
      [1, 9],
      [2, 3, 0, -1, 1],
    ]);
    expect(f.findStack(8)).toBe(true);
    expect(parts(f)).toEqual(["0:6", "2:3"]);
  });

  it("it takes the stackers most first until the target is reached, and at least two", () => {
    const f = finder([
      [0, 9, 0, -1, 1],
      [1, 1, 0, -1, 1],
      [2, 1, 0, -1, 1],
    ]);
    expect(f.findStack(8)).toBe(true);
    expect(parts(f)).toEqual(["0:9", "1:1"]);
    const g = finder([
      [0, 4, 0, -1, 1],
      [1, 3, 0, -1, 1],
      [2, 2, 0, -1, 1],
      [3, 2, 0, -1, 1],
    ]);
    expect(g.findStack(8)).toBe(true);
    expect(parts(g)).toEqual(["0:4", "1:3", "2:2"]);
  });

  it("it stops as soon as the target is reached: a 4 and a 4 stack an 8, the 1 stays out", () => {
    const f = finder([
      [0, 4, 0, -1, 1],
      [1, 4, 0, -1, 1],
      [2, 1, 0, -1, 1],
    ]);
    expect(f.findStack(8)).toBe(true);
    expect(parts(f)).toEqual(["0:4", "1:4"]);
  });

  it("one stacker alone is no flank, however big", () => {
    expect(
      finder([
        [0, 9, 0, -1, 1],
        [1, 9],
      ]).findStack(8),
    ).toBe(false);
  });

  it("three 3s reach 9 but none is half of an 8: no flank", () => {
    expect(
      finder([
        [0, 3, 0, -1, 1],
        [1, 3, 0, -1, 1],
        [2, 3, 0, -1, 1],
      ]).findStack(8),
    ).toBe(false);
  });

  it("stackers short of the target are no flank", () => {
    expect(
      finder([
        [0, 4, 0, -1, 1],
        [1, 3, 0, -1, 1],
      ]).findStack(8),
    ).toBe(false);
  });

  it("a stacker may add its one (a 3 with its one is half of an 8)", () => {
    const f = finder([
      [0, 3, 1, -1, 1],
      [1, 3, 0, -1, 1],
      [2, 1, 0, -1, 1],
    ]);
    expect(f.findStack(8)).toBe(true);
    expect(parts(f)).toEqual(["0:4", "1:3", "2:1"]);
    expect(Array.from(f.pickPlus.slice(0, 3))).toEqual([1, 0, 0]);
  });

  it("a unit listed twice stacks once, and is free again for the next search", () => {
    const f = finder([
      [0, 5, 0, -1, 1],
      [0, 4, 0, -1, 1],
      [1, 3, 0, -1, 1],
    ]);
    expect(f.findStack(8)).toBe(true);
    expect(parts(f)).toEqual(["0:5", "1:3"]);
    expect(f.findStack(8)).toBe(true);
    expect(f.find(8)).toBe(true);
    expect(parts(f)).toEqual(["0:5", "1:3"]);
  });
});

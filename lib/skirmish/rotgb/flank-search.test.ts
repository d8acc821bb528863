// attack.ts' flank search (findFlank and sumTo) against a plain reference that tries every flank.
// 002 core: a flank is two or more dice whose faces add up exactly to the target's face. Our
// heuristic (attack.ts): the anchor is a die below the target showing at least half of it, the
// rest come from the dice after it in the list (most showing first), the search goes in list
// order and keeps the first flank found; under the letter's variant (002, Letter from a Fan) it
// keeps the first flank that loses the fewest sides to the drop by two. The reference enumerates
// every such flank in the same order without any pruning, so a pruning that cuts a flank it should
// not, or a tie broken the other way, shows here.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { findFlank } from "./attack";
import { prepareRotgb } from "./prepare";
import { dropByTwo } from "./rules";
import { player } from "./testing";

const DICE = [1, 2, 3, 4, 6, 8, 10, 12, 20];

interface Case {
  dice: { sides: number; face: number }[];
  target: number;
  variant: boolean;
}

/** Every flank in search order (anchor first, then increasing list positions), the first cheapest. */
function reference(c: Case): { pick: number[]; cost: number } | null {
  const faces = c.dice.map((d) => d.face);
  const lost = (i: number) => (c.variant && dropByTwo(c.dice[i]!.sides, c.dice[i]!.face) === 0 ? c.dice[i]!.sides : 0);
  let best: { pick: number[]; cost: number } | null = null;
  const walk = (from: number, left: number, pick: number[], cost: number) => {
    if (left === 0) {
      if (!best || cost < best.cost) best = { pick: [...pick], cost };
      return;
    }
    for (let j = from; j < faces.length; j++) {
      if (faces[j]! > left) continue;
      pick.push(j);
      walk(j + 1, left - faces[j]!, pick, cost + lost(j));
      pick.pop();
    }
  };
  for (let i = 0; i < faces.length; i++) {
    const a = faces[i]!;
    if (a >= c.target || 2 * a < c.target) continue;
    walk(i + 1, c.target - a, [i], lost(i));
  }
  return best;
}

/** findFlank on the battlefield's scratch list: the dice in order, as gatherDice leaves them. */
function search(c: Case): { pick: number[]; cost: number } | null {
  const b = prepareRotgb(
    {
      players: [
        player(
          "Red",
          c.dice.map((d) => d.sides),
        ),
        player("Blue", [100]),
      ],
    },
    { flankDropByTwo: c.variant },
  );
  const m = c.dice.length;
  c.dice.forEach((d, i) => {
    b.face[i] = d.face;
    b.cand[i] = i;
    b.candFace[i] = d.face;
  });
  b.suffix[m] = 0;
  for (let i = m - 1; i >= 0; i--) b.suffix[i] = b.suffix[i + 1]! + b.candFace[i]!;
  if (!findFlank(b, m, c.target)) return null;
  const pick = Array.from(b.pick.subarray(0, b.pickLen));
  return { pick, cost: c.variant ? b.bestCost : 0 };
}

const die = fc.constantFrom(...DICE).chain((sides) => fc.record({ sides: fc.constant(sides), face: fc.integer({ min: 1, max: sides }) }));
const aCase = fc.record({
  dice: fc.array(die, { minLength: 2, maxLength: 9 }).map((d) => [...d].sort((x, y) => y.face - x.face)),
  target: fc.integer({ min: 2, max: 40 }),
  variant: fc.boolean(),
});

describe("the flank search against every flank (002 core flank, heuristic in attack.ts)", () => {
  it("finds a flank exactly when one exists, and the same one as the reference (fast-check, 3,000 cases)", () => {
    fc.assert(
      fc.property(aCase, (c) => {
        expect(search(c)).toEqual(reference(c));
      }),
      { numRuns: 3000 },
    );
  });

  it("variant: 4 + 2, which loses nothing, rather than 4 + 1 + 1 on a 6 (dice d6:4 d4:2 d2:1 d2:1)", () => {
    // The drop by two: the d6 showing 4 → 2, the d4 showing 2 → 1 (4 or more sides stop at 1);
    // a d2 showing 1 is eliminated (2 sides lost each).
    const c: Case = {
      dice: [
        { sides: 6, face: 4 },
        { sides: 4, face: 2 },
        { sides: 2, face: 1 },
        { sides: 2, face: 1 },
      ],
      target: 6,
      variant: true,
    };
    expect(search(c)).toEqual({ pick: [0, 1], cost: 0 });
  });

  it("variant, equal cost: the first flank in list order is kept (dice d3:3 d2:2 d2:1 d3:2 d2:1 on a 6)", () => {
    // Only the d3 showing 3 may anchor (at least half of 6, below it); it drops to 1 and stays.
    // The rest add up to 3: positions 1 2 and 1 4 each lose two d2 (2 + 2 sides), 2 3 and 3 4 also
    // lose the d3 showing 2 (2 + 3): two cheapest at 4, and the first in list order is kept.
    const c: Case = {
      dice: [
        { sides: 3, face: 3 },
        { sides: 2, face: 2 },
        { sides: 2, face: 1 },
        { sides: 3, face: 2 },
        { sides: 2, face: 1 },
      ],
      target: 6,
      variant: true,
    };
    expect(search(c)).toEqual(reference(c));
    expect(search(c)!.pick).toEqual([0, 1, 2]);
  });
});

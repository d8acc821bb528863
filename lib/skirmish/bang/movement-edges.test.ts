// Bang! (000) Step 2 in the corners of the rules: a base that cannot move keeps its contacts, one that
// walks away drops them, and the march limit at exactly 8". Each test states its dice.
import { describe, expect, it } from "vitest";
import { goBang } from "./explosion";
import { act, wander } from "./movement";
import { kill } from "./state";
import { arena, kinds, TOUCH } from "./test-arena";

const hits = (b: ReturnType<typeof arena>) => b.log!.filter((e) => e.data?.kind === "hit").map((e) => e.data!.fighter);

describe("Bang! (000) Step 2 — movement edge cases", () => {
  it("000 Step 3 blast: a wanderer halted at once by the friend it touches still touches it, so its keg hits that friend (arrow 3 o'clock, 4\"; keg: 1)", () => {
    const b = arena(
      [
        { x: 12, y: 12, side: "X" },
        { x: 12 + TOUCH, y: 12, side: "X" },
      ],
      [3, 3, 4, 1],
    );
    const a = b.fighters[0]!;
    wander(b, a);
    expect(a.x).toBe(12);
    kill(b, a);
    goBang(b, a, null, false);
    expect(hits(b)).toEqual(["B"]);
  });

  it("000 Step 3 blast: a wanderer that walked away from a friend no longer touches it, so its keg misses that friend (arrow 3 o'clock, 4\"; no more dice)", () => {
    const b = arena(
      [
        { x: 12, y: 12, side: "X" },
        { x: 12 - TOUCH, y: 12, side: "X" },
      ],
      [3, 3, 4],
    );
    const a = b.fighters[0]!;
    wander(b, a);
    expect(a.x).toBeCloseTo(16);
    kill(b, a);
    goBang(b, a, null, false);
    expect(hits(b)).toEqual([]);
  });

  it('000 march: an enemy exactly 8" away blocks the march (M 2: moves 2", not 3.5")', () => {
    const b = arena(
      [
        { x: 2, y: 12, clue: true, M: 2 },
        { x: 2 + TOUCH + 8, y: 12 },
      ],
      [],
    );
    b.fighters[1]!.moved = true;
    act(b, b.fighters[0]!, { x: 0, y: 0 });
    expect(b.fighters[0]!.x).toBeCloseTo(4);
    expect(kinds(b)).toEqual(["move"]);
  });

  it("000 Step 3 blast: when a friend it walked away from goes Bang!, the wanderer is out of reach, and the friend on the other side is hit (C: arrow 9 o'clock, 4\"; A's keg on B: 1)", () => {
    const b = arena(
      [
        { x: 12, y: 12, side: "X" },
        { x: 12 + TOUCH, y: 12, side: "X" },
        { x: 12 - TOUCH, y: 12, side: "X" },
      ],
      [3, 9, 4, 1],
    );
    const mid = b.fighters[0]!,
      wanderer = b.fighters[2]!;
    wander(b, wanderer);
    expect(wanderer.x).toBeCloseTo(12 - TOUCH - 4);
    kill(b, mid);
    goBang(b, mid, null, false);
    expect(hits(b)).toEqual(["B"]);
  });
});

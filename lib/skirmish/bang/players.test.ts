import { describe, expect, it } from "vitest";
import { chooseChargeTarget, chooseCombatTarget, chooseReaction, stopGap } from "./players";
import { arena, TOUCH } from "./test-arena";

const spot = { x: 0, y: 0 };

describe("Bang! automated players", () => {
  it("charges an enemy already in combat before a nearer free one (gang-up)", () => {
    const b = arena(
      [
        { x: 6, y: 12, clue: true },
        { x: 10, y: 12, clue: true },
        { x: 6, y: 18 },
        { x: 6 + TOUCH, y: 18 },
      ],
      [],
    );
    expect(chooseChargeTarget(b, b.fighters[0]!, spot)).toBe(2);
  });

  it("charges a victim that cannot stand & shoot (clueless) before a nearer one that can", () => {
    const b = arena(
      [
        { x: 6, y: 12, clue: true },
        { x: 12, y: 12, clue: true },
        { x: 6, y: 5 },
      ],
      [],
    );
    expect(chooseChargeTarget(b, b.fighters[0]!, spot)).toBe(2);
  });

  it("otherwise charges the nearest enemy, and never its own gang", () => {
    const b = arena(
      [
        { x: 6, y: 12, clue: true, side: "X" },
        { x: 8, y: 12, side: "X" },
        { x: 12, y: 12 },
        { x: 6, y: 19 },
      ],
      [],
    );
    expect(chooseChargeTarget(b, b.fighters[0]!, spot)).toBe(2);
  });

  it('stops outside the reach of an enemy still to move, at 4.5" from one that has moved', () => {
    const b = arena(
      [
        { x: 6, y: 12 },
        { x: 18, y: 12 },
      ],
      [],
    );
    expect(stopGap(b.fighters[1]!)).toBeCloseTo(8.05);
    b.fighters[1]!.moved = true;
    expect(stopGap(b.fighters[1]!)).toBe(4.5);
  });

  it("always stands & shoots when the rules allow it", () => {
    const b = arena(
      [
        { x: 6, y: 12, clue: true },
        { x: 18, y: 12 },
      ],
      [],
    );
    expect(chooseReaction(b.fighters[0]!, 5)).toBe("stand and shoot");
    expect(chooseReaction(b.fighters[0]!, 3)).toBe("hold");
    expect(chooseReaction(b.fighters[1]!, 5)).toBe("hold");
  });

  it("in combat hits the enemy most others have already attacked", () => {
    const b = arena(
      [
        { x: 12, y: 12 },
        { x: 12 + TOUCH, y: 12 },
        { x: 12 - TOUCH, y: 12 },
      ],
      [],
    );
    b.fighters[2]!.attackedBy = 1;
    b.fighters[2]!.lastAttacker = 1;
    expect(chooseCombatTarget(b, b.fighters[0]!)).toBe(2);
  });
});

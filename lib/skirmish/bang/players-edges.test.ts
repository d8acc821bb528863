// Bang! automated players in the corners of the rules: the 4" stand & shoot limit, no enemy left,
// no room around any victim in reach, and a fighter's own earlier attack in the gang-up count.
import { describe, expect, it } from "vitest";
import { act } from "./movement";
import { chooseChargeTarget, chooseCombatTarget, chooseReaction } from "./players";
import { arena, kinds, TOUCH } from "./test-arena";

const spot = { x: 0, y: 0 };

describe("Bang! automated players, edge cases", () => {
  it('000 Step 2: a charger who started exactly 4" away allows no stand & shoot (the text says over 4")', () => {
    const b = arena([{ x: 6, y: 12, clue: true }], []);
    expect(chooseReaction(b.fighters[0]!, 4)).toBe("hold");
    expect(chooseReaction(b.fighters[0]!, 4.01)).toBe("stand and shoot");
  });

  it("with no enemy left in the arena a Gnoblar neither charges nor moves (a friend is no goal)", () => {
    const b = arena(
      [
        { x: 6, y: 12, clue: true, side: "X" },
        { x: 16, y: 12, side: "X" },
      ],
      [],
    );
    expect(chooseChargeTarget(b, b.fighters[0]!, spot)).toBe(-1);
    expect(b.nearestEnemy).toBe(-1);
    act(b, b.fighters[0]!, spot);
    expect([b.fighters[0]!.x, b.fighters[0]!.y]).toEqual([6, 12]);
    expect(kinds(b)).toEqual([]);
  });

  it("ruling (charge move): three enemies in reach, each with its near side taken and its free places out of reach: no charge (no dice)", () => {
    // A (M 4) at the centre; each enemy 8.69" away (centre to centre) with a friend of A's touching it
    // on A's side; the nearest free place round each is 8.3" from A, beyond the 8" charge.
    const placed: { x: number; y: number; side: string; M?: number; clue?: boolean }[] = [{ x: 4, y: 12, side: "A", clue: true }];
    for (const deg of [0, 30, -30]) {
      const ux = Math.cos((deg * Math.PI) / 180),
        uy = Math.sin((deg * Math.PI) / 180);
      placed.push({ x: 4 + 7.9 * ux, y: 12 + 7.9 * uy, side: "A", M: 0 });
      placed.push({ x: 4 + (7.9 + TOUCH) * ux, y: 12 + (7.9 + TOUCH) * uy, side: `E${deg}` });
    }
    const b = arena(placed, []);
    const a = b.fighters[0]!;
    expect(chooseChargeTarget(b, a, spot)).toBe(-1);
    act(b, a, spot);
    expect(a.victim).toBe(-1);
    expect(kinds(b)).not.toContain("charge");
  });

  it("000 gang-up: a fighter's own earlier attack on an enemy does not count; it turns to the enemy someone else attacked", () => {
    // F touches X and Y; F itself attacked X before, W attacked Y: only Y gives F the +1, though it has more wounds left (then the other way round).
    const b = arena(
      [
        { x: 12, y: 12 },
        { x: 12 + TOUCH, y: 12, W: 2 },
        { x: 12 - TOUCH, y: 12, W: 2 },
        { x: 12 - 2 * TOUCH, y: 12 },
      ],
      [],
    );
    const [, x, y] = b.fighters;
    x!.attackedBy = 1;
    x!.lastAttacker = 0;
    y!.attackedBy = 1;
    y!.lastAttacker = 3;
    y!.w = 2;
    expect(chooseCombatTarget(b, b.fighters[0]!)).toBe(2);
    // The other way round: F attacked Y, W attacked X.
    x!.lastAttacker = 3;
    y!.lastAttacker = 0;
    y!.w = 1;
    expect(chooseCombatTarget(b, b.fighters[0]!)).toBe(1);
  });
});

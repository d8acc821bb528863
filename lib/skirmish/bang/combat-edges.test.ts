// Bang! (000) Step 3 — combats in the corners of the rules: hits that cannot wound, fights kept apart,
// survivors who cannot be moved apart. Each test states its dice (an arena from test-arena.ts).
import { describe, expect, it } from "vitest";
import { combatPhase, gatherCombats } from "./combat";
import { goBang } from "./explosion";
import { touching } from "./geometry";
import { kill, type Battle } from "./state";
import { arena, TOUCH } from "./test-arena";

/** `who` charged `victim`, the n-th charge of the turn. */
function charged(b: Battle, who: number, victim: number, n: number): void {
  b.fighters[who]!.victim = victim;
  b.fighters[who]!.chargeNo = n;
}
const attacks = (b: Battle) => b.log!.filter((e) => e.data?.kind === "attack").map((e) => e.data!);

describe("Bang! (000) Step 3 — combat edge cases", () => {
  it("Warhammer to-wound chart: a S2 hit on T6 cannot wound, so no to-wound die is rolled (B hits: 4; A then rolls 2)", () => {
    const b = arena(
      [
        { x: 12, y: 12, T: 6 },
        { x: 12 + TOUCH, y: 12 },
      ],
      [4, 2],
    );
    charged(b, 1, 0, 1);
    combatPhase(b);
    expect(attacks(b).map((a) => [a.fighter, a.roll, a.hit, a.wound, a.killed])).toEqual([
      ["B", 4, true, 0, false],
      ["A", 2, false, 0, false],
    ]);
    expect(b.fighters[0]!.alive).toBe(true);
    // the log says the hit cannot wound, not that a to-wound die rolled 0
    const line = b.log!.find((e) => e.data?.kind === "attack" && e.data.fighter === "B")!.text;
    expect(line).toMatch(/hit, but B's strength cannot wound A \(7\+ needed\); no wound\.$/);
    expect(line).not.toMatch(/rolls 0/);
  });

  it("Warhammer to-wound chart: a S2 hit on T5 wounds on a 6 (B hits: 4, wounds: 6; A's keg misses B: 1)", () => {
    const b = arena(
      [
        { x: 12, y: 12, T: 5 },
        { x: 12 + TOUCH, y: 12 },
      ],
      [4, 6, 1],
    );
    charged(b, 1, 0, 1);
    combatPhase(b);
    expect(attacks(b)[0]).toMatchObject({ woundNeed: 6, wound: 6, killed: true });
    expect(b.fighters[0]!.alive).toBe(false);
  });

  it("ruling (gangs): two clueless Gnoblars of one gang touching are not in combat and get no clue (no dice)", () => {
    const b = arena(
      [
        { x: 12, y: 12, side: "X" },
        { x: 12 + TOUCH, y: 12, side: "X" },
      ],
      [],
    );
    gatherCombats(b);
    expect(b.fighters.map((f) => [f.clue, f.engaged])).toEqual([
      [false, false],
      [false, false],
    ]);
    expect(b.log!.some((e) => e.data?.kind === "clue")).toBe(false);
  });

  it("a Gnoblar killed before the Combat phase (a charger shot dead) links no fights: the two fights on either side of it stay two combats", () => {
    // Y and Z (X's gang) each fight an enemy; X, touching both, has been shot dead.
    const b = arena(
      [
        { x: 12, y: 12, side: "P" },
        { x: 12 - TOUCH, y: 12, side: "P" },
        { x: 12 + TOUCH, y: 12, side: "P" },
        { x: 12 - 2 * TOUCH, y: 12, side: "Q" },
        { x: 12 + 2 * TOUCH, y: 12, side: "R" },
      ],
      [],
    );
    kill(b, b.fighters[0]!);
    expect(gatherCombats(b)).toBe(2);
    expect(b.fighters[1]!.combat).not.toBe(b.fighters[2]!.combat);
  });

  it('000 Step 3 and ruling: survivors with no room to be moved 1" apart (a wall behind B, a bystander close behind its charger) stay in contact and fight on (C 2, B 3: both miss; then the keg of C on B: 1)', () => {
    // B stands against the west wall; C charged it; A (a bystander, first in the roster) stands 0.1" behind C.
    const r = 10 / 25.4;
    const b = arena(
      [
        { x: r + 2 * TOUCH + 0.1, y: 12 },
        { x: r, y: 12 },
        { x: r + TOUCH, y: 12 },
      ],
      [2, 3, 1],
    );
    charged(b, 2, 1, 1);
    combatPhase(b);
    const [bystander, bb, c] = b.fighters;
    expect(touching(b, bb!, c!)).toBe(true);
    expect(touching(b, c!, bystander!)).toBe(false);
    expect([bystander!.engaged, bb!.engaged, c!.engaged]).toEqual([false, true, true]);
    // Their contact is recorded once: when C goes Bang!, B takes one S2 hit (1), not two.
    kill(b, c!);
    goBang(b, c!, null, false);
    expect(b.log!.filter((e) => e.data?.kind === "hit").map((e) => e.data!.fighter)).toEqual(["B"]);
  });

  it("ruling: survivors of two combats side by side are not pushed into each other; a pair stuck against the wall fights on (B 2, A 3, D 2, C 3: all miss)", () => {
    // B charged A; D charged C, who stands with D against the east wall; B and C stand 0.6" apart,
    // so their pushes (0.5" each) would meet: each is halted, and C and D cannot part.
    const x = 24 - 10 / 25.4;
    const b = arena(
      [
        { x: x - 3 * TOUCH - 0.6, y: 12 },
        { x: x - 2 * TOUCH - 0.6, y: 12 },
        { x: x - TOUCH, y: 12 },
        { x, y: 12 },
      ],
      [2, 3, 2, 3],
    );
    charged(b, 1, 0, 1);
    charged(b, 3, 2, 2);
    combatPhase(b);
    const [a, bb, c, d] = b.fighters;
    expect(touching(b, bb!, c!)).toBe(false);
    expect(touching(b, a!, bb!)).toBe(false);
    expect(touching(b, c!, d!)).toBe(true);
    expect(b.fighters.map((f) => f.engaged)).toEqual([false, false, true, true]);
  });
});

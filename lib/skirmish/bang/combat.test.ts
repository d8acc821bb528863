import { describe, expect, it } from "vitest";
import { combatPhase, gatherCombats } from "./combat";
import { arena, TOUCH } from "./test-arena";
import type { Battle } from "./state";

/** `who` charged `victim`, the n-th charge of the turn. */
function charged(b: Battle, who: number, victim: number, n: number): void {
  b.fighters[who]!.victim = victim;
  b.fighters[who]!.chargeNo = n;
}
const order = (b: Battle) => Array.from(b.strikers.subarray(0, b.strikerCount), (i) => b.fighters[i]!.name);
const attacks = (b: Battle) => b.log!.filter((e) => e.data?.kind === "attack").map((e) => e.data!);
const H = (TOUCH * Math.sqrt(3)) / 2;

describe("Bang! (000) Step 3 — Combat", () => {
  it("000 Step 3: in a chain of charges (C charged B, B charged A) C strikes first, then B, then A", () => {
    const b = arena(
      [
        { x: 10, y: 12 },
        { x: 10 + TOUCH, y: 12 },
        { x: 10 + 2 * TOUCH, y: 12 },
      ],
      [],
    );
    charged(b, 1, 0, 1);
    charged(b, 2, 1, 2);
    gatherCombats(b);
    expect(order(b)).toEqual(["C", "B", "A"]);
  });

  it("000 Step 3: of two chargers of one victim, the earlier strikes first", () => {
    const b = arena(
      [
        { x: 12, y: 12 },
        { x: 12 - TOUCH, y: 12 },
        { x: 12 + TOUCH, y: 12 },
      ],
      [],
    );
    charged(b, 2, 0, 1);
    charged(b, 1, 0, 2);
    gatherCombats(b);
    expect(order(b)).toEqual(["C", "B", "A"]);
  });

  it("000: clueless Gnoblars engaged in combat get a clue", () => {
    const b = arena(
      [
        { x: 12, y: 12 },
        { x: 12 + TOUCH, y: 12 },
      ],
      [],
    );
    gatherCombats(b);
    expect(b.fighters.every((f) => f.clue)).toBe(true);
  });

  it("000 gang-up: the second attacker on a target hits on 3+ (B 2 misses on 4+, C 3 hits, 4 fails to wound; A 1)", () => {
    const b = arena(
      [
        { x: 12, y: 12 },
        { x: 12 + TOUCH, y: 12 },
        { x: 12 - TOUCH, y: 12 },
      ],
      [2, 3, 4, 1],
    );
    charged(b, 1, 0, 1);
    charged(b, 2, 0, 2);
    combatPhase(b);
    expect(attacks(b).map((a) => [a.fighter, a.hitNeed, a.hit])).toEqual([
      ["B", 4, false],
      ["C", 3, true],
      ["A", 4, false],
    ]);
  });

  it("000: a to-hit roll of 1 misses regardless of modifiers (third attacker on 2+ rolls 1)", () => {
    const b = arena(
      [
        { x: 12, y: 12 },
        { x: 12 + TOUCH, y: 12 },
        { x: 12 - TOUCH, y: 12 },
        { x: 12, y: 12 + TOUCH },
      ],
      [2, 2, 1, 1],
    );
    charged(b, 1, 0, 1);
    charged(b, 2, 0, 2);
    charged(b, 3, 0, 3);
    combatPhase(b);
    expect(attacks(b).map((a) => [a.fighter, a.hitNeed, a.hit])).toEqual([
      ["B", 4, false],
      ["C", 3, false],
      ["D", 2, false],
      ["A", 4, false],
    ]);
  });

  it("000 Bang!: an unmodified 6 kills without a to-wound roll; the attacker takes S1 (5: no wound), the others in contact S2 (5: killed)", () => {
    const b = arena(
      [
        { x: 12, y: 12 },
        { x: 12 + TOUCH, y: 12 },
        { x: 12 - TOUCH, y: 12, side: "gang B" },
      ],
      [6, 5, 5],
    );
    charged(b, 1, 0, 1);
    combatPhase(b);
    const [a, bb, c] = b.fighters;
    expect([a!.alive, bb!.alive, c!.alive]).toEqual([false, true, false]);
    expect(b.log!.filter((e) => e.data?.kind === "hit").map((e) => [e.data!.fighter, e.data!.S])).toEqual([
      ["B", 1],
      ["C", 2],
    ]);
  });

  it("ruling: only the attacker's own kill counts towards his Bang! score, not those of the blast (B kills A, the keg kills C: 1)", () => {
    const b = arena(
      [
        { x: 12, y: 12 },
        { x: 12 + TOUCH, y: 12 },
        { x: 12 - TOUCH, y: 12, side: "gang B" },
      ],
      [6, 5, 5],
    );
    charged(b, 1, 0, 1);
    combatPhase(b);
    expect(b.fighters[1]!.kills).toBe(1);
  });

  it("000: after one kill a 5 makes the victim go Bang!", () => {
    const b = arena(
      [
        { x: 12, y: 12 },
        { x: 12 + TOUCH, y: 12 },
      ],
      [5, 1],
    );
    charged(b, 1, 0, 1);
    b.fighters[1]!.kills = 1;
    combatPhase(b);
    expect(attacks(b)[0]).toMatchObject({ bangNeed: 5, roll: 5, bang: true });
  });

  it("000 Step 3: three kills but 4+ to hit: a 3 misses, Bang! or not", () => {
    const b = arena(
      [
        { x: 12, y: 12 },
        { x: 12 + TOUCH, y: 12 },
      ],
      [3, 1],
    );
    charged(b, 1, 0, 1);
    b.fighters[1]!.kills = 3;
    combatPhase(b);
    expect(attacks(b)[0]).toMatchObject({ hitNeed: 4, bangNeed: 4, roll: 3, hit: false, bang: false });
    expect(b.fighters[0]!.alive).toBe(true);
  });

  it("000 wound kill: hit (4), wound (5): the victim goes Bang! and everyone in contact, the attacker included, takes S2 (2: none)", () => {
    const b = arena(
      [
        { x: 12, y: 12 },
        { x: 12 + TOUCH, y: 12 },
      ],
      [4, 5, 2],
    );
    charged(b, 1, 0, 1);
    combatPhase(b);
    expect(b.fighters[0]!.alive).toBe(false);
    expect(b.log!.filter((e) => e.data?.kind === "hit").map((e) => [e.data!.fighter, e.data!.S])).toEqual([["B", 2]]);
    expect(b.fighters[1]!.kills).toBe(1);
  });

  it("000 chain reaction: B sets off A (6; B's S1: 1), the blast kills C (6), whose blast kills D who touched only C (5)", () => {
    const b = arena(
      [
        { x: 12, y: 12 },
        { x: 12 + TOUCH, y: 12 },
        { x: 12 - TOUCH, y: 12, side: "gang A" },
        { x: 12 - 2 * TOUCH, y: 12, side: "gang A" },
      ],
      [6, 1, 6, 5],
    );
    charged(b, 1, 0, 1);
    combatPhase(b);
    expect(b.fighters.map((f) => f.alive)).toEqual([false, true, false, false]);
  });

  it("Warhammer wounds: a W2 Gnoblar hit and wounded once (4, 6) keeps fighting (1)", () => {
    const b = arena(
      [
        { x: 12, y: 12, W: 2 },
        { x: 12 + TOUCH, y: 12 },
      ],
      [4, 6, 1],
    );
    charged(b, 1, 0, 1);
    combatPhase(b);
    expect(b.fighters[0]!.w).toBe(1);
    expect(attacks(b).map((a) => a.fighter)).toEqual(["B", "A"]);
  });

  it("ruling: a charger whose victim is already dead attacks another enemy in contact (B kills A: 4, 5, blast 1, 1; C then attacks B: 2)", () => {
    const b = arena(
      [
        { x: 12, y: 12 },
        { x: 12 + TOUCH, y: 12 },
        { x: 12 + TOUCH / 2, y: 12 + H },
      ],
      [4, 5, 1, 1, 2],
    );
    charged(b, 1, 0, 1);
    charged(b, 2, 0, 2);
    combatPhase(b);
    expect(attacks(b).map((a) => [a.fighter, a.target])).toEqual([
      ["B", "A"],
      ["C", "B"],
    ]);
  });

  it("ruling (gangs): a Gnoblar never attacks its own gang (two of one gang touching: no dice)", () => {
    const b = arena(
      [
        { x: 12, y: 12, side: "X" },
        { x: 12 + TOUCH, y: 12, side: "X" },
      ],
      [],
    );
    combatPhase(b);
    expect(attacks(b)).toEqual([]);
  });

  it("ruling (gangs): powder kegs hurt friends too (C sets off A: 6, C's S1: 1, A's friend B: 6, killed)", () => {
    const b = arena(
      [
        { x: 12, y: 12, side: "X" },
        { x: 12 - TOUCH, y: 12, side: "X" },
        { x: 12 + TOUCH, y: 12 },
      ],
      [6, 1, 6],
    );
    charged(b, 2, 0, 1);
    combatPhase(b);
    expect(b.fighters.map((f) => f.alive)).toEqual([false, false, true]);
  });

  it('000: survivors are moved 1" apart after the combat (B 2, A 3: both miss)', () => {
    const b = arena(
      [
        { x: 12, y: 12 },
        { x: 12 + TOUCH, y: 12 },
      ],
      [2, 3],
    );
    charged(b, 1, 0, 1);
    combatPhase(b);
    const [a, c] = b.fighters;
    expect(Math.hypot(a!.x - c!.x, a!.y - c!.y) - TOUCH).toBeCloseTo(1);
    expect(a!.engaged || c!.engaged).toBe(false);
  });

  it('ruling: survivors moved apart are halted 1" short of a bystander they would touch, never pushed into it (B 2, A 3: both miss)', () => {
    // B charged A; C (A's gang) stands 0.3" beyond B, where B's first push (0.5") would take it.
    const b = arena(
      [
        { x: 12, y: 12 },
        { x: 12 + TOUCH, y: 12 },
        { x: 12 + 2 * TOUCH + 0.3, y: 12, side: "gang A" },
      ],
      [2, 3],
    );
    charged(b, 1, 0, 1);
    combatPhase(b);
    const [a, bb, c] = b.fighters;
    expect(Math.hypot(bb!.x - c!.x, bb!.y - c!.y)).toBeGreaterThan(TOUCH + 1e-6);
    expect(Math.hypot(a!.x - bb!.x, a!.y - bb!.y) - TOUCH).toBeCloseTo(1);
    expect([a!.engaged, bb!.engaged, c!.engaged]).toEqual([false, false, false]);
    expect(b.contactCount[1]).toBe(0);
  });
});

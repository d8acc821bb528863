import { describe, expect, it } from "vitest";
import { act, movementPhase, stupidityTest, wander } from "./movement";
import { arena, kinds, TOUCH } from "./test-arena";

const spot = { x: 0, y: 0 };

describe("Bang! (000) Step 2 — Movement", () => {
  it("000 Stupidity test: 2D6 against Ld +1 per Gnoblar killed so far (two dead, Ld 7: 3+4 passes, 4+4 fails)", () => {
    const b = arena(
      [
        { x: 4, y: 4 },
        { x: 20, y: 20 },
      ],
      [3, 4, 4, 4],
    );
    b.dead = 2;
    expect(stupidityTest(b, b.fighters[0]!)).toBe(true);
    expect(b.fighters[0]!.clue).toBe(true);
    expect(stupidityTest(b, b.fighters[1]!)).toBe(false);
  });

  it("000 Step 2: a Gnoblar keeps its clue for good: no further test (no dice)", () => {
    const b = arena(
      [
        { x: 2, y: 12, clue: true },
        { x: 22, y: 12, clue: true },
      ],
      [],
    );
    b.fighters[1]!.moved = true;
    movementPhase(b, spot);
    expect(kinds(b)).not.toContain("stupidity");
  });

  it('000 wandering: D6" the way the scatter arrow points (arrow 3 o\'clock, 4": 4" east)', () => {
    const b = arena(
      [
        { x: 12, y: 12 },
        { x: 2, y: 2 },
      ],
      [3, 3, 4],
    );
    wander(b, b.fighters[0]!);
    expect(b.fighters[0]!.x).toBeCloseTo(16);
    expect(b.fighters[0]!.y).toBeCloseTo(12);
  });

  it("ruling: on a HIT the little arrow is read from two D6 (5: 7 to 12 o'clock, 3: 9 o'clock), then 2\" west", () => {
    const b = arena(
      [
        { x: 12, y: 12 },
        { x: 2, y: 2 },
      ],
      [1, 5, 3, 2],
    );
    wander(b, b.fighters[0]!);
    expect(b.fighters[0]!.x).toBeCloseTo(10);
    expect(b.fighters[0]!.y).toBeCloseTo(12);
  });

  it('000: a wanderer that would touch another Gnoblar is halted 1" away (arrow 3 o\'clock, 6", B 3" east)', () => {
    const b = arena(
      [
        { x: 12, y: 12 },
        { x: 15, y: 12 },
      ],
      [4, 3, 6],
    );
    wander(b, b.fighters[0]!);
    expect(b.fighters[0]!.x).toBeCloseTo(15 - TOUCH - 1);
  });

  it("ruling: passing close by without touching does not halt the wanderer (arrow 3 o'clock, 6\")", () => {
    const b = arena(
      [
        { x: 12, y: 12 },
        { x: 15, y: 12 + TOUCH + 0.2 },
      ],
      [4, 3, 6],
    );
    wander(b, b.fighters[0]!);
    expect(b.fighters[0]!.x).toBeCloseTo(18);
  });

  it('000: a wanderer is halted at the arena edge (from 22", arrow 3 o\'clock, 6")', () => {
    const b = arena(
      [
        { x: 22, y: 12 },
        { x: 2, y: 2 },
      ],
      [5, 3, 6],
    );
    wander(b, b.fighters[0]!);
    expect(b.fighters[0]!.x).toBeCloseTo(24 - b.r);
  });

  it('000 march: with no enemy within 8" a Gnoblar with a clue moves 2 × M (8")', () => {
    const b = arena(
      [
        { x: 2, y: 12, clue: true },
        { x: 22, y: 12 },
      ],
      [],
    );
    act(b, b.fighters[0]!, spot);
    expect(b.fighters[0]!.x).toBeCloseTo(10);
    expect(kinds(b)).toContain("march");
  });

  it('000 march: an enemy within 8" allows only M (M 2, cannot reach it; it has moved: 2", not 3.4")', () => {
    const b = arena(
      [
        { x: 2, y: 12, clue: true, M: 2 },
        { x: 2 + TOUCH + 7.9, y: 12 },
      ],
      [],
    );
    b.fighters[1]!.moved = true;
    act(b, b.fighters[0]!, spot);
    expect(b.fighters[0]!.x).toBeCloseTo(4);
    expect(kinds(b)).toContain("move");
  });

  it("ruling: a Gnoblar already in combat neither tests nor moves (no dice rolled)", () => {
    const b = arena(
      [
        { x: 12, y: 12 },
        { x: 12 + TOUCH, y: 12 },
      ],
      [],
    );
    movementPhase(b, spot);
    expect(kinds(b)).toEqual(["stay", "stay"]);
  });
});

import { describe, expect, it } from "vitest";
import { combatPhase } from "./combat";
import { act, movementPhase } from "./movement";
import { arena, TOUCH } from "./test-arena";
import { touching } from "./geometry";

const spot = { x: 0, y: 0 };
const reaction = (b: ReturnType<typeof arena>) => b.log!.find((e) => e.data?.kind === "charge")?.data?.reaction;

describe("Bang! (000) charges", () => {
  it('000 Step 2: a charged Gnoblar with no clue can only hold, even from more than 4" (no dice)', () => {
    const b = arena(
      [
        { x: 4, y: 12, clue: true },
        { x: 10, y: 12 },
      ],
      [],
    );
    act(b, b.fighters[0]!, spot);
    expect(reaction(b)).toBe("hold");
    expect(touching(b, b.fighters[0]!, b.fighters[1]!)).toBe(true);
    expect(b.fighters[1]!.engaged).toBe(true);
  });

  it("000 stand & shoot: two dice hitting on 6s at S2 (6, then 5 to wound): the charger dies and makes no charge move", () => {
    const b = arena(
      [
        { x: 4, y: 12, clue: true },
        { x: 10, y: 12, clue: true },
      ],
      [6, 5],
    );
    act(b, b.fighters[0]!, spot);
    expect(reaction(b)).toBe("stand and shoot");
    expect(b.fighters[0]!.alive).toBe(false);
    expect(b.fighters[0]!.x).toBe(4);
    expect(b.dead).toBe(1);
  });

  it("ruling: a charger shot dead does not count towards the shooter's Bang! score ('pelting them ... does not count')", () => {
    const b = arena(
      [
        { x: 4, y: 12, clue: true },
        { x: 10, y: 12, clue: true },
      ],
      [6, 5],
    );
    act(b, b.fighters[0]!, spot);
    expect(b.fighters[1]!.kills).toBe(0);
  });

  it("000 Step 2: a charger who survives the reaction moves in (3 miss, 6 hit, 4 fails to wound)", () => {
    const b = arena(
      [
        { x: 4, y: 12, clue: true },
        { x: 10, y: 12, clue: true },
      ],
      [3, 6, 4],
    );
    act(b, b.fighters[0]!, spot);
    expect(b.fighters[0]!.alive).toBe(true);
    expect(touching(b, b.fighters[0]!, b.fighters[1]!)).toBe(true);
    expect(b.fighters[0]!.victim).toBe(1);
    expect(b.fighters[0]!.chargeNo).toBe(1);
  });

  it('000: no stand & shoot when the charger started 4" away or closer (no dice)', () => {
    const b = arena(
      [
        { x: 4, y: 12, clue: true },
        { x: 4 + TOUCH + 3.5, y: 12, clue: true },
      ],
      [],
    );
    act(b, b.fighters[0]!, spot);
    expect(reaction(b)).toBe("hold");
  });

  it("000: a charge reaches 2 × M; an enemy further away is not charged", () => {
    const b = arena(
      [
        { x: 2, y: 12, clue: true },
        { x: 2 + TOUCH + 8.2, y: 12 },
      ],
      [],
    );
    b.fighters[1]!.moved = true;
    act(b, b.fighters[0]!, spot);
    expect(b.fighters[0]!.victim).toBe(-1);
  });

  it("000: already engaged Gnoblars may be charged; ruling: a Gnoblar already fighting may only hold (no dice)", () => {
    const b = arena(
      [
        { x: 12, y: 12, clue: true },
        { x: 12 + TOUCH, y: 12, clue: true },
        { x: 12 + TOUCH, y: 18, clue: true },
      ],
      [],
    );
    act(b, b.fighters[2]!, spot);
    expect(b.fighters[2]!.victim).toBeGreaterThanOrEqual(0);
    expect(reaction(b)).toBe("hold");
  });

  it("ruling: the charger stands at the free place nearest its line of approach; other bases keep their room", () => {
    const b = arena(
      [
        { x: 12, y: 12, clue: true },
        { x: 12 + TOUCH, y: 12, clue: true, side: "B" },
        { x: 18, y: 12, clue: true, side: "B" },
      ],
      [],
    );
    act(b, b.fighters[2]!, spot);
    const c = b.fighters[2]!;
    expect(c.victim).toBe(0);
    expect(Math.hypot(c.x - 12, c.y - 12)).toBeCloseTo(TOUCH);
    expect(Math.hypot(c.x - b.fighters[1]!.x, c.y - b.fighters[1]!.y)).toBeGreaterThanOrEqual(TOUCH - 1e-6);
  });

  it("ruling: a charge covers at most 2 × M; a victim whose only free place lies further round is not charged (no dice)", () => {
    // C's near side is taken by B (A's gang, touching C); the first free place round C is 8.3" from A, M 4.
    const b = arena(
      [
        { x: 2, y: 12, clue: true, side: "A" },
        { x: 2 + 7.9, y: 12, clue: true, side: "A", M: 0 },
        { x: 2 + TOUCH + 7.9, y: 12, side: "C" },
      ],
      [],
    );
    const a = b.fighters[0]!,
      from = { x: a.x, y: a.y };
    act(b, a, spot);
    expect(a.victim).toBe(-1);
    expect(reaction(b)).toBeUndefined();
    expect(Math.hypot(a.x - from.x, a.y - from.y)).toBeLessThanOrEqual(8);
  });

  it("ruling: a charger forgets the friend it touched: when it dies, its keg hits only who touches it now (A charges C, misses: 1; C hits: 4, wounds: 5; A's keg misses C: 1)", () => {
    // A and B (one gang) touch; A charges C 3" away (C holds: within 4"), B (M 0) stays behind.
    const b = arena(
      [
        { x: 10, y: 12, clue: true, side: "A" },
        { x: 10 - TOUCH, y: 12, clue: true, side: "A", M: 0 },
        { x: 10 + TOUCH + 3, y: 12, clue: true, side: "B" },
      ],
      [1, 4, 5, 1, 6],
    );
    movementPhase(b, spot);
    expect(b.fighters[0]!.victim).toBe(2);
    combatPhase(b);
    expect(b.fighters[0]!.alive).toBe(false);
    expect(b.fighters[1]!.alive).toBe(true);
    expect(b.log!.filter((e) => e.data?.kind === "hit").map((e) => e.data!.fighter)).toEqual(["C"]);
  });
});

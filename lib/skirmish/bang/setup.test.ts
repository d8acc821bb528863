import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { farthestPoints, placeFighters, rollForFirstGit } from "./setup";
import { createBattle, seatingOrder } from "./state";
import { startTurn } from "./movement";
import { kill } from "./state";

const three = { fighters: ["A", "B", "C"].map((n) => ({ id: n, name: n, side: n })) };

describe("Bang! (000) setting up", () => {
  it("000: the high roller takes the First Git token (dice 2, 5, 3: B)", () => {
    const b = createBattle(three, {}, manualDice([2, 5, 3]), 100);
    expect(b.seats[rollForFirstGit(b)]).toBe(1);
  });

  it("ruling: a tie for highest rolls again among the tied only (dice 6, 2, 6, then A 1, C 4: C)", () => {
    const b = createBattle(three, {}, manualDice([6, 2, 6, 1, 4]), 100);
    expect(b.seats[rollForFirstGit(b)]).toBe(2);
  });

  it('000: each Gnoblar is placed more than 6" from all others when possible (4 on 24")', () => {
    const p = farthestPoints(24, 0.4, 4, []);
    for (let i = 0; i < 4; i++)
      for (let j = i + 1; j < 4; j++) expect(Math.hypot(p[2 * i]! - p[2 * j]!, p[2 * i + 1]! - p[2 * j + 1]!) - 0.8).toBeGreaterThan(6);
  });

  it('000: when it is not possible they are placed as far apart as possible (24 on 24": all in, none touching)', () => {
    const p = farthestPoints(24, 0.4, 24, []);
    let closest = Infinity;
    for (let i = 0; i < 24; i++) for (let j = i + 1; j < 24; j++) closest = Math.min(closest, Math.hypot(p[2 * i]! - p[2 * j]!, p[2 * i + 1]! - p[2 * j + 1]!));
    expect(closest).toBeGreaterThan(4);
  });

  it("ruling: a fighter given a place keeps it (pulled inside the arena), the others are placed around it", () => {
    const b = createBattle(
      {
        fighters: [
          { id: "A", name: "A", side: "A", at: { x: 30, y: 12 } },
          { id: "B", name: "B", side: "B" },
        ],
      },
      {},
      manualDice([]),
      100,
    );
    placeFighters(b, 0);
    expect(b.fighters[0]!.x).toBeCloseTo(24 - b.r);
    expect(Math.hypot(b.fighters[0]!.x - b.fighters[1]!.x, b.fighters[0]!.y - b.fighters[1]!.y)).toBeGreaterThan(20);
  });

  it("ruling: gangs alternate around the table (A1, B1, A2, B2, A3)", () => {
    expect(seatingOrder([0, 0, 0, 1, 1], 2)).toEqual([0, 3, 1, 4, 2]);
  });

  it("000 Step 1: at the start of each turn the token passes to the next player on the left; ruling: dead ones are skipped", () => {
    const b = createBattle(three, {}, manualDice([]), 100);
    b.firstGitSeat = 0;
    startTurn(b);
    expect(b.firstGitSeat).toBe(1);
    kill(b, b.fighters[2]!);
    startTurn(b);
    expect(b.firstGitSeat).toBe(0);
  });
});

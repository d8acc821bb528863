// The automated player's heuristics (no dice).
import { describe, expect, it } from "vitest";
import { seededDice } from "@/lib/dice";
import { firstStrikeFlank, nextPosition, salvageShare, skirmishBudget, targetRank } from "./heuristics";
import { playBenchFighting } from "./play";
import { LEFT, MAIN, RIGHT, SCOUT } from "./rules";
import { events, player } from "./test-helpers";

describe("automated player", () => {
  it("spends an even share of what is left of the pool each skirmish", () => {
    expect(skirmishBudget(1000, 10)).toBe(100);
    expect(skirmishBudget(905, 9)).toBe(100);
    expect(skirmishBudget(50, 0)).toBe(0);
  });

  it("places the largest squad in the main force, then each where it is furthest below its share", () => {
    const placed = [0, 0, 0, 0];
    const order: number[] = [];
    for (const [i, pts] of [50, 20, 20, 10].entries()) {
      const p = nextPosition(placed, 100, i === 0);
      placed[p] = placed[p]! + pts;
      order.push(p);
    }
    expect(order).toEqual([MAIN, LEFT, RIGHT, SCOUT]);
  });

  it("on equal gaps below the shares: main before left, left before right, right before scout (total 100)", () => {
    // main 50 − 30 = 20 and left 20 − 0 = 20: main
    expect(nextPosition([0, 0, 0, 30], 100, false)).toBe(MAIN);
    // left 20 and right 20, main already full: left
    expect(nextPosition([0, 0, 0, 50], 100, false)).toBe(LEFT);
    // right 20 v scout 10 after left is full: right; scout 10 v right 10: right
    expect(nextPosition([0, 20, 0, 50], 100, false)).toBe(RIGHT);
    expect(nextPosition([0, 20, 10, 50], 100, false)).toBe(RIGHT);
    // every other position full: the scouts
    expect(nextPosition([0, 20, 20, 50], 100, false)).toBe(SCOUT);
    // the scouts' gap is their share less what they hold: 10 beats right's 5; a full scout force gets nothing more
    expect(nextPosition([0, 20, 15, 50], 100, false)).toBe(SCOUT);
    expect(nextPosition([10, 20, 20, 50], 100, false)).toBe(MAIN);
    // the first squad always leads the main force, whatever the gaps
    expect(nextPosition([0, 0, 0, 100], 100, true)).toBe(MAIN);
  });

  it("pairs like with like and wraps round when it has more squads than the enemy", () => {
    expect([0, 1, 2, 3].map((r) => targetRank(r, 2))).toEqual([0, 1, 0, 1]);
  });

  it("sends the reconnaissance winners where it is furthest behind, the left on equal terms", () => {
    expect(firstStrikeFlank(10, 30)).toBe(RIGHT);
    expect(firstStrikeFlank(0, 0)).toBe(LEFT);
  });

  it("salvages whole squads from the largest while the points last, then one partial squad", () => {
    let left = 70;
    const kept = [50, 40, 10].map((pts) => {
      const k = salvageShare(pts, left);
      left -= k;
      return k;
    });
    expect(kept).toEqual([50, 20, 0]);
  });

  it("plays skirmishes nobody set by hand, with at least a main force while the pool lasts", () => {
    const players = [player("a", "a1:50 a2:30 a3:20", []), player("b", "b1:40 b2:40", [], 200)];
    const outcome = playBenchFighting({ players }, {}, seededDice(3));
    const allocations = events(outcome.log, "allocation");
    expect(allocations).toHaveLength(20);
    for (const e of allocations) {
      if ((e.cost as number) > 0) expect((e.positions as { main: string[] }).main.length).toBeGreaterThan(0);
    }
  });
});

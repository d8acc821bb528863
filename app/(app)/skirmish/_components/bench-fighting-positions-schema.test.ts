// Hand-set Bench Fighting positions for any skirmish, checked by the engine's validator (001 Constraints).
import { describe, expect, it } from "vitest";
import type { BenchFightingPlayer } from "@/lib/skirmish/bench-fighting";
import { allocationsOf, checkHand, costInWords, handProblem, handSkirmishes, type HandPositions } from "./bench-fighting-positions-schema";

const player: BenchFightingPlayer = {
  id: "Da Grunts",
  name: "Da Grunts",
  pool: 300,
  army: [
    { id: "1/boss", name: "Da Boss", points: 100 },
    { id: "1/yoof", name: "Yoof", points: 50 },
  ],
};
const hand = (bySkirmish: HandPositions["bySkirmish"]): HandPositions => ({ skirmish: 1, bySkirmish });

describe("hand-set positions per skirmish", () => {
  it("skirmishes left out are gaps for the automated player; trailing gaps are dropped", () => {
    const h = hand([null, { "1/boss": "main", "1/yoof": "" }, null, { "1/boss": "main", "1/yoof": "scout" }, null]);
    expect(allocationsOf(h)).toEqual([null, { main: ["1/boss"] }, null, { main: ["1/boss"], scout: ["1/yoof"] }]);
    expect(handSkirmishes(h)).toEqual([2, 4]);
    expect(allocationsOf(hand([null, null]))).toBeUndefined();
  });

  it("001 Constraints: each skirmish needs a main force; the other positions may stay empty", () => {
    const h = hand([{ "1/boss": "main" }, null, { "1/boss": "scout", "1/yoof": "left" }]);
    expect(handProblem(player, h)).toBe("skirmish 3: The main force needs at least one squad.");
  });

  it("001 Battle: each hand-set skirmish is paid from what the ones before it left in the pool (at most)", () => {
    const all = { "1/boss": "main", "1/yoof": "left" } as const;
    const checks = checkHand(player, hand([all, all, all]));
    expect(Array.isArray(checks) && checks.map((c) => c.poolLeft)).toEqual([300, 150, 0]);
    expect(handProblem(player, hand([all, all, all]))).toBe("skirmish 3: These squads cost 150 points but only 0 are left in the battle pool.");
    if (Array.isArray(checks)) {
      expect(costInWords(checks[0]!)).toBe("Skirmish 1 costs 150 of 300 points in the battle pool.");
      expect(costInWords(checks[1]!)).toBe("Skirmish 2 costs 150 points; at most 150 are left in the battle pool by then.");
    }
  });

  it("zod refuses an unknown position or skirmish before the engine sees it", () => {
    expect(handProblem(player, { skirmish: 11, bySkirmish: [] })).toBe("A skirmish from 1 to 10.");
    expect(handProblem(player, hand([{ "1/boss": "rear" as "main" }]))).toMatch(/Invalid option/);
  });
});

// Bench Fighting (rules text 001) as a quick-resolve system: `playBenchFighting(setup, options, dice)`
// returns the shared SkirmishOutcome with a turn-by-turn log (turn = skirmish number).
// Rulings are marked `// ruling:` beside the code (rules.ts, combat.ts, stage.ts, skirmish.ts,
// allocate.ts, play.ts) and each has a test; the automated player's heuristics are in heuristics.ts.
export { playBenchFighting } from "./play";
export { validateAllocation, type AllocationCheck, type AllocationErrorCode } from "./validate";
export { BENCH_FIGHTING_RULES, fieldingCost, pointsModifier, survivorPoints } from "./rules";
export { resolveAttack } from "./combat";
export { POSITION_SHARES, firstStrikeFlank, nextPosition, salvageShare, skirmishBudget, targetRank } from "./heuristics";
export { twelveSquadGangs } from "./fixtures";
export * from "./types";

export { playBench } from "./play";
export { validateAllocation, type AllocationCheck, type AllocationErrorCode } from "./validate";
export { BENCH_RULES, fieldingCost, pointsModifier, survivorPoints } from "./rules";
export { resolveAttack } from "./combat";
export { POSITION_SHARES, firstStrikeFlank, nextPosition, salvageShare, skirmishBudget, targetRank } from "./heuristics";
export * from "./types";

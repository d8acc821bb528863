// The automated player's choices, each a small pure function. The text leaves all of these to the
// player; these are simple, explainable defaults, not an optimal strategy.
import * as rules from "./rules";

// Local copies: a CommonJS build (tsx, the benchmark) reads imports through getters.
const { SCOUT, LEFT, RIGHT, MAIN } = rules;

/**
 * How much of the pool to spend this skirmish: an even share of what is left, so every one of the
 * ten skirmishes is contested; points not spent roll over to later skirmishes.
 * Squads are then bought in this order: carried survivors first (they are cheaper to refill), then
 * the army list from the most points down, each if it still fits the budget; if nothing fits, the
 * cheapest squad the pool can pay for, because a main force is required.
 */
export function skirmishBudget(poolLeft: number, skirmishesLeft: number): number {
  return skirmishesLeft > 0 ? Math.floor(poolLeft / skirmishesLeft) : 0;
}

/**
 * Target share of the skirmish's points per position (scout, left, right, main). The main force
 * decides the skirmish, so it gets half; the flanks feed it with Rear Strike; a small scout force
 * can still win First Strike against an empty or weak enemy scout.
 */
export const POSITION_SHARES = [0.1, 0.2, 0.2, 0.5] as const;

/**
 * Where the next squad goes, squads being placed from the most points down: the first (largest)
 * always leads the main force (the only required position); each next one goes where the
 * position is furthest below its target share of the skirmish's total; on equal gaps main, then
 * left, right, scout. (Unrolled: it runs for every squad of every automated allocation.)
 */
export function nextPosition(placed: ArrayLike<number>, total: number, isFirst: boolean): number {
  if (isFirst) return MAIN;
  let best: number = MAIN;
  let gap = SHARE_MAIN * total - placed[MAIN]!;
  const left = SHARE_LEFT * total - placed[LEFT]!;
  if (left > gap) {
    best = LEFT;
    gap = left;
  }
  const right = SHARE_RIGHT * total - placed[RIGHT]!;
  if (right > gap) {
    best = RIGHT;
    gap = right;
  }
  const scout = SHARE_SCOUT * total - placed[SCOUT]!;
  return scout > gap ? SCOUT : best;
}

const [SHARE_SCOUT, SHARE_LEFT, SHARE_RIGHT, SHARE_MAIN] = POSITION_SHARES;

/**
 * Whom a squad attacks: squads are ranked from the most points down, each side's and its enemies'
 * (all other players' standing squads in the stage, merged); a side's k-th squad attacks the
 * enemies' k-th, wrapping round when it has more squads than they do. Like meets like (no squad
 * throws itself at a much stronger one while a fairer target stands), and every enemy is attacked
 * once before any is attacked twice (an attack on an already beaten squad is wasted). It is also
 * constant-time per attack, which keeps the odds runner near the cost of its dice.
 */
export function targetRank(attackerRank: number, enemyCount: number): number {
  return attackerRank < enemyCount ? attackerRank : attackerRank % enemyCount;
}

/**
 * Which flank the reconnaissance winner reinforces, after its sneak peek at the enemy flanks: the
 * one where it is furthest behind (deficit = the strongest enemy's points there minus its own),
 * to help where help is needed; on equal terms, the left.
 */
export function firstStrikeFlank(leftDeficit: number, rightDeficit: number): number {
  return rightDeficit > leftDeficit ? RIGHT : LEFT;
}

/**
 * How many of the survivor points a standing squad gets, squads being salvaged from the most
 * points down: whole while the points last, then the rest to the next squad as a partial squad
 * (big squads keep the best points-difference bonus); the squads after that are lost.
 */
export function salvageShare(squadPoints: number, survivorPointsLeft: number): number {
  return Math.max(0, Math.min(squadPoints, survivorPointsLeft));
}

// The automated player's choices, each a small pure function. The text leaves all of these to the
// player; these are simple, explainable defaults, not an optimal strategy.
import { LEFT, MAIN, RIGHT, SCOUT } from "./rules";

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

/** Ties go to main, then left, right, scout. */
const PREFERENCE = [MAIN, LEFT, RIGHT, SCOUT] as const;

/**
 * Where the next squad goes, squads being placed from the most points down: the first (largest)
 * always leads the main force (the only required position); each next one goes where the
 * position is furthest below its target share of the skirmish's total.
 */
export function nextPosition(placed: ArrayLike<number>, total: number, isFirst: boolean): number {
  if (isFirst) return MAIN;
  let best: number = MAIN;
  let bestGap = -Infinity;
  for (const p of PREFERENCE) {
    const gap = POSITION_SHARES[p] * total - (placed[p] ?? 0);
    if (gap > bestGap) {
      bestGap = gap;
      best = p;
    }
  }
  return best;
}

/**
 * How much an attacker wants to attack a defender (highest wins, first listed on equal scores):
 * first squads nobody has attacked yet this round (an attack on a doomed squad is wasted), then
 * the strongest squad it is not weaker than (a fair or better roll that removes the most points),
 * else the weakest squad (the smallest penalty).
 */
export function targetScore(attackerPoints: number, defenderPoints: number, alreadyAttacked: boolean): number {
  const tier = alreadyAttacked ? 0 : 4e9;
  return tier + (defenderPoints <= attackerPoints ? 2e9 + defenderPoints : 1e9 - defenderPoints);
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

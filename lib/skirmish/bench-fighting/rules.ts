// 001 "Bench Fighting" as data, and the two small formulas the text gives.

export const BENCH_FIGHTING_RULES = {
  /** 001 Battle: ten skirmishes make a battle. */
  skirmishes: 10,
  /** "an one hundred sided die" */
  die: 100,
  /** 001 Combat: a natural 1 always loses, a natural 100 always wins. */
  naturalLoss: 1,
  naturalWin: 100,
  /** 001 Combat: the attacker's modifier is the points difference / 10, rounded down. */
  pointsPerModifier: 10,
  /** 001 Rear Strike: the defender rolls at -10. */
  rearStrikePenalty: 10,
} as const;

const POINTS_PER_MODIFIER = BENCH_FIGHTING_RULES.pointsPerModifier;

/** Position index = stage order: "first stage ... forward scout", then left, right, main. */
export const SCOUT = 0;
export const LEFT = 1;
export const RIGHT = 2;
export const MAIN = 3;

/**
 * The attacker's bonus (or penalty) for the points difference.
 * ruling: "rounded down" rounds the size of the difference down and keeps its sign (toward zero),
 * so a 15-point edge is +1 for the bigger squad and -1 for the smaller, symmetrically.
 */
export function pointsModifier(attackerPoints: number, defenderPoints: number): number {
  // `| 0` truncates toward zero like Math.trunc, and is much cheaper in the combat loop
  return ((attackerPoints - defenderPoints) / POINTS_PER_MODIFIER) | 0;
}

/**
 * 001 Survivors: the lesser of the standing squads' points and the points difference between
 * the winner and the player next highest.
 * ruling: the points compared are those each player had in the stage when it began (reassigned
 * survivors included, before any First Strike), and the difference is taken as a size (absolute):
 * an outnumbered winner still salvages the margin. A winner alone in the stage compares with 0.
 */
export function survivorPoints(standingPoints: number, winnerPoints: number, nextHighestPoints: number): number {
  return Math.max(0, Math.min(standingPoints, Math.abs(winnerPoints - nextHighestPoints)));
}

/**
 * 001 Main Fight: a survivor carried on must be topped up to a full squad (per its army list) with
 * points from what is left of the battle pool. A squad not carried costs its full points.
 */
export function fieldingCost(fullPoints: number, carriedPoints: number): number {
  return fullPoints - Math.min(carriedPoints, fullPoints);
}

// Bang! (000) — the numbers the dice are rolled against, each small enough to check against the text.

/** 000 Step 3: a Gnoblar hits on a D6 roll of 4+ before modifiers. */
export const BASIC_TO_HIT = 4;
/** 000 Step 2, stand & shoot: two D6, each a S2 hit on a 6. */
export const STAND_AND_SHOOT = { dice: 2, hitOn: 6, S: 2 } as const;
/** 000 Step 3: a controlled Bang! gives its attacker a S1 hit and everyone else in contact a S2 hit. */
export const BANG_HIT = { attacker: 1, others: 2 } as const;
/** 000 Step 2: the victim may stand & shoot only at a charger who started over 4" away. */
export const STAND_AND_SHOOT_MIN_RANGE = 4;
/** 000 Step 2: a Gnoblar may march unless a Gnoblar that is not fleeing stands within 8". */
export const MARCH_BLOCK_RANGE = 8;
/** 000: a wanderer stops 1" short of another Gnoblar; combat survivors end 1" apart. */
export const KEEP_APART = 1;
/** ruling: Warhammer caps a characteristic at 10, so the +1 Ld per dead Gnoblar stops there (11 and 12 fail). */
export const LD_CAP = 10;

/**
 * 000 Step 3, ganging up: +1 to hit for each other Gnoblar who attacked the target before you this
 * turn (4+, then 3+, then 2+), and a 1 always misses, so the score needed never drops below 2.
 */
export function toHitNeeded(otherAttackers: number): number {
  return Math.max(2, BASIC_TO_HIT - otherAttackers);
}

/**
 * 000 Step 3: an unmodified 6 makes the victim go Bang!; each Gnoblar killed in close combat lowers
 * that by one (5+ after one kill, 4+ after two ...), but never below the score needed to hit.
 */
export function bangNeeded(kills: number, hitNeeded: number): number {
  return Math.max(6 - kills, hitNeeded);
}

/** Stupidity test (000 Step 2): +1 Ld for every Gnoblar dead so far in the game. */
export function stupidityLd(ld: number, killedSoFar: number): number {
  return Math.min(LD_CAP, ld + killedSoFar);
}

/**
 * "roll to wound as normal" (000) — the Warhammer to-wound chart: 4+ when S equals T, one better for
 * each point S exceeds T (best 2+), one worse for each point T exceeds S (worst 6+), and no roll
 * can wound when T is 4 or more above S. Returns 7 for "cannot wound".
 */
export function toWoundNeeded(S: number, T: number): number {
  const d = T - S;
  if (d >= 4) return 7;
  return Math.min(6, Math.max(2, 4 + d));
}

// Bang! (000) — the numbers the dice are rolled against, each small enough to check against the text.

/** 000 Step 3: "Each Gnoblar ... will need a basic score of 4+ on a D6 to hit." */
export const BASIC_TO_HIT = 4;
/** 000: "Gnoblars who stand and shoot will roll two dice, hitting on 6s with a Strength of 2." */
export const STAND_AND_SHOOT = { dice: 2, hitOn: 6, S: 2 } as const;
/** 000: the attacker of a controlled Bang! takes "a Strength 1 hit"; everyone else in contact "a Strength 2 hit". */
export const BANG_HIT = { attacker: 1, others: 2 } as const;
/** 000: "only if the charger started more than 4" away" may the victim stand & shoot. */
export const STAND_AND_SHOOT_MIN_RANGE = 4;
/** 000: "if there are no non-fleeing Gnoblars within 8" they may march". */
export const MARCH_BLOCK_RANGE = 8;
/** 000: wanderers are "halted 1" away"; survivors of a combat "are moved 1" apart". */
export const KEEP_APART = 1;
/** ruling: Warhammer caps a characteristic at 10, so the +1 Ld per dead Gnoblar stops there (11 and 12 fail). */
export const LD_CAP = 10;

/**
 * 000: "+1 to your to-hit roll for every other Gnoblar who attacked your target ... the first attacker
 * will hit on a 4+, the second on a 3+ and the third on a 2+" and "a to-hit roll of 1 will miss
 * regardless of modifiers", so the score needed never drops below 2.
 */
export function toHitNeeded(otherAttackers: number): number {
  return Math.max(2, BASIC_TO_HIT - otherAttackers);
}

/**
 * 000: an unmodified 6 makes the victim go Bang!; each Gnoblar killed in close combat lowers that by
 * one ("5+" after one kill, "4+" after two ...), but it "cannot ever be better than the roll you need
 * to hit".
 */
export function bangNeeded(kills: number, hitNeeded: number): number {
  return Math.max(6 - kills, hitNeeded);
}

/** Stupidity test (000 Step 2): "+1 Ld modifier for each Gnoblar that has been killed so far". */
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

// The rules of Roll Out the (Gun) Barrels (002) as small pure predicates. The engine inlines the
// same comparisons in its hot loop; these are the readable statement of them, and the tests pin
// both to the text.

/** 002 core, direct assault: your die must show more than the enemy die it takes. */
export function canAssault(attackerFace: number, targetFace: number): boolean {
  return attackerFace > targetFace;
}

/**
 * 002 core, flanking maneuver: two or more of your dice adding up to exactly the enemy die (more
 * is not enough), one of them showing at least half of the enemy die.
 * ruling: "at least half" is exact, 2 × face ≥ target, with no rounding: against a 7 a die must
 * show 4 (3 is less than 3.5).
 */
export function isFlank(faces: readonly number[], targetFace: number): boolean {
  if (faces.length < 2) return false;
  let sum = 0;
  let halfMet = false;
  for (const f of faces) {
    sum += f;
    if (2 * f >= targetFace) halfMet = true;
  }
  return sum === targetFace && halfMet;
}

/** The letter's variant: how far flanking dice drop, and the die size from which they stop at one. */
export const LETTER_VARIANT = { drop: 2, clampFromSides: 4 } as const;

/**
 * The letter's variant (002, Letter from a Fan): after a flank every attacking die loses 2 instead
 * of re-rolling; a die of 4 or more sides stops at 1 unless it already showed 1, and a die that
 * ends at 0 or less is eliminated. Returns the new face, or 0 when the die is eliminated.
 * ruling: a die of 1 to 3 sides is not protected, so a d3 showing 2 or a d2 showing 2 is eliminated.
 */
export function dropByTwo(sides: number, face: number): number {
  const dropped = face - LETTER_VARIANT.drop;
  if (dropped >= 1) return dropped;
  if (sides >= LETTER_VARIANT.clampFromSides && face > 1) return 1;
  return 0;
}

/** 002 end of game: a score is the sum of the sides of the dice in your scoring area. */
export function scoreOfCaptured(capturedSides: readonly number[]): number {
  let total = 0;
  for (const s of capturedSides) total += s;
  return total;
}

/** 002 Fronts: a final score is multiplied by the number of fronts won. */
export function frontsScore(captured: number, frontsWon: number): number {
  return captured * frontsWon;
}

export type HandicapVerdict = "total victory" | "Pyrrhic victory" | "victory" | "draw";

/**
 * 002 Handicapping, for two sides: the larger force (by points brought into play) needs a final
 * score at least (larger points / smaller points) times the smaller force's for a total victory;
 * winning by less is a Pyrrhic victory. The smaller force wins as usual.
 * ruling: "at least this much larger" is ≥, checked exactly as final₁ × points₂ ≥ final₂ × points₁.
 * ruling: forces of equal points are not handicapped: the winner has a plain victory.
 */
export function handicapVerdict(points: readonly [number, number], finals: readonly [number, number]): { winner: 0 | 1 | null; verdict: HandicapVerdict } {
  const [pa, pb] = points;
  const [fa, fb] = finals;
  if (fa === fb) return { winner: null, verdict: "draw" };
  const winner: 0 | 1 = fa > fb ? 0 : 1;
  if (pa === pb) return { winner, verdict: "victory" };
  const larger: 0 | 1 = pa > pb ? 0 : 1;
  if (winner !== larger) return { winner, verdict: "victory" };
  const [pl, ps, fl, fs] = larger === 0 ? [pa, pb, fa, fb] : [pb, pa, fb, fa];
  return { winner, verdict: fl * ps >= fs * pl ? "total victory" : "Pyrrhic victory" };
}

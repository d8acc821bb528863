// The end of a Medieval Strife or Star Strife game, as the core rule scores it (002: each side
// totals the sides of the dice in its scoring area; the highest total wins): scores, ranking and
// winner for the shared SkirmishOutcome.

export interface Ranked {
  scores: Record<string, number>;
  ranking: string[];
  winner: string | null;
  verdict: "victory" | "draw";
}

/**
 * Sides from best to worst (equal scores keep the order given); no winner when the top two tie.
 * `order` is scratch of one entry per side. Written as plain loops: it runs once per game,
 * thousands of times for the odds.
 */
export function rankSides(ids: readonly string[], score: ArrayLike<number>, order: Int32Array): Ranked {
  const scores: Record<string, number> = {};
  const n = ids.length;
  for (let p = 0; p < n; p++) {
    // V8 remembers one key per assignment site: the first two sides get a site each (as ROtGB does)
    if (p === 0) scores[ids[p]!] = score[p]!;
    else if (p === 1) scores[ids[p]!] = score[p]!;
    else scores[ids[p]!] = score[p]!;
    let i = p;
    order[i] = p;
    while (i > 0 && score[order[i - 1]!]! < score[p]!) {
      order[i] = order[i - 1]!;
      order[--i] = p;
    }
  }
  const ranking = new Array<string>(n);
  for (let i = 0; i < n; i++) ranking[i] = ids[order[i]!]!;
  const tied = n > 1 && score[order[0]!] === score[order[1]!];
  return { scores, ranking, winner: tied ? null : ranking[0]!, verdict: tied ? "draw" : "victory" };
}

/** Puts a side's list of lost unit ids under its id (the first two sides at sites of their own, as rankSides). */
export function setLost(casualties: Record<string, string[]>, p: number, id: string, lost: string[]): void {
  if (p === 0) casualties[id] = lost;
  else if (p === 1) casualties[id] = lost;
  else casualties[id] = lost;
}

/** How a game ended, for the log's last entry. */
export type StrifeEnding = "one side left" | "stalemate" | "no captures" | "turn limit";

export const ENDING_WORDS: Record<StrifeEnding, string> = {
  "one side left": "one side left",
  stalemate: "nobody can move",
  "no captures": "no unit taken for a long while",
  "turn limit": "turn limit",
};

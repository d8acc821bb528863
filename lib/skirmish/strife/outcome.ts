// The end of a Medieval Strife or Star Strife game, as the core rule scores it (002: each side
// totals the sides of the dice in its scoring area; the highest total wins): scores, ranking and
// winner for the shared SkirmishOutcome, each side's losses, and the log's last entry.
import type { BattleLogEntry, SkirmishOutcome, SystemId } from "../types";

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

/**
 * The ids of a side's units lost, given as bits of its slots (bit i: slot first + i), in slot
 * order. Medieval Strife and Star Strife keep such a list per set of losses (`made`, indexed by
 * the bits; empty for a side too big to keep them): made the first time a game ends with those
 * losses and then shared, frozen, by every later outcome with them, since the odds play thousands
 * of games whose losses repeat and only read the outcomes.
 */
export function lostByBits(made: (readonly string[] | undefined)[], bits: number, ids: readonly string[], first: number): readonly string[] {
  const kept = made.length > 0 ? made[bits] : undefined;
  if (kept !== undefined) return kept;
  const list: string[] = [];
  for (let rest = bits; rest !== 0; rest &= rest - 1) list.push(ids[first + 31 - Math.clz32(rest & -rest)]!);
  const lost = Object.freeze(list);
  if (made.length > 0) made[bits] = lost;
  return lost;
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

/** What the outcome reads of a compiled battle (both variants' battles have these). */
export interface StrifeTable {
  playerIds: string[];
  ids: string[];
  ownerIds: (string | undefined)[];
  player: Int32Array;
  status: Int32Array;
  takenBy: Int32Array;
  firstUnit: Int32Array;
  endUnit: Int32Array;
  score: Int32Array;
  /** Scratch, one entry per side. */
  order: Int32Array;
}

/**
 * The outcome: scores, ranking, winner, each side's lost units (`isLost`: the variant's ruling on
 * units that split or dispersed), and with a log its last entry (ending, turns, the faces drawn,
 * every unit taken and by whom). Plain loops: it runs once per game, thousands of times for odds.
 */
export function strifeOutcome(
  system: SystemId,
  b: StrifeTable,
  taken: number,
  isLost: (u: number) => boolean,
  ending: StrifeEnding,
  turns: number,
  log: { entries: BattleLogEntry[]; add(turn: number, text: string, data: Record<string, unknown>): void } | null,
  faces: number[] | null,
): SkirmishOutcome {
  const { scores, ranking, winner, verdict } = rankSides(b.playerIds, b.score, b.order);
  const casualties: Record<string, string[]> = {};
  for (let p = 0; p < b.playerIds.length; p++) {
    const first = b.firstUnit[p]!,
      end = b.endUnit[p]!;
    // counted first, so the list is made at its size
    let k = 0;
    for (let u = first; u < end; u++) if (isLost(u)) k++;
    const lost = new Array<string>(k);
    k = 0;
    for (let u = first; u < end; u++) if (isLost(u)) lost[k++] = b.ids[u]!;
    setLost(casualties, p, b.playerIds[p]!, lost);
  }
  if (log) {
    const parts = ranking.map((id) => `${id} ${scores[id]}`).join(", ");
    log.add(turns, `The game ends (${ENDING_WORDS[ending]}) after ${turns} turns: ${parts}; ${winner === null ? "a draw" : `${verdict} for ${winner}`}.`, {
      action: "end",
      ending,
      turns,
      faces,
      lost: b.ids.flatMap((id, u) =>
        b.status[u] === taken ? [{ unit: id, owner: b.ownerIds[u] ?? null, player: b.playerIds[b.player[u]!], takenBy: b.playerIds[b.takenBy[u]!] }] : [],
      ),
    });
  }
  return { system, winner, ranking, scores, verdict, casualties, log: log ? log.entries : [] };
}

// The end of the game, 002 core: the most sides in the scoring area wins, times the fronts won
// (fronts rule), judged by the handicap when that rule is on.
import type { SkirmishOutcome } from "../types";
import { freezeOutcome } from "../shared-outcome";
import * as field from "./battlefield";
import type { Battlefield } from "./battlefield";
import type { BattleLog } from "./log";
import type { Roller } from "./roller";
import { handicapVerdict } from "./rules";

/** The most units a player may have for its casualty lists to be kept (2^12 lists at most). */
export const LOST_LISTS_UP_TO = 12;

// tsx runs this as CommonJS, where every imported name is a getter call; the hot loop reads local copies.
const { TAKEN } = field;

export type Ending = "one side left" | "all fronts won" | "stalemate" | "turn limit";

/**
 * Scores, ranking and verdict are per side: a player, or an alliance when that rule is on
 * (002 Handicapping counts two players or two alliances alike as two sides).
 * ruling: an alliance's score is the sum of its players' scoring areas, multiplied by the fronts
 * the alliance won. Casualties stay per player, since that is what maps back to a roster.
 * Written as plain loops: it runs once per game, thousands of times for the odds.
 */
export function buildOutcome(b: Battlefield, ending: Ending, turns: number, log: BattleLog | null, roller: Roller | null): SkirmishOutcome {
  const teams = b.teams;
  // Per-side totals in the battlefield's scratch arrays (sized by team when it was prepared).
  const { captured, finals, order } = b.outcomeScratch;
  for (let t = 0; t < teams; t++) captured[t] = 0;
  for (let p = 0; p < b.players; p++) captured[b.playerTeam[p]!]! += b.score[p]!;
  const scores: Record<string, number> = {};
  for (let t = 0; t < teams; t++) {
    finals[t] = b.useFronts ? captured[t]! * frontsWon(b, t) : captured[t]!;
    // V8 remembers one key per assignment site: a site seeing every side's id in turn falls back
    // to a slow generic store, so the first two sides' ids each get a site of their own (the
    // same assignment whichever line makes it). The same for casualties below.
    const id = b.teamIds[t]!;
    if (t === 0) scores[id] = finals[t]!;
    else if (t === 1) scores[id] = finals[t]!;
    else scores[id] = finals[t]!;
    // insertion by score, most first; equal scores keep the order the sides were given in
    let i = t;
    order[i] = t;
    while (i > 0 && finals[order[i - 1]!]! < finals[t]!) {
      order[i] = order[i - 1]!;
      order[--i] = t;
    }
  }
  const ranking = new Array<string>(teams);
  for (let i = 0; i < teams; i++) ranking[i] = b.teamIds[order[i]!]!;
  let winner: string | null;
  let verdict: string;
  if (b.handicap) {
    const judged = handicapVerdict([b.fielded[0]!, b.fielded[1]!], [finals[0]!, finals[1]!]);
    winner = judged.winner === null ? null : b.teamIds[judged.winner]!;
    verdict = judged.verdict;
  } else {
    const tied = finals[order[1]!]! === finals[order[0]!]!;
    winner = tied ? null : ranking[0]!;
    verdict = tied ? "draw" : "victory";
  }
  const casualties: Record<string, readonly string[]> = {};
  for (let p = 0; p < b.players; p++) {
    const lost = lostList(b, p);
    const id = b.playerIds[p]!;
    if (p === 0) casualties[id] = lost;
    else if (p === 1) casualties[id] = lost;
    else casualties[id] = lost;
  }
  // (with a log there is always a roller, recording the faces)
  if (log) endEntry(b, log, ending, turns, captured, scores, ranking, winner, verdict, roller!);
  return { system: "rotgb", winner, ranking, scores, verdict, casualties, log: log ? log.entries : [] };
}

/**
 * buildOutcome for two players on two sides without a log (onefront.ts' playTwoSides): the same
 * outcome, its property for property, with the two sides' numbers in locals and kept as small
 * integers (buildOutcome's per-side scratch holds doubles, and each score stored from it was a
 * number object of its own), and the ranking written as a pair.
 */
export function buildTwoSidesOutcome(b: Battlefield): SkirmishOutcome {
  // Everything in the outcome follows from the units each player lost: the scores are the sides
  // of the foe's units taken, and the front (fronts rule) goes to the player left when the other
  // lost them all. So a game won outright (four in five of the benchmark's) takes the outcome, made
  // once and frozen, of the first game won with the same losses: by the winner, and the winner's
  // units lost. (Kept for players of at most LOST_LISTS_UP_TO units, as the casualty lists are;
  // a game that stalls or runs out of turns gets an outcome of its own.) Making it was about 3 %
  // of a profile, besides the garbage it left.
  const kept = b.twoSidesOutcomes;
  if (kept === null) return makeTwoSidesOutcome(b);
  const lost0 = b.lost[0]!,
    lost1 = b.lost[1]!;
  const all0 = b.lostLists[0]!.length - 1,
    all1 = b.lostLists[1]!.length - 1;
  let list: (SkirmishOutcome | null)[], at: number;
  if (lost1 === all1) {
    list = kept[0]!;
    at = lost0;
  } else if (lost0 === all0) {
    list = kept[1]!;
    at = lost1;
  } else return makeTwoSidesOutcome(b);
  let made = list[at]!;
  if (made === null) {
    // frozen to the bottom, as the casualty lists are: one caller changing it would change every later game's
    made = makeTwoSidesOutcome(b);
    list[at] = freezeOutcome(made);
  }
  return made;
}

/** buildTwoSidesOutcome's outcome, made new. */
function makeTwoSidesOutcome(b: Battlefield): SkirmishOutcome {
  const { score, teamIds } = b;
  // each player is a side of its own: the first side's score is its player's
  const swapped = b.playerTeam[0] !== 0;
  let f0 = score[swapped ? 1 : 0]!,
    f1 = score[swapped ? 0 : 1]!;
  // (fronts rule with one named front: times the fronts won, 1 for its owner, 0 for the other)
  if (b.useFronts) {
    const owner = b.owner[0];
    f0 = owner === 0 ? f0 : 0;
    f1 = owner === 1 ? f1 : 0;
  }
  const id0 = teamIds[0]!,
    id1 = teamIds[1]!;
  const scores: Record<string, number> = {};
  scores[id0] = f0;
  scores[id1] = f1;
  // most first; equal scores keep the order the sides were given in
  const ranking = f0 < f1 ? [id1, id0] : [id0, id1];
  let winner: string | null;
  let verdict: string;
  if (b.handicap) {
    const judged = handicapVerdict([b.fielded[0]!, b.fielded[1]!], [f0, f1]);
    winner = judged.winner === null ? null : teamIds[judged.winner]!;
    verdict = judged.verdict;
  } else {
    winner = f0 === f1 ? null : ranking[0]!;
    verdict = f0 === f1 ? "draw" : "victory";
  }
  const casualties: Record<string, readonly string[]> = {};
  casualties[b.playerIds[0]!] = lostList(b, 0);
  casualties[b.playerIds[1]!] = lostList(b, 1);
  return { system: "rotgb", winner, ranking, scores, verdict, casualties, log: [] };
}

/**
 * Player p's units lost. A list is made once per set of units taken and then shared, frozen, by
 * every outcome with that set: the odds play thousands of games whose losses repeat, and making
 * the lists was a fifteenth of a game (players with more units get a new list each game).
 */
function lostList(b: Battlefield, p: number): readonly string[] {
  const made = b.lostLists[p]!;
  // (the units taken, as bits: b.lost, kept by every capture)
  const taken = b.lost[p]!;
  const kept = made.length > 0 ? (made[taken] ?? null) : null;
  if (kept !== null) return kept;
  const { status, ids } = b;
  const first = b.firstUnit[p]!,
    end = b.endUnit[p]!;
  const list: string[] = [];
  // (with the face index, the one-front loop keeps b.status only with a log: there the bits
  // of b.lost say which units were taken)
  if (b.byFace) {
    for (let u = first; u < end; u++) if ((taken >> (u - first)) & 1) list.push(ids[u]!);
  } else for (let u = first; u < end; u++) if (status[u] === TAKEN) list.push(ids[u]!);
  const lost = Object.freeze(list);
  if (made.length > 0) made[taken] = lost;
  return lost;
}

function endEntry(
  b: Battlefield,
  log: BattleLog,
  ending: Ending,
  turns: number,
  captured: Float64Array,
  scores: Record<string, number>,
  ranking: string[],
  winner: string | null,
  verdict: string,
  roller: Roller,
): void {
  const parts = ranking.map((id) => `${id} ${scores[id]}`).join(", ");
  const result = winner === null ? "a draw" : `${verdict} for ${winner}`;
  const perTeam = (value: (t: number) => number) => Object.fromEntries(b.teamIds.map((id, t) => [id, value(t)]));
  log.add(turns, `The game ends (${ending}) after ${turns} turns: ${parts}; ${result}.`, {
    action: "end",
    ending,
    turns,
    captured: perTeam((t) => captured[t]!),
    frontsWon: b.useFronts ? perTeam((t) => frontsWon(b, t)) : undefined,
    playerScores: Object.fromEntries(b.playerIds.map((id, p) => [id, b.score[p]])),
    pointsFielded: perTeam((t) => b.fielded[t]!),
    lost: b.ids.flatMap((id, u) =>
      b.status[u] === TAKEN ? [{ unit: id, owner: b.ownerIds[u] ?? null, player: b.playerIds[b.player[u]!], takenBy: b.playerIds[b.takenBy[u]!] }] : [],
    ),
    faces: roller.faces,
  });
}

function frontsWon(b: Battlefield, t: number): number {
  let k = 0;
  for (let f = 0; f < b.fronts; f++) if (b.owner[f] === t) k++;
  return k;
}

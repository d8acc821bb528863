// Odds (issue 6, item 6): N games between two gangs, each with its own seed derived from a base
// seed, counted as win / draw / loss for the first gang with 95% Wilson intervals, and the
// distribution of the score margin. Runs in chunks so a worker can report progress and stop.
import { seededSource } from "@/lib/dice";
import type { GangExport } from "@/lib/export/gang-export";
import type { Army } from "./army";
import { prepareSkirmish, type SkirmishOptions } from "./resolve";
import type { SystemId } from "./types";

export const DEFAULT_RUNS = 10_000;
/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

export interface OddsRequest {
  system: SystemId;
  /** Exactly two sides, gangs then armies: odds are for the first against the second. */
  gangs: readonly [GangExport, GangExport] | readonly GangExport[];
  /** Armies of one's own (army.ts), after the gangs. */
  armies?: readonly Army[];
  seed: string | number;
  runs?: number;
  options?: SkirmishOptions;
}

export interface Interval {
  low: number;
  high: number;
}

export interface OddsResult {
  runs: number;
  sides: [string, string];
  wins: number;
  draws: number;
  losses: number;
  probability: { win: number; draw: number; loss: number };
  interval: { win: Interval; draw: Interval; loss: Interval };
  /** Games per score margin (first gang's score − second's), most negative first. */
  margins: { margin: number; games: number }[];
  /** Mean score of each gang. */
  meanScores: [number, number];
}

/** Wilson score interval for k successes in n trials (95% unless z is given). */
export function wilson(k: number, n: number, z = Z95): Interval {
  if (n === 0) return { low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The seed of game `i` of a run: the base seed and the game number (so any game can be replayed). */
export function gameSeed(base: string | number, i: number): string {
  return `${base}#${i + 1}`;
}

/**
 * A share of a run's games: game numbers [from, to) (0-based), played with the same seeds as in
 * the whole run (gameSeed), so shares played apart add up to the very same odds.
 */
export interface OddsPart {
  from: number;
  to: number;
}

/**
 * The run's games in `parts` shares of consecutive games, sizes differing by one at most (the
 * first shares take the extra games); as many shares as games when there are fewer games.
 */
export function splitRuns(total: number, parts: number): OddsPart[] {
  const k = Math.max(1, Math.min(Math.floor(parts), total));
  const size = Math.floor(total / k),
    extra = total % k;
  const shares: OddsPart[] = [];
  let from = 0;
  for (let i = 0; i < k; i++) {
    const to = from + size + (i < extra ? 1 : 0);
    shares.push({ from, to });
    from = to;
  }
  return shares;
}

/** The most workers an odds run starts, whatever the machine: each holds a copy of the game. */
export const MAX_ODDS_WORKERS = 8;
/** A share smaller than this is not worth a worker's start-up. */
export const MIN_GAMES_PER_WORKER = 250;

/**
 * How many workers (threads) an odds run of `runs` games uses on a machine with `cores` cores
 * (navigator.hardwareConcurrency; unknown counts as 2): one per core, at most MAX_ODDS_WORKERS, and
 * none with fewer than MIN_GAMES_PER_WORKER games.
 */
export function oddsWorkerCount(cores: number | undefined, runs: number): number {
  const known = Number.isInteger(cores) && cores! > 0 ? cores! : 2;
  return Math.max(1, Math.min(known, MAX_ODDS_WORKERS, Math.ceil(runs / MIN_GAMES_PER_WORKER)));
}

/** What a share of a run counted, to be added to the other shares' (mergeTallies). Plain data: it crosses to and from a worker. */
export interface OddsTally {
  sides: [string, string];
  runs: number;
  wins: number;
  draws: number;
  scoreSums: [number, number];
  /** [margin, games] pairs. */
  margins: [number, number][];
}

/** An odds run that plays its games a chunk at a time; `part` plays only that share of them. */
export class OddsRun {
  readonly total: number;
  private done: number;
  private readonly first: number;
  private readonly end: number;
  private wins = 0;
  private draws = 0;
  /** Games counted by playChunk. */
  private chunked = 0;
  private scoreSums: [number, number] = [0, 0];
  private readonly margins = new Map<number, number>();
  private readonly game;
  private readonly sides: [string, string];

  constructor(
    private readonly request: OddsRequest,
    part?: OddsPart,
  ) {
    if (request.gangs.length + (request.armies?.length ?? 0) !== 2) throw new RangeError("Odds are for two gangs: the first against the second.");
    // with alliances the winner is an alliance, not a gang, and 002 offers them for three or more
    if (request.options?.rotgb?.alliances) throw new RangeError("Odds are for two gangs, one against the other: alliances are for three or more.");
    const runs = request.runs ?? DEFAULT_RUNS;
    if (!Number.isInteger(runs) || runs < 1) throw new RangeError("The number of games must be a whole number of at least 1.");
    this.first = part?.from ?? 0;
    this.end = part?.to ?? runs;
    if (this.first < 0 || this.end > runs || this.first >= this.end) throw new RangeError("A share of a run plays some of its games.");
    this.total = this.end - this.first;
    this.done = this.first;
    this.game = prepareSkirmish(request.system, request.gangs, request.options, request.armies);
    this.sides = [this.game.mapped.sides[0]!, this.game.mapped.sides[1]!];
  }

  /** Games played so far (of this share). */
  get played(): number {
    return this.done - this.first;
  }

  /** Plays up to `games` more games; returns how many have been played in all. */
  step(games: number): number {
    const end = Math.min(this.end, this.done + games);
    this.count(this.done, end);
    this.done = end;
    return end - this.first;
  }

  /**
   * Plays and counts games [from, to) of the whole run, whatever this run's own share: for threads
   * that take the games of one run a chunk at a time, in whatever order they get to them
   * (scripts/skirmish-odds.ts). The tally then says how many such games were counted. A run counts
   * either such chunks or its own steps, not both.
   */
  playChunk(from: number, to: number): void {
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to > this.end || from >= to)
      throw new RangeError("A chunk of a run plays some of its games.");
    this.count(from, to);
    this.chunked += to - from;
  }

  private count(from: number, end: number): void {
    const [a, b] = this.sides;
    for (let i = from; i < end; i++) {
      const o = this.game.play(seededSource(gameSeed(this.request.seed, i)), false);
      if (o.winner === a) this.wins++;
      else if (o.winner === null) this.draws++;
      const sa = o.scores[a] ?? 0;
      const sb = o.scores[b] ?? 0;
      this.scoreSums[0] += sa;
      this.scoreSums[1] += sb;
      this.margins.set(sa - sb, (this.margins.get(sa - sb) ?? 0) + 1);
    }
  }

  /** What this run (or share) has counted so far. */
  tally(): OddsTally {
    return {
      sides: this.sides,
      runs: this.played + this.chunked,
      wins: this.wins,
      draws: this.draws,
      scoreSums: [...this.scoreSums],
      margins: [...this.margins],
    };
  }

  result(): OddsResult {
    return mergeTallies([this.tally()]);
  }
}

/** The odds of shares played apart (in workers, say), as if one run had played them all. */
export function mergeTallies(tallies: readonly OddsTally[]): OddsResult {
  if (tallies.length === 0) throw new RangeError("Nothing to merge: no share of the run was played.");
  let n = 0,
    wins = 0,
    draws = 0;
  const sums: [number, number] = [0, 0];
  const margins = new Map<number, number>();
  for (const t of tallies) {
    n += t.runs;
    wins += t.wins;
    draws += t.draws;
    sums[0] += t.scoreSums[0];
    sums[1] += t.scoreSums[1];
    for (const [m, games] of t.margins) margins.set(m, (margins.get(m) ?? 0) + games);
  }
  const losses = n - wins - draws;
  const p = (k: number) => (n === 0 ? 0 : k / n);
  return {
    runs: n,
    sides: tallies[0]!.sides,
    wins,
    draws,
    losses,
    probability: { win: p(wins), draw: p(draws), loss: p(losses) },
    interval: { win: wilson(wins, n), draw: wilson(draws, n), loss: wilson(losses, n) },
    margins: [...margins].sort((x, y) => x[0] - y[0]).map(([margin, games]) => ({ margin, games })),
    meanScores: [p(sums[0]), p(sums[1])],
  };
}

export interface OddsProgress {
  /** Called after each chunk with the games played so far. */
  onProgress?: (played: number, total: number) => void;
  /** Checked between chunks; an aborted run resolves with the games played so far. */
  signal?: AbortSignal;
  chunk?: number;
}

/** Plays the run chunk by chunk, yielding between chunks so messages (cancel) get through. */
export async function runOdds(request: OddsRequest, progress: OddsProgress = {}): Promise<OddsResult> {
  const run = new OddsRun(request);
  const chunk = progress.chunk ?? 250;
  while (run.played < run.total && !progress.signal?.aborted) {
    run.step(chunk);
    progress.onProgress?.(run.played, run.total);
    if (run.played < run.total) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return run.result();
}

/** Groups margins into at most `bins` bars of equal width, for the chart. */
export function binMargins(margins: OddsResult["margins"], bins = 24): { from: number; to: number; games: number }[] {
  if (margins.length === 0) return [];
  const lo = margins[0]!.margin;
  const hi = margins[margins.length - 1]!.margin;
  const width = Math.max(1, Math.ceil((hi - lo + 1) / bins));
  const bars: { from: number; to: number; games: number }[] = [];
  // the last bar stops at the highest margin played, not at the end of its width
  for (let from = lo; from <= hi; from += width) bars.push({ from, to: Math.min(hi, from + width - 1), games: 0 });
  for (const m of margins) bars[Math.floor((m.margin - lo) / width)]!.games += m.games;
  return bars;
}

/**
 * The labels under the margin chart: the lowest margin played at the left end and the highest at
 * the right, or one label in the middle when every game ended with the same margin (a lopsided
 * Bench Fighting match-up is 0–10 every time), so the chart never reads "-10 … -10".
 */
export function marginAxis(margins: OddsResult["margins"]): { text: string; at: "start" | "middle" | "end" }[] {
  if (margins.length === 0) return [];
  const lo = Math.min(...margins.map((m) => m.margin));
  const hi = Math.max(...margins.map((m) => m.margin));
  if (lo === hi) return [{ text: `${lo} in every game`, at: "middle" }];
  return [
    { text: `${lo}`, at: "start" },
    { text: `${hi}`, at: "end" },
  ];
}

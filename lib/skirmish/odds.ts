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

export interface Interval { low: number; high: number }

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

/** An odds run that plays its games a chunk at a time. */
export class OddsRun {
  readonly total: number;
  private done = 0;
  private wins = 0;
  private draws = 0;
  private scoreSums: [number, number] = [0, 0];
  private readonly margins = new Map<number, number>();
  private readonly game;
  private readonly sides: [string, string];

  constructor(private readonly request: OddsRequest) {
    if (request.gangs.length + (request.armies?.length ?? 0) !== 2) throw new RangeError("Odds are for two gangs: the first against the second.");
    // with alliances the winner is an alliance, not a gang, and 002 offers them for three or more
    if (request.options?.rotgb?.alliances) throw new RangeError("Odds are for two gangs, one against the other: alliances are for three or more.");
    this.total = request.runs ?? DEFAULT_RUNS;
    if (!Number.isInteger(this.total) || this.total < 1) throw new RangeError("The number of games must be a whole number of at least 1.");
    this.game = prepareSkirmish(request.system, request.gangs, request.options, request.armies);
    this.sides = [this.game.mapped.sides[0]!, this.game.mapped.sides[1]!];
  }

  get played(): number {
    return this.done;
  }

  /** Plays up to `games` more games; returns how many have been played in all. */
  step(games: number): number {
    const end = Math.min(this.total, this.done + games);
    const [a, b] = this.sides;
    for (let i = this.done; i < end; i++) {
      const o = this.game.play(seededSource(gameSeed(this.request.seed, i)), false);
      if (o.winner === a) this.wins++;
      else if (o.winner === null) this.draws++;
      const sa = o.scores[a] ?? 0;
      const sb = o.scores[b] ?? 0;
      this.scoreSums[0] += sa;
      this.scoreSums[1] += sb;
      this.margins.set(sa - sb, (this.margins.get(sa - sb) ?? 0) + 1);
    }
    this.done = end;
    return end;
  }

  result(): OddsResult {
    const n = this.done;
    const losses = n - this.wins - this.draws;
    const p = (k: number) => (n === 0 ? 0 : k / n);
    return {
      runs: n,
      sides: this.sides,
      wins: this.wins,
      draws: this.draws,
      losses,
      probability: { win: p(this.wins), draw: p(this.draws), loss: p(losses) },
      interval: { win: wilson(this.wins, n), draw: wilson(this.draws, n), loss: wilson(losses, n) },
      margins: [...this.margins].sort((x, y) => x[0] - y[0]).map(([margin, games]) => ({ margin, games })),
      meanScores: [p(this.scoreSums[0]), p(this.scoreSums[1])],
    };
  }
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
  return [{ text: `${lo}`, at: "start" }, { text: `${hi}`, at: "end" }];
}

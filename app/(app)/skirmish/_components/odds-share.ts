// One worker's share of an odds run, played chunk by chunk (odds.worker.ts runs it in the browser).
import type { OddsRun, OddsTally } from "@/lib/skirmish/odds";
import { nextTask } from "./next-task";

export type OddsMessage = { type: "progress"; played: number } | { type: "done"; tally: OddsTally } | { type: "error"; message: string };

/** Games a worker plays between two looks at the clock (and two pauses for a terminate to come through). */
export const CHUNK = 250;
/**
 * The least time between two progress messages of a worker. Each message re-renders the odds panel on
 * the page's thread: sent after every 250 games, 400,000 Star Strife games made 1,600 renders, the
 * page's thread fell behind, and the run took 2.8-3.1 s on one worker and 2.4-2.5 s on two; with
 * this, 1.8-2.0 s and 1.4-1.5 s (5 December, headless Chromium, this 2-core machine).
 */
export const PROGRESS_MS = 100;

/** Plays `run` to its end, telling its progress at most every PROGRESS_MS by `now`, then its tally. */
export async function playShare(
  run: Pick<OddsRun, "step" | "played" | "total" | "tally">,
  post: (m: OddsMessage) => void,
  now: () => number = () => performance.now(),
): Promise<void> {
  let told = now();
  while (run.played < run.total) {
    run.step(CHUNK);
    const t = now();
    if (t - told >= PROGRESS_MS && run.played < run.total) {
      told = t;
      post({ type: "progress", played: run.played });
    }
    // a pause between chunks, so a terminate is never held up by a long share
    if (run.played < run.total) await nextTask();
  }
  post({ type: "done", tally: run.tally() });
}

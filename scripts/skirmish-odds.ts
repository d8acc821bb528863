// Odds across worker threads (issue 15, item 6): the run's games are split into shares, one per
// thread (splitRuns, lib/skirmish/odds.ts), each worker plays its share with the very seeds the
// whole run would give those games, and the tallies are merged, so the result equals the one a
// single thread gives for the same seed. The worker is this command line's own bundle, started
// with a job in its workerData.
import { availableParallelism } from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { DEFAULT_RUNS, mergeTallies, OddsRun, splitRuns, type OddsPart, type OddsRequest, type OddsResult, type OddsTally } from "@/lib/skirmish/odds";

const ODDS_JOB = "gorka-garage/skirmish-odds";
interface OddsJob {
  kind: typeof ODDS_JOB;
  request: OddsRequest;
  part: OddsPart;
}

/** Games a thread should have at least before another is worth starting (a worker takes a moment to load). */
export const GAMES_PER_THREAD = 1000;

/** One thread per core, but no more than the games are worth (`wanted`: as asked). */
export function threadsFor(runs: number, wanted?: number): number {
  if (wanted !== undefined) return Math.max(1, Math.min(wanted, runs));
  return Math.max(1, Math.min(availableParallelism(), Math.ceil(runs / GAMES_PER_THREAD)));
}

/**
 * The odds of `request` on `threads` threads. `workerFile` is a JavaScript file that answers
 * jobs with `serveOddsWorker` (the bundled command line); without one, or with one thread, the
 * games are played here.
 */
export async function runOddsThreads(request: OddsRequest, threads: number, workerFile: URL | null): Promise<OddsResult> {
  // checked here first (two sides, no alliances, a good number of games), so a refusal is the same
  const whole = new OddsRun(request);
  if (threads <= 1 || workerFile === null) {
    whole.step(whole.total);
    return whole.result();
  }
  const parts = splitRuns(request.runs ?? DEFAULT_RUNS, threads);
  const tallies = await Promise.all(
    parts.map(
      (part) =>
        new Promise<OddsTally>((resolve, reject) => {
          const job: OddsJob = { kind: ODDS_JOB, request, part };
          const worker = new Worker(workerFile, { workerData: job });
          worker.once("message", (tally: OddsTally) => resolve(tally));
          worker.once("error", reject);
          worker.once("exit", (code) => code !== 0 && reject(new Error(`an odds worker stopped with exit code ${code}`)));
        }),
    ),
  );
  return mergeTallies(tallies);
}

/** In a worker started by runOddsThreads: plays the share and posts its tally. True when this thread is such a worker. */
export function serveOddsWorker(): boolean {
  if (isMainThread || (workerData as OddsJob | undefined)?.kind !== ODDS_JOB) return false;
  const { request, part } = workerData as OddsJob;
  const run = new OddsRun(request, part);
  run.step(run.total);
  parentPort!.postMessage(run.tally());
  return true;
}

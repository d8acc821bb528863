// Odds across threads (issue 15, item 4): this thread and one worker per other core take the run's
// games a chunk at a time from one shared counter, each game with the very seed the whole run gives it
// (OddsRun.playChunk, lib/skirmish/odds.ts), and the tallies are merged, so the result equals the one
// a single thread gives for the same seed, however the chunks fell. This thread starts playing at
// once: a worker first loads the bundle and warms up (a few hundred milliseconds), so with a fixed
// share each, 10,000 Star Strife games took twice as long on two threads as on one (5 December).
// Now this thread plays at once and starts the workers only when the games left look long enough
// (LOOK_MS, WORTH_WORKERS_MS); a worker joins when it is ready, and one not ready when the games run out is stopped
// without having played. The worker is this command line's own bundle, started with a job in its
// workerData.
import { availableParallelism } from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { DEFAULT_RUNS, mergeTallies, OddsRun, type OddsRequest, type OddsResult, type OddsTally } from "@/lib/skirmish/odds";

const ODDS_JOB = "gorka-garage/skirmish-odds";
interface OddsJob {
  kind: typeof ODDS_JOB;
  request: OddsRequest;
  /** The shared counter (see TAKEN) and one state a worker (WAITING, PLAYING, STOPPED). */
  shared: SharedArrayBuffer;
  /** This worker's state's place in `shared`. */
  slot: number;
}

/** Where the shared counter keeps the number of games taken so far (the next chunk starts there). */
const TAKEN = 0;
/** A worker's state: loading (it may still be stopped), taking chunks (it will send a tally), stopped. */
const WAITING = 0,
  PLAYING = 1,
  STOPPED = 2;

/** Games a thread takes at a time: small enough that a late worker still finds some, large enough that taking them costs nothing. */
export const CHUNK = 100;

/** Games a thread should have at least before another is worth starting (a worker takes a moment to load). */
export const GAMES_PER_THREAD = 1000;

/** One thread per core, but no more than the games are worth (`wanted`: as asked). */
export function threadsFor(runs: number, wanted?: number): number {
  if (wanted !== undefined) return Math.max(1, Math.min(wanted, runs));
  return Math.max(1, Math.min(availableParallelism(), Math.ceil(runs / GAMES_PER_THREAD)));
}

/** The first chunk a worker takes: it has just loaded and its first games run slowly, before V8 has compiled them. */
export const FIRST_WORKER_CHUNK = 5;

/**
 * Takes chunks of the run from the shared counter and plays them on `run` until none are left:
 * `first` games, then twice as many each time up to CHUNK. A worker starts small so that the run
 * never waits long on its first, slow chunk: with 500 games from the start, 10,000 Bang! games
 * took 140-210 ms on one thread and 170-240 ms on two, the worker joining for the last 100-200.
 * `afterChunk` is told the games taken so far after each chunk.
 */
function playChunks(run: OddsRun, counter: Int32Array, total: number, first = CHUNK, afterChunk?: (taken: number) => void): void {
  for (let size = first; ; size = Math.min(CHUNK, size * 2)) {
    const from = Atomics.add(counter, TAKEN, size);
    if (from >= total) return;
    const to = Math.min(total, from + size);
    run.playChunk(from, to);
    afterChunk?.(to);
  }
}

/** How long this thread plays before it weighs starting the workers (at its rate over the second half of that time). */
export const LOOK_MS = 120;
/**
 * Games left that would take this thread at least this long are worth the workers. A worker takes
 * 100-150 ms to load here, and its load and first compiles take CPU time from this thread on a
 * 2-core machine: started at once, a worker made 10,000 Bang! games of a fresh process take
 * 260-340 ms against 220-230 ms on one thread, having played 0-955 of them. The first games of a
 * process run slowly and unevenly (V8 compiles them meanwhile), so the weighing is rough: at
 * 120 ms, 600 to 2,700 of the fixture gangs' Bang! games had been played.
 */
export const WORTH_WORKERS_MS = 400;

/** What an odds run on several threads came to, and how many games each thread played (this one first). */
export interface ThreadedOdds {
  result: OddsResult;
  games: number[];
}

/** A worker of an odds run, and the tally it will send. */
interface Helper {
  worker: Worker;
  tally: Promise<OddsTally>;
  slot: number;
}

function startHelpers(request: OddsRequest, counter: Int32Array, workerFile: URL, count: number): Helper[] {
  return Array.from({ length: count }, (_, i) => {
    const job: OddsJob = { kind: ODDS_JOB, request, shared: counter.buffer as SharedArrayBuffer, slot: i + 1 };
    const worker = new Worker(workerFile, { workerData: job });
    const tally = new Promise<OddsTally>((resolve, reject) => {
      worker.once("message", (t: OddsTally) => resolve(t));
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`an odds worker stopped (exit code ${code}) before it sent its games`)));
    });
    tally.catch(() => undefined); // a worker stopped below never answers, and nobody waits for it
    return { worker, tally, slot: i + 1 };
  });
}

/**
 * The odds of `request` on up to `threads` threads: this one and `threads - 1` workers. This thread
 * plays at once; after LOOK_MS it starts the workers if the games left look worth them
 * (WORTH_WORKERS_MS). `workerFile` is a JavaScript file that answers jobs with `serveOddsWorker`
 * (the bundled command line); without one, or with one thread, every game is played here.
 * `helpersOnly` starts the workers at once and leaves every game to them (tests: so that they surely play).
 */
export async function oddsOnThreads(request: OddsRequest, threads: number, workerFile: URL | null, helpersOnly = false): Promise<ThreadedOdds> {
  // checked here first (two sides, no alliances, a good number of games), so a refusal is the same
  const here = new OddsRun(request);
  const total = request.runs ?? DEFAULT_RUNS;
  if (threads <= 1 || workerFile === null) {
    here.step(here.total);
    return { result: here.result(), games: [total] };
  }
  const counter = new Int32Array(new SharedArrayBuffer(4 * threads));
  let helpers: Helper[] = [];
  if (helpersOnly) helpers = startHelpers(request, counter, workerFile, threads - 1);
  else {
    // weighed once, at the first chunk to end LOOK_MS in, at the rate of the games since LOOK_MS / 2:
    // the rate from the start, before V8 has compiled the games, made 10,000 Bang! games look like
    // 600 ms of work, and one chunk's rate ran from 1.3 to 8.4 ms for 100 Bang! games
    const started = performance.now();
    let weighed = false,
      markAt = -1,
      markTaken = 0;
    playChunks(here, counter, total, CHUNK, (taken) => {
      const now = performance.now();
      if (weighed) return;
      if (markAt < 0 && now - started >= LOOK_MS / 2) {
        markAt = now;
        markTaken = taken;
      } else if (markAt >= 0 && now - started >= LOOK_MS) {
        weighed = true;
        if (((total - taken) * (now - markAt)) / (taken - markTaken) >= WORTH_WORKERS_MS) helpers = startHelpers(request, counter, workerFile, threads - 1);
      }
    });
  }
  const mine = here.tally();
  const tallies: OddsTally[] = [mine];
  const games: number[] = [mine.runs];
  for (const h of helpers) {
    // a worker still loading is stopped (it will find STOPPED and play nothing); one already playing finishes its chunk and answers
    if (!helpersOnly && Atomics.compareExchange(counter, h.slot, WAITING, STOPPED) === WAITING) {
      void h.worker.terminate();
      games.push(0);
      continue;
    }
    const t = await h.tally;
    tallies.push(t);
    games.push(t.runs);
  }
  return { result: mergeTallies(tallies), games };
}

/** The odds of `request` on `threads` threads (oddsOnThreads), the result only. */
export async function runOddsThreads(request: OddsRequest, threads: number, workerFile: URL | null): Promise<OddsResult> {
  return (await oddsOnThreads(request, threads, workerFile)).result;
}

/** In a worker started by oddsOnThreads: takes and plays chunks, then posts its tally. True when this thread is such a worker. */
export function serveOddsWorker(): boolean {
  if (isMainThread || (workerData as OddsJob | undefined)?.kind !== ODDS_JOB) return false;
  const { request, shared, slot } = workerData as OddsJob;
  const counter = new Int32Array(shared);
  const run = new OddsRun(request);
  if (Atomics.compareExchange(counter, slot, WAITING, PLAYING) !== WAITING) return true; // stopped: the games ran out first
  playChunks(run, counter, request.runs ?? DEFAULT_RUNS, FIRST_WORKER_CHUNK);
  parentPort!.postMessage(run.tally());
  return true;
}

import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * Gives memory back once a burst of requests is over. V8 keeps the heap a load grew to (a league
 * page under 50 connections took the server from about 120 MB to about 480 MB) and shrinks it only
 * under pressure, so a quiet server would sit at its peak. Every `everyMs` this looks at the
 * process: when it used under `idleCpuShare` of one core since the last look and is above `rssBytes`,
 * it runs one full collection (which lets V8 return the freed pages), and not again until the
 * process has been busy in between. Looks come every 5 s (they were 15 s): after a burst the PDF
 * browser closes at 30 s idle, which made a look busy, and with three looks a minute the server
 * was still at 468–520 MB a minute after the load in two runs of six (2026-12-03).
 */
export const IDLE_MEMORY = { everyMs: 5_000, idleCpuShare: 0.02, rssBytes: 200 * 1024 * 1024 };

export interface IdleProbe {
  cpuMs(): number;
  rss(): number;
  collect(): void;
}

/** The decision, apart from the clock and the process: collect now? `busySince` is whether work happened after the last collection. */
export function shouldCollect(cpuDeltaMs: number, intervalMs: number, rss: number, busySince: boolean): boolean {
  return busySince && cpuDeltaMs < intervalMs * IDLE_MEMORY.idleCpuShare && rss > IDLE_MEMORY.rssBytes;
}

export function processProbe(): IdleProbe | null {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("typeof gc === 'function' ? gc : null") as (() => void) | null;
  if (!gc) return null;
  return {
    cpuMs: () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    },
    rss: () => process.memoryUsage.rss(),
    collect: () => {
      // A plain full collection frees the dead objects but moves few live ones, so a heap the load
      // left fragmented (a few live objects on every page) keeps nearly all its pages: 79 MB in use
      // of 265 MB held, measured on the server a minute after a league load (2026-12-03). Compacting
      // every page in this one collection gives the empty pages back; it costs one longer pause, on a
      // server that is idle by then.
      setFlagsFromString("--compact-on-every-full-gc");
      try {
        gc();
      } finally {
        setFlagsFromString("--no-compact-on-every-full-gc");
      }
    },
  };
}

/** Starts the watch (once per process); returns a stop function. */
export function watchIdleMemory(probe: IdleProbe | null = processProbe()): () => void {
  if (!probe) return () => {};
  let lastCpu = probe.cpuMs();
  let busySince = false;
  const timer = setInterval(() => {
    const cpu = probe.cpuMs();
    const delta = cpu - lastCpu;
    if (delta >= IDLE_MEMORY.everyMs * IDLE_MEMORY.idleCpuShare) busySince = true;
    if (shouldCollect(delta, IDLE_MEMORY.everyMs, probe.rss(), busySince)) {
      probe.collect();
      busySince = false;
    }
    lastCpu = probe.cpuMs(); // the collection's own time does not count as work
  }, IDLE_MEMORY.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

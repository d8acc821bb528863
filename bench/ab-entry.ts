// The engines as bench/run.ts times them (bench/games.ts, a fresh source a game), exported for
// scripts/bench-ab.mjs, which bundles this file against two trees' lib/ and times the two builds in
// one process. A benchmark tool, not a test.
import { seededSource } from "@/lib/dice";
import { blockSize } from "./floor";
import { GAMES } from "./games";

export { settle } from "./floor";

/** One seeded game of each system, by the key npm run bench's BENCH_ONLY takes. */
export const systems: Record<string, (seed: number) => void> = {
  rotgb: (g) => GAMES.rotgb(seededSource(g)),
  bench: (g) => GAMES.bench(seededSource(g)),
  bang: (g) => GAMES.bang(seededSource(g)),
  medieval: (g) => GAMES.medieval(seededSource(g)),
  star: (g) => GAMES.star(seededSource(g)),
};

/** How many games of system `key` make a block of about `blockMs` of this build's engine, once warm (floor.ts). */
export const blockOf = (key: keyof typeof GAMES, blockMs: number): number => blockSize(GAMES[key], blockMs);

// The dice floor of npm run bench, shared by bench/run.ts, bench/bounds.ts and bench/ab-entry.ts:
// the draws a game made, recorded once (untimed), and the time of only drawing them again from the
// same seeded source, a fresh source a game as the engines get; and the timing of blocks of games.
// A benchmark tool, not a test.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { seededSource, type RandomSource } from "@/lib/dice";

/** CPU time of this process so far, in milliseconds: a busy machine slows engine and floor alike. */
export const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

// V8's collector, reached without a command-line flag (the bundle, tsx and the child processes all
// get it this way): node's --expose-gc set at run time is read by a context made after it.
setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as (options: { type: "minor" | "major" }) => void;

/**
 * Empties V8's young generation before a timed block, so that each block pays for the collections
 * its own garbage causes and for no other's. Without it a collection (about 2.5-3.5 ms here, most
 * of it fixed cost) fell into a floor block when the engine's garbage had filled the young
 * generation just before: Star Strife's floor blocks of one process read 6.4, 10.2, 6.1 ms,
 * and its ratio anywhere from 8× to 16× between runs. A floor block makes about a quarter of a young
 * generation of garbage (a source a game), so with this it pays for none; timed over eight passes, so
 * that its own collections fell in it, Star Strife's ratio read the same (docs/SPEED.md, 5 December).
 */
export const settle = (): void => collect({ type: "minor" });

/** CPU milliseconds to play `games` games from seed `from` on, a fresh seeded source a game; starts settled. */
export function timeGames(play: (source: RandomSource) => unknown, from: number, games: number): number {
  settle();
  const t0 = cpuMs();
  for (let g = from; g < from + games; g++) if (play(seededSource(g)) === sink) sink = (sink + 1) & 0x3fffffff;
  return cpuMs() - t0;
}

/**
 * How many games make a block of about `blockMs` of CPU time, once the engine is warm. The blocks
 * were sized off the second 1,000 games of a cold process, before V8 had compiled the engine's hot
 * code: Star Strife's took 117 ms (through tsx) where a warm 1,000 take 11, so its blocks came out about a tenth of
 * the size asked for, and its floor blocks lasted a millisecond, within reach of one collection or one
 * background compile (the CPU time is the process's, every thread's). Now the games are played in
 * blocks that double until one lasts 50 ms and the engine has had `warmMs` in all, and the block is
 * sized from the last.
 */
export function blockSize(play: (source: RandomSource) => unknown, blockMs: number, warmMs = 500): number {
  let games = 250,
    ms = 0,
    spent = 0;
  while (spent < warmMs || ms < 50) {
    ms = timeGames(play, 1_000_000, games);
    spent += ms;
    if (ms < 50) games *= 2;
  }
  return Math.max(200, Math.round((games * blockMs) / ms));
}

export interface Draws {
  /** Every die size the games drew, in order. */
  sides: Int32Array;
  /** Where each game's draws end. */
  ends: Int32Array;
}

/** Records the draws of games from seed `from` on. Each recorder keeps one buffer between rounds: a
 * round's millions of draws make no garbage that a collection would then charge to the next timed
 * block. A recording is good until the same recorder's next one. */
export class DrawRecorder {
  private buffer = new Int32Array(1 << 20);

  record(play: (source: RandomSource) => unknown, from: number, games: number): Draws {
    let count = 0;
    const ends = new Int32Array(games);
    const keep = (n: number) => {
      if (count === this.buffer.length) {
        const grown = new Int32Array(count * 2);
        grown.set(this.buffer);
        this.buffer = grown;
      }
      this.buffer[count++] = n;
    };
    for (let g = 0; g < games; g++) {
      const source = seededSource(from + g);
      play({ next: (n) => (keep(n), source.next(n)) });
      ends[g] = count;
    }
    return { sides: this.buffer.subarray(0, count), ends };
  }
}

/** Every floor draw summed, so the compiler cannot drop them. Kept a small integer: it once summed
 * the draws straight into this module variable, which grew past V8's small integers (2^30) and then
 * past 2^31 within a run, and each step made the floor's compiled loop slower (a box a draw): in
 * rounds 10 to 21 of Bench Fighting's floor the same draws took 61 ms instead of 35 ms, and the
 * ratio read 1.8× instead of 3.2×. Now each game's sum is a local, folded in once a game. */
let sink = 0;

/** The floor: CPU milliseconds to draw the recorded dice again, game by game, from seed `from` on. */
export function timeFloor(from: number, draws: Draws): number {
  settle();
  const t0 = cpuMs();
  let k = 0;
  for (let g = 0; g < draws.ends.length; g++) {
    const source = seededSource(from + g);
    let sum = 0;
    for (const end = draws.ends[g]!; k < end; k++) sum += source.next(draws.sides[k]!);
    sink = (sink + sum) & 0x3fffffff;
  }
  return cpuMs() - t0;
}

/** The floor's sum so far (read once at the end, so that it counts as used). */
export const floorSink = (): number => sink;

// The dice floor of npm run bench, shared by bench/run.ts and bench/bounds.ts: the draws a game made,
// recorded once (untimed), and the time of only drawing them again from the same seeded source, a
// fresh source a game as the engines get. A benchmark tool, not a test.
import { seededSource, type RandomSource } from "@/lib/dice";

/** CPU time of this process so far, in milliseconds: a busy machine slows engine and floor alike. */
export const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

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

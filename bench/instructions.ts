// Instructions per game, a count a busy machine cannot blur (npm run bench times CPU, which other
// work on the machine slows). Plays N games of one system, or only draws the dice those games drew
// (its floor, as bench/run.ts measures it), after a warm-up and a full garbage collection. Run it
// under callgrind for two values of N; the difference of the two counts over the difference of N
// is the cost of one game (start-up, compilation and warm-up cancel out):
//
//   for n in 200 10200; do valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//     node --expose-gc --single-threaded --hash-seed=1 --random-seed=1 --import tsx \
//     bench/instructions.ts medieval $n; done
//
// For the floor, `record-medieval` once (no valgrind), then count `floor-medieval` the same way.
// To count the code as shipped (the targets of npm run bench are for the bundle), bundle this file
// as scripts/bench.mjs bundles bench/run.ts (esbuild, bundle, esm, node20) and run the bundle with
// plain node instead of `--import tsx`: tsx's CommonJS getters make a different count.
// --single-threaded keeps the compiler and the collector on the counted thread, and the fixed seeds
// keep V8's hashing the same from run to run. With a 3,000-game warm-up and N = 5,200 two counts of
// one build differed by up to 15 % (compilations still landing in the counted games); with 20,000
// games of warm-up and N = 10,200 they differed by 0.1 % (Star: 135,863 and 135,697 per game).
// Run it once outside valgrind after any change: tsx compiles and caches the TypeScript on a first
// run, and a count with that compile in it is worthless.
// Add `--branch-sim=yes` to callgrind to count the conditional branches its simple predictor
// misses as well (Bcm): each costs a real processor 15-20 cycles, and an engine that branches on
// its dice has thousands a game where the floor has almost none, so the timed ratio reads about
// twice the ratio of instructions. bench/jit-costs.ts says which function they are in.
// A benchmark tool, not a test.
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seededSource, type RandomSource } from "@/lib/dice";
import { GAMES } from "./games";

const SYSTEMS: Record<string, (source: RandomSource) => void> = GAMES;

/** Games played before the count's games, so both runs count compiled code. */
const WARM_UP = 20_000;
/** Games whose draws `record-<system>` keeps for the floor. */
const RECORDED = 10_200;

const [what = "medieval", n = "200"] = process.argv.slice(2);
const floor = what.startsWith("floor-"),
  record = what.startsWith("record-");
const system = floor || record ? what.slice(what.indexOf("-") + 1) : what;
const play = SYSTEMS[system];
if (!play) throw new Error(`unknown system "${what}" (${Object.keys(SYSTEMS).join(", ")}, or floor-/record-<system>)`);
/** The floor's draws, recorded once by `record-<system>` (recording in the counted run blurred the count). */
const drawsFile = join(tmpdir(), `instructions-draws-${system}.bin`);
const games = Number(n);
if (!(games >= 0 && games <= RECORDED)) throw new Error(`N is from 0 to ${RECORDED}`);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

let sink = 0;
if (record) {
  // every die size the games drew, in order, and where each game's draws end
  const sides: number[] = [];
  const ends = new Int32Array(RECORDED);
  for (let g = 0; g < RECORDED; g++) {
    const source = seededSource(g);
    play({ next: (s) => (sides.push(s), source.next(s)) });
    ends[g] = sides.length;
  }
  writeFileSync(drawsFile, Buffer.from(Int32Array.from([RECORDED, ...ends, ...sides]).buffer));
  console.log(`${what}: ${RECORDED} games, ${sides.length} draws, into ${drawsFile}`);
} else if (floor) {
  const bytes = readFileSync(drawsFile);
  const all = new Int32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2);
  const ends = all.subarray(1, 1 + all[0]!),
    drawn = all.subarray(1 + all[0]!);
  const draw = (count: number) => {
    let k = 0;
    for (let g = 0; g < count; g++) {
      const source = seededSource(g);
      // each game's sum in a local, folded in as a small integer (see `sink` in bench/run.ts)
      let sum = 0;
      for (const end = ends[g]!; k < end; k++) sum += source.next(drawn[k]!);
      sink = (sink + sum) & 0x3fffffff;
    }
  };
  for (let warm = 0; warm < WARM_UP; warm += RECORDED) draw(RECORDED);
  gc();
  draw(games);
} else {
  for (let g = 0; g < WARM_UP; g++) play(seededSource(1_000_000 + g));
  gc();
  for (let g = 0; g < games; g++) play(seededSource(g));
}
if (sink === -1) console.log(sink);
if (!record) console.log(`${what}: ${games} games`);

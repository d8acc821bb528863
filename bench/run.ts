// npm run bench: games per second of each quick-resolve system for two 12-unit gangs, and in the
// same run the floor: the cost of only drawing the random numbers those games drew (same dice
// sizes, same seeded source, a fresh source per game as the engines get). A benchmark, not a test.
//
// Method: the draws of every game are recorded once (untimed). Then, in rounds, a system's block of
// games and its floor block are timed back to back, so a busy machine slows engine and floor alike;
// CPU time of the process; the median round's ratio. Each block starts on an empty young
// generation (floor.ts, settle), blocks are sized off the warm engine (blockSize), and two untimed
// rounds compile the floor's loop first: until 5 December a collection or a compile falling into a
// floor block a millisecond long made Star Strife read anywhere from 7.6× to 16× (now 15-17×).
// Each system runs in a process of its own (a fresh V8, as JMH forks per benchmark): in one shared
// process the engines' JIT feedback on the shared dice code pollutes each other (a call site
// optimised for one engine's source is deoptimised by the next), which made a later system up to
// 40% slower than the same code measured alone. `BENCH_SHARED=1` runs them all in this process.
import type { RandomSource } from "@/lib/dice";
import { blockSize, DrawRecorder, floorSink, timeFloor, timeGames } from "./floor";
import { inChild } from "./fork";
import { GAMES } from "./games";

interface Subject {
  name: string;
  /** The most engine time per floor time the system may take (issue 15: Bang!'s arena of real
   * positions costs more than its dice, so it has 12×; the others 3×). */
  target: number;
  play(source: RandomSource): void;
}

const ALL_SUBJECTS: Subject[] = [
  { name: "Roll Out the (Gun) Barrels", target: 3, play: GAMES.rotgb },
  { name: "Bench Fighting", target: 3, play: GAMES.bench },
  { name: "Bang!", target: 12, play: GAMES.bang },
  { name: "Medieval Strife", target: 3, play: GAMES.medieval },
  { name: "Star Strife", target: 3, play: GAMES.star },
];

/** BENCH_ONLY=rotgb|bench|bang|medieval|star (comma-separated) times only those systems. */
const ONLY = (process.env.BENCH_ONLY ?? "").split(",").filter(Boolean);
const KEYS = ["rotgb", "bench", "bang", "medieval", "star"];
const SUBJECTS = ALL_SUBJECTS.filter((_, i) => ONLY.length === 0 || ONLY.includes(KEYS[i]!));

/** Rounds per system; the median round is reported (11: a steadier median on a busy machine than 7). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 11);
/** Target CPU time of one engine block, to size the rounds per system. */
const BLOCK_MS = Number(process.env.BENCH_BLOCK_MS ?? 200);

interface Round {
  engineMs: number;
  floorMs: number;
  games: number;
  draws: number;
}

type Row = Record<string, string | number>;

function main(): void {
  const rows = ONLY.length === 1 || process.env.BENCH_SHARED ? measure() : SUBJECTS.flatMap((_, i) => forked(KEYS[ALL_SUBJECTS.indexOf(SUBJECTS[i]!)]!));
  console.log(
    `Two 12-unit gangs, ${ROUNDS} interleaved rounds per system, median round (CPU time)${process.env.BENCH_SHARED ? ", one process" : ", a process per system"}, ${process.env.BENCH_BUILD === "bundle" ? "the esbuild bundle (as shipped)" : "through tsx's loader"}\n`,
  );
  console.table(rows);
}

/** One system's rows, measured by this same script in a child process (same Node flags, so tsx too). */
function forked(key: string): Row[] {
  return inChild<Row[]>({ BENCH_ONLY: key, BENCH_JSON: "1" }, `the ${key} benchmark`);
}

function measure(): Row[] {
  // each system's block is sized so its engine time is about BLOCK_MS, once warm (floor.ts, blockSize)
  const sizes = SUBJECTS.map((s) => blockSize(s.play, BLOCK_MS));
  const rounds: Round[][] = SUBJECTS.map(() => []);
  const recorder = new DrawRecorder();
  // rounds -2 and -1 are not kept: the floor's loop is compiled there (V8 compiles it mid-loop in its
  // first call, drops that code at the call after the loop, and compiles it whole during the second,
  // which took 2.4-2.6× a later round's time)
  for (let r = -2; r < ROUNDS; r++) {
    SUBJECTS.forEach((subject, i) => {
      const games = sizes[i]!;
      const from = r < 0 ? 2_000_000 + r * games : r * games;
      const draws = recorder.record(subject.play, from, games);
      const engineMs = timeGames(subject.play, from, games);
      const floorMs = timeFloor(from, draws);
      if (r < 0) return;
      rounds[i]!.push({ engineMs, floorMs, games, draws: draws.sides.length });
      if (process.env.BENCH_DEBUG) console.error(r, subject.name, engineMs.toFixed(1), floorMs.toFixed(1));
    });
  }
  const rows = SUBJECTS.map((subject, i) => {
    const sorted = [...rounds[i]!].sort((a, b) => a.engineMs / a.floorMs - b.engineMs / b.floorMs);
    const mid = sorted[sorted.length >> 1]!;
    return {
      system: subject.name,
      "games/s": Math.round((mid.games / mid.engineMs) * 1000),
      "floor games/s": Math.round((mid.games / mid.floorMs) * 1000),
      "draws/game": +(mid.draws / mid.games).toFixed(1),
      ratio: `${(mid.engineMs / mid.floorMs).toFixed(2)}×`,
      target: `${subject.target}×`,
      "within target": mid.engineMs / mid.floorMs <= subject.target ? "yes" : "no",
    };
  });
  if (floorSink() === -1) console.log(floorSink());
  return rows;
}

if (process.env.BENCH_JSON) console.log(JSON.stringify(measure()));
else main();

// npm run bench:bounds: how much of issue 15's 3× budget Medieval Strife's and Star Strife's
// commonest move alone already spends. For each game, in interleaved rounds of one process: the
// engine and its dice floor (as npm run bench times them), and the skeleton of the game's commonest
// move (bench/skeletons.ts) and the skeleton's own floor. The skeleton's logic is its time less its
// own floor; added to the engine's floor, it is what the engine would cost if a game were nothing
// but that move: a bound the full rules cannot go below. A benchmark, not a test.
import type { RandomSource } from "@/lib/dice";
import { twoTwelveUnitArmies } from "@/lib/skirmish/medieval";
import { twoTwelveUnitFleets } from "@/lib/skirmish/star";
import { blockSize, DrawRecorder, floorSink, timeFloor, timeGames } from "./floor";
import { inChild } from "./fork";
import { GAMES } from "./games";
import { medievalSkeleton, starSkeleton, type SkeletonSides } from "./skeletons";

/** The benchmark's two sides as die sizes, biggest first (how the engines list a side's units). */
function sizesOf(setup: { players: readonly { units: readonly { sides: number }[] }[] }): SkeletonSides {
  const side = (p: number) => setup.players[p]!.units.map((u) => u.sides).sort((a, b) => b - a);
  return [side(0), side(1)];
}

interface Subject {
  key: string;
  name: string;
  target: number;
  engine: (s: RandomSource) => unknown;
  skeleton: (s: RandomSource) => unknown;
}

const SUBJECTS: Subject[] = [
  { key: "medieval", name: "Medieval Strife", target: 3, engine: GAMES.medieval, skeleton: medievalSkeleton(sizesOf(twoTwelveUnitArmies())) },
  { key: "star", name: "Star Strife", target: 3, engine: GAMES.star, skeleton: starSkeleton(sizesOf(twoTwelveUnitFleets())) },
];

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 11);
const BLOCK_MS = Number(process.env.BENCH_BLOCK_MS ?? 200);

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

function measure(subject: Subject): Record<string, string> {
  blockSize(subject.skeleton, BLOCK_MS);
  const games = blockSize(subject.engine, BLOCK_MS);
  const engines = new DrawRecorder(),
    skeletons = new DrawRecorder();
  const engine: number[] = [],
    skeleton: number[] = [],
    bound: number[] = [];
  let engineDraws = 0,
    skeletonDraws = 0;
  // rounds -2 and -1 are not kept: the floor's loop is compiled there (as in bench/run.ts)
  for (let r = -2; r < ROUNDS; r++) {
    const from = r < 0 ? 2_000_000 + r * games : r * games;
    const drawn = engines.record(subject.engine, from, games),
      skeletonDrawn = skeletons.record(subject.skeleton, from, games);
    const e = timeGames(subject.engine, from, games),
      f = timeFloor(from, drawn),
      s = timeGames(subject.skeleton, from, games),
      fs = timeFloor(from, skeletonDrawn);
    if (r < 0) continue;
    engine.push(e / f);
    skeleton.push(s / fs);
    bound.push(1 + (s - fs) / f);
    engineDraws = drawn.sides.length / games;
    skeletonDraws = skeletonDrawn.sides.length / games;
  }
  const least = median(bound);
  return {
    system: subject.name,
    "engine ratio": `${median(engine).toFixed(2)}×`,
    "skeleton ratio": `${median(skeleton).toFixed(2)}×`,
    "draws/game (engine, skeleton)": `${engineDraws.toFixed(1)}, ${skeletonDraws.toFixed(1)}`,
    "commonest move alone on the engine's floor": `${least.toFixed(2)}×`,
    target: `${subject.target}×`,
    "left for the rest of the rules": `${(subject.target - least).toFixed(2)}×`,
  };
}

// Each game in a process of its own, as npm run bench: the two skeletons are closures of one
// function, and in one process each would run on code compiled for the other's feedback too.
const only = process.env.BOUNDS_ONLY;
if (only) {
  const subject = SUBJECTS.find((s) => s.key === only);
  if (!subject) throw new Error(`BOUNDS_ONLY is ${SUBJECTS.map((s) => s.key).join(" or ")}`);
  console.log(JSON.stringify(measure(subject)));
  if (floorSink() === -1) console.log(floorSink());
} else {
  const rows = SUBJECTS.map((subject) => inChild<Record<string, string>>({ BOUNDS_ONLY: subject.key }, `the ${subject.key} bound`));
  console.log(
    `Two 12-unit sides, ${ROUNDS} interleaved rounds, median round (CPU time), a process per game, ${process.env.BENCH_BUILD === "bundle" ? "the esbuild bundle (as shipped)" : "through tsx's loader"}\n`,
  );
  console.table(rows);
}

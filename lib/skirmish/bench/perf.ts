// Speed of the engine against its floor: the time to only draw the random numbers the same games
// used. For `npm run bench` (bench/run.ts) or `npx tsx lib/skirmish/bench/perf.ts`.
import { Dice, seededSource } from "@/lib/dice";
import { twelveSquadGangs } from "./fixtures";
import { playBench } from "./play";

export interface BenchSpeed {
  games: number;
  gamesPerSecond: number;
  /** Games per second if a game cost only its dice draws. */
  floorGamesPerSecond: number;
  /** Engine time / floor time (target: within 3). */
  ratio: number;
  drawsPerGame: number;
}

export function measureBenchSpeed(games = 20_000, setup = twelveSquadGangs()): BenchSpeed {
  // count the draws through the roll log (not timed): one d100 per entry
  let draws = 0;
  for (let i = 0; i < games; i++) {
    const dice = new Dice(seededSource(i), true);
    playBench(setup, { log: false }, dice);
    draws += dice.log.length;
  }
  const perGame = Math.round(draws / games);
  // best of five, engine and floor interleaved, so a busy machine hurts both alike
  let engine = Infinity;
  let floor = Infinity;
  let sink = 0;
  for (let rep = 0; rep < 5; rep++) {
    const t0 = performance.now();
    for (let i = 0; i < games; i++) playBench(setup, { log: false }, new Dice(seededSource(i), false));
    engine = Math.min(engine, performance.now() - t0);
    const t1 = performance.now();
    for (let i = 0; i < games; i++) {
      const d = new Dice(seededSource(i), false);
      for (let k = 0; k < perGame; k++) sink += d.d100("floor");
    }
    floor = Math.min(floor, performance.now() - t1);
  }
  if (sink === -1) console.log(sink);
  return {
    games, drawsPerGame: perGame,
    gamesPerSecond: Math.round((games / engine) * 1000),
    floorGamesPerSecond: Math.round((games / floor) * 1000),
    ratio: engine / floor,
  };
}

if (typeof process !== "undefined" && process.argv[1]?.endsWith("perf.ts")) {
  measureBenchSpeed(2000);
  console.log(measureBenchSpeed());
}

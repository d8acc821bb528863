// Bang! (000) — games per second for two 12-fighter gangs against the floor: the time it takes only
// to draw the random numbers those games used. Run: npx tsx lib/skirmish/bang/bench.ts [games]
import { Dice, seededSource, type RandomSource } from "../../dice";
import { playBang } from "./game";
import type { BangSetup } from "./profile";

/** Two gangs of twelve Gnoblars, the benchmark's standard match. */
export function twelveAside(): BangSetup {
  const fighters = [];
  for (const side of ["Ironjaws", "Pokers"]) for (let i = 1; i <= 12; i++) fighters.push({ id: `${side}-${i}`, name: `${side} ${i}`, side });
  return { fighters };
}

/** CPU time of this process (the machine may be busy with other work). */
const cpuMs = (): number => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

function timeGames(setup: BangSetup, from: number, games: number): { ms: number; draws: number } {
  let draws = 0;
  const t0 = cpuMs();
  for (let g = from; g < from + games; g++) {
    const source = seededSource(g);
    const counting: RandomSource = { next: (s) => { draws++; return source.next(s); } };
    playBang(setup, { log: false }, new Dice(counting, false));
  }
  return { ms: cpuMs() - t0, draws };
}

function timeFloor(from: number, games: number, perGame: number): number {
  let sink = 0;
  const t0 = cpuMs();
  for (let g = from; g < from + games; g++) {
    const dice = new Dice(seededSource(g), false);
    for (let k = 0; k < perGame; k++) sink += dice.d6("floor");
  }
  const ms = cpuMs() - t0;
  return sink < 0 ? -ms : ms;
}

/** Games and floor timed in alternating rounds (the machine may be busy); the median round's ratio. */
export function measureBang(games: number, rounds = 7): { gamesPerSecond: number; floorPerSecond: number; ratio: number; drawsPerGame: number } {
  const setup = twelveAside();
  const per = Math.ceil(games / rounds);
  const results: { game: number; floor: number; draws: number }[] = [];
  for (let r = 0; r < rounds; r++) {
    const game = timeGames(setup, r * per, per);
    const floor = timeFloor(r * per, per, Math.round(game.draws / per));
    results.push({ game: game.ms, floor, draws: game.draws });
  }
  results.sort((x, y) => x.game / x.floor - y.game / y.floor);
  const mid = results[rounds >> 1]!;
  return { gamesPerSecond: (per / mid.game) * 1000, floorPerSecond: (per / mid.floor) * 1000, ratio: mid.game / mid.floor, drawsPerGame: mid.draws / per };
}

if (process.argv[1]?.endsWith("bench.ts")) {
  const games = Number(process.argv[2] ?? 20000);
  measureBang(Math.min(2000, games));
  console.log(measureBang(games));
}

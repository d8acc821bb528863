// Rough speed check (not a test): `npx tsx lib/skirmish/rotgb/perf.ts [games]`. Games per second
// for two 12-unit sides with the log off, against the cost of only drawing the same random
// numbers from the same seeded source. CPU time, best of five rounds, to ride out a busy machine.
import { seededSource, type RandomSource } from "../../dice/source";
import { playRotgb } from "./engine";
import { twoTwelveUnitSides } from "./fixtures";
import type { RotgbOptions } from "./schema";

const GAMES = Number(process.argv[2] ?? 50_000);
const setup = twoTwelveUnitSides();
const variants: [string, RotgbOptions][] = [
  ["core", { log: false }],
  ["letter's variant", { log: false, flankDropByTwo: true }],
  ["two fronts", { log: false, fronts: ["North", "South"] }],
];
const cpuMs = (run: () => void): number => {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
for (const [name, options] of variants) {
  const sides: number[] = [];
  const src = seededSource("count");
  const counting: RandomSource = { next: (s) => (sides.push(s), src.next(s)) };
  for (let g = 0; g < GAMES; g++) playRotgb(setup, options, counting);
  let gameMs = Infinity, floorMs = Infinity, sink = 0;
  for (let round = 0; round < 5; round++) {
    const source = seededSource("count");
    gameMs = Math.min(gameMs, cpuMs(() => { for (let g = 0; g < GAMES; g++) playRotgb(setup, options, source); }));
    const floor = seededSource("count");
    floorMs = Math.min(floorMs, cpuMs(() => { for (let i = 0; i < sides.length; i++) sink += floor.next(sides[i]!); }));
  }
  const gps = Math.round((GAMES / gameMs) * 1000);
  const perGame = (sides.length / GAMES).toFixed(1);
  console.log(`${name}: ${gps} games/s, ${perGame} draws/game, ${(gameMs / floorMs).toFixed(2)}× the floor${sink < 0 ? "!" : ""}`);
}

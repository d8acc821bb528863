// A dev tool for speed work on Bench Fighting: plays many seeded games over several set-ups and
// prints one hash of everything they decided (every die size asked for and face drawn, the
// outcomes, and for some games the whole log). A change made for speed must leave it unchanged.
// Usage: node --import tsx bench/bench-fighting-fingerprint.ts [games per set-up, default 1000]
import { Dice } from "@/lib/dice";
import { playBenchFighting, type BenchFightingOptions, type BenchFightingSetup } from "@/lib/skirmish/bench-fighting";
import { twelveUnitGang } from "@/lib/skirmish/gang-fixtures";
import { toBenchFighting } from "@/lib/skirmish/mapping";
import { fingerprint } from "./fingerprint";

const GAMES = Number(process.argv[2] ?? 1000);
/** Games per set-up whose whole log is hashed too. */
const LOGGED = Math.min(GAMES, 100);

const player = (id: string, pool: number, points: number[]) => ({ id, name: `Player ${id}`, pool, army: points.map((p) => ({ points: p })) });
const twelve = toBenchFighting([twelveUnitGang("Red"), twelveUnitGang("Blue")]).setup;
const uneven: BenchFightingSetup = { players: [player("A", 300, [10, 20, 30, 45, 60]), player("B", 400, [5, 5, 15, 25, 35, 50, 70, 90])] };
const three: BenchFightingSetup = { players: [player("A", 250, [20, 30, 40, 50]), player("B", 250, [25, 25, 25, 25, 50]), player("C", 200, [100, 10, 10])] };

const cases: [string, BenchFightingSetup, BenchFightingOptions][] = [
  ["two twelve-unit gangs", twelve, {}],
  ["uneven armies", uneven, {}],
  ["three players", three, {}],
  ["a short battle", twelve, { skirmishes: 3 }],
  ["few rounds a stage", uneven, { maxRounds: 2 }],
];

// logged games go through the dice's roll log, the others through the bare source (as the odds do)
const digest = fingerprint(cases, GAMES, LOGGED, (setup, options, source, logged) =>
  playBenchFighting(setup, logged ? options : { ...options, log: false }, new Dice(source, logged)),
);
console.log(`${cases.length} set-ups, ${GAMES} games each, whole logs for ${LOGGED}: ${digest}`);

// A dev tool for speed work on Bang!: plays many seeded games over several set-ups and prints one
// hash of everything they decided (every die size asked for and face drawn, the outcomes, and for
// some games the whole log with every place to the hundredth). A change made for speed must leave
// it unchanged. Usage: node --import tsx bench/bang-fingerprint.ts [games per set-up, default 2000]
import { Dice } from "@/lib/dice";
import { playBang, twelveAside, type BangOptions, type BangSetup } from "@/lib/skirmish/bang";
import { fingerprint } from "./fingerprint";

const GAMES = Number(process.argv[2] ?? 2000);
/** Games per set-up whose whole log is hashed too. */
const LOGGED = Math.min(GAMES, 200);

const gangs = (sides: number, each: number, stats: (s: number, i: number) => Partial<BangSetup["fighters"][number]> = () => ({})): BangSetup => ({
  fighters: Array.from({ length: sides * each }, (_, k) => {
    const s = k % sides,
      i = Math.floor(k / sides);
    return { id: `g${s}-${i}`, name: `Gang ${s} no. ${i}`, side: `Gang ${s}`, ...stats(s, i) };
  }),
});

const cases: [string, BangSetup, BangOptions][] = [
  ["twelve a side", twelveAside(), {}],
  ["every Gnoblar for himself", gangs(8, 1), {}],
  ["three gangs of five", gangs(3, 5), {}],
  ["given places, some touching", gangs(2, 6, (s, i) => ({ at: { x: 6 + i * 2.2 + s * 0.8, y: 10 + s * 0.79 } })), {}],
  ["big and fast", gangs(2, 8, (s, i) => ({ M: 3 + ((s + i) % 4), S: 2 + (i % 3), T: 3 + (s % 2), W: 1 + (i % 2), A: 1 + (i % 2), Ld: 4 + (i % 5) })), {}],
  ["a small arena", twelveAside(), { arenaSize: 12 }],
  ["a big arena, big bases", gangs(2, 10), { arenaSize: 48, baseSize: 1.5 }],
  ["a short game", twelveAside(), { maxTurns: 3 }],
];

// logged games go through the dice's roll log, the others through the bare source (as the odds do)
const digest = fingerprint(cases, GAMES, LOGGED, (setup, options, source, logged) =>
  playBang(setup, logged ? options : { ...options, log: false }, new Dice(source, logged)),
);
console.log(`${cases.length} set-ups, ${GAMES} games each, whole logs for ${LOGGED}: ${digest}`);

// A dev tool for speed work on Roll Out the (Gun) Barrels: plays many seeded games over several
// set-ups and switches and prints one hash of everything they decided (every die size asked for and
// face drawn, the outcomes, and for some games the whole log). A change made for speed must leave it
// unchanged. Usage: node --import tsx bench/rotgb-fingerprint.ts [games per set-up, default 3000]
import { playRotgb, twelveUnitSide, twoTwelveUnitSides, type RotgbOptions, type RotgbSetup } from "@/lib/skirmish/rotgb";
import { fingerprint } from "./fingerprint";

const GAMES = Number(process.argv[2] ?? 3000);
/** Games per set-up whose whole log is hashed too. */
const LOGGED = Math.min(GAMES, 200);

const side = (id: string, sides: number[], extra: (i: number) => object = () => ({})) => ({
  id,
  units: sides.map((s, i) => ({ id: `${id}-${i}`, sides: s, type: s > 8 ? "Truck" : "Ganger", ...extra(i) })),
});
const three: RotgbSetup = { players: [side("A", [4, 6, 6, 8, 10, 12]), side("B", [6, 6, 6, 6, 20]), side("C", [2, 4, 8, 8, 12, 12, 1])] };
const reserves: RotgbSetup = {
  players: [side("A", [4, 6, 8, 10, 12, 20], (i) => ({ reserve: i % 2 === 1 })), side("B", [6, 6, 6, 8, 8, 12], (i) => ({ reserve: i > 3 }))],
};
const allies: RotgbSetup = {
  players: [twelveUnitSide("Red", "North"), side("Pink", [6, 8, 10], () => ({})), twelveUnitSide("Blue", "South")].map((p, i) =>
    i === 1 ? { ...p, alliance: "North" } : p,
  ),
};
const uneven: RotgbSetup = { players: [side("Small", [4, 4, 6, 6, 8]), side("Big", [6, 8, 10, 12, 20, 30, 12, 8])] };

const cases: [string, RotgbSetup, RotgbOptions][] = [
  ["two twelve-unit gangs", twoTwelveUnitSides(), {}],
  ["first player named", twoTwelveUnitSides(), { firstPlayer: "Blue" }],
  ["the letter's variant", twoTwelveUnitSides(), { flankDropByTwo: true }],
  ["three players", three, {}],
  ["reinforcements", reserves, { reinforcements: { every: 2 } }],
  ["alliances", allies, { alliances: true }],
  ["handicap", uneven, { handicap: true }],
  ["fronts", twoTwelveUnitSides(), { fronts: ["Left", "Right", "Centre"] }],
  [
    "fronts, terrain and a pass",
    twoTwelveUnitSides(),
    { fronts: ["Hills", "Road"], terrain: { allowed: { Hills: ["Scout", "Ganger"] }, heldPass: { front: "Road", holder: "Red" } } },
  ],
  ["a short game", twoTwelveUnitSides(), { maxTurns: 5 }],
];

const digest = fingerprint(cases, GAMES, LOGGED, (setup, options, source, logged) => playRotgb(setup, logged ? options : { ...options, log: false }, source));
console.log(`${cases.length} set-ups, ${GAMES} games each, whole logs for ${LOGGED}: ${digest}`);

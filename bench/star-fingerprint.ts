// A dev tool for speed work on Star Strife: plays many seeded games over several set-ups and
// switches and prints one hash of everything they decided (every die size asked for and face
// drawn, the outcomes, and for some games the whole log). A change made for speed must leave it
// unchanged. Usage: node --import tsx bench/star-fingerprint.ts [games per set-up, default 5000]
import { createHash } from "node:crypto";
import { seededSource, type RandomSource } from "@/lib/dice";
import { playStar, starFleet, twoTwelveUnitFleets, type StarOptions, type StarSetup } from "@/lib/skirmish/star";
import { CARRIER_TYPES as CARRIERS, CRAFT_TYPES as CRAFT, SHIP_TYPES as SHIPS, stationDefended as defended } from "@/lib/skirmish/star/fixtures";
import { fleet, type Spec } from "@/lib/skirmish/star/testing";

const GAMES = Number(process.argv[2] ?? 5000);
/** Games per set-up whose whole log is hashed too. */
const LOGGED = Math.min(GAMES, 300);

// random fleets as the property tests build them, from a fixed generator
function randomCase(i: number): [string, StarSetup, StarOptions] {
  const r = seededSource(`fleet-${i}`);
  const pick = <T>(xs: readonly T[]) => xs[r.next(xs.length) - 1]!;
  const specs = (defender: boolean): Spec[] => {
    const list: Spec[] = ["Battleship"];
    for (let k = r.next(6); k > 0; k--) list.push(pick(SHIPS));
    if (r.next(3) > 1) {
      list.push(pick(CARRIERS));
      for (let k = r.next(3) - 1; k > 0; k--) list.push(pick(CRAFT));
    }
    for (let k = r.next(3) - 1; k > 0; k--) list.push(["Space Combat Drone", 1]);
    if (r.next(2) === 1) list.push(["Decoy", 1]);
    if (r.next(2) === 1) list.push(["Interceptors", 1]);
    if (defender && r.next(2) === 1) list.push("Base Station");
    return list;
  };
  const setup = { players: [fleet("Red", specs(false)), fleet("Blue", specs(true), "defender")] };
  const terrain = ([undefined, "asteroids", "minefield"] as const)[r.next(3) - 1];
  return [`random ${i}`, setup, { commandPoints: r.next(2) === 1, terrain }];
}

// fleets of more than 32 slots a side (spare slots included)
const big = (): StarSetup => ({
  players: [
    starFleet("Red", [
      ["Battleship", 12, 2],
      ["Heavy Cruiser", 10, 2],
      ["Fleet Carrier", 10, 2],
      ["Light Cruiser", 8, 2],
      ["Destroyer", 6, 4],
      ["Frigate", 4, 2],
      ["Fighter Squadron", 4, 6],
      ["Corvette", 2, 2],
      ["Space Combat Drone", 1, 2],
      ["Decoy", 1, 1],
      ["Interceptors", 1, 2],
    ]),
    starFleet("Blue", [
      ["Dreadnought", 20, 2],
      ["Light Carrier", 8, 2],
      ["Guided Missile Cruiser", 10, 2],
      ["Destroyer", 6, 4],
      ["Gunboats", 4, 3],
      ["Mecha Squadron", 4, 2],
      ["Heavy Corvette", 3, 2],
      ["Decoy", 1, 2],
      ["Interceptors", 1, 2],
    ]),
  ],
});

const cases: [string, StarSetup, StarOptions][] = [
  ["big fleets", big(), {}],
  ["big fleets, asteroids, points", big(), { terrain: "asteroids", commandPoints: true }],
  ["big fleets in a minefield", big(), { terrain: "minefield" }],
  ["core", twoTwelveUnitFleets(), {}],
  ["command points", twoTwelveUnitFleets(), { commandPoints: true }],
  ["asteroid field", twoTwelveUnitFleets(), { terrain: "asteroids" }],
  ["ancient minefield", twoTwelveUnitFleets(), { terrain: "minefield" }],
  ["a station defended", defended(), { commandPoints: true, firstPlayer: "Blue" }],
  ["a station in asteroids", defended(), { terrain: "asteroids" }],
  ["a station in a minefield", defended(), { terrain: "minefield", commandPoints: true }],
];
const RANDOM = 40;
for (let i = 0; i < RANDOM; i++) cases.push(randomCase(i));

const all = createHash("sha256");
for (const [name, setup, options] of cases) {
  const h = createHash("sha256");
  const quiet = { ...options, log: false };
  const games = name.startsWith("random") ? Math.ceil(GAMES / 10) : GAMES;
  for (let g = 0; g < games; g++) {
    const logged = g < LOGGED;
    const source = seededSource(g);
    const draws: number[] = [];
    const spy: RandomSource = {
      next: (n) => {
        const f = source.next(n);
        draws.push(n, f);
        return f;
      },
    };
    const out = playStar(setup, logged ? { ...options, log: true } : quiet, spy);
    h.update(JSON.stringify(logged ? out : { ...out, log: [] }));
    h.update(draws.join(","));
    h.update(";");
  }
  const digest = h.digest("hex");
  all.update(digest);
  if (process.env.VERBOSE) console.log(name.padEnd(28), games, digest.slice(0, 16));
}
console.log(`${cases.length} set-ups, ${GAMES} games each (random fleets ${Math.ceil(GAMES / 10)}), whole logs for ${LOGGED}: ${all.digest("hex")}`);

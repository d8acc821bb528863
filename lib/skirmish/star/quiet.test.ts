// The quiet game's own paths against the logged game's: engage.ts's engageQuiet (the fight with its
// parts written out, taken by a game without a log and with one mask word a side) and engine.ts's
// shared outcomes (one side wiped out, no squadron dispersed). On random fleets, switches and
// terrain, and on the benchmark's fleets: the same dice asked for in the same order, the same
// outcome, and the same per-game state left in the battle.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededSource } from "../../dice/source";
import { recording, withoutLog } from "../quiet-testing";
import type { SkirmishOutcome } from "../types";
import { prepareStar, type StarBattle } from "./battle";
import { playBattle, playStar } from "./engine";
import { CARRIER_TYPES as CARRIERS, CRAFT_TYPES as CRAFT, SHIP_TYPES as SHIPS, stationDefended, twoTwelveUnitFleets } from "./fixtures";
import type { StarOptions, StarSetup } from "./schema";
import { ABOARD, HOSTS, IN_PLAY } from "./battle";
import { spreadDamage, spreadLevelled } from "./players";
import { fleet, position, positionOf, type Spec } from "./testing";

function play(setup: StarSetup, options: StarOptions, seed: number, log: boolean): { drawn: string[]; outcome: unknown; state: number[]; b: StarBattle } {
  const b = prepareStar(setup, { ...options, log });
  const drawn: string[] = [];
  const outcome = withoutLog(playBattle(b, recording(seed, drawn)));
  return { drawn, outcome, state: Array.from(b.state), b };
}

/** The quiet game and the logged one side by side: whether the quiet one took engageQuiet, and the first difference or null. */
function compare(setup: StarSetup, options: StarOptions, seed: number): { quiet: boolean; problem: string | null } {
  const quiet = play(setup, options, seed, false);
  const logged = play(setup, options, seed, true);
  const uses = quiet.b.words === 1;
  const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
  if (!same(quiet.drawn, logged.drawn)) return { quiet: uses, problem: `seed ${seed}: dice ${quiet.drawn.join(" ")} against ${logged.drawn.join(" ")}` };
  if (!same(quiet.outcome, logged.outcome))
    return { quiet: uses, problem: `seed ${seed}: outcome ${JSON.stringify(quiet.outcome)} against ${JSON.stringify(logged.outcome)}` };
  if (!same(quiet.state, logged.state)) return { quiet: uses, problem: `seed ${seed}: state ${quiet.state.join(",")} against ${logged.state.join(",")}` };
  return { quiet: uses, problem: null };
}

// random fleets: ships, a carrier with craft (mecha in a ship's channel too), drones, a decoy,
// interceptors, a station; and now and then 30 frigates more, past one mask word a side
const fleetArb = fc.record({
  ships: fc.array(fc.constantFrom(...SHIPS), { minLength: 1, maxLength: 6 }),
  carrier: fc.option(fc.constantFrom(...CARRIERS), { nil: undefined }),
  craft: fc.array(fc.constantFrom(...CRAFT), { maxLength: 3 }),
  mecha: fc.boolean(),
  drones: fc.nat(2),
  decoy: fc.boolean(),
  interceptors: fc.nat(2),
  station: fc.boolean(),
  big: fc.integer({ min: 0, max: 9 }),
});
const game = fc.record({
  red: fleetArb,
  blue: fleetArb,
  commandPoints: fc.boolean(),
  terrain: fc.constantFrom(undefined, "asteroids" as const, "minefield" as const),
  seed: fc.integer(),
});
type Fleet = typeof fleetArb extends fc.Arbitrary<infer T> ? T : never;

function specs(f: Fleet, defender: boolean): Spec[] {
  const list: Spec[] = ["Battleship", ...f.ships, ...(f.big === 0 ? Array<string>(30).fill("Frigate") : [])];
  if (f.carrier) list.push(f.carrier, ...f.craft);
  if (f.carrier && f.mecha) list.push(["Mecha Squadron", 1]);
  for (let i = 0; i < f.drones; i++) list.push(["Space Combat Drone", 1]);
  if (f.decoy) list.push(["Decoy", 1]);
  for (let i = 0; i < f.interceptors; i++) list.push(["Interceptors", 1]);
  if (defender && f.station) list.push("Base Station");
  return list;
}

type Game = typeof game extends fc.Arbitrary<infer T> ? T : never;

/**
 * Runs `check` on `runs` random games (fast-check, seeded), Red attacking and Blue defending, skipping
 * fleets the rules refuse (too many craft for the carrier, …); returns how many were checked.
 */
function eachGame(runs: number, seed: number, check: (setup: StarSetup, g: Game) => void): number {
  let games = 0;
  fc.assert(
    fc.property(game, (g) => {
      const setup: StarSetup = { players: [fleet("Red", specs(g.red, false)), fleet("Blue", specs(g.blue, true), "defender")] };
      try {
        prepareStar(setup, {});
      } catch {
        return;
      }
      games++;
      check(setup, g);
    }),
    { numRuns: runs, seed },
  );
  return games;
}

describe("the quiet game's own paths (engageQuiet, shared outcomes)", () => {
  it("plays 400 random games as the logged game does, die for die, to the same outcome and state", () => {
    const problems: string[] = [];
    let quietGames = 0;
    const games = eachGame(400, 20261205, (setup, g) => {
      const { quiet, problem } = compare(setup, { commandPoints: g.commandPoints, terrain: g.terrain }, g.seed);
      if (quiet) quietGames++;
      if (problem !== null && problems.length < 3) problems.push(problem);
    });
    expect(problems).toEqual([]);
    // (most fleets fit one mask word a side: the written-out fight was played, not only engage)
    expect(quietGames).toBeGreaterThan(150);
    expect(games).toBeGreaterThan(quietGames);
  });

  it("keeps interceptors aboard only ships flagged HOSTS, through whole games (listReactions skips the look at any other target)", () => {
    let aboard = 0;
    const games = eachGame(200, 51, (setup, g) => {
      const b = prepareStar(setup, { commandPoints: g.commandPoints, terrain: g.terrain, log: false });
      const source = seededSource(g.seed);
      // at every die drawn (in every fight, every phase), each interceptor waiting aboard waits aboard a HOSTS ship
      playBattle(b, {
        next: (sides) => {
          for (let u = 0; u < b.n; u++)
            if (b.status[u] === ABOARD) {
              expect(b.flags[b.controller[u]!]! & HOSTS).not.toBe(0);
              aboard++;
            }
          return source.next(sides);
        },
      });
    });
    expect(games).toBeGreaterThan(100);
    expect(aboard).toBeGreaterThan(1000);
  });

  it("plays the benchmark's fleets and the defended station, with each switch and terrain, as the logged game does", () => {
    const problems: string[] = [];
    const switches: StarOptions[] = [{}, { commandPoints: true }, { terrain: "asteroids" }, { terrain: "minefield" }, { firstPlayer: "Blue" }];
    for (const setup of [twoTwelveUnitFleets(), stationDefended()])
      for (const options of switches)
        for (let seed = 1; seed <= 60; seed++) {
          const { quiet, problem } = compare(setup, options, seed);
          expect(quiet).toBe(true);
          if (problem !== null && problems.length < 3) problems.push(problem);
        }
    expect(problems).toEqual([]);
  });

  it("shares one outcome, frozen to the bottom, between quiet games that end with the same side wiped out and the same losses", () => {
    const setup = twoTwelveUnitFleets(),
      quiet: StarOptions = { log: false };
    const seen = new Map<string, SkirmishOutcome>();
    let shared = 0;
    for (let seed = 0; seed < 400; seed++) {
      const out = playStar(setup, quiet, seededSource(seed));
      expect(withoutLog(out)).toEqual(withoutLog(playStar(setup, {}, seededSource(seed))));
      if (!Object.isFrozen(out)) continue;
      for (const part of [out.ranking, out.scores, out.casualties, out.log, ...Object.values(out.casualties)]) expect(Object.isFrozen(part)).toBe(true);
      const key = JSON.stringify(withoutLog(out));
      if (seen.has(key)) {
        expect(out).toBe(seen.get(key));
        shared++;
      } else seen.set(key, out);
    }
    // (most of the benchmark's games end with one side wiped out, and their losses repeat)
    expect(seen.size).toBeGreaterThan(10);
    expect(shared).toBeGreaterThan(100);
  });

  it("makes a new outcome for a game that does not end with one side wiped out", () => {
    // (a turn limit of 1: both sides are left)
    const out = playStar(twoTwelveUnitFleets(), { log: false, maxTurns: 1 }, seededSource(5));
    expect(Object.isFrozen(out)).toBe(false);
    expect(withoutLog(out)).toEqual(withoutLog(playStar(twoTwelveUnitFleets(), { maxTurns: 1 }, seededSource(5))));
  });

  it("spreads damage as spreadDamage does (spreadLevelled): on random positions, sides of up to 8 units in play or lost, from no damage to past every face", () => {
    let levelled = 0,
      past = 0;
    fc.assert(
      fc.property(
        position,
        fc.array(fc.nat(63), { minLength: 1, maxLength: 8 }),
        fc.array(fc.nat(99), { minLength: 8, maxLength: 8 }),
        fc.nat(1000),
        (g, picks, faces, roll) => {
          const made = positionOf(g);
          if (!made) return;
          const { b } = made;
          // a side: distinct units of one player (in play or not), in the order picked
          const p = picks[0]! % 2,
            first = b.firstUnit[p]!,
            count = b.liveEnd[p]! - first;
          const units = [...new Set(picks.map((i) => first + (i % count)))];
          const side = Int32Array.from(units);
          // faces of its own for the units in play (the position's are mostly low)
          units.forEach((u, i) => {
            if (b.status[u] === IN_PLAY) b.face[u] = 1 + (faces[i]! % b.sides[u]!);
          });
          // the damage from none to a little past what brings every unit to 1
          const above = units.filter((u) => b.status[u] === IN_PLAY && b.face[u]! > 1);
          const total = above.reduce((sum, u) => sum + b.face[u]! - 1, 0);
          const damage = roll % (total + 4);
          spreadDamage(b, side, side.length, damage);
          const plain = units.map((u) => b.newFace[u]);
          b.newFace.fill(-7);
          spreadLevelled(b, side, side.length, damage);
          expect(
            units.map((u) => b.newFace[u]),
            `faces ${units.map((u) => (b.status[u] === IN_PLAY ? b.face[u] : "lost")).join(",")}, damage ${damage}`,
          ).toEqual(plain);
          // (two units or more above 1 and less damage than brings them all to 1: a level between them)
          if (above.length > 1 && damage > 0 && damage < total) levelled++;
          if (damage > total) past++;
        },
      ),
      { numRuns: 1500, seed: 5 },
    );
    expect(levelled).toBeGreaterThan(200);
    expect(past).toBeGreaterThan(50);
  });
});

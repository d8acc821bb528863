// Properties over random fleets, switches and seeds (fast-check): every game ends; no unit acts
// twice in a turn; scores are the sides taken; the log switch changes nothing but the log.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededSource } from "../../dice/source";
import { playStar } from "./engine";
import type { StarOptions, StarSetup } from "./schema";
import { CARRIER_TYPES as CARRIERS, CRAFT_TYPES as CRAFT, SHIP_TYPES as SHIPS, twoTwelveUnitFleets } from "./fixtures";
import { fleet, type Spec } from "./testing";

// a fleet the rules accept: ships, a carrier with its craft, channel units on the first ship
const fleetArb = fc.record({
  ships: fc.array(fc.constantFrom(...SHIPS), { minLength: 1, maxLength: 6 }),
  carrier: fc.option(fc.constantFrom(...CARRIERS), { nil: undefined }),
  craft: fc.array(fc.constantFrom(...CRAFT), { maxLength: 2 }),
  drones: fc.nat(2),
  decoy: fc.boolean(),
  interceptors: fc.boolean(),
  station: fc.boolean(),
});
const game = fc.record({
  red: fleetArb,
  blue: fleetArb,
  commandPoints: fc.boolean(),
  terrain: fc.constantFrom(undefined, "asteroids" as const, "minefield" as const),
  seed: fc.integer(),
});
type Fleet = typeof fleetArb extends fc.Arbitrary<infer T> ? T : never;
type Game = typeof game extends fc.Arbitrary<infer T> ? T : never;

function specs(f: Fleet, defender: boolean): Spec[] {
  const list: Spec[] = ["Battleship", ...f.ships];
  if (f.carrier) list.push(f.carrier, ...f.craft.slice(0, 2));
  for (let i = 0; i < f.drones; i++) list.push(["Space Combat Drone", 1]);
  if (f.decoy) list.push(["Decoy", 1]);
  if (f.interceptors) list.push(["Interceptors", 1]);
  if (defender && f.station) list.push("Base Station");
  return list;
}

function build(g: Game): [StarSetup, StarOptions] {
  return [
    { players: [fleet("Red", specs(g.red, false)), fleet("Blue", specs(g.blue, true), "defender")] },
    { commandPoints: g.commandPoints, terrain: g.terrain },
  ];
}

describe("Star Strife properties", () => {
  it("every game ends: one side left, a stalemate or the quiet limit", () => {
    fc.assert(
      fc.property(game, (g) => {
        const [setup, options] = build(g);
        const out = playStar(setup, options, seededSource(g.seed));
        expect(["one side left", "stalemate", "no captures"]).toContain(out.log.at(-1)!.data!.ending);
      }),
      { numRuns: 300 },
    );
  });

  it("no unit acts twice in a turn (attacking, defending as a reaction or an escort), and none acts once lost", () => {
    fc.assert(
      fc.property(game, (g) => {
        const [setup, options] = build(g);
        const out = playStar(setup, options, seededSource(g.seed));
        const acted = new Map<number, Set<string>>();
        for (const e of out.log) {
          for (const id of (e.data?.acted as string[] | undefined) ?? []) {
            const seen = acted.get(e.turn) ?? new Set<string>();
            expect(seen.has(id), `${id} acts twice in turn ${e.turn}`).toBe(false);
            seen.add(id);
            acted.set(e.turn, seen);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("scores are the sides of the units taken", () => {
    fc.assert(
      fc.property(game, (g) => {
        const [setup, options] = build(g);
        const out = playStar(setup, options, seededSource(g.seed));
        const sides = new Map(setup.players.flatMap((p) => p.units.map((u) => [u.id, u.sides] as const)));
        const scored: Record<string, number> = {};
        for (const l of out.log.at(-1)!.data!.lost as { unit: string; takenBy: string }[])
          scored[l.takenBy] = (scored[l.takenBy] ?? 0) + (sides.get(l.unit) ?? 1);
        for (const [id, score] of Object.entries(out.scores)) expect(score).toBe(scored[id] ?? 0);
      }),
      { numRuns: 200 },
    );
  });

  it("the same game with the log off gives the same result", () => {
    fc.assert(
      fc.property(game, (g) => {
        const [setup, options] = build(g);
        const logged = playStar(setup, options, seededSource(g.seed));
        const quiet = playStar(setup, { ...options, log: false }, seededSource(g.seed));
        expect({ ...quiet, log: [] }).toEqual({ ...logged, log: [] });
      }),
      { numRuns: 100 },
    );
  });

  it("games without a log share their casualty lists, frozen, and they are the logged game's", () => {
    const setup = twoTwelveUnitFleets(),
      quiet: StarOptions = { log: false };
    const seen = new Map<string, readonly string[]>();
    for (let seed = 0; seed < 300; seed++) {
      const out = playStar(setup, quiet, seededSource(seed));
      expect({ ...out, log: [] }).toEqual({ ...playStar(setup, {}, seededSource(seed)), log: [] });
      for (const [id, lost] of Object.entries(out.casualties)) {
        expect(Object.isFrozen(lost)).toBe(true);
        const key = `${id}: ${lost.join(",")}`;
        // (the same losses again: the very list made the first time)
        if (seen.has(key)) expect(lost).toBe(seen.get(key));
        else seen.set(key, lost);
      }
    }
    // (losses repeat from game to game: lists were shared, not only made)
    expect(seen.size).toBeLessThan(2 * 300);
  });
});

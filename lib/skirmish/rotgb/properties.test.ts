// Properties over random armies, switches and seeds (fast-check): every game ends, no unit acts
// twice in a turn, and scores are the sides of the captured dice (times the fronts won).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { seededSource } from "../../dice/source";
import type { SkirmishOutcome } from "../types";
import { playRotgb } from "./engine";
import type { RotgbOptions, RotgbSetup } from "./schema";
import { endData } from "./testing";

const DICE = [1, 2, 4, 6, 8, 10, 12, 20, 100];
const FRONTS = ["North", "South", "East"];

const army = fc.array(fc.record({ sides: fc.constantFrom(...DICE), reserve: fc.boolean(), front: fc.nat(2) }), { minLength: 1, maxLength: 10 });
const game = fc.record({
  armies: fc.array(army, { minLength: 2, maxLength: 4 }),
  alliances: fc.boolean(),
  fronts: fc.boolean(),
  placed: fc.boolean(),
  reinforcements: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
  flankDropByTwo: fc.boolean(),
  pass: fc.boolean(),
  seed: fc.integer(),
});

type Game = typeof game extends fc.Arbitrary<infer T> ? T : never;

function build(g: Game): [RotgbSetup, RotgbOptions] {
  const fronts = g.fronts ? FRONTS.slice(0, 2 + (g.seed & 1)) : undefined;
  const setup: RotgbSetup = {
    players: g.armies.map((units, p) => ({
      id: `P${p}`,
      alliance: `A${p % 2}`,
      units: units.map((u, i) => ({
        id: `P${p}-${i}`,
        sides: u.sides,
        type: `d${u.sides}`,
        // keep one unit in play per player
        reserve: i > 0 && u.reserve,
        front: fronts && g.placed ? fronts[u.front % fronts.length] : undefined,
      })),
    })),
  };
  const options: RotgbOptions = {
    alliances: g.alliances,
    fronts,
    reinforcements: g.reinforcements === undefined ? undefined : { every: g.reinforcements },
    flankDropByTwo: g.flankDropByTwo,
    terrain: fronts && g.pass ? { heldPass: { front: fronts[0]!, holder: "P0" } } : undefined,
  };
  return [setup, options];
}

const sidesOf = (setup: RotgbSetup) => new Map(setup.players.flatMap((p) => p.units.map((u) => [u.id, u.sides] as const)));

describe("properties", () => {
  it("every game ends; without fronts by one side left or a stalemate, never the turn limit", () => {
    fc.assert(
      fc.property(game, (g) => {
        const [setup, options] = build(g);
        const out = playRotgb(setup, options, seededSource(g.seed));
        const end = endData(out);
        expect(end.action).toBe("end");
        if (!options.fronts) expect(["one side left", "stalemate"]).toContain(end.ending);
      }),
      { numRuns: 300 },
    );
  });

  it("no unit acts twice in a turn (attack, move or redeploy), and none acts once taken", () => {
    fc.assert(
      fc.property(game, (g) => {
        const [setup, options] = build(g);
        const out = playRotgb(setup, options, seededSource(g.seed));
        const actedIn = new Map<number, Set<string>>();
        const taken = new Set<string>();
        for (const e of out.log) {
          for (const id of (e.data?.acted as string[] | undefined) ?? []) {
            const seen = actedIn.get(e.turn) ?? new Set<string>();
            expect(seen.has(id)).toBe(false);
            expect(taken.has(id)).toBe(false);
            seen.add(id);
            actedIn.set(e.turn, seen);
          }
          if (typeof e.data?.target === "string") taken.add(e.data.target);
          for (const [id, after] of Object.entries((e.data?.after as Record<string, unknown>) ?? {})) if (after === "eliminated") taken.add(id);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("scores equal the sides of the captured dice (times the fronts won), and casualties are the dice taken", () => {
    fc.assert(
      fc.property(game, (g) => {
        const [setup, options] = build(g);
        const out: SkirmishOutcome = playRotgb(setup, options, seededSource(g.seed));
        const end = endData(out) as { lost: { unit: string; player: string; takenBy: string }[]; frontsWon?: Record<string, number> };
        const sides = sidesOf(setup);
        const teamOf = (pid: string) => (options.alliances ? setup.players.find((p) => p.id === pid)!.alliance! : pid);
        const captured: Record<string, number> = {};
        for (const l of end.lost) captured[teamOf(l.takenBy)] = (captured[teamOf(l.takenBy)] ?? 0) + sides.get(l.unit)!;
        for (const [team, score] of Object.entries(out.scores)) {
          const multiplier = options.fronts ? end.frontsWon![team]! : 1;
          expect(score).toBe((captured[team] ?? 0) * multiplier);
        }
        const lost = Object.values(out.casualties).flat().sort();
        expect(lost).toEqual(end.lost.map((l) => l.unit).sort());
      }),
      { numRuns: 300 },
    );
  });

  it("the same switches with the log off give the same result", () => {
    fc.assert(
      fc.property(game, (g) => {
        const [setup, options] = build(g);
        const logged = playRotgb(setup, options, seededSource(g.seed));
        const quiet = playRotgb(setup, { ...options, log: false }, seededSource(g.seed));
        expect({ ...quiet, log: [] }).toEqual({ ...logged, log: [] });
      }),
      { numRuns: 100 },
    );
  });
});

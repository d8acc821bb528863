// Two players on one front without a log are played by onefront.ts' playTwoSides, with each
// player's numbers in local variables; with a log, by playOneFront. Both must play the same game:
// the same dice drawn in the same order, the same outcome.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { RandomSource } from "../../dice/source";
import { seededSource } from "../../dice/source";
import { playBattle } from "./engine";
import { prepareRotgb } from "./prepare";
import type { RotgbOptions, RotgbSetup } from "./schema";
import { faces } from "./testing";
import { At } from "./onefront";

const DICE = [1, 2, 3, 4, 6, 8, 10, 12, 20, 30];

const army = fc.array(fc.constantFrom(...DICE), { minLength: 1, maxLength: 15 });
const game = fc.record({
  armies: fc.tuple(army, army),
  named: fc.boolean(),
  handicap: fc.boolean(),
  pass: fc.boolean(),
  firstPlayer: fc.option(fc.nat(1), { nil: undefined }),
  maxTurns: fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
  seed: fc.integer(),
});

type Game = typeof game extends fc.Arbitrary<infer T> ? T : never;

function build(g: Game): [RotgbSetup, RotgbOptions] {
  const setup: RotgbSetup = {
    players: g.armies.map((sides, p) => ({ id: `P${p}`, units: sides.map((s, i) => ({ id: `P${p}-${i}`, sides: s, type: `d${s}` })) })),
  };
  const options: RotgbOptions = {
    fronts: g.named || g.pass ? ["Road"] : undefined,
    terrain: g.pass ? { heldPass: { front: "Road", holder: "P1" } } : undefined,
    handicap: g.handicap,
    firstPlayer: g.firstPlayer === undefined ? undefined : `P${g.firstPlayer}`,
    maxTurns: g.maxTurns,
  };
  return [setup, options];
}

/** A source that records every die size asked for and every face it gave. */
function recording(seed: number): { source: RandomSource; drawn: number[] } {
  const inner = seededSource(seed);
  const drawn: number[] = [];
  return { source: { next: (sides) => (drawn.push(sides), drawn.push(inner.next(sides)), drawn.at(-1)!) }, drawn };
}

describe("two players on one front: the quiet loop and the logged loop play the same game", () => {
  it("same dice and outcome for random armies and seeds (fast-check, 400 games)", () => {
    fc.assert(
      fc.property(game, (g) => {
        const [setup, options] = build(g);
        const quiet = prepareRotgb(setup, { ...options, log: false });
        const logged = prepareRotgb(setup, { ...options, log: true });
        expect(quiet.twoSides).toBe(true);
        const a = recording(g.seed),
          b = recording(g.seed);
        const played = playBattle(quiet, a.source);
        const shown = playBattle(logged, b.source);
        expect(a.drawn).toEqual(b.drawn);
        expect(played).toEqual({ ...shown, log: [] });
        // the per-player numbers written back at the end are the logged game's
        for (const key of ["score", "lost", "inPlay", "facesShown", "count", "owner", "unitsShowing"] as const)
          expect(Array.from(quiet[key])).toEqual(Array.from(logged[key]));
        expect(faces(quiet)).toEqual(faces(logged));
        expect(quiet.contested).toBe(logged.contested);
      }),
      { numRuns: 400 },
    );
  });

  it("finds the flanks the general search finds: of two dice, of three and of more (small dice against big ones)", () => {
    // Small dice rarely out-show big ones, so most captures are flanks; the quiet loop finds flanks
    // of two and three dice without the general search, and must pick the dice it would pick.
    const sizes = new Map<number, number>();
    for (let seed = 0; seed < 400; seed++) {
      const g: Game = {
        armies: [
          Array.from({ length: 12 }, (_, i) => [2, 3, 4, 6][(i * 7 + seed) % 4]!),
          Array.from({ length: 12 }, (_, i) => [4, 6, 8, 10, 12, 20][(i * 5 + seed) % 6]!),
        ],
        named: seed % 3 === 0,
        handicap: false,
        pass: seed % 5 === 0,
        firstPlayer: undefined,
        maxTurns: undefined,
        seed,
      };
      const [setup, options] = build(g);
      const a = recording(seed),
        b = recording(seed);
      const played = playBattle(prepareRotgb(setup, { ...options, log: false }), a.source);
      const shown = playBattle(prepareRotgb(setup, { ...options, log: true }), b.source);
      expect(a.drawn).toEqual(b.drawn);
      expect(played).toEqual({ ...shown, log: [] });
      for (const entry of shown.log) {
        const acted = entry.data?.action === "flank" ? (entry.data.acted as unknown[]).length : 0;
        if (acted > 0) sizes.set(Math.min(acted, 4), (sizes.get(Math.min(acted, 4)) ?? 0) + 1);
      }
    }
    // every kind of flank came up (4: four dice or more)
    expect([...sizes.keys()].sort()).toEqual([2, 3, 4]);
  });

  it("one battlefield plays game after game as a fresh one would (its start is not copied back)", () => {
    const [setup, options] = build({
      armies: [
        [4, 4, 6, 6, 8, 10, 12, 20],
        [6, 6, 6, 8, 8, 12, 30],
      ],
      named: true,
      handicap: true,
      pass: false,
      firstPlayer: undefined,
      maxTurns: undefined,
      seed: 0,
    });
    const quiet = prepareRotgb(setup, { ...options, log: false });
    for (let seed = 0; seed < 300; seed++) {
      const played = playBattle(quiet, seededSource(seed));
      const fresh = playBattle(prepareRotgb(setup, { ...options, log: false }), seededSource(seed));
      expect(played).toEqual(fresh);
    }
  });

  it("is not used with reserves, the letter's variant, three players or alliances of two", () => {
    const side = (id: string, alliance?: string) => ({ id, alliance, units: [4, 6, 8].map((s, i) => ({ id: `${id}-${i}`, sides: s, type: "Ganger" })) });
    const two: RotgbSetup = { players: [side("A"), side("B")] };
    expect(prepareRotgb(two, { log: false }).twoSides).toBe(true);
    expect(prepareRotgb(two, { log: false, flankDropByTwo: true }).twoSides).toBe(false);
    expect(prepareRotgb(two, { log: false, fronts: ["North", "South"] }).twoSides).toBe(false);
    const reserve: RotgbSetup = { players: [side("A"), { ...side("B"), units: side("B").units.map((u, i) => ({ ...u, reserve: i === 2 })) }] };
    expect(prepareRotgb(reserve, { log: false, reinforcements: { every: 2 } }).twoSides).toBe(false);
    expect(prepareRotgb({ players: [side("A"), side("B"), side("C")] }, { log: false }).twoSides).toBe(false);
    expect(prepareRotgb({ players: [side("A", "X"), side("B", "X"), side("C", "Y")] }, { log: false, alliances: true }).twoSides).toBe(false);
  });

  it("reads faces, face index, unit numbers and picked dice and faces where b keeps them (views into b.state at fixed places)", () => {
    const [setup, options] = build({
      armies: [
        [4, 6, 8],
        [6, 20],
      ],
      named: false,
      handicap: false,
      pass: false,
      firstPlayer: undefined,
      maxTurns: undefined,
      seed: 0,
    });
    const b = prepareRotgb(setup, { ...options, log: false });
    expect(b.twoSides).toBe(true);
    const at = (view: Int32Array) => (view.buffer === b.state.buffer ? view.byteOffset >> 2 : -1);
    const views = [b.rankFace, b.slotInfo, b.rankInfo, b.duelPick, b.pickFace, b.unitsShowing];
    expect(views.map(at)).toEqual([At.FACE, At.SLOTS, At.RINFO, At.PICK, At.PICKFACE, At.SHOW]);
    expect(views.map((view) => view.length)).toEqual([32, 64, 32, 32, 32, 64]);
  });
});

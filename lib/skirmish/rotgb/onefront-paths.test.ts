// The one-front loop with the face index (onefront.ts and its search, attack.ts' flankByFace) and
// the general loop (engine.ts' playBattle, attack.ts' gatherDice, findFlank and sumTo) are two
// codings of the same 002 core rules: the attack chosen (biggest prize first, the least die that
// beats it, else the smallest flank), the re-rolls and the captures. Played on the same battlefield
// with the same seed they must give the same game, log line for log line. Random armies of dice
// up to d20 (the index holds faces up to 30), with and without alliances, reinforcements and the
// letter's flank variant, one front (no fronts rule, or a single named front).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { seededSource } from "../../dice/source";
import { playBattle } from "./engine";
import { prepareRotgb } from "./prepare";
import type { RotgbOptions, RotgbSetup } from "./schema";

const DICE = [1, 2, 3, 4, 6, 8, 10, 12, 20];

const army = fc.array(fc.record({ sides: fc.constantFrom(...DICE), reserve: fc.boolean() }), { minLength: 1, maxLength: 12 });
const game = fc.record({
  armies: fc.array(army, { minLength: 2, maxLength: 4 }),
  alliances: fc.boolean(),
  named: fc.boolean(),
  reinforcements: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
  flankDropByTwo: fc.boolean(),
  firstPlayer: fc.option(fc.nat(3), { nil: undefined }),
  seed: fc.integer(),
});

type Game = typeof game extends fc.Arbitrary<infer T> ? T : never;

function build(g: Game): [RotgbSetup, RotgbOptions] {
  const setup: RotgbSetup = {
    players: g.armies.map((units, p) => ({
      id: `P${p}`,
      alliance: `A${p % 2}`,
      units: units.map((u, i) => ({ id: `P${p}-${i}`, sides: u.sides, type: `d${u.sides}`, reserve: i > 0 && u.reserve })),
    })),
  };
  const first = g.firstPlayer === undefined ? undefined : `P${g.firstPlayer % g.armies.length}`;
  const options: RotgbOptions = {
    alliances: g.alliances,
    fronts: g.named ? ["Road"] : undefined,
    reinforcements: g.reinforcements === undefined ? undefined : { every: g.reinforcements },
    flankDropByTwo: g.flankDropByTwo,
    firstPlayer: first,
  };
  return [setup, options];
}

/** The same game twice: once by the one-front loop, once by the general loop (face index off). */
function bothWays(g: Game) {
  const [setup, options] = build(g);
  const indexed = prepareRotgb(setup, options);
  expect(indexed.byFace).toBe(true);
  const byFace = playBattle(indexed, seededSource(g.seed));
  const general = prepareRotgb(setup, options);
  general.byFace = false;
  const plain = playBattle(general, seededSource(g.seed));
  return { byFace, plain };
}

describe("002 core on one front: the face-index loop and the general loop play the same game", () => {
  it("same log, verdict and scores for random armies and seeds (fast-check, 400 games)", () => {
    fc.assert(
      fc.property(game, (g) => {
        const { byFace, plain } = bothWays(g);
        expect(byFace.log.map((e) => e.text)).toEqual(plain.log.map((e) => e.text));
        expect(byFace).toEqual(plain);
      }),
      { numRuns: 400 },
    );
  });

  it("twelve d6 against twelve d6 (many ties of equal faces), 200 seeds", () => {
    for (let seed = 0; seed < 200; seed++) {
      const six = Array.from({ length: 12 }, () => ({ sides: 6, reserve: false }));
      const { byFace, plain } = bothWays({
        armies: [six, six],
        alliances: false,
        named: false,
        reinforcements: undefined,
        flankDropByTwo: false,
        firstPlayer: undefined,
        seed,
      });
      expect(byFace).toEqual(plain);
    }
  });

  it("more than 31 units (targets found down the foes lists, not the bits in target order), 100 seeds", () => {
    const twelve = DICE.concat([4, 6, 8]).map((sides, i) => ({ sides, reserve: i % 5 === 4 }));
    for (let seed = 0; seed < 100; seed++) {
      const g = { armies: [twelve, twelve, twelve], alliances: seed % 2 === 0, named: false, flankDropByTwo: seed % 3 === 0, firstPlayer: undefined, seed };
      expect(prepareRotgb(...build({ ...g, reinforcements: 2 })).n).toBeGreaterThan(31);
      for (const reinforcements of [undefined, 2]) {
        const { byFace, plain } = bothWays({ ...g, reinforcements });
        expect(byFace).toEqual(plain);
      }
    }
  });
});

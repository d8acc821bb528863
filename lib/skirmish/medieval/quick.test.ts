// quick.ts's loop (the quiet game of two sides with the attack index) against the general loop with
// its log: on random set-ups and themes, and on the benchmark's armies, the same dice drawn in the
// same order, the same outcome, and the same state left in the battle (every per-game number).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededSource } from "../../dice/source";
import { recording, withoutLog } from "../quiet-testing";
import type { SkirmishOutcome } from "../types";
import { prepareMedieval, type MedievalBattle } from "./battle";
import { playBattle } from "./engine";
import { castersArmies, twoTwelveUnitArmies } from "./fixtures";
import type { MedievalOptions, MedievalSetup } from "./schema";
import { build, game, themesOf } from "./testing";

interface Played {
  drawn: string[];
  outcome: Omit<SkirmishOutcome, "log">;
  state: number[];
}

function play(setup: MedievalSetup, options: MedievalOptions, seed: number, log: boolean): Played & { b: MedievalBattle } {
  const b = prepareMedieval(setup, { ...options, log });
  const drawn: string[] = [];
  const outcome = withoutLog(playBattle(b, recording(seed, drawn)));
  return { drawn, outcome, state: Array.from(b.state), b };
}

/** The quiet game (quick.ts's loop when the battle has both bits) and the logged one, side by side: the first difference, or null. */
function compare(setup: MedievalSetup, options: MedievalOptions, seed: number): { quick: boolean; problem: string | null } {
  const quiet = play(setup, options, seed, false);
  const logged = play(setup, options, seed, true);
  // the seeded source as the odds pass it (no wrapper: the dice's own path for it)
  const b = prepareMedieval(setup, { ...options, log: false });
  const bare = withoutLog(playBattle(b, seededSource(seed)));
  const uses = quiet.b.quick;
  const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
  if (!same(quiet.drawn, logged.drawn)) return { quick: uses, problem: `seed ${seed}: dice ${quiet.drawn.join(" ")} against ${logged.drawn.join(" ")}` };
  if (!same(quiet.outcome, logged.outcome))
    return { quick: uses, problem: `seed ${seed}: outcome ${JSON.stringify(quiet.outcome)} against ${JSON.stringify(logged.outcome)}` };
  if (!same(quiet.state, logged.state)) return { quick: uses, problem: `seed ${seed}: state ${quiet.state.join(",")} against ${logged.state.join(",")}` };
  if (!same(bare, quiet.outcome) || !same(Array.from(b.state), quiet.state))
    return { quick: uses, problem: `seed ${seed}: the bare seeded source plays another game` };
  return { quick: uses, problem: null };
}

describe("quick.ts, the quiet game of two sides with the attack index", () => {
  it("plays 400 random games (set-ups, taught spells, themes) as the logged game does, die for die, to the same outcome and state", () => {
    const problems: string[] = [];
    let quickGames = 0;
    fc.assert(
      fc.property(game, (g) => {
        const [setup, options] = build(g);
        const { quick: used, problem } = compare(setup, options, g.seed);
        if (used) quickGames++;
        if (problem !== null && problems.length < 3) problems.push(problem);
      }),
      { numRuns: 400, seed: 20261204 },
    );
    expect(problems).toEqual([]);
    // (most random games have two sides: the loop was played, not only the general one)
    expect(quickGames).toBeGreaterThan(100);
  });

  it("takes a battle whose modifiers fit a unit's word (-32 to 31), and only those, and plays it as the logged game does", () => {
    // (Archers' defence and Champions' attack at the edges of the word, and one past them)
    const cases: [MedievalOptions, boolean][] = [
      [{ abilities: { Archer: { defence: 31 }, Footman: { defence: -32 } } }, true],
      [{ abilities: { Archer: { defence: 32 } } }, false],
      [{ abilities: { Footman: { defence: -33 } } }, false],
      [{ abilities: { Champion: { attack: -33 } } }, false],
    ];
    for (const [options, fits] of cases) {
      for (let seed = 1; seed <= 20; seed++) {
        const { quick: used, problem } = compare(twoTwelveUnitArmies(), options, seed);
        expect(problem).toBeNull();
        expect(used).toBe(fits);
      }
    }
  });

  it("plays the benchmark's armies and the casters' armies under every theme as the logged game does", () => {
    // (the castle is Red's: these armies are Red and Blue)
    const themes: MedievalOptions[] = [
      {},
      { ...themesOf({ field: "day", place: "mystic", castle: false, volcanic: false, weather: "damaging" }), castle: "Red" },
      themesOf({ field: "night", place: "city", castle: false, volcanic: true, weather: "catastrophic" }),
      themesOf({ field: undefined, place: undefined, castle: false, volcanic: false, weather: "poor" }),
      { ...themesOf({ field: undefined, place: undefined, castle: false, volcanic: false, weather: "dangerous" }), castle: "Blue" },
    ];
    const problems: string[] = [];
    let quickGames = 0;
    // (and the benchmark's armies where the archers and knights cast Empower, Pierce and Shield, so
    // attackers re-roll under every lasting spell)
    const taught: MedievalOptions = {
      abilities: {
        Archer: { spells: ["Empower"] },
        Knight: { spells: ["Shield", "Empower"] },
        Footman: { spells: ["Empower"] },
        Crossbowman: { spells: ["Empower"] },
        Recruit: { spells: ["Pierce"] },
      },
    };
    for (const setup of [twoTwelveUnitArmies(), castersArmies()])
      for (const options of [...themes, ...themes.map((t) => ({ ...t, ...taught }))])
        for (let seed = 1; seed <= 100; seed++) {
          const { quick: used, problem } = compare(setup, options, seed);
          if (used) quickGames++;
          if (problem !== null && problems.length < 3) problems.push(problem);
        }
    expect(problems).toEqual([]);
    // (the casters' d100s attack with more than the index holds: only the benchmark's armies take the loop)
    expect(quickGames).toBe(2 * 5 * 100);
  });
});

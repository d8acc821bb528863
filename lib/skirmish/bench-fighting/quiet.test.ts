// The odds runner's way (log: false, dice that keep no roll log) takes its own fast paths through
// the stages (stage.ts fightTwoQuiet); it must draw exactly the dice the logged game draws, in the
// same order, and reach the same outcome. (golden.test.ts pins the outcomes; this pins the draws.)
import { describe, expect, it } from "vitest";
import { Dice, manualSource } from "@/lib/dice";
import { twelveUnitGang } from "@/lib/skirmish/gang-fixtures";
import { toBenchFighting } from "@/lib/skirmish/mapping";
import { twelveSquadGangs } from "./fixtures";
import { playBenchFighting } from "./play";
import { failure, recorded } from "./test-helpers";
import type { BenchFightingOptions, BenchFightingSetup } from "./types";

function scarcePools(): BenchFightingSetup {
  const [red, blue] = twelveSquadGangs().players;
  return {
    players: [
      { ...red!, pool: 900 },
      { ...blue!, pool: 700 },
    ],
  };
}

const CASES: { name: string; setup: () => BenchFightingSetup; options: BenchFightingOptions }[] = [
  { name: "twelve squads", setup: twelveSquadGangs, options: {} },
  { name: "benchmark gangs", setup: () => toBenchFighting([twelveUnitGang("Red"), twelveUnitGang("Blue")]).setup, options: {} },
  { name: "scarce pools", setup: scarcePools, options: {} },
  { name: "safety stop at 2 rounds", setup: twelveSquadGangs, options: { skirmishes: 3, maxRounds: 2 } },
];

describe("log: false draws the same dice as the logged game", () => {
  for (const c of CASES) {
    it(`${c.name}: 40 seeds, the same draws and outcome with and without the logs`, () => {
      const setup = c.setup();
      for (let seed = 1; seed <= 40; seed++) {
        const logged = recorded(seed);
        const full = playBenchFighting(setup, c.options, new Dice(logged.source, true));
        for (const diceLog of [false, true]) {
          const quiet = recorded(seed);
          const outcome = playBenchFighting(setup, { ...c.options, log: false }, new Dice(quiet.source, diceLog));
          expect(quiet.draws, `seed ${seed}`).toEqual(logged.draws);
          expect(outcome, `seed ${seed}`).toEqual({ ...full, log: [] });
        }
      }
    });
  }
});

describe("typed-in dice that run out in the odds runner's rounds", () => {
  it("fail as the logged game fails, naming the attacker's or the defender's die (every cut of one game's 800-odd faces)", () => {
    const setup = toBenchFighting([twelveUnitGang("Red"), twelveUnitGang("Blue")]).setup;
    const all = recorded(7);
    playBenchFighting(setup, {}, new Dice(all.source, true));
    const faces = all.draws.filter((_, k) => k % 2 === 1);
    const names = new Set<string>();
    for (let cut = 0; cut < faces.length; cut += 7) {
      const given = faces.slice(0, cut);
      const logged = failure(() => playBenchFighting(setup, {}, new Dice(manualSource(given), true)));
      const quiet = failure(() => playBenchFighting(setup, { log: false }, new Dice(manualSource(given), false)));
      expect(quiet, `cut at ${cut}`).toBe(logged);
      names.add(logged);
    }
    // both dice of an attack ran out somewhere among the cuts
    expect([...names].some((n) => n.includes("attacker"))).toBe(true);
    expect([...names].some((n) => n.includes("defender"))).toBe(true);
  });
});

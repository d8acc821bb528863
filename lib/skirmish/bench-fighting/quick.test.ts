// quick.ts plays the odds runner's usual battle on its own; it must play the general path's game:
// the same draws, the same outcome, for battles with First Strikes, Rear Strikes and carried
// survivors, and set-ups it does not take must still play as before.
import { describe, expect, it } from "vitest";
import { Dice, manualSource, seededSource } from "@/lib/dice";
import { playBenchFighting } from "./play";
import { D100 as STAGE_D100 } from "./stage";
import { D100, Fate, Modifier, Packed, Position, RearStrike } from "./quick";
import { BENCH_FIGHTING_RULES, LEFT, MAIN, RIGHT, SCOUT } from "./rules";
import { FATE_KILLED, FATE_LOST, FATE_SURVIVED } from "./state";
import { events, failure, player, recorded } from "./test-helpers";
import type { BenchFightingOptions, BenchFightingSetup } from "./types";

const squads = (prefix: string, points: number[]) => points.map((p, i) => `${prefix}${i + 1}:${p}`).join(" ");

/** Uneven armies: flank and scout winners salvage survivors, so First and Rear Strikes happen. */
const uneven = (): BenchFightingSetup => ({
  players: [player("a", squads("a", [10, 20, 30, 45, 60]), [], 300), player("b", squads("b", [5, 5, 15, 25, 35, 50, 70, 90]), [], 400)],
});

/** Compares the quiet game (quick.ts when it fits) with the logged game over 30 seeds. */
function sameGame(setup: BenchFightingSetup, options: BenchFightingOptions = {}): Record<string, unknown>[] {
  const seen: Record<string, unknown>[] = [];
  for (let seed = 1; seed <= 30; seed++) {
    const logged = recorded(seed);
    const full = playBenchFighting(setup, options, new Dice(logged.source, true));
    const quiet = recorded(seed);
    const outcome = playBenchFighting(setup, { ...options, log: false }, new Dice(quiet.source, false));
    expect(quiet.draws, `seed ${seed}`).toEqual(logged.draws);
    expect(outcome, `seed ${seed}`).toEqual({ ...full, log: [] });
    seen.push(...events(full.log, "firstStrikeGranted"), ...events(full.log, "rearStrike"));
  }
  return seen;
}

describe("quick.ts's literals", () => {
  it("are the numbers of rules.ts, state.ts and stage.ts", () => {
    expect([Position.SCOUT, Position.LEFT, Position.RIGHT, Position.MAIN]).toEqual([SCOUT, LEFT, RIGHT, MAIN]);
    expect([Fate.SURVIVED, Fate.KILLED, Fate.LOST]).toEqual([FATE_SURVIVED, FATE_KILLED, FATE_LOST]);
    expect([D100.SIDES, D100.NOT_NATURAL_LOW, D100.NOT_NATURAL_SPAN]).toEqual([STAGE_D100.SIDES, STAGE_D100.NOT_NATURAL_LOW, STAGE_D100.NOT_NATURAL_SPAN]);
    expect([Modifier.POINTS_PER, RearStrike.PENALTY]).toEqual([BENCH_FIGHTING_RULES.pointsPerModifier, BENCH_FIGHTING_RULES.rearStrikePenalty]);
    expect(Packed.REAR).toBe(Packed.INDEX + 1);
    expect(1 << Packed.DOOMED_BIT).toBe(2 * Packed.REAR);
    expect(Packed.MAX_POINTS << Packed.POINTS_SHIFT).toBeGreaterThan(0); // still a positive 32-bit number
  });
});

describe("the odds runner's battle played by quick.ts", () => {
  it("draws the dice and reaches the outcome of the logged game, First and Rear Strikes and carried survivors included", () => {
    const seen = sameGame(uneven());
    expect(seen.some((e) => e.event === "firstStrikeGranted")).toBe(true);
    expect(seen.some((e) => e.event === "rearStrike")).toBe(true);
  });

  it("stops at the safety stop as the logged game does", () => {
    sameGame(uneven(), { maxRounds: 1, skirmishes: 4 });
  });

  it("leaves set-ups it cannot pack to the general path: points too large, hand-set positions", () => {
    const big = uneven();
    big.players[1]!.army[0]!.points = Packed.MAX_POINTS + 1;
    big.players[1]!.pool = 100 * Packed.MAX_POINTS;
    sameGame(big, { skirmishes: 3 });
    const hand = uneven();
    hand.players[0]!.allocations = [{ main: ["a5"], left: ["a1"] }];
    sameGame(hand, { skirmishes: 3 });
  });

  it("plays a game of its own and then a logged game on the same set-up object alike", () => {
    const setup = uneven();
    for (let seed = 1; seed <= 5; seed++) {
      const quiet = playBenchFighting(setup, { log: false }, new Dice(seededSource(seed), false));
      const full = playBenchFighting(setup, {}, new Dice(seededSource(seed), true));
      expect(quiet).toEqual({ ...full, log: [] });
    }
  });

  it("buys the cheapest squad when nothing fits the budget, and sits out when the pool cannot pay for one, as the logged game does", () => {
    const poor = uneven();
    poor.players[0]!.pool = 120;
    poor.players[1]!.pool = 30;
    sameGame(poor);
  });

  it("fails as the logged game fails when typed-in dice run out, First Strikes included (every cut of a game's faces)", () => {
    const setup = uneven();
    const options: BenchFightingOptions = { skirmishes: 3 };
    // a seed whose game has a First Strike in its first three skirmishes
    let seed = 1;
    while (events(playBenchFighting(setup, options, new Dice(seededSource(seed), true)).log, "firstStrikeGranted").length === 0) seed++;
    const all = recorded(seed);
    playBenchFighting(setup, options, new Dice(all.source, true));
    const faces = all.draws.filter((_, k) => k % 2 === 1);
    for (let cut = 0; cut <= faces.length; cut++) {
      const given = faces.slice(0, cut);
      const logged = failure(() => playBenchFighting(setup, options, new Dice(manualSource(given), true)));
      const quiet = failure(() => playBenchFighting(setup, { ...options, log: false }, new Dice(manualSource(given), false)));
      expect(quiet, `cut at ${cut}`).toBe(logged);
    }
  });
});

// 001 Battle, Main Fight, Aftermath, two or more players: each with the dice it rolls.
import { describe, expect, it } from "vitest";
import { seededDice } from "@/lib/dice";
import { twelveSquadGangs } from "./fixtures";
import { playBenchFighting } from "./play";
import { mainEnd, play, player } from "./test-helpers";

const hold = [30, 70];
const win = [60, 40];

describe("001 Battle", () => {
  it("ten skirmishes; the winner has won the most (a1 wins each: dice 60,40 30,70 ten times)", () => {
    const main = { main: ["a1"] };
    const a = player("a", "a1:50", Array(10).fill(main));
    const b = player("b", "b1:50", Array(10).fill({ main: ["b1"] }));
    const dice = Array.from({ length: 10 }, () => [...win, ...hold]).flat();
    const { outcome, events } = play([a, b], dice, {});
    expect(events("skirmishEnd")).toHaveLength(10);
    expect(outcome).toMatchObject({ system: "bench", winner: "a", ranking: ["a", "b"], scores: { a: 10, b: 0 } });
  });

  it("the points of each skirmish come out of the battle pool (pool 120: 50 spent, 70 left)", () => {
    const { events } = play([player("a", "a1:50", [{ main: ["a1"] }], 120), player("b", "b1:50", [{ main: ["b1"] }])], [...win, ...hold]);
    expect(events("allocation")[0]).toMatchObject({ player: "a", cost: 50, poolLeft: 70, hand: true });
  });

  it("equal most skirmishes won is a draw (one each: dice 60,40 30,70 then 30,70 60,40)", () => {
    const a = player("a", "a1:50", [{ main: ["a1"] }, { main: ["a1"] }]);
    const b = player("b", "b1:50", [{ main: ["b1"] }, { main: ["b1"] }]);
    const { outcome } = play([a, b], [...win, ...hold, ...hold, ...win], { skirmishes: 2 });
    expect(outcome.winner).toBeNull();
    expect(outcome.scores).toEqual({ a: 1, b: 1 });
  });
});

describe("001 Main Fight and Aftermath", () => {
  it("the main fight decides the skirmish, even when the flanks went the other way (left: b wins; main: a wins)", () => {
    const a = player("a", "a1:50 a2:50", [{ left: ["a2"], main: ["a1"] }]);
    const b = player("b", "b1:50 b2:50", [{ left: ["b2"], main: ["b1"] }]);
    // left: a2>b2 hold, b2>a2 60,40. main: a1>b1 60,40; b1>a1 hold (b2 joined b's main with 0 survivors: 50 v 50)
    const { outcome } = play([a, b], [...hold, ...win, ...win, ...hold]);
    expect(outcome.winner).toBe("a");
  });

  it("main-force survivors are carried to the next skirmish and filled up from the pool (a1 kept at 40 costs 60)", () => {
    const a = player("a", "a1:100", [{ main: ["a1"] }, { main: ["a1"] }], 200);
    const b = player("b", "b1:60", [{ main: ["b1"] }, { main: ["b1"] }]);
    const { events } = play([a, b], [...win, ...hold, ...win, ...hold], { skirmishes: 2 });
    const costs = events("allocation")
      .filter((e) => e.player === "a")
      .map((e) => [e.cost, e.poolLeft]);
    expect(costs).toEqual([
      [100, 100],
      [60, 40],
    ]);
  });

  it("survivors that cannot be filled up cannot be used; ruling: an unaffordable hand allocation falls to the automated player", () => {
    const a = player("a", "a1:100", [{ main: ["a1"] }, { main: ["a1"] }], 100);
    const b = player("b", "b1:60", [{ main: ["b1"] }, { main: ["b1"] }]);
    // skirmish 1: a wins (60,40 30,70); skirmish 2: a has 0 points, cannot refill a1 (60): sits out; b wins unopposed
    const { outcome, events } = play([a, b], [...win, ...hold], { skirmishes: 2 });
    expect(events("invalidAllocation")[0]).toMatchObject({ player: "a", code: "OVER_POOL" });
    expect(events("allocation")[2]).toMatchObject({ player: "a", cost: 0, positions: { main: [] } });
    expect(outcome.scores).toEqual({ a: 1, b: 1 });
  });

  it("ruling: survivors not refilled in the next skirmish are lost (a1 carried, not fielded, then full price again)", () => {
    const a = player("a", "a1:100 a2:10", [{ main: ["a1"] }, { main: ["a2"] }, { main: ["a1"] }], 1000);
    const b = player("b", "b1:60 b2:10", [{ main: ["b1"] }, { main: ["b2"] }, { main: ["b1"] }]);
    const dice = [...win, ...hold, ...win, ...hold, ...win, ...hold];
    const { events } = play([a, b], dice, { skirmishes: 3 });
    expect(
      events("allocation")
        .filter((e) => e.player === "a")
        .map((e) => e.cost),
    ).toEqual([100, 10, 100]);
  });
});

describe("the army list", () => {
  it("ruling: each squad is fielded at most once a skirmish, and a squad lost in one skirmish can be rebuilt for the next", () => {
    const a = player("a", "a1:50", [{ main: ["a1"] }, { main: ["a1"] }]);
    const b = player("b", "b1:50", [{ main: ["b1"] }, { main: ["b1"] }]);
    // skirmish 1: b1 loses (60,40 30,70); skirmish 2: b1 is back at full price and wins (30,70 60,40)
    const { outcome, events } = play([a, b], [...win, ...hold, ...hold, ...win], { skirmishes: 2 });
    expect(
      events("allocation")
        .filter((e) => e.player === "b")
        .map((e) => e.cost),
    ).toEqual([50, 50]);
    expect(outcome.scores).toEqual({ a: 1, b: 1 });
  });
});

describe("two or more players", () => {
  it("three players fight in one stage until one side is left (round 1: 60,40 30,70 30,70; round 2: 60,40 30,70)", () => {
    const players = ["a", "b", "c"].map((id) => player(id, `${id}1:50`, [{ main: [`${id}1`] }]));
    const { outcome, events } = play(players, [...win, ...hold, ...hold, ...win, ...hold]);
    const pairs = events("attack").map((e) => `${e.round}:${e.attacker}>${e.defender}`);
    expect(pairs).toEqual(["1:a1>b1", "1:b1>a1", "1:c1>a1", "2:a1>c1", "2:c1>a1"]);
    expect(mainEnd(events)).toMatchObject({ victor: "a", survivors: 0 }); // 50 v next highest 50
    expect(outcome.ranking).toEqual(["a", "b", "c"]);
  });
});

describe("casualties for the campaign", () => {
  it("ruling: squads eliminated in combat in their last skirmish are casualties; unsalvaged ones desert and return", () => {
    const a = player("a", "a1:100 a2:20", [{ main: ["a1", "a2"] }]);
    const { outcome } = play([a, player("b", "b1:60", [{ main: ["b1"] }])], [...win, ...hold, ...hold]);
    expect(outcome.casualties).toEqual({ a: [], b: ["b1"] });
  });
});

describe("determinism and the log switch", () => {
  it("the same seed gives a byte-identical log; log: false gives the same result without a log", () => {
    const setup = twelveSquadGangs();
    const one = JSON.stringify(playBenchFighting(setup, {}, seededDice("s7")));
    const two = JSON.stringify(playBenchFighting(setup, {}, seededDice("s7")));
    expect(one).toBe(two);
    const quiet = playBenchFighting(setup, { log: false }, seededDice("s7", false));
    const loud = JSON.parse(one);
    expect(quiet.log).toEqual([]);
    expect({ ...quiet, log: [] }).toEqual({ ...loud, log: [] });
  });

  it("games on the same setup object do not leak into each other (state is reused between games)", () => {
    const setup = twelveSquadGangs();
    const first = JSON.stringify(playBenchFighting(setup, {}, seededDice(1)));
    for (let seed = 2; seed < 12; seed++) playBenchFighting(setup, { log: false }, seededDice(seed, false));
    expect(JSON.stringify(playBenchFighting(setup, {}, seededDice(1)))).toBe(first);
    expect(JSON.stringify(playBenchFighting(twelveSquadGangs(), {}, seededDice(1)))).toBe(first);
  });
});

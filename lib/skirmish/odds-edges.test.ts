// The odds' edges: refusals in the words the page shows, an empty run, the counting of a tally,
// and the chart's bars, on hand-made tallies so every number can be worked out by hand.
import { describe, expect, it } from "vitest";
import { seededSource } from "@/lib/dice";
import type { GangExport } from "@/lib/export/gang-export";
import { gruntsExport, spikesExport } from "./gang-fixtures";
import { prepareSkirmish } from "./resolve";
import { binMargins, DEFAULT_RUNS, gameSeed, mergeTallies, OddsRun, oddsWorkerCount, runOdds, wilson, type OddsTally } from "./odds";

const gangs = [gruntsExport(), spikesExport()] as const;

describe("wilson", () => {
  it("no games: the whole of [0, 1]", () => {
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });
  it("a sure thing stays inside [0, 1]: 10 of 10 → [0.722, 1]; 0 of 10 → [0, 0.278]", () => {
    const all = wilson(10, 10);
    expect(all.high).toBeLessThanOrEqual(1);
    expect(all.high).toBeCloseTo(1, 9);
    expect(all.low).toBeCloseTo(0.7225, 3);
    const none = wilson(0, 10);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.2775, 3);
  });
  it("a wider z widens the interval: 5 of 10 with z = 1 → [0.3492, 0.6508]", () => {
    const { low, high } = wilson(5, 10, 1);
    expect(low).toBeCloseTo(0.3492, 3);
    expect(high).toBeCloseTo(0.6508, 3);
  });
});

describe("gameSeed", () => {
  it("the base seed and the game's number counted from 1", () => {
    expect(gameSeed("abc", 0)).toBe("abc#1");
    expect(gameSeed(7, 41)).toBe("7#42");
  });
});

describe("OddsRun refusals", () => {
  it("the number of games is a whole number of at least 1", () => {
    for (const runs of [0, -1, 2.5])
      expect(() => new OddsRun({ system: "bench", gangs, seed: 1, runs })).toThrow("The number of games must be a whole number of at least 1.");
  });
  it("a share plays some of the run's games, never outside it nor none", () => {
    const refused = "A share of a run plays some of its games.";
    expect(() => new OddsRun({ system: "bench", gangs, seed: 1, runs: 10 }, { from: -1, to: 5 })).toThrow(refused);
    expect(() => new OddsRun({ system: "bench", gangs, seed: 1, runs: 10 }, { from: 4, to: 4 })).toThrow(refused);
    expect(new OddsRun({ system: "bench", gangs, seed: 1, runs: 10 }, { from: 0, to: 10 }).total).toBe(10);
    expect(new OddsRun({ system: "bench", gangs, seed: 1, runs: 10 }, { from: 9, to: 10 }).total).toBe(1);
  });
  it("one gang, or three, is refused; a gang and an army are two sides", () => {
    const twoSides = "Odds are for two gangs: the first against the second.";
    expect(() => new OddsRun({ system: "bench", gangs: [gangs[0]], seed: 1 })).toThrow(twoSides);
    expect(() => new OddsRun({ system: "bench", gangs: [...gangs, gruntsExport()], seed: 1 })).toThrow(twoSides);
  });
  it("a run without a number of games plays the default", () => {
    expect(new OddsRun({ system: "bench", gangs, seed: 1 }).total).toBe(DEFAULT_RUNS);
  });
});

describe("OddsRun counting: each game replayed alone with its own seed (gameSeed) gives the same tally", () => {
  /** The games of a run played one by one, as a player would replay them. */
  const replay = (first: GangExport, second: GangExport, seed: string, runs: number) => {
    const game = prepareSkirmish("bang", [first, second]);
    const [a, b] = game.mapped.sides as [string, string];
    const games = Array.from({ length: runs }, (_, i) => game.play(seededSource(gameSeed(seed, i)), false));
    const margins = new Map<number, number>();
    for (const o of games) margins.set((o.scores[a] ?? 0) - (o.scores[b] ?? 0), (margins.get((o.scores[a] ?? 0) - (o.scores[b] ?? 0)) ?? 0) + 1);
    return {
      wins: games.filter((o) => o.winner === a).length,
      draws: games.filter((o) => o.winner === null).length,
      losses: games.filter((o) => o.winner === b).length,
      sums: [games.reduce((n, o) => n + (o.scores[a] ?? 0), 0), games.reduce((n, o) => n + (o.scores[b] ?? 0), 0)],
      margins: [...margins].sort((x, y) => x[0] - y[0]).map(([margin, games]) => ({ margin, games })),
    };
  };

  it("Bang!, 24 games: wins, draws, losses, margins and mean scores as the games went", () => {
    const run = new OddsRun({ system: "bang", gangs, seed: "count", runs: 24 });
    expect(run.step(10)).toBe(10);
    expect(run.played).toBe(10);
    expect(run.step(100)).toBe(24);
    expect(run.step(100)).toBe(24);
    const r = run.result();
    const games = replay(gangs[0], gangs[1], "count", 24);
    expect(games.wins).toBeGreaterThan(0);
    expect(games.losses).toBeGreaterThan(0);
    expect([r.wins, r.draws, r.losses]).toEqual([games.wins, games.draws, games.losses]);
    expect(r.margins).toEqual(games.margins);
    expect(r.meanScores).toEqual([games.sums[0]! / 24, games.sums[1]! / 24]);
  });
  it("a run cancelled before it starts has played nothing: every probability 0, the interval the whole of [0, 1]", async () => {
    const controller = new AbortController();
    controller.abort();
    const r = await runOdds({ system: "bench", gangs, seed: 1, runs: 10 }, { signal: controller.signal });
    expect(r.runs).toBe(0);
    expect(r.probability).toEqual({ win: 0, draw: 0, loss: 0 });
    expect(r.meanScores).toEqual([0, 0]);
    expect(r.interval.win).toEqual({ low: 0, high: 1 });
  });
  it("runOdds plays 250 games a chunk unless told otherwise", async () => {
    const progress: number[] = [];
    await runOdds({ system: "bench", gangs, seed: 1, runs: 260 }, { onProgress: (done, total) => progress.push(done, total) });
    expect(progress).toEqual([250, 260, 260, 260]);
  });
});

describe("mergeTallies", () => {
  const tally = (wins: number, draws: number, runs: number, margins: [number, number][], scoreSums: [number, number]): OddsTally => ({
    sides: ["A", "B"],
    runs,
    wins,
    draws,
    scoreSums,
    margins,
  });
  it("nothing to merge is refused", () => {
    expect(() => mergeTallies([])).toThrow("Nothing to merge: no share of the run was played.");
  });
  it("adds the counts, the score sums and each margin's games; margins most negative first", () => {
    const r = mergeTallies([
      tally(
        2,
        1,
        4,
        [
          [3, 2],
          [0, 1],
          [-1, 1],
        ],
        [9, 4],
      ),
      tally(
        1,
        0,
        4,
        [
          [-5, 3],
          [3, 1],
        ],
        [3, 12],
      ),
    ]);
    expect([r.runs, r.wins, r.draws, r.losses]).toEqual([8, 3, 1, 4]);
    expect(r.probability).toEqual({ win: 3 / 8, draw: 1 / 8, loss: 4 / 8 });
    expect(r.interval.loss).toEqual(wilson(4, 8));
    expect(r.interval.draw).toEqual(wilson(1, 8));
    expect(r.margins).toEqual([
      { margin: -5, games: 3 },
      { margin: -1, games: 1 },
      { margin: 0, games: 1 },
      { margin: 3, games: 3 },
    ]);
    expect(r.meanScores).toEqual([12 / 8, 16 / 8]);
    expect(r.sides).toEqual(["A", "B"]);
  });
});

describe("binMargins", () => {
  it("no games, no bars", () => {
    expect(binMargins([])).toEqual([]);
  });
  it("margins -2 to 3 in 3 bars 2 wide: each game in the bar of its margin", () => {
    expect(
      binMargins(
        [
          { margin: -2, games: 1 },
          { margin: -1, games: 2 },
          { margin: 1, games: 4 },
          { margin: 3, games: 8 },
        ],
        3,
      ),
    ).toEqual([
      { from: -2, to: -1, games: 3 },
      { from: 0, to: 1, games: 4 },
      { from: 2, to: 3, games: 8 },
    ]);
  });
  it("24 bars by default: margins 0 to 47 in bars 2 wide", () => {
    const bars = binMargins([
      { margin: 0, games: 1 },
      { margin: 47, games: 1 },
    ]);
    expect(bars).toHaveLength(24);
    expect(bars[1]).toEqual({ from: 2, to: 3, games: 0 });
  });
});

describe("oddsWorkerCount", () => {
  it("a core count that is not a whole positive number counts as 2", () => {
    expect(oddsWorkerCount(2.5, 10_000)).toBe(2);
    expect(oddsWorkerCount(-4, 10_000)).toBe(2);
    expect(oddsWorkerCount(1, 10_000)).toBe(1);
    expect(oddsWorkerCount(8, 501)).toBe(3);
    expect(oddsWorkerCount(8, 500)).toBe(2);
  });
});

describe("odds edges the page relies on", () => {
  it("options for another system than ROtGB are fine (no alliances to look for)", () => {
    expect(new OddsRun({ system: "medieval", gangs, seed: 1, runs: 5, options: { medieval: { maxTurns: 3 } } }).total).toBe(5);
  });
  it("a share counts the games it has played from its own first game: 10 to 20, five steps of 5 → 5, then 10", () => {
    const run = new OddsRun({ system: "bench", gangs, seed: 1, runs: 20 }, { from: 10, to: 20 });
    expect(run.step(5)).toBe(5);
    expect(run.step(50)).toBe(10);
  });
  it("runOdds runs without a progress callback", async () => {
    expect((await runOdds({ system: "bench", gangs, seed: 1, runs: 3 })).runs).toBe(3);
  });
  it("runOdds yields between chunks, so a cancel from a timer gets through before the run ends", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 0);
    const r = await runOdds({ system: "bench", gangs, seed: 1, runs: 2000 }, { chunk: 1, signal: controller.signal });
    expect(r.runs).toBeGreaterThan(0);
    expect(r.runs).toBeLessThan(2000);
  });
  it("draws are counted as draws: a gang against its own twin, every game replayed alone", () => {
    const twins = [gruntsExport(), gruntsExport()] as const;
    const run = new OddsRun({ system: "medieval", gangs: twins, seed: "twins", runs: 60 });
    run.step(60);
    const game = prepareSkirmish("medieval", [...twins]);
    const draws = Array.from({ length: 60 }, (_, i) => game.play(seededSource(gameSeed("twins", i)), false)).filter((o) => o.winner === null).length;
    expect(draws).toBeGreaterThan(0);
    expect(run.result().draws).toBe(draws);
  });
  it("25 margins (0 to 24) in at most 24 bars: bars 2 wide, so 13 of them", () => {
    const bars = binMargins(Array.from({ length: 25 }, (_, m) => ({ margin: m, games: 1 })));
    expect(bars).toHaveLength(13);
    expect(bars[0]).toEqual({ from: 0, to: 1, games: 2 });
    expect(bars.at(-1)).toEqual({ from: 24, to: 24, games: 1 });
  });
});

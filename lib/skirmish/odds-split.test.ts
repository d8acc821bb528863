// Odds in shares (issue 15, item 6): a run split over workers gives exactly the odds of one run.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gruntsExport, spikesExport } from "./gang-fixtures";
import { readArmy } from "./army";
import { MAX_ODDS_WORKERS, mergeTallies, OddsRun, oddsWorkerCount, splitRuns } from "./odds";
import { SYSTEMS } from "./resolve";

const gangs = [gruntsExport(), spikesExport()] as const;

describe("splitRuns", () => {
  it("consecutive shares covering every game once, sizes one apart at most (10 games in 3: 4, 3, 3)", () => {
    expect(splitRuns(10, 3)).toEqual([
      { from: 0, to: 4 },
      { from: 4, to: 7 },
      { from: 7, to: 10 },
    ]);
  });
  it("no more shares than games, and at least one", () => {
    expect(splitRuns(2, 8)).toEqual([
      { from: 0, to: 1 },
      { from: 1, to: 2 },
    ]);
    expect(splitRuns(5, 0)).toEqual([{ from: 0, to: 5 }]);
  });
  it("property: shares tile [0, total) in order", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 64 }), (total, parts) => {
        const shares = splitRuns(total, parts);
        expect(shares[0]!.from).toBe(0);
        expect(shares.at(-1)!.to).toBe(total);
        shares.forEach((s, i) => i > 0 && expect(s.from).toBe(shares[i - 1]!.to));
        const sizes = shares.map((s) => s.to - s.from);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe.each(SYSTEMS.map((s) => s.id))("odds in shares: %s", (system) => {
  it("the shares' tallies merge into the very result of one run with the same seed", () => {
    const whole = new OddsRun({ system, gangs, seed: "split", runs: 301 });
    whole.step(301);
    for (const parts of [2, 3, 7]) {
      const tallies = splitRuns(301, parts).map((part) => {
        const run = new OddsRun({ system, gangs, seed: "split", runs: 301 }, part);
        run.step(run.total);
        return run.tally();
      });
      expect(mergeTallies(tallies)).toEqual(whole.result());
    }
  });
});

describe("OddsRun shares", () => {
  it("refuses a share outside the run", () => {
    expect(() => new OddsRun({ system: "rotgb", gangs, seed: 1, runs: 10 }, { from: 5, to: 11 })).toThrow(/share/);
  });
  it("a tally crosses to a worker and back as plain data", () => {
    const run = new OddsRun({ system: "star", gangs, seed: 2, runs: 20 }, { from: 10, to: 20 });
    run.step(100);
    expect(structuredClone(run.tally())).toEqual(run.tally());
    expect(run.tally().runs).toBe(10);
  });
});

describe("oddsWorkerCount (the page: one worker per core, capped)", () => {
  it("one per core, at most MAX_ODDS_WORKERS, none for fewer than 250 games, 2 when the browser does not say", () => {
    expect(oddsWorkerCount(4, 10_000)).toBe(4);
    expect(oddsWorkerCount(64, 1_000_000)).toBe(MAX_ODDS_WORKERS);
    expect(oddsWorkerCount(8, 600)).toBe(3);
    expect(oddsWorkerCount(8, 1)).toBe(1);
    expect(oddsWorkerCount(undefined, 10_000)).toBe(2);
    expect(oddsWorkerCount(0, 10_000)).toBe(2);
  });
});

describe.each(["rotgb", "medieval", "star"] as const)("odds in shares with an army of one's own: %s", (game) => {
  it("an army against a gang: the workers' tallies merge into the very result of one run", () => {
    const units =
      game === "medieval"
        ? [
            { type: "Footman", die: 6, count: 4 },
            { type: "Knight", die: 8, count: 2 },
          ]
        : game === "star"
          ? [
              { type: "Destroyer", die: 6, count: 3 },
              { type: "Light Cruiser", die: 8 },
            ]
          : [
              { type: "Ogre", die: 10, count: 2 },
              { type: "Goblin", die: 4, count: 3 },
            ];
    const read = readArmy({ format: "gorka-garage.army", version: 1, game, name: "Da Host", units });
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    const request = { system: game, gangs: [gangs[0]], armies: [read.army], seed: "army", runs: 200 };
    const whole = new OddsRun(request);
    whole.step(200);
    const tallies = splitRuns(200, 3).map((part) => {
      const run = new OddsRun(request, part);
      run.step(run.total);
      return structuredClone(run.tally()); // as it comes back from a worker
    });
    expect(mergeTallies(tallies)).toEqual(whole.result());
    expect(whole.result().sides).toEqual(["Da Grunts", "Da Host"]);
  });
});

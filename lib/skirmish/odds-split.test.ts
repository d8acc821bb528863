// Odds in shares (issue 15, item 6): a run split over workers gives exactly the odds of one run.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gruntsExport, spikesExport } from "./gang-fixtures";
import { mergeTallies, OddsRun, splitRuns } from "./odds";
import { SYSTEMS } from "./resolve";

const gangs = [gruntsExport(), spikesExport()] as const;

describe("splitRuns", () => {
  it("consecutive shares covering every game once, sizes one apart at most (10 games in 3: 4, 3, 3)", () => {
    expect(splitRuns(10, 3)).toEqual([{ from: 0, to: 4 }, { from: 4, to: 7 }, { from: 7, to: 10 }]);
  });
  it("no more shares than games, and at least one", () => {
    expect(splitRuns(2, 8)).toEqual([{ from: 0, to: 1 }, { from: 1, to: 2 }]);
    expect(splitRuns(5, 0)).toEqual([{ from: 0, to: 5 }]);
  });
  it("property: shares tile [0, total) in order", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 64 }), (total, parts) => {
      const shares = splitRuns(total, parts);
      expect(shares[0]!.from).toBe(0);
      expect(shares.at(-1)!.to).toBe(total);
      shares.forEach((s, i) => i > 0 && expect(s.from).toBe(shares[i - 1]!.to));
      const sizes = shares.map((s) => s.to - s.from);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }));
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

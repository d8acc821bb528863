import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gruntsExport, spikesExport } from "./gang-fixtures";
import { binMargins, marginAxis, OddsRun, runOdds, wilson } from "./odds";
import { SYSTEMS } from "./resolve";

const gangs = [gruntsExport(), spikesExport()] as const;

describe("wilson (95% score interval)", () => {
  it("matches a published value: 8 of 10 → [0.490, 0.943]", () => {
    const { low, high } = wilson(8, 10);
    expect(low).toBeCloseTo(0.4902, 3);
    expect(high).toBeCloseTo(0.9433, 3);
  });
  it("property: the interval lies in [0, 1] and contains the point estimate", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, f) => {
        const k = Math.round(f * n);
        const { low, high } = wilson(k, n);
        return low >= 0 && high <= 1 && low <= k / n + 1e-12 && k / n <= high + 1e-12;
      }),
    );
  });
});

describe.each(SYSTEMS.map((s) => s.id))("odds: %s", (system) => {
  it("property: probabilities sum to 1, intervals contain them, margins count every game", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.string({ maxLength: 6 }), (runs, seed) => {
        const run = new OddsRun({ system, gangs, seed, runs });
        run.step(runs);
        const r = run.result();
        const { win, draw, loss } = r.probability;
        expect(win + draw + loss).toBeCloseTo(1, 12);
        expect(r.wins + r.draws + r.losses).toBe(runs);
        for (const k of ["win", "draw", "loss"] as const) {
          expect(r.interval[k].low).toBeLessThanOrEqual(r.probability[k] + 1e-12);
          expect(r.interval[k].high).toBeGreaterThanOrEqual(r.probability[k] - 1e-12);
        }
        expect(r.margins.reduce((n, m) => n + m.games, 0)).toBe(runs);
      }),
      { numRuns: 8 },
    );
  });

  it("determinism: the same base seed gives the same odds, in chunks or all at once", async () => {
    const progress: number[] = [];
    const chunked = await runOdds({ system, gangs, seed: 9, runs: 120 }, { chunk: 50, onProgress: (done) => progress.push(done) });
    const whole = new OddsRun({ system, gangs, seed: 9, runs: 120 });
    whole.step(1000);
    expect(chunked).toEqual(whole.result());
    expect(progress).toEqual([50, 100, 120]);
  });
});

describe("runOdds", () => {
  it("stops between chunks when cancelled, with the games played so far", async () => {
    const controller = new AbortController();
    const r = await runOdds(
      { system: "rotgb", gangs, seed: 1, runs: 10_000 },
      { chunk: 100, signal: controller.signal, onProgress: (done) => done >= 300 && controller.abort() },
    );
    expect(r.runs).toBe(300);
  });
  it("002 Reinforcements: the odds play every game with the reserves held back (seeded games differ from the plain ones)", () => {
    const plain = new OddsRun({ system: "rotgb", gangs, seed: 4, runs: 200 });
    const held = new OddsRun({
      system: "rotgb",
      gangs,
      seed: 4,
      runs: 200,
      options: { rotgb: { reinforcements: { every: 2 } }, mapping: { rotgb: { reserves: [{ vehicles: ["truck", "bike"] }] } } },
    });
    plain.step(200);
    held.step(200);
    expect(held.result().margins).not.toEqual(plain.result().margins);
  });
  it("002 Alliances are for three or more gangs, so odds between two refuse them", () => {
    expect(() => new OddsRun({ system: "rotgb", gangs, seed: 1, options: { rotgb: { alliances: true } } })).toThrow(/alliances are for three or more/);
  });
  it("odds are for two gangs", () => {
    expect(() => new OddsRun({ system: "bang", gangs: [...gangs, gruntsExport()], seed: 1 })).toThrow(/two gangs/);
  });
});

describe("binMargins", () => {
  it("keeps every game and at most the number of bars asked for", () => {
    const margins = Array.from({ length: 101 }, (_, i) => ({ margin: i - 50, games: 1 }));
    const bars = binMargins(margins, 24);
    expect(bars.length).toBeLessThanOrEqual(24);
    expect(bars.reduce((n, b) => n + b.games, 0)).toBe(101);
    expect(bars[0]!.from).toBe(-50);
  });
});

describe("binMargins and the chart's axis (marginAxis)", () => {
  it("the last bar ends at the highest margin played, not past it", () => {
    // -46 to 26 in bars 4 wide: the last bar starts at 26 and would have run on to 29
    const bars = binMargins(
      [
        { margin: -46, games: 1 },
        { margin: 0, games: 5 },
        { margin: 26, games: 2 },
      ],
      24,
    );
    expect(bars[0]!.from).toBe(-46);
    expect(bars.at(-1)).toEqual({ from: 26, to: 26, games: 2 });
  });
  it("the axis reads from the lowest margin to the highest", () => {
    expect(
      marginAxis([
        { margin: -1, games: 1 },
        { margin: 4, games: 3 },
        { margin: 10, games: 7 },
      ]),
    ).toEqual([
      { text: "-1", at: "start" },
      { text: "10", at: "end" },
    ]);
  });
  it('one margin in every game (a lopsided Bench Fighting match-up): one label in the middle, not "-10 … -10"', () => {
    expect(binMargins([{ margin: -10, games: 500 }])).toEqual([{ from: -10, to: -10, games: 500 }]);
    expect(marginAxis([{ margin: -10, games: 500 }])).toEqual([{ text: "-10 in every game", at: "middle" }]);
  });
  it("no games, no labels", () => {
    expect(marginAxis([])).toEqual([]);
  });
  it("Bench Fighting odds: the axis spans the margins the run played", () => {
    const run = new OddsRun({ system: "bench", gangs, seed: 42, runs: 200 });
    run.step(200);
    const { margins } = run.result();
    const axis = marginAxis(margins);
    expect(axis.map((l) => Number(l.text.split(" ")[0]))).toEqual(margins.length > 1 ? [margins[0]!.margin, margins.at(-1)!.margin] : [margins[0]!.margin]);
  });
});

import { describe, expect, it } from "vitest";
import { chartData, DAY } from "./series";

const gangs = [
  { id: "a", name: "Alpha" },
  { id: "b", name: "Bravo" },
  { id: "c", name: "Charlie" },
];
const at = (d: string) => Date.parse(d);

describe("the campaign charts' data (issue 19: a time axis over the campaign's dates)", () => {
  const points = [
    { gangId: "a", battleId: "1", t: at("2026-03-01"), rating: 900, credits: 100 },
    { gangId: "b", battleId: "1", t: at("2026-03-01"), rating: 800, credits: 50 },
    { gangId: "a", battleId: "2", t: at("2026-03-08"), rating: 950, credits: 120 },
  ];

  it("the axis runs over the campaign's dates, a point per battle counted in days from its start", () => {
    const d = chartData(points, gangs, ["a", "b"], new Date("2026-02-01"), new Date("2026-06-30"))!;
    expect(d.origin).toBe(at("2026-02-01"));
    expect(d.days).toBe((at("2026-06-30") - at("2026-02-01")) / DAY);
    expect(d.lines).toEqual([
      {
        gangId: "a",
        name: "Alpha",
        points: [
          [28, 900, 100],
          [35, 950, 120],
        ],
      },
      { gangId: "b", name: "Bravo", points: [[28, 800, 50]] },
    ]);
  });

  it("without campaign dates the axis runs from the first battle to the last; a battle outside the dates widens it", () => {
    expect(chartData(points, gangs, ["a"], null, null)).toMatchObject({ origin: at("2026-03-01"), days: 7 });
    expect(chartData(points, gangs, ["a"], new Date("2026-03-05"), new Date("2026-03-06"))).toMatchObject({ origin: at("2026-03-01"), days: 7 });
  });

  it("only the gangs asked for are drawn, in that order; a gang without battles has no line; nothing to draw is null", () => {
    expect(chartData(points, gangs, ["b", "c", "a"], null, null)!.lines.map((l) => l.name)).toEqual(["Bravo", "Alpha"]);
    expect(chartData(points, gangs, ["c"], null, null)).toBeNull();
    expect(chartData([points[0]!], gangs, ["a"], null, null)).toMatchObject({ days: 1 });
  });
});

import { describe, expect, it } from "vitest";
import { standings } from "./standings";

const gangs = [
  { id: "a", name: "Alpha", ownerName: "A", rating: 900 },
  { id: "b", name: "Bravo", ownerName: "B", rating: 1200 },
  { id: "c", name: "Charlie", ownerName: "C", rating: 800 },
];

describe("league standings", () => {
  it("counts played, won, drawn, lost and points with the campaign's scheme (3/1/0)", () => {
    const t = standings(
      gangs,
      [
        { gangId: "a", result: "won" },
        { gangId: "b", result: "lost" },
        { gangId: "a", result: "draw" },
        { gangId: "c", result: "draw" },
      ],
      { win: 3, draw: 1, loss: 0 },
    );
    expect(t.map((s) => [s.id, s.played, s.won, s.drawn, s.lost, s.points])).toEqual([
      ["a", 2, 1, 1, 0, 4],
      ["c", 1, 0, 1, 0, 1],
      ["b", 1, 0, 0, 1, 0],
    ]);
  });

  it("a different scheme (2/1/1 for turning up) changes the points, not the counts", () => {
    const t = standings(
      gangs,
      [
        { gangId: "a", result: "won" },
        { gangId: "b", result: "lost" },
      ],
      { win: 2, draw: 1, loss: 1 },
    );
    expect(t.find((s) => s.id === "b")).toMatchObject({ lost: 1, points: 1 });
  });

  it("ruling: equal points are ordered by wins, then higher rating, then name", () => {
    const t = standings(gangs, [], { win: 3, draw: 1, loss: 0 });
    expect(t.map((s) => s.id)).toEqual(["b", "a", "c"]);
  });

  it("results of gangs no longer in the league are ignored", () => {
    expect(standings(gangs, [{ gangId: "zz", result: "won" }], { win: 3, draw: 1, loss: 0 }).every((s) => s.played === 0)).toBe(true);
  });

  it("counted rows (one per gang and result, from an aggregate query) give the same table as one row per battle", () => {
    const rows = [
      { gangId: "a", result: "won" },
      { gangId: "a", result: "won" },
      { gangId: "b", result: "lost" },
      { gangId: "b", result: "lost" },
      { gangId: "c", result: "draw" },
    ] as const;
    const counted = [
      { gangId: "a", result: "won", count: 2 },
      { gangId: "b", result: "lost", count: 2 },
      { gangId: "c", result: "draw", count: 1 },
    ] as const;
    const scheme = { win: 3, draw: 1, loss: 0 };
    expect(standings(gangs, counted, scheme)).toEqual(standings(gangs, rows, scheme));
  });
});

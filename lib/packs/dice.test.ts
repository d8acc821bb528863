import { describe, expect, it } from "vitest";
import { manualDice } from "../dice";
import { coverageProblems, parseDiceExpression, resultsInWords, rollTableDice, rowFor, tableResults } from "./dice";
import { TABLE_DICE } from "./schema/tables";

describe("the dice a pack's tables roll", () => {
  it("each die's results", () => {
    expect(TABLE_DICE.map((d) => tableResults(d).length)).toEqual([3, 6, 11, 36, 10, 100]);
    expect(tableResults("D66").slice(5, 8)).toEqual([16, 21, 22]);
  });
  it("results in words follow the dice: D66 16 and 21 are neighbours", () => {
    expect(resultsInWords("D66", [21, 15, 16, 41, 55])).toBe("15 to 21, 41 and 55");
    expect(resultsInWords("D6", [3])).toBe("3");
  });
  it("a table covering every result once has no problems", () => {
    expect(
      coverageProblems("D6", [
        { from: 1, to: 2 },
        { from: 3, to: 6 },
      ]),
    ).toEqual([]);
    expect(
      coverageProblems("D66", [
        { from: 11, to: 36 },
        { from: 41, to: 66 },
      ]),
    ).toEqual([]);
  });
  it("a row bound outside the dice is refused and does not also show as a gap", () => {
    expect(coverageProblems("D6", [{ from: 0, to: 6 }])).toEqual([{ row: 0, field: "from", message: "0 is not a result of D6 (1 to 6)." }]);
  });
  it("rolls through the app's logged dice: D3 1-2 → 1, D66 tens then units, 2D6 the sum", () => {
    const dice = manualDice([2, 4, 1, 3, 5, 7, 42]);
    expect([
      rollTableDice(dice, "D3", "a"),
      rollTableDice(dice, "D66", "b"),
      rollTableDice(dice, "2D6", "c"),
      rollTableDice(dice, "D10", "d"),
      rollTableDice(dice, "D100", "e"),
    ]).toEqual([1, 41, 8, 7, 42]);
    expect(dice.log.map((e) => e.dice)).toEqual(["D3", "D66", "2D6", "D10", "D100"]);
    expect(rollTableDice(manualDice([6]), "D6", "f")).toBe(6);
  });
  it("the row a result falls on", () =>
    expect(
      rowFor(
        [
          { from: 1, to: 3, n: "a" },
          { from: 4, to: 6, n: "b" },
        ],
        4,
      )?.n,
    ).toBe("b"));
  it("dice expressions: a die, optionally x a number, optionally + a number", () => {
    expect(parseDiceExpression("D6x10")).toEqual({ dice: "D6", times: 10, plus: 0 });
    expect(parseDiceExpression("2D6x10+20")).toEqual({ dice: "2D6", times: 10, plus: 20 });
    expect(parseDiceExpression("D3+1")).toEqual({ dice: "D3", times: 1, plus: 1 });
    for (const bad of ["3D6", "D6x0", "d6", "D6 x10", "D6+0"]) expect(parseDiceExpression(bad)).toBeNull();
  });
});

// The readable statements of 002's core rules (rules.ts), checked against the text.
import { describe, expect, it } from "vitest";
import { canAssault, isFlank, scoreOfCaptured } from "./rules";

describe("002 core predicates", () => {
  it("direct assault: greater only, equal is not enough", () => {
    expect(canAssault(5, 4)).toBe(true);
    expect(canAssault(4, 4)).toBe(false);
  });

  it.each([
    [[4, 3], 7, true, "exact total, 4 is at least half of 7"],
    [[4, 4], 7, false, "greater than doesn't work"],
    [[3, 2, 2], 7, false, "ruling: 3 is less than 3.5, half of 7"],
    [[4, 2, 2], 8, true, "4 is exactly half of 8"],
    [[7], 7, false, "two or more dice"],
    [[1, 1], 2, true, "a pair of d1-sized faces can take a 2"],
  ] as [number[], number, boolean, string][])("flank %j against %i: %s (%s)", (faces, target, ok) => {
    expect(isFlank(faces, target)).toBe(ok);
  });

  it("scores are the sides of the captured dice", () => {
    expect(scoreOfCaptured([20, 6, 4])).toBe(30);
  });
});

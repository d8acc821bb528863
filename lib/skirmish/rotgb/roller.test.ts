// The ROtGB die roller (002 core: every die is rolled; ruling: a d1 always shows 1), with dice typed in.
import { describe, expect, it } from "vitest";
import { manualSource } from "../../dice/source";
import { Roller } from "./roller";

describe("the ROtGB roller", () => {
  it("rolls a die of any size from the source, and records the faces drawn when asked (dice 4 | 17)", () => {
    const source = manualSource([4, 17]);
    const roller = new Roller(source, true);
    expect([roller.roll(6), roller.roll(20)]).toEqual([4, 17]);
    expect(roller.faces).toEqual([4, 17]);
    expect(source.remaining()).toBe(0);
  });

  it("ruling: a d1 always shows 1 and draws no die, so nothing is recorded for it (dice 3)", () => {
    const source = manualSource([3]);
    const roller = new Roller(source, true);
    expect([roller.roll(1), roller.roll(4), roller.roll(1)]).toEqual([1, 3, 1]);
    expect(roller.faces).toEqual([3]);
    expect(source.remaining()).toBe(0);
  });

  it("records nothing when the log is off (dice 2)", () => {
    const roller = new Roller(manualSource([2]), false);
    expect(roller.roll(2)).toBe(2);
    expect(roller.faces).toBeNull();
  });
});

// The command line's "Rules in play" line for Star Strife (002): one phrase per switch, in a fixed
// order, and nothing for a switch left off. No dice are rolled here.
import { describe, expect, it } from "vitest";
import { starRulesInWords } from "./words";

describe("starRulesInWords (002, the optional rules named on the command line)", () => {
  it("no switch on and no strategic defender: an empty list", () => {
    expect(starRulesInWords({})).toEqual([]);
    expect(starRulesInWords({ commandPoints: false })).toEqual([]);
  });

  it("each terrain names its own effect", () => {
    expect(starRulesInWords({ terrain: "asteroids" })).toEqual(["an asteroid field (+3 defence; attrition units +2 attack against others)"]);
    expect(starRulesInWords({ terrain: "minefield" })).toEqual(["an ancient minefield (5 D1 mines a phase)"]);
  });

  it("the strategic defender is named first, then command points, terrain, first player and the turn cap", () => {
    expect(starRulesInWords({ maxTurns: 9, firstPlayer: "Raiders", terrain: "minefield", commandPoints: true }, "Home Fleet")).toEqual([
      "Home Fleet is the strategic defender",
      "command points",
      "an ancient minefield (5 D1 mines a phase)",
      "Raiders acts first",
      "at most 9 turns",
    ]);
    // an empty name still names a defender; a turn cap of 0 is still a cap
    expect(starRulesInWords({ maxTurns: 0 }, "")).toEqual([" is the strategic defender", "at most 0 turns"]);
  });
});

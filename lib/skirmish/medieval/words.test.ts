// The command line's "Rules in play" line for Medieval Strife (002): one phrase per switch, in a
// fixed order, and nothing for a switch left off. No dice are rolled here.
import { describe, expect, it } from "vitest";
import { medievalRulesInWords } from "./words";

describe("medievalRulesInWords (002, the themed plays named on the command line)", () => {
  it("no switch on: an empty list (a plain game names no theme)", () => {
    expect(medievalRulesInWords({})).toEqual([]);
    // switches that are present but off name nothing either
    expect(medievalRulesInWords({ mystic: false, city: false, volcanic: false })).toEqual([]);
  });

  it("day and night field plays name the archers' +1 and −1", () => {
    expect(medievalRulesInWords({ field: "day" })).toEqual(["daytime field (archers +1)"]);
    expect(medievalRulesInWords({ field: "night" })).toEqual(["nighttime field (archers −1)"]);
  });

  it("each weather names its own effect", () => {
    expect(medievalRulesInWords({ weather: "poor" })).toEqual(["poor weather (d10 to d20 −1)"]);
    expect(medievalRulesInWords({ weather: "dangerous" })).toEqual(["dangerous weather (−2 attack)"]);
    expect(medievalRulesInWords({ weather: "damaging" })).toEqual(["damaging weather (a d4, d6 or d8 rolling 1 is stuck)"]);
    expect(medievalRulesInWords({ weather: "catastrophic" })).toEqual(["catastrophic weather (any die rolling 1 is stuck)"]);
  });

  it("the castle names the side inside it; the first player and a turn cap (0 too) are named", () => {
    expect(medievalRulesInWords({ castle: "Red" })).toEqual(["Red fights from the castle (+1 defence)"]);
    expect(medievalRulesInWords({ firstPlayer: "Blue" })).toEqual(["Blue goes first"]);
    expect(medievalRulesInWords({ maxTurns: 0 })).toEqual(["at most 0 turns"]);
  });

  it("every switch at once, in the fixed order: field, mystic, castle, city, volcanic, weather, abilities, first player, turns", () => {
    expect(
      medievalRulesInWords({
        maxTurns: 12,
        firstPlayer: "Blue",
        abilities: { Knight: { attack: 1 }, Archer: { archer: true } },
        weather: "poor",
        volcanic: true,
        city: true,
        castle: "Red",
        mystic: true,
        field: "night",
      }),
    ).toEqual([
      "nighttime field (archers −1)",
      "mystic environment (twice the casts)",
      "Red fights from the castle (+1 defence)",
      "city battle (+1 defence, −2 attack, at most two casts)",
      "volcanic terrain (a side's units roll after its turn; no recharging)",
      "poor weather (d10 to d20 −1)",
      "unit abilities changed: Knight, Archer",
      "Blue goes first",
      "at most 12 turns",
    ]);
  });
});

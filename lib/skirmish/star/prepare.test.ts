// 002 Star Strife, the set-up the engine compiles (battle.ts, prepareStar): what it refuses, with
// which code and words, and the slots it lays out (each unit's, then a squadron's four spare slots
// for Disperse, then the minefield's five mines).
import { describe, expect, it } from "vitest";
import { SPARE, StarSetupError, prepareStar } from "./battle";
import type { StarOptions, StarSetup } from "./schema";
import { endOf, fleet, playWith, two } from "./testing";

function refusal(setup: StarSetup, options: StarOptions = {}): [string, string, string] {
  try {
    prepareStar(setup, options);
  } catch (e) {
    if (e instanceof StarSetupError) return [e.name, e.code, e.message];
    throw e;
  }
  throw new Error("not refused");
}

describe("002 Star Strife set-ups the engine refuses", () => {
  it("one side, or three: a turn is one phase for each of two sides", () => {
    const words = ["StarSetupError", "fleet", "Star Strife is for two sides: a turn is one phase for each (002 Star Strife)"];
    expect(refusal({ players: [fleet("Red", ["Destroyer"])] })).toEqual(words);
    expect(refusal({ players: [fleet("Red", ["Destroyer"]), fleet("Blue", ["Destroyer"]), fleet("Green", ["Destroyer"])] })).toEqual(words);
  });

  it("two players with one id, and two units with one id (a unit named as a squadron's spare slot)", () => {
    expect(refusal({ players: [fleet("Red", ["Destroyer"]), fleet("Red", ["Destroyer"])] })).toEqual([
      "StarSetupError",
      "duplicate-id",
      "Two players share an id",
    ]);
    const clash = two(["Attack Carrier", "Fighter Squadron"], ["Destroyer"]);
    clash.players[1]!.units[0]!.id = "Red-2/1";
    expect(refusal(clash)).toEqual(["StarSetupError", "duplicate-id", "Two units share an id"]);
  });

  it("a fleet the text does not allow, named by its player, every issue in the words of the rule", () => {
    expect(refusal(two(["Destroyer"], ["Base Station", "Station"], "defender"))).toEqual([
      "StarSetupError",
      "fleet",
      "Blue: Blue-2: the defender may have one station, not 2 (002 Star Strife: Stations)",
    ]);
    expect(refusal(two(["Base Station", "Base Station"], ["Destroyer"]))[2]).toBe(
      "Red: Red-1: only the strategic defender may have a station (002 Star Strife: Stations); Red-2: the defender may have one station, not 2 (002 Star Strife: Stations)",
    );
  });

  it("a first player nobody is called", () => {
    expect(refusal(two(["Destroyer"], ["Destroyer"]), { firstPlayer: "Green" })).toEqual(["StarSetupError", "unknown-player", 'No player is called "Green"']);
  });
});

describe("the slots of a compiled Star Strife battle", () => {
  it("each unit's, then four spare slots a D4 attrition unit (Disperse), then five mines (Ancient Minefield)", () => {
    const b = prepareStar(two(["Battleship", "Frigate", "Fighter Squadron", "Space Combat Drone"], ["Destroyer"]), { terrain: "minefield" });
    const parts = [1, 2, 3, 4].map((k) => `Red-3/${k}`);
    const mines = (p: string) => [1, 2, 3, 4, 5].map((k) => `${p}/mine-${k}`);
    expect(b.ids).toEqual(["Red-1", "Red-2", "Red-3", "Red-4", ...parts, ...mines("Red"), "Blue-1", ...mines("Blue")]);
    expect(b.names.slice(4, 9)).toEqual(["Red-3 (1)", "Red-3 (2)", "Red-3 (3)", "Red-3 (4)", "Mine 1"]);
    expect(b.types.slice(4, 9)).toEqual([...Array<string>(4).fill("Fighter Squadron (dispersed)"), "Battlesatellite"]);
    // only the squadron disperses (a Frigate is a D4 but no attrition unit, a drone a D1)
    expect(Array.from(b.disperseSlots.subarray(0, 4))).toEqual([-1, -1, 4, -1]);
    expect(Array.from(b.spareOf.subarray(0, 14))).toEqual([-1, -1, -1, -1, 2, 2, 2, 2, -1, -1, -1, -1, -1, -1]);
    expect(Array.from(b.status.subarray(4, 13))).toEqual(Array(9).fill(SPARE));
    expect([b.mineSlots[0], b.mineSlots[1]]).toEqual([8, 14]);
  });

  it("a squadron in the fleet's first slot has its spare slots too", () => {
    const b = prepareStar(two(["Fighter Squadron", "Attack Carrier"], ["Destroyer"]));
    expect(Array.from(b.disperseSlots.subarray(0, 2))).toEqual([2, -1]);
  });

  it("a unit's owner (the fighter a gang's die stands for) is carried to the end of the game's list of units lost (dice 6 | 1)", () => {
    const setup = two(["Destroyer"], ["Destroyer"]);
    setup.players[1]!.units[0]!.ownerId = "fighter-7";
    const out = playWith(setup, { maxTurns: 1 }, [6, 1]);
    expect(endOf(out).lost).toEqual([{ unit: "Blue-1", owner: "fighter-7", player: "Blue", takenBy: "Red" }]);
  });
});

// What prepareRotgb refuses before a Roll Out the (Gun) Barrels (002) game starts: each refusal's
// code (what the page and the command line act on) and words, and what a good set-up records.
import { describe, expect, it } from "vitest";
import { prepareRotgb, RotgbSetupError, type RotgbSetupErrorCode } from "./prepare";
import type { RotgbOptions, RotgbSetup } from "./schema";
import { player } from "./testing";

const two = (): RotgbSetup => ({ players: [player("Red", [6, 4]), player("Blue", [8])] });
const refusal = (setup: RotgbSetup, options: RotgbOptions = {}): [RotgbSetupErrorCode, string] | null => {
  try {
    prepareRotgb(setup, options);
    return null;
  } catch (e) {
    if (!(e instanceof RotgbSetupError)) throw e;
    expect(e.name).toBe("RotgbSetupError");
    return [e.code, e.message];
  }
};

describe("prepareRotgb refusals", () => {
  it("002 core: two sides at least; with alliances on, one alliance of everyone is one side", () => {
    expect(refusal({ players: [player("Red", [6])] })).toEqual(["too-few-sides", "A battle needs at least two sides"]);
    const allied = { players: [player("Red", [6], [], "Orks"), player("Blue", [6], [], "Orks")] };
    expect(refusal(allied, { alliances: true })).toEqual(["too-few-sides", "A battle needs at least two sides"]);
    expect(refusal(allied)).toBeNull();
  });
  it("ids are unique: fronts, players, units", () => {
    expect(refusal(two(), { fronts: ["Road", "Road"] })).toEqual(["duplicate-id", "Two fronts share a name"]);
    expect(refusal({ players: [player("Red", [6]), player("Red", [6])] })).toEqual(["duplicate-id", "Two players share an id"]);
    const clash = { players: [player("Red", [6], [{ id: "x" }]), player("Blue", [6], [{ id: "x" }])] };
    expect(refusal(clash)).toEqual(["duplicate-id", "Two units share an id"]);
  });
  it("a die has a whole number of sides, at least one", () => {
    expect(refusal({ players: [player("Red", [0]), player("Blue", [6])] })).toEqual(["bad-die", "Red-1: a die has at least one side"]);
    expect(refusal({ players: [player("Red", [6]), player("Blue", [2.5])] })).toEqual(["bad-die", "Blue-1: a die has at least one side"]);
    expect(refusal({ players: [player("Red", [1]), player("Blue", [6])] })).toBeNull();
  });
  it("the first player, and a pass's holder, are players of the battle", () => {
    expect(refusal(two(), { firstPlayer: "Green" })).toEqual(["unknown-player", 'No player is called "Green"']);
    const pass = { fronts: ["Pass", "Plain"], terrain: { heldPass: { front: "Pass", holder: "Green" } } };
    expect(refusal(two(), pass)).toEqual(["unknown-player", 'No player is called "Green"']);
  });
  it("fronts named by a unit, a terrain list or a pass are fronts of the battle; without the fronts rule there are none", () => {
    const fronts = ["Road", "Hills"];
    expect(refusal({ players: [player("Red", [6], [{ front: "Swamp" }]), player("Blue", [6])] }, { fronts })).toEqual([
      "unknown-front",
      'No front is called "Swamp"',
    ]);
    expect(refusal({ players: [player("Red", [6], [{ front: "the field" }]), player("Blue", [6])] })).toEqual([
      "unknown-front",
      'No front is called "the field"',
    ]);
    expect(refusal(two(), { fronts, terrain: { allowed: { Swamp: ["d6"] } } })).toEqual(["unknown-front", 'No front is called "Swamp"']);
    expect(refusal(two(), { fronts, terrain: { heldPass: { front: "Swamp", holder: "Red" } } })).toEqual(["unknown-front", 'No front is called "Swamp"']);
  });
  it("002 Terrain needs the fronts rule", () => {
    expect(refusal(two(), { terrain: {} })).toEqual(["terrain-needs-fronts", "Terrain uses the front rules: name the fronts"]);
  });
  it("002 Terrain: a unit needs a front that takes its type", () => {
    expect(refusal(two(), { fronts: ["Road", "Hills"], terrain: { allowed: { Road: ["d6"], Hills: ["d6", "d4"] } } })).toEqual([
      "front-not-allowed",
      "Blue-1: no front allows a d8",
    ]);
  });
  it("002 Handicapping is for two sides", () => {
    const three = { players: [...two().players, player("Green", [6])] };
    expect(refusal(three, { handicap: true })).toEqual(["handicap-needs-two-sides", "Handicapping is for two sides (two players or two alliances)"]);
  });
  it("002 Reinforcements: a player keeps a unit in play; marks count only with the switch on", () => {
    const held = { players: [player("Red", [6, 4], [{ reserve: true }, { reserve: true }]), player("Blue", [8])] };
    expect(refusal(held, { reinforcements: { every: 1 } })).toEqual(["nothing-in-play", "Red has every unit in reserve"]);
    expect(refusal(held)).toBeNull();
  });
});

describe("what a good set-up records", () => {
  it("players, names (the id when unnamed), the switches' defaults and the units by value", () => {
    const setup: RotgbSetup = { players: [{ ...player("Red", [6, 10]), name: "Da Reds" }, player("Blue", [8, 6])] };
    const b = prepareRotgb(setup);
    expect(b.playerNames).toEqual(["Da Reds", "Blue"]);
    expect(b.names).toEqual([null, null, null, null]);
    expect(b.frontNames).toEqual(["the field"]);
    expect([b.useFronts, b.log, b.dropByTwo, b.handicap, b.alliances, b.every, b.firstPlayer, b.passFront, b.passHolder]).toEqual([
      false,
      true,
      false,
      false,
      false,
      0,
      -1,
      -1,
      -1,
    ]);
    // largest die first, ties in the order given
    expect(Array.from(b.byValue)).toEqual([1, 2, 0, 3]);
    expect(Array.from(b.rank)).toEqual([2, 0, 1, 3]);
    expect(Array.from(b.firstUnit)).toEqual([0, 2]);
    expect(Array.from(b.endUnit)).toEqual([2, 4]);
  });
  it("the switches as given: first player, a held pass, reserves with the switch on", () => {
    const setup = { players: [player("Red", [6, 4], [{}, { reserve: true }]), player("Blue", [8])] };
    const b = prepareRotgb(setup, {
      firstPlayer: "Blue",
      fronts: ["Pass", "Plain"],
      terrain: { heldPass: { front: "Plain", holder: "Blue" } },
      reinforcements: { every: 2 },
      log: false,
      maxTurns: 9,
      flankDropByTwo: true,
      handicap: true,
    });
    expect([b.firstPlayer, b.passFront, b.passHolder, b.every, b.log, b.maxTurns, b.dropByTwo, b.handicap, b.useFronts]).toEqual([
      1,
      1,
      1,
      2,
      false,
      9,
      true,
      true,
      true,
    ]);
    expect(Array.from(b.startReserve)).toEqual([0, 1, 0]);
    expect(b.reserves.map((r) => Array.from(r))).toEqual([[1], []]);
  });
});

describe("what a compiled battle keeps for the game and the log", () => {
  it("002 Terrain: a unit placed on a front that does not take its type is refused, naming the front", () => {
    const placed = { players: [player("Red", [6, 4], [{}, { front: "Road" }]), player("Blue", [6])] };
    expect(refusal(placed, { fronts: ["Road", "Hills"], terrain: { allowed: { Road: ["d6"] } } })).toEqual([
      "front-not-allowed",
      "Red-2: a d4 may not be in Road",
    ]);
  });
  it("the roster owner of each unit, in slot order (casualties map back through it)", () => {
    const owned = { players: [player("Red", [6, 4], [{ ownerId: "boss" }]), player("Blue", [8], [{ ownerId: "nob" }])] };
    expect(prepareRotgb(owned, {}).ownerIds).toEqual(["boss", undefined, "nob"]);
  });
  it("prize order: most sides first, equal dice in slot order", () => {
    const b = prepareRotgb({ players: [player("Red", [6, 8, 6]), player("Blue", [6, 8])] }, {});
    expect(Array.from(b.byValue)).toEqual([1, 4, 0, 2, 3]);
  });
  it("the face index is kept only for one front, dice of at most 30 sides and at most 31 units a player", () => {
    const many = (n: number, s = 6) => ({
      players: [
        player(
          "Red",
          Array.from({ length: n }, () => s),
        ),
        player("Blue", [6]),
      ],
    });
    expect(prepareRotgb(many(31, 30), {}).byFace).toBe(true);
    expect(prepareRotgb(many(32), {}).byFace).toBe(false);
    expect(prepareRotgb(many(3, 31), {}).byFace).toBe(false);
    expect(prepareRotgb(many(3), { fronts: ["Road", "Hills"] }).byFace).toBe(false);
  });
});

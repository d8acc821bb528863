// 002 Advanced Rules, Terrain: unit types restricted to fronts, and a held pass that cannot be flanked.
import { describe, expect, it } from "vitest";
import { prepareRotgb, RotgbSetupError } from "./prepare";
import { actions, playManual, player } from "./testing";

const fronts = ["Pass", "Plain"];
const at = (...where: string[]) => where.map((front) => ({ front }));

describe("002 terrain", () => {
  it("a front takes only the unit types allowed there: deployment puts a d6 only where d6s are allowed", () => {
    const setup = { players: [player("Red", [6, 6, 4, 4]), player("Blue", [6])] };
    const b = prepareRotgb(setup, { fronts: ["Swamp", "Road"], terrain: { allowed: { Swamp: ["d4"] } } });
    expect(Array.from(b.startFront.subarray(0, 4))).toEqual([1, 1, 0, 0]);
  });

  it("a unit placed in a front its type may not enter is refused", () => {
    const setup = { players: [player("Red", [6], at("Swamp")), player("Blue", [6])] };
    const options = { fronts: ["Swamp", "Road"], terrain: { allowed: { Swamp: ["d4"] } } };
    expect(() => prepareRotgb(setup, options)).toThrow(RotgbSetupError);
    expect(() => prepareRotgb(setup, options)).toThrow(/may not be in Swamp/);
  });

  it("terrain uses the front rules: without fronts it is refused", () => {
    const setup = { players: [player("Red", [6]), player("Blue", [6])] };
    expect(() => prepareRotgb(setup, { terrain: { allowed: {} } })).toThrow(/fronts/);
  });

  const pass = (held: boolean) => ({
    fronts,
    firstPlayer: "Red",
    maxTurns: 1,
    terrain: held ? { heldPass: { front: "Pass", holder: "Blue" } } : undefined,
  });
  const setup = {
    players: [player("Red", [6, 4, 6], at("Pass", "Pass", "Plain")), player("Blue", [10, 6], at("Pass", "Plain"))],
  };

  it("the side holding a pass cannot be flanked there: 4 + 3 against Blue's 7 is refused (dice 4 3 3 | 7 3)", () => {
    const out = playManual(setup, pass(true), [4, 3, 3, 7, 3]);
    expect(actions(out)).toEqual(["1 Red pass"]);
  });

  it("the same flank without the held pass takes the 7 (dice 4 3 3 | 7 3, re-rolls 2 2)", () => {
    const out = playManual(setup, pass(false), [4, 3, 3, 7, 3, 2, 2]);
    expect(actions(out)).toEqual(["1 Red flank Blue-1", "1 front won Pass"]);
  });

  it("ruling: the pass stops flanks only; a direct assault still takes its holder (dice 5 1 3 | 4 3, re-roll 2)", () => {
    const out = playManual(setup, pass(true), [5, 1, 3, 4, 3, 2]);
    expect(actions(out)).toEqual(["1 Red assault Blue-1", "1 front won Pass"]);
  });

  it("ruling: only the holder's dice in the pass are protected, not its dice on other fronts (dice 4 3 4 2 | 9 6, re-rolls 1 1)", () => {
    const wide = { players: [player("Red", [6, 4, 6, 6], at("Pass", "Pass", "Plain", "Plain")), player("Blue", [10, 6], at("Pass", "Plain"))] };
    const out = playManual(wide, pass(true), [4, 3, 4, 2, 9, 6, 1, 1]);
    expect(actions(out)).toEqual(["1 Red flank Blue-2", "1 front won Plain"]);
  });

  it("ruling: with alliances on, the pass guards the holder's allies there too: 4 + 3 against Green's 7 is refused (dice 4 3 | 7 | 10)", () => {
    const allied = {
      players: [
        { ...player("Red", [6, 4], at("Pass", "Pass")) },
        { ...player("Green", [10], at("Pass")), alliance: "west" },
        { ...player("Blue", [10], at("Plain")), alliance: "west" },
      ],
    };
    const held = { fronts, firstPlayer: "Red", maxTurns: 1, alliances: true, terrain: { heldPass: { front: "Pass", holder: "Blue" } } };
    expect(actions(playManual(allied, held, [4, 3, 7, 10]))).toEqual(["1 Red pass"]);
    const open = { ...held, terrain: undefined };
    expect(actions(playManual(allied, open, [4, 3, 7, 10, 2, 2]))).toEqual(["1 Red flank Green-1", "1 front won Pass"]);
  });
});

// 002 Advanced Rules, Alliances: sides of several players who do not attack each other.
import { describe, expect, it } from "vitest";
import { actions, endData, playManual, player } from "./testing";

const north = (sides: number[], id: string) => player(id, sides, [], "North");
const south = (sides: number[], id: string) => player(id, sides, [], "South");

describe("002 alliances", () => {
  it("allies do not attack each other, and the game ends when an alliance runs out of dice (dice 6 | 1 | 5, re-roll 2)", () => {
    const setup = { players: [north([6], "Red"), north([6], "Green"), south([6], "Blue")] };
    const out = playManual(setup, { alliances: true, firstPlayer: "Red" }, [6, 1, 5, 2]);
    expect(actions(out)).toEqual(["1 Red assault Blue-1"]);
    expect(endData(out)).toMatchObject({ ending: "one side left", playerScores: { Red: 6, Green: 0, Blue: 0 } });
    expect(out.scores).toEqual({ North: 6, South: 0 });
    expect(out.winner).toBe("North");
    expect(out.casualties).toEqual({ Red: [], Green: [], Blue: ["Blue-1"] });
  });

  it("ruling: a flank uses only your own dice, not an ally's: 3 (Red) + 4 (Green) cannot take a 7 (dice 3 | 4 | 7, re-roll 1)", () => {
    const setup = { players: [north([6], "Red"), north([6], "Green"), south([10], "Blue")] };
    const out = playManual(setup, { alliances: true, firstPlayer: "Red", maxTurns: 3 }, [3, 4, 7, 1]);
    expect(actions(out)).toEqual(["1 Red pass", "2 Green pass", "3 Blue assault Red-1"]);
  });

  it("an alliance's score is the sum of its players' scoring areas (dice 6 | 6 | 1 2, re-rolls 3 4)", () => {
    const setup = { players: [north([6], "Red"), north([6], "Green"), south([4, 4], "Blue")] };
    const out = playManual(setup, { alliances: true, firstPlayer: "Red" }, [6, 6, 1, 2, 3, 4]);
    expect(actions(out)).toEqual(["1 Red assault Blue-1", "2 Green assault Blue-2"]);
    expect(out.scores).toEqual({ North: 8, South: 0 });
  });

  it("with the switch off the alliance names are ignored and everyone is an enemy (dice 6 | 1 | 5, re-roll 2)", () => {
    const setup = { players: [north([6], "Red"), north([4], "Green"), south([6], "Blue")] };
    const out = playManual(setup, { firstPlayer: "Red", maxTurns: 1 }, [6, 1, 5, 2]);
    expect(actions(out)).toEqual(["1 Red assault Blue-1"]);
    expect(Object.keys(out.scores)).toEqual(["Red", "Green", "Blue"]);
  });

  it("ruling: with three alliances the game goes on after the first is out of dice, until one is left (dice 6 | 1 | 6, re-rolls 2 3)", () => {
    const east = (sides: number[], id: string) => player(id, sides, [], "East");
    const setup = { players: [north([6], "Red"), south([4], "Blue"), east([6], "Yellow")] };
    const out = playManual(setup, { alliances: true, firstPlayer: "Red" }, [6, 1, 6, 2, 3]);
    expect(actions(out)).toEqual(["1 Red assault Blue-1", "2 Yellow assault Red-1"]);
    expect(out.scores).toEqual({ North: 4, South: 0, East: 6 });
    expect(out.winner).toBe("East");
  });
});

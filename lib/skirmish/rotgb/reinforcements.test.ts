// 002 Advanced Rules, Reinforcements: units set aside and brought in every few turns.
import { describe, expect, it } from "vitest";
import { prepareRotgb } from "./prepare";
import { actions, endData, playManual, player } from "./testing";

const reserve = { reserve: true };

describe("002 reinforcements", () => {
  it("ruling: a reserve arrives at the start of every n-th turn of its player, rolls, and may attack at once (every 2; dice 3 | 3 3, arrival 5, re-roll 2)", () => {
    const setup = { players: [player("Red", [6, 8], [{}, reserve]), player("Blue", [6, 6])] };
    const out = playManual(setup, { reinforcements: { every: 2 }, firstPlayer: "Red", maxTurns: 3 }, [3, 3, 3, 5, 2]);
    // Turns 1 and 2 change nothing, but the game goes on while a reinforcement is due.
    expect(actions(out)).toEqual(["1 Red pass", "2 Blue pass", "3 Red arrive Red-2", "3 Red assault Blue-1"]);
  });

  it("ruling: reserves do not keep a player in the game, and units that never arrived do not count for the handicap (dice 1 | 6, re-roll 4)", () => {
    const setup = { players: [player("Red", [6, 10], [{}, reserve]), player("Blue", [6])] };
    const out = playManual(setup, { reinforcements: { every: 3 }, handicap: true, firstPlayer: "Blue" }, [1, 6, 4]);
    expect(endData(out)).toMatchObject({ ending: "one side left", pointsFielded: { Red: 6, Blue: 6 } });
    expect(out.verdict).toBe("victory");
    expect(out.casualties.Red).toEqual(["Red-1"]);
  });

  it("reinforcements that arrived count for the handicap (every 1; dice 2 | 2, arrival 1, Blue re-roll 1)", () => {
    const setup = { players: [player("Red", [6, 4], [{}, reserve]), player("Blue", [6])] };
    const out = playManual(setup, { reinforcements: { every: 1 }, handicap: true, firstPlayer: "Red", maxTurns: 1 }, [2, 2, 1]);
    expect(endData(out)).toMatchObject({ pointsFielded: { Red: 10, Blue: 6 } });
  });

  it("with the switch off, reserve marks are ignored and every unit starts in play (dice 3 3 | 3)", () => {
    const setup = { players: [player("Red", [6, 8], [{}, reserve]), player("Blue", [6])] };
    const out = playManual(setup, { firstPlayer: "Red", maxTurns: 1 }, [3, 3, 3]);
    expect(out.log[1]!.data).toMatchObject({ faces: { "Red-1": 3, "Red-2": 3 } });
  });

  it("a player needs at least one unit in play at the start", () => {
    const setup = { players: [player("Red", [6], [reserve]), player("Blue", [6])] };
    expect(() => prepareRotgb(setup, { reinforcements: { every: 1 } })).toThrow(/every unit in reserve/);
  });
});

// The automated players' heuristics, each pinned with hand-typed dice.
import { describe, expect, it } from "vitest";
import { resetBattle } from "./battlefield";
import { weakestFront } from "./heuristics";
import { prepareRotgb } from "./prepare";
import { actions, playManual, player } from "./testing";

describe("automated players", () => {
  it("biggest prize first: the die with most sides that can be taken, not the easiest (dice 5 | 1 4, re-roll 3)", () => {
    const setup = { players: [player("Red", [6]), player("Blue", [4, 10])] };
    const out = playManual(setup, { firstPlayer: "Red", maxTurns: 1 }, [5, 1, 4, 3]);
    expect(actions(out)).toEqual(["1 Red assault Blue-2"]);
  });

  it("assault with the die showing least that still beats the target (dice 6 4 5 | 3, re-roll 1)", () => {
    const setup = { players: [player("Red", [6, 6, 6]), player("Blue", [6])] };
    const out = playManual(setup, { firstPlayer: "Red" }, [6, 4, 5, 3, 1]);
    expect(out.log[3]!.data).toMatchObject({ attackers: { "Red-2": 4 } });
  });

  it("a direct assault is preferred to a flank on the same target (dice 6 3 2 | 5, re-roll 1)", () => {
    const setup = { players: [player("Red", [6, 6, 6]), player("Blue", [6])] };
    const out = playManual(setup, { firstPlayer: "Red" }, [6, 3, 2, 5, 1]);
    expect(out.log[3]!.data).toMatchObject({ action: "assault", attackers: { "Red-1": 6 } });
  });

  it("a flank is anchored on the largest die below the target and uses few dice (dice 5 2 2 1 1 | 7, re-rolls 1 1)", () => {
    const setup = { players: [player("Red", [6, 6, 6, 6, 6]), player("Blue", [10])] };
    const out = playManual(setup, { firstPlayer: "Red" }, [5, 2, 2, 1, 1, 7, 1, 1]);
    expect(out.log[3]!.data).toMatchObject({ action: "flank", attackers: { "Red-1": 5, "Red-2": 2 } });
  });

  it("letter's variant: the flank losing the fewest sides is chosen, 4 + 2 rather than 4 + 1 + 1 (dice 4 1 1 2 | 6)", () => {
    const setup = { players: [player("Red", [6, 6, 6, 6]), player("Blue", [8])] };
    const out = playManual(setup, { firstPlayer: "Red", flankDropByTwo: true }, [4, 1, 1, 2, 6]);
    expect(out.log[3]!.data).toMatchObject({ action: "flank", attackers: { "Red-1": 4, "Red-4": 2 } });
  });

  it("balanced deployment: most sides first, each to the front with the fewest of its player's points", () => {
    const setup = { players: [player("Red", [4, 10, 6, 8]), player("Blue", [6])] };
    const b = prepareRotgb(setup, { fronts: ["North", "South"] });
    // d10 → North (0), d8 → South (0), d6 → South (8 < 10), d4 → North (10 vs 14).
    expect(Array.from(b.startFront.subarray(0, 4))).toEqual([0, 0, 1, 1]);
  });

  it("the weakest front is the contested one where the side's points are least against the enemy's", () => {
    const setup = {
      players: [
        player("Red", [6, 6, 10], [{ front: "A" }, { front: "B" }, { front: "C" }]),
        player("Blue", [6, 20, 4], [{ front: "A" }, { front: "B" }, { front: "C" }]),
      ],
    };
    const b = prepareRotgb(setup, { fronts: ["A", "B", "C"] });
    resetBattle(b);
    expect(weakestFront(b, 0, 0b111)).toBe(1); // 6 against 20
    expect(weakestFront(b, 0, 0b101)).toBe(0); // 6 against 6 beats 10 against 4
    expect(weakestFront(b, 1, 0b111)).toBe(2); // Blue: 4 against 10
  });

  it("a die in a pass its player holds is never moved out (dice 1 6 3 | 10 3)", () => {
    const setup = {
      players: [
        player("Red", [10, 6], [{ front: "Pass" }, { front: "Plain" }]),
        player("Blue", [6, 6, 6], [{ front: "Pass" }, { front: "Pass" }, { front: "Plain" }]),
      ],
    };
    const options = { fronts: ["Pass", "Plain"], firstPlayer: "Blue", maxTurns: 1, terrain: { heldPass: { front: "Pass", holder: "Blue" } } };
    // Blue's 1 and 6 cannot take Red's 10 and the 1 is below average, but Blue holds the pass.
    const out = playManual(setup, options, [10, 3, 1, 6, 3]);
    expect(actions(out)).toEqual(["1 Blue pass"]);
  });
});

// The letter's variant (002, "Letter from a Fan"): flanking dice drop by two instead of re-rolling.
import { describe, expect, it } from "vitest";
import { dropByTwo } from "./rules";
import { actions, playManual, player } from "./testing";

const variant = { firstPlayer: "Red", flankDropByTwo: true };

describe("002 letter's variant: flanking dice drop by two", () => {
  it.each([
    [6, 5, 3, "drops by two"],
    [6, 3, 1, "drops by two"],
    [6, 2, 1, "a die of 4+ sides cannot drop below one"],
    [4, 2, 1, "a die of 4+ sides cannot drop below one"],
    [6, 1, 0, "unless already equal to one: eliminated"],
    [20, 1, 0, "unless already equal to one: eliminated"],
    [3, 3, 1, "drops by two"],
    [3, 2, 0, "ruling: a d3 is not protected, drops to zero: eliminated"],
    [2, 2, 0, "ruling: a d2 is not protected"],
    [1, 1, 0, "ruling: a d1 is not protected"],
  ])("d%i showing %i becomes %i (%s)", (sides, face, after) => {
    expect(dropByTwo(sides, face)).toBe(after);
  });

  it("flanking dice drop instead of re-rolling; a die already at one is eliminated to the defender's scoring area (dice 4 2 1 | 7, nothing re-rolled)", () => {
    const setup = { players: [player("Red", [6, 6, 6]), player("Blue", [10])] };
    const out = playManual(setup, variant, [4, 2, 1, 7]);
    expect(out.log[3]!.data).toMatchObject({
      action: "flank",
      attackers: { "Red-1": 4, "Red-2": 2, "Red-3": 1 },
      after: { "Red-1": 2, "Red-2": 1, "Red-3": "eliminated" },
    });
    expect(out.scores).toEqual({ Red: 10, Blue: 6 });
    expect(out.casualties).toEqual({ Red: ["Red-3"], Blue: ["Blue-1"] });
  });

  it("a direct assault still re-rolls under the variant (dice 5 | 3, re-roll 2)", () => {
    const setup = { players: [player("Red", [6]), player("Blue", [6])] };
    const out = playManual(setup, variant, [5, 3, 2]);
    expect(out.log[3]!.data).toMatchObject({ action: "assault", after: { "Red-1": 2 } });
  });

  it("heuristic: no flank that would lose more sides than it takes: 3 + a d20 at 1 against a d4 showing 4 (dice 3 1 | 4, Blue re-rolls 2)", () => {
    const setup = { players: [player("Red", [6, 20]), player("Blue", [4])] };
    const out = playManual(setup, { ...variant, maxTurns: 2 }, [3, 1, 4, 2]);
    expect(actions(out)).toEqual(["1 Red pass", "2 Blue assault Red-2"]);
  });

  it("ruling: a flank that eliminates the attacker's last dice can leave the table empty; the game still ends (dice 1 1 | 2)", () => {
    const setup = { players: [player("Red", [4, 4]), player("Blue", [10])] };
    const out = playManual(setup, variant, [1, 1, 2]);
    // 1 + 1 = 2 and 1 is half of 2; both d4s at one are eliminated (8 to Blue), the d10 (10) to Red.
    expect(out.scores).toEqual({ Red: 10, Blue: 8 });
    expect(out.casualties).toEqual({ Red: ["Red-1", "Red-2"], Blue: ["Blue-1"] });
  });
});

// Medieval Strife plays on the core rules of 002; each rule here with its dice typed in by hand.
// Dice order: each side's dice in the order listed (Red's, then Blue's), then each roll as it
// happens. Red goes first (chosen), so no die is rolled for it.
import { describe, expect, it } from "vitest";
import { manualSource } from "../../dice/source";
import { MedievalSetupError, prepareMedieval } from "./battle";
import { playMedieval } from "./engine";
import { MedievalRuleError } from "./moves";
import { endOf, entry, moves, playWith, side, two } from "./testing";

describe("002 core rules in Medieval Strife", () => {
  it("direct assault: a die attacking more takes the enemy unit (its sides score) and re-rolls (dice 5 | 3, re-roll 2)", () => {
    const out = playWith(two(["Footman"], ["Footman"]), {}, [5, 3, 2]);
    expect(moves(out)).toEqual(["1 Red assault Blue-1"]);
    expect(entry(out, 1)).toMatchObject({ attack: 5, defence: 3, after: { "Red-1": 2 } });
    expect(out.scores).toEqual({ Red: 6, Blue: 0 });
    expect(out.winner).toBe("Red");
    expect(endOf(out)).toMatchObject({ ending: "one side left" });
  });

  it("direct assault needs more, not as much: 4 against 4 cannot, and two sides that cannot move end the game (dice 4 | 4)", () => {
    const out = playWith(two(["Footman"], ["Footman"]), {}, [4, 4]);
    expect(moves(out)).toEqual(["1 Red pass", "2 Blue pass"]);
    expect(endOf(out)).toMatchObject({ ending: "stalemate" });
    expect(out.verdict).toBe("draw");
  });

  it("flanking: two dice adding up exactly to the defence, one at least half of it, take the unit and all re-roll (dice 4 3 | 6; re-rolls 2 5)", () => {
    // the Knight defends with 6 + 1
    const out = playWith(two(["Footman", "Footman"], ["Knight"]), {}, [4, 3, 6, 2, 5]);
    expect(moves(out)).toEqual(["1 Red flank Blue-1"]);
    expect(entry(out, 1)).toMatchObject({ defence: 7, after: { "Red-1": 2, "Red-2": 5 } });
  });

  it("flanking: more than the defence does not do, nor parts all under half of it (by hand: 4 + 4 on 7; 3 + 2 + 2 on 7)", () => {
    const setup = two(["Footman", "Footman", "Footman"], ["Knight"]);
    expect(() => playWith(setup, {}, [4, 4, 2, 6], { 1: { flank: [{ unit: "Red-1" }, { unit: "Red-2" }], target: "Blue-1" } })).toThrow(
      /not exactly Blue-1's 7/,
    );
    expect(() => playWith(setup, {}, [3, 2, 2, 6], { 1: { flank: [{ unit: "Red-1" }, { unit: "Red-2" }, { unit: "Red-3" }], target: "Blue-1" } })).toThrow(
      /no part of the flank is at least half of 7/,
    );
    expect(() => playWith(setup, {}, [3, 2, 2, 6], { 1: { flank: [{ unit: "Red-1" }], target: "Blue-1" } })).toThrow(MedievalRuleError);
  });

  it("who goes first is rolled when not chosen: 2 on a d2 is Blue (dice 2 | 5 | 3, re-roll 1)", () => {
    const out = playMedieval(two(["Footman"], ["Footman"]), {}, manualSource([2, 5, 3, 1]));
    expect(out.log[0]!.text).toBe("Blue goes first (rolled 2 on a d2).");
    // Blue's 3 cannot take Red's 5; Red's 5 takes Blue's 3
    expect(moves(out)).toEqual(["1 Blue pass", "2 Red assault Blue-1"]);
  });

  it("the game ends when one side has units left; scores are the sides taken; three sides fight each for itself (dice 6 | 1 | 2, re-rolls 6 6)", () => {
    const setup = { players: [side("Red", ["Footman"]), side("Blue", ["Footman"]), side("Green", ["Footman"])] };
    const out = playWith(setup, {}, [6, 1, 2, 6, 6]);
    expect(moves(out)).toEqual(["1 Red assault Blue-1", "2 Green pass", "3 Red assault Green-1"]);
    expect(out.ranking).toEqual(["Red", "Blue", "Green"]);
    expect(out.casualties).toEqual({ Red: [], Blue: ["Blue-1"], Green: ["Green-1"] });
  });

  it("002 Medieval Strife, Rules: every die of one size in an army is the same unit type", () => {
    const mixed = {
      players: [
        {
          id: "Red",
          units: [
            { id: "a", sides: 4, type: "Recruit" as const },
            { id: "b", sides: 4, type: "Wizard" as const },
          ],
        },
        side("Blue", ["Footman"]),
      ],
    };
    expect(() => prepareMedieval(mixed)).toThrow("Red: every d4 of an army is the same unit type (002 Medieval Strife, Rules), not Recruit and Wizard");
    const wrongDie = { players: [{ id: "Red", units: [{ id: "a", sides: 6, type: "Knight" as const }] }, side("Blue", ["Footman"])] };
    expect(() => prepareMedieval(wrongDie)).toThrow("a: a Knight is a d8, not a d6");
    expect(() => prepareMedieval(mixed)).toThrow(expect.objectContaining({ code: "mixed-types" }));
    expect(() => prepareMedieval(wrongDie)).toThrow(expect.objectContaining({ code: "wrong-die" }));
  });

  it("each unit keeps the fighter or vehicle it stands for (ownerId), its Footmen none", () => {
    const b = prepareMedieval({ players: [{ id: "Red", units: [{ id: "a", sides: 4, type: "Wizard", ownerId: "fighter-7" }] }, side("Blue", ["Footman"])] });
    expect(b.ownerIds).toEqual(["fighter-7", undefined, undefined, undefined]);
  });

  it("a set-up is refused with its code and words: one side, two sides or two units with one id, a castle or first player nobody is", () => {
    const refusal = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof MedievalSetupError ? [e.name, e.code, e.message] : ["not a set-up error", String(e)];
      }
      return ["accepted"];
    };
    const red = side("Red", ["Footman"]),
      blue = side("Blue", ["Footman"]);
    expect(refusal(() => prepareMedieval({ players: [red] }))).toEqual(["MedievalSetupError", "too-few-sides", "A battle needs at least two sides"]);
    expect(refusal(() => prepareMedieval({ players: [red, { ...blue, id: "Red" }] }))).toEqual([
      "MedievalSetupError",
      "duplicate-id",
      "Two players share an id",
    ]);
    expect(refusal(() => prepareMedieval({ players: [red, { id: "Blue", units: [{ ...red.units[0]! }] }] }))).toEqual([
      "MedievalSetupError",
      "duplicate-id",
      "Two units share an id",
    ]);
    expect(refusal(() => prepareMedieval({ players: [red, blue] }, { castle: "Green" }))).toEqual([
      "MedievalSetupError",
      "unknown-player",
      'No player is called "Green"',
    ]);
    expect(refusal(() => prepareMedieval({ players: [red, blue] }, { firstPlayer: "Nobody" }))).toEqual([
      "MedievalSetupError",
      "unknown-player",
      'No player is called "Nobody"',
    ]);
    expect(refusal(() => prepareMedieval({ players: [red, blue] }))).toEqual(["accepted"]);
  });

  it("ruling: a side that passes while another still moves does not end the game; the log names the units (dice 3 | 5, re-roll 4)", () => {
    const out = playWith(two(["Footman"], ["Footman"]), {}, [3, 5, 4]);
    expect(moves(out)).toEqual(["1 Red pass", "2 Blue assault Red-1"]);
    expect(out.log.find((e) => e.data?.action === "assault")!.text).toBe(
      "Blue: Blue-1 (d6 Footman) attacking 5 takes Red's Red-1 (d6 Footman) defending 3 (6 points); it re-rolls 4.",
    );
  });
});

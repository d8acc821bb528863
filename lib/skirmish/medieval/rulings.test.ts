// The Medieval Strife rulings (each "ruling:" beside the code), one test each, dice typed in.
import { describe, expect, it } from "vitest";
import { prepareMedieval } from "./battle";
import { QUIET_TURNS_LIMIT } from "./schema";
import type { MedievalMove } from "./moves";
import { endOf, playWith, side, two } from "./testing";

const ended = (out: ReturnType<typeof playWith>, action: string) => out.log.filter((e) => e.data?.action === action).map((e) => e.turn);

describe("Medieval Strife rulings", () => {
  it("Pierce lasts 1 turn, as Hold: cast on Red's turn 1, it ends as Red's next turn ends (dice 1 1 | 8)", () => {
    const out = playWith(two(["Warlock", "Footman"], ["Knight"]), {}, [1, 1, 8], {
      1: { cast: "Pierce", by: "Red-1", target: "Blue-1" },
      2: "pass",
      3: "pass",
    });
    expect(ended(out, "spell ends")).toEqual([3]);
  });

  it("a held unit cannot attack with a spell either (Blue holds the Wizard; its Beam is refused) (dice 1 | 6)", () => {
    expect(() =>
      playWith(two(["Wizard"], ["Cleric"]), { firstPlayer: "Blue" }, [1, 6], {
        1: { cast: "Hold", by: "Blue-1", target: "Red-1" },
        2: { assault: "Red-1", spell: "Beam", target: "Blue-1" },
      }),
    ).toThrow("Red-1 is held: it cannot attack (002 Medieval Strife: Hold)");
  });

  it("a held unit may still cast a spell that attacks nobody (the held Cleric shields the Knight) (dice 1 4 | 6)", () => {
    const out = playWith(two(["Cleric", "Knight"], ["Cleric"]), { firstPlayer: "Blue", maxTurns: 2 }, [1, 4, 6], {
      1: { cast: "Hold", by: "Blue-1", target: "Red-1" },
      2: { cast: "Shield", by: "Red-1", target: "Red-2" },
    });
    expect(out.log.find((e) => e.turn === 2)!.data).toMatchObject({ action: "cast", spell: "Shield", target: "Red-2" });
  });

  it("a unit attacking with less than 1 cannot attack or pad a flank (a 1 in a city attacks −1) (dice 1 6 | 3)", () => {
    expect(() =>
      playWith(two(["Footman", "Footman"], ["Knight"]), { city: true }, [1, 6, 3], { 1: { flank: [{ unit: "Red-1" }, { unit: "Red-2" }], target: "Blue-1" } }),
    ).toThrow("Red-1 attacks with less than 1");
  });

  it("a spell cast by a side that is out of the game ends at the end of the next turn (dice 6 | 1 | 1, re-roll 2)", () => {
    const setup = { players: [side("Red", ["Footman"]), side("Blue", ["Footman"]), side("Green", ["Warlock"])] };
    const out = playWith(setup, { maxTurns: 4 }, [6, 1, 1, 2], {
      1: "pass",
      2: "pass",
      3: { cast: "Pierce", by: "Green-1", target: "Red-1" },
      4: { assault: "Red-1", target: "Green-1" },
    });
    expect(ended(out, "spell ends")).toEqual([4]);
  });

  it(`${QUIET_TURNS_LIMIT} turns in a row with nothing taken end the game, scored as it stands (two Wizards recharging) (dice 2 | 2)`, () => {
    const moves: Record<number, MedievalMove> = {};
    for (let t = 1; t <= 100; t++) moves[t] = { recharge: t % 2 ? "Red-1" : "Blue-1" };
    const out = playWith(two(["Wizard"], ["Wizard"]), {}, [2, 2], moves);
    expect(endOf(out)).toMatchObject({ ending: "no captures", turns: QUIET_TURNS_LIMIT });
  });

  it(`the count starts again at each capture: Blue-1 taken on turn 1, then recharges only, so the game ends on turn 1 + ${QUIET_TURNS_LIMIT} (dice 8 2 | 1 2, re-roll 3)`, () => {
    const moves: Record<number, MedievalMove> = { 1: { assault: "Red-1", target: "Blue-1" } };
    for (let t = 2; t <= 100; t++) moves[t] = { recharge: t % 2 ? "Red-2" : "Blue-2" };
    const out = playWith(two(["Knight", "Wizard"], ["Footman", "Wizard"]), {}, [8, 2, 1, 2, 3], moves);
    expect(endOf(out)).toMatchObject({ ending: "no captures", turns: 1 + QUIET_TURNS_LIMIT });
  });

  it("a unit that split is lost when both its Footmen are taken, and listed by its own id (dice 2 | 8, Footmen 1 1, re-rolls 8 3)", () => {
    const out = playWith(two(["Wizard"], ["Knight"]), {}, [2, 8, 1, 1, 8, 3]);
    expect(out.casualties).toEqual({ Red: ["Red-1"], Blue: [] });
    expect(out.scores).toEqual({ Red: 0, Blue: 12 });
  });

  it("Force Field does not stop Dismay, aimed at a side rather than a unit: the guarded units roll (dice 1 1 | 1; Dismay 5 3)", () => {
    const out = playWith(two(["Stargazer", "Footman"], ["Warlock"]), { maxTurns: 2 }, [1, 1, 1, 5, 3], {
      1: { cast: "Force Field", by: "Red-1" },
      2: { cast: "Dismay", by: "Blue-1", player: "Red" },
    });
    expect(out.log.find((e) => e.turn === 2)!.text).toContain("Red's units roll: Red-1 5, Red-2 3");
  });

  it("Split makes d6 Footmen even when the army's d6s are another type (the text names them)", () => {
    const b = prepareMedieval(two(["Wizard", "Archer"], ["Footman"]));
    expect(b.types.filter((t, u) => t === "Footman" && b.player[u] === 0)).toHaveLength(2);
  });

  it("the Footmen of a Split never Split again, even when the army's Footmen know Split (dice 1 | 4; Footmen 2 3)", () => {
    // Red's Footman is taught Split: it splits on turn 1; on turn 3 its first Footman may not
    const abilities = { Footman: { spells: ["Split" as const] } };
    const out = playWith(two(["Footman"], ["Defender"]), { maxTurns: 2, abilities }, [1, 4, 2, 3], { 1: { cast: "Split", by: "Red-1" }, 2: "pass" });
    expect(out.log.find((e) => e.turn === 1)!.text).toContain("casts Split");
    expect(() =>
      playWith(two(["Footman"], ["Defender"]), { maxTurns: 3, abilities }, [1, 4, 2, 3], {
        1: { cast: "Split", by: "Red-1" },
        2: "pass",
        3: { cast: "Split", by: "Red-1/footman-1" },
      }),
    ).toThrow("Red-1/footman-1 (Footman) does not know Split");
    // and the automated player, with nothing to take, does not try it
    const b = prepareMedieval(two(["Footman"], ["Defender"]), { abilities });
    expect(b.types.map((t, u) => `${t}:${b.spellMask[u]}`)).toEqual(["Footman:1024", "Footman:0", "Footman:0", "Defender:0"]);
  });
});

// Moves given by hand (moves.ts): each refusal names the rule broken, word for word, and a move
// that keeps the rules is played. Dice: Red's units, then Blue's (then Green's), then each roll as
// it happens; Red moves first. The refusals come before any further die is drawn.
import { describe, expect, it } from "vitest";
import { MedievalRuleError } from "./moves";
import { entry, moves, playWith, side, two } from "./testing";

describe("whose units a move may use (moves.ts: unitOf, own, enemyTarget)", () => {
  it("a unit not in the army is not on the table (dice 6 | 2)", () => {
    expect(() => playWith(two(["Footman"], ["Footman"]), {}, [6, 2], { 1: { assault: "Red-9", target: "Blue-1" } })).toThrow("Red-9 is not on the table");
  });

  it("a unit taken earlier is not on the table either (dice 6 5 | 2 6; Red's 6 takes Blue-1, re-roll 3)", () => {
    expect(() =>
      playWith(two(["Footman", "Footman"], ["Footman", "Footman"]), {}, [6, 5, 2, 6, 3], {
        1: { assault: "Red-1", target: "Blue-1" },
        2: { assault: "Blue-1", target: "Red-2" },
      }),
    ).toThrow("Blue-1 is not on the table");
  });

  it("a side attacks with its own units only (dice 6 | 2)", () => {
    expect(() => playWith(two(["Footman"], ["Footman"]), {}, [6, 2], { 1: { assault: "Blue-1", target: "Blue-1" } })).toThrow("Blue-1 is not Red's");
  });

  it("and not at its own units (dice 6 2 | 2)", () => {
    expect(() => playWith(two(["Footman", "Footman"], ["Footman"]), {}, [6, 2, 2], { 1: { assault: "Red-1", target: "Red-2" } })).toThrow(
      "Red-2 is Red's own unit",
    );
  });

  it("an attack of exactly 1 may assault a defence of 0: a Footman showing 1 takes an Archer showing 1 (Archer −1 defence) (dice 1 | 1, re-roll 4)", () => {
    const out = playWith(two(["Footman"], ["Archer"]), {}, [1, 1, 4], { 1: { assault: "Red-1", target: "Blue-1" } });
    expect(entry(out, 1, "assault")).toMatchObject({ attack: 1, defence: 0 });
    expect(moves(out)).toEqual(["1 Red assault Blue-1"]);
  });
});

describe("spells given by hand (moves.ts: needCast and the cast checks)", () => {
  it("a unit casts only the spells it knows: a Knight knows none (dice 5 | 2)", () => {
    expect(() => playWith(two(["Knight"], ["Footman"]), {}, [5, 2], { 1: { cast: "Shield", by: "Red-1", target: "Red-1" } })).toThrow(
      "Red-1 (Knight) does not know Shield",
    );
  });

  it("Beam's two casts are counted per unit: the second Wizard's third Beam is refused (dice 1 1 | 1 1 1, Beam takes each, re-rolls 1 1)", () => {
    // Red-2 (a d4 Wizard) beams Blue-1 and Blue-2 (defending 1 each); its casts of Beam are spent.
    const beam = (target: string) => ({ assault: "Red-2", spell: "Beam" as const, target });
    expect(() =>
      playWith(two(["Wizard", "Wizard"], ["Footman", "Footman", "Footman"]), {}, [1, 1, 1, 1, 1, 1, 1], {
        1: beam("Blue-1"),
        2: "pass",
        3: beam("Blue-2"),
        4: "pass",
        5: beam("Blue-3"),
      }),
    ).toThrow("Red-2 has no cast of Beam left: it needs a recharge");
  });

  it("a spell that attacks is given as an assault or a flank, not cast (dice 1 | 2)", () => {
    expect(() => playWith(two(["Wizard"], ["Footman"]), {}, [1, 2], { 1: { cast: "Beam", by: "Red-1" } })).toThrow(
      "Beam attacks: give it as an assault or a flank",
    );
  });

  it("Shield needs a target unit (dice 1 | 2)", () => {
    expect(() => playWith(two(["Cleric"], ["Footman"]), {}, [1, 2], { 1: { cast: "Shield", by: "Red-1" } })).toThrow("Shield needs a target unit");
  });

  it("a spell may not be aimed at an enemy behind a Force Field (002 Medieval Strife: Force Field) (dice 5 3 | 4)", () => {
    expect(() =>
      playWith(two(["Archangel", "Knight"], ["Warlock"]), {}, [5, 3, 4], {
        1: { cast: "Force Field", by: "Red-1" },
        2: { cast: "Pierce", by: "Blue-1", target: "Red-2" },
      }),
    ).toThrow("Red-2 is behind a Force Field: it cannot be targeted (002 Medieval Strife: Force Field)");
  });

  it("but a side behind its own Force Field still shields its own units (dice 5 3 | 4; three turns)", () => {
    const out = playWith(two(["Archangel", "Knight"], ["Warlock"]), { maxTurns: 3 }, [5, 3, 4], {
      1: { cast: "Force Field", by: "Red-1" },
      2: "pass",
      3: { cast: "Shield", by: "Red-1", target: "Red-2" },
    });
    expect(moves(out).slice(0, 3)).toEqual(["1 Red cast Force Field Red-1", "2 Blue pass", "3 Red cast Shield Red-2"]);
  });

  it("Dismay is aimed at a side in the game: not an unknown one (dice 5 | 4)", () => {
    expect(() => playWith(two(["Knight"], ["Warlock"]), {}, [5, 4], { 1: "pass", 2: { cast: "Dismay", by: "Blue-1", player: "Nobody" } })).toThrow(
      "Dismay needs a side in the game to aim at",
    );
  });

  it("nor one with nothing left in play: Green's only unit was taken on turn 1 (dice 6 | 3 | 2, Red re-rolls 4)", () => {
    const setup = { players: [side("Red", ["Knight"]), side("Blue", ["Warlock"]), side("Green", ["Footman"])] };
    expect(() =>
      playWith(setup, {}, [6, 3, 2, 4], {
        1: { assault: "Red-1", target: "Green-1" },
        2: { cast: "Dismay", by: "Blue-1", player: "Green" },
      }),
    ).toThrow("Dismay needs a side in the game to aim at");
  });

  it("a unit that knows no spells has nothing to recharge (dice 5 | 2)", () => {
    expect(() => playWith(two(["Knight"], ["Footman"]), {}, [5, 2], { 1: { recharge: "Red-1" } })).toThrow("Red-1 knows no spells");
  });
});

describe("flanks given by hand (moves.ts, 002 core: flanking maneuver)", () => {
  const setup = two(["Flankman", "Footman"], ["Knight"]);

  it("a flank of one unit is refused as such (dice 3 3 | 6)", () => {
    expect(() => playWith(setup, {}, [3, 3, 6], { 1: { flank: [{ unit: "Red-1" }], target: "Blue-1" } })).toThrow(
      "a flank takes two or more units (002 core: flanking maneuver)",
    );
  });

  it("only a Flankman's die adds one: the Footman's plus is refused (dice 3 3 | 6)", () => {
    expect(() =>
      playWith(setup, {}, [3, 3, 6], {
        1: {
          flank: [{ unit: "Red-1" }, { unit: "Red-2", plus: true }],
          target: "Blue-1",
        },
      }),
    ).toThrow("Red-2 cannot add one to a flank");
  });

  it("the Flankman's 3 plus one and the Footman's 3 take the Knight defending 7 (6 + 1) (dice 3 3 | 6, re-rolls 5 2)", () => {
    const out = playWith(setup, {}, [3, 3, 6, 5, 2], {
      1: { flank: [{ unit: "Red-1", plus: true }, { unit: "Red-2" }], target: "Blue-1" },
    });
    expect(moves(out)).toEqual(["1 Red flank Blue-1"]);
    expect(entry(out, 1)).toMatchObject({ defence: 7, after: { "Red-1": 5, "Red-2": 2 } });
  });

  it("a part of exactly half the defence is enough: 4 + 4 on the Knight defending 8 (7 + 1) (dice 4 4 | 7, re-rolls 1 1)", () => {
    const out = playWith(setup, {}, [4, 4, 7, 1, 1], {
      1: { flank: [{ unit: "Red-1" }, { unit: "Red-2" }], target: "Blue-1" },
    });
    expect(moves(out)).toEqual(["1 Red flank Blue-1"]);
  });

  it("refusals are MedievalRuleErrors (dice 3 3 | 6)", () => {
    expect(() => playWith(setup, {}, [3, 3, 6], { 1: { flank: [{ unit: "Red-1" }], target: "Blue-1" } })).toThrow(MedievalRuleError);
  });
});

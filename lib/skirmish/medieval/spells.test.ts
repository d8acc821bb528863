// 002 Medieval Strife, Spells and Spellcasting: each spell with its dice typed in by hand; moves
// given by hand where the test needs one. Dice: Red's, then Blue's, then each roll as it happens.
import { describe, expect, it } from "vitest";
import { entry, moves, playWith, two } from "./testing";

const spellEnds = (out: ReturnType<typeof playWith>) =>
  out.log.filter((e) => e.data?.action === "spell ends").map((e) => `${e.turn} ${e.data!.spell} ${e.data!.unit}`);

describe("Shield (3 casts): +2 defence for 2 turns, the casting turn not counted", () => {
  const setup = two(["Cleric", "Knight"], ["Cleric", "Knight"]);

  it("the shielded Knight defends 5 + 1 + 2: Blue's Knight attacking 7 cannot take it (dice 1 5 | 1 7)", () => {
    expect(() => playWith(setup, {}, [1, 5, 1, 7], { 1: { cast: "Shield", by: "Red-1", target: "Red-2" }, 2: { assault: "Blue-2", target: "Red-2" } })).toThrow(
      "Blue-2 attacks with 7, not more than Red-2's 8",
    );
  });

  it("cast on Red's turn 1, it ends when Red's turn 3 ends (turn 5); Blue's cast on its turn 1 ends on its turn 3 (turn 6) (dice 1 5 | 1 7)", () => {
    const out = playWith(setup, { maxTurns: 6 }, [1, 5, 1, 7], {
      1: { cast: "Shield", by: "Red-1", target: "Red-2" },
      2: { cast: "Shield", by: "Blue-1", target: "Blue-2" },
      3: { cast: "Empower", by: "Red-1", target: "Red-1" },
      4: { cast: "Empower", by: "Blue-1", target: "Blue-1" },
      5: { recharge: "Red-1" },
      6: { recharge: "Blue-1" },
    });
    expect(entry(out, 1)).toMatchObject({ action: "cast", spell: "Shield", target: "Red-2", turns: 2, castsLeft: 2 });
    expect(spellEnds(out)).toEqual(["5 Shield Red-2", "6 Shield Blue-2"]);
  });

  it("one spell per unit at a time: Empower on the shielded Knight is refused (dice 1 5 | 1 7)", () => {
    expect(() =>
      playWith(setup, {}, [1, 5, 1, 7], {
        1: { cast: "Shield", by: "Red-1", target: "Red-2" },
        2: "pass",
        3: { cast: "Empower", by: "Red-1", target: "Red-2" },
      }),
    ).toThrow("Red-2 already carries a spell: one spell per unit at a time (002 Medieval Strife, Rules)");
  });
});

describe("Empower (3 casts): +1 offence for 2 turns", () => {
  it("the empowered Knight's 5 attacks 6 and takes Blue's Footman showing 5 (dice 1 5 | 5, re-roll 3)", () => {
    const out = playWith(two(["Cleric", "Knight"], ["Footman"]), {}, [1, 5, 5, 3], {
      1: { cast: "Empower", by: "Red-1", target: "Red-2" },
      2: "pass",
      3: { assault: "Red-2", target: "Blue-1" },
    });
    expect(entry(out, 3, "assault")).toMatchObject({ attack: 6, defence: 5 });
  });
});

describe("Beam (2) and Laser (3): spells that attack with 3 and 5", () => {
  it("Beam takes a unit defending 2 when no die can; the Wizard re-rolls after, as a caster does (dice 1 | 2 3, re-rolls 4 2)", () => {
    const out = playWith(two(["Wizard"], ["Footman", "Footman"]), {}, [1, 2, 3, 4, 2]);
    expect(moves(out)).toEqual(["1 Red assault Beam Blue-1", "2 Blue pass", "3 Red assault Blue-2"]);
    expect(entry(out, 1)).toMatchObject({ attack: 3, defence: 2, after: { "Red-1": 4 } });
  });

  it("Beam's 3 does not take a unit defending 3 (dice 1 | 3)", () => {
    expect(() => playWith(two(["Wizard"], ["Footman"]), {}, [1, 3], { 1: { assault: "Red-1", spell: "Beam", target: "Blue-1" } })).toThrow(
      "Red-1 attacks with 3, not more than Blue-1's 3",
    );
  });

  it("Laser's 5 takes a Knight defending 4 (dice 1 | 3, re-roll 7)", () => {
    const out = playWith(two(["Stargazer"], ["Knight"]), {}, [1, 3, 7], { 1: { assault: "Red-1", spell: "Laser", target: "Blue-1" } });
    expect(moves(out)).toEqual(["1 Red assault Laser Blue-1"]);
    expect(entry(out, 1)).toMatchObject({ attack: 5, defence: 4 });
  });

  it("casts run out and a recharge brings them back: a third Beam needs one (dice 1 | 1 1 1, re-rolls 1 1 1)", () => {
    const setup = two(["Wizard"], ["Footman", "Footman", "Footman"]);
    const beam = (target: string) => ({ assault: "Red-1", spell: "Beam" as const, target });
    expect(() => playWith(setup, {}, [1, 1, 1, 1, 1, 1], { 1: beam("Blue-1"), 2: "pass", 3: beam("Blue-2"), 4: "pass", 5: beam("Blue-3") })).toThrow(
      "Red-1 has no cast of Beam left: it needs a recharge",
    );
    const out = playWith(setup, {}, [1, 1, 1, 1, 1, 1, 1], {
      1: beam("Blue-1"),
      2: "pass",
      3: beam("Blue-2"),
      4: "pass",
      5: { recharge: "Red-1" },
      6: "pass",
      7: beam("Blue-3"),
    });
    expect(moves(out)).toEqual([
      "1 Red assault Beam Blue-1",
      "2 Blue pass",
      "3 Red assault Beam Blue-2",
      "4 Blue pass",
      "5 Red recharge Red-1",
      "6 Blue pass",
      "7 Red assault Beam Blue-3",
    ]);
  });
});

describe("Hold (1): the unit cannot attack or be rolled, for 1 turn", () => {
  const setup = two(["Cleric", "Warlock"], ["Footman", "Footman"]);

  it("a held unit cannot attack (dice 1 1 | 6 2)", () => {
    expect(() => playWith(setup, {}, [1, 1, 6, 2], { 1: { cast: "Hold", by: "Red-1", target: "Blue-1" }, 2: { assault: "Blue-1", target: "Red-1" } })).toThrow(
      "Blue-1 is held: it cannot attack (002 Medieval Strife: Hold)",
    );
  });

  it("it negates Shift Morale: no die is rolled; and it ends when Red's next turn ends (dice 1 1 | 6 2)", () => {
    const out = playWith(setup, { maxTurns: 3 }, [1, 1, 6, 2], {
      1: { cast: "Hold", by: "Red-1", target: "Blue-1" },
      2: "pass",
      3: { cast: "Shift Morale", by: "Red-2", target: "Blue-1" },
    });
    expect(out.log.find((e) => e.turn === 3 && e.data?.action === "cast")!.text).toContain("Blue's Blue-1 (d6 Footman) cannot be rolled");
    expect(spellEnds(out)).toEqual(["3 Hold Blue-1"]);
  });

  it("it negates Dismay for the held unit only: the other rolls (dice 1 1 | 6 5, Dismay: 1)", () => {
    const out = playWith(setup, { maxTurns: 3 }, [1, 1, 6, 5, 1], {
      1: { cast: "Hold", by: "Red-1", target: "Blue-1" },
      2: "pass",
      3: { cast: "Dismay", by: "Red-2", player: "Blue" },
    });
    expect(out.log.find((e) => e.turn === 3)!.text).toContain("Blue's units roll: Blue-1 does not roll, Blue-2 1");
  });
});

describe("Pierce (2): −2 defence", () => {
  it("the pierced Knight defends 5 + 1 − 2 = 4, and Red's Footman 5 takes it next turn (dice 1 5 | 5, re-roll 2)", () => {
    const out = playWith(two(["Warlock", "Footman"], ["Knight"]), {}, [1, 5, 5, 2], {
      1: { cast: "Pierce", by: "Red-1", target: "Blue-1" },
      2: "pass",
      3: { assault: "Red-2", target: "Blue-1" },
    });
    expect(entry(out, 3, "assault")).toMatchObject({ attack: 5, defence: 4 });
  });
});

describe("Shift Morale (4), Dismay (2), Havoc (2): dice that must roll", () => {
  it("Shift Morale: the target rolls (dice 1 | 8, roll 2)", () => {
    const out = playWith(two(["Warlock"], ["Knight"]), { maxTurns: 1 }, [1, 8, 2], { 1: { cast: "Shift Morale", by: "Red-1", target: "Blue-1" } });
    expect(out.log.find((e) => e.turn === 1)!.text).toContain("Blue's Blue-1 (d8 Knight) rolls 2");
  });

  it("Havoc: every unit in play rolls, sides in order (dice 2 | 6, rolls 15 3)", () => {
    const out = playWith(two(["Demon"], ["Footman"]), { maxTurns: 1 }, [2, 6, 15, 3], { 1: { cast: "Havoc", by: "Red-1" } });
    expect(out.log.find((e) => e.turn === 1)!.text).toContain("every unit rolls: Red-1 15, Blue-1 3");
  });
});

describe("Force Field (1 a game): the caster's side cannot be targeted or taken for 1 turn", () => {
  const setup = two(["Stargazer", "Footman"], ["Footman"]);

  it("Blue cannot take a guarded unit (dice 1 1 | 6)", () => {
    expect(() => playWith(setup, {}, [1, 1, 6], { 1: { cast: "Force Field", by: "Red-1" }, 2: { assault: "Blue-1", target: "Red-2" } })).toThrow(
      "Red-2 is behind a Force Field: it cannot be targeted or taken (002 Medieval Strife: Force Field)",
    );
  });

  it("it ends when Red's next turn ends; then Blue takes the Footman (dice 1 1 | 6, re-roll 2)", () => {
    const out = playWith(setup, { maxTurns: 4 }, [1, 1, 6, 2], {
      1: { cast: "Force Field", by: "Red-1" },
      2: "pass",
      3: { recharge: "Red-1" },
      4: { assault: "Blue-1", target: "Red-2" },
    });
    expect(out.log.filter((e) => e.data?.action === "force field ends").map((e) => e.turn)).toEqual([3]);
  });

  it("once a game for each unit: a recharge does not bring it back (dice 1 1 | 6)", () => {
    expect(() =>
      playWith(setup, {}, [1, 1, 6], {
        1: { cast: "Force Field", by: "Red-1" },
        2: "pass",
        3: { recharge: "Red-1" },
        4: "pass",
        5: { cast: "Force Field", by: "Red-1" },
      }),
    ).toThrow("Red-1 has cast its Force Field, once a game (002 Medieval Strife: Force Field)");
  });
});

describe("Split (1): the caster becomes two d6 Footmen", () => {
  it("a Wizard with nothing to take splits; its Footmen roll and fight (dice 2 | 6, Footmen 4 5, re-rolls 1 3)", () => {
    const out = playWith(two(["Wizard"], ["Footman"]), {}, [2, 6, 4, 5, 1, 3]);
    expect(moves(out)).toEqual(["1 Red cast Split Red-1", "2 Blue assault Red-1/footman-1", "3 Red assault Blue-1"]);
    expect(out.log.find((e) => e.turn === 1)!.text).toBe(
      "Red: Red-1 (d4 Wizard) casts Split: it becomes Red-1's Footman 1 (d6 Footman) showing 4 and Red-1's Footman 2 (d6 Footman) showing 5 (0 casts left).",
    );
    expect(out.scores).toEqual({ Red: 6, Blue: 6 });
  });
});

describe("Spellflanking: spells in a flank's total, the casters rolling after", () => {
  it("Laser (5) + Beam (3) take a Knight defending 8 (dice 1 1 | 7, rolls 9 2)", () => {
    const flank = {
      flank: [
        { unit: "Red-1", spell: "Laser" as const },
        { unit: "Red-2", spell: "Beam" as const },
      ],
      target: "Blue-1",
    };
    const out = playWith(two(["Stargazer", "Wizard"], ["Knight"]), {}, [1, 1, 7, 9, 2], { 1: flank });
    expect(entry(out, 1)).toMatchObject({
      action: "flank",
      defence: 8,
      parts: [
        { unit: "Red-1", value: 5, spell: "Laser" },
        { unit: "Red-2", value: 3, spell: "Beam" },
      ],
      after: { "Red-1": 9, "Red-2": 2 },
    });
  });

  it("a die showing 5 and a Wizard's Beam (3) flank an 8 (dice 5 1 | 7, rolls 3 4)", () => {
    const out = playWith(two(["Footman", "Wizard"], ["Knight"]), {}, [5, 1, 7, 3, 4]);
    expect(entry(out, 1)).toMatchObject({
      action: "flank",
      parts: [
        { unit: "Red-1", value: 5 },
        { unit: "Red-2", value: 3, spell: "Beam" },
      ],
    });
  });

  it("a unit joins a flank once: its die or one spell (by hand: the Stargazer's Laser and Beam together are refused)", () => {
    expect(() =>
      playWith(two(["Stargazer"], ["Knight"]), {}, [1, 7], {
        1: {
          flank: [
            { unit: "Red-1", spell: "Laser" },
            { unit: "Red-1", spell: "Beam" },
          ],
          target: "Blue-1",
        },
      }),
    ).toThrow("Red-1 joins a flank once");
  });
});

// The automated Medieval Strife player's rules of thumb, each with its dice typed in.
import { describe, expect, it } from "vitest";
import { manualSource } from "../../dice/source";
import { prepareMedieval, refresh } from "./battle";
import { playBattle } from "./engine";
import { spellEndsAfterOwnTurn } from "./rules";
import { moves, playWith, two } from "./testing";
import { HOLD } from "./units";

describe("the automated player", () => {
  it("biggest prize first: of a d4 showing 1 and a d8 showing 3, the d8 (dice 5 | 1 3, re-roll 2)", () => {
    const out = playWith(two(["Footman"], ["Recruit", "Warlock"]), { maxTurns: 1 }, [5, 1, 3, 2]);
    expect(moves(out)).toEqual(["1 Red assault Blue-2"]);
  });

  it("guard the crown: a Stargazer the Knight could take is worth more than the Recruit on offer, so Force Field first (dice 1 | 3 1)", () => {
    const out = playWith(two(["Stargazer"], ["Knight", "Recruit"]), { maxTurns: 1 }, [1, 3, 1]);
    expect(moves(out)).toEqual(["1 Red cast Force Field Red-1"]);
  });

  it("with nothing to take a Wizard splits into two Footmen (worth more than its d4) (dice 1 | 6, Footmen 2 3)", () => {
    const out = playWith(two(["Wizard"], ["Footman"]), { maxTurns: 1 }, [1, 6, 2, 3]);
    expect(moves(out)).toEqual(["1 Red cast Split Red-1"]);
  });

  it("with nothing to take, Dismay on the side showing above its average (dice 1 | 6 6, Dismay 2 2)", () => {
    const out = playWith(two(["Warlock"], ["Footman", "Footman"]), { maxTurns: 1 }, [1, 6, 6, 2, 2]);
    expect(moves(out)).toEqual(["1 Red cast Dismay Red-1"]);
  });

  it("with nothing to take, its side below its average and the enemy above, Havoc, cast by the side's first unit (dice 1 | 6 6, Havoc's rolls 1 1 1)", () => {
    const out = playWith(two(["Warlock"], ["Footman", "Footman"]), { maxTurns: 1, abilities: { Warlock: { spells: ["Havoc"] } } }, [1, 6, 6, 1, 1, 1]);
    expect(moves(out)).toEqual(["1 Red cast Havoc Red-1"]);
  });

  it("a held caster still casts Havoc, which attacks nobody: a Warlock under Hold, a Recruit showing 1, the enemy 6 6 (dice 1 1 | 6 6, Havoc's rolls 1 1 1 1)", () => {
    const b = prepareMedieval(two(["Warlock", "Recruit"], ["Footman", "Footman"]), {
      maxTurns: 1,
      firstPlayer: "Red",
      abilities: { Warlock: { spells: ["Havoc"] } },
    });
    const out = playBattle(b, manualSource([1, 1, 6, 6, 1, 1, 1, 1]), (turn) => {
      // Blue's Hold on the Warlock, laid as a cast lays it
      if (turn === 1) {
        b.spell[0] = HOLD;
        b.spellBy[0] = 1;
        b.spellEnds[0] = spellEndsAfterOwnTurn(b.turnsTaken[1]!, 1);
        b.counters[0]!++;
        refresh(b, 0);
      }
      return undefined;
    });
    expect(moves(out)).toEqual(["1 Red cast Havoc Red-1"]);
  });

  it("no Havoc when the enemy shows exactly its average: a d6's 4 and 3 are +1 and -1 (dice 1 | 4 3)", () => {
    const out = playWith(two(["Warlock"], ["Footman", "Footman"]), { maxTurns: 1, abilities: { Warlock: { spells: ["Havoc"] } } }, [1, 4, 3]);
    expect(moves(out)).toEqual(["1 Red pass"]);
  });

  it("Empower the side's first unit when its die only ties the biggest prize: a Footman's 4 against a Footman's 4 (dice 4 1 | 4)", () => {
    const out = playWith(two(["Footman", "Wizard"], ["Footman"]), { maxTurns: 1, abilities: { Wizard: { spells: ["Empower"] } } }, [4, 1, 4]);
    expect(moves(out)).toEqual(["1 Red cast Empower Red-1"]);
  });

  it("a flank of a Flankman's die with its one added and a Beam of the same value: 3 + 1 and 3 take a Knight defending 7 (dice 3 1 | 6, re-rolls 5 2)", () => {
    // the attack index lists the Flankman's 3 and the Wizard's Beam (3) together; the Wizard's own 1 cannot join (one contribution a unit)
    const out = playWith(two(["Flankman", "Wizard"], ["Knight"]), { abilities: { Wizard: { spells: ["Beam"] } } }, [3, 1, 6, 5, 2]);
    expect(moves(out)).toEqual(["1 Red flank Blue-1"]);
  });

  it("with its Beams spent and nothing to take, a caster recharges (dice 1 | 1 1 1, re-rolls 1 1)", () => {
    const out = playWith(two(["Wizard"], ["Footman", "Footman", "Footman"]), { maxTurns: 5, abilities: { Wizard: { spells: ["Beam"] } } }, [1, 1, 1, 1, 1, 1]);
    expect(moves(out)).toEqual(["1 Red assault Beam Blue-1", "2 Blue pass", "3 Red assault Beam Blue-2", "4 Blue pass", "5 Red recharge Red-1"]);
  });
});

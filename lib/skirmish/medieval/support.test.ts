// The automated player's support spells when it can take nothing (players.ts, support): each
// heuristic pinned with dice typed in. Dice: Red's units, then Blue's (then Green's), then each roll
// as it happens; Red moves first; one turn unless said.
import { describe, expect, it } from "vitest";
import { entry, moves, playWith, side, two } from "./testing";

describe("support: the spells the automated player casts when nothing can be taken", () => {
  it("Empower its best die when that only ties the biggest prize: the Knight's 5 against the Knight defending 5 (dice 1 5 | 4)", () => {
    // Red's Knight attacks 5, Blue's Knight defends 4 + 1; no flank adds up (1 + 5); Blue attacks 4
    // against Red's Knight defending 6, so nothing to guard.
    const out = playWith(two(["Cleric", "Knight"], ["Knight"]), { maxTurns: 1 }, [1, 5, 4]);
    expect(moves(out)).toEqual(["1 Red cast Empower Red-2"]);
  });

  it("the die it empowers carries no spell yet: the shielded Knight is passed over for the other (dice 1 5 5 | 4)", () => {
    const out = playWith(two(["Cleric", "Knight", "Knight"], ["Knight"]), { maxTurns: 3 }, [1, 5, 5, 4], {
      1: { cast: "Shield", by: "Red-1", target: "Red-2" },
      2: "pass",
    });
    expect(moves(out)).toEqual(["1 Red cast Shield Red-2", "2 Blue pass", "3 Red cast Empower Red-3"]);
  });

  it("no Empower when the best die does not tie: the Knight's 5 against a Knight defending 7 (dice 1 5 | 6)", () => {
    const out = playWith(two(["Cleric", "Knight"], ["Knight"]), { maxTurns: 1 }, [1, 5, 6]);
    expect(moves(out)).not.toContain("1 Red cast Empower Red-2");
  });

  it("Pierce the biggest enemy that would then fall to the best die, the caster listed first: 6 − 2 under the Cavalier's 4 + 1 (dice 2 4 | 5)", () => {
    // no flank adds up to 6 (2 + 5); Blue's 5 threatens the Cavalier (defending 4), but no guard spell is known
    const out = playWith(two(["Warlock", "Cavalier"], ["Knight"]), { maxTurns: 1 }, [2, 4, 5]);
    expect(moves(out)).toEqual(["1 Red cast Pierce Blue-1"]);
  });

  it("Dismay the enemy side showing most above its average, the first listed on a tie (dice 1 | 6 | 6; Blue re-rolls 2)", () => {
    const setup = { players: [side("Red", ["Warlock"]), side("Blue", ["Footman"]), side("Green", ["Footman"])] };
    const out = playWith(setup, { maxTurns: 1 }, [1, 6, 6, 2]);
    expect(entry(out, 1)).toMatchObject({ action: "cast", spell: "Dismay" });
    expect(JSON.stringify(entry(out, 1))).toContain("Blue");
    expect(JSON.stringify(entry(out, 1))).not.toContain("Green");
  });
});

describe("Split, when the caster is worth less than the two d6 Footmen it becomes (12 sides)", () => {
  it("a d10 Cavalier taught Split splits, with nothing to take (dice 1 | 8; Footmen 2 3)", () => {
    const out = playWith(two(["Cavalier"], ["Knight"]), { maxTurns: 1, abilities: { Cavalier: { spells: ["Split"] } } }, [1, 8, 2, 3]);
    expect(moves(out)).toEqual(["1 Red cast Split Red-1"]);
  });

  it("a d12 Champion taught Split does not: its 12 sides are worth as much as the Footmen's (dice 1 | 8)", () => {
    const out = playWith(two(["Champion"], ["Knight"]), { maxTurns: 1, abilities: { Champion: { spells: ["Split"] } } }, [1, 8]);
    expect(moves(out)).toEqual(["1 Red pass"]);
  });
});

describe("attacks the automated player picks (players.ts, findAttack and guard)", () => {
  it("guard the crown only for a prize worth more: Red's Knight (d8) takes the Catapult (d16) that threatens it rather than Hold it (dice 1 5 | 6, re-roll 2)", () => {
    // the Catapult shows 6: it defends 6 − 2 and attacks 6 + 2, more than the Knight's 5 + 1
    const out = playWith(two(["Cleric", "Knight"], ["Catapult"]), {}, [1, 5, 6, 2]);
    expect(moves(out)).toEqual(["1 Red assault Blue-1"]);
  });

  it("counts Empower's +1 in its dice: the empowered Knight's 5 attacks 6 and takes the Footman showing 5 (dice 1 5 | 5, re-roll 2)", () => {
    const out = playWith(two(["Cleric", "Knight"], ["Footman"]), {}, [1, 5, 5, 2], { 1: { cast: "Empower", by: "Red-1", target: "Red-2" }, 2: "pass" });
    expect(moves(out)).toEqual(["1 Red cast Empower Red-2", "2 Blue pass", "3 Red assault Blue-1"]);
    expect(entry(out, 3, "assault")).toMatchObject({ attack: 6, defence: 5 });
  });

  it("Laser alone takes a unit defending 4 that the die cannot, cast by the first unit listed (dice 4 | 3, re-roll 6)", () => {
    // the Stargazer's 4 does not beat 3 + 1; the Knight's 3 does not threaten the Stargazer's 4
    const out = playWith(two(["Stargazer"], ["Knight"]), {}, [4, 3, 6]);
    expect(moves(out)).toEqual(["1 Red assault Laser Blue-1"]);
  });

  it("but not one defending 5, Laser's own value (dice 5 | 4)", () => {
    const out = playWith(two(["Stargazer"], ["Knight"]), { maxTurns: 1 }, [5, 4]);
    expect(moves(out)[0]).not.toMatch(/assault/);
  });

  it("a held Stargazer casts no Laser (002 Medieval Strife: Hold) (dice 5 | 1 3)", () => {
    const out = playWith(two(["Stargazer"], ["Cleric", "Knight"]), { firstPlayer: "Blue", maxTurns: 2 }, [5, 1, 3], {
      1: { cast: "Hold", by: "Blue-1", target: "Red-1" },
    });
    expect(moves(out)[0]).toBe("1 Blue cast Hold Red-1");
    expect(moves(out)[1]).not.toMatch(/assault/);
  });
});

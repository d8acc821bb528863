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

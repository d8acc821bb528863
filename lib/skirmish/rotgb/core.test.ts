// 002 core rules, one test each; every game here is played with dice typed in by hand.
// Dice order: (the first-player roll unless set), then each player's dice in the order listed,
// then each re-roll as it happens.
import { describe, expect, it } from "vitest";
import { actions, endData, playManual, player } from "./testing";

const two = (a: number[], b: number[]) => ({ players: [player("Red", a), player("Blue", b)] });

describe("002 core rules", () => {
  it("direct assault: a die showing more takes the enemy die, which scores its sides, then re-rolls (dice 5 | 3 6, re-rolls 2, 4)", () => {
    // Red d6 5 takes Blue d6 3 and re-rolls 2; Blue's d6 6 takes Red's 2 and re-rolls 4.
    const out = playManual(two([6], [6, 6]), { firstPlayer: "Red" }, [5, 3, 6, 2, 4]);
    expect(actions(out)).toEqual(["1 Red assault Blue-1", "2 Blue assault Red-1"]);
    expect(out.log[3]!.data).toMatchObject({ attackers: { "Red-1": 5 }, after: { "Red-1": 2 }, targetFace: 3 });
    expect(out.scores).toEqual({ Red: 6, Blue: 6 });
    expect(out.winner).toBeNull();
    expect(out.verdict).toBe("draw");
  });

  it("direct assault needs a greater number: equal dice cannot take each other (dice 4 | 4), and the stuck game ends", () => {
    const out = playManual(two([6], [6]), { firstPlayer: "Red" }, [4, 4]);
    expect(actions(out)).toEqual(["1 Red pass", "2 Blue pass"]);
    expect(endData(out)).toMatchObject({ ending: "stalemate" });
    expect(out.scores).toEqual({ Red: 0, Blue: 0 });
  });

  it("flanking: two or more dice whose total equals the enemy die take it, and all of them re-roll (dice 4 3 | 7, re-rolls 5 6)", () => {
    const out = playManual(two([6, 6], [10]), { firstPlayer: "Red" }, [4, 3, 7, 5, 6]);
    expect(actions(out)).toEqual(["1 Red flank Blue-1"]);
    expect(out.log[3]!.data).toMatchObject({ attackers: { "Red-1": 4, "Red-2": 3 }, after: { "Red-1": 5, "Red-2": 6 } });
    expect(out.scores).toEqual({ Red: 10, Blue: 0 });
    expect(out.winner).toBe("Red");
  });

  it("flanking: the total must equal the target, more is not enough (dice 4 4 | 7; Blue's 7 then takes a 4 and re-rolls 3)", () => {
    const out = playManual(two([6, 6], [10]), { firstPlayer: "Red", maxTurns: 2 }, [4, 4, 7, 3]);
    expect(actions(out).slice(0, 2)).toEqual(["1 Red pass", "2 Blue assault Red-1"]);
  });

  it("flanking: one die must show at least half the target; 3 + 2 + 2 cannot take a 7 (dice 3 2 2 | 7, then Blue 7 takes the 3, re-rolls 1)", () => {
    const out = playManual(two([4, 4, 4], [10]), { firstPlayer: "Red", maxTurns: 2 }, [3, 2, 2, 7, 1]);
    expect(actions(out)).toEqual(["1 Red pass", "2 Blue assault Red-1"]);
    expect(endData(out)).toMatchObject({ ending: "turn limit" });
  });

  it("flanking: 4 + 2 + 1 takes a 7, the 4 being at least half (dice 4 2 1 | 7, re-rolls 1 1 1)", () => {
    const out = playManual(two([6, 4, 4], [10]), { firstPlayer: "Red" }, [4, 2, 1, 7, 1, 1, 1]);
    expect(out.log[3]!.data).toMatchObject({ action: "flank", attackers: { "Red-1": 4, "Red-2": 2, "Red-3": 1 } });
  });

  it("a flank needs two or more dice: a single die equal to the target cannot take it (dice 5 | 5)", () => {
    const out = playManual(two([6], [10]), { firstPlayer: "Red" }, [5, 5]);
    expect(actions(out)).toEqual(["1 Red pass", "2 Blue pass"]);
  });

  it("scoring counts the sides of captured dice, not the faces: a d20 showing 1 scores 20 (dice 2 | 1, re-roll 6)", () => {
    const out = playManual(two([6], [20]), { firstPlayer: "Red" }, [2, 1, 6]);
    expect(out.scores).toEqual({ Red: 20, Blue: 0 });
    expect(out.casualties).toEqual({ Red: [], Blue: ["Blue-1"] });
  });

  it("who goes first is rolled: a die with a face per player, 2 on a d3 is the second player (dice 2 | 1 | 1 | 6, re-rolls 3 5)", () => {
    const setup = { players: [player("Red", [6]), player("Blue", [6]), player("Green", [6])] };
    const out = playManual(setup, {}, [2, 1, 1, 6, 3, 5]);
    expect(out.log[0]!.text).toBe("Blue goes first (rolled 2 on a d3).");
    // Blue (1) cannot attack, Green's 6 takes Red's 1 (first listed of equal value) and re-rolls 3,
    // Blue is next again: Green's 3 beats Blue's 1? Blue passes; Green's 3 takes Blue's 1, re-roll 5.
    expect(actions(out)).toEqual(["1 Blue pass", "2 Green assault Red-1", "3 Blue pass", "4 Green assault Blue-1"]);
  });

  it("the game ends when one player alone has dice, not before (3 players; dice 6 | 1 | 2, re-rolls 6 6)", () => {
    const setup = { players: [player("Red", [6]), player("Blue", [6]), player("Green", [6])] };
    const out = playManual(setup, { firstPlayer: "Red" }, [6, 1, 2, 6, 6]);
    expect(actions(out)).toEqual(["1 Red assault Blue-1", "2 Green pass", "3 Red assault Green-1"]);
    expect(endData(out)).toMatchObject({ ending: "one side left" });
    expect(out.ranking).toEqual(["Red", "Blue", "Green"]);
  });

  it("ruling: a d1 always shows 1, so no die is drawn for it; a d1 horde cannot take another d1 (no dice)", () => {
    const out = playManual(two([1, 1], [1]), { firstPlayer: "Red" }, []);
    expect(endData(out)).toMatchObject({ ending: "stalemate" });
    expect(out.verdict).toBe("draw");
  });
});

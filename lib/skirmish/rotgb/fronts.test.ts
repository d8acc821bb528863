// 002 Advanced Rules, Fronts: an attack in each front each turn, moves, redeployment, and final
// scores multiplied by the number of fronts won.
import { describe, expect, it } from "vitest";
import { frontsScore } from "./rules";
import { actions, endData, playManual, player } from "./testing";

const at = (...fronts: string[]) => fronts.map((front) => ({ front }));

describe("002 fronts", () => {
  it("one attack per front per turn; the game ends once every front is won (dice 5 5 | 2 2, re-rolls 1 1)", () => {
    const setup = { players: [player("Red", [6, 6], at("North", "South")), player("Blue", [6, 6], at("North", "South"))] };
    const out = playManual(setup, { fronts: ["North", "South"], firstPlayer: "Red" }, [5, 5, 2, 2, 1, 1]);
    expect(actions(out)).toEqual(["1 Red assault Blue-1", "1 front won North", "1 Red assault Blue-2", "1 front won South"]);
    expect(endData(out)).toMatchObject({ ending: "all fronts won", captured: { Red: 12, Blue: 0 } });
    expect(out.scores).toEqual({ Red: 24, Blue: 0 });
  });

  it("final scores are multiplied by the fronts won, so more captured sides can still lose (dice 5 1 5 | 2 6 2, re-rolls 3 3 4)", () => {
    const fronts = ["North", "South", "East"];
    const setup = { players: [player("Red", [6, 20, 6], at(...fronts)), player("Blue", [6, 6, 6], at(...fronts))] };
    const out = playManual(setup, { fronts, firstPlayer: "Red" }, [5, 1, 5, 2, 6, 2, 3, 3, 4]);
    expect(endData(out)).toMatchObject({ captured: { Red: 12, Blue: 20 }, frontsWon: { Red: 2, Blue: 1 } });
    expect(out.scores).toEqual({ Red: 24, Blue: 20 });
    expect(out.winner).toBe("Red");
    expect(frontsScore(12, 2)).toBe(24);
  });

  it("instead of attacking you can move forces to another front; moved dice re-roll and cannot act again that turn (dice 1 6 4 | 10 4, re-roll 6)", () => {
    // North: Red 1 and 6 cannot take Blue's 10, so the 1 moves to South and re-rolls 6. It would
    // beat Blue's 4 there, but it has acted; Red's other die there shows 4 and cannot.
    const setup = {
      players: [player("Red", [6, 6, 6], at("North", "North", "South")), player("Blue", [10, 6], at("North", "South"))],
    };
    const out = playManual(setup, { fronts: ["North", "South"], firstPlayer: "Red", maxTurns: 1 }, [1, 6, 4, 10, 4, 6]);
    expect(actions(out)).toEqual(["1 Red move Red-1"]);
    expect(out.log[5]!.data).toMatchObject({ from: "North", to: "South", before: 1, after: 6, acted: ["Red-1"] });
  });

  it("the winner of a front redeploys those forces on his next turn, not the turn he won it; they re-roll (dice 5 6 | 2 6, re-rolls 3 4)", () => {
    const setup = { players: [player("Red", [6, 6], at("North", "South")), player("Blue", [6, 6], at("North", "South"))] };
    const out = playManual(setup, { fronts: ["North", "South"], firstPlayer: "Red", maxTurns: 3 }, [5, 6, 2, 6, 3, 4]);
    expect(actions(out)).toEqual(["1 Red assault Blue-1", "1 front won North", "2 Blue pass", "3 Red redeploy Red-1"]);
    expect(out.log.find((e) => e.data?.action === "redeploy")!.data).toMatchObject({ from: "North", to: "South", before: 3, after: 4 });
    // North stays won by Red after its dice leave.
    expect(endData(out)).toMatchObject({ ending: "turn limit", frontsWon: { Red: 1, Blue: 0 } });
  });

  it("ruling: a front held by one side only at the start is won at once, and redeployed from that side's first turn (dice 3 | 3 4, re-roll 5)", () => {
    const setup = { players: [player("Red", [6], at("North")), player("Blue", [6, 6], at("North", "South"))] };
    const out = playManual(setup, { fronts: ["North", "South"], firstPlayer: "Red", maxTurns: 2 }, [3, 3, 4, 5]);
    expect(out.log.filter((e) => e.turn === 0).map((e) => e.text)).toContain("South is won by Blue.");
    expect(actions(out)).toEqual(["1 Red pass", "2 Blue redeploy Blue-2"]);
  });

  it("ruling: redeployed forces are moved forces: they re-roll and make no attack in their new front that turn (dice 5 3 | 2 3, re-rolls 6 5)", () => {
    // Turn 3: Red's redeployed 5 could take Blue's 3 in South, but it has "attacked" this turn.
    const setup = { players: [player("Red", [6, 6], at("North", "South")), player("Blue", [6, 6], at("North", "South"))] };
    const out = playManual(setup, { fronts: ["North", "South"], firstPlayer: "Red", maxTurns: 3 }, [5, 3, 2, 3, 6, 5]);
    expect(actions(out)).toEqual(["1 Red assault Blue-1", "1 front won North", "2 Blue pass", "3 Red redeploy Red-1"]);
    expect(out.log.find((e) => e.data?.action === "redeploy")!.data).toMatchObject({ before: 6, after: 5 });
  });
});

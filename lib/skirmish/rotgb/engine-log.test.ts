// The ROtGB game loop and its log, through played games (002 core, Fronts, Reinforcements); every
// game here is played with dice typed in by hand. Dice order: (the first-player roll unless set),
// then each player's dice in the order listed, then each re-roll or arrival as it happens.
import { describe, expect, it } from "vitest";
import { actions, endData, playManual, player } from "./testing";

const at = (...fronts: string[]) => fronts.map((front) => ({ front }));
const setupTexts = (out: ReturnType<typeof playManual>) => out.log.filter((e) => e.turn === 0).map((e) => e.text);

describe("ROtGB game loop and log", () => {
  it("002 core: a first player chosen by the options is logged as chosen, the first listed too (dice 2 | 5, re-roll 3)", () => {
    const out = playManual({ players: [player("Red", [6]), player("Blue", [6])] }, { firstPlayer: "Red", maxTurns: 1 }, [2, 5]);
    expect(out.log[0]!.text).toBe("Red goes first (chosen).");
    const blue = playManual({ players: [player("Red", [6]), player("Blue", [6])] }, { firstPlayer: "Blue", maxTurns: 1 }, [2, 5, 3]);
    expect(blue.log[0]!.text).toBe("Blue goes first (chosen).");
  });

  it("a named unit is logged by its name and die (dice 4 | 2, re-roll 1)", () => {
    const red = player("Red", [6], [{ name: "Skarfang" }]);
    const out = playManual({ players: [red, player("Blue", [6])] }, { firstPlayer: "Red" }, [4, 2, 1]);
    expect(out.log[1]!.text).toBe("Red rolls: Skarfang (d6 d6) 4.");
    expect(out.log[2]!.text).toBe("Blue rolls: d6 d6 [Blue-1] 2.");
    expect(out.log[3]!.text).toMatch(/^Red: Skarfang \(d6 d6\) showing 4 assaults Blue's d6 d6 \[Blue-1\] showing 2/);
  });

  it("002 Fronts: each front's dice are rolled and logged on their own, and a player with no dice at a front rolls nothing there (dice 5 | 2 1, re-roll 6)", () => {
    const setup = { players: [player("Red", [6], at("North")), player("Blue", [6, 6], at("North", "South"))] };
    const out = playManual(setup, { fronts: ["North", "South"], firstPlayer: "Red", maxTurns: 1 }, [5, 2, 1, 6]);
    expect(setupTexts(out)).toEqual([
      "Red goes first (chosen).",
      "Red rolls at North: d6 d6 [Red-1] 5.",
      "Blue rolls at North: d6 d6 [Blue-1] 2.",
      "Blue rolls at South: d6 d6 [Blue-2] 1.",
      "South is won by Blue.",
    ]);
    expect(out.log[2]!.data).toEqual({ action: "roll", player: "Blue", front: "North", faces: { "Blue-1": 2 } });
  });

  it("ruling: a front nobody holds at the start is won by nobody (dice 5 | 2, re-roll 6)", () => {
    const setup = { players: [player("Red", [6], at("North")), player("Blue", [6], at("North"))] };
    const out = playManual(setup, { fronts: ["North", "East"], firstPlayer: "Red" }, [5, 2, 6]);
    expect(setupTexts(out)).toEqual([
      "Red goes first (chosen).",
      "Red rolls at North: d6 d6 [Red-1] 5.",
      "Blue rolls at North: d6 d6 [Blue-1] 2.",
      "East is won by nobody.",
    ]);
    expect(out.log[3]!.data).toEqual({ action: "front won", front: "East", by: null });
  });

  it("002 Fronts: when every front is held by one side at the start, the game ends before turn 1 (dice 3 | 4)", () => {
    const setup = { players: [player("Red", [6], at("North")), player("Blue", [6], at("South"))] };
    const out = playManual(setup, { fronts: ["North", "South"], firstPlayer: "Red" }, [3, 4]);
    expect(actions(out)).toEqual([]);
    expect(endData(out)).toMatchObject({ ending: "all fronts won", turns: 0 });
    expect(out.scores).toEqual({ Red: 0, Blue: 0 });
  });

  it("002 Reinforcements with Fronts: a turn whose only event is an arrival is no pass (every 1; dice 1 | 6 3, arrival 1)", () => {
    const setup = {
      players: [player("Red", [6, 4], [{ front: "North" }, { front: "North", reserve: true }]), player("Blue", [6, 6], at("North", "South"))],
    };
    const out = playManual(setup, { fronts: ["North", "South"], reinforcements: { every: 1 }, firstPlayer: "Red", maxTurns: 1 }, [1, 6, 3, 1]);
    expect(actions(out)).toEqual(["1 Red arrive Red-2"]);
    // the reserve is not rolled at the start, so the set-up log does not list it
    expect(setupTexts(out)).toContain("Red rolls at North: d6 d6 [Red-1] 1.");
  });
});

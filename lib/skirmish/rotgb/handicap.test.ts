// 002 Advanced Rules, Handicapping: two sides of unequal strength, total or Pyrrhic victory.
import { describe, expect, it } from "vitest";
import { prepareRotgb, RotgbSetupError } from "./prepare";
import { handicapVerdict, type HandicapVerdict } from "./rules";
import { endData, playManual, player } from "./testing";

type Row = [[number, number], [number, number], 0 | 1 | null, HandicapVerdict, string];

describe("002 handicapping", () => {
  it.each<Row>([
    [[90, 60], [30, 20], 0, "total victory", "Napoleon's 90 against Wellington's 60 needs 1.5 times: exactly 1.5 is enough"],
    [[90, 60], [29, 20], 0, "Pyrrhic victory", "the larger force wins by too little"],
    [[90, 60], [20, 30], 1, "victory", "the smaller force wins as usual"],
    [[90, 60], [25, 25], null, "draw", "equal scores"],
    [[60, 60], [21, 20], 0, "victory", "ruling: equal forces are not handicapped"],
    [[60, 90], [20, 29], 1, "Pyrrhic victory", "the larger force may be the second side"],
    [[90, 60], [5, 0], 0, "total victory", "against a score of nothing any win is total"],
  ])("points %j, finals %j: side %s, %s (%s)", (points, finals, winner, verdict) => {
    expect(handicapVerdict(points, finals)).toEqual({ winner, verdict });
  });

  it("in a game: a 10-point side beating a 6-point side only 6 to 4 has a Pyrrhic victory (dice 6 1 | 5, re-rolls 2 3)", () => {
    const setup = { players: [player("Red", [6, 4]), player("Blue", [6])] };
    const out = playManual(setup, { handicap: true, firstPlayer: "Blue" }, [6, 1, 5, 2, 3]);
    expect(out.scores).toEqual({ Red: 6, Blue: 4 });
    expect(out.winner).toBe("Red");
    expect(out.verdict).toBe("Pyrrhic victory");
    expect(endData(out)).toMatchObject({ pointsFielded: { Red: 10, Blue: 6 } });
  });

  it("in a game: the larger side winning 6 to 0 has a total victory (dice 6 6 | 1, re-roll 2)", () => {
    const setup = { players: [player("Red", [6, 6]), player("Blue", [6])] };
    const out = playManual(setup, { handicap: true, firstPlayer: "Red" }, [6, 6, 1, 2]);
    expect(out.verdict).toBe("total victory");
  });

  it("handicapping is only for two sides", () => {
    const setup = { players: [player("Red", [6]), player("Blue", [6]), player("Green", [6])] };
    expect(() => prepareRotgb(setup, { handicap: true })).toThrow(RotgbSetupError);
    expect(() => prepareRotgb(setup, { handicap: true, alliances: true })).toThrow(/two sides/);
    const allied = { players: [player("Red", [6], [], "A"), player("Blue", [6], [], "B"), player("Green", [6], [], "A")] };
    expect(() => prepareRotgb(allied, { handicap: true, alliances: true })).not.toThrow();
  });
});

// Same seed, same game: the log is byte for byte the same, and the faces it records replay it.
import { describe, expect, it } from "vitest";
import { manualSource, seededSource } from "../../dice/source";
import { playRotgb } from "./engine";
import { twelveUnitSide, twoTwelveUnitSides } from "./fixtures";
import type { RotgbOptions } from "./schema";
import { endData } from "./testing";

const everything: RotgbOptions = {
  fronts: ["North", "South"],
  reinforcements: { every: 3 },
  handicap: true,
  terrain: { allowed: { North: ["Scout", "Ganger", "Buggy"] }, heldPass: { front: "South", holder: "Blue" } },
};
const withReserves = () => {
  const setup = twoTwelveUnitSides();
  setup.players[0]!.units[11]!.reserve = true;
  return setup;
};

describe("determinism", () => {
  it.each<[string, RotgbOptions]>([
    ["core", {}],
    ["letter's variant", { flankDropByTwo: true }],
    ["every advanced rule", everything],
  ])("%s: the same seed gives a byte-identical JSON log", (_, options) => {
    const a = JSON.stringify(playRotgb(withReserves(), { ...options }, seededSource("campaign-7")));
    const b = JSON.stringify(playRotgb(withReserves(), { ...options }, seededSource("campaign-7")));
    expect(a).toBe(b);
    expect(a).not.toBe(JSON.stringify(playRotgb(withReserves(), { ...options }, seededSource("campaign-8"))));
  });

  it("the faces recorded in the log replay the same game with manual dice", () => {
    const first = playRotgb(withReserves(), everything, seededSource(42));
    const faces = endData(first).faces as number[];
    const again = playRotgb(withReserves(), everything, manualSource(faces));
    expect(JSON.stringify(again)).toBe(JSON.stringify(first));
  });

  it("log: false plays the same game and returns the same result, with an empty log", () => {
    const setup = twoTwelveUnitSides();
    for (const seed of [1, 2, 3, 4, 5]) {
      const logged = playRotgb(setup, { fronts: ["A", "B"] }, seededSource(seed));
      const quiet = playRotgb(setup, { fronts: ["A", "B"], log: false }, seededSource(seed));
      expect(quiet.log).toEqual([]);
      expect({ ...quiet, log: [] }).toEqual({ ...logged, log: [] });
    }
  });

  it("a prepared set-up is reused between games without leaking state", () => {
    const setup = { players: [twelveUnitSide("Red"), twelveUnitSide("Blue")] };
    const options = { log: true };
    const first = playRotgb(setup, options, seededSource(9));
    playRotgb(setup, options, seededSource(10));
    expect(playRotgb(setup, options, seededSource(9))).toEqual(first);
  });
});

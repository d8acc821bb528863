// Same seed, same game: the log is byte for byte the same, and the faces it records replay it.
import { describe, expect, it } from "vitest";
import { manualSource, seededSource } from "../../dice/source";
import { playStar } from "./engine";
import { twoTwelveUnitFleets } from "./fixtures";
import { endOf } from "./testing";

describe("Star Strife determinism", () => {
  it("the same seed gives a byte-identical JSON outcome and log; another seed another game", () => {
    const a = JSON.stringify(playStar(twoTwelveUnitFleets(), { commandPoints: true }, seededSource("campaign-7")));
    expect(JSON.stringify(playStar(twoTwelveUnitFleets(), { commandPoints: true }, seededSource("campaign-7")))).toBe(a);
    expect(JSON.stringify(playStar(twoTwelveUnitFleets(), { commandPoints: true }, seededSource("campaign-8")))).not.toBe(a);
  });

  it("the faces recorded in the log replay the same game with manual dice", () => {
    const setup = twoTwelveUnitFleets();
    const first = playStar(setup, {}, seededSource(42));
    const again = playStar(setup, {}, manualSource(endOf(first).faces as number[]));
    expect(JSON.stringify(again)).toBe(JSON.stringify(first));
  });

  it("a prepared set-up is reused between games without leaking state", () => {
    const setup = twoTwelveUnitFleets();
    const options = { terrain: "minefield" as const };
    const first = playStar(setup, options, seededSource(9));
    playStar(setup, options, seededSource(10));
    expect(playStar(setup, options, seededSource(9))).toEqual(first);
  });
});

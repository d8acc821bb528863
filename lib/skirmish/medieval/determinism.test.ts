// Same seed, same game: the log is byte for byte the same, and the faces it records replay it.
import { describe, expect, it } from "vitest";
import { manualSource, seededSource } from "../../dice/source";
import { playMedieval } from "./engine";
import { twoTwelveUnitArmies } from "./fixtures";
import { endOf } from "./testing";

describe("Medieval Strife determinism", () => {
  it("the same seed gives a byte-identical JSON outcome and log; another seed another game", () => {
    const options = { field: "day" as const, weather: "damaging" as const };
    const a = JSON.stringify(playMedieval(twoTwelveUnitArmies(), { ...options }, seededSource("campaign-7")));
    expect(JSON.stringify(playMedieval(twoTwelveUnitArmies(), { ...options }, seededSource("campaign-7")))).toBe(a);
    expect(JSON.stringify(playMedieval(twoTwelveUnitArmies(), { ...options }, seededSource("campaign-8")))).not.toBe(a);
  });

  it("the faces recorded in the log replay the same game with manual dice", () => {
    const setup = twoTwelveUnitArmies();
    const first = playMedieval(setup, {}, seededSource(42));
    const again = playMedieval(setup, {}, manualSource(endOf(first).faces as number[]));
    expect(JSON.stringify(again)).toBe(JSON.stringify(first));
  });

  it("a prepared set-up is reused between games without leaking state", () => {
    const setup = twoTwelveUnitArmies();
    const options = { volcanic: true };
    const first = playMedieval(setup, options, seededSource(9));
    playMedieval(setup, options, seededSource(10));
    expect(playMedieval(setup, options, seededSource(9))).toEqual(first);
  });
});

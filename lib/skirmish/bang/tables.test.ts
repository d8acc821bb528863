import { describe, expect, it } from "vitest";
import { bangNeeded, stupidityLd, toHitNeeded, toWoundNeeded } from "./tables";

describe("Bang! (000) numbers", () => {
  it("000 gang-up: first attacker 4+, second 3+, third 2+, and never better than 2+ (a 1 always misses)", () => {
    expect([0, 1, 2, 3, 5].map(toHitNeeded)).toEqual([4, 3, 2, 2, 2]);
  });

  it("000 Bang!: an unmodified 6, 5+ after one kill, 4+ after two", () => {
    expect([0, 1, 2].map((k) => bangNeeded(k, 4))).toEqual([6, 5, 4]);
  });

  it("000 Bang!: never better than the to-hit score (three kills, 4+ to hit: Bang! on 4+, not 3+)", () => {
    expect(bangNeeded(3, 4)).toBe(4);
    expect(bangNeeded(5, 2)).toBe(2);
  });

  it("000 Stupidity: +1 Ld per Gnoblar killed so far (Ld 5, two dead: 7)", () => {
    expect(stupidityLd(5, 0)).toBe(5);
    expect(stupidityLd(5, 2)).toBe(7);
  });

  it("ruling: the modified Ld stops at 10, Warhammer's highest characteristic (Ld 5, seven dead: 10)", () => {
    expect(stupidityLd(5, 7)).toBe(10);
  });

  it("to wound 'as normal': S2 v T3 5+, S1 v T3 6+, S3 v T3 4+, S4 v T3 3+, S5+ v T3 2+, S1 v T5 impossible", () => {
    expect(toWoundNeeded(2, 3)).toBe(5);
    expect(toWoundNeeded(1, 3)).toBe(6);
    expect(toWoundNeeded(3, 3)).toBe(4);
    expect(toWoundNeeded(4, 3)).toBe(3);
    expect(toWoundNeeded(6, 3)).toBe(2);
    expect(toWoundNeeded(1, 4)).toBe(6);
    expect(toWoundNeeded(1, 5)).toBe(7);
  });
});

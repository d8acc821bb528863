import { describe, expect, it } from "vitest";
import { freshSeed, MAX_SEED_LENGTH, seedProblem } from "./seeds";

describe("the seed to replay", () => {
  it("takes an empty field (a fresh seed), a fresh seed and any seed of up to 64 characters", () => {
    expect(seedProblem("")).toBeNull();
    expect(seedProblem(freshSeed(() => 0.5))).toBeNull();
    expect(seedProblem(` ${"7".repeat(MAX_SEED_LENGTH)} `)).toBeNull();
  });

  it("refuses a longer seed, saying how long it may be", () => {
    expect(seedProblem("7".repeat(MAX_SEED_LENGTH + 1))).toBe(
      "A seed to replay is at most 64 characters (this one has 65): copy the seed a result shows, or leave the field empty for a fresh one.",
    );
    expect(seedProblem("x".repeat(5000))).toMatch(/this one has 5,000/);
  });
});

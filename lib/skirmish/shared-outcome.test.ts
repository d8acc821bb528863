// freezeOutcome: the shared outcome of rotgb/outcome.ts and star/engine.ts cannot be changed by a caller.
import { describe, expect, it } from "vitest";
import { freezeOutcome } from "./shared-outcome";
import type { SkirmishOutcome } from "./types";

describe("freezeOutcome", () => {
  it("freezes the outcome, its ranking, scores, casualties record and log, and returns the same object", () => {
    const made: SkirmishOutcome = {
      system: "star",
      winner: "Red",
      ranking: ["Red", "Blue"],
      scores: { Red: 3, Blue: 0 },
      casualties: { Red: Object.freeze(["r1"]), Blue: [] },
      log: [],
    };
    const out = freezeOutcome(made);
    expect(out).toBe(made);
    for (const part of [out, out.ranking, out.scores, out.casualties, out.log]) expect(Object.isFrozen(part)).toBe(true);
    expect(() => (out.ranking as string[]).push("Green")).toThrow(TypeError);
    expect(() => {
      (out.scores as Record<string, number>).Red = 9;
    }).toThrow(TypeError);
  });
});

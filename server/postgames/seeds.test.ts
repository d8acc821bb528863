import { describe, expect, it } from "vitest";
import { stepSeed } from "./seeds";

const key = { battleId: "b1", gangId: "g1", step: "permanent-damage", subject: "truck", index: 0 };

describe("app-rolled seeds", () => {
  it("are the same for the same step and secret", () => expect(stepSeed("s", key)).toBe(stepSeed("s", { ...key })));
  it("change with the server secret, so a player can't work them out", () => expect(stepSeed("s", key)).not.toBe(stepSeed("t", key)));
  it("change with the battle, the gang, the step, its subject and its index", () => {
    const seeds = new Set(
      [key, { ...key, battleId: "b2" }, { ...key, gangId: "g2" }, { ...key, step: "driving-skill" }, { ...key, subject: "bike" }, { ...key, index: 1 }].map(
        (k) => stepSeed("s", k),
      ),
    );
    expect(seeds.size).toBe(6);
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_EQUIPMENT, parseTraits } from "./equipment";

describe("default equipment catalogue", () => {
  it("ids are unique and every cost is a whole, non-negative number of credits", () => {
    const ids = DEFAULT_EQUIPMENT.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of DEFAULT_EQUIPMENT) expect(Number.isInteger(e.cost) && e.cost >= 0).toBe(true);
  });

  it("has unwieldy weapons to bolt on (003: unwieldy counts as 2 weapons) and plain ones", () => {
    expect(DEFAULT_EQUIPMENT.some((e) => e.traits.includes("Unwieldy"))).toBe(true);
    expect(DEFAULT_EQUIPMENT.some((e) => e.category === "weapon" && !e.traits.includes("Unwieldy"))).toBe(true);
  });

  it("parses typed traits: trimmed, no empties, no repeats in any case", () => {
    expect(parseTraits(" Unwieldy, blast,, UNWIELDY ,Template")).toEqual(["Unwieldy", "blast", "Template"]);
    expect(parseTraits("")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_PRINT_OPTIONS, isChosen, printOptionsSchema, readPrintOptions } from "./print";

describe("print options", () => {
  it("default: poker cards on A4, roster and rules, every vehicle and fighter, no blanks", () => {
    expect(DEFAULT_PRINT_OPTIONS).toEqual({
      size: "poker",
      paper: "a4",
      roster: true,
      rules: true,
      vehicles: "all",
      fighters: "all",
      blanks: { "truck-buggy": 0, "half-track-track": 0, "bike-trike": 0, hulk: 0, fighter: 0 },
    });
  });

  it("a saved choice reads back; an unreadable one falls back to the defaults", () => {
    const saved = { ...DEFAULT_PRINT_OPTIONS, size: "tarot", vehicles: ["v1"] };
    expect(readPrintOptions(JSON.stringify(saved))).toMatchObject({ size: "tarot", vehicles: ["v1"] });
    expect(readPrintOptions("{ not json")).toEqual(DEFAULT_PRINT_OPTIONS);
    expect(readPrintOptions(JSON.stringify({ size: "huge" }))).toEqual(DEFAULT_PRINT_OPTIONS);
    expect(readPrintOptions(null)).toEqual(DEFAULT_PRINT_OPTIONS);
  });

  it("refuses more than 18 blank cards of a kind, and ids with control characters", () => {
    expect(printOptionsSchema.safeParse({ blanks: { hulk: 19 } }).success).toBe(false);
    expect(printOptionsSchema.safeParse({ vehicles: ["a\u0000b"] }).success).toBe(false);
    expect(printOptionsSchema.safeParse({ blanks: { hulk: 2 } }).data?.blanks).toMatchObject({ hulk: 2, fighter: 0 });
  });

  it("a card is chosen when all are, or when its id is listed", () => {
    expect(isChosen("all", "x")).toBe(true);
    expect(isChosen(["x"], "x")).toBe(true);
    expect(isChosen(["y"], "x")).toBe(false);
  });
});

// The army editor's choices (issue 15): the unit types each game of the Roll Out the (Gun) Barrels
// family names, with their dice, and the die a typed unit gets.
import { describe, expect, it } from "vitest";
import { dieOf, unitChoices } from "./army-choices";

describe("unitChoices", () => {
  it("002 Medieval Strife: every unit of every die, smallest die first, in the text's order", () => {
    const choices = unitChoices("medieval");
    expect(choices.slice(0, 4)).toEqual([
      { type: "Recruit", die: 4 },
      { type: "Wizard", die: 4 },
      { type: "Defender", die: 4 },
      { type: "Footman", die: 6 },
    ]);
    expect(choices.at(-1)).toEqual({ type: "Deity", die: 100 });
    expect(choices).toHaveLength(23);
  });

  it("002 Star Strife: the text's ships and craft with their dice", () => {
    const choices = unitChoices("star");
    expect(choices[0]).toEqual({ type: "Battlesatellite", die: 1 });
    expect(choices).toContainEqual({ type: "Battleship", die: 12 });
    expect(choices.every((c) => typeof c.die === "number" && typeof c.type === "string")).toBe(true);
  });

  it('002 base game: "any die will do", so no list of types', () => {
    expect(unitChoices("rotgb")).toEqual([]);
  });
});

describe("dieOf", () => {
  it("finds a type's die whatever its case and surrounding spaces", () => {
    expect(dieOf("medieval", "  kNIGHT ")).toBe(8);
    expect(dieOf("star", "battleship")).toBe(12);
  });

  it("a type the text does not name, or any type in the base game, has no die", () => {
    expect(dieOf("medieval", "Ninja")).toBeUndefined();
    expect(dieOf("rotgb", "Knight")).toBeUndefined();
  });
});

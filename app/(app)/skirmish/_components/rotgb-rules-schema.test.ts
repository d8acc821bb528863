// The page's "Rules in play" form: each switch becomes the engine's option, bad values a field error.
import { describe, expect, it } from "vitest";
import { checkRotgbRules, NO_RULES } from "./rotgb-rules-schema";

const SIDES = ["Da Grunts", "Da Spikes"];

describe("checkRotgbRules", () => {
  it("nothing switched on: no options, nothing to say", () => {
    expect(checkRotgbRules(NO_RULES, SIDES)).toEqual({ ok: true, options: {}, summary: [] });
  });

  it("every switch: the engine's options with gang sides, and the rules in words", () => {
    const form = { letter: true, handicap: true, fronts: " north , south ", passFront: "north", passHolder: 1, first: 0, maxTurns: "300" };
    expect(checkRotgbRules(form, SIDES)).toEqual({
      ok: true,
      options: {
        flankDropByTwo: true, handicap: true, fronts: ["north", "south"],
        terrain: { heldPass: { front: "north", holder: "Da Spikes" } }, firstPlayer: "Da Grunts", maxTurns: 300,
      },
      summary: [
        "the letter's variant (flanking dice drop by two)", "fronts: north, south", "a pass at north held by Da Spikes",
        "handicapping", "Da Grunts goes first", "at most 300 turns",
      ],
    });
  });

  it.each([
    [{ fronts: "north" }, "fronts", "Name 2 to 30 fronts"],
    [{ fronts: "north,,south" }, "fronts", "Leave no name empty"],
    [{ fronts: "north, north" }, "fronts", "Name each front once"],
    [{ fronts: "south, east", passFront: "north" }, "passFront", 'No front is called "north" any more'],
    [{ passFront: "north" }, "passFront", 'No front is called "north"'],
    [{ maxTurns: "0" }, "maxTurns", "A whole number of turns from 1 to 1,000,000"],
    [{ maxTurns: "lots" }, "maxTurns", "A whole number of turns"],
  ] as const)("refuses %j with an error under the field", (change, field, message) => {
    const check = checkRotgbRules({ ...NO_RULES, ...change }, SIDES);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.fieldErrors[field]).toContain(message);
  });
});

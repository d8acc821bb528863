import { describe, expect, it } from "vitest";
import { andList, restrictionsInWords, rotgbRulesInWords } from "./words";

describe('ROtGB rules in words (the page\'s "Rules in play", battle notes and the command line)', () => {
  it("no switch on: nothing to say", () => {
    expect(rotgbRulesInWords({})).toEqual([]);
    expect(rotgbRulesInWords({ log: false })).toEqual([]);
  });

  it("every switch, one phrase each, in a fixed order", () => {
    expect(
      rotgbRulesInWords(
        {
          maxTurns: 50,
          firstPlayer: "Da Grunts",
          alliances: true,
          reinforcements: { every: 1 },
          handicap: true,
          terrain: { allowed: { road: ["truck", "bike", "buggy"], hills: ["juve"] }, heldPass: { front: "hills", holder: "Da Spikes" } },
          fronts: ["road", "hills"],
          flankDropByTwo: true,
        },
        [
          { name: "orks", sides: ["Da Grunts", "Da Grunts (2)"] },
          { name: "grots", sides: ["Da Spikes"] },
        ],
      ),
    ).toEqual([
      "the letter's variant (flanking dice drop by two)",
      "fronts: road, hills",
      "a pass at hills held by Da Spikes",
      "only truck, bike and buggy may stand on road",
      "only juve may stand on hills",
      "handicapping",
      "reinforcements: one unit every turn",
      "alliances: orks (Da Grunts, Da Grunts (2)) against grots (Da Spikes)",
      "Da Grunts goes first",
      "at most 50 turns",
    ]);
  });

  it("reinforcements every N turns, plural", () => {
    expect(rotgbRulesInWords({ reinforcements: { every: 3 } })).toEqual(["reinforcements: one unit every 3 turns"]);
  });

  it("lists: one word, two words, three words", () => {
    expect([andList([]), andList(["a"]), andList(["a", "b"]), andList(["a", "b", "c"])]).toEqual(["", "a", "a and b", "a, b and c"]);
    expect(restrictionsInWords({})).toEqual([]);
  });

  it("ruling: with alliances on, a pass is held by the holder's whole alliance, and says so", () => {
    const pass = { fronts: ["road", "hills"], terrain: { heldPass: { front: "hills", holder: "Da Grunts" } } };
    const alliances = [
      { name: "orks", sides: ["Da Grunts", "Da Grunts (2)"] },
      { name: "grots", sides: ["Da Spikes"] },
    ];
    expect(rotgbRulesInWords({ ...pass, alliances: true }, alliances)[1]).toBe("a pass at hills held by Da Grunts and its allies");
    expect(rotgbRulesInWords(pass, alliances)[1]).toBe("a pass at hills held by Da Grunts");
  });
  it("with alliances on and a holder in no alliance, the pass is the holder's alone; no alliances named: none listed", () => {
    const options = { fronts: ["Road"], terrain: { heldPass: { front: "Road", holder: "Red" } }, alliances: true };
    expect(rotgbRulesInWords(options, [{ name: "Orks", sides: ["Blue", "Green"] }])[1]).toBe("a pass at Road held by Red");
    expect(rotgbRulesInWords(options)).toEqual(["fronts: Road", "a pass at Road held by Red", "alliances: "]);
  });
});

// The page's "Rules in play" form: each switch becomes the engine's option, bad values a field error.
import { describe, expect, it } from "vitest";
import { checkRotgbRules, NO_RULES } from "./rotgb-rules-schema";

const SIDES = { sides: ["Da Grunts", "Da Spikes"], unitCounts: [8, 6] };
const THREE = { sides: ["Da Grunts", "Da Spikes", "Da Lads"], unitCounts: [8, 6, 2] };

describe("checkRotgbRules", () => {
  it("nothing switched on: no options, nothing to say", () => {
    expect(checkRotgbRules(NO_RULES, SIDES)).toEqual({ ok: true, options: {}, summary: [] });
  });

  it("every switch: the engine's options with gang sides, and the rules in words", () => {
    const form = {
      ...NO_RULES,
      letter: true,
      handicap: true,
      fronts: " north , south ",
      passFront: "north",
      passHolder: 1,
      first: 0,
      maxTurns: "300",
      reinforcements: "2",
    };
    expect(checkRotgbRules(form, SIDES)).toEqual({
      ok: true,
      options: {
        flankDropByTwo: true,
        handicap: true,
        fronts: ["north", "south"],
        terrain: { heldPass: { front: "north", holder: "Da Spikes" } },
        firstPlayer: "Da Grunts",
        maxTurns: 300,
        reinforcements: { every: 2 },
      },
      summary: [
        "the letter's variant (flanking dice drop by two)",
        "fronts: north, south",
        "a pass at north held by Da Spikes",
        "handicapping",
        "reinforcements: one unit every 2 turns",
        "Da Grunts goes first",
        "at most 300 turns",
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
    [{ reinforcements: "0" }, "reinforcements", "A whole number of turns from 1 to 1,000, or empty for no reinforcements."],
    [
      { reinforcements: "2", reserves: [null, { fighters: ["a", "b", "c", "d", "e"], vehicles: ["f"] }] },
      "reserves.1",
      "Da Spikes holds every unit in reserve",
    ],
    [{ alliances: true }, "alliances", "Alliances need three or more gangs"],
  ] as const)("refuses %j with an error under the field", (change, field, message) => {
    const check = checkRotgbRules({ ...NO_RULES, ...change }, SIDES);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.fieldErrors[field]).toContain(message);
  });
});

describe("002 Reinforcements and Alliances on the page", () => {
  it("hand-picked reserves go to the mapping only while reinforcements are on (a gang left automatic is null)", () => {
    const reserves = [{ fighters: ["yoof"] }];
    const on = checkRotgbRules({ ...NO_RULES, reinforcements: "1", reserves }, SIDES);
    expect(on.ok && on.mapping).toEqual({ rotgb: { reserves: [{ fighters: ["yoof"] }, null] } });
    const off = checkRotgbRules({ ...NO_RULES, reserves }, SIDES);
    expect(off.ok && off.mapping).toBeUndefined();
  });

  it("three gangs in alliances 1, 2, 1 by default: the switch, the alliance of each gang, and the sides in words", () => {
    expect(checkRotgbRules({ ...NO_RULES, alliances: true, handicap: true }, THREE)).toEqual({
      ok: true,
      options: { alliances: true, handicap: true },
      mapping: { rotgb: { alliances: ["Alliance 1", "Alliance 2", "Alliance 1"] } },
      summary: ["handicapping", "alliances: Alliance 1 (Da Grunts, Da Lads) against Alliance 2 (Da Spikes)"],
    });
  });

  it.each([
    [{ alliances: true, allianceOf: [1, 1, 1] }, "alliances", "Put the gangs in two alliances or more"],
    [{ handicap: true }, "handicap", "Handicapping is for two sides: two gangs, or three or more gangs in two alliances."],
    [{ alliances: true, allianceOf: [1, 2, 3], handicap: true }, "handicap", "Handicapping is for two sides"],
    [{ alliances: true, allianceOf: [1, 2, 9] }, "allianceOf.2", "Choose one of the alliances listed."],
  ] as const)("three gangs: refuses %j with an error under the field", (change, field, message) => {
    const check = checkRotgbRules({ ...NO_RULES, ...change }, THREE);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.fieldErrors[field]).toContain(message);
  });
});

describe("002 Terrain: unit types restricted to fronts on the page", () => {
  const units = [
    [
      { name: "Da Boss", type: "leader" },
      { name: "Yoof", type: "juve" },
      { name: "Grunt Truck", type: "truck" },
    ],
    [
      { name: "Skarfang", type: "leader" },
      { name: "Rattla", type: "buggy" },
    ],
  ];
  const withUnits = { ...SIDES, units };

  it("the fronts' lists go to the engine's terrain beside a held pass, and are named in words", () => {
    const form = { ...NO_RULES, fronts: "road, hills", allow: { road: ["truck", "buggy"] }, passFront: "hills", passHolder: 0 };
    expect(checkRotgbRules(form, withUnits)).toEqual({
      ok: true,
      options: { fronts: ["road", "hills"], terrain: { allowed: { road: ["truck", "buggy"] }, heldPass: { front: "hills", holder: "Da Grunts" } } },
      summary: ["fronts: road, hills", "a pass at hills held by Da Grunts", "only truck and buggy may stand on road"],
    });
  });

  it("a list for a name that is no longer a front is kept in the form but not played", () => {
    const check = checkRotgbRules({ ...NO_RULES, fronts: "north, south", allow: { road: ["truck"] } }, withUnits);
    expect(check).toEqual({ ok: true, options: { fronts: ["north", "south"] }, summary: ["fronts: north, south"] });
    expect(checkRotgbRules({ ...NO_RULES, allow: { road: ["truck"] } }, withUnits)).toEqual({ ok: true, options: {}, summary: [] });
  });

  it.each([
    [{ allow: { road: [] } }, "allow.road", "Tick the unit types that may stand on road, or let every unit stand there."],
    [{ allow: { road: ["tank"] } }, "allow.road", '"tank" is not a unit type (leader, champion'],
    [
      { allow: { road: ["truck", "buggy"], hills: ["juve", "truck"] } },
      "allow",
      "No front allows a leader, so Da Boss (Da Grunts) and Skarfang (Da Spikes) would have nowhere to stand: tick leader on a front, or leave a front open to every unit.",
    ],
    [
      { allow: { road: ["truck"], hills: ["leader"] } },
      "allow",
      "No front allows a juve or buggy, so Yoof (Da Grunts) and Rattla (Da Spikes) would have nowhere to stand: tick juve and buggy on a front, or leave a front open to every unit.",
    ],
  ] as const)("refuses %j with an error under the fronts' unit types", (change, field, message) => {
    const check = checkRotgbRules({ ...NO_RULES, fronts: "road, hills", ...change }, withUnits);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.fieldErrors[field]).toContain(message);
  });

  it("a long list of units names three and counts the others", () => {
    const many = { ...SIDES, units: [units[0]!, ["Skarfang", "Bonecrusher", "Gitbasha", "Zogbit"].map((name) => ({ name, type: "leader" }))] };
    const check = checkRotgbRules({ ...NO_RULES, fronts: "road, hills", allow: { road: ["truck", "buggy", "juve"], hills: ["juve"] } }, many);
    expect(!check.ok && check.fieldErrors.allow).toBe(
      "No front allows a leader, so Da Boss (Da Grunts), Skarfang (Da Spikes), Bonecrusher (Da Spikes) and 2 more would have nowhere to stand: tick leader on a front, or leave a front open to every unit.",
    );
  });

  it("without the gangs' units (not ready yet) only the lists themselves are checked", () => {
    expect(checkRotgbRules({ ...NO_RULES, fronts: "road, hills", allow: { road: ["truck"], hills: ["truck"] } }, SIDES).ok).toBe(true);
  });
});

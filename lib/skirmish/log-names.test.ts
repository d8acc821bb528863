// Issue 15, item 4: the battle log a player reads names fighters and vehicles (and an army's units),
// never the ids the engines use inside ("1/spike-1", "2/v/truck").
import { describe, expect, it } from "vitest";
import { readArmy, type Army } from "./army";
import { gruntsExport, spikesExport } from "./gang-fixtures";
import { ARMY_SYSTEMS, resolveSkirmish, SYSTEMS } from "./resolve";

const gangs = [spikesExport(), gruntsExport()];
/** Every internal unit key the mapping gives a gang's fighters and vehicles. */
const keys = gangs.flatMap((g, i) => [...g.roster.fighters.map((f) => `${i + 1}/${f.id}`), ...g.roster.vehicles.map((v) => `${i + 1}/v/${v.id}`)]);

function army(game: Army["game"]): Army {
  const units =
    game === "medieval"
      ? [
          { type: "Footman", die: 6, count: 3, name: "Pikeman" },
          { type: "Knight", die: 8 },
        ]
      : game === "star"
        ? [
            { type: "Destroyer", die: 6, count: 2 },
            { type: "Frigate", die: 4, name: "Swift" },
          ]
        : [
            { type: "Ogre", die: 10, name: "Grubnik" },
            { type: "Goblin", die: 4, count: 2 },
          ];
  const read = readArmy({ format: "gorka-garage.army", version: 1, game, name: "Da Host", units });
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return read.army;
}

describe.each(SYSTEMS.map((s) => s.id))("the %s battle log", (system) => {
  it("names fighters and vehicles and never shows an internal id (seeds 1 to 5)", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const text = resolveSkirmish({ system, gangs, seed })
        .outcome.log.map((e) => e.text)
        .join("\n");
      for (const key of keys) expect(text).not.toContain(key);
      expect(text).toMatch(/Skarfang|Bonecrusher|Gitbasha|Zogbit|Nitwit|Rattla/);
    }
  });
});

describe.each(ARMY_SYSTEMS)("an army's units in the %s log", (system) => {
  it("are named, never shown by their ids", () => {
    const host = army(system as Army["game"]);
    const text = resolveSkirmish({ system, gangs: [gangs[0]!], armies: [host], seed: 7 })
      .outcome.log.map((e) => e.text)
      .join("\n");
    expect(text).not.toMatch(/Da Host\//);
    expect(text).toMatch(system === "medieval" ? /Pikeman \d/ : system === "star" ? /Swift|Destroyer \d/ : /Grubnik|Goblin \d/);
  });
});

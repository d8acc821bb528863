// 002 Reinforcements as the pages show them: each gang's units with their dice and the automatic
// reserve ticked, the units' types for the terrain check, and who waited in reserve in words.
import { describe, expect, it } from "vitest";
import { gruntsExport, spikesExport } from "./gang-fixtures";
import { toRotgb } from "./mapping";
import { reserveLists, reservesInWords, terrainUnits } from "./rotgb-reserves";

const gangs = [gruntsExport(), spikesExport()];

describe("reserveLists", () => {
  it("every unit of each gang with its die and type; the automatic third (smallest dice first) ticked", () => {
    const lists = reserveLists(toRotgb(gangs));
    expect(lists.map((units) => units.length)).toEqual([8, 6]);
    const spikes = lists[1]!.map((u) => `${u.ref.name}: ${u.die}${u.auto ? " (reserve)" : ""}`);
    expect(spikes).toEqual([
      "Skarfang: d10 leader",
      "Bonecrusher: d8 champion",
      "Gitbasha: d6 ganger",
      "Zogbit: d6 ganger (reserve)",
      "Nitwit: d4 juve (reserve)",
      "Rattla: d10 buggy",
    ]);
    expect(lists[1]![0]!.ref).toEqual({ gangIndex: 1, kind: "fighter", id: "spike-1", name: "Skarfang" });
  });
});

describe("terrainUnits", () => {
  it("each gang's units by name and type (002 Terrain restricts fronts by unit type)", () => {
    expect(terrainUnits(toRotgb(gangs))[1]).toEqual([
      { name: "Skarfang", type: "leader" },
      { name: "Bonecrusher", type: "champion" },
      { name: "Gitbasha", type: "ganger" },
      { name: "Zogbit", type: "ganger" },
      { name: "Nitwit", type: "juve" },
      { name: "Rattla", type: "buggy" },
    ]);
  });
});

describe("reservesInWords", () => {
  it("002 Reinforcements on: who waited, gang by gang; a gang holding nobody back says so", () => {
    const options = { rotgb: { reinforcements: { every: 2 } }, mapping: { rotgb: { reserves: [{ fighters: ["boss"], vehicles: ["truck"] }, {}] } } };
    expect(reservesInWords(options, gangs)).toEqual(["in reserve: Da Grunts: Da Boss, Grunt Truck; Da Spikes: nobody"]);
  });

  it("the switch off: nobody waits, so nothing is said (whatever the mapping would hold back)", () => {
    expect(reservesInWords({}, gangs)).toEqual([]);
    expect(reservesInWords({ mapping: { rotgb: { reserves: [{ fighters: ["boss"] }] } } }, gangs)).toEqual([]);
  });
});

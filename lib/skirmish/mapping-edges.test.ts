// The mapping's edges: dice off either end of the ladder, stat lines outside Bang!'s range, armies
// named after the gangs, and losses the mapping does not know.
import { describe, expect, it } from "vitest";
import type { GangExport } from "@/lib/export/gang-export";
import { readArmy } from "./army";
import { gruntsExport, spikesExport } from "./gang-fixtures";
import { DEFAULT_MAPPING, entries, mapCasualties, rotgbSides, SkirmishMappingError, toBang, toBenchFighting, toRotgb, uniqueNames } from "./mapping";
import { medievalDie, starDie, toMedieval, toStar } from "./strife-mapping";

const edit = (g: GangExport, change: (r: GangExport["roster"]) => void): GangExport => {
  const copy = structuredClone(g);
  change(copy.roster);
  return copy;
};
const grunts = gruntsExport();
const boss = grunts.roster.fighters.find((f) => f.id === "boss")!;
const truck = grunts.roster.vehicles.find((v) => v.id === "truck")!;
const o = DEFAULT_MAPPING.rotgb;

describe("the die ladder (002 Examples of Units: d1 to d100)", () => {
  it("equipment steps a die up the ladder, never past the d100", () => {
    const rich = { ...boss, equipment: [{ name: "Everything", cost: 5000, traits: [] }] };
    expect(rotgbSides(o, { fighter: rich })).toBe(100);
    // 99 credits are one step of 50: the leader's d10 becomes a d12
    expect(rotgbSides(o, { fighter: { ...boss, equipment: [{ name: "Kannon", cost: 99, traits: [] }] } })).toBe(12);
  });
  it("0 credits per step: equipment never steps a die up", () => {
    const armed = { ...boss, equipment: [{ name: "Kannon", cost: 400, traits: [] }] };
    expect(rotgbSides({ ...o, equipmentCreditsPerStep: 0 }, { fighter: armed })).toBe(10);
  });
  it("damage steps a die down, never below the d1", () => {
    const wreck = { ...truck, permanentDamage: ["bent-chassis" as const, "boneshaker" as const] };
    expect(rotgbSides({ ...o, damageSteps: { ...o.damageSteps, "bent-chassis": 20 } }, { vehicle: wreck })).toBe(1);
  });
  it("a die between the ladder's rungs takes the next rung up; one past the d100 is a d100", () => {
    expect(rotgbSides({ ...o, fighterSides: { ...o.fighterSides, leader: 7 } }, { fighter: boss })).toBe(8);
    expect(rotgbSides({ ...o, fighterSides: { ...o.fighterSides, leader: 500 } }, { fighter: boss })).toBe(100);
    expect(rotgbSides({ ...o, fighterSides: { ...o.fighterSides, leader: 500 } }, { fighter: { ...boss, equipment: [] } })).toBe(100);
  });
  it("a die at or below the d1 stays a d1 (the ladder's first rung is not 'past the end')", () => {
    expect(rotgbSides({ ...o, fighterSides: { ...o.fighterSides, leader: 1 } }, { fighter: { ...boss, equipment: [] } })).toBe(1);
  });
  it("a die past the d100 counts as the d100 before it steps: two damage steps make it a d16", () => {
    const hurt = { ...truck, permanentDamage: ["bent-chassis" as const] };
    // the d100 is the ladder's last rung; two steps down from it: d20, then d16
    expect(rotgbSides({ ...o, vehicleSides: { ...o.vehicleSides, truck: 500 }, damageSteps: { ...o.damageSteps, "bent-chassis": 2 } }, { vehicle: hurt })).toBe(
      16,
    );
  });
  it("ruling: Medieval Strife's largest die is the d100, Star Strife's smallest the D1", () => {
    expect(medievalDie(101)).toBe(100);
    expect(starDie(0.5)).toBe(1);
    expect(starDie(200)).toBe(100);
  });
});

describe("Bang! characteristics (000: 0 to 10, T and W at least 1)", () => {
  it("a stat line past Bang!'s range is held to it", () => {
    const odd = edit(gruntsExport(), (r) => {
      const f = r.fighters.find((x) => x.id === "boss")!;
      f.stats = { ...f.stats, M: 12, S: 11, T: 0, W: 0, A: 13, Ld: 12 };
    });
    expect(toBang([odd, spikesExport()]).setup.fighters[0]).toMatchObject({ M: 10, S: 10, T: 1, W: 1, A: 10, Ld: 10 });
    const low = edit(gruntsExport(), (r) => {
      const f = r.fighters.find((x) => x.id === "boss")!;
      f.stats = { ...f.stats, M: -1, S: -2, T: 12, W: 11, A: -1, Ld: -3 };
    });
    expect(toBang([low, spikesExport()]).setup.fighters[0]).toMatchObject({ M: 0, S: 0, T: 10, W: 10, A: 0, Ld: 0 });
  });
});

describe("armies of one's own after the gangs", () => {
  const read = readArmy({ format: "gorka-garage.army", version: 1, game: "rotgb", name: "Da Grunts", units: [{ type: "Ogre", die: 10 }] });
  if (!read.ok) throw new Error("an army");
  it("an army named like a gang gets a second name; it fights as a side of its own", () => {
    const mapped = toRotgb([gruntsExport()], undefined, [read.army]);
    expect(mapped.sides).toEqual(["Da Grunts", "Da Grunts (2)"]);
    expect(mapped.setup.players.map((p) => p.id)).toEqual(["Da Grunts", "Da Grunts (2)"]);
    expect(mapped.setup.players[1]!.units).toEqual([{ id: "Da Grunts (2)/ogre", name: "Ogre", sides: 10, type: "Ogre" }]);
  });
  it("two armies fight without any gang; gangs alone need two", () => {
    expect(toRotgb([], undefined, [read.army, read.army]).sides).toEqual(["Da Grunts", "Da Grunts (2)"]);
    expect(toMedieval([gruntsExport(), spikesExport()]).sides).toEqual(["Da Grunts", "Da Spikes"]);
    expect(() => toStar([gruntsExport()])).toThrow("A skirmish needs two or more gangs.");
    expect(() => toMedieval([gruntsExport()])).toThrow("A skirmish needs two or more gangs.");
  });
  it("one gang and no army is refused as too few sides, the army path aside", () => {
    expect(() => toRotgb([gruntsExport()])).toThrow(SkirmishMappingError);
    expect(() => toRotgb([gruntsExport()])).toThrow("A skirmish needs two or more gangs.");
  });
  it("the side names given cover the gangs first: entries keeps only the gangs' own", () => {
    const { sides } = entries([gruntsExport(), spikesExport()], true, 0, ["Da Grunts", "Da Spikes", "The Host"]);
    expect(sides).toEqual(["Da Grunts", "Da Spikes"]);
  });
  it("a third name for a third of the same", () => {
    expect(uniqueNames(["a", "b", "a", "a"])).toEqual(["a", "b", "a (2)", "a (3)"]);
  });
});

describe("mapCasualties", () => {
  it("a lost unit the mapping does not know (an army's) maps to no gang", () => {
    const mapped = toRotgb([gruntsExport(), spikesExport()]);
    const result = mapCasualties(
      { system: "rotgb", winner: null, ranking: [], scores: {}, log: [], casualties: { Host: ["Host/ogre"], "Da Grunts": ["1/v/bike"] } },
      mapped,
    );
    expect(result).toEqual([
      { gangIndex: 0, fightersOutOfAction: [], vehiclesCrippled: ["bike"] },
      { gangIndex: 1, fightersOutOfAction: [], vehiclesCrippled: [] },
    ]);
  });
});

describe("what the mapping says it is", () => {
  it("each mapping names its system, and its refusals are SkirmishMappingErrors by name and code", () => {
    const gangs = [gruntsExport(), spikesExport()];
    expect(toRotgb(gangs).system).toBe("rotgb");
    expect(toBenchFighting(gangs).system).toBe("bench");
    expect(toBang(gangs).system).toBe("bang");
    const refused = (() => {
      try {
        toBang([gruntsExport()]);
      } catch (e) {
        return e as SkirmishMappingError;
      }
    })();
    expect(refused?.name).toBe("SkirmishMappingError");
    expect(refused?.code).toBe("TOO_FEW_GANGS");
  });
});

describe("Medieval Strife and Star Strife sides: gangs first, then every army in order", () => {
  const armyOf = (game: "medieval" | "star", name: string, type: string, die: number) => {
    const r = readArmy({ format: "gorka-garage.army", version: 1, game, name, units: [{ type, die }] });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    return r.army;
  };
  it("one gang and two armies: three sides, the armies in the order given, and the system named", () => {
    const medieval = toMedieval([gruntsExport()], undefined, [armyOf("medieval", "Host", "Knight", 8), armyOf("medieval", "Horde", "Recruit", 4)]);
    expect(medieval.system).toBe("medieval");
    expect(medieval.setup.players.map((p) => p.id)).toEqual(["Da Grunts", "Host", "Horde"]);
    expect(medieval.setup.players[2]!.units[0]!.type).toBe("Recruit");
    const star = toStar([gruntsExport()], undefined, [armyOf("star", "Fleet", "Frigate", 4), armyOf("star", "Swarm", "Battleship", 12)]);
    expect(star.system).toBe("star");
    expect(star.setup.players.map((p) => p.id)).toEqual(["Da Grunts", "Fleet", "Swarm"]);
    expect(star.setup.players[2]!.units[0]!.type).toBe("Battleship");
  });
  it("Roll Out the (Gun) Barrels too: one gang and two armies, the armies in the order given", () => {
    const ogres = readArmy({ format: "gorka-garage.army", version: 1, game: "rotgb", name: "Ogres", units: [{ type: "Ogre", die: 10 }] });
    const rats = readArmy({ format: "gorka-garage.army", version: 1, game: "rotgb", name: "Rats", units: [{ type: "Rat", die: 2 }] });
    if (!ogres.ok || !rats.ok) throw new Error("armies");
    const mapped = toRotgb([gruntsExport()], undefined, [ogres.army, rats.army]);
    expect(mapped.setup.players.map((p) => p.id)).toEqual(["Da Grunts", "Ogres", "Rats"]);
    expect(mapped.setup.players[2]!.units).toEqual([{ id: "Rats/rat", name: "Rat", sides: 2, type: "Rat" }]);
  });
  it("ruling: a Star Strife die is the largest of its sizes not above the gang's: d16 → D12, d5 → D4, d2 → D2", () => {
    expect([starDie(16), starDie(5), starDie(2), starDie(1)]).toEqual([12, 4, 2, 1]);
  });
});

import { describe, expect, it } from "vitest";
import type { GangExport } from "@/lib/export/gang-export";
import { gangRating } from "@/lib/rules";
import { gruntsExport, spikesExport } from "./gang-fixtures";
import {
  DEFAULT_MAPPING,
  DIE_LADDER,
  ROTGB_UNIT_TYPES,
  SkirmishMappingError,
  benchPoints,
  mapCasualties,
  rotgbAllowedSchema,
  rotgbReserves,
  rotgbUnitTypeSchema,
  toBang,
  toBenchFighting,
  toRotgb,
  typesWithNowhereToStand,
} from "./mapping";
import type { SkirmishOutcome } from "./types";

const edit = (g: GangExport, change: (r: GangExport["roster"]) => void): GangExport => {
  const copy = structuredClone(g);
  change(copy.roster);
  return copy;
};

describe("ROtGB dice (002 Examples of Units)", () => {
  const { setup, sides } = toRotgb([gruntsExport(), spikesExport()]);
  const grunts = setup.players[0]!.units;

  it("fighters are dice by type: leader d10, champion d8, specialist and ganger d6 (standard infantry), juve d4", () => {
    expect(Object.fromEntries(grunts.filter((u) => u.ownerId !== "truck" && u.ownerId !== "bike").map((u) => [u.ownerId, u.sides]))).toEqual({
      boss: 10,
      nob: 8,
      spanna: 6,
      grot: 6,
      snag: 6,
      yoof: 4,
    });
  });

  it("vehicles are dice by kind: truck d12 (oversized armor), buggy d10 (standard armor), bike d8", () => {
    expect(grunts.find((u) => u.ownerId === "truck")!.sides).toBe(12);
    expect(grunts.find((u) => u.ownerId === "bike")!.sides).toBe(8);
    expect(setup.players[1]!.units.find((u) => u.ownerId === "buggy")!.sides).toBe(10);
  });

  it("each lasting permanent damage steps the die down the ladder; 'ard looking does not", () => {
    const damaged = edit(gruntsExport(), (r) => (r.vehicles[0]!.permanentDamage = ["bent-chassis", "armour-weakened", "ard-looking"]));
    const truck = toRotgb([damaged, spikesExport()]).setup.players[0]!.units.find((u) => u.ownerId === "truck")!;
    expect(truck.sides).toBe(8); // d12 → d10 → d8
  });

  it("every 50 credits of personal equipment steps a fighter's die up once", () => {
    const armed = edit(gruntsExport(), (r) => (r.fighters[3]!.equipment = [{ name: "Kannon", cost: 60, traits: [] }]));
    expect(toRotgb([armed, spikesExport()]).setup.players[0]!.units.find((u) => u.ownerId === "grot")!.sides).toBe(8);
  });

  it("sides are the gang names, units keep their roster id, and every die is on the ladder", () => {
    expect(sides).toEqual(["Da Grunts", "Da Spikes"]);
    for (const u of setup.players.flatMap((p) => p.units)) expect(DIE_LADDER).toContain(u.sides);
  });

  it("two gangs with the same name get different side ids", () => {
    expect(toRotgb([gruntsExport(), gruntsExport()]).sides).toEqual(["Da Grunts", "Da Grunts (2)"]);
  });
});

describe('ROtGB reserves (002 Reinforcements: "Set aside part of your army")', () => {
  const reserveNames = (overrides?: Parameters<typeof toRotgb>[1]) =>
    rotgbReserves(toRotgb([gruntsExport(), spikesExport()], overrides)).map((units) => units.map((u) => u.name));

  it("ruling: by default a third of each gang (rounded down) waits in reserve, smallest dice first, ties the last in the roster first", () => {
    // Da Grunts: 8 units → 2: Yoof (d4), then of the d6s Snag (last); Da Spikes: 6 units → 2: Nitwit (d4), then Zogbit (d6, last)
    expect(reserveNames()).toEqual([
      ["Snag", "Yoof"],
      ["Zogbit", "Nitwit"],
    ]);
  });

  it("the share is tunable: 0 holds nobody back, and even 1 leaves one unit in play", () => {
    expect(reserveNames({ rotgb: { reserveShare: 0 } })).toEqual([[], []]);
    const all = rotgbReserves(toRotgb([gruntsExport(), spikesExport()], { rotgb: { reserveShare: 1 } }));
    expect(all.map((units) => units.length)).toEqual([7, 5]);
  });

  it("hand-picked reserves of a gang replace the share for that gang only; [] holds nobody back", () => {
    const reserves = [{ fighters: ["boss"], vehicles: ["truck"] }];
    expect(reserveNames({ rotgb: { reserves } })).toEqual([
      ["Da Boss", "Grunt Truck"],
      ["Zogbit", "Nitwit"],
    ]);
    expect(reserveNames({ rotgb: { reserves: [null, {}] } })).toEqual([["Snag", "Yoof"], []]);
  });

  it("a reserve that does not take part, or every unit in reserve, is refused with a message naming the gang", () => {
    expect(() => toRotgb([gruntsExport(), spikesExport()], { rotgb: { reserves: [{ fighters: ["truck"] }] } })).toThrow(
      new SkirmishMappingError("UNKNOWN_UNIT", 'Da Grunts: no fighter "truck" takes part in this battle, so it cannot wait in reserve.'),
    );
    const every = { fighters: ["spike-1", "spike-2", "spike-3", "spike-4", "spike-5"], vehicles: ["buggy"] };
    expect(() => toRotgb([gruntsExport(), spikesExport()], { rotgb: { reserves: [null, every] } })).toThrow(
      new SkirmishMappingError("ALL_IN_RESERVE", "Da Spikes holds every unit in reserve: leave at least one to start the battle."),
    );
  });
});

describe('ROtGB alliances (002 Alliances: "choose up sides")', () => {
  it("each gang's alliance goes on its player; a gang with none stands alone", () => {
    const { setup } = toRotgb([gruntsExport(), spikesExport(), gruntsExport()], { rotgb: { alliances: ["Orks", "Grots"] } });
    expect(setup.players.map((p) => p.alliance)).toEqual(["Orks", "Grots", undefined]);
  });
});

describe("who takes part (ruling: only active fighters and ready vehicles)", () => {
  const home = edit(gruntsExport(), (r) => {
    r.fighters.find((f) => f.id === "boss")!.status = "dead";
    r.fighters.find((f) => f.id === "nob")!.status = "retired";
    r.fighters.find((f) => f.id === "snag")!.missesNextBattle = "Badly Mangled";
    r.vehicles.find((v) => v.id === "truck")!.status = "destroyed";
    r.vehicles.find((v) => v.id === "bike")!.benchedNextBattle = true;
  });
  it("dead and retired fighters, fighters missing the next battle, destroyed and benched vehicles stay home", () => {
    const owners = toRotgb([home, spikesExport()]).setup.players[0]!.units.map((u) => u.ownerId);
    expect(owners).toEqual(["spanna", "grot", "yoof"]);
    expect(toBenchFighting([home, spikesExport()]).setup.players[0]!.army.map((s) => s.name)).toEqual(["Spanna", "Grot", "Yoof"]);
    expect(
      toBang([home, spikesExport()])
        .setup.fighters.filter((f) => f.side === "Da Grunts")
        .map((f) => f.name),
    ).toEqual(["Spanna", "Grot", "Yoof"]);
  });
  it("a gang with nobody to fight is refused with a message naming it", () => {
    const empty = edit(gruntsExport(), (r) => r.fighters.forEach((f) => (f.status = "captured")));
    expect(() => toBang([empty, spikesExport()])).toThrow(new SkirmishMappingError("NO_UNITS", "Da Grunts has nobody who can fight this battle."));
  });
  it("one gang is not a skirmish", () => {
    expect(() => toBenchFighting([gruntsExport()])).toThrow(SkirmishMappingError);
  });
});

describe("Bench Fighting points (001: points from the army list = credit value)", () => {
  const { setup } = toBenchFighting([gruntsExport(), spikesExport()]);
  it("a squad's points are its credit value (fighter cost + equipment; vehicle, weapons, upgrades)", () => {
    const army = setup.players[0]!.army;
    expect(army.find((s) => s.name === "Da Boss")!.points).toBe(60);
    expect(army.reduce((n, s) => n + s.points, 0)).toBe(gangRating(gruntsExport().roster));
  });
  it("the battle pool is ten times the army, so every skirmish can field the whole gang", () => {
    const p = setup.players[0]!;
    expect(p.pool).toBe(10 * p.army.reduce((n, s) => n + s.points, 0));
  });
  it("a hulk (0 credits) still fights, at the minimum points", () => {
    expect(benchPoints(DEFAULT_MAPPING.bench, 0)).toBe(10);
    expect(benchPoints({ ...DEFAULT_MAPPING.bench, creditsPerPoint: 5 }, 200)).toBe(40);
  });
});

describe("Bang! fighters (000 characteristics from the roster)", () => {
  it("fighters only, with M S T W A Ld from their stat lines; vehicles stay out of the arena", () => {
    const { setup } = toBang([gruntsExport(), spikesExport()]);
    expect(setup.fighters).toHaveLength(11);
    expect(setup.fighters[0]).toEqual({ id: "1/boss", name: "Da Boss", side: "Da Grunts", M: 4, S: 3, T: 3, W: 1, A: 1, Ld: 7 });
  });
  it("stats: gnoblar makes everyone a 000 Gnoblar (no characteristics given)", () => {
    const { setup } = toBang([gruntsExport(), spikesExport()], { bang: { stats: "gnoblar" } });
    expect(setup.fighters[0]).toEqual({ id: "1/boss", name: "Da Boss", side: "Da Grunts" });
  });
});

describe("002 Terrain: unit types restricted to fronts", () => {
  it("the unit types are the roster's fighter types and vehicle kinds, as the mapping names its units", () => {
    expect(ROTGB_UNIT_TYPES).toEqual(["leader", "champion", "specialist", "ganger", "juve", "truck", "buggy", "half-track", "track", "bike", "trike", "hulk"]);
    const types = toRotgb([gruntsExport(), spikesExport()]).setup.players.flatMap((p) => p.units.map((u) => u.type));
    expect(types.every((t) => rotgbUnitTypeSchema.safeParse(t).success)).toBe(true);
  });

  it("an unknown type is refused with the list of types", () => {
    const r = rotgbUnitTypeSchema.safeParse("tank");
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(
      '"tank" is not a unit type (leader, champion, specialist, ganger, juve, truck, buggy, half-track, track, bike, trike, hulk)',
    );
  });

  it("each restricted front names one type at least", () => {
    expect(rotgbAllowedSchema.safeParse({ road: ["truck", "bike"] }).success).toBe(true);
    expect(rotgbAllowedSchema.safeParse({ road: [] }).error?.issues[0]?.message).toBe("name at least one unit type that may stand there");
  });

  it("a type no front lets stand is found, as the engine would refuse it; a front without a list takes everyone", () => {
    const fronts = ["road", "hills"];
    expect(typesWithNowhereToStand(["leader", "truck", "juve", "truck"], fronts, { road: ["truck"], hills: ["juve"] })).toEqual(["leader"]);
    expect(typesWithNowhereToStand(["leader", "truck"], fronts, { road: ["truck"] })).toEqual([]);
    // a list for a front not in play stands nobody anywhere
    expect(typesWithNowhereToStand(["leader"], fronts, { road: ["truck"], hills: ["truck"], swamp: ["leader"] })).toEqual(["leader"]);
  });
});

describe("mapCasualties", () => {
  it("lost units map back to fighters out of action and vehicles crippled, per gang", () => {
    const mapped = toRotgb([gruntsExport(), spikesExport()]);
    const outcome: SkirmishOutcome = {
      system: "rotgb",
      winner: "Da Spikes",
      ranking: ["Da Spikes", "Da Grunts"],
      scores: {},
      log: [],
      casualties: { "Da Grunts": ["1/boss", "1/v/truck"], "Da Spikes": ["2/spike-5"] },
    };
    expect(mapCasualties(outcome, mapped)).toEqual([
      { gangIndex: 0, fightersOutOfAction: ["boss"], vehiclesCrippled: ["truck"] },
      { gangIndex: 1, fightersOutOfAction: ["spike-5"], vehiclesCrippled: [] },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { THRUSTER_BUSTER_TABLE, thrusterBuster } from "./thruster-buster";
import { DRIVING_SKILLS, drivingSkill, drivingSkillByRoll } from "./driving-skills";
import { PERMANENT_DAMAGE_TABLE, permanentDamage } from "./permanent-damage";
import { BIKE_TRIKE_DAMAGE, TRUCK_TRACK_BUGGY_DAMAGE, locationDamage, locationInjury } from "./location-damage";
import { asDriver, asFighter, driverPlus, fighterPlus } from "./stats";
import { canBeGunner } from "./fighters";

describe("003 THRUSTER BUSTER TABLE (D6)", () => {
  it("003 Thruster Buster 1) Spin (dice 1)", () => expect(thrusterBuster(1).name).toBe("Spin"));
  it('003 Thruster Buster 2) Move D6" straight ahead and spin (dice 2)', () => expect(thrusterBuster(2).id).toBe("move-and-spin"));
  it('003 Thruster Buster 3) Swerve left/right and move D6" ahead (dice 3)', () => {
    expect(thrusterBuster(3).id).toBe("swerve-and-move");
    expect(thrusterBuster(3).text).toContain("(D6: 1-3 left, 4-6 right)");
  });
  it('003 Thruster Buster 4+) Move D6" straight ahead (dice 4, 5, 6)', () => {
    expect([4, 5, 6].map((d) => thrusterBuster(d).id)).toEqual(["move-ahead", "move-ahead", "move-ahead"]);
  });
  it("refuses a score a D6 cannot show", () => {
    expect(() => thrusterBuster(7)).toThrow(RangeError);
    // a 0 is under the first row's lowest score too, and the error names the table and the score
    expect(() => thrusterBuster(0)).toThrow(new RangeError("Thruster Buster Table: 0 is not a D6 score"));
    expect(THRUSTER_BUSTER_TABLE).toHaveLength(4);
  });
});

describe("003 DRIVING SKILLS (D6)", () => {
  const cases = [
    [1, "Shadow"],
    [2, "Skid Start"],
    [3, "Get Away Driver"],
    [4, "Stunt Driver"],
    [5, "Emergency Stop"],
    [6, "Skid Turns"],
  ] as const;
  for (const [d, name] of cases) {
    it(`003 Driving skills ${d}) ${name} (dice ${d})`, () => expect(drivingSkillByRoll(d).name).toBe(name));
  }
  it("says each effect in our words", () => {
    expect(drivingSkill("shadow").text).toContain("While chasing (tailing or racing) an enemy vehicle, the driver may re-roll any CL test");
    expect(drivingSkill("skid-turns").text).toContain("up to 180°");
    expect(() => drivingSkillByRoll(0)).toThrow(new RangeError("Driving skills: 0 is not a D6 score"));
    expect(DRIVING_SKILLS).toHaveLength(6);
  });
});

describe("003 Vehicle permanent damage table (D66)", () => {
  const rows: [string, number[][], string][] = [
    ["11 IMPROVED!", [[1, 1]], "improved"],
    [
      "12-36 FIXED",
      [
        [1, 2],
        [2, 4],
        [3, 6],
      ],
      "fixed",
    ],
    [
      "41-42 BADLY MANGLED",
      [
        [4, 1],
        [4, 2],
      ],
      "badly-mangled",
    ],
    [
      "43-44 'ARD LOOKING",
      [
        [4, 3],
        [4, 4],
      ],
      "ard-looking",
    ],
    [
      "45-46 ANNOYING SQUEAK",
      [
        [4, 5],
        [4, 6],
      ],
      "annoying-squeak",
    ],
    [
      "51-52 BONESHAKER",
      [
        [5, 1],
        [5, 2],
      ],
      "boneshaker",
    ],
    [
      "53-54 STEERING JAMS",
      [
        [5, 3],
        [5, 4],
      ],
      "steering-jams",
    ],
    [
      "55-56 BENT CHASSIS",
      [
        [5, 5],
        [5, 6],
      ],
      "bent-chassis",
    ],
    [
      "61-63 ARMOUR WEAKENED",
      [
        [6, 1],
        [6, 3],
      ],
      "armour-weakened",
    ],
    [
      "64-66 DESTROYED",
      [
        [6, 4],
        [6, 6],
      ],
      "destroyed",
    ],
  ];
  for (const [name, dice, id] of rows) {
    it(`003 Permanent damage D66 ${name} (dice ${dice.map((d) => d.join(",")).join(" / ")})`, () => {
      for (const [t, u] of dice) expect(permanentDamage(t! * 10 + u!).id).toBe(id);
    });
  }
  it("every D66 score falls in exactly one band, in the order of the text", () => {
    for (let t = 1; t <= 6; t++)
      for (let u = 1; u <= 6; u++) {
        const d = t * 10 + u;
        expect(PERMANENT_DAMAGE_TABLE.filter((r) => d >= r.roll[0] && d <= r.roll[1])).toHaveLength(1);
      }
    expect(() => permanentDamage(17)).toThrow(RangeError);
    expect(() => permanentDamage(70)).toThrow(RangeError);
  });
  it("a score whose units die reads 0 is no D66 score, even inside a band (20 and 30 lie in FIXED 12-36)", () => {
    for (const d of [20, 30, 50, 60]) expect(() => permanentDamage(d)).toThrow(`Vehicle permanent damage table: ${d} is not a D66 score`);
    expect(() => permanentDamage(10)).toThrow(RangeError);
  });
  it("a single die's face (1 to 6) is under every band, so it is no D66 score either", () => {
    for (const d of [1, 6]) expect(() => permanentDamage(d)).toThrow(`Vehicle permanent damage table: ${d} is not a D66 score`);
  });
});

describe("003 Damage tables: trucks, tracks and buggies (D6)", () => {
  const t = (d: number) => locationDamage(false, d);
  it("003 Truck damage 1) CREW (random member): as fighter +2 / 5+ / as fighter (dice 1)", () => {
    expect(t(1)).toMatchObject({ location: "crew", toughness: fighterPlus(2), save: 5, wounds: asFighter });
    expect(t(1).fallback).toContain("driver is hit instead");
  });
  it("003 Truck damage 2) FIXED WEAPON: 8 / 5+ / 3; skull weapon explodes (dice 2)", () => {
    expect(t(2)).toMatchObject({ location: "weapons", toughness: 8, save: 5, wounds: 3 });
    expect(locationInjury(false, "weapons", "skull")!.name).toBe("Weapon explodes");
    expect(locationInjury(false, "weapons", "serious-injury")!.name).toBe("Ammo clip destroyed");
    expect(locationInjury(false, "weapons", "flesh-wound")!.text).toContain("-1 to hit");
  });
  it("003 Truck damage 3) UPGRADES: 8 / 5+ / 2; skull destroyed + engine wound (dice 3)", () => {
    expect(t(3)).toMatchObject({ location: "upgrades", toughness: 8, save: 5, wounds: 2 });
    expect(locationInjury(false, "upgrades", "skull")!.text).toContain("the engine loses 1 wound");
    expect(locationInjury(false, "upgrades", "flesh-wound")!.name).toBe("No effect");
  });
  it("003 Truck damage 4) WHEEL/TRACK: 8 / 4+ / 3; nob pins, drivel pipe, cog links (dice 4)", () => {
    expect(t(4)).toMatchObject({ location: "wheels", toughness: 8, save: 4, wounds: 3 });
    expect(["skull", "serious-injury", "flesh-wound"].map((i) => locationInjury(false, "wheels", i as "skull")!.name)).toEqual([
      "Nob pins destroyed",
      "Drivel pipe bent",
      "Upper cog links damaged",
    ]);
  });
  it("003 Truck damage 5) DRIVER: as driver +3 (as printed) / 4+ / as driver (dice 5)", () => {
    expect(t(5)).toMatchObject({ location: "driver", toughness: driverPlus(3), save: 4, wounds: asDriver });
    expect(locationInjury(false, "driver", "skull")).toBeNull();
  });
  it("003 Truck damage 6) ENGINES: 10 / 3+ / 5; fuel explodes, gammy shaft, thruster jam (dice 6)", () => {
    expect(t(6)).toMatchObject({ location: "engines", toughness: 10, save: 3, wounds: 5 });
    expect(["skull", "serious-injury", "flesh-wound"].map((i) => locationInjury(false, "engines", i as "skull")!.name)).toEqual([
      "Fuel explodes",
      "Gammy shaft broken",
      "Thruster jam",
    ]);
  });
  it("ruling: a location roll of 3 hits UPGRADES as both tables number it (not the wheel, as Shooting at Vehicles says)", () => {
    expect([t(3).location, t(4).location, locationDamage(true, 3).location]).toEqual(["upgrades", "wheels", "upgrades"]);
  });
  it("has six rows and refuses a 7", () => {
    expect(TRUCK_TRACK_BUGGY_DAMAGE).toHaveLength(6);
    expect(() => t(7)).toThrow(new RangeError("Damage table: 7 is not a D6 score"));
  });
});

describe("003 Damage tables: bikes and trikes (D6)", () => {
  const b = (d: number) => locationDamage(true, d);
  it("003 Bike damage 1) CREW (random member): as fighter / as fighter / as fighter (dice 1)", () => {
    expect(b(1)).toMatchObject({ toughness: asFighter, save: asFighter, wounds: asFighter });
  });
  it("003 Bike damage 2) FIXED WEAPON: 7 / 5+ / 2 (dice 2)", () => expect(b(2)).toMatchObject({ toughness: 7, save: 5, wounds: 2 }));
  it("003 Bike damage 3) UPGRADES: 6 / 5+ / 1 (dice 3)", () => {
    expect(b(3)).toMatchObject({ toughness: 6, save: 5, wounds: 1 });
    expect(locationInjury(true, "upgrades", "serious-injury")!.name).toBe("Upgrade is destroyed");
  });
  it("003 Bike damage 4) WHEEL/TRACK: 6 / 5+ / 2 (dice 4)", () => expect(b(4)).toMatchObject({ toughness: 6, save: 5, wounds: 2 }));
  it("003 Bike damage 5) DRIVER: as driver +1 / as driver +1 / as driver (dice 5)", () => {
    expect(b(5)).toMatchObject({ toughness: driverPlus(1), save: driverPlus(1), wounds: asDriver });
    expect(b(5).fallback).toBe("No driver: the engine is hit instead.");
  });
  it("003 Bike damage 6) ENGINES: 8 / 5+ / 3 (dice 6)", () => expect(b(6)).toMatchObject({ toughness: 8, save: 5, wounds: 3 }));
  it("has six rows", () => expect(BIKE_TRIKE_DAMAGE).toHaveLength(6));
});

describe("every row cites its text, table and row", () => {
  it("003 tables: each row's cite names the text, the table and the row", () => {
    expect(THRUSTER_BUSTER_TABLE.map((r) => r.cite)).toEqual([
      "003 Thruster Buster, 1",
      "003 Thruster Buster, 2",
      "003 Thruster Buster, 3",
      "003 Thruster Buster, 4-6",
    ]);
    expect(DRIVING_SKILLS.map((r) => r.cite)).toEqual([1, 2, 3, 4, 5, 6].map((d) => `003 Driving skills, ${d}`));
    for (const r of PERMANENT_DAMAGE_TABLE) expect(r.cite).toBe(`003 Permanent damage, ${r.roll[0] === r.roll[1] ? r.roll[0] : r.roll.join("-")}`);
    for (const r of TRUCK_TRACK_BUGGY_DAMAGE) expect(r.cite).toBe(`003 Damage tables (trucks, tracks, buggies), ${r.roll}`);
    for (const r of BIKE_TRIKE_DAMAGE) expect(r.cite).toBe(`003 Damage tables (bikes, trikes), ${r.roll}`);
  });
});

describe("003 Drivers and Gunners", () => {
  it("003 Gunners: only a Leader, Champion or Specialist", () => {
    expect(["leader", "champion", "specialist", "ganger", "juve"].map((t) => canBeGunner(t as "juve"))).toEqual([true, true, true, false, false]);
  });
});

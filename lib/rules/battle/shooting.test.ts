import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { fumbleOnBoard, rollToHit, shotModifiers, type FiringFrom, type ShotInput } from "./shooting";
import { cited, ok, refused } from "./testing";

const weapon = { boltedOn: false, unwieldy: false, pistol: false, template: false, allocatedToFirer: false, damaged: false };
const from = (o: Partial<FiringFrom> = {}, w: Partial<typeof weapon> = {}): FiringFrom => ({
  seat: "passenger",
  moved: false,
  thrusted: false,
  weapon: { ...weapon, ...w },
  arc: "side",
  boneshaker: false,
  enclosed: null,
  ...o,
});
const shot = (o: Partial<ShotInput> = {}): ShotInput => ({
  needed: 4,
  atVehicle: { thrusted: false },
  from: null,
  keptPace: false,
  modifiers: [],
  twinLinkedReroll: false,
  ...o,
});
const total = (i: ShotInput) => shotModifiers(i).reduce((n, m) => n + m.value, 0);

describe("003 Shooting at vehicles", () => {
  it("a vehicle is a large target: +1, so a 3 hits on 4+ (dice 3)", () => {
    const r = rollToHit(shot(), manualDice([3]));
    expect(ok(r)).toMatchObject({ hit: true, modifier: 1, rolls: [3] });
    expect(cited(r)).toContain("large-target");
  });
  it("a vehicle that thrusted in its last activation is -1 to hit (dice 3 misses on 4+)", () => {
    expect(ok(rollToHit(shot({ atVehicle: { thrusted: true } }), manualDice([3]))).hit).toBe(false);
  });
  it("a fighter on foot is no large target: no +1", () => {
    expect(total(shot({ atVehicle: null }))).toBe(0);
  });
});

describe("003 Shooting from vehicles: modifiers", () => {
  it("-1 from a vehicle that moved; a bolted-on weapon is spared it", () => {
    expect(total(shot({ atVehicle: null, from: from({ moved: true }) }))).toBe(-1);
    expect(total(shot({ atVehicle: null, from: from({ moved: true }, { boltedOn: true, allocatedToFirer: true }) }))).toBe(0);
  });
  it("a further -1 from a vehicle that thrusted, bolted-on weapons included", () => {
    expect(total(shot({ atVehicle: null, from: from({ moved: true, thrusted: true }) }))).toBe(-2);
    expect(total(shot({ atVehicle: null, from: from({ moved: true, thrusted: true }, { boltedOn: true, allocatedToFirer: true }) }))).toBe(-1);
  });
  it("003 Bolted on weapons: anyone but the allocated gunner firing a bolted-on unwieldy weapon is at -2", () => {
    expect(total(shot({ atVehicle: null, from: from({}, { boltedOn: true, unwieldy: true }) }))).toBe(-2);
  });
  it("003 Boneshaker: -1 more when the vehicle is moving; 003 fixed weapon flesh wound: a damaged weapon -1", () => {
    expect(total(shot({ atVehicle: null, from: from({ moved: true, boneshaker: true }, { boltedOn: true, allocatedToFirer: true }) }))).toBe(-1);
    expect(total(shot({ atVehicle: null, from: from({ boneshaker: true }, { damaged: true }) }))).toBe(-1);
  });
  it("003 Chasers shooting: a chaser that kept pace ignores both vehicles' moving and thrusting penalties", () => {
    const r = rollToHit(shot({ atVehicle: { thrusted: true }, from: from({ moved: true, thrusted: true }), keptPace: true }), manualDice([3]));
    expect(ok(r).modifier).toBe(1);
    expect(cited(r)).toContain("chasers-shooting");
  });
  it("the base rules' own modifiers are added (cover -1 with the large target's +1: dice 4 hits on 4+)", () => {
    expect(ok(rollToHit(shot({ modifiers: [{ why: "Cover", value: -1 }] }), manualDice([4]))).hit).toBe(true);
  });
  it("003 Twin linked: a miss is re-rolled when the player chose hits (dice 1 then 5)", () => {
    const r = rollToHit(shot({ twinLinkedReroll: true }), manualDice([1, 5]));
    expect(ok(r)).toMatchObject({ rolls: [1, 5], hit: true });
    expect(cited(r)).toContain("twin-linked");
  });
});

describe("003 Shooting from vehicles: who may fire what", () => {
  it("003 Bolted on weapons: an unwieldy weapon not bolted on cannot fire from a moving vehicle", () => {
    expect(refused(rollToHit(shot({ from: from({ moved: true }, { unwieldy: true }) }), manualDice([6]))).rule.id).toBe("bolted-on");
  });
  it("a driver fires pistols or his allocated bolted-on weapons only, never into the rear arc", () => {
    expect(refused(rollToHit(shot({ from: from({ seat: "driver" }) }), manualDice([6]))).rule.id).toBe("driver-weapons");
    expect(refused(rollToHit(shot({ from: from({ seat: "driver", arc: "rear" }, { pistol: true }) }), manualDice([6]))).rule.id).toBe("driver-weapons");
    expect(ok(rollToHit(shot({ from: from({ seat: "driver", arc: "front" }, { boltedOn: true, allocatedToFirer: true }) }), manualDice([6]))).hit).toBe(true);
  });
  it("a template is never fired into the front arc", () => {
    expect(refused(rollToHit(shot({ from: from({ arc: "front" }, { template: true }) }), manualDice([6]))).rule.id).toBe("templates-from-vehicles");
    expect(ok(rollToHit(shot({ from: from({ arc: "side" }, { template: true }) }), manualDice([6]))).hit).toBe(true);
  });
  it("003 Enclosed crew: only half the crew fires (4 aboard: the third shooter is refused)", () => {
    expect(refused(rollToHit(shot({ from: from({ enclosed: { fired: 2, crew: 4 } }) }), manualDice([6]))).rule.id).toBe("enclosed-crew-firing");
    expect(ok(rollToHit(shot({ from: from({ enclosed: { fired: 1, crew: 4 } }) }), manualDice([6]))).hit).toBe(true);
  });
  it("the roll needed comes from the base rules and must be a D6 score from 2 to 6", () => {
    expect(refused(rollToHit(shot({ needed: 7 }), manualDice([6]))).code).toBe("not-allowed");
  });
  it("003 fumbles: a fumbled blast or grenade hits everyone aboard (no dice here)", () => {
    expect(ok(fumbleOnBoard(["Grot", "Nob"]))).toEqual({ hit: ["Grot", "Nob"] });
  });
});

describe("003 Shooting at and from vehicles: the modifiers named, the rules cited and the dice logged", () => {
  const whys = (i: ShotInput) => shotModifiers(i).map((m) => [m.why, m.value, m.rule?.id]);
  it("every 003 modifier is named with its value and its rule", () => {
    expect(whys(shot({ atVehicle: { thrusted: true }, from: from({ moved: true, thrusted: true, boneshaker: true }, { damaged: true }) }))).toEqual([
      ["Large target", 1, "large-target"],
      ["Target thrusted", -1, "target-thrusted"],
      ["Firing from a moving vehicle", -1, "moving-platform"],
      ["Firing from a thrusting vehicle", -1, "thrusting-platform"],
      ["Boneshaker", -1, "boneshaker"],
      ["Damaged weapon", -1, "weapon-damaged"],
    ]);
    expect(whys(shot({ atVehicle: null, from: from({}, { boltedOn: true, unwieldy: true }) }))).toEqual([["Not the allocated gunner", -2, "not-the-gunner"]]);
  });
  it("no modifier where its condition is missing: a still vehicle, a fit weapon, the allocated gunner, an ordinary bolted-on weapon, boneshaker standing still", () => {
    expect(whys(shot({ atVehicle: null, from: from({ boneshaker: true }, { boltedOn: true, allocatedToFirer: true, unwieldy: true }) }))).toEqual([]);
    expect(whys(shot({ atVehicle: null, from: from({}, { boltedOn: true }) }))).toEqual([]);
    expect(whys(shot({ atVehicle: null, from: from({}, { unwieldy: true }) }))).toEqual([]);
  });
  it("003 Chasers shooting: keeping pace spares only the moving and thrusting penalties (Boneshaker and a damaged weapon still count)", () => {
    expect(
      whys(shot({ atVehicle: { thrusted: true }, keptPace: true, from: from({ moved: true, thrusted: true, boneshaker: true }, { damaged: true }) })),
    ).toEqual([
      ["Large target", 1, "large-target"],
      ["Boneshaker", -1, "boneshaker"],
      ["Damaged weapon", -1, "weapon-damaged"],
    ]);
  });
  it("a hit cites exactly the rules behind it (dice 3 on 4+ with the large target's +1)", () => {
    const r = rollToHit(shot(), manualDice([3]));
    expect(cited(r)).toEqual(["to-hit", "large-target"]);
    expect(r.dice.map((d) => d.purpose)).toEqual(["To hit"]);
  });
  it("003 Twin linked: the re-roll is logged (dice 1 then 5); a first-roll hit is not re-rolled (dice 5)", () => {
    expect(rollToHit(shot({ twinLinkedReroll: true }), manualDice([1, 5])).dice.map((d) => d.purpose)).toEqual(["To hit", "To hit: twin-linked re-roll"]);
    const r = rollToHit(shot({ twinLinkedReroll: true }), manualDice([5]));
    expect(ok(r).rolls).toEqual([5]);
    expect(cited(r)).not.toContain("twin-linked");
  });
  it("the roll needed is refused below 2 or when not a whole score, with the reason", () => {
    for (const needed of [1, 3.5]) {
      const r = refused(rollToHit(shot({ needed }), manualDice([6])));
      expect([r.code, r.rule.id, r.message]).toEqual(["not-allowed", "to-hit", "The roll needed to hit is a D6 score from 2 to 6 (from the base rules)."]);
    }
    expect(ok(rollToHit(shot({ needed: 2 }), manualDice([1]))).hit).toBe(true);
    expect(ok(rollToHit(shot({ needed: 6 }), manualDice([5]))).hit).toBe(true);
  });
  it("003 Bolted on weapons: an unwieldy weapon fires from a still vehicle, or bolted on from a moving one (dice 6)", () => {
    expect(ok(rollToHit(shot({ from: from({}, { unwieldy: true }) }), manualDice([6]))).hit).toBe(true);
    expect(ok(rollToHit(shot({ from: from({ moved: true }, { unwieldy: true, boltedOn: true, allocatedToFirer: true }) }), manualDice([6]))).hit).toBe(true);
    expect(refused(rollToHit(shot({ from: from({ moved: true }, { unwieldy: true }) }), manualDice([6]))).message).toBe(
      "An unwieldy weapon fires from a moving vehicle only if bolted on (then as a simple action); a bolted-on weapon skips the moving vehicle's -1.",
    );
  });
  it("003 Shooting from vehicles: a driver fires a pistol forward, but not a bolted-on weapon allocated to another nor an unbolted one allocated to him", () => {
    const r = rollToHit(shot({ from: from({ seat: "driver", arc: "front" }, { pistol: true }) }), manualDice([6]));
    expect(cited(r)).toEqual(["to-hit", "driver-weapons", "large-target"]);
    expect(refused(rollToHit(shot({ from: from({ seat: "driver" }, { boltedOn: true }) }), manualDice([6]))).rule.id).toBe("driver-weapons");
    expect(refused(rollToHit(shot({ from: from({ seat: "driver" }, { allocatedToFirer: true }) }), manualDice([6]))).message).toMatch(/only pistols/);
    expect(refused(rollToHit(shot({ from: from({ seat: "driver", arc: "rear" }, { pistol: true }) }), manualDice([6]))).message).toMatch(/rear arc/);
  });
  it("003 templates: a template fired to the rear goes ahead and cites the rule; into the front it is refused with the reason", () => {
    expect(cited(rollToHit(shot({ from: from({ arc: "rear" }, { template: true }) }), manualDice([6])))).toEqual([
      "to-hit",
      "templates-from-vehicles",
      "large-target",
    ]);
    expect(refused(rollToHit(shot({ from: from({ arc: "front" }, { template: true }) }), manualDice([6]))).message).toMatch(/never into its front arc/);
  });
  it("003 Enclosed crew: half of 5 aboard rounds down (the third shooter is refused, the second fires)", () => {
    expect(refused(rollToHit(shot({ from: from({ enclosed: { fired: 2, crew: 5 } }) }), manualDice([6]))).message).toMatch(/only half the crew/);
    expect(ok(rollToHit(shot({ from: from({ enclosed: { fired: 1, crew: 5 } }) }), manualDice([6]))).hit).toBe(true);
  });
  it("003 fumbles: the rule is cited and no die is rolled", () => {
    const r = fumbleOnBoard(["Grot"]);
    expect(cited(r)).toEqual(["fumble-on-board"]);
    expect(r.dice).toEqual([]);
  });
});

describe("003 Shooting from vehicles: every refusal is coded not-allowed for the screen", () => {
  it("unwieldy unbolted while moving, a driver's wrong weapon or rear arc, a template forward, enclosed crew past half (dice 6)", () => {
    const cases: FiringFrom[] = [
      from({ moved: true }, { unwieldy: true }),
      from({ seat: "driver" }),
      from({ seat: "driver", arc: "rear" }, { pistol: true }),
      from({ arc: "front" }, { template: true }),
      from({ enclosed: { fired: 2, crew: 4 } }),
    ];
    expect(cases.map((f) => refused(rollToHit(shot({ from: f }), manualDice([6]))).code)).toEqual(Array(5).fill("not-allowed"));
  });
});

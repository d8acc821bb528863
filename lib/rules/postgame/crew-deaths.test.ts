import { describe, expect, it } from "vitest";
import { resolveCrewDeaths } from "./crew-deaths";
import { wreckAndRuin } from "./wreck-and-ruin";
import { gruntsRoster } from "../roster/fixtures";
import { validateRoster } from "../validation/validate";
import { balance } from "../ledger";
import { effectiveVehicle } from "../effective-vehicle";

describe("003 Death of drivers and gunners", () => {
  it("a dead driver is replaced by another Ganger the player chooses (a passenger moves to the wheel)", () => {
    const res = resolveCrewDeaths(gruntsRoster(), { deadFighterIds: ["grot"], replacements: [{ vehicleId: "truck", driverId: "snag" }] });
    const v = res.roster.vehicles[0]!;
    expect([v.crew.driverId, v.crew.passengerIds]).toEqual(["snag", []]);
    expect(res.roster.fighters[3]!.status).toBe("dead");
    expect(res.changes.map((c) => c.text)).toEqual(["Grot is dead.", "Snag replaces Grot as driver of Grunt Truck."]);
    expect(validateRoster(res.roster)).toEqual([]);
  });
  it("a dead driver with no replacement named: the player is asked to choose, in the ruling's words (any living fighter, not only a Ganger)", () => {
    const res = resolveCrewDeaths(gruntsRoster(), { deadFighterIds: ["grot"] });
    expect(res.notices).toEqual([
      { code: "choose-driver", message: "Grot is dead: choose a new driver for Grunt Truck (any living fighter who drives no other vehicle)." },
    ]);
    expect(res.roster.vehicles[0]!.crew.driverId).toBeNull();
  });
  it("ruling: 'another Ganger' may be any fighter, a Leader too", () => {
    const res = resolveCrewDeaths(gruntsRoster(), { deadFighterIds: ["grot"], replacements: [{ vehicleId: "truck", driverId: "boss" }] });
    expect(res.roster.vehicles[0]!.crew.driverId).toBe("boss");
  });
  it("ruling: a replacement driver must be alive and drive no other vehicle", () => {
    const refused = resolveCrewDeaths(gruntsRoster(), { deadFighterIds: ["grot"], replacements: [{ vehicleId: "truck", driverId: "spanna" }] }).issues[0]!;
    expect(refused.code).toBe("not-allowed");
    // the refusal names the fighter, not his id
    expect(refused.message).toMatch(/^Spanna .*cannot take over Grunt Truck: choose a living fighter who drives no other vehicle\.$/);
  });
  it("a dead gunner is replaced only by a Leader, Champion or Specialist, who takes over his weapon", () => {
    const res = resolveCrewDeaths(gruntsRoster(), { deadFighterIds: ["nob"], replacements: [{ vehicleId: "truck", gunnerIds: ["boss"] }] });
    const v = res.roster.vehicles[0]!;
    expect([v.crew.gunnerIds, v.weapons[0]!.allocatedTo]).toEqual([["boss"], { role: "gunner", fighterId: "boss" }]);
    expect(validateRoster(res.roster)).toEqual([]);
    const wrong = resolveCrewDeaths(gruntsRoster(), { deadFighterIds: ["nob"], replacements: [{ vehicleId: "truck", gunnerIds: ["yoof"] }] });
    expect(wrong.issues[0]!.message).toBe("Only a leader, champion or specialist can take a dead gunner's place: Yoof is a Juve.");
    expect(resolveCrewDeaths(gruntsRoster(), { deadFighterIds: ["nob"], replacements: [{ vehicleId: "truck", gunnerIds: ["spanna"] }] }).issues[0]!.code).toBe(
      "not-allowed",
    );
  });
  it("a dead gunner without a replacement: choose from the spare Leader/Champion/Specialist", () => {
    const res = resolveCrewDeaths(gruntsRoster(), { deadFighterIds: ["nob"] });
    expect(res.notices).toEqual([{ code: "choose-gunner", message: "Nob is dead: choose a new gunner for the Heavy stubber on Grunt Truck from Da Boss." }]);
    expect(res.roster.vehicles[0]!.weapons[0]!.allocatedTo).toBeNull();
  });
  it("003 no spare Leader, Champion or Specialist: the gang must recruit one", () => {
    const r = gruntsRoster();
    r.vehicles[0]!.crew.gunnerIds.push("boss");
    r.vehicles[0]!.weapons[1]!.allocatedTo = { role: "gunner", fighterId: "boss" };
    const res = resolveCrewDeaths(r, { deadFighterIds: ["boss", "nob"] });
    expect(res.notices.map((n) => n.code)).toEqual(["must-recruit-gunner", "must-recruit-gunner"]);
    expect(res.notices[1]!.message).toBe(
      "Da Boss is dead and only a leader, champion or specialist can take his place: the gang has none spare, so it must recruit one to crew Grunt Truck for the Boltgun.",
    );
    const noGun = gruntsRoster();
    noGun.vehicles[0]!.weapons[0]!.allocatedTo = null;
    noGun.fighters[0]!.status = "captured";
    expect(resolveCrewDeaths(noGun, { deadFighterIds: ["nob"] }).notices[0]!.message).toContain("to crew Grunt Truck.");
  });
  it("refuses an unknown fighter", () => expect(resolveCrewDeaths(gruntsRoster(), { deadFighterIds: ["ghost"] }).issues[0]!.code).toBe("unknown-fighter"));
});

describe("003 Death of drivers and gunners on two vehicles at once", () => {
  it("both drivers die (Grot on the truck, Spanna on the bike): each replacement goes to the vehicle it names", () => {
    const res = resolveCrewDeaths(gruntsRoster(), {
      deadFighterIds: ["grot", "spanna"],
      replacements: [
        { vehicleId: "bike", driverId: "yoof" },
        { vehicleId: "truck", driverId: "snag" },
      ],
    });
    expect(res.issues).toEqual([]);
    expect(res.roster.vehicles.map((v) => [v.id, v.crew.driverId])).toEqual([
      ["truck", "snag"],
      ["bike", "yoof"],
    ]);
    expect(res.changes.map((c) => c.text)).toEqual([
      "Grot is dead.",
      "Spanna is dead.",
      "Snag replaces Grot as driver of Grunt Truck.",
      "Yoof replaces Spanna as driver of Speedy.",
    ]);
  });
  it("a replacement named for a vehicle whose crew lost nobody changes nothing there", () => {
    const res = resolveCrewDeaths(gruntsRoster(), { deadFighterIds: ["grot"], replacements: [{ vehicleId: "bike", driverId: "yoof" }] });
    expect(res.roster.vehicles[1]!.crew.driverId).toBe("spanna");
    expect(res.notices.map((n) => n.code)).toEqual(["choose-driver"]);
  });
});

describe("003 Wreck and Ruin", () => {
  const lostEverything = (credits: number) => {
    const r = gruntsRoster();
    for (const v of r.vehicles) {
      v.status = "destroyed";
      v.crew = { driverId: null, gunnerIds: [], passengerIds: [], polecatIds: [] };
    }
    r.ledger.push({ reason: "Spent", amount: credits - 400, balanceAfter: credits });
    r.stash.push({ id: "s1", name: "Grenades", cost: 30 });
    return r;
  };
  it("no vehicles and (ruling) credits under the cheapest vehicle, 100: the stash and credits are lost and a hulk is given", () => {
    const res = wreckAndRuin(lostEverything(90), { hulkName: "Da Wreck" });
    expect(balance(res.roster.ledger)).toBe(0);
    expect(res.roster.stash).toEqual([]);
    const hulk = res.roster.vehicles.at(-1)!;
    expect([hulk.kind, hulk.name]).toEqual(["hulk", "Da Wreck"]);
    expect(effectiveVehicle(hulk).locations.engines.toughness).toBe(8);
    expect(res.changes).toHaveLength(3);
    expect(validateRoster(res.roster)).toEqual([]);
  });
  it("with nothing in stash or purse the gang still gets its hulk", () => {
    const r = lostEverything(0);
    r.stash = [];
    const res = wreckAndRuin(r);
    expect(res.changes).toHaveLength(1);
    expect(res.roster.vehicles.at(-1)!.name).toBe("Hulk");
  });
  it("ruling: a gang with 100 credits can afford a Bike/Trike, so it keeps everything; stash items are not counted", () => {
    expect(wreckAndRuin(lostEverything(100)).changes).toEqual([]);
    expect(wreckAndRuin(gruntsRoster()).roster).toEqual(gruntsRoster());
  });
  it("003 Wreck and Ruin needs every vehicle gone: one working vehicle and 90 credits keeps the stash, the credits and no hulk", () => {
    const r = lostEverything(90);
    r.vehicles[0]!.status = "ready";
    const res = wreckAndRuin(r);
    expect(res.changes).toEqual([]);
    expect(balance(res.roster.ledger)).toBe(90);
    expect(res.roster.stash).toHaveLength(1);
    expect(res.roster.vehicles.some((v) => v.kind === "hulk")).toBe(false);
  });
  it("003 Wreck and Ruin says what was lost: the credits, then the stash by name, then the hulk", () => {
    const texts = wreckAndRuin(lostEverything(90), { hulkName: "Da Wreck" }).changes.map((c) => c.text);
    expect(texts).toEqual([
      "Wreck and Ruin: Da Grunts loses its 90 credits.",
      "Wreck and Ruin: Da Grunts loses everything in its stash (Grenades).",
      expect.stringContaining("is given a hulk from the salvage yard"),
    ]);
  });
});

// What the summary shows and where each change lands on the roster: run.ts shows every change's
// text, a refusal's message goes under the step's field, and the path names what was touched.
describe("003 Death of drivers and gunners: the words and paths the player is shown", () => {
  it("a dead driver replaced: his death and the new driver, each at its roster field", () => {
    const res = resolveCrewDeaths(gruntsRoster(), { deadFighterIds: ["grot"], replacements: [{ vehicleId: "truck", driverId: "snag" }] });
    expect(res.changes).toEqual([
      { path: ["fighters", 3, "status"], text: "Grot is dead." },
      { path: ["vehicles", 0, "crew", "driverId"], text: "Snag replaces Grot as driver of Grunt Truck." },
    ]);
  });
  it("a dead gunner replaced by a Leader: the change names both and lands on the gunners", () => {
    const res = resolveCrewDeaths(gruntsRoster(), { deadFighterIds: ["nob"], replacements: [{ vehicleId: "truck", gunnerIds: ["boss"] }] });
    expect(res.changes).toEqual([
      { path: ["fighters", 1, "status"], text: "Nob is dead." },
      { path: ["vehicles", 0, "crew", "gunnerIds"], text: "Da Boss replaces Nob as gunner on Grunt Truck." },
    ]);
  });
  it("refusals carry their code, the field they belong to and the fighter's name (an id not on the roster stays quoted)", () => {
    const refusal = (input: Parameters<typeof resolveCrewDeaths>[1]) => resolveCrewDeaths(gruntsRoster(), input).issues;
    expect(refusal({ deadFighterIds: ["ghost"] })).toEqual([
      { code: "unknown-fighter", path: ["fighters"], message: 'There is no fighter "ghost" on the roster.' },
    ]);
    expect(refusal({ deadFighterIds: ["grot"], replacements: [{ vehicleId: "truck", driverId: "ghost" }] })).toEqual([
      {
        code: "not-allowed",
        path: ["vehicles", 0, "crew", "driverId"],
        message: '"ghost" cannot take over Grunt Truck: choose a living fighter who drives no other vehicle.',
      },
    ]);
    expect(refusal({ deadFighterIds: ["nob"], replacements: [{ vehicleId: "truck", gunnerIds: ["spanna"] }] })).toEqual([
      {
        code: "not-allowed",
        path: ["vehicles", 0, "crew", "gunnerIds"],
        message: "Spanna cannot become a gunner on Grunt Truck: choose a living fighter who drives no vehicle.",
      },
    ]);
    expect(refusal({ deadFighterIds: ["nob"], replacements: [{ vehicleId: "truck", gunnerIds: ["yoof"] }] })).toEqual([
      {
        code: "gunner-wrong-type",
        path: ["vehicles", 0, "crew", "gunnerIds"],
        message: "Only a leader, champion or specialist can take a dead gunner's place: Yoof is a Juve.",
      },
    ]);
  });
  it("driver and gunner both die, only a new driver is named: the driver is placed and the gunner's seat is asked for", () => {
    const res = resolveCrewDeaths(gruntsRoster(), { deadFighterIds: ["grot", "nob"], replacements: [{ vehicleId: "truck", driverId: "snag" }] });
    expect(res.issues).toEqual([]);
    expect(res.roster.vehicles[0]!.crew.driverId).toBe("snag");
    expect(res.notices).toEqual([{ code: "choose-gunner", message: "Nob is dead: choose a new gunner for the Heavy stubber on Grunt Truck from Da Boss." }]);
  });
  it("a dead gunner who worked two guns: the notice names both", () => {
    const r = gruntsRoster();
    r.vehicles[0]!.weapons[1]!.allocatedTo = { role: "gunner", fighterId: "nob" };
    expect(resolveCrewDeaths(r, { deadFighterIds: ["nob"] }).notices[0]!.message).toBe(
      "Nob is dead: choose a new gunner for the Heavy stubber and Boltgun on Grunt Truck from Da Boss.",
    );
  });
});

describe("003 Wreck and Ruin: the words, the ledger line and the hulk", () => {
  const lost = () => {
    const r = gruntsRoster();
    for (const v of r.vehicles) {
      v.status = "destroyed";
      v.crew = { driverId: null, gunnerIds: [], passengerIds: [], polecatIds: [] };
    }
    r.ledger.push({ reason: "Spent", amount: 90 - 400, balanceAfter: 90 });
    r.stash.push({ id: "s1", name: "Grenades", cost: 30 }, { id: "s2", name: "Rope", cost: 5 });
    return r;
  };
  it("each change lands on the ledger, the stash and the new hulk (the third vehicle), the hulk named Hulk by default", () => {
    const res = wreckAndRuin(lost());
    expect(res.changes).toEqual([
      { path: ["ledger"], text: "Wreck and Ruin: Da Grunts loses its 90 credits." },
      { path: ["stash"], text: "Wreck and Ruin: Da Grunts loses everything in its stash (Grenades, Rope)." },
      { path: ["vehicles", 2], text: "Da Grunts is given a hulk from the salvage yard: a half track with every location at -2 Toughness." },
    ]);
    expect(res.roster.vehicles[2]!.name).toBe("Hulk");
    // the Credits page lists the ledger line with its reason
    expect(res.roster.ledger.at(-1)).toEqual({ reason: "Wreck and Ruin: the stash is lost", amount: -90, balanceAfter: 0 });
  });
});

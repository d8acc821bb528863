import { describe, expect, it } from "vitest";
import * as rules from "./index";
import { gangRating } from "./rating";

describe("lib/rules entry", () => {
  it("exports the tables, roster functions, validation, cards and post-game steps", () => {
    for (const name of ["TRUCK_BUGGY", "WORKSHOP_UPGRADES", "CUSTOM_UPGRADES", "THRUSTER_BUSTER_TABLE", "DRIVING_SKILLS", "PERMANENT_DAMAGE_TABLE", "TRUCK_TRACK_BUGGY_DAMAGE", "rosterSchema", "validateRoster", "canAddUpgrade", "effectiveVehicle", "rollPermanentDamage", "visitRogueTechpriest", "gainDrivingSkill", "awardDriverExperience", "resolveCrewDeaths", "wreckAndRuin", "replayStep", "appendEntry", "gangRating"]) {
      expect(rules, name).toHaveProperty(name);
    }
  });
  it("orThrow names the issues of a refused change", () => {
    expect(() => rules.orThrow(rules.addUpgrade(rules.gruntsRoster(), "bike", "hard-point"))).toThrow("Hard point may not be purchased for bikes or trikes.");
  });
  it("sameIssue compares code, message and path", () => {
    const a = rules.issue("upgrade-mounting", ["vehicles", 0], "m");
    expect([rules.sameIssue(a, { ...a }), rules.sameIssue(a, { ...a, code: "not-allowed" }), rules.sameIssue(a, { ...a, message: "x" }), rules.sameIssue(a, { ...a, path: ["vehicles", 1] })]).toEqual([true, false, false, false]);
  });
});

describe("gang rating", () => {
  it("ruling: rating counts living fighters' cost, undestroyed vehicles, bolted-on weapons and upgrades, not stash or credits", () => {
    const r = rules.gruntsRoster();
    // fixture fighters carry no cost field: vehicles 200 + 100, weapons 40 + 20, armour plates 40.
    expect(gangRating(r)).toBe(400);
    const priced = structuredClone(r);
    Object.assign(priced.fighters[0]!, { cost: 60, equipment: [{ cost: 15 }] });
    Object.assign(priced.fighters[1]!, { cost: 40 });
    priced.fighters[2]!.status = "dead";
    priced.vehicles[1]!.status = "destroyed";
    priced.vehicles[0]!.upgrades.push({ upgradeId: "extra-ammo", mounting: null, weaponId: "stubber" }, { upgradeId: "extra-ammo", mounting: null, weaponId: "gone" });
    expect(gangRating(priced)).toBe(60 + 15 + 40 + 200 + 60 + 40 + 10 + 0);
  });
});

import { describe, expect, it } from "vitest";
import * as rules from "./index";
import { gangRating } from "./rating";

describe("lib/rules entry", () => {
  it("exports the tables, roster functions, validation, cards and post-game steps", () => {
    for (const name of [
      "TRUCK_BUGGY",
      "WORKSHOP_UPGRADES",
      "CUSTOM_UPGRADES",
      "THRUSTER_BUSTER_TABLE",
      "DRIVING_SKILLS",
      "PERMANENT_DAMAGE_TABLE",
      "TRUCK_TRACK_BUGGY_DAMAGE",
      "rosterSchema",
      "validateRoster",
      "effectiveVehicle",
      "rollPermanentDamage",
      "visitRogueTechpriest",
      "gainDrivingSkill",
      "awardDriverExperience",
      "resolveCrewDeaths",
      "wreckAndRuin",
      "replayStep",
      "appendEntry",
      "gangRating",
    ]) {
      expect(rules, name).toHaveProperty(name);
    }
  });
  it("orThrow names the issues of a refused change", () => {
    expect(() => rules.orThrow(rules.addUpgrade(rules.gruntsRoster(), "bike", "hard-point"))).toThrow("Hard point cannot be fitted to a bike or trike.");
  });
  it("sameIssue compares code, message and path", () => {
    const a = rules.issue("upgrade-mounting", ["vehicles", 0], "m");
    expect([
      rules.sameIssue(a, { ...a }),
      rules.sameIssue(a, { ...a, code: "not-allowed" }),
      rules.sameIssue(a, { ...a, message: "x" }),
      rules.sameIssue(a, { ...a, path: ["vehicles", 1] }),
    ]).toEqual([true, false, false, false]);
  });
});

describe("gang rating", () => {
  it("ruling: rating counts living fighters' cost, undestroyed vehicles, bolted-on weapons and upgrades, not stash or credits", () => {
    const r = rules.gruntsRoster();
    // fighters 60+40+35+25+25+15, vehicles 200 + 100, weapons 40 + 20, armour plates 40.
    expect(gangRating(r)).toBe(200 + 400);
    const priced = structuredClone(r);
    priced.fighters[0]!.equipment = [{ name: "Flak armour", cost: 15, traits: [] }];
    priced.fighters[2]!.status = "dead";
    priced.vehicles[1]!.status = "destroyed";
    priced.vehicles[0]!.upgrades.push(
      { upgradeId: "extra-ammo", mounting: null, weaponId: "stubber" },
      { upgradeId: "extra-ammo", mounting: null, weaponId: "gone" },
    );
    // Spanna (35) is dead and the bike destroyed: boss 60 + flak 15, nob 40, grot 25, snag 25, yoof 15.
    expect(gangRating(priced)).toBe(60 + 15 + 40 + 25 + 25 + 15 + 200 + 60 + 40 + 10 + 0);
  });
  it("ruling: a retired fighter no longer counts in the rating either", () => {
    const r = rules.gruntsRoster();
    r.fighters.find((f) => f.id === "yoof")!.status = "retired";
    // Yoof (15) retired: 600 - 15
    expect(gangRating(r)).toBe(600 - 15);
  });
});

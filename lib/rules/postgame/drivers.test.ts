import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { gainDrivingSkill } from "./driving-skills";
import { awardDriverExperience } from "./driver-experience";
import { gruntsRoster } from "../roster/fixtures";
import { DRIVING_SKILL_IDS } from "../tables/driving-skills";

describe("003 Skills: nominated Drivers roll on the driving skills table", () => {
  it("003 Driving skills (ruling: the table is chosen, the skill rolled): a driver rolls a 4 and gains Stunt Driver (dice 4)", () => {
    const res = gainDrivingSkill(gruntsRoster(), { fighterId: "grot" }, manualDice([4]));
    expect(res.roster.fighters.find((f) => f.id === "grot")!.drivingSkills).toEqual(["stunt-driver"]);
    expect(res.changes[0]!.text).toBe("Grot gains the driving skill Stunt Driver.");
  });
  it("a skill the driver already has is re-rolled (dice 1, 1, 6 → Skid Turns)", () => {
    const r = gruntsRoster();
    r.fighters[3]!.drivingSkills = ["shadow"];
    const res = gainDrivingSkill(r, { fighterId: "grot" }, manualDice([1, 1, 6]));
    expect(res.roster.fighters[3]!.drivingSkills).toEqual(["shadow", "skid-turns"]);
    expect(res.log.map((l) => l.result)).toEqual([1, 1, 6]);
    expect(res.changes.map((c) => c.text)).toEqual([
      "Grot already has Shadow: re-roll.",
      "Grot already has Shadow: re-roll.",
      "Grot gains the driving skill Skid Turns.",
    ]);
  });
  it("only a nominated driver may roll; a driver with all six skills must use another table", () => {
    expect(gainDrivingSkill(gruntsRoster(), { fighterId: "nob" }, manualDice([1])).issues[0]!.message).toBe(
      'Only nominated Drivers can roll on the driving skills table: "nob" drives no vehicle.',
    );
    const r = gruntsRoster();
    r.fighters[3]!.drivingSkills = [...DRIVING_SKILL_IDS];
    expect(gainDrivingSkill(r, { fighterId: "grot" }, manualDice([])).issues[0]!.message).toBe(
      "Grot already has every driving skill: take a skill from another table.",
    );
  });
});

describe("003 Drivers and experience", () => {
  it("+1 for the first ram that caused damage (ruling: once per battle, however many rams) and +1 per foot fighter run over", () => {
    const res = awardDriverExperience(gruntsRoster(), { fighterId: "grot", damagingRams: 3, footFightersRunOver: 2 });
    expect(res.roster.fighters[3]!.xp).toBe(3);
    expect(res.changes.map((c) => c.text)).toEqual([
      "Grot +1 experience: first ram of a vehicle that caused damage.",
      "Grot +2 experience: foot fighters run over and taken out of action.",
    ]);
    expect(res.log).toEqual([]);
  });
  it("no rams and nobody run over: no experience", () => {
    const res = awardDriverExperience(gruntsRoster(), { fighterId: "grot", damagingRams: 0, footFightersRunOver: 0 });
    expect([res.roster.fighters[3]!.xp, res.changes]).toEqual([0, []]);
  });
  it("refuses an unknown fighter and counts that are not whole numbers", () => {
    expect(awardDriverExperience(gruntsRoster(), { fighterId: "x", damagingRams: 1, footFightersRunOver: 0 }).issues[0]!.code).toBe("unknown-fighter");
    expect(awardDriverExperience(gruntsRoster(), { fighterId: "grot", damagingRams: -1, footFightersRunOver: 0 }).issues[0]!.code).toBe("not-allowed");
  });
});

// The summary shows each change's text and the dice it rolled (purpose and faces); a refusal goes
// under the step's field with its message. The path names the roster field a change touched.
describe("003 driver steps: the words, rolls and paths the player is shown", () => {
  it("003 Driving skills, dice 1 then 6: Shadow is re-rolled, then Skid Turns; both rolls are named for the driver", () => {
    const r = gruntsRoster();
    r.fighters[3]!.drivingSkills = ["shadow"];
    const res = gainDrivingSkill(r, { fighterId: "grot" }, manualDice([1, 6]));
    expect(res.changes).toEqual([
      { path: ["fighters", 3, "drivingSkills"], text: "Grot already has Shadow: re-roll." },
      { path: ["fighters", 3, "drivingSkills"], text: "Grot gains the driving skill Skid Turns." },
    ]);
    expect(res.log.map((l) => l.purpose)).toEqual(["Driving skill: Grot", "Driving skill: Grot"]);
  });
  it("003 Driving skills refusals: their code and field (not a driver; every skill already known)", () => {
    expect(gainDrivingSkill(gruntsRoster(), { fighterId: "nob" }, manualDice([1])).issues).toEqual([
      { code: "not-allowed", path: ["fighters"], message: 'Only nominated Drivers can roll on the driving skills table: "nob" drives no vehicle.' },
    ]);
    const r = gruntsRoster();
    r.fighters[3]!.drivingSkills = [...DRIVING_SKILL_IDS];
    expect(gainDrivingSkill(r, { fighterId: "grot" }, manualDice([])).issues).toEqual([
      { code: "not-allowed", path: ["fighters", 3, "drivingSkills"], message: "Grot already has every driving skill: take a skill from another table." },
    ]);
  });
  it("003 Drivers and experience: both awards land on the driver's experience", () => {
    const res = awardDriverExperience(gruntsRoster(), { fighterId: "grot", damagingRams: 1, footFightersRunOver: 1 });
    expect(res.changes).toEqual([
      { path: ["fighters", 3, "xp"], text: "Grot +1 experience: first ram of a vehicle that caused damage." },
      { path: ["fighters", 3, "xp"], text: "Grot +1 experience: foot fighters run over and taken out of action." },
    ]);
  });
  it("003 Drivers and experience refusals: an unknown fighter, and counts that are not whole numbers from 0 (under experience)", () => {
    expect(awardDriverExperience(gruntsRoster(), { fighterId: "x", damagingRams: 1, footFightersRunOver: 0 }).issues).toEqual([
      { code: "unknown-fighter", path: ["fighters"], message: 'There is no fighter "x" on the roster.' },
    ]);
    expect(awardDriverExperience(gruntsRoster(), { fighterId: "grot", damagingRams: 0, footFightersRunOver: 1.5 }).issues).toEqual([
      { code: "not-allowed", path: ["fighters", 3, "xp"], message: "Rams and fighters run over are counted in whole numbers from 0." },
    ]);
  });
});

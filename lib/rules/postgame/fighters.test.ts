import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { gruntsRoster } from "../roster/fixtures";
import { assignCrew } from "../roster/operations";
import { availableFighter, clearNextBattleMarks, drivenBy, vehicleIndex } from "./fighters";
import { awardDriverExperience } from "./driver-experience";
import { gainDrivingSkill } from "./driving-skills";

// Who the post-game may pick for a job. The fixture's fighters, in order: boss (index 0), nob,
// spanna, grot, snag, yoof; grot drives the truck, spanna the bike.
describe("post-game look-ups: who and what a step may pick", () => {
  it("a recovering fighter may still be picked; dead, captured and retired fighters may not", () => {
    const r = gruntsRoster();
    r.fighters[1]!.status = "recovering";
    expect(availableFighter(r, "nob")?.name).toBe("Nob");
    for (const status of ["dead", "captured", "retired"] as const) {
      r.fighters[1]!.status = status;
      expect(availableFighter(r, "nob"), status).toBeUndefined();
    }
    expect(availableFighter(r, "ghost")).toBeUndefined();
  });
  it("a destroyed vehicle is not found, and its old driver no longer counts as driving it", () => {
    const r = gruntsRoster();
    expect(vehicleIndex(r, "bike")).toBe(1);
    expect(drivenBy(r, "spanna")?.id).toBe("bike");
    r.vehicles[1]!.status = "destroyed";
    expect(vehicleIndex(r, "bike")).toBe(-1);
    expect(drivenBy(r, "spanna")).toBeUndefined();
    // 003 Skills: only a nominated driver takes a driving skill, so the wrecked bike's rider cannot
    expect(gainDrivingSkill(r, { fighterId: "spanna" }, manualDice([1])).issues[0]!.code).toBe("not-allowed");
  });
  it("clears every 'misses the next battle' mark once that battle is fought, and leaves the roster it was given alone", () => {
    const r = gruntsRoster();
    r.fighters[2]!.missesNextBattle = "stripping a wreck";
    r.vehicles[0]!.benchedNextBattle = true;
    const cleared = clearNextBattleMarks(r);
    expect(cleared.fighters.every((f) => f.missesNextBattle === null)).toBe(true);
    expect(cleared.vehicles.every((v) => !v.benchedNextBattle)).toBe(true);
    expect(r.fighters[2]!.missesNextBattle).toBe("stripping a wreck");
  });
  it("003 Drivers and experience for the first fighter on the roster (index 0): the Leader at the wheel gets his +1", () => {
    let r = gruntsRoster();
    r.vehicles[1]!.crew.driverId = null;
    const crewed = assignCrew(r, "bike", "boss", "driver");
    if (!crewed.ok) throw new Error(crewed.issues[0]!.message);
    r = crewed.roster;
    const res = awardDriverExperience(r, { fighterId: "boss", damagingRams: 2, footFightersRunOver: 0 });
    expect(res.issues).toEqual([]);
    expect(res.roster.fighters[0]!.xp).toBe(r.fighters[0]!.xp + 1);
    // 003 Skills: dice 1 → the first row of the driving skills table, for the fighter at index 0
    const skill = gainDrivingSkill(r, { fighterId: "boss" }, manualDice([1]));
    expect(skill.issues).toEqual([]);
    expect(skill.roster.fighters[0]!.drivingSkills).toHaveLength(1);
  });
});

// 003 Campaign Rules, Skills: any nominated driver may take his skill from the driving skills table.
// ruling: the player chooses to use this table instead of the fighter's usual ones; the skill is
// then rolled on a D6, and a skill the driver already has is re-rolled.
import type { Dice } from "../../dice";
import type { Roster } from "../roster/schema";
import { DRIVING_SKILLS, drivingSkillByRoll } from "../tables/driving-skills";
import { drivenBy, fighterIndex } from "./fighters";
import { StepRecorder, type PostgameResult } from "./result";

export function gainDrivingSkill(roster: Roster, input: { fighterId: string }, dice: Dice): PostgameResult {
  const rec = new StepRecorder(roster, dice);
  const fi = fighterIndex(roster, input.fighterId);
  const vehicle = drivenBy(roster, input.fighterId);
  if (fi < 0 || !vehicle)
    return rec.refuse("not-allowed", ["fighters"], `Only nominated Drivers can roll on the driving skills table: "${input.fighterId}" drives no vehicle.`);
  const f = rec.roster.fighters[fi]!;
  if (f.drivingSkills.length >= DRIVING_SKILLS.length) {
    return rec.refuse("not-allowed", ["fighters", fi, "drivingSkills"], `${f.name} already has every driving skill: take a skill from another table.`);
  }
  for (;;) {
    const skill = drivingSkillByRoll(dice.d6(`Driving skill: ${f.name}`));
    if (!f.drivingSkills.includes(skill.id)) {
      f.drivingSkills.push(skill.id);
      rec.change(["fighters", fi, "drivingSkills"], `${f.name} gains the driving skill ${skill.name}.`);
      return rec.done();
    }
    rec.change(["fighters", fi, "drivingSkills"], `${f.name} already has ${skill.name}: re-roll.`);
  }
}

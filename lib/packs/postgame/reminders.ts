// The reminder to recruit: a rules role the pack's fighter types ask a gang to fill (a type's
// minimum) that the gang, after its losses, no longer fills.
import { seededDice, type Dice } from "../../dice";
import type { Roster } from "../../rules/roster/schema";
import { StepRecorder } from "../../rules/postgame/result";
import { FIGHTER_TYPE_NAMES, FIGHTER_TYPES } from "../../rules/tables/fighters";
import type { Pack } from "../schema/pack";
import { stillInGang, withRows, type FighterStepResult } from "./result";

/**
 * ruling: counted by rules role, so a fighter made before packs (a custom type) fills his role as
 * well as one recruited from the pack; a captured or recovering fighter is still the gang's.
 */
export function recruitReminders(roster: Roster, pack: Pack, dice: Dice = seededDice(0, false)): FighterStepResult {
  const rec = new StepRecorder(roster, dice);
  for (const role of FIGHTER_TYPES) {
    const types = pack.fighterTypes.filter((t) => t.role === role && t.min > 0);
    const needed = types.reduce((n, t) => n + t.min, 0);
    if (needed === 0) continue;
    const have = roster.fighters.filter((f) => f.type === role && stillInGang(f)).length;
    if (have >= needed) continue;
    const word = FIGHTER_TYPE_NAMES[role];
    rec.notice(
      "recruit-for-role",
      `${have === 0 ? `The gang has no ${word}` : `The gang has ${have} ${word}${have === 1 ? "" : "s"}`} and needs at least ${needed}: recruit ${needed - have === 1 ? "a" : needed - have} ${types.map((t) => t.name).join(" or ")}.`,
    );
  }
  return withRows(rec.done(), []);
}

// Experience from the battle record: what each fighter did (kills, enemies taken out of action) and
// any extra the organiser's scenario gives, at the pack's rates (or the placeholder rates).
import { seededDice, type Dice } from "../../dice";
import type { Roster } from "../../rules/roster/schema";
import { fighterIndex } from "../../rules/postgame/fighters";
import { StepRecorder } from "../../rules/postgame/result";
import type { Pack } from "../schema/pack";
import { experienceRuleOf, stillInGang, withRows, type FighterStepResult } from "./result";

export interface BattleRecordEntry {
  fighterId: string;
  /** Enemies this fighter killed. */
  kills: number;
  /** Enemies this fighter took out of action. */
  outOfActionCaused: number;
  /** Extra experience the organiser's scenario gives this fighter. */
  scenarioXp: number;
}

/** The fighters who took part in the battle, one entry each. */
export interface ExperienceInput {
  record: BattleRecordEntry[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function awardFighterExperience(roster: Roster, pack: Pack, input: ExperienceInput, dice: Dice = seededDice(0, false)): FighterStepResult {
  const rec = new StepRecorder(roster, dice);
  const rule = experienceRuleOf(pack);
  const seen = new Set<string>();
  for (const e of input.record) {
    const fi = fighterIndex(roster, e.fighterId);
    if (fi < 0) return withRows(rec.refuse("unknown-fighter", ["fighters"], `There is no fighter "${e.fighterId}" on the roster.`), []);
    const f = rec.roster.fighters[fi]!;
    if (seen.has(e.fighterId))
      return withRows(rec.refuse("not-allowed", ["fighters", fi, "xp"], `${f.name} is in the battle record twice: give one line per fighter.`), []);
    seen.add(e.fighterId);
    if (!stillInGang(f)) return withRows(rec.refuse("not-allowed", ["fighters", fi, "xp"], `${f.name} is ${f.status} and earns no experience.`), []);
    if ([e.kills, e.outOfActionCaused, e.scenarioXp].some((n) => !Number.isInteger(n) || n < 0)) {
      return withRows(
        rec.refuse("not-allowed", ["fighters", fi, "xp"], `${f.name}: kills, enemies taken out of action and scenario experience are whole numbers from 0.`),
        [],
      );
    }
    const parts = [
      rule.forTakingPart > 0 ? `${rule.forTakingPart} for taking part` : "",
      e.kills > 0 && rule.perKill > 0 ? `${e.kills * rule.perKill} for ${plural(e.kills, "kill")}` : "",
      e.outOfActionCaused > 0 && rule.perOutOfAction > 0
        ? `${e.outOfActionCaused * rule.perOutOfAction} for ${plural(e.outOfActionCaused, "enemy", "enemies")} taken out of action`
        : "",
      e.scenarioXp > 0 ? `${e.scenarioXp} from the scenario` : "",
    ].filter(Boolean);
    const gained = rule.forTakingPart + e.kills * rule.perKill + e.outOfActionCaused * rule.perOutOfAction + e.scenarioXp;
    if (gained === 0) continue;
    f.xp += gained;
    rec.change(["fighters", fi, "xp"], `${f.name} +${gained} experience (${parts.join(", ")}): ${f.xp} in all.`);
  }
  return withRows(rec.done(), []);
}

// What a fighter post-game step returns: the vehicle steps' result (the new roster, the dice
// rolled, what changed in words, notices, refusals; lib/rules/postgame/result.ts) and the table
// rows the dice landed on, so the wizard shows the dice and the row before anything is applied.
import type { Fighter, Roster } from "../../rules/roster/schema";
import type { PostgameResult } from "../../rules/postgame/result";
import type { ExperienceRule, TableDice } from "../schema/tables";
import type { Pack } from "../schema/pack";

export interface TableRowUsed {
  /** Which table: "Lasting injuries", "Advances", "Skills: Aim", "Income". */
  table: string;
  dice: TableDice;
  /** The result rolled (a D66 as 11 to 66). */
  roll: number;
  /** The row's bounds; the roll itself for a table without rows (a skill list, an income roll). */
  from: number;
  to: number;
  /** What the row says: "Cracked ribs", "+1 WS", "Snap Aim", "40 credits". */
  name: string;
}

export interface FighterStepResult extends PostgameResult {
  rows: TableRowUsed[];
}

export const withRows = (r: PostgameResult, rows: TableRowUsed[]): FighterStepResult => ({ ...r, rows });

/** Runs one fighter step after another, each on the roster the last one left; refusals are kept. */
export function chainSteps(roster: Roster, steps: ((r: Roster) => FighterStepResult)[]): FighterStepResult {
  const out: FighterStepResult = { roster, log: [], changes: [], notices: [], issues: [], rows: [] };
  for (const step of steps) {
    const r = step(out.roster);
    out.roster = r.roster;
    out.log.push(...r.log);
    out.changes.push(...r.changes);
    out.notices.push(...r.notices);
    out.issues.push(...r.issues);
    out.rows.push(...r.rows);
  }
  return out;
}

/**
 * PLACEHOLDER numbers for a pack that gives no experience rule: one point for taking part, one
 * for each kill and each enemy taken out of action. A group sets its own in its pack.
 */
export const DEFAULT_EXPERIENCE_RULE: ExperienceRule = { forTakingPart: 1, perKill: 1, perOutOfAction: 1 };

export const experienceRuleOf = (pack: Pack): ExperienceRule => pack.experience ?? DEFAULT_EXPERIENCE_RULE;

/** On the roster and able to take part in the post-game: not dead or retired. */
export const stillInGang = (f: Pick<Fighter, "status">) => f.status !== "dead" && f.status !== "retired";

// Income by the campaign's rule, into the ledger (lib/rules/ledger.ts): a fixed sum for a win, a
// draw or a loss, or a dice expression rolled after every battle.
import type { Dice } from "../../dice";
import type { Roster } from "../../rules/roster/schema";
import { credit } from "../../rules/ledger";
import { StepRecorder } from "../../rules/postgame/result";
import { parseDiceExpression, rollTableDice } from "../dice";
import type { Pack } from "../schema/pack";
import { withRows, type FighterStepResult } from "./result";

export const BATTLE_RESULTS = ["win", "draw", "loss"] as const;
export type BattleResult = (typeof BATTLE_RESULTS)[number];

export interface IncomeInput {
  result: BattleResult;
}

/** ruling: income is the gang's, once per battle, whatever the rule; a rule giving 0 adds no entry. */
export function collectIncome(roster: Roster, pack: Pack, input: IncomeInput, dice: Dice): FighterStepResult {
  const rec = new StepRecorder(roster, dice);
  const rule = pack.income;
  if (!rule) return withRows(rec.refuse("not-allowed", ["ledger"], `The pack "${pack.name}" has no income rule.`), []);
  const reason = `Income after the battle (${input.result})`;
  if (rule.kind === "by-result") {
    const credits = rule[input.result];
    if (credits > 0) rec.roster.ledger = credit(rec.roster.ledger, reason, credits);
    rec.change(["ledger"], credits > 0 ? `${credits} credits of income for a ${input.result}.` : `No income for a ${input.result}.`);
    return withRows(rec.done(), []);
  }
  const expr = parseDiceExpression(rule.roll);
  if (!expr) return withRows(rec.refuse("not-allowed", ["ledger"], `The income rule "${rule.roll}" is not a dice expression the app can roll.`), []);
  const roll = rollTableDice(dice, expr.dice, "Income");
  const credits = roll * expr.times + expr.plus;
  rec.roster.ledger = credit(rec.roster.ledger, reason, credits);
  rec.change(["ledger"], `${rule.roll} rolled ${roll}: ${credits} credits of income.`);
  return withRows(rec.done(), [{ table: "Income", dice: expr.dice, roll, from: roll, to: roll, name: `${credits} credits` }]);
}

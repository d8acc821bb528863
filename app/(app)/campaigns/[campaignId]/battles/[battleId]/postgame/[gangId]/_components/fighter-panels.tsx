"use client";
// The fighter half of the post-game (issue 13): experience from the battle record, what became of
// each fighter taken out of action, and income by the campaign's pack. Advances: advance-panel.tsx.
import { useWatch } from "react-hook-form";
import type { PostgameFormValues } from "@/lib/contracts/postgame";
import type { PostgamePlan } from "@/lib/rules/postgame/plan";
import { parseDiceExpression } from "@/lib/packs/dice";
import type { TableDice } from "@/lib/packs/schema/tables";
import { DiceChoice, RadioGroupField } from "./form-controls";
import { ReplacementsFields } from "./step-panels";

/** How to type in the dice a pack's table rolls. */
export function diceHint(dice: TableDice): string {
  switch (dice) {
    case "D3":
      return "One D6, read as a D3 (1-2 is 1, 3-4 is 2, 5-6 is 3).";
    case "D6":
      return "One D6.";
    case "2D6":
      return "Both D6 (3 4 is 7).";
    case "D66":
      return "The D66: the tens die then the units die (3 1 is 31).";
    case "D10":
      return "One D10 (1 to 10).";
    case "D100":
      return "One number from 1 to 100.";
  }
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function ExperiencePanel({ plan }: { plan: PostgamePlan }) {
  const { experience, experienceRule: rule, advances, packName } = plan.fighterHalf;
  const rates = [`${rule.forTakingPart} for taking part`, `${rule.perKill} per kill`, `${rule.perOutOfAction} per enemy taken out of action`].join(", ");
  return (
    <div className="space-y-3">
      <p>
        Every fighter who took part earns experience from the battle record at the rates of {packName}: {rates}, plus any extra XP the scenario gave. It is
        written on the roster when you confirm the summary.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="text-left font-medium">Experience from the battle record</caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className="pr-2">
                Fighter
              </th>
              <th scope="col" className="px-2">
                Kills
              </th>
              <th scope="col" className="px-2">
                Enemies out of action
              </th>
              <th scope="col" className="px-2">
                Extra XP
              </th>
              <th scope="col" className="px-2">
                Gained
              </th>
            </tr>
          </thead>
          <tbody>
            {experience.map((x) => (
              <tr key={x.fighterId} className="border-t border-stone-200">
                <th scope="row" className="pr-2 text-left font-normal">
                  {x.name}
                </th>
                <td className="px-2">{x.kills}</td>
                <td className="px-2">{x.outOfActionCaused}</td>
                <td className="px-2">{x.extraXp}</td>
                <td className="px-2 font-semibold">+{x.gained}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-stone-700">
        Drivers&apos; experience for rams and fighters run over comes on its own step.{" "}
        {advances &&
          (advances.fighters.length > 0
            ? `${plural(advances.fighters.length, "fighter")} will have enough experience for an advance (from ${advances.cheapest} XP): choose it on the Advances step.`
            : `Nobody will have enough experience for an advance yet (the cheapest costs ${advances.cheapest} XP).`)}
      </p>
    </div>
  );
}

const OUTCOME_WORDS = { roll: "Roll on the lasting-injury table", died: "Died (no roll)", none: "No lasting injury" } as const;

/**
 * For each fighter taken out of action: a roll on the pack's lasting-injury table (the default when
 * the pack has one), dead without a roll (003's crew deaths, with the replacements below), or nothing.
 */
export function InjuriesPanel({ plan }: { plan: PostgamePlan }) {
  const answers = useWatch<PostgameFormValues, "injuries">({ name: "injuries" }) ?? [];
  const table = plan.fighterHalf.injuryTable;
  const outcomes = (table ? (["roll", "died", "none"] as const) : (["died", "none"] as const)).map((o) => ({ value: o, label: OUTCOME_WORDS[o] }));
  return (
    <div className="space-y-4">
      <p>
        {table
          ? `Each fighter taken out of action rolls on the lasting-injury table of ${plan.fighterHalf.packName}; you see the roll and its row in the summary before anything is applied. A fighter who dies leaves the roster and his kit goes to the stash.`
          : `${plan.fighterHalf.packName} has no lasting-injury table: say which fighters died. A fighter who dies leaves the roster and his kit goes to the stash.`}
      </p>
      {plan.outOfAction.map((f, i) => (
        <fieldset key={f.fighterId} className="space-y-3 rounded border border-stone-300 p-3">
          <legend className="px-1 font-medium">{f.name}</legend>
          <RadioGroupField name={`injuries.${i}.outcome`} legend={`What became of ${f.name}?`} options={outcomes} />
          {table && answers[i]?.outcome === "roll" && (
            <DiceChoice prefix={`injuries.${i}`} what={`${f.name}'s lasting injury (${table.dice})`} hint={diceHint(table.dice)} placeholder="e.g. 3 1" />
          )}
        </fieldset>
      ))}
      {table && (
        <details className="rounded border border-stone-300 bg-white p-3 text-sm">
          <summary className="cursor-pointer font-medium">The lasting-injury table ({table.dice})</summary>
          <ul className="mt-2 space-y-0.5">
            {table.rows.map((r) => (
              <li key={r.from}>
                <span className="font-mono">{r.from === r.to ? r.from : `${r.from}-${r.to}`}</span> {r.name}
              </li>
            ))}
          </ul>
        </details>
      )}
      <ReplacementsFields plan={plan} />
    </div>
  );
}

const RULE_WORDS = { win: "a win", draw: "a draw", loss: "a loss" } as const;

export function IncomePanel({ plan }: { plan: PostgamePlan }) {
  const { income, result, packName } = plan.fighterHalf;
  if (!income) return null;
  const rule = income.rule;
  return (
    <div className="space-y-3">
      {rule.kind === "by-result" ? (
        <p>
          The battle record says <strong>{RULE_WORDS[result]}</strong>: <strong>{income.credits} credits</strong> of income go into the ledger. {packName} pays{" "}
          {rule.win} for a win, {rule.draw} for a draw and {rule.loss} for a loss.
        </p>
      ) : (
        <>
          <p>
            By the rule of {packName}, the gang&apos;s income after every battle is <strong>{rule.roll}</strong> credits, rolled now and paid into the ledger.
          </p>
          <DiceChoice prefix="income" what={`income (${rule.roll})`} hint={diceHint(parseDiceExpression(rule.roll)?.dice ?? "D6")} />
        </>
      )}
      <p className="text-sm text-stone-700">Income is paid once, here. Any other payment (a bonus, a fine) goes on the Credits step.</p>
    </div>
  );
}

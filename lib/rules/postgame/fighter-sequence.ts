// The fighter half's steps (lib/packs/postgame) as planned steps of the post-game sequence: built
// from the wizard's answers and the plan, each with its dice and the form field its errors go under.
// sequence.ts decides where each sits among the vehicle steps.
import type { PostgameInput } from "@/lib/contracts/postgame";
import type { PostgamePlan } from "./plan";
import type { PlannedStep, SeedKey, StepDice } from "./sequence";

export interface FighterStepContext {
  plan: PostgamePlan;
  input: PostgameInput;
  key: (step: string, subject: string) => SeedKey;
  diceOf: (d: { mode: "app" | "manual"; faces: string }, key: SeedKey) => StepDice;
  name: (fighterId: string) => string;
  /** Records an error under a form field. */
  error: (field: string, message: string) => void;
}

const RESULT_WORDS = { win: "a win", draw: "a draw", loss: "a loss" } as const;

/** Experience from the battle record: one step for every fighter who took part. */
export function experienceStep({ plan }: FighterStepContext): PlannedStep[] {
  const rows = plan.fighterHalf.experience;
  if (rows.length === 0) return [];
  return [
    {
      kind: "fighter-experience",
      label: "Experience from the battle",
      field: "_form",
      input: {
        step: "fighter-experience",
        input: { record: rows.map((x) => ({ fighterId: x.fighterId, kills: x.kills, outOfActionCaused: x.outOfActionCaused, scenarioXp: x.extraXp })) },
      },
      dice: { mode: "none" },
    },
  ];
}

/** The fighters the player says died without a roll (the "died" answer). */
export function diedWithoutRoll({ plan, input, error }: FighterStepContext): Set<string> {
  const dead = new Set<string>();
  input.injuries.forEach((d, i) => {
    if (d.outcome === "none") return;
    if (!plan.outOfAction.some((f) => f.fighterId === d.fighterId)) {
      error(
        `injuries.${i}.outcome`,
        d.outcome === "died"
          ? "Only a fighter taken out of action in this battle can die from it."
          : "Only a fighter taken out of action in this battle rolls a lasting injury.",
      );
    }
    if (d.outcome === "died") dead.add(d.fighterId);
  });
  return dead;
}

/** A lasting-injury roll for each fighter whose answer is "roll", in the order of the answers. */
export function injurySteps({ input, key, diceOf, name }: FighterStepContext): PlannedStep[] {
  return input.injuries.flatMap((d, i) =>
    d.outcome !== "roll"
      ? []
      : [
          {
            kind: "lasting-injuries" as const,
            label: `Lasting injury: ${name(d.fighterId)}`,
            field: `injuries.${i}.outcome`,
            diceField: `injuries.${i}.faces`,
            input: { step: "lasting-injuries" as const, input: { fighterIds: [d.fighterId] } },
            dice: diceOf(d, key("lasting-injury", d.fighterId)),
          },
        ],
  );
}

/** The kit of the fighters who died without a roll goes where a rolled death sends it: the stash. */
export function kitStep(dead: ReadonlySet<string>): PlannedStep[] {
  if (dead.size === 0) return [];
  return [
    {
      kind: "kit-to-stash",
      label: "Kit of the dead to the stash",
      field: "injuries",
      input: { step: "kit-to-stash", input: { fighterIds: [...dead] } },
      dice: { mode: "none" },
    },
  ];
}

/** Each advance the player buys, in the order entered; a rolled one (or a random skill) rolls. */
export function advanceSteps({ plan, input, key, diceOf, name, error }: FighterStepContext, dead: ReadonlySet<string>): PlannedStep[] {
  const options = plan.fighterHalf.advances?.options ?? [];
  return input.advances.map((a, i) => {
    const at = `advances.${i}`;
    if (dead.has(a.fighterId)) error(`${at}.fighterId`, `${name(a.fighterId)} died in this battle: choose someone else.`);
    const option = a.how === "chosen" ? options.find((o) => o.id === a.advancementId) : undefined;
    const rolls = a.how === "rolled" || (option?.effect.kind === "skill" && option.effect.how === "random");
    return {
      kind: "advance",
      label: `Advance: ${name(a.fighterId)} (${a.how === "rolled" ? "rolled" : (option?.name ?? a.advancementId)})`,
      field: `${at}.${a.how === "rolled" ? "how" : "advancementId"}`,
      diceField: `${at}.faces`,
      choiceFields: { category: `${at}.categoryId`, skill: `${at}.skillId`, experience: `${at}.fighterId` },
      input: {
        step: "advance",
        input: {
          fighterId: a.fighterId,
          choice: a.how === "rolled" ? { kind: "rolled" } : { kind: "chosen", advancementId: a.advancementId },
          ...(a.categoryId ? { categoryId: a.categoryId } : {}),
          ...(a.skillId ? { skillId: a.skillId } : {}),
        },
      },
      dice: rolls ? diceOf(a, key("advance", a.fighterId)) : { mode: "none" },
    } satisfies PlannedStep;
  });
}

/** Income by the campaign's rule for the gang's result; dice only for a dice expression. */
export function incomeStep({ plan, input, key, diceOf }: FighterStepContext): PlannedStep[] {
  const income = plan.fighterHalf.income;
  if (!income) return [];
  const { result } = plan.fighterHalf;
  return [
    {
      kind: "income",
      label: `Income for ${RESULT_WORDS[result]}`,
      field: "income.faces",
      input: { step: "income", input: { result } },
      dice: income.rule.kind === "dice" ? diceOf(input.income, key("income", plan.gangId)) : { mode: "none" },
    },
  ];
}

/** Last, on the roster as the post-game leaves it: a role the pack asks for and the gang lacks. */
export const remindersStep = (): PlannedStep[] => [
  { kind: "recruit-reminders", label: "Reminders", field: "_form", input: { step: "recruit-reminders", input: {} }, dice: { mode: "none" } },
];

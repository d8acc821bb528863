// The fighter post-game steps as data, as lib/rules/postgame/steps.ts has the vehicle ones: what
// the wizard submits and the app stores beside the step's roll log, so a step can be shown before
// it is applied and run again from its record (replayDice). Order in the wizard: experience,
// lasting injuries (and the kit of those who died without a roll), advances, income, then the
// reminder to recruit; lib/rules/postgame/sequence.ts places them among the vehicle steps.
import { z } from "zod";
import type { Dice } from "../../dice";
import type { Roster } from "../../rules/roster/schema";
import type { Pack } from "../schema/pack";
import { awardFighterExperience, type ExperienceInput } from "./experience";
import { kitToStash, rollLastingInjuries } from "./injuries";
import { buyAdvance, type AdvanceInput } from "./advance";
import { BATTLE_RESULTS, collectIncome, type IncomeInput } from "./income";
import { recruitReminders } from "./reminders";
import type { FighterStepResult } from "./result";

const id = z.string().min(1).max(80);
const count = z.number().int().min(0).max(1_000);

export const experienceInputSchema = z.object({
  record: z.array(z.object({ fighterId: id, kills: count, outOfActionCaused: count, scenarioXp: count })).max(100),
}) satisfies z.ZodType<ExperienceInput>;
export const lastingInjuriesInputSchema = z.object({ fighterIds: z.array(id).max(100) });
export const advanceInputSchema = z.object({
  fighterId: id,
  choice: z.discriminatedUnion("kind", [z.object({ kind: z.literal("chosen"), advancementId: id }), z.object({ kind: z.literal("rolled") })]),
  categoryId: id.optional(),
  skillId: id.optional(),
}) satisfies z.ZodType<AdvanceInput>;
export const incomeInputSchema = z.object({ result: z.enum(BATTLE_RESULTS) }) satisfies z.ZodType<IncomeInput>;

export const fighterPostgameStepSchema = z.discriminatedUnion("step", [
  z.object({ step: z.literal("fighter-experience"), input: experienceInputSchema }),
  z.object({ step: z.literal("lasting-injuries"), input: lastingInjuriesInputSchema }),
  z.object({ step: z.literal("kit-to-stash"), input: lastingInjuriesInputSchema }),
  z.object({ step: z.literal("advance"), input: advanceInputSchema }),
  z.object({ step: z.literal("income"), input: incomeInputSchema }),
  z.object({ step: z.literal("recruit-reminders"), input: z.object({}) }),
]);
export type FighterPostgameStepInput = z.infer<typeof fighterPostgameStepSchema>;

/** Runs one stored or submitted fighter step against the campaign's pack. */
export function runFighterPostgameStep(roster: Roster, pack: Pack, s: FighterPostgameStepInput, dice: Dice): FighterStepResult {
  switch (s.step) {
    case "fighter-experience":
      return awardFighterExperience(roster, pack, s.input, dice);
    case "lasting-injuries":
      return rollLastingInjuries(roster, pack, s.input, dice);
    case "kit-to-stash":
      return kitToStash(roster, s.input, dice);
    case "advance":
      return buyAdvance(roster, pack, s.input, dice);
    case "income":
      return collectIncome(roster, pack, s.input, dice);
    case "recruit-reminders":
      return recruitReminders(roster, pack, dice);
  }
}

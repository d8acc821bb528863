// The tables the post-game rolls on, and the campaign's experience and income numbers, each effect
// written in terms the app applies to a roster (a stat change, a missed game, death, a named injury).
import { z } from "zod";
import { STAT_NAMES, STAT_RANGE } from "../../rules/tables/fighters";
import { credits, limitedList, packId, packName, packText } from "./text";

/** The dice a pack's table may be rolled with: the ones the app's dice roll and log. */
export const TABLE_DICE = ["D3", "D6", "2D6", "D66", "D10", "D100"] as const;
export type TableDice = (typeof TABLE_DICE)[number];
const tableDice = z
  .enum(TABLE_DICE, { error: `The dice must be one of ${TABLE_DICE.join(", ")}.` })
  .describe("The dice the table is rolled with; D66 reads the first die as tens (11 to 66).");
const statName = z.enum(STAT_NAMES, { error: `A stat is one of ${STAT_NAMES.join(" ")}.` });
const result = z.number().int().min(1).max(100);

const INJURY_KINDS = `"stat", "miss-next-game", "recovering", "dead" or "injury"`;

/** What an injury row does; a row may do several things (a stat lost and a named injury). */
export const injuryEffectSchema = z.discriminatedUnion(
  "kind",
  [
    /** A characteristic goes up or down (never past 0 or 12). */
    z.strictObject({
      kind: z.literal("stat"),
      stat: statName,
      change: z
        .number()
        .int()
        .min(-STAT_RANGE.max)
        .max(STAT_RANGE.max)
        .refine((n) => n !== 0, { error: "A stat change of 0 changes nothing: leave the effect out." }),
    }),
    z.strictObject({ kind: z.literal("miss-next-game") }),
    z.strictObject({ kind: z.literal("recovering") }),
    /** The fighter is dead: he leaves the roster and his kit goes to the stash. */
    z.strictObject({ kind: z.literal("dead") }),
    /** A named injury written on the fighter's card ("Limp"). */
    z.strictObject({ kind: z.literal("injury"), name: packName }),
  ],
  { error: `An effect's kind must be one of ${INJURY_KINDS}.` },
);

export const injuryRowSchema = z.strictObject({
  from: result,
  to: result,
  name: packName,
  effects: limitedList(injuryEffectSchema, "effects"),
});

export const injuryTableSchema = z.strictObject({
  dice: tableDice,
  rows: limitedList(injuryRowSchema, "tableRows").min(1, { error: "A table needs at least one row." }),
});

/** What an advance gives: a stat +1 up to its maximum, or a skill from a category. */
export const advancementEffectSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({
      kind: z.literal("stat"),
      stat: statName,
      max: z
        .number()
        .int()
        .min(STAT_RANGE.min + 1)
        .max(STAT_RANGE.max),
    }),
    z.strictObject({
      kind: z.literal("skill"),
      /** A skill category's id; null: any category the fighter's type may learn. */
      category: packId.nullable(),
      /** The player picks the skill, or it is rolled from the category. */
      how: z.enum(["chosen", "random"], { error: `"how" is "chosen" or "random".` }),
    }),
  ],
  { error: `An advance's effect kind must be "stat" or "skill".` },
);

export const advancementSchema = z.strictObject({ id: packId, name: packName, xpCost: z.number().int().min(0).max(1_000), effect: advancementEffectSchema });

/** Rolling for an advance instead of choosing: a table whose rows name the pack's advances. */
export const advancementRollSchema = z.strictObject({
  xpCost: z.number().int().min(0).max(1_000),
  dice: tableDice,
  rows: limitedList(z.strictObject({ from: result, to: result, advancement: packId }), "tableRows").min(1, { error: "A table needs at least one row." }),
});

export const advancementsSchema = z.strictObject({
  options: limitedList(advancementSchema, "advancements"),
  roll: advancementRollSchema.nullable().default(null),
});

/** Experience from the battle record: each number is what one of those is worth. */
export const experienceRuleSchema = z.strictObject({
  forTakingPart: z.number().int().min(0).max(20),
  perKill: z.number().int().min(0).max(20),
  perOutOfAction: z.number().int().min(0).max(20),
});

/** "D6x10", "2D6x10+20": a die the app rolls, times a number, plus a number. */
export const DICE_EXPRESSION = /^(D3|D6|2D6|D66|D10|D100)(?:x([1-9][0-9]{0,2}))?(?:\+([1-9][0-9]{0,3}))?$/;

export const incomeRuleSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({ kind: z.literal("by-result"), win: credits, draw: credits, loss: credits }),
    z.strictObject({
      kind: z.literal("dice"),
      roll: packText(20).regex(DICE_EXPRESSION, {
        error: `A dice expression is a die (${TABLE_DICE.join(", ")}), then optionally x and a number, then optionally + and a number: "D6x10", "2D6x10+20".`,
      }),
    }),
  ],
  { error: `The income rule's kind must be "by-result" or "dice".` },
);

export type InjuryEffect = z.infer<typeof injuryEffectSchema>;
export type InjuryRow = z.infer<typeof injuryRowSchema>;
export type InjuryTable = z.infer<typeof injuryTableSchema>;
export type AdvancementEffect = z.infer<typeof advancementEffectSchema>;
export type Advancement = z.infer<typeof advancementSchema>;
export type AdvancementRoll = z.infer<typeof advancementRollSchema>;
export type Advancements = z.infer<typeof advancementsSchema>;
export type ExperienceRule = z.infer<typeof experienceRuleSchema>;
export type IncomeRule = z.infer<typeof incomeRuleSchema>;

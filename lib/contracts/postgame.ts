// The post-game wizard's one form: what the player chooses and the dice they rolled, shared by the
// wizard (zodResolver) and the preview/confirm actions. The server works out which steps the
// rules ask for from the battle; this only carries the player's answers.
import { z } from "zod";
import { CUSTOM_UPGRADE_IDS } from "@/lib/rules/tables/techpriest";
import { safeText } from "./text";

const id = safeText().trim().min(1).max(64);
/** A select left on "nobody": the empty string. */
const optionalId = safeText().trim().max(64);

export const DICE_MODES = ["app", "manual"] as const;
export type DiceMode = (typeof DICE_MODES)[number];

/** Dice typed in as they were read off the table: "6 4", "6,4" or "64" all mean a 6 then a 4. */
export function parseFaces(text: string): number[] {
  const t = text.trim();
  if (t === "") return [];
  const parts = /[\s,]/.test(t) ? t.split(/[\s,]+/).filter(Boolean) : t.split("");
  return parts.map(Number);
}

const diceFields = {
  mode: z.enum(DICE_MODES, { error: "Choose who rolls" }),
  faces: safeText()
    .trim()
    .max(200, "That is too many dice")
    .regex(/^[0-9\s,]*$/, "Enter the dice as numbers separated by spaces, e.g. 6 4"),
};

/** Manual dice need at least one face typed in; app dice ignore the box. */
function requireFaces<T extends { mode: DiceMode; faces: string }>(d: T, ctx: z.RefinementCtx, when = true, sides: 6 | 100 = 6) {
  if (!when || d.mode !== "manual") return;
  const faces = parseFaces(d.faces);
  if (faces.length === 0) ctx.addIssue({ code: "custom", path: ["faces"], message: "Enter the dice you rolled" });
  // every vehicle post-game roll is read off six-sided dice (D6, 2D6, D66, and D3 as a halved D6),
  // so a face outside 1 to 6 is a typo, said on the step where it was typed rather than at the
  // summary; a pack's tables may also roll a D10 or a D100, whose faces the step itself checks
  const wrong = faces.find((f) => f < 1 || f > sides);
  if (wrong !== undefined)
    ctx.addIssue({
      code: "custom",
      path: ["faces"],
      message: sides === 6 ? `These are six-sided dice: ${wrong} is not a face (1 to 6)` : `${wrong} is not a face of any die (1 to 100)`,
    });
}

export const permanentDamageChoiceSchema = z
  .object({ vehicleId: id, benchFighterId: optionalId, stripperId: optionalId, ...diceFields })
  .superRefine((d, ctx) => requireFaces(d, ctx));

/** 003 Destroyed: a wreck of a gang that bottled out, which this gang may strip. */
export const wreckStripChoiceSchema = z
  .object({ gangId: id, vehicleId: id, stripperId: optionalId, ...diceFields })
  .superRefine((d, ctx) => requireFaces(d, ctx, d.stripperId !== ""));

/**
 * What became of a fighter taken out of action: a roll on the pack's lasting-injury table, dead
 * without a roll (the tick the wizard had before packs; his seat goes through 003's crew deaths
 * with the replacements chosen), or no lasting injury at all.
 */
export const INJURY_OUTCOMES = ["roll", "died", "none"] as const;
export type InjuryOutcome = (typeof INJURY_OUTCOMES)[number];

export const injuryChoiceSchema = z
  .object({ fighterId: id, outcome: z.enum(INJURY_OUTCOMES, { error: "Choose what became of this fighter" }), ...diceFields })
  .superRefine((d, ctx) => requireFaces(d, ctx, d.outcome === "roll", 100));

/** An advance bought with experience: one of the pack's advances, or a roll on its table. */
export const ADVANCE_WAYS = ["chosen", "rolled"] as const;

export const advanceChoiceSchema = z
  .object({
    fighterId: safeText().trim().min(1, "Choose who advances").max(64),
    how: z.enum(ADVANCE_WAYS, { error: "Choose or roll the advance" }),
    /** The pack's advance, when chosen. */
    advancementId: optionalId,
    /** The skill category and the skill, where the advance (chosen or rolled) leaves them to the player. */
    categoryId: optionalId,
    skillId: optionalId,
    ...diceFields,
  })
  .superRefine((d, ctx) => {
    if (d.how === "chosen" && d.advancementId === "") ctx.addIssue({ code: "custom", path: ["advancementId"], message: "Choose the advance" });
    // a chosen advance that rolls (a random skill) is checked by the step, which knows the pack
    requireFaces(d, ctx, d.how === "rolled", 100);
  });

/** Income by the campaign's rule: dice only when the rule is a dice expression. */
export const incomeChoiceSchema = z.object(diceFields).superRefine((d, ctx) => requireFaces(d, ctx, true, 100));

export const replacementChoiceSchema = z.object({ vehicleId: id, driverId: optionalId, gunnerIds: z.array(optionalId).max(10) });

export const drivingSkillChoiceSchema = z.object({ fighterId: id, gained: z.boolean(), ...diceFields }).superRefine((d, ctx) => requireFaces(d, ctx, d.gained));

export const ONE_VISIT_EACH = "This fighter already visits the Techpriest: a visit is a post-game action, one per Leader or Champion";

export const techpriestChoiceSchema = z
  .object({
    visitorId: safeText().trim().min(1, "Choose who visits").max(64),
    vehicleId: safeText().trim().min(1, "Choose the vehicle").max(64),
    upgradeId: z.enum(CUSTOM_UPGRADE_IDS, { error: "Choose an upgrade" }),
    ...diceFields,
  })
  .superRefine((d, ctx) => requireFaces(d, ctx));

export const creditsEntrySchema = z.object({
  amount: z.coerce
    .number({ error: "The amount must be a number" })
    .min(-10_000, "At most 10,000 credits at a time")
    .max(10_000, "At most 10,000 credits at a time")
    .int("The amount must be a whole number")
    .refine((n) => n !== 0, "Enter an amount other than 0"),
  reason: safeText().trim().min(1, "Say what the credits are for").max(80, "At most 80 characters"),
});

export const postgameSchema = z
  .object({
    battleId: id,
    gangId: id,
    /** The gang version the wizard was loaded at: a confirmation against another is STALE. */
    version: z.coerce.number().int().min(0),
    permanentDamage: z.array(permanentDamageChoiceSchema).max(50),
    // a draft kept in the browser from before this step existed has none
    wreckStrips: z.array(wreckStripChoiceSchema).max(50).default([]),
    /** One answer per fighter taken out of action (see INJURY_OUTCOMES). */
    injuries: z.array(injuryChoiceSchema).max(200),
    replacements: z.array(replacementChoiceSchema).max(50),
    drivingSkills: z.array(drivingSkillChoiceSchema).max(50),
    techpriest: z.array(techpriestChoiceSchema).max(20, "At most 20 visits"),
    advances: z.array(advanceChoiceSchema).max(50, "At most 50 advances"),
    income: incomeChoiceSchema,
    credits: z.array(creditsEntrySchema).max(20, "At most 20 entries"),
    hulkName: safeText().trim().max(60, "Names can be at most 60 characters"),
  })
  .superRefine((p, ctx) => {
    // ruling: 003 Rogue Techpriest: the visit is a Leader's or Champion's post-game action, and a
    // fighter has one post-game action, so each visits at most once after a battle.
    const seen = new Set<string>();
    p.techpriest.forEach((t, i) => {
      if (!t.visitorId) return;
      if (seen.has(t.visitorId)) ctx.addIssue({ code: "custom", path: ["techpriest", i, "visitorId"], message: ONE_VISIT_EACH });
      seen.add(t.visitorId);
    });
    const fates = new Set<string>();
    p.injuries.forEach((d, i) => {
      if (fates.has(d.fighterId)) ctx.addIssue({ code: "custom", path: ["injuries", i, "outcome"], message: "This fighter already has an answer: one each" });
      fates.add(d.fighterId);
    });
  });
export type PostgameInput = z.infer<typeof postgameSchema>;
export type PostgameFormValues = z.input<typeof postgameSchema>;

export const postgameRefSchema = z.object({ battleId: id, gangId: id });
export type PostgameRef = z.infer<typeof postgameRefSchema>;

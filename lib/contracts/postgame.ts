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
  faces: safeText().trim().max(200, "That is too many dice").regex(/^[0-9\s,]*$/, "Enter the dice as numbers separated by spaces, e.g. 6 4"),
};

/** Manual dice need at least one face typed in; app dice ignore the box. */
function requireFaces<T extends { mode: DiceMode; faces: string }>(d: T, ctx: z.RefinementCtx, when = true) {
  if (!when || d.mode !== "manual") return;
  const faces = parseFaces(d.faces);
  if (faces.length === 0) ctx.addIssue({ code: "custom", path: ["faces"], message: "Enter the dice you rolled" });
  // every post-game roll is read off six-sided dice (D6, 2D6, D66, and D3 as a halved D6), so a
  // face outside 1 to 6 is a typo, said on the step where it was typed rather than at the summary
  const wrong = faces.find((f) => f < 1 || f > 6);
  if (wrong !== undefined) ctx.addIssue({ code: "custom", path: ["faces"], message: `These are six-sided dice: ${wrong} is not a face (1 to 6)` });
}

export const permanentDamageChoiceSchema = z
  .object({ vehicleId: id, benchFighterId: optionalId, stripperId: optionalId, ...diceFields })
  .superRefine((d, ctx) => requireFaces(d, ctx));

export const deathChoiceSchema = z.object({ fighterId: id, died: z.boolean() });

export const replacementChoiceSchema = z.object({ vehicleId: id, driverId: optionalId, gunnerIds: z.array(optionalId).max(10) });

export const drivingSkillChoiceSchema = z
  .object({ fighterId: id, gained: z.boolean(), ...diceFields })
  .superRefine((d, ctx) => requireFaces(d, ctx, d.gained));

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

export const postgameSchema = z.object({
  battleId: id,
  gangId: id,
  /** The gang version the wizard was loaded at: a confirmation against another is STALE. */
  version: z.coerce.number().int().min(0),
  permanentDamage: z.array(permanentDamageChoiceSchema).max(50),
  deaths: z.array(deathChoiceSchema).max(200),
  replacements: z.array(replacementChoiceSchema).max(50),
  drivingSkills: z.array(drivingSkillChoiceSchema).max(50),
  techpriest: z.array(techpriestChoiceSchema).max(20, "At most 20 visits"),
  credits: z.array(creditsEntrySchema).max(20, "At most 20 entries"),
  hulkName: safeText().trim().max(60, "Names can be at most 60 characters"),
}).superRefine((p, ctx) => {
  // ruling: 003 custom upgrades "Require a visit to rogue Techpriest as a post game action by a
  // Leader or Champion": a post-game action is one per fighter, so each visits once after a battle.
  const seen = new Set<string>();
  p.techpriest.forEach((t, i) => {
    if (!t.visitorId) return;
    if (seen.has(t.visitorId)) ctx.addIssue({ code: "custom", path: ["techpriest", i, "visitorId"], message: ONE_VISIT_EACH });
    seen.add(t.visitorId);
  });
});
export type PostgameInput = z.infer<typeof postgameSchema>;
export type PostgameFormValues = z.input<typeof postgameSchema>;

export const postgameRefSchema = z.object({ battleId: id, gangId: id });
export type PostgameRef = z.infer<typeof postgameRefSchema>;

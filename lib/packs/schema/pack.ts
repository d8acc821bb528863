// The pack document: one versioned JSON file holding any of fighter types, weapons, wargear,
// skills and the post-game tables. Its shape is checked here; what one entry says about another
// (ids that must exist, dice every row must cover) is checked in ../check.ts.
import { z } from "zod";
import { fighterTypeSchema, skillCategorySchema, skillSchema } from "./fighters";
import { packWargearSchema, packWeaponSchema } from "./equipment";
import { advancementsSchema, experienceRuleSchema, incomeRuleSchema, injuryTableSchema } from "./tables";
import { limitedList, packId, packLongText, packName } from "./text";

export const PACK_FORMAT = "gorka-garage.pack" as const;
export const PACK_VERSION = 1 as const;

const shown = (v: unknown) => (typeof v === "string" ? `"${v.length > 40 ? `${v.slice(0, 40)}…` : v}"` : typeof v === "number" ? String(v) : "something else");

export const packSchema = z.strictObject({
  format: z.literal(PACK_FORMAT, {
    error: (iss) =>
      iss.input === undefined
        ? `The file does not say what it is ("format": "${PACK_FORMAT}" is missing): is it a Gorka Garage pack?`
        : `This is not a Gorka Garage pack: its format is ${shown(iss.input)}, not "${PACK_FORMAT}".`,
  }),
  version: z.literal(PACK_VERSION, {
    error: (iss) =>
      iss.input === undefined
        ? `The file does not say which version of the pack format it is (version must be ${PACK_VERSION}).`
        : `version must be ${PACK_VERSION}: this file is version ${shown(iss.input)} of the pack format, and this app reads version ${PACK_VERSION} only.`,
  }),
  /** The pack's own id ("starter"): fighters recruited from it remember it. */
  id: packId.describe("The pack's own id: fighters recruited from it remember it."),
  name: packName.describe("The pack's name as players see it."),
  /** Counted up each time the pack is edited; a gang's fighters are pinned to the revision they came from. */
  revision: z
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(1)
    .describe("Counted up each time the pack is edited; fighters are pinned to the revision they came from."),
  /** What the pack is and where its numbers come from. */
  about: packLongText.default("").describe("What the pack is and where its numbers come from."),
  fighterTypes: limitedList(fighterTypeSchema, "fighterTypes")
    .default([])
    .describe("The fighters a gang may recruit: profile, cost, limits, what each may buy and learn."),
  weapons: limitedList(packWeaponSchema, "weapons").default([]).describe("Weapons, each with one or more profile lines."),
  wargear: limitedList(packWargearSchema, "wargear").default([]).describe("Wargear; its ids share one list with the weapons'."),
  skillCategories: limitedList(skillCategorySchema, "skillCategories").default([]).describe("Skill categories (at most 36 skills each)."),
  skills: limitedList(skillSchema, "skills").default([]).describe("Skills, each in one category."),
  injuries: injuryTableSchema.nullable().default(null).describe("The lasting-injury table: every result of its dice on exactly one row."),
  advancements: advancementsSchema.nullable().default(null).describe("Advances bought with experience, chosen or rolled."),
  experience: experienceRuleSchema.nullable().default(null).describe("Experience per battle; left out, placeholder rates of 1 each apply."),
  income: incomeRuleSchema.nullable().default(null).describe("Credits after each battle: by result, or a dice expression."),
});

/** A pack as read (every section present, empty where the file left it out). */
export type Pack = z.infer<typeof packSchema>;
/** A pack as it may be written (sections optional). */
export type PackInput = z.input<typeof packSchema>;

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
  id: packId,
  name: packName,
  /** Counted up each time the pack is edited; a gang's fighters are pinned to the revision they came from. */
  revision: z.number().int().min(1).max(1_000_000).default(1),
  /** What the pack is and where its numbers come from. */
  about: packLongText.default(""),
  fighterTypes: limitedList(fighterTypeSchema, "fighterTypes").default([]),
  weapons: limitedList(packWeaponSchema, "weapons").default([]),
  wargear: limitedList(packWargearSchema, "wargear").default([]),
  skillCategories: limitedList(skillCategorySchema, "skillCategories").default([]),
  skills: limitedList(skillSchema, "skills").default([]),
  injuries: injuryTableSchema.nullable().default(null),
  advancements: advancementsSchema.nullable().default(null),
  experience: experienceRuleSchema.nullable().default(null),
  income: incomeRuleSchema.nullable().default(null),
});

/** A pack as read (every section present, empty where the file left it out). */
export type Pack = z.infer<typeof packSchema>;
/** A pack as it may be written (sections optional). */
export type PackInput = z.input<typeof packSchema>;

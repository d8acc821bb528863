// Fighter types, skill categories and skills in a pack. A fighter type plays one of the rules roles
// the vehicle text knows (003: gunners are a Leader, Champion or Specialist), so the vehicle rules
// keep working whatever a group calls its fighters.
import { z } from "zod";
import { FIGHTER_TYPES, STAT_NAMES, STAT_RANGE, type StatName } from "../../rules/tables/fighters";
import { credits, limitedList, packId, packLongText, packName } from "./text";

const stat = z.number().int().min(STAT_RANGE.min).max(STAT_RANGE.max);
export const statValue = stat;

/** A full stat line (M WS BS S T W I A Ld Cl Wil Int), each from 0 to 12 (ruling in tables/fighters). */
export const packProfileSchema = z.strictObject(Object.fromEntries(STAT_NAMES.map((s) => [s, stat])) as Record<StatName, typeof stat>);

export const ROLE_WORDS = FIGHTER_TYPES.map((t) => `"${t}"`).join(", ");

/** An item on a fighter type's equipment list: a weapon or wargear of the pack, at this type's price. */
export const typeEquipmentSchema = z.strictObject({ item: packId, cost: credits });

export const fighterTypeSchema = z.strictObject({
  id: packId,
  name: packName,
  role: z
    .enum(FIGHTER_TYPES, {
      error: (iss) => (iss.input === undefined ? `A fighter type needs its rules role: one of ${ROLE_WORDS}.` : `The rules role must be one of ${ROLE_WORDS}.`),
    })
    .describe("The rules role it plays; the vehicle rules read it (gunners are a leader, champion or specialist)."),
  profile: packProfileSchema,
  cost: credits,
  /** How many of this type a gang must have (0: none needed) and may have (null: no limit). */
  min: z.number().int().min(0).max(100).describe("How many a gang must have (0: none needed)."),
  max: z.number().int().min(1).max(100).nullable().describe("How many a gang may have (null: no limit)."),
  equipment: limitedList(typeEquipmentSchema, "typeEquipment").describe("What it may buy: a weapon's or wargear's id, at this type's price."),
  skillCategories: limitedList(packId, "typeSkillCategories").describe("The ids of the skill categories it may learn from."),
});

export const skillCategorySchema = z.strictObject({ id: packId, name: packName });

export const skillSchema = z.strictObject({
  id: packId,
  name: packName,
  /** The id of one of the pack's skill categories. */
  category: packId,
  text: packLongText,
});

export type PackProfile = z.infer<typeof packProfileSchema>;
export type PackFighterType = z.infer<typeof fighterTypeSchema>;
export type PackSkillCategory = z.infer<typeof skillCategorySchema>;
export type PackSkill = z.infer<typeof skillSchema>;

// Weapons (one or more profile lines each) and wargear in a pack. A profile line keeps to the
// bounds the roster keeps (WEAPON_PROFILE_BOUNDS), so whatever a pack sells a roster can hold.
import { z } from "zod";
import { WEAPON_PROFILE_BOUNDS as B, type WeaponProfileLine } from "../../rules/roster/schema";
import { credits, limitedList, packId, packLongText, packName, traitText, NO_CONTROL_CHARACTERS } from "./text";

const whole = (b: { min: number; max: number }) => z.number().int().min(b.min).max(b.max);
const either = (words: string) => ({ error: words });

const S_WORDS = `Strength is a whole number from ${B.S.min} to ${B.S.max}, or the user's own written "S", "S+1" or "S-1".`;
const D_WORDS = `Damage is a whole number from ${B.D.min} to ${B.D.max}, or "D3" or "D6".`;

export const packProfileLineSchema = z.strictObject({
  /** "Frag", "Slug"; for a weapon with one line, its own name again. */
  name: z.string().trim().min(1).max(B.name.max).regex(NO_CONTROL_CHARACTERS, { error: "Control characters are not allowed in a pack's text." }),
  /** Whole inches; null where the weapon has no such range (shown "-"). */
  range: z
    .strictObject({ short: whole(B.range).nullable(), long: whole(B.range).nullable() })
    .describe("Short and long range in whole inches; null where there is none."),
  /** To-hit modifiers at short and long range; 0 is shown "-". */
  accuracy: z.strictObject({ short: whole(B.accuracy), long: whole(B.accuracy) }).describe("To-hit modifiers at short and long range, -3 to +3."),
  S: z.union([whole(B.S), z.string().regex(B.S.pattern, either(S_WORDS))], either(S_WORDS)).describe(S_WORDS),
  AP: whole(B.AP).describe("Armour piercing, 0 to -6 (0 prints -)."),
  D: z.union([whole(B.D), z.string().regex(B.D.pattern, either(D_WORDS))], either(D_WORDS)).describe(D_WORDS),
  /** The roll an ammo check needs (4 means 4+); null: the weapon never runs out. */
  Ammo: whole(B.Ammo).nullable().describe("The roll an ammo check needs, 2 to 6 (4 means 4+); null: no ammo check."),
}) satisfies z.ZodType<WeaponProfileLine>;

export const packWeaponSchema = z.strictObject({
  id: packId,
  name: packName,
  cost: credits,
  traits: limitedList(traitText, "traits"),
  profiles: limitedList(packProfileLineSchema, "profiles").min(1, { error: "A weapon needs at least one profile line." }),
});

export const packWargearSchema = z.strictObject({
  id: packId,
  name: packName,
  cost: credits,
  /** What it does, in the pack writer's words (may be empty). */
  text: packLongText,
});

export type PackProfileLine = z.infer<typeof packProfileLineSchema>;
export type PackWeapon = z.infer<typeof packWeaponSchema>;
export type PackWargear = z.infer<typeof packWargearSchema>;

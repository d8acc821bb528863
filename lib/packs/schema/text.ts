// The texts and lists a pack is made of: each with its ceiling, and no control characters.
import { z } from "zod";
import { PACK_LIMITS, PACK_TEXT_LIMITS, packLimitMessage, type PackLimit } from "../limits";

/**
 * ruling: no text in a pack may hold a control character (a line break, a tab, a NUL…): every text
 * is shown on one line of a card or a table, and a hidden character is never what the writer meant.
 */
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f-\u009f]*$/;
const noControl = { error: "Control characters (a line break, a tab…) are not allowed in a pack's text: write it on one line." };

/** Plain text of at most `max` characters, one line. */
export const packText = (max: number) => z.string().max(max).regex(NO_CONTROL_CHARACTERS, noControl);
/** A name: one line, not empty. */
export const packName = z.string().trim().min(1).max(PACK_TEXT_LIMITS.name).regex(NO_CONTROL_CHARACTERS, noControl);
export const packLongText = packText(PACK_TEXT_LIMITS.text);
export const traitText = z.string().trim().min(1).max(PACK_TEXT_LIMITS.trait).regex(NO_CONTROL_CHARACTERS, noControl);

/** Ids other entries point at: letters, digits and - _ . : only, so they survive copying by hand. */
export const packId = z
  .string()
  .min(1)
  .max(PACK_TEXT_LIMITS.id)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, {
    error: 'An id is made of letters, digits and - _ . : (starting with a letter or digit), with no spaces: "heavy-gun", "boss".',
  });

/** A list with its ceiling, refused with the limit in words. */
export function limitedList<T extends z.ZodType>(item: T, limit: PackLimit) {
  return z
    .array(item)
    .max(PACK_LIMITS[limit].max, { error: (iss) => packLimitMessage(limit, Array.isArray(iss.input) ? iss.input.length : PACK_LIMITS[limit].max + 1) });
}

/** A credits price: a whole number from 0 to 10,000. */
export const credits = z.number().int().min(0).max(10_000);

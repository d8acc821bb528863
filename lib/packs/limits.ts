// What a pack file may hold, in words. A pack is written by hand or in the app's editor and shared
// between players, so every list and every text has a ceiling, as a gang export has
// (lib/export/gang-export.ts): a crafted file cannot make pages that weigh megabytes.
import { WEAPON_PROFILE_BOUNDS } from "../rules/roster/schema";

/**
 * ruling (pack limits): chosen well above any gang list a group would write (a published list has
 * a dozen fighter types, some dozens of weapons, a few skill tables of six), so no honest pack is
 * refused; a limit is raised here, with a line of reason, if a real pack ever comes near one.
 */
export const PACK_LIMITS = {
  fighterTypes: { max: 60, words: "fighter types", per: "per pack" },
  weapons: { max: 300, words: "weapons", per: "per pack" },
  wargear: { max: 300, words: "pieces of wargear", per: "per pack" },
  skillCategories: { max: 40, words: "skill categories", per: "per pack" },
  skills: { max: 500, words: "skills", per: "per pack" },
  typeEquipment: { max: 300, words: "items on its equipment list", per: "per fighter type" },
  typeSkillCategories: { max: 40, words: "skill categories", per: "per fighter type" },
  profiles: { max: WEAPON_PROFILE_BOUNDS.lines.max, words: "profile lines", per: "per weapon" },
  traits: { max: 20, words: "traits", per: "per weapon" },
  tableRows: { max: 100, words: "rows", per: "per table" },
  effects: { max: 10, words: "effects", per: "per injury row" },
  advancements: { max: 60, words: "advancements", per: "per pack" },
} as const satisfies Record<string, { max: number; words: string; per: string }>;
export type PackLimit = keyof typeof PACK_LIMITS;

/** ruling (pack text limits): ids 80 characters, names 60 (as the app's forms), traits 60, rules text 1,000. */
export const PACK_TEXT_LIMITS = { id: 80, name: 60, trait: 60, text: 1_000 } as const;

/** A pack file (the text) may be at most 1 MB: the shipped default pack is a few KB. */
export const PACK_FILE_MAX_BYTES = 1_000_000;

const count = (n: number) => n.toLocaleString("en-GB");

/** "Too many weapons: 301 (at most 300 per pack)." */
export function packLimitMessage(limit: PackLimit, n: number): string {
  const { max, words, per } = PACK_LIMITS[limit];
  return `Too many ${words}: ${count(n)} (at most ${count(max)} ${per}).`;
}

/** "1,521 KB" */
export const kilobytes = (bytes: number) => `${count(Math.ceil(bytes / 1000))} KB`;

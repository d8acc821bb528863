// The pack forms (import, new pack, each section of the editor, campaign packs): one schema each,
// shared by the form and its server action. A section is checked as the import checks a file:
// merged into the pack and read by importPack, so every refusal has its path in the pack.
import { z } from "zod";
import { PACK_FILE_MAX_BYTES, kilobytes } from "@/lib/packs/limits";
import { importPack, parsePackFile, textBytes, type PackReadResult } from "@/lib/packs/file";
import { packSchema, type Pack } from "@/lib/packs/schema/pack";
import { NO_CONTROL_CHARACTERS, packId, packName } from "@/lib/packs/schema/text";
import { packIssueInWords } from "@/lib/packs/words";
import type { PackError } from "@/lib/packs/check";

/**
 * ruling (limits per user): a user keeps at most 20 packs of their own and a pack at most 100
 * revisions; far above what a group writes, so that no account can fill the database with packs.
 */
export const PACKS_PER_USER = 20;
export const REVISIONS_PER_PACK = 100;

/** A record's id in the database (not a pack's own id inside its file). */
export const recordId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { error: "That is not a record id." });

/** One problem as the forms list it: its path in the file, then what is wrong. */
export const describePackError = (e: PackError) => (e.path === "(file)" ? e.message : `${e.path}: ${e.message}`);

/** At most this many problems are listed; the rest are counted in one last line. */
export const MAX_LISTED_PACK_PROBLEMS = 50;
export function packProblemLines(errors: readonly PackError[]): string[] {
  const lines = errors.slice(0, MAX_LISTED_PACK_PROBLEMS).map(describePackError);
  const more = errors.length - MAX_LISTED_PACK_PROBLEMS;
  if (more > 0) lines.push(`…and ${more.toLocaleString("en-GB")} more problem${more === 1 ? "" : "s"}.`);
  return lines;
}

export const PACK_IMPORT_REFUSED =
  "This file cannot be imported: its problems are listed under the pack file contents, each with its place in the file. Nothing was created.";

/** The import form: a pack file's text, checked whole (size, JSON, shape, cross-references, dice). */
export const importPackSchema = z.object({
  json: z.string().superRefine((text, ctx) => {
    const bytes = textBytes(text);
    if (bytes > PACK_FILE_MAX_BYTES)
      return ctx.addIssue({ code: "custom", message: `This text is ${kilobytes(bytes)}; pack files up to 1 MB can be imported.` });
    if (text.trim() === "") return ctx.addIssue({ code: "custom", message: "Choose a pack file or paste its contents." });
    const read = parsePackFile(text);
    if (!read.ok) for (const message of packProblemLines(read.errors)) ctx.addIssue({ code: "custom", message });
  }),
});
export type ImportPackInput = z.input<typeof importPackSchema>;

export const PACK_STARTS = ["blank", "starter"] as const;
/** A new pack made in the app: blank, or a copy of the placeholder starter pack to change. */
export const newPackSchema = z.object({
  name: packName,
  slug: packId,
  start: z.enum(PACK_STARTS, { error: "Choose how the pack starts." }),
});
export type NewPackInput = z.input<typeof newPackSchema>;

const shape = packSchema.shape;
/** What each section of the editor changes: the pack's top-level fields it holds. */
export const PACK_SECTION_FIELDS = {
  about: z.strictObject({ name: shape.name, about: shape.about }),
  fighterTypes: z.strictObject({ fighterTypes: shape.fighterTypes }),
  weapons: z.strictObject({ weapons: shape.weapons }),
  wargear: z.strictObject({ wargear: shape.wargear }),
  skills: z.strictObject({ skillCategories: shape.skillCategories, skills: shape.skills }),
  injuries: z.strictObject({ injuries: shape.injuries }),
  advancements: z.strictObject({ advancements: shape.advancements }),
  rules: z.strictObject({ experience: shape.experience, income: shape.income }),
} as const;
export type PackSection = keyof typeof PACK_SECTION_FIELDS | "json";
export const PACK_SECTION_NAMES: Record<PackSection, string> = {
  about: "Name and about",
  fighterTypes: "Fighter types",
  weapons: "Weapons",
  wargear: "Wargear",
  skills: "Skills",
  injuries: "Lasting injuries",
  advancements: "Advancements",
  rules: "Experience and income",
  json: "Whole file (JSON)",
};

export const PACK_SECTIONS = [
  "about",
  "fighterTypes",
  "weapons",
  "wargear",
  "skills",
  "injuries",
  "advancements",
  "rules",
  "json",
] as const satisfies readonly PackSection[];

/**
 * One save of the editor: the section's fields, from the revision the form was opened on. The
 * fields themselves are checked by checkPackSection (the section's zod schema, then the whole pack).
 */
export const packSectionSchema = z.object({
  packId: recordId,
  revision: z.number().int().min(1).max(1_000_000),
  section: z.enum(PACK_SECTIONS, { error: "That is not a section of a pack." }),
  value: z.record(z.string().max(40), z.unknown()).refine((v) => Object.keys(v).length <= 4, { error: "A section has at most four fields." }),
});
export type PackSectionInput = z.infer<typeof packSectionSchema>;

/**
 * The pack a section's save would make: the section merged into the pack as it is (the revision
 * the form was opened on), then read as an import reads a file, so a section that leaves another
 * entry pointing at nothing (a fighter type's weapon removed) is refused with that entry's path.
 * The whole-file section reads its text as a file, and keeps the pack's id.
 */
export function checkPackSection(current: Pack, section: PackSection, value: Record<string, unknown>): PackReadResult {
  const revision = current.revision + 1;
  if (section === "json") {
    const text = typeof value.json === "string" ? value.json : "";
    const read = parsePackFile(text);
    if (!read.ok) return read;
    if (read.pack.id !== current.id)
      return {
        ok: false,
        errors: [
          {
            path: "id",
            message: `This pack's id is "${current.id}": a new revision keeps it. To start a pack under another id, import the file as a new pack.`,
          },
        ],
      };
    return { ok: true, pack: { ...read.pack, revision } };
  }
  const fields = PACK_SECTION_FIELDS[section].safeParse(value, { error: packIssueInWords });
  if (!fields.success) return { ok: false, errors: fields.error.issues.map((i) => ({ path: i.path.map(String).join(".") || "(file)", message: i.message })) };
  return importPack({ ...current, ...fields.data, revision });
}

/** Text typed into a form may not hold control characters (a pasted tab or line break). */
export const oneLine = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `Give the ${what}`)
    .max(max, `At most ${max} characters`)
    .regex(NO_CONTROL_CHARACTERS, "Write it on one line, without control characters");

export const packIdOnlySchema = z.object({ packId: recordId });
export const retirePackSchema = z.object({ packId: recordId, retired: z.boolean() });

/** An organiser sets one of their packs for the campaign, moves it on to its latest revision, or takes it off. */
export const campaignPackSchema = z.object({ campaignId: recordId, packId: recordId });
export type CampaignPackInput = z.infer<typeof campaignPackSchema>;

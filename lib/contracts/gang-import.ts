import { z } from "zod";
import { safeText } from "./text";
import { GANG_FILE_MAX_BYTES, kilobytes, readGangExport, textBytes, type ImportError } from "@/lib/export/gang-export";

/** At most this many problems are listed for one file; the rest are counted in one last line. */
export const MAX_LISTED_PROBLEMS = 50;

/** One problem as the form lists it: its path in the file, then what is wrong. */
export const describeImportError = (e: ImportError) => (e.path === "(file)" ? e.message : `${e.path}: ${e.message}`);

/** The problems of a refused file as lines for the list under the field, at most MAX_LISTED_PROBLEMS + 1. */
export function importProblemLines(errors: readonly ImportError[]): string[] {
  const lines = errors.slice(0, MAX_LISTED_PROBLEMS).map(describeImportError);
  const more = errors.length - MAX_LISTED_PROBLEMS;
  if (more > 0) lines.push(`…and ${more.toLocaleString("en-GB")} more problem${more === 1 ? "" : "s"}.`);
  return lines;
}

/** The sentence above the list when a file is refused: nothing is ever half imported. */
export const IMPORT_REFUSED = "This file cannot be imported: its problems are listed under the gang file contents. Nothing was created.";

/**
 * The import form: the text of an exported gang file (typed, pasted or read from a file). The
 * whole file is checked here (size, JSON, the export format with its limits on every list, and
 * every rule of the roster; see IMPORT_LIMITS in lib/export/gang-export.ts), so the form refuses a
 * broken file before sending it and the server action refuses it again with the same words.
 */
export const importGangSchema = z.object({
  json: safeText({ multiline: true }).superRefine((text, ctx) => {
    const bytes = textBytes(text);
    if (bytes > GANG_FILE_MAX_BYTES)
      return ctx.addIssue({ code: "custom", message: `This text is ${kilobytes(bytes)}; gang files up to 1 MB can be imported.` });
    if (text.trim() === "") return ctx.addIssue({ code: "custom", message: "Choose a gang file or paste its contents." });
    const read = readGangExport(text);
    if (!read.ok) for (const message of importProblemLines(read.errors)) ctx.addIssue({ code: "custom", message });
  }),
});
export type ImportGangInput = z.input<typeof importGangSchema>;

import { GANG_FILE_MAX_BYTES, kilobytes } from "@/lib/export/gang-export";

/** What the import form makes of a chosen file: its text, or why it is refused before reading on. */
export type ChosenFile = { ok: true; text: string } | { ok: false; problem: string };

/**
 * Reads a file chosen in an import form (gangs, packs, armies). A file over the limit (1 MB unless given) is refused by its size without being
 * read; an empty file (or one of blanks only) is refused as empty. The form clears the contents
 * field on a refusal, so nothing of an earlier file can be imported in its place.
 */
export async function readChosenFile(file: Pick<File, "name" | "size" | "text">, noun = "gang", maxBytes = GANG_FILE_MAX_BYTES): Promise<ChosenFile> {
  if (file.size > maxBytes)
    return {
      ok: false,
      problem: `${file.name} is ${kilobytes(file.size)}; ${noun} files up to ${maxBytes >= 1_000_000 ? `${maxBytes / 1_000_000} MB` : kilobytes(maxBytes)} can be imported.`,
    };
  if (file.size === 0) return { ok: false, problem: "That file is empty." };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, problem: `${file.name} could not be read: choose it again.` };
  }
  if (text.replace(/^\uFEFF/, "").trim() === "") return { ok: false, problem: "That file is empty." };
  return { ok: true, text };
}

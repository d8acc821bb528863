// Reading and writing a pack file: size, then JSON, then the shape (zod), then what entries say
// about each other (checkPack). Every problem comes back with its path; nothing half-read is used.
import { checkPack, type PackError } from "./check";
import { kilobytes, PACK_FILE_MAX_BYTES } from "./limits";
import { packSchema, type Pack } from "./schema/pack";
import { packIssueInWords } from "./words";

export type PackReadResult = { ok: true; pack: Pack } | { ok: false; errors: PackError[] };

const pathOf = (path: readonly PropertyKey[]) => path.map(String).join(".") || "(file)";

/** Reads a pack already parsed from JSON: every shape problem, or else every cross-reference problem. */
export function importPack(data: unknown): PackReadResult {
  const shape = packSchema.safeParse(data, { error: packIssueInWords });
  if (!shape.success) return { ok: false, errors: shape.error.issues.map((i) => ({ path: pathOf(i.path), message: i.message })) };
  const errors = checkPack(shape.data);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, pack: shape.data };
}

/** The size of a file's text in bytes (UTF-8), as on disk. */
export const textBytes = (text: string) => new TextEncoder().encode(text).length;

/** Reads the text of a pack file. */
export function parsePackFile(text: string): PackReadResult {
  const bytes = textBytes(text);
  if (bytes > PACK_FILE_MAX_BYTES)
    return { ok: false, errors: [{ path: "(file)", message: `The file is ${kilobytes(bytes)}; pack files up to 1 MB can be imported.` }] };
  // a byte order mark some editors write in front of the text is not part of the JSON
  const body = text.replace(/^\uFEFF/, "");
  if (body.trim() === "") return { ok: false, errors: [{ path: "(file)", message: "That file is empty." }] };
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (e) {
    const detail = e instanceof SyntaxError ? ` (${e.message})` : "";
    return { ok: false, errors: [{ path: "(file)", message: `This is not valid JSON${detail}: check the commas, quotes and brackets near that place.` }] };
  }
  return importPack(data);
}

/**
 * The file text of a pack: keys in the schema's order whatever order the object was built in, two
 * spaces of indent and a final newline, so export → import → export gives the same bytes.
 */
export function exportPack(pack: Pack): string {
  return `${JSON.stringify(packSchema.parse(pack), null, 2)}\n`;
}

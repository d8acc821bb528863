// Reading the command line's files: gang exports and armies of one's own. Each problem names the
// file and, for a file that is not what it should be, the JSON path of every problem.
import { readFileSync } from "node:fs";
import { importGang, type GangExport } from "@/lib/export/gang-export";
import { readArmy, type Army } from "@/lib/skirmish/army";

/** A wrong flag or value: the message, then the usage line. */
export class UsageError extends Error {}
/** A file that is missing, unreadable or not what it should be: its problems, without the usage line. */
export class InputFileError extends Error {}

export type ReadText = (path: string) => string;
export const readText: ReadText = (path) => readFileSync(path, "utf8");

function readJson(path: string, read: ReadText): unknown {
  let text: string;
  try {
    text = read(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new InputFileError(`${path}: ${code === "ENOENT" ? "no such file" : `cannot be read (${code ?? "unknown error"})`}`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new InputFileError(`${path}: not valid JSON (${(e as Error).message})`);
  }
}

export function readGangFile(path: string, read: ReadText = readText): GangExport {
  const result = importGang(readJson(path, read));
  if (!result.ok) throw new InputFileError(`${path}: not a gang export:\n${result.errors.map((e) => `  ${e.path}: ${e.message}`).join("\n")}`);
  return result.gang;
}

export function readArmyFile(path: string, read: ReadText = readText): Army {
  const result = readArmy(readJson(path, read));
  if (!result.ok)
    throw new InputFileError(
      `${path}: not an army this game can field:\n${result.problems.map((p) => `  ${p.path || "(the file)"}: ${p.message}`).join("\n")}`,
    );
  return result.army;
}

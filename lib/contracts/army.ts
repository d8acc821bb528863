// The army forms (the editor, an import, a delete): one schema each, shared by the page and its
// server action. An army is checked as lib/skirmish/army.ts reads a file: its shape (each problem
// with its JSON path), then the game's rules (each refusal in the rule's words).
import { z } from "zod";
import { ARMY_FORMAT, ARMY_VERSION, readArmy, type Army, type ArmyProblem } from "@/lib/skirmish/army";
import { safeText } from "./text";

/** ruling (limit per user): 50 armies each, far above a club's needs, so no account fills the database. */
export const ARMIES_PER_USER = 50;
/** An army file is a few kilobytes; 100 KB is far above the largest legal one (300 units). */
export const ARMY_FILE_MAX_BYTES = 100_000;

/** The refusal of a file over ARMY_FILE_MAX_BYTES (an upload is refused by readChosenFile before it is read). */
const ARMY_FILE_TOO_BIG = "This file is over 100 KB: an army file is far smaller.";
/** The refusal of a file under the limit that is over it once laid out as the app keeps it. */
export const ARMY_LAID_OUT_TOO_BIG = "Laid out as it is kept and exported (one field a line), this army is over 100 KB: shorten its names or use fewer rows.";

/** One problem as the page lists it: its JSON path, then what is wrong. */
export const armyProblemLine = (p: ArmyProblem): string => (p.path ? `${p.path}: ${p.message}` : p.message);

export type ArmyFileRead = { ok: true; army: Army } | { ok: false; problems: ArmyProblem[] };

/** An army file's text: JSON, then an army (shape, then rules). A file that is not JSON is one problem without a path. */
export function parseArmyFile(text: string): ArmyFileRead {
  if (new TextEncoder().encode(text).length > ARMY_FILE_MAX_BYTES) return { ok: false, problems: [{ path: "", message: ARMY_FILE_TOO_BIG }] };
  if (text.trim() === "") return { ok: false, problems: [{ path: "", message: "Choose an army file or paste its contents." }] };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problems: [{ path: "", message: "This is not JSON: paste the whole army file." }] };
  }
  const read = readArmy(data);
  // kept (and exported) laid out, a compact file grows: over the limit it could never be read back,
  // so the saved army would vanish from the list while still counting towards the 50
  if (read.ok && new TextEncoder().encode(armyFileText(read.army)).length > ARMY_FILE_MAX_BYTES)
    return { ok: false, problems: [{ path: "", message: ARMY_LAID_OUT_TOO_BIG }] };
  return read;
}

/** The file an army exports to (and a saved army's stored text): the army, pretty-printed. */
export const armyFileText = (army: Army): string => `${JSON.stringify(army, null, 2)}\n`;

/** A blank army of a game, as the editor starts it. */
export function blankArmy(game: Army["game"] = "rotgb"): Army {
  const unit =
    game === "medieval"
      ? { type: "Footman", die: 6, count: 3 }
      : game === "star"
        ? { type: "Destroyer", die: 6, count: 2 }
        : { type: "Infantry", die: 6, count: 3 };
  return { format: ARMY_FORMAT, version: ARMY_VERSION, game, name: "", units: [unit] };
}

/** A saved army's id in the database. */
const armyRecordId = safeText()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { error: "That is not an army's id." });

/** Save (create, or update with `armyId`) an army: its file's text, checked whole. */
export const saveArmySchema = z.object({
  armyId: armyRecordId.optional(),
  // the file's text keeps its line breaks; the names inside it are checked by the army schema
  json: safeText({ multiline: true }).superRefine((text, ctx) => {
    const read = parseArmyFile(text);
    if (!read.ok) for (const p of read.problems) ctx.addIssue({ code: "custom", message: armyProblemLine(p) });
  }),
});
export type SaveArmyInput = z.input<typeof saveArmySchema>;

export const armyIdSchema = z.object({ armyId: armyRecordId });

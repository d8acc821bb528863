import "server-only";
import { ARMIES_PER_USER, armyFileText, parseArmyFile } from "@/lib/contracts/army";
import { fail, type ActionResult } from "@/lib/contracts/result";
import type { Db } from "../prisma";

const NOT_YOURS = "That army does not exist or is not yours.";

/**
 * Saves an army file's text for its owner: a new army, or (with `armyId`) a change to one of theirs.
 * The text is checked whole again here (the action's schema checked it too) and stored
 * pretty-printed, so its export reads the same as the page shows it.
 */
export async function saveArmy(client: Db, ownerId: string, input: { armyId?: string; json: string }): Promise<ActionResult<{ id: string }>> {
  const read = parseArmyFile(input.json);
  if (!read.ok) return fail("INVALID_INPUT", undefined, { json: read.problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)) });
  const data = { name: read.army.name, game: read.army.game, document: armyFileText(read.army) };
  return client.$transaction(async (tx) => {
    if (input.armyId) {
      // ownership in the where clause: nobody changes another player's army
      const changed = await tx.army.updateMany({ where: { id: input.armyId, ownerId }, data });
      return changed.count === 1 ? { ok: true as const, data: { id: input.armyId } } : fail("NOT_FOUND", NOT_YOURS);
    }
    const count = await tx.army.count({ where: { ownerId } });
    if (count >= ARMIES_PER_USER)
      return fail("REFUSED", `You keep ${count} armies, the most one account may (${ARMIES_PER_USER}): delete one you no longer use first.`);
    const created = await tx.army.create({ data: { ...data, ownerId }, select: { id: true } });
    return { ok: true as const, data: created };
  });
}

/** Deletes one of the user's armies (nothing else refers to an army: a skirmish is never saved). */
export async function deleteArmy(client: Db, ownerId: string, armyId: string): Promise<ActionResult<undefined>> {
  const gone = await client.army.deleteMany({ where: { id: armyId, ownerId } });
  return gone.count === 1 ? { ok: true, data: undefined } : fail("NOT_FOUND", NOT_YOURS);
}

import "server-only";
import type { z } from "zod";
import type { rosterActionSchema } from "@/lib/contracts/roster";
import { fail, type ActionResult } from "@/lib/contracts/result";
import { placedUnderFields } from "@/lib/contracts/roster-refusals";
import { loadCatalogue } from "../catalogue/queries";
import { findEditableGang } from "../gangs/access";
import type { Db } from "../prisma";
import { planChange } from "./ops";
import { changeRoster, readRoster } from "./store";

/**
 * One roster change by a signed-in user: only the owner or an organiser of the gang's campaign
 * (arbitration, marked in the history) gets past the where clause; anyone else gets 404 and
 * nothing changes.
 */
export async function applyRosterOp(
  client: Db,
  userId: string,
  { gangId, version, op }: z.output<typeof rosterActionSchema>,
): Promise<ActionResult<{ version: number }>> {
  const gang = await findEditableGang(client, gangId, userId);
  if (!gang?.roster) return fail("NOT_FOUND", "That gang does not exist or is not yours to change.");
  const plan = planChange(op, readRoster(gang.roster.document), await loadCatalogue(client, gang));
  const result = await changeRoster(client, {
    gangId,
    actorId: userId,
    version,
    kind: plan.kind,
    summary: plan.summary,
    change: placedUnderFields(op.type, plan.change),
    arbitration: gang.ownerId !== userId,
  });
  return result.ok ? { ok: true, data: { version: result.data.version } } : result;
}

import "server-only";
import type { Db } from "../prisma";

/**
 * The gang with its roster if this user may change it: its owner, or an organiser of the
 * campaign it plays in (arbitration: such edits are marked in the gang's history). Anyone else
 * gets null, and the caller answers 404.
 */
export function findEditableGang(client: Db, gangId: string, userId: string) {
  return client.gang.findFirst({
    where: { id: gangId, OR: [{ ownerId: userId }, { campaign: { members: { some: { userId, role: "organiser" } } } }] },
    include: { roster: true },
  });
}

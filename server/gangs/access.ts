import "server-only";
import type { Db } from "../prisma";

/**
 * The gang with its roster if this user may change it: its owner. (Campaign organisers who
 * arbitrate are added with campaigns.) Anyone else gets null, and the caller answers 404.
 */
export function findEditableGang(client: Db, gangId: string, userId: string) {
  return client.gang.findFirst({ where: { id: gangId, ownerId: userId }, include: { roster: true } });
}

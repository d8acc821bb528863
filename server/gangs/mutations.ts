import "server-only";
import type { Db } from "../prisma";

export type DeleteGangResult = "deleted" | "not-found" | "has-battles";

/**
 * Ownership sits in the where clause: another user's id matches nothing and deletes nothing.
 * A gang with recorded campaign battles is kept (the league's history depends on it): retire it.
 */
export async function deleteOwnGang(client: Db, id: string, ownerId: string): Promise<DeleteGangResult> {
  return client.$transaction(async (tx) => {
    const gang = await tx.gang.findFirst({ where: { id, ownerId }, select: { _count: { select: { battles: true } } } });
    if (!gang) return "not-found";
    if (gang._count.battles > 0) return "has-battles";
    await tx.gang.delete({ where: { id } });
    return "deleted";
  });
}

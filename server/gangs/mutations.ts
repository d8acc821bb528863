import "server-only";
import type { Db } from "../prisma";
import { isForeignKeyViolation } from "../prisma-errors";

export type DeleteGangResult = "deleted" | "not-found" | "has-battles";

/**
 * Ownership sits in the where clause: another user's id matches nothing and deletes nothing.
 * A gang with recorded campaign battles is kept (the league's history depends on it): retire it.
 * The count answers the common case; a battle recorded between the count and the delete is caught
 * by the database itself (a battle's gang row restricts the gang's deletion), with the same answer.
 */
export async function deleteOwnGang(client: Db, id: string, ownerId: string): Promise<DeleteGangResult> {
  try {
    return await client.$transaction(async (tx) => {
      const gang = await tx.gang.findFirst({ where: { id, ownerId }, select: { _count: { select: { battles: true } } } });
      if (!gang) return "not-found";
      if (gang._count.battles > 0) return "has-battles";
      await tx.gang.delete({ where: { id } });
      return "deleted";
    });
  } catch (e) {
    if (isForeignKeyViolation(e)) return "has-battles";
    throw e;
  }
}

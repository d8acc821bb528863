import "server-only";
import type { Db } from "../prisma";

// Ownership sits in the where clause: another user's id matches nothing and deletes nothing.
export async function deleteOwnGang(client: Db, id: string, ownerId: string): Promise<boolean> {
  const { count } = await client.gang.deleteMany({ where: { id, ownerId } });
  return count === 1;
}

import "server-only";
import type { Db } from "../prisma";

export interface NewGang {
  name: string;
  house: string;
  credits: number;
}

export function insertGang(client: Db, ownerId: string, gang: NewGang) {
  return client.gang.create({ data: { ...gang, ownerId }, select: { id: true } });
}

// Ownership sits in the where clause: another user's id matches nothing and changes nothing.
export async function renameOwnGang(client: Db, id: string, ownerId: string, name: string): Promise<boolean> {
  const { count } = await client.gang.updateMany({ where: { id, ownerId }, data: { name, version: { increment: 1 } } });
  return count === 1;
}

export async function deleteOwnGang(client: Db, id: string, ownerId: string): Promise<boolean> {
  const { count } = await client.gang.deleteMany({ where: { id, ownerId } });
  return count === 1;
}

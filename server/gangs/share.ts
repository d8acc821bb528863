import "server-only";
import { randomBytes } from "node:crypto";
import type { Db } from "../prisma";

// A share token is 18 random bytes (144 bits) in base64url: 24 characters, unguessable, and
// shaped so a lookup can refuse anything else before it reaches the database.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{24}$/;

export function newShareToken(): string {
  return randomBytes(18).toString("base64url");
}

export function isShareTokenShape(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/**
 * Gives the gang a read-only public link, or keeps the one it has (creating twice is harmless).
 * Ownership sits in the where clause: another user's id matches nothing. Null means not yours.
 */
export async function createShareToken(client: Db, gangId: string, ownerId: string): Promise<string | null> {
  await client.gang.updateMany({ where: { id: gangId, ownerId, shareToken: null }, data: { shareToken: newShareToken() } });
  const gang = await client.gang.findFirst({ where: { id: gangId, ownerId }, select: { shareToken: true } });
  return gang?.shareToken ?? null;
}

/** Ends the public link: the old token answers 404 from now on. False means not yours. */
export async function revokeShareToken(client: Db, gangId: string, ownerId: string): Promise<boolean> {
  const { count } = await client.gang.updateMany({ where: { id: gangId, ownerId }, data: { shareToken: null } });
  return count === 1;
}

/** The gang behind a public link, without anything about its owner; null for unknown or revoked. */
export async function findSharedGang(client: Db, token: string) {
  if (!isShareTokenShape(token)) return null;
  return client.gang.findUnique({
    where: { shareToken: token },
    select: { id: true, name: true, house: true, credits: true, rating: true, retired: true, roster: { select: { document: true } } },
  });
}

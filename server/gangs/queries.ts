import "server-only";
import type { Db } from "../prisma";

const withCampaign = { campaign: { select: { id: true, name: true } } } as const;

export function findOwnGangs(client: Db, ownerId: string) {
  return client.gang.findMany({ where: { ownerId }, orderBy: { createdAt: "desc" }, include: withCampaign });
}

/** The gang if this user owns it; null otherwise, so a page answers 404 either way. */
export function findOwnGang(client: Db, id: string, ownerId: string) {
  return client.gang.findFirst({ where: { id, ownerId }, include: withCampaign });
}

/** The user's gangs that may join a campaign: in none yet and not retired. */
export function findJoinableGangs(client: Db, ownerId: string) {
  return client.gang.findMany({ where: { ownerId, campaignId: null, retired: false }, select: { id: true, name: true }, orderBy: { name: "asc" } });
}

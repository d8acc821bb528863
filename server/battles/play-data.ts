import "server-only";
import type { Roster } from "@/lib/rules/roster/schema";
import { campaignRole } from "../campaigns/access";
import type { Db } from "../prisma";
import { readRoster } from "../rosters/store";

export interface PlayableGang {
  id: string;
  name: string;
  mine: boolean;
  roster: Roster;
}

const gangOf =
  (userId: string) =>
  (g: { id: string; name: string; ownerId: string; roster: { document: string } | null }): PlayableGang[] =>
    g.roster ? [{ id: g.id, name: g.name, mine: g.ownerId === userId, roster: readRoster(g.roster.document) }] : [];

/**
 * The campaign's gangs a battle can be played between, for a member (null for anyone else): as the
 * record form, the gangs not retired (a retired gang fights no new battles), the user's own first.
 */
export async function loadCampaignBattleGangs(client: Db, campaignId: string, userId: string): Promise<{ name: string; gangs: PlayableGang[] } | null> {
  if (!(await campaignRole(client, campaignId, userId))) return null;
  const campaign = await client.campaign.findUnique({ where: { id: campaignId }, select: { name: true } });
  if (!campaign) return null;
  const rows = await client.gang.findMany({ where: { campaignId, retired: false }, include: { roster: true }, orderBy: { name: "asc" } });
  const gangs = rows.flatMap(gangOf(userId)).sort((a, b) => Number(b.mine) - Number(a.mine));
  return { name: campaign.name, gangs };
}

/** A friendly game, recorded nowhere: the user's own gangs and the gangs of the campaigns they are in, at most 200. */
export async function loadFriendlyGangs(client: Db, userId: string): Promise<PlayableGang[]> {
  const rows = await client.gang.findMany({
    where: { OR: [{ ownerId: userId }, { campaign: { members: { some: { userId } } } }] },
    include: { roster: true },
    orderBy: { name: "asc" },
    take: 200,
  });
  return rows.flatMap(gangOf(userId)).sort((a, b) => Number(b.mine) - Number(a.mine));
}

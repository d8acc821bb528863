import "server-only";
import { standings } from "@/lib/league/standings";
import type { Db } from "../prisma";
import { findVisibleCampaign } from "./access";
import { splitVoidNote } from "./arbitration";

/** A campaign's gangs and the battles that still count (voided ones are left out). */
const counts = { _count: { select: { gangs: true, battles: { where: { status: { not: "void" } } } } } } as const;

/** Campaigns the user belongs to, and the public ones. */
export async function loadCampaignList(client: Db, userId: string) {
  const [mine, publicOnes] = await Promise.all([
    client.campaignMember.findMany({ where: { userId }, include: { campaign: { select: { id: true, name: true, description: true, ...counts } } }, orderBy: { createdAt: "desc" } }),
    client.campaign.findMany({ where: { isPublic: true, members: { none: { userId } } }, select: { id: true, name: true, description: true, ...counts }, take: 50, orderBy: { createdAt: "desc" } }),
  ]);
  return { mine: mine.map((m) => ({ ...m.campaign, role: m.role })), publicOnes };
}

export interface BattleFilters {
  gangId?: string;
  status?: BattleStatus;
}

/** A battle counts once confirmed; a voided one keeps its record but never counts. */
export const BATTLE_STATUSES = ["pending", "confirmed", "void"] as const;
export type BattleStatus = (typeof BATTLE_STATUSES)[number];

/**
 * Everything the league page shows, in a fixed number of queries whatever the number of gangs
 * and battles (no query per row): campaign+role, members, gangs, battles with their gangs,
 * confirmed results for the standings (voided battles are not confirmed), post-games, activity.
 * A voided battle's "Voided by …" line comes apart from its notes as `voided`.
 */
export async function loadCampaignPage(client: Db, campaignId: string, userId: string | null, filters: BattleFilters = {}) {
  const visible = await findVisibleCampaign(client, campaignId, userId);
  if (!visible) return null;
  const { campaign, role } = visible;
  const [members, gangs, battles, results, postGames, activity, equipment] = await Promise.all([
    client.campaignMember.findMany({ where: { campaignId }, include: { user: { select: { id: true, name: true } } }, orderBy: { createdAt: "asc" } }),
    client.gang.findMany({ where: { campaignId }, select: { id: true, name: true, house: true, rating: true, credits: true, retired: true, ownerId: true, owner: { select: { name: true } } }, orderBy: { name: "asc" } }),
    client.battle.findMany({
      where: { campaignId, ...(filters.status ? { status: filters.status } : {}), ...(filters.gangId ? { gangs: { some: { gangId: filters.gangId } } } : {}) },
      include: { gangs: { select: { gangId: true, result: true, bottledOut: true, gang: { select: { name: true, ownerId: true } } } } },
      orderBy: [{ playedOn: "desc" }, { createdAt: "desc" }],
      take: 200,
    }),
    client.battleGang.findMany({ where: { battle: { campaignId, status: "confirmed" } }, select: { gangId: true, result: true } }),
    client.postGame.findMany({ where: { battle: { campaignId } }, select: { battleId: true, gangId: true, status: true } }),
    client.activityEvent.findMany({ where: { campaignId }, include: { actor: { select: { name: true } } }, orderBy: { createdAt: "desc" }, take: 50 }),
    client.equipmentItem.findMany({ where: { campaignId }, orderBy: [{ category: "asc" }, { name: "asc" }] }),
  ]);
  const table = standings(
    gangs.map((g) => ({ id: g.id, name: g.name, ownerName: g.owner.name, rating: g.rating, retired: g.retired })),
    results.map((r) => ({ gangId: r.gangId, result: r.result as "won" | "lost" | "draw" })),
    { win: campaign.pointsWin, draw: campaign.pointsDraw, loss: campaign.pointsLoss },
  );
  const battleRows = battles.map((b) => ({ ...b, ...splitVoidNote(b.status, b.notes) }));
  return { campaign, role, members, gangs, battles: battleRows, standings: table, postGames, activity, equipment };
}
export type CampaignPageData = NonNullable<Awaited<ReturnType<typeof loadCampaignPage>>>;

/** Rating and credits of every gang over the campaign, from the gangs' history (for the charts). */
export async function loadCampaignHistory(client: Db, campaignId: string) {
  return client.gangEvent.findMany({
    where: { gang: { campaignId } },
    select: { gangId: true, createdAt: true, rating: true, balanceAfter: true, kind: true, summary: true },
    orderBy: { createdAt: "asc" },
    take: 5000,
  });
}

import "server-only";
import type { BattleStatus } from "@/lib/contracts/league";
import { type Cursor, pageOf } from "@/lib/league/cursor";
import { standings } from "@/lib/league/standings";
import type { Db } from "../prisma";
import { findVisibleCampaign, type VisibleCampaign } from "./access";
import { splitVoidNote } from "./arbitration";
import { CHARTED_GANGS, loadBattleSeries } from "./series";

export { BATTLE_STATUSES, type BattleStatus } from "@/lib/contracts/league";

/** A campaign's gangs and the battles that still count (voided ones are left out). */
const counts = { _count: { select: { gangs: true, battles: { where: { status: { not: "void" } } } } } } as const;

/** Campaigns the user belongs to, and the public ones. */
export async function loadCampaignList(client: Db, userId: string) {
  const [mine, publicOnes] = await Promise.all([
    client.campaignMember.findMany({
      where: { userId },
      include: { campaign: { select: { id: true, name: true, description: true, ...counts } } },
      orderBy: { createdAt: "desc" },
    }),
    client.campaign.findMany({
      where: { isPublic: true, members: { none: { userId } } },
      select: { id: true, name: true, description: true, ...counts },
      take: 50,
      orderBy: { createdAt: "desc" },
    }),
  ]);
  return { mine: mine.map((m) => ({ ...m.campaign, role: m.role })), publicOnes };
}

export interface BattleFilters {
  gangId?: string;
  status?: BattleStatus;
}

/** Where each list of the page starts: the rows older or newer than a cursor (first page without). */
export interface CampaignPageAt {
  older?: Cursor;
  newer?: Cursor;
  feedOlder?: Cursor;
  feedNewer?: Cursor;
}

export const BATTLES_PER_PAGE = 20;
export const ACTIVITY_PER_PAGE = 30;

// Keyset conditions on (sort key, createdAt, id), newest first: rows before or after a cursor.
const battleKeys = (c: Cursor, op: "lt" | "gt") => ({
  OR: [
    { playedOn: { [op]: new Date(c.at) } },
    { playedOn: new Date(c.at), createdAt: { [op]: new Date(c.created) } },
    { playedOn: new Date(c.at), createdAt: new Date(c.created), id: { [op]: c.id } },
  ],
});
const feedKeys = (c: Cursor, op: "lt" | "gt") => ({
  OR: [{ createdAt: { [op]: new Date(c.created) } }, { createdAt: new Date(c.created), id: { [op]: c.id } }],
});
const battleCursor = (b: { playedOn: Date; createdAt: Date; id: string }): Cursor => ({ at: b.playedOn.getTime(), created: b.createdAt.getTime(), id: b.id });
const feedCursor = (a: { createdAt: Date; id: string }): Cursor => ({ at: a.createdAt.getTime(), created: a.createdAt.getTime(), id: a.id });

/** One page of the campaign's battles (newest played first), with the links to the pages beside it. */
async function loadBattlePage(client: Db, campaignId: string, filters: BattleFilters, at: CampaignPageAt) {
  const where = {
    campaignId,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.gangId ? { gangs: { some: { gangId: filters.gangId } } } : {}),
  };
  const cursor = at.newer ?? at.older;
  const readingNewer = Boolean(at.newer);
  const dir = readingNewer ? ("asc" as const) : ("desc" as const);
  const [fetched, beyond] = await Promise.all([
    client.battle.findMany({
      where: cursor ? { AND: [where, battleKeys(cursor, readingNewer ? "gt" : "lt")] } : where,
      include: { gangs: { select: { gangId: true, result: true, bottledOut: true, gang: { select: { name: true, ownerId: true } } } } },
      orderBy: [{ playedOn: dir }, { createdAt: dir }, { id: dir }],
      take: BATTLES_PER_PAGE + 1,
    }),
    // is there anything on the other side of the cursor (the page the reader came from)?
    cursor ? client.battle.findFirst({ where: { AND: [where, battleKeys(cursor, readingNewer ? "lt" : "gt")] }, select: { id: true } }) : null,
  ]);
  return pageOf(fetched, BATTLES_PER_PAGE, readingNewer ? "newer" : "older", beyond !== null, battleCursor);
}

async function loadActivityPage(client: Db, campaignId: string, at: CampaignPageAt) {
  const cursor = at.feedNewer ?? at.feedOlder;
  const readingNewer = Boolean(at.feedNewer);
  const dir = readingNewer ? ("asc" as const) : ("desc" as const);
  const [fetched, beyond] = await Promise.all([
    client.activityEvent.findMany({
      where: cursor ? { campaignId, ...feedKeys(cursor, readingNewer ? "gt" : "lt") } : { campaignId },
      include: { actor: { select: { name: true } } },
      orderBy: [{ createdAt: dir }, { id: dir }],
      take: ACTIVITY_PER_PAGE + 1,
    }),
    cursor ? client.activityEvent.findFirst({ where: { campaignId, ...feedKeys(cursor, readingNewer ? "lt" : "gt") }, select: { id: true } }) : null,
  ]);
  return pageOf(fetched, ACTIVITY_PER_PAGE, readingNewer ? "newer" : "older", beyond !== null, feedCursor);
}

/** The league table from one aggregate query: a row per gang and result, counted by the database. */
export async function loadStandings(
  client: Db,
  campaign: { id: string; pointsWin: number; pointsDraw: number; pointsLoss: number },
  gangs: { id: string; name: string; rating: number; retired: boolean; owner: { name: string } }[],
) {
  const results = await client.battleGang.groupBy({
    by: ["gangId", "result"],
    where: { battle: { campaignId: campaign.id, status: "confirmed" } },
    _count: { _all: true },
  });
  return standings(
    gangs.map((g) => ({ id: g.id, name: g.name, ownerName: g.owner.name, rating: g.rating, retired: g.retired })),
    results.map((r) => ({ gangId: r.gangId, result: r.result as "won" | "lost" | "draw", count: r._count._all })),
    { win: campaign.pointsWin, draw: campaign.pointsDraw, loss: campaign.pointsLoss },
  );
}

const gangSelect = { id: true, name: true, house: true, rating: true, credits: true, retired: true, ownerId: true, owner: { select: { name: true } } } as const;

/**
 * What the league page shows, in a fixed number of queries whatever the number of gangs and
 * battles, each reading only what the page shows: campaign+role, members, gangs, one page of
 * battles and the post-games of those battles, the standings (counted by the database), one page
 * of activity, the campaign's equipment and the charts' series (a point per battle, leading gangs).
 * A voided battle's "Voided by …" line comes apart from its notes as `voided`.
 */
export async function loadCampaignPage(
  client: Db,
  campaignId: string,
  userId: string | null,
  filters: BattleFilters = {},
  at: CampaignPageAt = {},
  /** The access check's answer when the caller already has it (the page's title asked first). */
  known?: VisibleCampaign | null,
) {
  const visible = known === undefined ? await findVisibleCampaign(client, campaignId, userId) : known;
  if (!visible) return null;
  const { campaign, role } = visible;
  const [members, gangs, battlePage, activityPage, equipment] = await Promise.all([
    client.campaignMember.findMany({ where: { campaignId }, include: { user: { select: { id: true, name: true } } }, orderBy: { createdAt: "asc" } }),
    client.gang.findMany({ where: { campaignId }, select: gangSelect, orderBy: { name: "asc" } }),
    loadBattlePage(client, campaignId, filters, at),
    loadActivityPage(client, campaignId, at),
    client.equipmentItem.findMany({ where: { campaignId }, orderBy: [{ category: "asc" }, { name: "asc" }] }),
  ]);
  const table = await loadStandings(client, campaign, gangs);
  // the charts follow the leading gangs (a line per gang stays readable), and the gang filtered on
  const charted = [
    ...new Set([...table.slice(0, CHARTED_GANGS).map((s) => s.id), ...(filters.gangId && gangs.some((g) => g.id === filters.gangId) ? [filters.gangId] : [])]),
  ];
  const [postGames, series] = await Promise.all([
    client.postGame.findMany({ where: { battleId: { in: battlePage.rows.map((b) => b.id) } }, select: { battleId: true, gangId: true, status: true } }),
    loadBattleSeries(client, campaignId, charted),
  ]);
  const battles = battlePage.rows.map((b) => ({ ...b, ...splitVoidNote(b.status, b.notes) }));
  return {
    campaign,
    role,
    members,
    gangs,
    battles,
    battlePage: { older: battlePage.older, newer: battlePage.newer },
    standings: table,
    postGames,
    activity: activityPage.rows,
    activityPage: { older: activityPage.older, newer: activityPage.newer },
    equipment,
    chart: { gangIds: charted, points: series },
  };
}
export type CampaignPageData = NonNullable<Awaited<ReturnType<typeof loadCampaignPage>>>;

/** The printable league table: the campaign (if the user may see it), its gangs and the standings, nothing else. */
export async function loadStandingsPage(client: Db, campaignId: string, userId: string | null) {
  const visible = await findVisibleCampaign(client, campaignId, userId);
  if (!visible) return null;
  const gangs = await client.gang.findMany({ where: { campaignId }, select: gangSelect, orderBy: { name: "asc" } });
  return { campaign: visible.campaign, standings: await loadStandings(client, visible.campaign, gangs) };
}

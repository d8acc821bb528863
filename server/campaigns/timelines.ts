import "server-only";
import { type Cursor, encodeCursor } from "@/lib/league/cursor";
import type { TimelineEntry } from "@/lib/league/series";
import type { Db } from "../prisma";
import { findVisibleCampaign } from "./access";

export const TIMELINE_ENTRIES = 50;

/**
 * One gang's timeline on the campaign page, newest first, read when a reader opens it: anyone who
 * may see the campaign may read the timelines of its gangs. `before` pages back to older entries.
 * null when the campaign is not the reader's to see or the gang is not in it.
 */
export async function loadGangTimeline(client: Db, campaignId: string, gangId: string, userId: string | null, before?: Cursor) {
  const visible = await findVisibleCampaign(client, campaignId, userId);
  if (!visible) return null;
  const [gang, events] = await Promise.all([
    client.gang.findFirst({ where: { id: gangId, campaignId }, select: { id: true, name: true } }),
    client.gangEvent.findMany({
      where: {
        gangId,
        gang: { campaignId },
        ...(before ? { OR: [{ createdAt: { lt: new Date(before.created) } }, { createdAt: new Date(before.created), id: { lt: before.id } }] } : {}),
      },
      select: { id: true, createdAt: true, summary: true, balanceAfter: true, rating: true },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: TIMELINE_ENTRIES + 1,
    }),
  ]);
  if (!gang) return null;
  const shown = events.slice(0, TIMELINE_ENTRIES);
  const last = shown[shown.length - 1];
  return {
    gang,
    entries: shown.map((e): TimelineEntry => ({ at: e.createdAt.toISOString(), summary: e.summary, credits: e.balanceAfter, rating: e.rating })),
    older: events.length > TIMELINE_ENTRIES && last ? encodeCursor({ at: last.createdAt.getTime(), created: last.createdAt.getTime(), id: last.id }) : null,
  };
}

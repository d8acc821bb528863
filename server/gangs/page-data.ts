import "server-only";
import { type Cursor, encodeCursor } from "@/lib/league/cursor";
import { loadCatalogue } from "../catalogue/queries";
import type { Db } from "../prisma";
import { openRoster } from "../rosters/store";
import { findEditableGang } from "./access";

/** The gang page lists this many history entries at a time (an "Older entries" link pages back). */
export const HISTORY_ENTRIES = 20;

/**
 * Everything the gang page shows, for a user who may edit the gang; null means 404. `issues` are the
 * rules the stored roster breaks: none for a roster built here (a change that would break one is
 * refused), but a rule the app learns later can find an older roster breaking it.
 */
export async function loadGangPage(client: Db, gangId: string, userId: string, historyBefore?: Cursor) {
  const gang = await findEditableGang(client, gangId, userId);
  if (!gang?.roster) return null;
  const before = historyBefore
    ? { OR: [{ createdAt: { lt: new Date(historyBefore.created) } }, { createdAt: new Date(historyBefore.created), id: { lt: historyBefore.id } }] }
    : {};
  const [fetched, catalogue, campaign] = await Promise.all([
    client.gangEvent.findMany({
      where: { gangId, ...before },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: HISTORY_ENTRIES + 1,
      include: { actor: { select: { name: true } } },
    }),
    loadCatalogue(client, gang),
    gang.campaignId ? client.campaign.findUnique({ where: { id: gang.campaignId }, select: { id: true, name: true } }) : null,
  ]);
  const events = fetched.slice(0, HISTORY_ENTRIES);
  const last = events[events.length - 1];
  const olderHistory =
    fetched.length > HISTORY_ENTRIES && last ? encodeCursor({ at: last.createdAt.getTime(), created: last.createdAt.getTime(), id: last.id }) : null;
  return { gang, ...openRoster(gang.roster.document), events, olderHistory, catalogue, campaign };
}
export type GangPageData = NonNullable<Awaited<ReturnType<typeof loadGangPage>>>;

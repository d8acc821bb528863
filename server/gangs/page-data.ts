import "server-only";
import { loadCatalogue } from "../catalogue/queries";
import type { Db } from "../prisma";
import { openRoster } from "../rosters/store";
import { findEditableGang } from "./access";

/**
 * Everything the gang page shows, for a user who may edit the gang; null means 404. `issues` are the
 * rules the stored roster breaks: none for a roster built here (a change that would break one is
 * refused), but a rule the app learns later can find an older roster breaking it.
 */
export async function loadGangPage(client: Db, gangId: string, userId: string) {
  const gang = await findEditableGang(client, gangId, userId);
  if (!gang?.roster) return null;
  const [events, catalogue, campaign] = await Promise.all([
    client.gangEvent.findMany({ where: { gangId }, orderBy: { createdAt: "desc" }, take: 100, include: { actor: { select: { name: true } } } }),
    loadCatalogue(client, gang),
    gang.campaignId ? client.campaign.findUnique({ where: { id: gang.campaignId }, select: { id: true, name: true } }) : null,
  ]);
  return { gang, ...openRoster(gang.roster.document), events, catalogue, campaign };
}
export type GangPageData = NonNullable<Awaited<ReturnType<typeof loadGangPage>>>;

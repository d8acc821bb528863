import "server-only";
import { gangRatingWithPacks } from "@/lib/packs/gang-packs";
import type { Roster } from "@/lib/rules/roster/schema";
import { parseRoster } from "@/lib/rules/validation/validate";
import { packsForGang, type PackClient } from "./queries";

/**
 * The gang rating as stored and shown: each fighter from a pack valued at the prices of the
 * revision the gang reads now (lib/packs/rating.ts). Only the packs its fighters came from are
 * loaded; a gang without any reads none. Every roster write (a change, a post-game, its undo)
 * goes through here, so the rating follows the roster it stores.
 */
export async function ratingFor(client: PackClient, gangId: string, roster: Roster): Promise<number> {
  const keys = new Set(roster.fighters.flatMap((f) => (f.pack ? [f.pack.packId] : [])));
  const packs = keys.size > 0 ? await packsForGang(client, gangId, { keys }) : [];
  return gangRatingWithPacks(
    roster,
    packs.map((p) => p.pack),
  );
}

/**
 * Stores the rating again for gangs whose packs changed under them (a campaign moved on to a new
 * revision, an owner's own pack edited), without touching their rosters or versions.
 */
export async function refreshRatings(client: PackClient, where: { campaignId: string } | { ids: string[] }): Promise<void> {
  const gangs = await client.gang.findMany({
    where: "campaignId" in where ? { campaignId: where.campaignId } : { id: { in: where.ids } },
    select: { id: true, rating: true, roster: { select: { document: true } } },
    take: 500,
  });
  for (const g of gangs) {
    if (!g.roster) continue;
    const read = parseRoster(JSON.parse(g.roster.document));
    if (!read.ok) continue;
    const rating = await ratingFor(client, g.id, read.roster);
    if (rating !== g.rating) await client.gang.update({ where: { id: g.id }, data: { rating } });
  }
}

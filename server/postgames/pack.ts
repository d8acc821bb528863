import "server-only";
import { DEFAULT_PACK, type Pack } from "@/lib/packs";
import type { Db, Tx } from "../prisma";

/** The pack a campaign's post-games read: lasting injuries, advances, experience and income. */
export async function postgamePack(
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- both are read once campaigns pin a pack
  client: Db | Tx, campaignId: string,
): Promise<Pack> {
  // TODO(lead): the campaign's pinned pack from server/packs/queries.ts once packs-app is merged
  return DEFAULT_PACK;
}

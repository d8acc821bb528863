import "server-only";
import type { CampaignPackInput } from "@/lib/contracts/packs";
import { fail, type ActionResult } from "@/lib/contracts/result";
import { campaignRole } from "../campaigns/access";
import { isUniqueViolation } from "../prisma-errors";
import type { Db } from "../prisma";
import { packLinkNeedle } from "./queries";
import { refreshRatings } from "./rating";

const onlyOrganisers = () => fail("NOT_FOUND", "Only organisers of the campaign choose its packs.");

/**
 * An organiser sets one of their own packs (not retired) for the campaign, at its latest revision:
 * every gang in the campaign reads it from then on, at that revision, until an organiser moves it on.
 */
export async function setCampaignPack(client: Db, userId: string, { campaignId, packId }: CampaignPackInput): Promise<ActionResult<{ revision: number }>> {
  if ((await campaignRole(client, campaignId, userId)) !== "organiser") return onlyOrganisers();
  const pack = await client.pack.findFirst({ where: { id: packId, ownerId: userId }, select: { id: true, name: true, revision: true, retiredAt: true } });
  if (!pack) return fail("NOT_FOUND", "Choose one of your own packs.", { packId: ["Choose one of your own packs"] });
  if (pack.retiredAt)
    return fail("REFUSED", `${pack.name} is retired: bring it back before a campaign uses it.`, {
      packId: [`${pack.name} is retired: bring it back before a campaign uses it`],
    });
  try {
    return await client.$transaction(async (tx) => {
      await tx.campaignPack.create({ data: { campaignId, packId, revision: pack.revision } });
      await tx.activityEvent.create({
        data: { campaignId, actorId: userId, kind: "pack", summary: `${pack.name} (revision ${pack.revision}) is now one of the campaign's packs` },
      });
      await refreshRatings(tx, { campaignId });
      return { ok: true as const, data: { revision: pack.revision } };
    });
  } catch (e) {
    if (isUniqueViolation(e))
      return fail("CONFLICT", `${pack.name} is already one of the campaign's packs.`, { packId: [`${pack.name} is already one of the campaign's packs`] });
    throw e;
  }
}

/**
 * An organiser moves the campaign on to the pack's latest revision: its gangs read the new
 * profiles, lists and prices from then on (their ratings with them); fighters keep what they have.
 */
export async function moveCampaignPackOn(client: Db, userId: string, { campaignId, packId }: CampaignPackInput): Promise<ActionResult<{ revision: number }>> {
  if ((await campaignRole(client, campaignId, userId)) !== "organiser") return onlyOrganisers();
  return client.$transaction(async (tx) => {
    const pin = await tx.campaignPack.findUnique({
      where: { campaignId_packId: { campaignId, packId } },
      select: { id: true, revision: true, pack: { select: { name: true, revision: true } } },
    });
    if (!pin) return fail("NOT_FOUND", "That pack is not one of the campaign's packs.");
    if (pin.revision >= pin.pack.revision)
      return fail("CONFLICT", `The campaign already reads ${pin.pack.name} at its latest revision (${pin.pack.revision}).`);
    const { count } = await tx.campaignPack.updateMany({ where: { id: pin.id, revision: pin.revision }, data: { revision: pin.pack.revision } });
    if (count !== 1) return fail("STALE");
    await tx.activityEvent.create({
      data: { campaignId, actorId: userId, kind: "pack", summary: `${pin.pack.name} moved on from revision ${pin.revision} to ${pin.pack.revision}` },
    });
    await refreshRatings(tx, { campaignId });
    return { ok: true as const, data: { revision: pin.pack.revision } };
  });
}

/** An organiser takes a pack off the campaign, unless gangs in it have fighters from it (they read it). */
export async function removeCampaignPack(client: Db, userId: string, { campaignId, packId }: CampaignPackInput): Promise<ActionResult> {
  if ((await campaignRole(client, campaignId, userId)) !== "organiser") return onlyOrganisers();
  return client.$transaction(async (tx) => {
    const pin = await tx.campaignPack.findUnique({
      where: { campaignId_packId: { campaignId, packId } },
      select: { id: true, pack: { select: { name: true } } },
    });
    if (!pin) return fail("NOT_FOUND", "That pack is not one of the campaign's packs.");
    const using = await tx.gang.findMany({
      where: { campaignId, roster: { document: { contains: packLinkNeedle(packId) } } },
      select: { name: true },
      take: 10,
      orderBy: { name: "asc" },
    });
    if (using.length > 0)
      return fail(
        "REFUSED",
        `${using.map((g) => g.name).join(", ")} ${using.length === 1 ? "has" : "have"} fighters from ${pin.pack.name}: it stays one of the campaign's packs (move it on to a new revision instead).`,
      );
    await tx.campaignPack.delete({ where: { id: pin.id } });
    await tx.activityEvent.create({
      data: { campaignId, actorId: userId, kind: "pack", summary: `${pin.pack.name} is no longer one of the campaign's packs` },
    });
    return { ok: true as const, data: undefined };
  });
}

import "server-only";
import type { Db } from "../prisma";

export type CampaignRole = "organiser" | "player";

/** The user's role in the campaign, or null for an outsider. */
export async function campaignRole(client: Db, campaignId: string, userId: string | null | undefined): Promise<CampaignRole | null> {
  if (!userId) return null;
  const m = await client.campaignMember.findUnique({ where: { campaignId_userId: { campaignId, userId } }, select: { role: true } });
  return m?.role === "organiser" || m?.role === "player" ? m.role : null;
}

/** Members see their campaign; everyone (signed out too) sees a public one. */
export async function findVisibleCampaign(client: Db, campaignId: string, userId: string | null | undefined) {
  const campaign = await client.campaign.findUnique({ where: { id: campaignId } });
  if (!campaign) return null;
  const role = await campaignRole(client, campaignId, userId);
  if (!role && !campaign.isPublic) return null;
  return { campaign, role };
}

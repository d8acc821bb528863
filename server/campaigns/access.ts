import "server-only";
import type { Db, Tx } from "../prisma";

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

export type VisibleCampaign = NonNullable<Awaited<ReturnType<typeof findVisibleCampaign>>>;

export type UndoRight = { ok: true; as: "organiser" | "owner" } | { ok: false; message: string };

/**
 * Who may undo a gang's post-game after a battle. ruling (issue 19): an organiser always; the
 * gang's owner their own, until a later battle of that gang is recorded (void ones aside), because
 * that battle was fought, and its post-game run, with what this one gave; after that only an
 * organiser, who can weigh both. Asked by the undo (inside its transaction) and by the page.
 */
export async function postgameUndoRight(client: Db | Tx, p: { isOrganiser: boolean; isOwner: boolean; gangId: string; battleId: string }): Promise<UndoRight> {
  if (p.isOrganiser) return { ok: true, as: "organiser" };
  if (!p.isOwner) return { ok: false, message: "Only the gang's owner or an organiser of the campaign can undo a post-game." };
  const battle = await client.battle.findUnique({ where: { id: p.battleId }, select: { createdAt: true } });
  if (!battle) return { ok: false, message: "This battle does not exist." };
  const later = await client.battleGang.findFirst({
    where: { gangId: p.gangId, battleId: { not: p.battleId }, battle: { createdAt: { gt: battle.createdAt }, status: { not: "void" } } },
    select: { battle: { select: { scenario: true } } },
  });
  if (later) return { ok: false, message: `The gang's next battle (${later.battle.scenario}) is recorded: only an organiser can undo this post-game now.` };
  return { ok: true, as: "owner" };
}

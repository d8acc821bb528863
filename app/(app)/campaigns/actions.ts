"use server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import {
  answerInvitationSchema,
  battleIdSchema,
  campaignIdSchema,
  createCampaignSchema,
  inviteOrganiserSchema,
  joinCampaignSchema,
  recordBattleSchema,
  withdrawInvitationSchema,
} from "@/lib/contracts/campaign";
import { voidBattleSchema, withdrawBattleSchema } from "@/lib/contracts/battle-arbitration";
import { addCampaignEquipmentSchema } from "@/lib/contracts/equipment";
import { fail } from "@/lib/contracts/result";
import { recordQuickResolveSchema } from "@/lib/contracts/quick-resolve";
import { campaignRole } from "@/server/campaigns/access";
import { userAction } from "@/server/action";
import { voidBattle, withdrawBattle } from "@/server/campaigns/arbitration";
import { recordQuickResolve } from "@/server/campaigns/quick-resolve";
import { answerInvitation, inviteOrganiser, withdrawInvitation } from "@/server/campaigns/invitations";
import { confirmBattle, createCampaign, joinCampaign, recordBattle, regenerateInvite } from "@/server/campaigns/mutations";
import { db } from "@/server/db";
import { requestClientAddress } from "@/server/request-address";

export async function createCampaignAction(input: unknown) {
  return userAction(createCampaignSchema, input, async (data, user) => {
    const c = await createCampaign(db(), user.id, data);
    revalidatePath("/campaigns");
    return { ok: true as const, data: { id: c.id } };
  });
}

export async function joinCampaignAction(input: unknown) {
  return userAction(joinCampaignSchema, input, async ({ code, gangId }, user) => {
    const r = await joinCampaign(db(), user.id, code, gangId);
    if (r.ok) revalidatePath(`/campaigns/${r.data.campaignId}`);
    return r;
  });
}

export async function recordBattleAction(input: unknown) {
  return userAction(recordBattleSchema, input, async (data, user) => {
    const r = await recordBattle(db(), user.id, data);
    if (r.ok) revalidatePath(`/campaigns/${data.campaignId}`);
    return r;
  });
}

export async function confirmBattleAction(input: unknown) {
  return userAction(battleIdSchema.extend({ campaignId: campaignIdSchema }), input, async ({ battleId, campaignId }, user) => {
    const r = await confirmBattle(db(), user.id, battleId);
    if (r.ok) revalidatePath(`/campaigns/${campaignId}`);
    return r;
  });
}

/** The whole campaign (standings, battles, feed, post-game pages) changes when a battle stops counting. */
export async function voidBattleAction(input: unknown) {
  return userAction(voidBattleSchema, input, async (data, user) => {
    const r = await voidBattle(db(), user.id, data);
    if (r.ok) revalidatePath(`/campaigns/${data.campaignId}`, "layout");
    return r;
  });
}

export async function withdrawBattleAction(input: unknown) {
  return userAction(withdrawBattleSchema, input, async (data, user) => {
    const r = await withdrawBattle(db(), user.id, data);
    if (r.ok) revalidatePath(`/campaigns/${data.campaignId}`, "layout");
    return r;
  });
}

/** The answer is the same whether or not the email has an account (server/campaigns/invitations.ts). */
export async function inviteOrganiserAction(input: unknown) {
  return userAction(inviteOrganiserSchema, input, async ({ campaignId, email }, user) => {
    const r = await inviteOrganiser(db(), user.id, campaignId, email, await requestClientAddress());
    if (r.ok) revalidatePath(`/campaigns/${campaignId}`);
    return r;
  });
}

export async function withdrawInvitationAction(input: unknown) {
  return userAction(withdrawInvitationSchema, input, async ({ campaignId, invitationId }, user) => {
    const r = await withdrawInvitation(db(), user.id, campaignId, invitationId);
    revalidatePath(`/campaigns/${campaignId}`);
    return r;
  });
}

/** Accept or decline an invitation to organise, sent to the signed-in user's email. */
export async function answerInvitationAction(input: unknown) {
  return userAction(answerInvitationSchema, input, async ({ invitationId, accept }, user) => {
    const r = await answerInvitation(db(), user, invitationId, accept);
    revalidatePath("/campaigns");
    if (r.ok) revalidatePath(`/campaigns/${r.data.campaignId}`);
    return r;
  });
}

export async function regenerateInviteAction(input: unknown) {
  return userAction(z.object({ campaignId: campaignIdSchema }), input, async ({ campaignId }, user) => {
    const r = await regenerateInvite(db(), user.id, campaignId);
    if (r.ok) revalidatePath(`/campaigns/${campaignId}`);
    return r;
  });
}

export async function recordQuickResolveAction(input: unknown) {
  return userAction(recordQuickResolveSchema, input, async (data, user) => {
    const r = await recordQuickResolve(db(), user.id, data);
    if (r.ok) revalidatePath(`/campaigns/${data.campaignId}`);
    return r;
  });
}

export async function addCampaignEquipmentAction(input: unknown) {
  return userAction(addCampaignEquipmentSchema, input, async ({ campaignId, ...item }, user) => {
    if ((await campaignRole(db(), campaignId, user.id)) !== "organiser") return fail("NOT_FOUND", "Only organisers can change the campaign's catalogue.");
    await db().$transaction([
      db().equipmentItem.create({ data: { ...item, campaignId } }),
      db().activityEvent.create({
        data: { campaignId, actorId: user.id, kind: "catalogue", summary: `${item.name} (${item.cost} credits) added to the campaign's catalogue` },
      }),
    ]);
    revalidatePath(`/campaigns/${campaignId}`);
    return { ok: true as const, data: undefined };
  });
}

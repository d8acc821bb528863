"use server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { addOrganiserSchema, battleIdSchema, campaignIdSchema, createCampaignSchema, joinCampaignSchema, recordBattleSchema } from "@/lib/contracts/campaign";
import { voidBattleSchema, withdrawBattleSchema } from "@/lib/contracts/battle-arbitration";
import { addCampaignEquipmentSchema } from "@/lib/contracts/equipment";
import { fail } from "@/lib/contracts/result";
import { recordQuickResolveSchema } from "@/lib/contracts/quick-resolve";
import { campaignRole } from "@/server/campaigns/access";
import { userAction } from "@/server/action";
import { voidBattle, withdrawBattle } from "@/server/campaigns/arbitration";
import { recordQuickResolve } from "@/server/campaigns/quick-resolve";
import { addOrganiser, confirmBattle, createCampaign, joinCampaign, recordBattle, regenerateInvite } from "@/server/campaigns/mutations";
import { db } from "@/server/db";

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

export async function addOrganiserAction(input: unknown) {
  return userAction(addOrganiserSchema, input, async ({ campaignId, email }, user) => {
    const r = await addOrganiser(db(), user.id, campaignId, email);
    if (r.ok) revalidatePath(`/campaigns/${campaignId}`);
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
      db().activityEvent.create({ data: { campaignId, actorId: user.id, kind: "catalogue", summary: `${item.name} (${item.cost} credits) added to the campaign's catalogue` } }),
    ]);
    revalidatePath(`/campaigns/${campaignId}`);
    return { ok: true as const, data: undefined };
  });
}

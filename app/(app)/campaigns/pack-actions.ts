"use server";
import { revalidatePath } from "next/cache";
import { campaignPackSchema } from "@/lib/contracts/packs";
import { userAction } from "@/server/action";
import { db } from "@/server/db";
import { moveCampaignPackOn, removeCampaignPack, setCampaignPack } from "@/server/packs/campaign";

// The campaign's packs change what every gang in it reads: its pages and the gangs' pages refresh.
const refresh = (campaignId: string) => {
  revalidatePath(`/campaigns/${campaignId}`, "layout");
  revalidatePath("/gangs", "layout");
};

/** Organisers set one of their packs for the campaign (at its latest revision). */
export async function setCampaignPackAction(input: unknown) {
  return userAction(campaignPackSchema, input, async (data, user) => {
    const r = await setCampaignPack(db(), user.id, data);
    if (r.ok) refresh(data.campaignId);
    return r;
  });
}

/** Organisers move the campaign on to a pack's latest revision. */
export async function moveCampaignPackOnAction(input: unknown) {
  return userAction(campaignPackSchema, input, async (data, user) => {
    const r = await moveCampaignPackOn(db(), user.id, data);
    if (r.ok) refresh(data.campaignId);
    return r;
  });
}

/** Organisers take a pack off the campaign (refused while its gangs have fighters from it). */
export async function removeCampaignPackAction(input: unknown) {
  return userAction(campaignPackSchema, input, async (data, user) => {
    const r = await removeCampaignPack(db(), user.id, data);
    if (r.ok) refresh(data.campaignId);
    return r;
  });
}

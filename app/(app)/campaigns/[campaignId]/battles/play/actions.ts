"use server";
import { revalidatePath } from "next/cache";
import { sendPlayedBattleSchema } from "@/lib/contracts/played-battle";
import { userAction } from "@/server/action";
import { sendPlayedBattle } from "@/server/campaigns/played-battle";
import { db } from "@/server/db";

/** A battle finished on the battle screen, sent (or sent again) from the device. */
export async function sendPlayedBattleAction(input: unknown) {
  return userAction(sendPlayedBattleSchema, input, async (data, user) => {
    const r = await sendPlayedBattle(db(), user.id, data);
    if (r.ok) revalidatePath(`/campaigns/${data.record.campaignId}`);
    return r;
  });
}

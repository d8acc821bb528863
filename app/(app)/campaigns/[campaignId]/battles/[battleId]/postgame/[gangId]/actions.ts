"use server";
import { revalidatePath } from "next/cache";
import { postgameRefSchema, postgameSchema } from "@/lib/contracts/postgame";
import { userAction } from "@/server/action";
import { db } from "@/server/db";
import { applyPostgame, previewPostgame } from "@/server/postgames/apply";
import { undoPostgame } from "@/server/postgames/undo";

/** Campaign pages (standings, battles, feed), the wizard itself and the gang's page all change. */
function revalidate(gangId: string) {
  revalidatePath("/campaigns", "layout");
  revalidatePath(`/gangs/${gangId}`);
}

/** Every step run with the dice it will use; nothing is written. The roster itself stays on the server. */
export async function previewPostgameAction(input: unknown) {
  return userAction(postgameSchema, input, async (data, user) => {
    const result = await previewPostgame(db(), user.id, data);
    if (!result.ok) return result;
    const { steps, creditsBefore, creditsAfter, ratingBefore, ratingAfter, version } = result.data;
    return { ok: true as const, data: { steps, creditsBefore, creditsAfter, ratingBefore, ratingAfter, version } };
  });
}

export async function applyPostgameAction(input: unknown) {
  return userAction(postgameSchema, input, async (data, user) => {
    const result = await applyPostgame(db(), user.id, data);
    if (result.ok) revalidate(data.gangId);
    return result;
  });
}

export async function undoPostgameAction(input: unknown) {
  return userAction(postgameRefSchema, input, async (data, user) => {
    const result = await undoPostgame(db(), user.id, data);
    if (result.ok) revalidate(data.gangId);
    return result;
  });
}

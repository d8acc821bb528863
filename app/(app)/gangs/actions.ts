"use server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { createGangSchema, gangIdSchema } from "@/lib/contracts/gang";
import { fail } from "@/lib/contracts/result";
import { userAction } from "@/server/action";
import { db } from "@/server/db";
import { deleteOwnGang } from "@/server/gangs/mutations";
import { createGangWithRoster } from "@/server/rosters/store";

export async function createGangAction(input: unknown) {
  return userAction(createGangSchema, input, async (data, user) => {
    const gang = await createGangWithRoster(db(), user.id, data);
    revalidatePath("/gangs");
    return { ok: true, data: { id: gang.id } };
  });
}

export async function deleteGangAction(input: unknown) {
  return userAction(z.object({ id: gangIdSchema }), input, async ({ id }, user) => {
    const outcome = await deleteOwnGang(db(), id, user.id);
    if (outcome === "not-found") return fail("NOT_FOUND", "That gang does not exist or is not yours.");
    if (outcome === "has-battles") return fail("REFUSED", "This gang has fought campaign battles, so the league still needs it. Retire it instead.");
    revalidatePath("/gangs");
    return { ok: true, data: undefined };
  });
}

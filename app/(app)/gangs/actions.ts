"use server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { createGangSchema, gangIdSchema, gangNameSchema } from "@/app/_schemas/gang";
import { fail } from "@/app/_schemas/result";
import { userAction } from "@/server/action";
import { db } from "@/server/db";
import { deleteOwnGang, insertGang, renameOwnGang } from "@/server/gangs/mutations";

export async function createGangAction(input: unknown) {
  return userAction(createGangSchema, input, async (data, user) => {
    const gang = await insertGang(db(), user.id, data);
    revalidatePath("/gangs");
    return { ok: true, data: { id: gang.id } };
  });
}

const renameSchema = z.object({ id: gangIdSchema, name: gangNameSchema });

export async function renameGangAction(input: unknown) {
  return userAction(renameSchema, input, async ({ id, name }, user) => {
    if (!(await renameOwnGang(db(), id, user.id, name))) return fail("NOT_FOUND", "That gang does not exist or is not yours.");
    revalidatePath(`/gangs/${id}`);
    return { ok: true, data: undefined };
  });
}

export async function deleteGangAction(input: unknown) {
  return userAction(z.object({ id: gangIdSchema }), input, async ({ id }, user) => {
    if (!(await deleteOwnGang(db(), id, user.id))) return fail("NOT_FOUND", "That gang does not exist or is not yours.");
    revalidatePath("/gangs");
    return { ok: true, data: undefined };
  });
}

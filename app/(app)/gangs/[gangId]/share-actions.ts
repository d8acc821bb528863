"use server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { gangIdSchema } from "@/lib/contracts/gang";
import { fail } from "@/lib/contracts/result";
import { userAction } from "@/server/action";
import { db } from "@/server/db";
import { createShareToken, revokeShareToken } from "@/server/gangs/share";

const shareLinkSchema = z.object({ gangId: gangIdSchema });
const notYours = () => fail("NOT_FOUND", "That gang does not exist or is not yours to share.");

/** Gives the gang a read-only public link (or keeps the one it has); owner only, in the where clause. */
export async function createShareLinkAction(input: unknown) {
  return userAction(shareLinkSchema, input, async ({ gangId }, user) => {
    const token = await createShareToken(db(), gangId, user.id);
    if (!token) return notYours();
    revalidatePath(`/gangs/${gangId}`);
    return { ok: true as const, data: { token } };
  });
}

/** Ends the public link at once: anyone holding it gets "not found" from now on. */
export async function revokeShareLinkAction(input: unknown) {
  return userAction(shareLinkSchema, input, async ({ gangId }, user) => {
    if (!(await revokeShareToken(db(), gangId, user.id))) return notYours();
    revalidatePath(`/gangs/${gangId}`);
    return { ok: true as const, data: undefined };
  });
}

"use server";
import { revalidatePath } from "next/cache";
import { fail } from "@/lib/contracts/result";
import { savePrintOptionsSchema } from "@/lib/contracts/print";
import { userAction } from "@/server/action";
import { db } from "@/server/db";
import { savePrintOptions } from "@/server/gangs/print-options";

/** Remembers what to print for this gang (sizes, which cards, blanks); whoever may print it may change it. */
export async function savePrintOptionsAction(input: unknown) {
  return userAction(savePrintOptionsSchema, input, async ({ gangId, options }, user) => {
    if (!(await savePrintOptions(db(), gangId, user.id, options))) return fail("NOT_FOUND", "That gang does not exist or is not yours to print.");
    revalidatePath(`/gangs/${gangId}/print`);
    return { ok: true as const, data: undefined };
  });
}

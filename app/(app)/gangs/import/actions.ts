"use server";
import { revalidatePath } from "next/cache";
import { importGangSchema } from "@/app/_schemas/gang-import";
import { fail } from "@/app/_schemas/result";
import { userAction } from "@/server/action";
import { db } from "@/server/db";
import { importGangFromText } from "@/server/gangs/transfer";

/**
 * Imports an exported gang as a new gang of this user: every error is answered with its path
 * in the file (under the field), and nothing is created unless the whole file passes. The form
 * then opens the new gang (like creating one: a thrown redirect would reach the client as an error).
 */
export async function importGangAction(input: unknown) {
  return userAction(importGangSchema, input, async ({ json }, user) => {
    const imported = await importGangFromText(db(), user.id, json);
    if (!imported.ok) {
      const n = imported.errors.length;
      return fail("REFUSED", `This file cannot be imported: ${n} problem${n === 1 ? "" : "s"} found. Nothing was created.`, { json: imported.errors.map((e) => `${e.path}: ${e.message}`) });
    }
    revalidatePath("/gangs");
    return { ok: true as const, data: { id: imported.id } };
  });
}

"use server";
import { revalidatePath } from "next/cache";
import { IMPORT_REFUSED, importGangSchema, importProblemLines } from "@/lib/contracts/gang-import";
import { fail } from "@/lib/contracts/result";
import { userAction } from "@/server/action";
import { db } from "@/server/db";
import { importGangFromText } from "@/server/gangs/transfer";

/**
 * Imports an exported gang as a new gang of this user. The schema checks the whole file (size,
 * JSON, format, the limits on every list, every roster rule) as the form did; every problem is
 * answered with its path in the file (under the field), and nothing is created unless the whole
 * file passes. The form then opens the new gang (like creating one: a thrown redirect would reach
 * the client as an error).
 */
export async function importGangAction(input: unknown) {
  const result = await userAction(importGangSchema, input, async ({ json }, user) => {
    const imported = await importGangFromText(db(), user.id, json);
    if (!imported.ok) return fail("REFUSED", IMPORT_REFUSED, { json: importProblemLines(imported.errors) });
    revalidatePath("/gangs");
    return { ok: true as const, data: { id: imported.id, name: imported.name } };
  });
  // the schema's refusal in the words of the import, not "Please correct the highlighted fields"
  if (!result.ok && result.code === "INVALID_INPUT") return fail("INVALID_INPUT", IMPORT_REFUSED, result.fieldErrors);
  return result;
}

"use server";
import { revalidatePath } from "next/cache";
import {
  importPackSchema,
  newPackSchema,
  packIdOnlySchema,
  packProblemLines,
  packSectionSchema,
  PACK_IMPORT_REFUSED,
  retirePackSchema,
} from "@/lib/contracts/packs";
import { fail } from "@/lib/contracts/result";
import { userAction } from "@/server/action";
import { db } from "@/server/db";
import { createPack, deletePack, importPackFile, savePackSection, setPackRetired } from "@/server/packs/mutations";

/**
 * Imports a pack file as a new pack of this user: the whole file is checked as the form checked
 * it, every problem comes back with its path under the field, and nothing is created unless the
 * whole file passes.
 */
export async function importPackAction(input: unknown) {
  const result = await userAction(importPackSchema, input, async ({ json }, user) => {
    const imported = await importPackFile(db(), user.id, json);
    if (!imported.ok) return fail("REFUSED", PACK_IMPORT_REFUSED, { json: packProblemLines(imported.errors) });
    revalidatePath("/packs");
    return { ok: true as const, data: { id: imported.id, name: imported.name } };
  });
  if (!result.ok && result.code === "INVALID_INPUT") return fail("INVALID_INPUT", PACK_IMPORT_REFUSED, result.fieldErrors);
  return result;
}

/** A new pack, blank or a copy of the starter pack; a refusal (its id taken, too many packs) goes under the id. */
export async function createPackAction(input: unknown) {
  return userAction(newPackSchema, input, async (data, user) => {
    const created = await createPack(db(), user.id, data);
    if (!created.ok) {
      const message = created.errors.map((e) => e.message).join(" ");
      return fail("REFUSED", message, { slug: [message] });
    }
    revalidatePath("/packs");
    return { ok: true as const, data: { id: created.id } };
  });
}

/** One section of the editor saved as a new revision (owner only; refused with every problem under its path). */
export async function savePackSectionAction(input: unknown) {
  return userAction(packSectionSchema, input, async (data, user) => {
    const r = await savePackSection(db(), user.id, data);
    if (r.ok) revalidatePath(`/packs/${data.packId}`, "layout");
    return r;
  });
}

export async function setPackRetiredAction(input: unknown) {
  return userAction(retirePackSchema, input, async ({ packId, retired }, user) => {
    const r = await setPackRetired(db(), user.id, packId, retired);
    if (r.ok) revalidatePath(`/packs/${packId}`);
    return r;
  });
}

export async function deletePackAction(input: unknown) {
  return userAction(packIdOnlySchema, input, async ({ packId }, user) => {
    const r = await deletePack(db(), user.id, packId);
    if (r.ok) revalidatePath("/packs");
    return r;
  });
}

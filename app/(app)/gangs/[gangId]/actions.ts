"use server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { addEquipmentSchema } from "@/lib/contracts/equipment";
import { gangIdSchema } from "@/lib/contracts/gang";
import { rosterActionSchema } from "@/lib/contracts/roster";
import { fail } from "@/lib/contracts/result";
import { userAction } from "@/server/action";
import { db } from "@/server/db";
import { findEditableGang } from "@/server/gangs/access";
import { applyRosterOp } from "@/server/rosters/apply-op";
import { retiredMessage } from "@/server/rosters/store";

const notYours = () => fail("NOT_FOUND", "That gang does not exist or is not yours to change.");

/** Every roster change: parsed, session checked, owner checked, one transaction, history written. */
export async function rosterAction(input: unknown) {
  return userAction(rosterActionSchema, input, async (data, user) => {
    const result = await applyRosterOp(db(), user.id, data);
    if (result.ok) revalidatePath(`/gangs/${data.gangId}`);
    return result;
  });
}

export async function addEquipmentAction(input: unknown) {
  return userAction(addEquipmentSchema, input, async ({ gangId, ...item }, user) => {
    const gang = await findEditableGang(db(), gangId, user.id);
    if (!gang) return notYours();
    // the gang's own catalogue is part of what a retired gang keeps as it was (see changeRoster)
    if (gang.retired) return fail("REFUSED", retiredMessage(gang.name));
    await db().equipmentItem.create({ data: { ...item, gangId } });
    revalidatePath(`/gangs/${gangId}`);
    return { ok: true as const, data: undefined };
  });
}

export async function setRetiredAction(input: unknown) {
  return userAction(z.object({ gangId: gangIdSchema, retired: z.boolean() }), input, async ({ gangId, retired }, user) => {
    const { count } = await db().gang.updateMany({ where: { id: gangId, ownerId: user.id }, data: { retired } });
    if (count !== 1) return notYours();
    revalidatePath(`/gangs/${gangId}`);
    return { ok: true as const, data: undefined };
  });
}

"use server";
import { revalidatePath } from "next/cache";
import { packRosterActionSchema } from "@/lib/contracts/pack-roster";
import { userAction } from "@/server/action";
import { db } from "@/server/db";
import { applyPackRosterOp } from "@/server/packs/roster";

/** Recruiting (a pack type or a custom one), buying from a type's list, mapping to a pack type, bolting on a pack weapon. */
export async function packRosterAction(input: unknown) {
  return userAction(packRosterActionSchema, input, async (data, user) => {
    const result = await applyPackRosterOp(db(), user.id, data);
    if (result.ok) revalidatePath(`/gangs/${data.gangId}`);
    return result;
  });
}

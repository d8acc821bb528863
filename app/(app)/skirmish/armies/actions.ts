"use server";
import { revalidatePath } from "next/cache";
import { armyIdSchema, saveArmySchema } from "@/lib/contracts/army";
import { fail } from "@/lib/contracts/result";
import { userAction } from "@/server/action";
import { deleteArmy, saveArmy } from "@/server/armies/mutations";
import { db } from "@/server/db";

/** The army's problems go under the file (each with its JSON path); nothing is saved unless all of it passes. */
const REFUSED = "This army cannot be saved: its problems are listed, each with its place in the file. Nothing was saved.";

/** Saves an army (new, or one of the user's with `armyId`), checked whole as an army file. */
export async function saveArmyAction(input: unknown) {
  const result = await userAction(saveArmySchema, input, async (data, user) => {
    const r = await saveArmy(db(), user.id, data);
    if (r.ok) {
      revalidatePath("/skirmish/armies");
      revalidatePath("/skirmish");
    }
    return r;
  });
  if (!result.ok && result.code === "INVALID_INPUT") return fail("INVALID_INPUT", REFUSED, result.fieldErrors);
  return result;
}

/** Deletes one of the user's armies (asked first on the page). */
export async function deleteArmyAction(input: unknown) {
  return userAction(armyIdSchema, input, async ({ armyId }, user) => {
    const r = await deleteArmy(db(), user.id, armyId);
    if (r.ok) {
      revalidatePath("/skirmish/armies");
      revalidatePath("/skirmish");
    }
    return r;
  });
}

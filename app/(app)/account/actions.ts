"use server";
import { z } from "zod";
import { changePasswordSchema } from "@/lib/contracts/account";
import { userAction } from "@/server/action";
import { changePassword } from "@/server/accounts/mutations";
import { endEverySession } from "@/server/accounts/sessions";
import { db } from "@/server/db";

/** Every session of the account ends with the old password; the form signs this browser in again. */
export async function changePasswordAction(input: unknown) {
  return userAction(changePasswordSchema, input, async (data, user) => changePassword(db(), user.id, data));
}

/** Ends every session of the account, on every device, this one included. */
export async function signOutEverywhereAction(input: unknown) {
  return userAction(z.object({}), input, async (_, user) => {
    await endEverySession(db(), user.id);
    return { ok: true as const, data: undefined };
  });
}

"use server";
import { signUpSchema } from "@/lib/contracts/account";
import { fail, invalid, type ActionResult } from "@/lib/contracts/result";
import { guard } from "@/server/action";
import { createUser } from "@/server/accounts/mutations";
import { db } from "@/server/db";

export async function signUpAction(input: unknown): Promise<ActionResult> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  return guard(async () => {
    const created = await createUser(db(), parsed.data);
    if (!created.ok) return fail("CONFLICT", "An account with this email already exists.", { email: ["An account with this email already exists. Sign in instead?"] });
    return { ok: true, data: undefined };
  });
}

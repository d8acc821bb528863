"use server";
import { signUpSchema } from "@/lib/contracts/account";
import { invalid, type ActionResult } from "@/lib/contracts/result";
import { guard } from "@/server/action";
import { signUp } from "@/server/accounts/mutations";
import { db } from "@/server/db";
import { requestClientAddress } from "@/server/request-address";

export async function signUpAction(input: unknown): Promise<ActionResult> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  return guard(async () => signUp(db(), parsed.data, await requestClientAddress()));
}

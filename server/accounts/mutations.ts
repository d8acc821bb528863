import "server-only";
import type { ChangePasswordInput, SignUpInput } from "@/lib/contracts/account";
import { fail, type ActionResult } from "@/lib/contracts/result";
import type { Db } from "../prisma";
import { isUniqueViolation } from "../prisma-errors";
import { countAttempts, RATE_POLICIES, rateKey, tooManyAttempts } from "../rate-limit";
import { checkPassword, hashPassword } from "./passwords";
import { endEverySession } from "./sessions";

export type CreateUserResult = { ok: true; id: string } | { ok: false; reason: "EMAIL_TAKEN" };

/** Hashes with Argon2id (passwords.ts); the password itself is never stored or logged. */
export async function createUser(client: Db, input: SignUpInput): Promise<CreateUserResult> {
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await client.user.create({ data: { email: input.email, name: input.name, passwordHash }, select: { id: true } });
    return { ok: true, id: user.id };
  } catch (e) {
    if (isUniqueViolation(e)) return { ok: false, reason: "EMAIL_TAKEN" };
    throw e;
  }
}

export const EMAIL_TAKEN = "An account with this email already exists. Sign in instead?";

/**
 * Sign-up, behind the limits per email and per client address: "already exists" tells whether an
 * email has an account, so it is answered only within them (RATE_POLICIES.signUp*).
 */
export async function signUp(client: Db, input: SignUpInput, address: string | null): Promise<ActionResult> {
  const verdict = await countAttempts(client, [
    [`signup:account:${input.email}`, RATE_POLICIES.signUpAccount],
    [rateKey("signup:address", address), RATE_POLICIES.signUpAddress],
  ]);
  if (!verdict.ok) return tooManyAttempts(verdict);
  const created = await createUser(client, input);
  if (!created.ok) return fail("CONFLICT", "An account with this email already exists.", { email: [EMAIL_TAKEN] });
  return { ok: true, data: undefined };
}

/**
 * A new password, once the current one is confirmed (counted like a sign-in against the account).
 * Every session of the account ends, this one too: the form signs in again with the new password.
 */
export async function changePassword(client: Db, userId: string, input: ChangePasswordInput): Promise<ActionResult> {
  const verdict = await countAttempts(client, [[`password:account:${userId}`, RATE_POLICIES.passwordAccount]]);
  if (!verdict.ok) return tooManyAttempts(verdict, "currentPassword");
  const user = await client.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user) return fail("UNAUTHENTICATED");
  if (!(await checkPassword(input.currentPassword, user.passwordHash)).ok) {
    return fail("INVALID_INPUT", "Your current password is not right.", { currentPassword: ["This is not your current password"] });
  }
  const passwordHash = await hashPassword(input.newPassword);
  // only over the hash just checked: a change that raced this one wins, this one is refused
  const { count } = await client.user.updateMany({ where: { id: userId, passwordHash: user.passwordHash }, data: { passwordHash } });
  if (count !== 1) return fail("STALE", "Your password was changed meanwhile. Sign in again with the new one.");
  await endEverySession(client, userId);
  return { ok: true, data: undefined };
}

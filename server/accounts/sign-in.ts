import "server-only";
import { signInSchema } from "@/lib/contracts/account";
import { rateLimitedError } from "@/lib/contracts/rate-limit";
import type { Db } from "../prisma";
import { clearAttempts, countAttempts, RATE_POLICIES, rateKey } from "../rate-limit";
import { checkNoPassword, checkPassword, hashPassword } from "./passwords";

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  sessionVersion: number;
}

/** Thrown to next-auth, which hands its message to the sign-in form as `error` (RATE_LIMITED:<ms>). */
export class TooManyAttemptsError extends Error {
  constructor(retryAfterMs: number) {
    super(rateLimitedError(retryAfterMs));
    this.name = "TooManyAttemptsError";
  }
}

/**
 * Checks an email and password for next-auth's credentials provider. Each attempt counts against
 * the account and the client's address (counted before the password is checked, so parallel
 * guesses count too); over a limit it throws TooManyAttemptsError without checking anything. A
 * success clears the account's count and rehashes an older hash (bcrypt) with Argon2id.
 */
export async function authenticate(client: Db, credentials: unknown, address: string | null): Promise<SignedInUser | null> {
  const parsed = signInSchema.safeParse(credentials);
  if (!parsed.success) return null;
  const { email, password } = parsed.data;
  const accountKey = `signin:account:${email}`;
  const verdict = await countAttempts(client, [
    [accountKey, RATE_POLICIES.signInAccount],
    [rateKey("signin:address", address), RATE_POLICIES.signInAddress],
  ]);
  if (!verdict.ok) throw new TooManyAttemptsError(verdict.retryAfterMs);
  const user = await client.user.findUnique({ where: { email }, select: { id: true, email: true, name: true, passwordHash: true, sessionVersion: true } });
  if (!user) {
    await checkNoPassword(password); // the same time as a real check: no hint that the email has no account
    return null;
  }
  const check = await checkPassword(password, user.passwordHash);
  if (!check.ok) return null;
  await clearAttempts(client, accountKey);
  if (check.rehash) {
    // only if nobody changed the password meanwhile
    await client.user.updateMany({ where: { id: user.id, passwordHash: user.passwordHash }, data: { passwordHash: await hashPassword(password) } });
  }
  return { id: user.id, email: user.email, name: user.name, sessionVersion: user.sessionVersion };
}

import "server-only";
import { fail, type ActionResult } from "@/lib/contracts/result";
import { tooManyAttemptsMessage } from "@/lib/contracts/rate-limit";
import type { Db } from "./prisma";

const MINUTE = 60_000;

export interface RatePolicy {
  /** Attempts allowed in one window. */
  limit: number;
  windowMs: number;
}

/**
 * ruling (brute force): generous for a person, hopeless for a guesser. Per account: 10 sign-ins
 * that fail in 15 minutes (a success clears the count), 5 sign-ups for one email an hour. Per client
 * address: 50 sign-in attempts in 15 minutes and 20 sign-ups an hour (a club on one network
 * signing in together still fits). Organiser invitations: 20 an hour per organiser, 50 per address.
 */
export const RATE_POLICIES = {
  signInAccount: { limit: 10, windowMs: 15 * MINUTE },
  signInAddress: { limit: 50, windowMs: 15 * MINUTE },
  signUpAccount: { limit: 5, windowMs: 60 * MINUTE },
  signUpAddress: { limit: 20, windowMs: 60 * MINUTE },
  inviteAccount: { limit: 20, windowMs: 60 * MINUTE },
  inviteAddress: { limit: 50, windowMs: 60 * MINUTE },
  passwordAccount: { limit: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RatePolicy>;

export type RateVerdict = { ok: true } | { ok: false; retryAfterMs: number };

type Row = { count: number | bigint; resetAt: number | bigint | string };

/**
 * Counts one attempt at `key` and says whether it is still within `policy`. One statement (an
 * upsert that starts a new window once the old one has ended), atomic on SQLite and PostgreSQL
 * alike, so 300 attempts at once on any number of instances count 300.
 */
export async function countAttempt(client: Db, key: string, policy: RatePolicy, now = Date.now()): Promise<RateVerdict> {
  const start = BigInt(now);
  const resetAt = BigInt(now + policy.windowMs);
  const [row] = await client.$queryRaw<Row[]>`
    INSERT INTO "RateLimit" ("key", "count", "resetAt") VALUES (${key}, 1, ${resetAt})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."resetAt" <= ${start} THEN 1 ELSE "RateLimit"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimit"."resetAt" <= ${start} THEN ${resetAt} ELSE "RateLimit"."resetAt" END
    RETURNING "count", "resetAt"`;
  // now and then, forget windows that ended a day ago (the table holds only live counts)
  if (Math.random() < 0.01) await client.rateLimit.deleteMany({ where: { resetAt: { lt: BigInt(now - 24 * 60 * MINUTE) } } });
  if (!row || Number(row.count) <= policy.limit) return { ok: true };
  return { ok: false, retryAfterMs: Math.max(0, Number(row.resetAt) - now) };
}

/** Counts an attempt under each key (null keys, e.g. an unknown address, are skipped): refused if any is over. */
export async function countAttempts(
  client: Db,
  limits: readonly (readonly [key: string | null, policy: RatePolicy])[],
  now = Date.now(),
): Promise<RateVerdict> {
  let worst: RateVerdict = { ok: true };
  for (const [key, policy] of limits) {
    if (key === null) continue;
    const v = await countAttempt(client, key, policy, now);
    if (!v.ok && (worst.ok || v.retryAfterMs > worst.retryAfterMs)) worst = v;
  }
  return worst;
}

/** Forgets the attempts at `key` (a successful sign-in clears its account's failures). */
export async function clearAttempts(client: Db, key: string): Promise<void> {
  await client.rateLimit.deleteMany({ where: { key } });
}

/** An action's answer to a refused attempt: "Too many attempts. Try again in 12 minutes." */
export function tooManyAttempts(verdict: { retryAfterMs: number }, field?: string): ActionResult<never> {
  const message = tooManyAttemptsMessage(verdict.retryAfterMs);
  return fail("RATE_LIMITED", message, field ? { [field]: [message] } : undefined);
}

/** The keys, one per policy and subject: "signin:account:nob@example.com". */
export const rateKey = (what: string, subject: string | null): string | null => (subject === null ? null : `${what}:${subject}`);

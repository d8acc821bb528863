// The words for an attempt refused by a limit (server/rate-limit.ts), shared by the server's
// answers and the sign-in form, which receives the code and the wait from next-auth.

/** Whole minutes, rounded up, and never "0 minutes". */
export const minutesToWait = (retryAfterMs: number): number => Math.max(1, Math.ceil(retryAfterMs / 60_000));

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const n = minutesToWait(retryAfterMs);
  return `Too many attempts. Try again in ${n} minute${n === 1 ? "" : "s"}.`;
}

/** How sign-in passes a refusal through next-auth's error parameter: "RATE_LIMITED:<ms>". */
export const RATE_LIMITED_ERROR = "RATE_LIMITED";
export const rateLimitedError = (retryAfterMs: number) => `${RATE_LIMITED_ERROR}:${Math.ceil(retryAfterMs)}`;

/** The sign-in form's words for next-auth's error, or null when it is not a limit. */
export function signInLimitMessage(error: string | null | undefined): string | null {
  const m = error ? /^RATE_LIMITED:(\d+)$/.exec(error) : null;
  return m ? tooManyAttemptsMessage(Number(m[1])) : null;
}

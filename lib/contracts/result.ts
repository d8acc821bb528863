// What every server action returns. The UI maps `code` to words and shows `fieldErrors`
// under their fields; no stack trace ever reaches a user.
import type { z } from "zod";

export type ErrorCode = "INVALID_INPUT" | "UNAUTHENTICATED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REFUSED" | "RATE_LIMITED" | "INTERNAL";

export type ActionResult<T = undefined> = { ok: true; data: T } | { ok: false; code: ErrorCode; message: string; fieldErrors?: Record<string, string[]> };

export const friendlyMessages: Record<ErrorCode, string> = {
  INVALID_INPUT: "Please correct the highlighted fields.",
  UNAUTHENTICATED: "Your session has ended. Sign in again to continue.",
  NOT_FOUND: "That record does not exist or is not yours.",
  CONFLICT: "That conflicts with something that already exists.",
  STALE: "This changed since you loaded it. Reload the page and try again.",
  REFUSED: "The rules do not allow that.",
  RATE_LIMITED: "Too many attempts. Wait a few minutes and try again.",
  INTERNAL: "Something went wrong on our side. Nothing was changed; please try again.",
};

export function fail(code: ErrorCode, message?: string, fieldErrors?: Record<string, string[]>): ActionResult<never> {
  return { ok: false, code, message: message ?? friendlyMessages[code], ...(fieldErrors ? { fieldErrors } : {}) };
}

export function invalid(error: z.ZodError): ActionResult<never> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_form";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fail("INVALID_INPUT", undefined, fieldErrors);
}

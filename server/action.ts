import "server-only";
import type { z } from "zod";
import { fail, invalid, type ActionResult } from "@/lib/contracts/result";
import { currentUser, type CurrentUser } from "./session";

/**
 * The fixed order of every server action: parse with the form's zod schema → check the session
 * → run the body (which checks ownership in its where clauses and writes in one transaction).
 * Unexpected errors are logged and answered with a friendly INTERNAL message, never a stack.
 */
export async function userAction<S extends z.ZodType, T>(
  schema: S,
  input: unknown,
  body: (data: z.output<S>, user: CurrentUser) => Promise<ActionResult<T>>,
  /** Who is signed in; the session cookie in the app, a stand-in in tests. */
  signedIn: () => Promise<CurrentUser | null> = currentUser,
): Promise<ActionResult<T>> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const user = await signedIn();
  if (!user) return fail("UNAUTHENTICATED");
  return guard(() => body(parsed.data, user));
}

export async function guard<T>(body: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await body();
  } catch (e) {
    console.error("action failed:", e instanceof Error ? `${e.name}: ${e.message}` : e);
    return fail("INTERNAL");
  }
}

import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ActionResult } from "@/lib/contracts/result";

/**
 * Puts a server action's field errors under their fields, moving the keyboard focus to the first of
 * them (as a refusal in the browser does); returns the form-level message, or null when one of
 * `shown` (fields the form displays, whose error says it all) got an error.
 */
export function applyServerErrors<T extends FieldValues>(
  result: Extract<ActionResult<unknown>, { ok: false }>,
  setError: UseFormSetError<T>,
  shown: readonly Path<T>[] = [],
): string | null {
  let placed = false,
    first = true;
  for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) {
    if (field === "_form") continue;
    setError(field as Path<T>, { type: "server", message: messages[0] }, { shouldFocus: first });
    first = false;
    if ((shown as readonly string[]).includes(field)) placed = true;
  }
  return placed ? null : result.message;
}

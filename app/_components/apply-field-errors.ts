import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ActionResult } from "@/app/_schemas/result";

/** Puts a server action's field errors under their fields; returns the form-level message. */
export function applyServerErrors<T extends FieldValues>(result: Extract<ActionResult<unknown>, { ok: false }>, setError: UseFormSetError<T>): string {
  for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) {
    if (field !== "_form") setError(field as Path<T>, { type: "server", message: messages[0] });
  }
  return result.message;
}

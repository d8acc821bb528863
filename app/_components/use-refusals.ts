"use client";
import { useEffect, useState } from "react";
import type { FieldValues, Path, UseFormClearErrors, UseFormSetError } from "react-hook-form";
import type { ActionResult } from "@/lib/contracts/result";

export interface RefusedField {
  /** The field's name in the form. */
  name: string;
  /** Its label, for the short list at the top. */
  label: string;
}

/**
 * A form's refusals from the server: each rule under its own field (all of a field's rules, one a
 * line), a short list at the top when more than one field is refused, and nothing left over once
 * they no longer hold: a field's refusal goes when the field changes, all of them when the form
 * succeeds or the roster moves on (`version`, after another form's change).
 */
export function useRefusals<T extends FieldValues>({
  setError,
  clearErrors,
  fields,
  fallback,
  version,
}: {
  setError: UseFormSetError<T>;
  clearErrors: UseFormClearErrors<T>;
  fields: readonly RefusedField[];
  /** Where a refusal with no field of this form goes (the field the form is about). */
  fallback: string;
  version?: number;
}) {
  // the short list belongs to the roster version it was refused at; the field errors are cleared
  // when the version moves on (the form's own state, outside React's)
  const [list, setList] = useState<{ at?: number; fields: RefusedField[] }>({ fields: [] });
  const refused = list.at === version ? list.fields : [];
  useEffect(() => {
    clearErrors();
  }, [version, clearErrors]);

  /** Places a refusal's field errors; true when it had any to place. */
  const place = (result: Extract<ActionResult<unknown>, { ok: false }>): boolean => {
    const byField = new Map<string, string[]>();
    for (const [key, messages] of Object.entries(result.fieldErrors ?? {})) {
      const name = fields.some((f) => f.name === key) ? key : fallback;
      byField.set(name, [...(byField.get(name) ?? []), ...messages]);
    }
    if (byField.size === 0) byField.set(fallback, [result.message]);
    const order = fields.filter((f) => byField.has(f.name));
    // the first refused field takes the keyboard focus, as a refusal in the browser does
    order.forEach((f, i) => setError(f.name as Path<T>, { type: "server", message: byField.get(f.name)!.join("\n") }, { shouldFocus: i === 0 }));
    setList({ at: version, fields: order.length > 1 ? order : [] });
    return true;
  };

  /** Call when a field changes: its refusal no longer holds. */
  const changed = (name: string) => {
    clearErrors(name as Path<T>);
    setList((l) => ({ ...l, fields: l.fields.filter((f) => f.name !== name) }));
  };

  const cleared = () => {
    clearErrors();
    setList({ fields: [] });
  };

  return { refused, place, changed, cleared };
}

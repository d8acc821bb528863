"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useForm, type FieldValues } from "react-hook-form";
import { FormMessage } from "@/app/_components/form-message";
import { RefusalSummary } from "@/app/_components/refusal-summary";
import { SubmitButton } from "@/app/_components/submit-button";
import { useRefusals } from "@/app/_components/use-refusals";
import { rosterAction } from "../actions";
import { opSchemas, type OpType } from "./op-schemas";
import { noteVersion, versionToSend } from "./gang-version";
import { useResetAfterSave } from "./use-reset-after-save";
import { PriceLine, type PriceSpec } from "./price-line";

export interface Option {
  value: string;
  label: string;
}

export type FieldSpec =
  | { name: string; label: string; kind: "text" | "number"; hint?: string; narrow?: boolean }
  | { name: string; label: string; kind: "select"; options: Option[]; hint?: string }
  | { name: string; label: string; kind: "checkbox"; hint?: string };

interface OpFormProps {
  gangId: string;
  version: number;
  type: OpType;
  fields: FieldSpec[];
  /** Values the user does not type (which vehicle, which fighter…). */
  fixed?: Record<string, string>;
  defaults?: Record<string, string | number | boolean>;
  /** Where a refusal from the rules is shown (the field the rule is about). */
  primaryField: string;
  submitLabel: string;
  /** Asked with the browser's confirm dialog before anything is sent. */
  confirm?: string;
  /** Asked only when a field is submitted with this value (a fighter marked dead, say). */
  confirmWhen?: { field: string; equals: string; message: string };
  layout?: "row" | "stack";
  /** What the form acts on ("Grimjaw"), added to the button's accessible name when a page has several alike. */
  subject?: string;
  /** The price shown before buying: `prices` by the value of `field`, doubled when `doubleWhen` is ticked. */
  price?: PriceSpec;
}

/** What a form goes back to after a success: empty texts, the first choice, boxes unticked, then `defaults`. */
export function blankValues(fields: readonly FieldSpec[], defaults: Record<string, string | number | boolean>) {
  const blank = Object.fromEntries(fields.map((f) => [f.name, f.kind === "checkbox" ? false : f.kind === "select" ? (f.options[0]?.value ?? "") : ""]));
  return { ...blank, ...defaults };
}

/**
 * One roster change as a form: validated on the client with the same zod schema as the server,
 * sent to rosterAction, and refused with the library's words under the field it is about.
 * Money changes are never optimistic: the page updates from the server's answer.
 */
export function OpForm({
  gangId,
  version,
  type,
  fields,
  fixed = {},
  defaults = {},
  primaryField,
  submitLabel,
  confirm,
  confirmWhen,
  layout = "row",
  subject,
  price,
}: OpFormProps) {
  const router = useRouter();
  const formId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const initial = { type, ...fixed, ...blankValues(fields, defaults) };
  const { register, handleSubmit, formState, setError, clearErrors, reset, control } = useForm<FieldValues>({
    resolver: zodResolver(opSchemas[type] as never),
    defaultValues: initial,
  });
  const refusals = useRefusals({ setError, clearErrors, fields: fields.map((f) => ({ name: f.name, label: f.label })), fallback: primaryField, version });

  const afterSave = useResetAfterSave(version, initial, reset);
  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    if (confirm && !window.confirm(confirm)) return;
    if (confirmWhen && String(values[confirmWhen.field]) === confirmWhen.equals && !window.confirm(confirmWhen.message)) return;
    const result = await rosterAction({ gangId, version: versionToSend(gangId, version), op: { ...values, ...fixed, type } }).catch(() => null);
    if (result) noteVersion(gangId, result);
    if (!result) return setMessage("Could not reach the server. Nothing was changed; try again.");
    if (!result.ok) {
      if (result.code === "STALE") router.refresh();
      if (result.code === "REFUSED" || result.code === "INVALID_INPUT") return void refusals.place(result);
      return setMessage(result.message);
    }
    afterSave.saved();
    refusals.cleared();
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className={layout === "row" ? "flex flex-wrap items-start gap-3" : "grid gap-2"}>
      <FormMessage message={message} />
      <RefusalSummary refused={refusals.refused} idOf={(name) => `${formId}-${name}`} />
      {fields.map((f) => {
        const id = `${formId}-${f.name}`;
        const error = formState.errors[f.name]?.message as string | undefined;
        const field = register(f.name, {
          onChange: () => {
            refusals.changed(f.name);
            afterSave.edited();
          },
        });
        // the hint and the error are read with the control
        const described = [f.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
        const control =
          f.kind === "select" ? (
            <select
              id={id}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
              className="w-full max-w-full rounded border border-stone-400 bg-white px-2 py-2 sm:w-auto"
              {...field}
            >
              {f.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          ) : f.kind === "checkbox" ? (
            <input id={id} type="checkbox" className="h-5 w-5" aria-describedby={described} {...field} />
          ) : (
            <input
              id={id}
              type={f.kind}
              inputMode={f.kind === "number" ? "numeric" : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
              className={`${"narrow" in f && f.narrow ? "w-16" : "w-full sm:w-44"} min-w-0 rounded border border-stone-400 bg-white px-2 py-2`}
              {...field}
            />
          );
        return (
          <div
            key={f.name}
            className={f.kind === "checkbox" ? "flex max-w-56 flex-wrap items-center gap-x-2 self-center" : "flex min-w-0 max-w-full flex-col gap-1"}
          >
            {f.kind === "checkbox" ? control : null}
            <label htmlFor={id} className="text-sm font-medium">
              {f.label}
            </label>
            {f.kind === "checkbox" ? null : control}
            {f.hint && (
              <span id={`${id}-hint`} className={`text-xs text-stone-600 ${f.kind === "checkbox" ? "basis-full" : ""}`}>
                {f.hint}
              </span>
            )}
            <span id={`${id}-error`} aria-live="polite" className="max-w-xs whitespace-pre-line text-sm text-red-700">
              {error}
            </span>
          </div>
        );
      })}
      {price && <PriceLine control={control} price={price} className={layout === "row" ? "mt-8" : ""} />}
      <SubmitButton
        pending={formState.isSubmitting}
        pendingText="Saving…"
        subject={subject}
        className={`${layout === "row" ? "mt-6" : ""} rounded bg-rust-700 px-3 py-2 text-sm font-medium text-white hover:bg-rust-800`}
      >
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

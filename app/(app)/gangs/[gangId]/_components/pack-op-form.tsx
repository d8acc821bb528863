"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useForm, type FieldValues } from "react-hook-form";
import { FormMessage } from "@/app/_components/form-message";
import { RefusalSummary } from "@/app/_components/refusal-summary";
import { SubmitButton } from "@/app/_components/submit-button";
import { useRefusals } from "@/app/_components/use-refusals";
import { boltOnFromPackSchema, buyFromPackSchema, mapFighterTypeSchema } from "@/lib/contracts/pack-roster";
import { packRosterAction } from "../pack-actions";
import type { ChoiceGroup } from "./pack-options";
import { noteVersion, versionToSend } from "./gang-version";
import { useResetAfterSave } from "./use-reset-after-save";
import { PriceLine, type PriceSpec } from "./price-line";

const SCHEMAS = { buyFromPack: buyFromPackSchema, mapFighterType: mapFighterTypeSchema, boltOnFromPack: boltOnFromPackSchema } as const;

export type PackOpField =
  | { name: string; label: string; kind: "select"; groups: ChoiceGroup[]; hint?: string }
  | { name: string; label: string; kind: "select-plain"; options: { value: string; label: string }[] }
  | { name: string; label: string; kind: "checkbox" };

/**
 * A pack form on the gang page (buy from a type's list, map to a pack type, bolt on a pack
 * weapon): checked with the server's schema, sent to packRosterAction, refused in the pack's
 * words under `primaryField`.
 */
export function PackOpForm({
  gangId,
  version,
  type,
  fixed,
  fields,
  defaults,
  primaryField,
  submitLabel,
  subject,
  price,
}: {
  gangId: string;
  version: number;
  type: keyof typeof SCHEMAS;
  fixed: Record<string, string>;
  fields: PackOpField[];
  defaults: Record<string, string | boolean>;
  primaryField: string;
  submitLabel: string;
  subject?: string;
  /** the live price of the chosen entry (a pack weapon's cost, twice when twin-linked) */
  price?: PriceSpec;
}) {
  const router = useRouter();
  const formId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const blank = Object.fromEntries(
    fields.map((f) => [f.name, f.kind === "checkbox" ? false : f.kind === "select" ? (f.groups[0]?.options[0]?.value ?? "") : (f.options[0]?.value ?? "")]),
  );
  const initial = { type, ...fixed, ...blank, ...defaults };
  const { register, handleSubmit, formState, setError, clearErrors, reset, control } = useForm<FieldValues>({
    resolver: zodResolver(SCHEMAS[type] as never),
    defaultValues: initial,
  });
  const refusals = useRefusals({ setError, clearErrors, fields: fields.map((f) => ({ name: f.name, label: f.label })), fallback: primaryField, version });
  const afterSave = useResetAfterSave(version, initial, reset);
  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const result = await packRosterAction({ gangId, version: versionToSend(gangId, version), op: { ...values, ...fixed, type } }).catch(() => null);
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
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-3">
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
        if (f.kind === "checkbox") {
          return (
            <div key={f.name} className="flex items-center gap-2 self-center">
              <input id={id} type="checkbox" className="h-5 w-5" {...field} />
              <label htmlFor={id} className="text-sm font-medium">
                {f.label}
              </label>
            </div>
          );
        }
        const hint = f.kind === "select" ? f.hint : undefined;
        return (
          <div key={f.name} className="flex min-w-0 max-w-full flex-col gap-1">
            <label htmlFor={id} className="text-sm font-medium">
              {f.label}
            </label>
            <select
              id={id}
              aria-invalid={error ? true : undefined}
              aria-describedby={[hint ? `${id}-hint` : "", `${id}-error`].filter(Boolean).join(" ")}
              className="w-full max-w-full rounded border border-stone-400 bg-white px-2 py-2 sm:w-auto"
              {...field}
            >
              {f.kind === "select"
                ? f.groups.map((g) => (
                    <optgroup key={g.label} label={g.label}>
                      {g.options.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </optgroup>
                  ))
                : f.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
            </select>
            {hint && (
              <span id={`${id}-hint`} className="text-xs text-stone-600">
                {hint}
              </span>
            )}
            <span id={`${id}-error`} aria-live="polite" className="max-w-xs whitespace-pre-line text-sm text-red-700">
              {error}
            </span>
          </div>
        );
      })}
      {price && <PriceLine control={control} price={price} className="self-center" />}
      <SubmitButton
        pending={formState.isSubmitting}
        pendingText="Saving…"
        subject={subject}
        className="mt-6 rounded bg-rust-700 px-3 py-2 text-sm font-medium text-white hover:bg-rust-800"
      >
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

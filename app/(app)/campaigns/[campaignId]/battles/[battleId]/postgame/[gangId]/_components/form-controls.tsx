"use client";
import { useId, type ReactNode } from "react";
import { useFormContext, useWatch, type FieldError, type FieldErrors } from "react-hook-form";
import type { PostgameFormValues } from "@/lib/contracts/postgame";

/** The error react-hook-form holds at a dotted path ("techpriest.0.faces"), if any. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as FieldError | undefined)?.message;
}

export function FieldErrorText({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} aria-live="polite" className="min-h-5 text-sm text-red-700">
      {message}
    </p>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** Label, control, hint and error, laid out the same way for every wizard field. */
function FieldShell({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      <FieldErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

const described = (id: string, hint?: string) => `${id}-error${hint ? ` ${id}-hint` : ""}`;
const controlClass = "w-full rounded border border-stone-400 bg-white px-2 py-2 aria-[invalid=true]:border-red-700";

/** A labelled select bound to the wizard's form, with its error under it. */
export function SelectField({ name, label, options, hint }: { name: string; label: string; options: Choice[]; hint?: string }) {
  const id = useId();
  const { register, formState } = useFormContext<PostgameFormValues>();
  const error = errorAt(formState.errors, name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={described(id, hint)} className={controlClass} {...register(name as never)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function TextField({ name, label, hint, type = "text" }: { name: string; label: string; hint?: string; type?: "text" | "number" }) {
  const id = useId();
  const { register, formState } = useFormContext<PostgameFormValues>();
  const error = errorAt(formState.errors, name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        type={type}
        inputMode={type === "number" ? "numeric" : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, hint)}
        className={controlClass}
        {...register(name as never)}
      />
    </FieldShell>
  );
}

export function CheckboxField({ name, label }: { name: string; label: string }) {
  const id = useId();
  const { register, formState } = useFormContext<PostgameFormValues>();
  const error = errorAt(formState.errors, name);
  return (
    <div>
      <div className="flex items-center gap-2">
        <input id={id} type="checkbox" className="h-5 w-5" aria-describedby={`${id}-error`} {...register(name as never)} />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

/** One choice among a few, as radio buttons in a fieldset named by `legend`, with its error under it. */
export function RadioGroupField({ name, legend, options, hint }: { name: string; legend: string; options: Choice[]; hint?: string }) {
  const id = useId();
  const { register, formState } = useFormContext<PostgameFormValues>();
  const error = errorAt(formState.errors, name);
  return (
    <fieldset className="space-y-1" aria-describedby={`${id}-error${hint ? ` ${id}-hint` : ""}`} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2">
            <input type="radio" value={o.value} className="h-5 w-5" {...register(name as never)} /> {o.label}
          </label>
        ))}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      <FieldErrorText id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/**
 * "Roll for me" or "Enter my dice" for one step. App dice are rolled on the server from a seed the
 * player can't change; typed dice are checked against the dice the step actually rolls.
 */
export function DiceChoice({ prefix, what, hint, placeholder = "e.g. 6 4" }: { prefix: string; what: string; hint: string; placeholder?: string }) {
  const id = useId();
  const { register, formState, control } = useFormContext<PostgameFormValues>();
  const mode = useWatch({ control, name: `${prefix}.mode` as never }) as string;
  const error = errorAt(formState.errors, `${prefix}.faces`);
  return (
    <fieldset className="space-y-2 rounded border border-stone-300 p-3">
      <legend className="px-1 text-sm font-medium">Dice for {what}</legend>
      <div className="flex flex-wrap gap-4">
        <label className="flex items-center gap-2">
          <input type="radio" value="app" className="h-5 w-5" {...register(`${prefix}.mode` as never)} /> Roll for me
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" value="manual" className="h-5 w-5" {...register(`${prefix}.mode` as never)} /> Enter my dice
        </label>
      </div>
      {mode === "manual" ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium">
            Dice you rolled, in order
          </label>
          <input
            id={id}
            inputMode="numeric"
            autoComplete="off"
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint ${id}-error`}
            className="w-full rounded border border-stone-400 bg-white px-2 py-2 font-mono sm:w-60 aria-[invalid=true]:border-red-700"
            {...register(`${prefix}.faces` as never)}
          />
          <p id={`${id}-hint`} className="text-xs text-stone-600">
            {hint}
          </p>
        </div>
      ) : (
        <p className="text-sm text-stone-600">The app rolls when you ask for the summary; you see every die before anything is applied.</p>
      )}
      <FieldErrorText id={`${id}-error`} message={error} />
    </fieldset>
  );
}

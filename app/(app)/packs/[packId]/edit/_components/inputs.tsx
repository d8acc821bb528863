"use client";
import { useId, type ReactNode } from "react";
import { get, useController, useFormContext, type FieldErrors } from "react-hook-form";

/** The first message anywhere under a form path: a list's entry error shows under the list's field. */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const e = error as { message?: unknown };
  if (typeof e.message === "string" && e.message) return e.message;
  for (const [k, v] of Object.entries(error)) {
    if (k === "ref" || k === "type" || k === "types") continue;
    const m = firstMessage(v);
    if (m) return m;
  }
  return undefined;
}

export const useFieldError = (name: string) => {
  const { formState } = useFormContext();
  return firstMessage(get(formState.errors as FieldErrors, name));
};

/** Numbers typed into a text field: a whole number, or the text as typed (the check says what is wrong). */
export const asNumber = (v: unknown) => (typeof v !== "string" ? v : v.trim() === "" ? undefined : /^\s*-?\d+\s*$/.test(v) ? Number(v) : v);
/** The same, but an empty field is null ("none", "no limit"). */
export const asNullableNumber = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : asNumber(v));
/** Strength and Damage: a number, or a text such as "S+1" or "D3". */
export const asNumberOrText = (v: unknown) => (typeof v !== "string" ? v : /^\s*-?\d+\s*$/.test(v) ? Number(v) : v.trim());
const asNullableText = (v: unknown) => (v === "" ? null : v);

type Kind = "text" | "number" | "nullable-number" | "number-or-text";
const parse: Record<Kind, ((v: unknown) => unknown) | undefined> = {
  text: undefined,
  number: asNumber,
  "nullable-number": asNullableNumber,
  "number-or-text": asNumberOrText,
};

function Labelled({
  id,
  label,
  hint,
  error,
  children,
  className = "",
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-0.5 ${className}`}>
      <label htmlFor={id} className="text-xs font-medium text-stone-800">
        {label}
      </label>
      {children}
      {hint && (
        <span id={`${id}-hint`} className="text-[0.7rem] leading-tight text-stone-600">
          {hint}
        </span>
      )}
      <span id={`${id}-error`} aria-live="polite" className="text-xs text-red-700">
        {error}
      </span>
    </div>
  );
}

const control = "w-full min-w-0 rounded border border-stone-400 bg-white px-2 py-1 text-sm aria-[invalid=true]:border-red-700";

/** A labelled input bound to a form path, its hint and its error under it, read with it. */
export function Input({
  name,
  label,
  kind = "text",
  hint,
  className,
  size,
}: {
  name: string;
  label: string;
  kind?: Kind;
  hint?: string;
  className?: string;
  size?: "narrow" | "wide";
}) {
  const { register } = useFormContext();
  const id = useId();
  const error = useFieldError(name);
  const setValueAs = parse[kind];
  return (
    <Labelled
      id={id}
      label={label}
      hint={hint}
      error={error}
      className={`${size === "narrow" ? "w-16" : size === "wide" ? "sm:col-span-2" : ""} ${className ?? ""}`}
    >
      <input
        id={id}
        type="text"
        inputMode={kind === "number" || kind === "nullable-number" ? "numeric" : undefined}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : "", `${id}-error`].filter(Boolean).join(" ")}
        className={control}
        {...register(name, setValueAs ? { setValueAs } : {})}
      />
    </Labelled>
  );
}

/** A labelled select bound to a form path; `nullable`: the empty option stands for null. */
export function Select({
  name,
  label,
  options,
  hint,
  nullable,
  className,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  hint?: string;
  nullable?: boolean;
  className?: string;
}) {
  const { register } = useFormContext();
  const id = useId();
  const error = useFieldError(name);
  return (
    <Labelled id={id} label={label} hint={hint} error={error} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : "", `${id}-error`].filter(Boolean).join(" ")}
        className={control}
        {...register(name, nullable ? { setValueAs: asNullableText } : {})}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** A tick box bound to a form path (true/false). */
export function Checkbox({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" className="h-5 w-5" {...register(name)} />
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
    </div>
  );
}

/** Tick boxes standing for a list of ids (a fighter type's skill categories). */
export function CheckboxList({ name, legend, options }: { name: string; legend: string; options: { value: string; label: string }[] }) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  const id = useId();
  return (
    <fieldset className="min-w-0" aria-describedby={`${id}-error`}>
      <legend className="text-xs font-medium text-stone-800">{legend}</legend>
      {options.length === 0 && <p className="text-xs text-stone-600">The pack has no skill categories yet (Skills section).</p>}
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={value.includes(o.value)}
              onChange={(e) => field.onChange(e.target.checked ? [...value, o.value] : value.filter((v) => v !== o.value))}
            />
            {o.label}
          </label>
        ))}
        {/* ids the pack no longer has stay listed until unticked, so the check can name them */}
        {value
          .filter((v) => !options.some((o) => o.value === v))
          .map((v) => (
            <label key={v} className="flex items-center gap-1 text-sm text-red-800">
              <input type="checkbox" className="h-4 w-4" checked onChange={() => field.onChange(value.filter((x) => x !== v))} />
              {v} (not in the pack)
            </label>
          ))}
      </div>
      <span id={`${id}-error`} aria-live="polite" className="text-xs text-red-700">
        {error}
      </span>
    </fieldset>
  );
}

/** One entry of a list (a weapon, a row of a table): a named group with its remove button. */
export function Entry({ legend, onRemove, removeLabel, children }: { legend: string; onRemove: () => void; removeLabel: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-2 rounded border border-stone-300 bg-white p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {children}
      <button type="button" onClick={onRemove} className="rounded border border-red-700 px-2 py-1 text-xs text-red-800">
        {removeLabel}
      </button>
    </fieldset>
  );
}

export const addButton = "rounded border border-stone-500 bg-white px-3 py-1 text-sm";

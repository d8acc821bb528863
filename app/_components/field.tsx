import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";

interface Described {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}

/** The label, the control (told its hint and its error), the hint and the error, announced to screen readers. */
function Labelled({
  label,
  inputId,
  error,
  hint,
  control,
}: {
  label: string;
  inputId: string;
  error?: string;
  hint?: string;
  control: (a11y: { "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {control({
        "aria-invalid": error ? true : undefined,
        "aria-describedby": [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      <p id={errorId} aria-live="polite" className="min-h-4 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}

const controlClass = "rounded border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 aria-[invalid=true]:border-red-700";

/** A labelled input with its error under it, announced to screen readers. */
export function Field({ label, name, error, hint, id, ...input }: Described & InputHTMLAttributes<HTMLInputElement>) {
  const inputId = id ?? `field-${name}`;
  return (
    <Labelled
      label={label}
      inputId={inputId}
      error={error}
      hint={hint}
      control={(a11y) => <input id={inputId} name={name} {...a11y} className={controlClass} {...input} />}
    />
  );
}

/** A labelled text area, like Field. */
export function TextAreaField({ label, name, error, hint, id, ...area }: Described & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const inputId = id ?? `field-${name}`;
  return (
    <Labelled
      label={label}
      inputId={inputId}
      error={error}
      hint={hint}
      control={(a11y) => <textarea id={inputId} name={name} {...a11y} className={controlClass} {...area} />}
    />
  );
}

"use client";
import { useEffect, useRef } from "react";
import { gangCountInWords } from "./gang-count-words";

interface Props {
  /** The campaign's gangs to choose from. */
  gangs: readonly { id: string; name: string }[];
  /** The gangs chosen, in order (the order the engines get them). */
  gangIds: readonly string[];
  max: number;
  /** A message for the whole list, and one per gang (a gang chosen twice). */
  listError?: string;
  errorOf: (i: number) => string | undefined;
  onChange: (gangIds: string[], changed: { at: number; removed: boolean }) => void;
}

const select = "rounded border border-stone-400 bg-white px-2 py-2";

/** Two gangs up to `max`, each chosen once: a gang is added with the first one not yet in the battle. */
export function QuickResolveGangs({ gangs, gangIds, max, listError, errorOf, onChange }: Props) {
  // after adding or removing, the keyboard stays in the list: on the new gang, or the one that took the removed one's place
  const focusNext = useRef<number | null>(null);
  useEffect(() => {
    const i = focusNext.current;
    focusNext.current = null;
    if (i !== null) document.getElementById(`quick-resolve-gang-${i}`)?.focus();
  }, [gangIds.length]);
  const add = () => {
    focusNext.current = gangIds.length;
    onChange([...gangIds, (gangs.find((g) => !gangIds.includes(g.id)) ?? gangs[0]!).id], { at: gangIds.length, removed: false });
  };
  const remove = (i: number) => {
    focusNext.current = Math.min(i, gangIds.length - 2);
    onChange(
      gangIds.filter((_, j) => j !== i),
      { at: i, removed: true },
    );
  };
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-semibold">
        Gangs <span className="font-normal text-stone-600">({gangCountInWords(max)})</span>
      </legend>
      <p aria-live="polite" className="text-sm text-red-700">
        {listError}
      </p>
      <ul className="grid gap-2 sm:grid-cols-3">
        {gangIds.map((id, i) => (
          <li key={i} className="flex min-w-0 flex-col gap-1">
            <label htmlFor={`quick-resolve-gang-${i}`} className="text-sm font-medium">
              Gang {i + 1}
            </label>
            <div className="flex gap-2">
              <select
                id={`quick-resolve-gang-${i}`}
                className={`${select} min-w-0 flex-1`}
                value={id}
                aria-invalid={!!errorOf(i)}
                aria-describedby={`quick-resolve-gang-${i}-error`}
                onChange={(e) =>
                  onChange(
                    gangIds.map((g, j) => (j === i ? e.target.value : g)),
                    { at: i, removed: false },
                  )
                }
              >
                {gangs.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name}
                  </option>
                ))}
              </select>
              {gangIds.length > 2 && (
                <button
                  type="button"
                  aria-label={`Remove gang ${i + 1}`}
                  className="rounded border border-stone-400 px-2 text-sm text-red-800"
                  onClick={() => remove(i)}
                >
                  Remove
                </button>
              )}
            </div>
            <p id={`quick-resolve-gang-${i}-error`} aria-live="polite" className="min-h-4 text-sm text-red-700">
              {errorOf(i)}
            </p>
          </li>
        ))}
      </ul>
      {gangIds.length < max && (
        <button type="button" className="rounded border border-stone-500 px-3 py-1 text-sm" onClick={add}>
          Add a gang
        </button>
      )}
    </fieldset>
  );
}

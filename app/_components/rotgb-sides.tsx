"use client";
// The two ROtGB rules that are about the gangs rather than the table (002 Advanced Rules):
// who waits in reserve for the reinforcements, and which alliance each gang joins.
import type { ReserveUnit } from "@/lib/skirmish/rotgb-reserves";
import { allianceName, defaultAlliance } from "@/lib/contracts/rotgb-rules-schema";
import type { GangReserves, UnitRef } from "@/lib/skirmish/mapping";

const idOf = (ref: UnitRef): string => `${ref.kind}:${ref.id}`;

function isHeld(ref: UnitRef, chosen: GangReserves): boolean {
  return (ref.kind === "fighter" ? chosen.fighters : chosen.vehicles)?.includes(ref.id) ?? false;
}

interface ReserveProps {
  gang: number;
  side: string;
  units: readonly ReserveUnit[];
  /** Picked by hand, or null for the automatic choice. */
  chosen: GangReserves | null;
  error?: string;
  onChange: (chosen: GangReserves | null) => void;
}

/** Tick who waits in reserve; until something is ticked, the automatic choice is shown ticked. */
export function ReservePicker({ gang, side, units, chosen, error, onChange }: ReserveProps) {
  const held = (u: ReserveUnit) => (chosen ? isHeld(u.ref, chosen) : u.auto);
  const toggle = (unit: ReserveUnit, on: boolean) => {
    const next = units.filter((u) => (u === unit ? on : held(u))).map((u) => u.ref);
    onChange({ fighters: next.filter((r) => r.kind === "fighter").map((r) => r.id), vehicles: next.filter((r) => r.kind === "vehicle").map((r) => r.id) });
  };
  const errorId = `reserve-${gang}-error`;
  return (
    <fieldset className="min-w-0 space-y-2 rounded border border-stone-300 p-2" aria-describedby={errorId}>
      <legend className="px-1 text-sm font-semibold">{side}: in reserve</legend>
      <ul className="grid gap-1 sm:grid-cols-2">
        {units.map((u) => (
          <li key={idOf(u.ref)}>
            <label className="flex items-center gap-2 py-1 text-sm">
              <input type="checkbox" checked={held(u)} onChange={(e) => toggle(u, e.target.checked)} />
              <span>
                {u.ref.name} <span className="text-stone-600">({u.die})</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2 text-xs text-stone-600">
        {chosen ? (
          <>
            <span>Picked by hand.</span>
            <button type="button" onClick={() => onChange(null)} className="rounded border border-stone-400 px-2 py-1 text-stone-800">
              Automatic choice for {side}
            </button>
          </>
        ) : (
          <span>Automatic: a third of the gang, smallest dice first. Tick or untick to choose.</span>
        )}
      </div>
      <p id={errorId} aria-live="polite" className="min-h-4 text-sm text-red-700">
        {error}
      </p>
    </fieldset>
  );
}

interface AllianceProps {
  sides: readonly string[];
  allianceOf: readonly number[];
  errorOf: (gang: number) => string | undefined;
  onChange: (allianceOf: number[]) => void;
}

/** One select per gang: alliances 1 to n (as many as there are gangs). */
export function AlliancePicker({ sides, allianceOf, errorOf, onChange }: AllianceProps) {
  const current = sides.map((_, i) => allianceOf[i] ?? defaultAlliance(i));
  const choices = Array.from({ length: Math.max(2, sides.length) }, (_, i) => i + 1);
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {sides.map((side, i) => (
        <li key={`${i}-${side}`} className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`alliance-${i}`} className="text-sm font-medium">
            Alliance of {side}
          </label>
          <select
            id={`alliance-${i}`}
            value={current[i]}
            aria-describedby={`alliance-${i}-error`}
            onChange={(e) => onChange(current.map((a, j) => (j === i ? Number(e.target.value) : a)))}
            className="rounded border border-stone-400 bg-white px-2 py-2"
          >
            {choices.map((n) => (
              <option key={n} value={n}>
                {allianceName(n)}
              </option>
            ))}
          </select>
          <p id={`alliance-${i}-error`} aria-live="polite" className="min-h-4 text-sm text-red-700">
            {errorOf(i)}
          </p>
        </li>
      ))}
    </ul>
  );
}

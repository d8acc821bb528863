"use client";
// 002 Advanced Rules, Terrain: a front may admit only some unit types. Per front, tick
// the fighter types and vehicle kinds that may stand there (the command line's --allow).
import { FIGHTER_TYPES, VEHICLE_KINDS } from "@/lib/rules";
import { ROTGB_UNIT_TYPES } from "@/lib/skirmish/mapping";
import type { FrontRestrictionsForm } from "@/lib/contracts/rotgb-terrain-schema";

interface Props {
  /** The front names typed so far, each once. */
  fronts: readonly string[];
  allow: FrontRestrictionsForm;
  /** The error of one front's list, or of all of them (a unit with nowhere to stand). */
  errorOf: (front?: string) => string | undefined;
  onChange: (allow: FrontRestrictionsForm) => void;
}

const GROUPS = [
  ["Fighters", FIGHTER_TYPES],
  ["Vehicles", VEHICLE_KINDS],
] as const;

export function FrontRestrictions({ fronts, allow, errorOf, onChange }: Props) {
  const restricted = (front: string) => Object.hasOwn(allow, front);
  const restrict = (front: string, on: boolean) =>
    onChange(on ? { ...allow, [front]: [] } : Object.fromEntries(Object.entries(allow).filter(([f]) => f !== front)));
  // the lists keep the order of the types, whatever order they are ticked in
  const tick = (front: string, type: string, on: boolean) =>
    onChange({ ...allow, [front]: ROTGB_UNIT_TYPES.filter((t) => (t === type ? on : allow[front]?.includes(t))) });
  return (
    <div className="space-y-2">
      <div>
        <p className="text-sm font-medium">Unit types per front</p>
        <p className="text-xs text-stone-600">
          Terrain: only the unit types ticked may stand on a front; a front left open takes every unit.{" "}
          {fronts.length < 2 && "Name two fronts or more to restrict them. "}[002 Advanced Rules, Terrain]
        </p>
      </div>
      {fronts.length >= 2 && (
        <div className="grid items-start gap-3 sm:grid-cols-2">
          {fronts.map((front, i) => (
            <fieldset
              key={front}
              aria-describedby={`rotgb-allow-${i}-error rotgb-allow-error`}
              className="min-w-0 space-y-2 rounded border border-stone-300 p-2"
            >
              <legend className="px-1 text-sm font-semibold">Who may stand on {front}</legend>
              <label className="flex items-center gap-2 py-1 text-sm">
                <input type="checkbox" checked={restricted(front)} onChange={(e) => restrict(front, e.target.checked)} />
                <span>Only some unit types on {front}</span>
              </label>
              {restricted(front) &&
                GROUPS.map(([group, types]) => (
                  <fieldset key={group} className="min-w-0">
                    <legend className="text-xs font-medium text-stone-700">{group}</legend>
                    <ul className="grid grid-cols-2 gap-x-2 sm:grid-cols-3">
                      {types.map((type) => (
                        <li key={type}>
                          <label className="flex items-center gap-2 py-1 text-sm">
                            <input type="checkbox" checked={allow[front]?.includes(type) ?? false} onChange={(e) => tick(front, type, e.target.checked)} />
                            <span>{type}</span>
                          </label>
                        </li>
                      ))}
                    </ul>
                  </fieldset>
                ))}
              <p id={`rotgb-allow-${i}-error`} aria-live="polite" className="min-h-4 text-sm text-red-700">
                {errorOf(front)}
              </p>
            </fieldset>
          ))}
        </div>
      )}
      <p id="rotgb-allow-error" aria-live="polite" className="min-h-4 text-sm text-red-700">
        {errorOf()}
      </p>
    </div>
  );
}

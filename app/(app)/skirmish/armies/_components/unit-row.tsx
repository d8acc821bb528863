"use client";
import type { ReactNode } from "react";
import type { ArmyGame } from "@/lib/skirmish/army";
import { unitChoices } from "@/lib/skirmish/army-choices";
import { SHIP_IDS_LIST, type UnitRow } from "./army-form";

interface Props {
  index: number;
  row: UnitRow;
  game: ArmyGame;
  /** The problems at a JSON path, in words, or undefined. */
  errorAt: (path: string) => string | undefined;
  onChange: (row: UnitRow) => void;
  onRemove?: () => void;
}

const input = "w-full rounded border border-stone-400 bg-white px-2 py-2 aria-[invalid=true]:border-red-700";

/** One row of the army: a unit type, its die, how many, and (optionally) a name, an id and a controlling ship. */
export function UnitRowFields({ index, row, game, errorAt, onChange, onRemove }: Props) {
  const n = index + 1;
  const id = (field: string) => `unit-${row.key}-${field}`;
  const path = (field: string) => `units.${index}.${field}`;
  const choices = unitChoices(game);
  const field = (name: keyof UnitRow & string, label: string, control: ReactNode, pathName: string = name) => (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id(name)} className="text-sm font-medium">
        {label}
      </label>
      {control}
      <p id={`${id(name)}-error`} className="min-h-4 text-sm text-red-700">
        {errorAt(path(pathName))}
      </p>
    </div>
  );
  const a11y = (name: string, pathName: string = name) => ({
    id: id(name),
    "aria-invalid": errorAt(path(pathName)) ? (true as const) : undefined,
    "aria-describedby": `${id(name)}-error`,
  });
  return (
    <fieldset className="rounded border border-stone-300 bg-white p-3">
      <legend className="px-1 text-sm font-semibold">Unit {n}</legend>
      <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-6">
        <div className="col-span-2">
          {field(
            "type",
            `Unit ${n} type`,
            choices.length > 0 ? (
              <select {...a11y("type")} value={row.type} onChange={(e) => onChange({ ...row, type: e.target.value })} className={input}>
                {!choices.some((c) => c.type === row.type) && <option value={row.type}>{row.type || "Choose…"}</option>}
                {choices.map((c) => (
                  <option key={c.type} value={c.type}>
                    {c.type} (d{c.die})
                  </option>
                ))}
              </select>
            ) : (
              <input {...a11y("type")} value={row.type} maxLength={120} onChange={(e) => onChange({ ...row, type: e.target.value })} className={input} />
            ),
          )}
        </div>
        {field(
          "die",
          `Unit ${n} die (sides)`,
          <input
            {...a11y("die")}
            inputMode="numeric"
            value={row.die}
            readOnly={choices.length > 0}
            onChange={(e) => onChange({ ...row, die: e.target.value })}
            className={`${input} read-only:bg-stone-100`}
          />,
        )}
        {field(
          "count",
          `Unit ${n} how many`,
          <input {...a11y("count")} inputMode="numeric" value={row.count} onChange={(e) => onChange({ ...row, count: e.target.value })} className={input} />,
        )}
        <div className="col-span-2">
          {field(
            "name",
            `Unit ${n} name (optional)`,
            <input {...a11y("name")} value={row.name} maxLength={120} onChange={(e) => onChange({ ...row, name: e.target.value })} className={input} />,
          )}
        </div>
        {game === "star" && (
          <>
            <div className="col-span-1 sm:col-span-2">
              {field(
                "id",
                `Unit ${n} id (optional)`,
                <input {...a11y("id")} value={row.id} maxLength={60} onChange={(e) => onChange({ ...row, id: e.target.value })} className={input} />,
              )}
            </div>
            <div className="col-span-1 sm:col-span-2">
              {field(
                "controller",
                `Unit ${n} controlled by (ship id)`,
                <input
                  {...a11y("controller")}
                  list={SHIP_IDS_LIST}
                  value={row.controller}
                  maxLength={80}
                  onChange={(e) => onChange({ ...row, controller: e.target.value })}
                  className={input}
                />,
              )}
            </div>
          </>
        )}
      </div>
      {onRemove && (
        <button type="button" onClick={onRemove} className="mt-1 rounded border border-stone-400 px-3 py-1 text-sm">
          Remove unit {n}
        </button>
      )}
    </fieldset>
  );
}

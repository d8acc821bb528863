"use client";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { RecordBattleFormValues } from "@/lib/contracts/campaign";
import type { GangChoice } from "./record-battle-form";

type Row = { id: string; name: string };
type Column<K extends string> = { key: K; label: string; kind: "checkbox" | "number"; deps?: readonly K[]; max?: number };
type RowErrors = Partial<Record<string, { message?: unknown }>> | undefined;

const VEHICLE_COLUMNS = [
  { key: "crippled", label: "Crippled", kind: "checkbox" },
  { key: "wrecked", label: "Wrecked", kind: "checkbox" },
  { key: "immobilised", label: "Immobilised", kind: "checkbox" },
  { key: "damagingRams", label: "Damaging rams", kind: "number" },
  { key: "runOver", label: "Foot fighters run over", kind: "number" },
] as const satisfies readonly Column<string>[];

const FIGHTER_COLUMNS = [
  // "did not take part" is checked on the row's other fields: ticking it again clears their messages
  { key: "tookPart", label: "Took part", kind: "checkbox", deps: ["outOfAction", "injured", "kills", "outOfActionCaused", "extraXp"] },
  { key: "outOfAction", label: "Out of action", kind: "checkbox" },
  { key: "injured", label: "Injured", kind: "checkbox" },
  { key: "kills", label: "Kills", kind: "number" },
  // the fighter post-game's experience reads these two
  { key: "outOfActionCaused", label: "Enemies taken out of action", kind: "number" },
  { key: "extraXp", label: "Extra XP", kind: "number", max: 20 },
] as const satisfies readonly Column<string>[];

interface Props {
  index: number;
  gang: GangChoice;
  register: UseFormRegister<RecordBattleFormValues>;
  errors: FieldErrors<RecordBattleFormValues>["gangs"];
}

/** The vehicles and fighters of one side of the battle, each table with its problems listed above it by row. */
export function BattleSideTables({ index: i, gang, register, errors }: Props) {
  const side = errors?.[i];
  return (
    <div className="min-w-0 space-y-3">
      {gang.vehicles.length > 0 && (
        <RowsTable
          caption={`Vehicles of ${gang.name}`}
          heading="Vehicle"
          idPrefix={`record-${i}-vehicle`}
          rows={gang.vehicles}
          columns={VEHICLE_COLUMNS}
          minWidth="sm:min-w-[36rem]"
          errorsOf={(j) => side?.vehicles?.[j] as RowErrors}
          register={(j, key) => register(`gangs.${i}.vehicles.${j}.${key}`)}
        />
      )}
      {gang.fighters.length > 0 && (
        <RowsTable
          caption={`Fighters of ${gang.name}`}
          heading="Fighter"
          idPrefix={`record-${i}-fighter`}
          rows={gang.fighters}
          columns={FIGHTER_COLUMNS}
          minWidth="sm:min-w-[42rem]"
          errorsOf={(j) => side?.fighters?.[j] as RowErrors}
          register={(j, key, deps) => register(`gangs.${i}.fighters.${j}.${key}`, deps && { deps: deps.map((d) => `gangs.${i}.fighters.${j}.${d}` as const) })}
        />
      )}
    </div>
  );
}

interface TableProps<K extends string> {
  caption: string;
  heading: string;
  idPrefix: string;
  rows: Row[];
  columns: readonly Column<K>[];
  minWidth: string;
  errorsOf: (row: number) => RowErrors;
  register: (row: number, key: K, deps?: readonly K[]) => ReturnType<UseFormRegister<RecordBattleFormValues>>;
}

function RowsTable<K extends string>({ caption, heading, idPrefix, rows, columns, minWidth, errorsOf, register }: TableProps<K>) {
  const errorId = (j: number, key: K) => `${idPrefix}-${j}-${key}-error`;
  const messageOf = (j: number, key: K) => {
    const m = errorsOf(j)?.[key]?.message;
    return typeof m === "string" && m !== "" ? m : undefined;
  };
  // "Skarfang: kills must be a whole number from 0 to 99": the row's name, then the schema's words
  const problems = rows.flatMap((row, j) =>
    columns.flatMap((c) => {
      const m = messageOf(j, c.key);
      return m ? [{ id: errorId(j, c.key), text: `${row.name}: ${m.charAt(0).toLowerCase()}${m.slice(1)}` }] : [];
    }),
  );
  const mark = "aria-[invalid=true]:outline aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-red-700";
  // On a phone each row is a card: the name across the top, then every column as a labelled box in
  // a grid of three, so Injured and Kills are on screen without scrolling sideways. From the sm
  // width up it is a table whose name column stays put while the rest scrolls.
  const sticky = "bg-white pr-2 text-left max-sm:col-span-3 sm:sticky sm:left-0 sm:z-10 sm:shadow-[1px_0_0_var(--color-stone-300)]";
  // a cell ignores max-width: the name inside it wraps at 9rem, so a long name cannot fill a phone's box
  const name = "block break-words sm:max-w-36";
  return (
    <div className="min-w-0 space-y-1">
      {/* outside the scroll box, so every problem can be read on a phone without scrolling sideways */}
      <div aria-live="polite">
        {problems.length > 0 && (
          <ul aria-label={`Problems: ${caption}`} className="list-disc space-y-0.5 pl-5 text-sm break-words text-red-700">
            {problems.map((p) => (
              <li key={p.id} id={p.id}>
                {p.text}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="overflow-x-auto">
        <table className={`w-full ${minWidth} text-sm`}>
          <caption className="text-left font-medium">{caption}</caption>
          <thead className="max-sm:sr-only">
            <tr className="text-left">
              <th scope="col" className={sticky}>
                <span className={name}>{heading}</span>
              </th>
              {columns.map((c) => (
                <th key={c.key} scope="col" className="px-2">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, j) => (
              <tr key={row.id} className="max-sm:grid max-sm:grid-cols-3 max-sm:gap-x-2 max-sm:gap-y-1 max-sm:border-t max-sm:border-stone-300 max-sm:py-2">
                <th scope="row" className={`${sticky} font-semibold sm:font-normal`}>
                  <span className={name}>{row.name}</span>
                </th>
                {columns.map((c) => {
                  const m = messageOf(j, c.key);
                  return (
                    <td key={c.key} className="py-0.5 max-sm:flex max-sm:flex-col max-sm:gap-0.5 sm:px-2">
                      {/* the column's name beside its box on a phone, where the header row is out of sight */}
                      <span aria-hidden="true" className="text-xs text-stone-600 sm:hidden">
                        {c.label}
                      </span>
                      <input
                        type={c.kind}
                        aria-label={`${row.name} ${c.label.toLowerCase()}`}
                        aria-invalid={m ? true : undefined}
                        aria-describedby={m ? errorId(j, c.key) : undefined}
                        {...(c.kind === "number"
                          ? {
                              min: 0,
                              max: c.max ?? 99,
                              step: 1,
                              className: `w-16 rounded border border-stone-400 px-1 py-1 aria-[invalid=true]:border-red-700 ${mark}`,
                            }
                          : { className: `h-4 w-4 ${mark}` })}
                        {...register(j, c.key, c.deps)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

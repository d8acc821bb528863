"use client";
import { importGang, type GangExport } from "@/lib/export/gang-export";

export const PASTE = "paste";

export interface OwnGang {
  id: string;
  name: string;
  export: GangExport;
}

export interface GangSlot {
  key: number;
  /** An own gang's id, or PASTE for export JSON pasted or uploaded. */
  choice: string;
  text: string;
}

export type SlotGang = { ok: true; gang: GangExport } | { ok: false; errors: string[] };

/** The gang a slot stands for, or why its pasted JSON is not a gang export (with the paths). */
export function slotGang(slot: GangSlot, own: readonly OwnGang[]): SlotGang {
  if (slot.choice !== PASTE) {
    const g = own.find((o) => o.id === slot.choice);
    return g ? { ok: true, gang: g.export } : { ok: false, errors: ["Choose a gang."] };
  }
  if (slot.text.trim() === "") return { ok: false, errors: ["Paste a gang export or upload its file."] };
  let data: unknown;
  try {
    data = JSON.parse(slot.text);
  } catch {
    return { ok: false, errors: ["This is not JSON: paste the whole export file."] };
  }
  const read = importGang(data);
  return read.ok ? { ok: true, gang: read.gang } : { ok: false, errors: read.errors.map((e) => `${e.path}: ${e.message}`) };
}

interface Props {
  index: number;
  slot: GangSlot;
  own: readonly OwnGang[];
  state: SlotGang;
  onChange: (slot: GangSlot) => void;
  onRemove?: () => void;
}

/** One gang taking part: one of the user's gangs, or an export pasted or uploaded. */
export function GangSource({ index, slot, own, state, onChange, onRemove }: Props) {
  const id = `gang-${slot.key}`;
  const label = `Gang ${index + 1}`;
  const upload = async (file: File | undefined) => {
    if (file) onChange({ ...slot, text: await file.text() });
  };
  return (
    <fieldset className="min-w-0 space-y-2 rounded border border-stone-300 bg-white p-3">
      {/* the select below carries the visible name; the legend names the group for screen readers */}
      <legend className="sr-only">{label}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={id} className="font-semibold">{label}</label>
          <select id={id} value={slot.choice} onChange={(e) => onChange({ ...slot, choice: e.target.value })}
            className="rounded border border-stone-400 bg-white px-2 py-2">
            {own.map((g) => <option key={g.id} value={g.id}>{g.name}</option>)}
            <option value={PASTE}>Paste or upload an export…</option>
          </select>
        </div>
        {onRemove && (
          <button type="button" onClick={onRemove} className="rounded border border-stone-400 px-3 py-2 text-sm">
            Remove {label.toLowerCase()}
          </button>
        )}
      </div>
      {slot.choice === PASTE && (
        <div className="space-y-2">
          <label htmlFor={`${id}-json`} className="block text-sm font-medium">{label} export JSON</label>
          <textarea id={`${id}-json`} value={slot.text} rows={4} spellCheck={false}
            aria-invalid={!state.ok && slot.text.trim() !== "" ? true : undefined} aria-describedby={`${id}-state`}
            onChange={(e) => onChange({ ...slot, text: e.target.value })}
            className="w-full rounded border border-stone-400 px-2 py-1 font-mono text-xs" />
          <label htmlFor={`${id}-file`} className="block text-sm font-medium">Upload {label.toLowerCase()} export</label>
          <input id={`${id}-file`} type="file" accept=".json,application/json" onChange={(e) => void upload(e.target.files?.[0])}
            className="block w-full text-sm" />
        </div>
      )}
      <div id={`${id}-state`} aria-live="polite" className="text-sm">
        {state.ok ? (
          <p className="text-stone-700">{state.gang.gang.name}: {state.gang.roster.fighters.length} fighter{state.gang.roster.fighters.length === 1 ? "" : "s"}, {state.gang.roster.vehicles.length} vehicle{state.gang.roster.vehicles.length === 1 ? "" : "s"}</p>
        ) : (
          slot.choice === PASTE && (
            <ul className="list-disc pl-5 text-red-700">
              {state.errors.slice(0, 8).map((e) => <li key={e}>{e}</li>)}
            </ul>
          )
        )}
      </div>
    </fieldset>
  );
}

"use client";
import { useState } from "react";
import { readChosenFile } from "@/app/_components/read-chosen-file";
import { GANG_FILE_MAX_BYTES, importGang, kilobytes, textBytes, type GangExport } from "@/lib/export/gang-export";
import { armyDice, type Army } from "@/lib/skirmish/army";
import { systemName } from "@/lib/skirmish/resolve";

export const PASTE = "paste";
/** A slot's choice for a saved army: this prefix and the army's id. */
export const ARMY_CHOICE = "army:";

/** A gang the page may fight: the user's own, or (read-only) another member's of a shared campaign. */
export interface GangChoice {
  id: string;
  name: string;
  export: GangExport;
  mine: boolean;
  campaign: { id: string; name: string } | null;
  ownerName: string;
}

/** One of the user's saved armies. */
export interface ArmyChoice {
  id: string;
  name: string;
  army: Army;
}

export interface Choices {
  gangs: readonly GangChoice[];
  armies: readonly ArmyChoice[];
}

export interface GangSlot {
  key: number;
  /** A gang's id, ARMY_CHOICE + an army's id, or PASTE for export JSON pasted or uploaded. */
  choice: string;
  text: string;
}

/** What a slot fields: a gang (its export) or an army of one's own. */
export type Side = { kind: "gang"; gang: GangExport } | { kind: "army"; army: Army };
export type SlotGang = { ok: true; side: Side } | { ok: false; errors: string[] };

/** The army a slot's choice names, if it names one. */
export const armyOfChoice = (choice: string, choices: Choices): ArmyChoice | undefined =>
  choice.startsWith(ARMY_CHOICE) ? choices.armies.find((a) => a.id === choice.slice(ARMY_CHOICE.length)) : undefined;

/** The side a slot stands for, or why its pasted JSON is not a gang export (with the paths). */
export function slotGang(slot: GangSlot, choices: Choices): SlotGang {
  if (slot.choice.startsWith(ARMY_CHOICE)) {
    const a = armyOfChoice(slot.choice, choices);
    return a ? { ok: true, side: { kind: "army", army: a.army } } : { ok: false, errors: ["Choose an army."] };
  }
  if (slot.choice !== PASTE) {
    const g = choices.gangs.find((o) => o.id === slot.choice);
    return g ? { ok: true, side: { kind: "gang", gang: g.export } } : { ok: false, errors: ["Choose a gang."] };
  }
  if (slot.text.trim() === "") return { ok: false, errors: ["Paste a gang export or upload its file."] };
  // the page reads the pasted text again at every change of the form: a paste far bigger than any
  // gang is refused by its size before it is parsed, as the gang import refuses it
  if (slot.text.length > GANG_FILE_MAX_BYTES && textBytes(slot.text) > GANG_FILE_MAX_BYTES)
    return { ok: false, errors: [`This text is ${kilobytes(textBytes(slot.text))}; gang exports up to 1 MB can be fought.`] };
  let data: unknown;
  try {
    data = JSON.parse(slot.text);
  } catch {
    return { ok: false, errors: ["This is not JSON: paste the whole export file."] };
  }
  const read = importGang(data);
  return read.ok ? { ok: true, side: { kind: "gang", gang: read.gang } } : { ok: false, errors: read.errors.map((e) => `${e.path}: ${e.message}`) };
}

/**
 * The other members' gangs, by campaign (by its id: two campaigns may share a name), in the order
 * the server gave them: `[campaign id, its name, its gangs]`.
 */
export function byCampaign(gangs: readonly GangChoice[]): [string, string, GangChoice[]][] {
  const groups = new Map<string, [string, string, GangChoice[]]>();
  for (const g of gangs) {
    if (g.mine) continue;
    const id = g.campaign?.id ?? "";
    const group = groups.get(id) ?? [id, g.campaign?.name ?? "", []];
    group[2].push(g);
    groups.set(id, group);
  }
  return [...groups.values()];
}

/** "Da Spikes: 5 fighters, 1 vehicle" or "Ironhold (Medieval Strife): 6 units". */
function sideInWords(side: Side): string {
  if (side.kind === "army") {
    const n = armyDice(side.army).length;
    return `${side.army.name} (army for ${systemName(side.army.game)}): ${n} unit${n === 1 ? "" : "s"}`;
  }
  const { fighters, vehicles } = side.gang.roster;
  return `${side.gang.gang.name}: ${fighters.length} fighter${fighters.length === 1 ? "" : "s"}, ${vehicles.length} vehicle${vehicles.length === 1 ? "" : "s"}`;
}

interface Props {
  index: number;
  slot: GangSlot;
  choices: Choices;
  state: SlotGang;
  onChange: (slot: GangSlot) => void;
  onRemove?: () => void;
}

/** One gang taking part: one of the user's gangs, or an export pasted or uploaded. */
export function GangSource({ index, slot, choices, state, onChange, onRemove }: Props) {
  const id = `gang-${slot.key}`;
  const label = `Gang ${index + 1}`;
  // a chosen file refused before it is read (too big, empty, unreadable), as the import forms refuse it
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const read = await readChosenFile(file);
    setFileProblem(read.ok ? null : read.problem);
    // a refused file leaves nothing of an earlier one behind
    onChange({ ...slot, text: read.ok ? read.text : "" });
  };
  return (
    <fieldset className="min-w-0 space-y-2 rounded border border-stone-300 bg-white p-3">
      {/* the select below carries the visible name; the legend names the group for screen readers */}
      <legend className="sr-only">{label}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={id} className="font-semibold">
            {label}
          </label>
          <select
            id={id}
            value={slot.choice}
            onChange={(e) => onChange({ ...slot, choice: e.target.value })}
            className="rounded border border-stone-400 bg-white px-2 py-2"
          >
            {choices.gangs.some((g) => g.mine) && (
              <optgroup label="Your gangs">
                {choices.gangs
                  .filter((g) => g.mine)
                  .map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.name}
                    </option>
                  ))}
              </optgroup>
            )}
            {/* other members' gangs, read-only: the skirmish changes nothing of theirs */}
            {byCampaign(choices.gangs).map(([campaignId, campaign, gangs]) => (
              <optgroup key={campaignId} label={`${campaign} (read-only)`}>
                {gangs.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name} ({g.ownerName})
                  </option>
                ))}
              </optgroup>
            ))}
            {choices.armies.length > 0 && (
              <optgroup label="Your armies">
                {choices.armies.map((a) => (
                  <option key={a.id} value={`${ARMY_CHOICE}${a.id}`}>
                    {a.name} ({systemName(a.army.game)})
                  </option>
                ))}
              </optgroup>
            )}
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
          <label htmlFor={`${id}-json`} className="block text-sm font-medium">
            {label} export JSON
          </label>
          <textarea
            id={`${id}-json`}
            value={slot.text}
            rows={4}
            spellCheck={false}
            aria-invalid={!state.ok && slot.text.trim() !== "" ? true : undefined}
            aria-describedby={`${id}-state`}
            onChange={(e) => {
              setFileProblem(null);
              onChange({ ...slot, text: e.target.value });
            }}
            className="w-full rounded border border-stone-400 px-2 py-1 font-mono text-xs"
          />
          <label htmlFor={`${id}-file`} className="block text-sm font-medium">
            Upload {label.toLowerCase()} export
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".json,application/json"
            onChange={(e) => void upload(e.target.files?.[0])}
            aria-describedby={`${id}-file-problem`}
            className="block w-full text-sm"
          />
          <p id={`${id}-file-problem`} role="alert" className="text-sm text-red-700 empty:hidden">
            {fileProblem}
          </p>
        </div>
      )}
      <div id={`${id}-state`} aria-live="polite" className="text-sm">
        {state.ok ? (
          <p className="text-stone-700">{sideInWords(state.side)}</p>
        ) : slot.choice === PASTE && slot.text.trim() === "" ? (
          // nothing pasted yet: what to do, not an error
          <p className="text-stone-700">{state.errors[0]}</p>
        ) : (
          slot.choice === PASTE && (
            <ul className="list-disc pl-5 text-red-700">
              {state.errors.slice(0, 8).map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )
        )}
      </div>
    </fieldset>
  );
}

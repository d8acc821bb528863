"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { BusyButton } from "@/app/_components/busy-button";
import { FormMessage } from "@/app/_components/form-message";
import { armyFileText, armyProblemLine } from "@/lib/contracts/army";
import { ARMY_GAMES, readArmy, type ArmyGame } from "@/lib/skirmish/army";
import { dieOf, unitChoices } from "@/lib/skirmish/army-choices";
import { systemName } from "@/lib/skirmish/resolve";
import { saveArmyAction } from "../actions";
import { emptyRow, formToArmy, SHIP_IDS_LIST, shipIds, switchGame, type ArmyForm, type RowsByGame, type UnitRow } from "./army-form";
import { UnitRowFields } from "./unit-row";

const GAME_HINTS: Record<ArmyGame, ReactNode> = {
  rotgb: "Any unit types, any dice: a die is worth its sides in points (002).",
  medieval: (
    <>
      The text&apos;s unit types; every die of one size is one type in an army (002 Medieval Strife). What each type can do (spells, archery) is our ruling of
      the text:{" "}
      <Link href="/help/skirmish#medieval-units" className="text-rust-700 underline">
        what each unit can do
      </Link>
      .
    </>
  ),
  star: "The text's ships, stations and craft; only a strategic defender fields a station, and drones, decoys and mecha each take a control channel of a ship of the fleet (002 Star Strife).",
};

/** Builds or changes an army: checked as you type (each problem with its place in the file), saved whole. */
export function ArmyEditor({ armyId, initial }: { armyId?: string; initial: ArmyForm }) {
  const router = useRouter();
  const [form, setForm] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const read = useMemo(() => readArmy(formToArmy(form)), [form]);
  // a new army's empty name is not called a problem before the player has left the field or pressed Save
  const [nameSeen, setNameSeen] = useState(initial.name !== "");
  const problems = read.ok ? [] : read.problems.filter((p) => nameSeen || p.path !== "name");
  const errorAt = (path: string) =>
    problems
      .filter((p) => (p.field ?? p.path) === path)
      .map((p) => p.message)
      .join(" ") || undefined;
  const nextKey = Math.max(-1, ...form.rows.map((r) => r.key)) + 1;
  const exportHref = read.ok ? `data:application/json;charset=utf-8,${encodeURIComponent(armyFileText(read.army))}` : undefined;

  const setRow = (key: number, row: UnitRow) => setForm((f) => ({ ...f, rows: f.rows.map((r) => (r.key === key ? row : r)) }));
  // the rows of each game the player left, brought back when they return to it
  const [kept, setKept] = useState<RowsByGame>({});
  const changeGame = (game: ArmyGame) => {
    const next = switchGame(form, game, kept);
    setForm(next.form);
    setKept(next.kept);
  };
  // keyboard: a new row's type takes the focus; a removed row's focus goes to "Add a unit" (never to the page)
  // a new object each time, so removing two rows in a row moves the focus twice
  const [focus, setFocus] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);
  const addRow = () => {
    const first = unitChoices(form.game)[0];
    setForm((f) => ({ ...f, rows: [...f.rows, emptyRow(nextKey, first?.type ?? "", first ? String(first.die) : "6")] }));
    setFocus({ id: `unit-${nextKey}-type` });
  };
  const removeRow = (key: number) => {
    setForm({ ...form, rows: form.rows.filter((r) => r.key !== key) });
    setFocus({ id: "add-unit" });
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setServerProblems([]);
    setNameSeen(true);
    if (!read.ok) return setMessage("This army breaks the rules or is not complete: see the problems listed above the Save button.");
    setBusy(true);
    setMessage(null);
    const r = await saveArmyAction({ ...(armyId && { armyId }), json: armyFileText(read.army) }).catch(() => null);
    if (!r || !r.ok) setBusy(false);
    if (!r) return setMessage("Could not reach the server. Nothing was saved.");
    if (!r.ok) {
      setServerProblems(r.fieldErrors?.json ?? []);
      return setMessage(r.message);
    }
    // still busy until the list is shown: a second press meanwhile would save a second copy
    router.push(`/skirmish/armies?saved=${encodeURIComponent(r.data.id)}`);
    router.refresh();
  };

  return (
    <form onSubmit={save} noValidate aria-label={armyId ? "Change the army" : "New army"} className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="army-name" className="text-sm font-medium">
            Army name
          </label>
          <input
            id="army-name"
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            onBlur={() => setNameSeen(true)}
            maxLength={120}
            aria-invalid={errorAt("name") ? true : undefined}
            aria-describedby="army-name-error"
            className="rounded border border-stone-400 bg-white px-2 py-2"
          />
          <p id="army-name-error" className="min-h-4 text-sm text-red-700">
            {errorAt("name")}
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="army-game" className="text-sm font-medium">
            Game
          </label>
          <select
            id="army-game"
            value={form.game}
            onChange={(e) => changeGame(e.target.value as ArmyGame)}
            className="rounded border border-stone-400 bg-white px-2 py-2"
          >
            {ARMY_GAMES.map((g) => (
              <option key={g} value={g}>
                {systemName(g)}
              </option>
            ))}
          </select>
        </div>
        {form.game === "star" && (
          <div className="flex flex-col gap-1">
            <label htmlFor="army-role" className="text-sm font-medium">
              Strategic role
            </label>
            <select
              id="army-role"
              value={form.role}
              onChange={(e) => setForm({ ...form, role: e.target.value as ArmyForm["role"] })}
              aria-invalid={errorAt("options.role") ? true : undefined}
              aria-describedby="army-role-error"
              className="rounded border border-stone-400 bg-white px-2 py-2"
            >
              <option value="attacker">Attacker</option>
              <option value="defender">Defender (may field stations)</option>
            </select>
            <p id="army-role-error" className="min-h-4 text-sm text-red-700">
              {errorAt("options.role")}
            </p>
          </div>
        )}
      </div>
      <p className="text-sm text-stone-700">{GAME_HINTS[form.game]}</p>

      <h2 className="text-lg font-semibold">Units</h2>
      {form.game === "star" && (
        <datalist id={SHIP_IDS_LIST}>
          {shipIds(form).map((id) => (
            <option key={id} value={id} />
          ))}
        </datalist>
      )}
      <ul className="space-y-3" aria-label="Units">
        {form.rows.map((row, i) => (
          <li key={row.key}>
            <UnitRowFields
              index={i}
              row={row}
              game={form.game}
              errorAt={errorAt}
              onChange={(r) => setRow(row.key, { ...r, die: dieOf(form.game, r.type) !== undefined ? String(dieOf(form.game, r.type)) : r.die })}
              onRemove={form.rows.length > 1 ? () => removeRow(row.key) : undefined}
            />
          </li>
        ))}
      </ul>
      <button type="button" id="add-unit" onClick={addRow} className="rounded border border-stone-400 px-3 py-2 text-sm">
        Add a unit
      </button>

      <section aria-label="Problems" aria-live="polite" className="text-sm">
        {problems.length + serverProblems.length === 0 ? (
          <p className={read.ok ? "text-green-800" : "text-stone-700"}>
            {read.ok ? `A legal army: ${read.army.units.reduce((n, u) => n + (u.count ?? 1), 0)} units.` : "Name the army to save it."}
          </p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-red-700">
            {[...problems.map(armyProblemLine), ...serverProblems].slice(0, 30).map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        )}
      </section>
      <FormMessage message={message} />
      <div className="flex flex-wrap items-center gap-3">
        <BusyButton type="submit" busy={busy} className="rounded bg-rust-700 px-4 py-2 font-semibold text-white hover:bg-rust-800">
          {busy ? "Saving…" : "Save army"}
        </BusyButton>
        {exportHref && (
          <a href={exportHref} download={`${form.name.trim() || "army"}.army.json`} className="text-sm text-rust-700 underline">
            Export (JSON)
          </a>
        )}
      </div>
    </form>
  );
}

"use client";
import type { ReactNode } from "react";
import { frontNames, type RotgbRulesCheck, type RotgbRulesField, type RotgbRulesForm } from "@/lib/contracts/rotgb-rules-schema";
import type { ReserveUnit } from "@/lib/skirmish/rotgb-reserves";
import { AlliancePicker, ReservePicker } from "./rotgb-sides";
import { FrontRestrictions } from "./rotgb-terrain";

interface Props {
  form: RotgbRulesForm;
  check: RotgbRulesCheck;
  /** The gangs' names, in order (for the pass holder and who goes first). */
  sides: readonly string[];
  /** Each gang's units for the reserve lists; null until every gang is ready. */
  units: readonly (readonly ReserveUnit[])[] | null;
  onChange: (form: RotgbRulesForm) => void;
}

const input = "rounded border border-stone-400 bg-white px-2 py-2";

/** Where a switch's rule is in 002, after its description. */
const Cite = ({ children }: { children: string }) => <cite className="text-xs not-italic text-stone-600"> [{children}]</cite>;

/** The switches of Roll Out the (Gun) Barrels (002 Advanced Rules, the letter's variant). */
export function RotgbRules({ form, check, sides, units, onChange }: Props) {
  const set = <K extends RotgbRulesField>(key: K, value: RotgbRulesForm[K]) => onChange({ ...form, [key]: value });
  const errorOf = (field: RotgbRulesField | `${RotgbRulesField}.${number}`) => (check.ok ? undefined : check.fieldErrors[field]);
  const fronts = frontNames(form.fronts);
  // the hint (when the field has one) and the error are read with the control
  const invalid = (id: string, field: RotgbRulesField) => ({ "aria-invalid": !!errorOf(field), "aria-describedby": `${id}-hint ${id}-error` });
  return (
    <fieldset className="min-w-0 space-y-3 rounded border border-stone-300 bg-white p-3">
      <legend className="px-1 font-semibold">Rules in play</legend>
      <div className="space-y-2">
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" checked={form.letter} onChange={(e) => set("letter", e.target.checked)} />
          <span>
            The letter&apos;s variant: flanking dice drop by two instead of re-rolling (a die that reaches zero is eliminated)<Cite>002 Letter from a Fan</Cite>
          </span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" checked={form.handicap} onChange={(e) => set("handicap", e.target.checked)} />
          <span>
            Handicapping: the bigger gang needs a big enough win, or it is a Pyrrhic victory<Cite>002 Advanced Rules, Handicapping</Cite>
          </span>
        </label>
        <p id="rotgb-handicap-error" aria-live="polite" className="text-sm text-red-700">
          {errorOf("handicap")}
        </p>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1"
            checked={form.alliances}
            aria-describedby="rotgb-alliances-error"
            onChange={(e) => set("alliances", e.target.checked)}
          />
          <span>
            Alliances (three or more gangs): allies never attack each other, score together, and an alliance that runs out of dice ends the game
            <Cite>002 Advanced Rules, Alliances</Cite>
          </span>
        </label>
        <p id="rotgb-alliances-error" aria-live="polite" className="text-sm text-red-700">
          {errorOf("alliances")}
        </p>
        {form.alliances && sides.length >= 3 && (
          <AlliancePicker sides={sides} allianceOf={form.allianceOf} errorOf={(i) => errorOf(`allianceOf.${i}`)} onChange={(a) => set("allianceOf", a)} />
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id="rotgb-fronts"
          label="Fronts"
          error={errorOf("fronts")}
          hint="Names separated by commas, e.g. north, south. Each gang's dice are spread over them, biggest first. Empty: one battlefield. [002 Advanced Rules, Fronts]"
        >
          <input
            id="rotgb-fronts"
            {...invalid("rotgb-fronts", "fronts")}
            value={form.fronts}
            placeholder="north, south"
            onChange={(e) => set("fronts", e.target.value)}
            className={input}
          />
        </Field>
        <Field
          id="rotgb-pass"
          label="Held pass"
          error={errorOf("passFront")}
          hint="Terrain: the holder's dice on that front cannot be flanked. Needs fronts. [002 Advanced Rules, Terrain]"
        >
          <div className="flex flex-col gap-2">
            <select
              id="rotgb-pass"
              {...invalid("rotgb-pass", "passFront")}
              value={form.passFront}
              onChange={(e) => set("passFront", e.target.value)}
              className={input}
            >
              <option value="">No pass</option>
              {fronts.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
              {form.passFront !== "" && !fronts.includes(form.passFront) && <option value={form.passFront}>{form.passFront}</option>}
            </select>
            {form.passFront !== "" && (
              <select aria-label="Pass held by" value={form.passHolder} onChange={(e) => set("passHolder", Number(e.target.value))} className={input}>
                {sides.map((s, i) => (
                  <option key={s} value={i}>
                    held by {s}
                  </option>
                ))}
              </select>
            )}
          </div>
        </Field>
      </div>
      {/* the unit types per front sit under the fronts they restrict */}
      <FrontRestrictions
        fronts={[...new Set(fronts)]}
        allow={form.allow}
        onChange={(a) => set("allow", a)}
        errorOf={(front) => (check.ok ? undefined : check.fieldErrors[front === undefined ? "allow" : `allow.${front}`])}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="rotgb-first" label="Goes first">
          <select id="rotgb-first" value={form.first} onChange={(e) => set("first", Number(e.target.value))} className={input}>
            <option value={-1}>Roll for it</option>
            {sides.map((s, i) => (
              <option key={s} value={i}>
                {s}
              </option>
            ))}
          </select>
        </Field>
        <Field id="rotgb-max-turns" label="Turn limit" error={errorOf("maxTurns")} hint="A game this long stops; empty: 2,000 turns.">
          <input
            id="rotgb-max-turns"
            {...invalid("rotgb-max-turns", "maxTurns")}
            inputMode="numeric"
            value={form.maxTurns}
            placeholder="2000"
            onChange={(e) => set("maxTurns", e.target.value)}
            className={input}
          />
        </Field>
        <Field
          id="rotgb-reinforcements"
          label="Reinforcements every … turns"
          error={errorOf("reinforcements")}
          hint="Each gang brings in one unit from its reserve every so many of its own turns. Empty: no reinforcements. [002 Advanced Rules, Reinforcements]"
        >
          <input
            id="rotgb-reinforcements"
            {...invalid("rotgb-reinforcements", "reinforcements")}
            inputMode="numeric"
            value={form.reinforcements}
            placeholder="off"
            onChange={(e) => set("reinforcements", e.target.value)}
            className={input}
          />
        </Field>
      </div>
      {form.reinforcements.trim() !== "" && units && (
        <div className="grid gap-3 sm:grid-cols-2">
          {units.map((list, i) => (
            <ReservePicker
              key={`${i}-${sides[i]}`}
              gang={i}
              side={sides[i] ?? `Gang ${i + 1}`}
              units={list}
              chosen={form.reserves[i] ?? null}
              error={errorOf(`reserves.${i}`)}
              onChange={(r) =>
                set(
                  "reserves",
                  sides.map((_, j) => (j === i ? r : (form.reserves[j] ?? null))),
                )
              }
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} aria-live="polite" className="min-h-4 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}

"use client";
// The form of any rule a player starts from a vehicle's card, drawn from the action catalogue
// (./actions) and pre-filled from the vehicle and its crew: a ram is the rammer (already chosen),
// the target and a roll. Dice are rolled by the app unless the player types the faces rolled at
// the table. A refusal from the rules is shown here, by the form that caused it.
import { useId, useState, type ReactNode } from "react";
import type { BattleEventBody, BattleState } from "@/lib/rules/battle";
import {
  actionById,
  computed,
  contextOf,
  initialValues,
  isShown,
  optionsOf,
  settle,
  type ActionContext,
  type Field,
  type RuleAction,
  type Values,
} from "./actions";
import type { Refused } from "./use-battle";
import { button, control, label, primary } from "./ui";

export type { RuleAction } from "./actions";

/** The dice and the Roll button; `pinned` holds it at the bottom of a scrolling sheet (turn-bar.tsx FormSheet). */
export function DiceAndRoll({
  onRoll,
  children,
  rollLabel = "Roll",
  pinned = false,
}: {
  onRoll: (typed: string) => void;
  children?: ReactNode;
  rollLabel?: string;
  pinned?: boolean;
}) {
  const [typed, setTyped] = useState("");
  return (
    <div data-roll-row className={`flex flex-wrap items-end gap-2 ${pinned ? "sticky bottom-0 z-10 border-t border-rust-700/30 bg-rust-50 py-2" : ""}`}>
      <label className={`${label} grow`}>
        Your dice (leave empty for the app to roll)
        <input className={control} inputMode="numeric" autoComplete="off" placeholder="e.g. 3 5" value={typed} onChange={(e) => setTyped(e.target.value)} />
      </label>
      <button type="button" className={primary} onClick={() => onRoll(typed)}>
        {typed.trim() ? "Use my dice" : rollLabel}
      </button>
      {children}
    </div>
  );
}

function FieldControl({ field, c, values, onChange }: { field: Field; c: ActionContext; values: Values; onChange: (key: string, v: Values[string]) => void }) {
  const value = values[field.key];
  if (field.kind === "check")
    return (
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" className="h-5 w-5" checked={value === true} onChange={(e) => onChange(field.key, e.target.checked)} /> {field.label}
      </label>
    );
  if (field.kind === "number")
    return (
      <label className={label}>
        {computed(field.label, c)}
        <input
          className={control}
          type="number"
          inputMode="numeric"
          min={computed(field.min, c)}
          max={computed(field.max, c)}
          value={Number.isNaN(value) ? "" : Number(value)}
          onChange={(e) => onChange(field.key, e.target.valueAsNumber)}
        />
      </label>
    );
  const options = optionsOf(field, c, values);
  if (options.length === 0) return <p className="text-sm">{field.empty ?? `Nothing to choose for “${field.label}”.`}</p>;
  return (
    <label className={label}>
      {field.label}
      <select className={control} value={String(value)} onChange={(e) => onChange(field.key, e.target.value)}>
        {options.map(([v, t]) => (
          <option key={v} value={v}>
            {t}
          </option>
        ))}
      </select>
    </label>
  );
}

export function RuleForm({
  state,
  action,
  refused,
  onPlay,
  onClose,
}: {
  state: BattleState;
  action: RuleAction;
  refused: Refused | null;
  onPlay: (body: BattleEventBody | readonly BattleEventBody[], typed: string) => boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const spec = actionById(action.id);
  const c = contextOf(state, action.vehicle);
  const [raw, setRaw] = useState<Values>(() => (spec && c ? initialValues(spec, c) : {}));
  if (!spec || !c) return null;
  const values = settle(spec, c, raw);
  const hint = spec.hint?.(c);
  const roll = (typed: string) => {
    if (onPlay(spec.build(c, values), typed)) onClose();
  };

  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded border-2 border-rust-700 bg-rust-50 p-3">
      <h2 id={titleId} className="text-lg font-semibold">
        {spec.title}: {c.v.name}
      </h2>
      <p className="text-xs text-stone-700">
        Rule: {spec.cite}
        {hint ? <span className="block text-sm text-stone-800">{hint}</span> : null}
      </p>
      {spec.fields.length > 0 && (
        <div className="grid gap-3 sm:grid-cols-2">
          {spec.fields
            .filter((f) => isShown(f, c, values))
            .map((f) => (
              <FieldControl key={f.key} field={f} c={c} values={values} onChange={(key, v) => setRaw({ ...values, [key]: v })} />
            ))}
        </div>
      )}
      {refused && (
        <div role="alert" className="rounded border border-red-700 bg-red-50 p-2 text-sm text-red-900">
          <p>
            <strong>Not allowed:</strong> {refused.message}
          </p>
          {refused.rule && <p className="text-xs">Rule: {refused.rule.cite}</p>}
        </div>
      )}
      <DiceAndRoll onRoll={roll} pinned>
        <button type="button" className={button} onClick={onClose}>
          Cancel
        </button>
      </DiceAndRoll>
    </section>
  );
}

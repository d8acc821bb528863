"use client";
// What the table must roll next: each hit on a vehicle waits for its wound roll, and each location
// brought to 0 for the injury dice (003 Damage tables), oldest first.
import { useState } from "react";
import type { BattleEventBody, BattleState, Prompt } from "@/lib/rules/battle";
import type { InjuryResult } from "@/lib/rules/tables/location-damage";
import { DiceAndRoll } from "./rule-forms";
import { button, control, label } from "./ui";

const INJURIES: [InjuryResult, string][] = [
  ["flesh-wound", "Flesh wound"],
  ["serious-injury", "Serious injury"],
  ["skull", "Out of action (skull)"],
];

function PromptForm({ state, prompt, onPlay }: { state: BattleState; prompt: Prompt; onPlay: (body: BattleEventBody, typed: string) => boolean }) {
  const [woundNeeded, setWoundNeeded] = useState(4);
  const [damage, setDamage] = useState(1);
  const [fighterSave, setFighterSave] = useState("");
  const [injury, setInjury] = useState<InjuryResult>("flesh-wound");
  const v = state.vehicles[prompt.vehicle];
  const dismiss = () => onPlay({ type: "adjust", change: { what: "dismiss-prompt", prompt: prompt.id } }, "");
  if (prompt.kind === "injury") {
    return (
      <li className="space-y-2 rounded border border-amber-600 bg-amber-50 p-3">
        <p className="font-semibold">
          {v?.name}: {prompt.location} at 0 wounds: injury dice
        </p>
        <p className="text-xs text-stone-700">003 Damage tables</p>
        <label className={label}>
          Injury dice result (base rules)
          <select className={control} value={injury} onChange={(e) => setInjury(e.target.value as InjuryResult)}>
            {INJURIES.map(([k, t]) => (
              <option key={k} value={k}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <DiceAndRoll rollLabel="Roll the damage table" onRoll={(typed) => onPlay({ type: "injury-dice", prompt: prompt.id, injury }, typed)}>
          <button type="button" className={button} onClick={dismiss}>
            Set aside
          </button>
        </DiceAndRoll>
      </li>
    );
  }
  const crew = prompt.fighter !== null;
  return (
    <li className="space-y-2 rounded border border-amber-600 bg-amber-50 p-3">
      <p className="font-semibold">
        Hit on {v?.name}: {prompt.location}
        {crew ? ` (${state.fighters[prompt.fighter!]?.name})` : ""}, from {prompt.from}
      </p>
      <p className="text-xs text-stone-700">003 Shooting at vehicles: wound against the location&apos;s Toughness, then saves</p>
      <div className="grid gap-2 sm:grid-cols-3">
        <label className={label}>
          Roll needed to wound (base rules)
          <input
            className={control}
            type="number"
            inputMode="numeric"
            min={2}
            max={7}
            value={Number.isNaN(woundNeeded) ? "" : woundNeeded}
            onChange={(e) => setWoundNeeded(e.target.valueAsNumber)}
          />
        </label>
        {prompt.damage === null && (
          <label className={label}>
            Damage
            <input
              className={control}
              type="number"
              inputMode="numeric"
              min={1}
              max={6}
              value={Number.isNaN(damage) ? "" : damage}
              onChange={(e) => setDamage(e.target.valueAsNumber)}
            />
          </label>
        )}
        {crew && (
          <label className={label}>
            His own save (empty: none)
            <input className={control} inputMode="numeric" value={fighterSave} onChange={(e) => setFighterSave(e.target.value)} />
          </label>
        )}
      </div>
      <DiceAndRoll
        rollLabel="Roll to wound"
        onRoll={(typed) =>
          onPlay(
            {
              type: "wound-hit",
              prompt: prompt.id,
              woundNeeded,
              ...(prompt.damage === null ? { damage } : {}),
              ...(crew ? { fighterSave: fighterSave.trim() ? Number(fighterSave) : null } : {}),
            },
            typed,
          )
        }
      >
        <button type="button" className={button} onClick={dismiss}>
          Set aside
        </button>
      </DiceAndRoll>
    </li>
  );
}

export function PromptsPanel({ state, onPlay }: { state: BattleState; onPlay: (body: BattleEventBody, typed: string) => boolean }) {
  if (state.prompts.length === 0) return null;
  return (
    <section aria-labelledby="prompts-title" className="space-y-2">
      <h2 id="prompts-title" className="text-lg font-semibold">
        To roll now ({state.prompts.length})
      </h2>
      <ul className="space-y-2">
        {/* the first waits on top; each form keeps its own answers, keyed by the prompt */}
        {state.prompts.map((p) => (
          <PromptForm key={p.id} state={state} prompt={p} onPlay={onPlay} />
        ))}
      </ul>
    </section>
  );
}

"use client";
// A vehicle card's rule buttons in groups (movement, contact, shooting, boarding, chases) that open
// one at a time, so a phone shows a few group buttons instead of a wall of rules. Only the rules
// the state allows are offered; a wrecked vehicle offers none.
import { useId, useState } from "react";
import type { BattleState, VehicleState } from "@/lib/rules/battle";
import { computed, offeredGroups, type GroupId, type RuleAction } from "./actions";
import { button } from "./ui";

const open = "border-rust-700 bg-rust-50";

export function ActionGroups({ state, v, onAction }: { state: BattleState; v: VehicleState; onAction: (a: RuleAction) => void }) {
  const [shown, setShown] = useState<GroupId | null>(null);
  const id = useId();
  const c = { state, v };
  const groups = offeredGroups(c);
  if (groups.length === 0) return null;
  const current = groups.find((g) => g.id === shown);
  return (
    <div className="mt-2 space-y-2">
      <div role="group" aria-label={`${v.name}: rules`} className="flex flex-wrap gap-2">
        {groups.map((g) => (
          <button
            key={g.id}
            type="button"
            className={`${button} ${g.id === shown ? open : ""}`}
            aria-expanded={g.id === shown}
            aria-controls={`${id}-${g.id}`}
            onClick={() => setShown(g.id === shown ? null : g.id)}
          >
            {g.title} <span aria-hidden="true">{g.id === shown ? "▴" : "▾"}</span>
          </button>
        ))}
      </div>
      {current && (
        <ul
          id={`${id}-${current.id}`}
          aria-label={`${current.title} rules for ${v.name}`}
          className="flex flex-wrap gap-2 rounded border border-stone-300 bg-stone-50 p-2"
        >
          {current.actions.map((a) => (
            <li key={a.id}>
              <button type="button" className={button} onClick={() => onAction({ id: a.id, vehicle: v.key })}>
                {computed(a.button, c)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

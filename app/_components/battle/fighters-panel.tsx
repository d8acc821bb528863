"use client";
// Each fighter's condition (active, pinned, down, out of action), wounds and where he rides. A
// change of condition is a log entry too: 003 makes a downed driver's vehicle swerve on.
import type { BattleEventBody, BattleState, FighterCondition } from "@/lib/rules/battle";
import { control } from "./ui";

const CONDITIONS: [FighterCondition, string][] = [
  ["active", "Active"],
  ["pinned", "Pinned"],
  ["down", "Down"],
  ["out-of-action", "Out of action"],
];

export function FightersPanel({ state, onPlay }: { state: BattleState; onPlay: (body: BattleEventBody, typed: string) => boolean }) {
  return (
    <section aria-labelledby="fighters-title" className="space-y-2">
      <h2 id="fighters-title" className="text-lg font-semibold">
        Fighters
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {state.gangs.map((g) => (
          <ul key={g.gangId} aria-label={`${g.name} fighters`} className="space-y-1 rounded border border-stone-300 bg-white p-2">
            <li className="font-semibold">{g.name}</li>
            {Object.values(state.fighters)
              .filter((f) => f.gangId === g.gangId)
              .map((f) => (
                <li key={f.key} className="grid grid-cols-[1fr_9.5rem] items-center gap-2 text-sm">
                  <span>
                    <span className="font-medium">{f.name}</span> · W {f.wounds}/{f.maxWounds}
                    <br />
                    <span className="text-stone-700">{f.ridesIn ? `${f.seat} of ${state.vehicles[f.ridesIn]?.name}` : "on foot"}</span>
                  </span>
                  <select
                    aria-label={`${f.name}'s condition`}
                    className={control}
                    value={f.condition}
                    onChange={(e) => onPlay({ type: "fighter-status", fighter: f.key, condition: e.target.value as FighterCondition }, "")}
                  >
                    {CONDITIONS.map(([c, t]) => (
                      <option key={c} value={c}>
                        {t}
                      </option>
                    ))}
                  </select>
                </li>
              ))}
          </ul>
        ))}
      </div>
    </section>
  );
}

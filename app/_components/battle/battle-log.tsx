"use client";
// The battle log, newest first: what happened, the rule it applied (cited), the dice, and an undo
// for any entry (the battle is replayed from the first state without it).
import type { LogEntry } from "@/lib/rules/battle";
import { button } from "./ui";

export function BattleLog({ log, onUndo }: { log: LogEntry[]; onUndo: (index: number) => void }) {
  return (
    <section aria-labelledby="log-title" className="space-y-2">
      <h2 id="log-title" className="text-lg font-semibold">
        Battle log
      </h2>
      {log.length === 0 ? (
        <p className="text-sm text-stone-700">Nothing rolled yet.</p>
      ) : (
        <ol aria-label="Battle log entries" className="space-y-2">
          {log
            .map((e, i) => ({ e, i }))
            .reverse()
            .map(({ e, i }) => (
              <li key={i} className="rounded border border-stone-300 bg-white p-2 text-sm">
                <div className="flex items-start justify-between gap-2">
                  <p>
                    <span className="text-stone-600">
                      {i + 1}. Turn {e.turn}:
                    </span>{" "}
                    {e.text}
                  </p>
                  <button type="button" className={button} aria-label={`Undo entry ${i + 1}`} onClick={() => onUndo(i)}>
                    Undo
                  </button>
                </div>
                <p className="text-xs text-stone-700" title={e.rule.explain}>
                  Rule: {e.rule.cite}
                  {e.also.length
                    ? `; also ${e.also
                        .map((a) => a.cite)
                        .filter((c, k, all) => c !== e.rule.cite && all.indexOf(c) === k)
                        .join("; ")}`
                    : ""}
                </p>
                {e.dice.length > 0 && <p className="text-xs text-stone-700">Dice: {e.dice.map((d) => `${d.purpose} ${d.faces.join("+")}`).join(" · ")}</p>}
              </li>
            ))}
        </ol>
      )}
    </section>
  );
}

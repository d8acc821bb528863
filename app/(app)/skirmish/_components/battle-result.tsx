"use client";
import { useMemo } from "react";
import type { GangExport } from "@/lib/export/gang-export";
import { armyDice, type Army } from "@/lib/skirmish/army";
import { logSections, verdictNote, type SkirmishResult } from "@/lib/skirmish/resolve";
import { playedWith } from "./played-with";

interface Props {
  result: SkirmishResult;
  gangs: readonly GangExport[];
  /** Armies of one's own, fighting after the gangs. */
  armies?: readonly Army[];
  seed: string;
  /** Puts this game's seed in the "Replay this seed" field. */
  onReplay?: () => void;
  /** The optional rules this game was played with, in words (ROtGB "Rules in play"). */
  rules?: readonly string[];
}

/** The result of one game, the casualties by name, and the turn-by-turn battle log. */
export function BattleResult({ result, gangs, armies = [], seed, rules = [], onReplay }: Props) {
  const { outcome, casualties, sides } = result;
  const sections = useMemo(() => logSections(outcome), [outcome]);
  const jsonHref = useMemo(() => `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(result, null, 2))}`, [result]);
  // Bang!'s verdict "<winner> wins" is the headline again: say it once
  const note = verdictNote(outcome);
  const nameOf = (gangIndex: number, kind: "fighters" | "vehicles", id: string) => gangs[gangIndex]?.roster[kind].find((u) => u.id === id)?.name ?? id;
  // an army's losses by name: the engines know them as "<side>/<unit id>"
  const armyLosses = armies.map((army, i) => {
    const side = sides[gangs.length + i]!;
    const dice = armyDice(army);
    return { side, lost: (outcome.casualties[side] ?? []).map((id) => dice.find((d) => `${side}/${d.id}` === id)?.name ?? "a unit") };
  });
  return (
    <section aria-labelledby="result-heading" className="space-y-3 rounded border border-stone-300 bg-white p-4">
      <h2 id="result-heading" className="text-xl font-semibold">
        Result
      </h2>
      {/* the headline is said by the page's status region (resultAnnouncement), which is there before any result */}
      <p id="result-headline" className="text-lg">
        {outcome.winner ? (
          <>
            <strong>{outcome.winner}</strong> wins
          </>
        ) : (
          "No winner"
        )}
        {note && <span className="text-stone-700"> ({note})</span>}
      </p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
        <span>{playedWith({ system: outcome.system, seed })}</span>
        {onReplay && (
          <button type="button" onClick={onReplay} className="rounded border border-stone-400 px-2 py-1 text-xs text-stone-800">
            Replay seed {seed}
          </button>
        )}
      </p>
      {rules.length > 0 && <p className="text-sm text-stone-700">Rules in play: {rules.join("; ")}.</p>}
      <table className="w-full max-w-md text-left text-sm">
        <caption className="sr-only">Scores, best first</caption>
        <thead>
          <tr>
            <th scope="col">{!outcome.ranking.every((side) => sides.includes(side)) ? "Alliance" : armies.length > 0 ? "Side" : "Gang"}</th>
            <th scope="col" className="text-right">
              Score
            </th>
          </tr>
        </thead>
        <tbody>
          {outcome.ranking.map((side) => (
            <tr key={side} className="border-t border-stone-200">
              <th scope="row" className="font-normal">
                {side}
              </th>
              <td className="text-right">{outcome.scores[side] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="font-semibold">Casualties</h3>
      <ul aria-label="Casualties" className="space-y-1 text-sm">
        {casualties.map((c) => (
          <li key={c.gangIndex}>
            <strong>{sides[c.gangIndex]}</strong>:{" "}
            {c.fightersOutOfAction.length + c.vehiclesCrippled.length === 0
              ? "none"
              : [
                  ...c.fightersOutOfAction.map((id) => `${nameOf(c.gangIndex, "fighters", id)} out of action`),
                  ...c.vehiclesCrippled.map((id) => `${nameOf(c.gangIndex, "vehicles", id)} crippled`),
                ].join(", ")}
          </li>
        ))}
        {armyLosses.map((a) => (
          <li key={a.side}>
            <strong>{a.side}</strong>: {a.lost.length === 0 ? "none" : `${a.lost.join(", ")} lost`}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">Battle log</h3>
        <a href={jsonHref} download={`skirmish-${outcome.system}-${seed}.json`} className="text-sm text-rust-700 underline">
          Download the log (JSON)
        </a>
      </div>
      <div role="region" aria-label="Battle log" tabIndex={0} className="max-h-[28rem] overflow-auto rounded border border-stone-200 p-2 text-sm">
        {sections.map((s, i) => (
          <section key={i} className="mb-2">
            <h4 className="font-semibold text-stone-800">{s.heading}</h4>
            <ol className="list-none space-y-0.5 pl-2">
              {s.entries.map((e, j) => (
                <li key={j} className="break-words">
                  {e.text}
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </section>
  );
}

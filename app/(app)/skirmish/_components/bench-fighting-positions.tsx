"use client";
import { POSITIONS, POSITION_NAMES, type BenchFightingPlayer, type Position } from "@/lib/skirmish/bench-fighting";
import { checkHand, costInWords, handSkirmishes, SKIRMISHES, type HandPositions, type SquadPositions } from "./bench-fighting-positions-schema";

interface Props {
  player: BenchFightingPlayer;
  hand: HandPositions;
  onChange: (hand: HandPositions) => void;
}

const label = (p: Position): string => POSITION_NAMES[p][0]!.toUpperCase() + POSITION_NAMES[p].slice(1);
const list = (ns: number[]): string => (ns.length === 1 ? `${ns[0]}` : `${ns.slice(0, -1).join(", ")} and ${ns.at(-1)}`);

/** One gang's positions: pick a skirmish, set it by hand or leave it to the automated player. */
export function BenchFightingPositions({ player, hand, onChange }: Props) {
  const id = `bench-${player.id.replace(/\W+/g, "-")}`;
  const k = hand.skirmish;
  const squads = hand.bySkirmish[k - 1] ?? null;
  const setSkirmish = (n: number, value: SquadPositions | null) =>
    onChange({
      ...hand,
      bySkirmish: Array.from({ length: Math.max(n, hand.bySkirmish.length) }, (_, i) => (i === n - 1 ? value : (hand.bySkirmish[i] ?? null))),
    });
  // a new hand-set skirmish starts from the nearest one set before it, else the whole gang in the main force
  const startFor = (n: number): SquadPositions =>
    hand.bySkirmish.slice(0, n - 1).findLast((s) => s !== null) ?? Object.fromEntries(player.army.map((s) => [s.id!, "main" as const]));
  const checks = checkHand(player, hand);
  const byHand = handSkirmishes(hand);
  const current = Array.isArray(checks) ? checks.find((c) => c.skirmish === k) : undefined;
  const others = Array.isArray(checks) ? checks.filter((c) => c.skirmish !== k && !c.check.ok) : [];
  return (
    <fieldset className="min-w-0 space-y-3 rounded border border-stone-300 bg-white p-3">
      <legend className="px-1 font-semibold">{player.name}: positions</legend>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-skirmish`} className="text-sm font-medium">
            Skirmish for {player.name}
          </label>
          <select
            id={`${id}-skirmish`}
            value={k}
            onChange={(e) => onChange({ ...hand, skirmish: Number(e.target.value) })}
            className="rounded border border-stone-400 bg-white px-2 py-2"
          >
            {Array.from({ length: SKIRMISHES }, (_, i) => (
              <option key={i} value={i + 1}>
                Skirmish {i + 1}: {hand.bySkirmish[i] ? "by hand" : "automated"}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input type="checkbox" checked={squads !== null} onChange={(e) => setSkirmish(k, e.target.checked ? startFor(k) : null)} />
          Set {player.name}&apos;s positions for skirmish {k} by hand
        </label>
      </div>
      {squads && (
        <>
          <ul className="grid gap-2 sm:grid-cols-2">
            {player.army.map((s) => (
              <li key={s.id} className="flex flex-col gap-1">
                <label htmlFor={`${id}-${s.id}`} className="text-sm">
                  {s.name} ({s.points} points)
                </label>
                <select
                  id={`${id}-${s.id}`}
                  value={squads[s.id!] ?? ""}
                  onChange={(e) => setSkirmish(k, { ...squads, [s.id!]: e.target.value as Position | "" })}
                  className="rounded border border-stone-400 bg-white px-2 py-1"
                >
                  <option value="">Not fielded</option>
                  {POSITIONS.map((p) => (
                    <option key={p} value={p}>
                      {label(p)}
                    </option>
                  ))}
                </select>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => onChange({ ...hand, bySkirmish: Array.from({ length: SKIRMISHES }, () => squads) })}
            className="rounded border border-stone-400 px-3 py-2 text-sm"
          >
            Use these positions in all {SKIRMISHES} skirmishes
          </button>
        </>
      )}
      <p className="text-sm text-stone-700">
        {byHand.length === 0
          ? "The automated player decides every skirmish (half the points in the main force, a fifth on each flank, the rest scouting)."
          : `By hand: skirmish${byHand.length > 1 ? "es" : ""} ${list(byHand)}. ${byHand.length < SKIRMISHES ? "The automated player decides the others. " : ""}If the pool runs short in play, the automated player takes over that skirmish.`}
      </p>
      <div aria-live="polite" className="text-sm">
        {!Array.isArray(checks) && <p className="text-red-700">{checks.invalid}</p>}
        {current && <p className={current.check.ok ? "text-stone-700" : "text-red-700"}>{costInWords(current)}</p>}
        {others.map((c) => (
          <p key={c.skirmish} className="text-red-700">
            {costInWords(c)}
          </p>
        ))}
      </div>
    </fieldset>
  );
}

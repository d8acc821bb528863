"use client";
import { POSITIONS, POSITION_NAMES, validateAllocation, type BenchAllocation, type BenchPlayer, type Position } from "@/lib/skirmish/bench";

/** Hand-set positions of one gang: where each squad stands, and whether they hold every skirmish. */
export interface HandPositions {
  bySquad: Record<string, Position | "">;
  everySkirmish: boolean;
}

export function allocationOf(hand: HandPositions): BenchAllocation {
  const allocation: BenchAllocation = {};
  for (const [squad, position] of Object.entries(hand.bySquad)) if (position) (allocation[position] ??= []).push(squad);
  return allocation;
}

/** The engine's allocations for a gang: skirmish 1 only, or all ten. */
export function allocationsOf(hand: HandPositions | undefined): BenchAllocation[] | undefined {
  if (!hand) return undefined;
  const a = allocationOf(hand);
  return hand.everySkirmish ? Array.from({ length: 10 }, () => a) : [a];
}

/** 001 Constraints, checked by the engine's validator against the whole battle pool (skirmish 1). */
export function checkHand(player: BenchPlayer, hand: HandPositions) {
  return validateAllocation(player, allocationOf(hand), player.pool);
}

interface Props {
  player: BenchPlayer;
  hand: HandPositions | undefined;
  onChange: (hand: HandPositions | undefined) => void;
}

const label = (p: Position): string => POSITION_NAMES[p][0]!.toUpperCase() + POSITION_NAMES[p].slice(1);

export function BenchPositions({ player, hand, onChange }: Props) {
  const id = `bench-${player.id.replace(/\W+/g, "-")}`;
  const check = hand ? checkHand(player, hand) : null;
  const startHand = (): HandPositions => ({ bySquad: Object.fromEntries(player.army.map((s) => [s.id!, "main" as const])), everySkirmish: false });
  return (
    <fieldset className="min-w-0 space-y-2 rounded border border-stone-300 bg-white p-3">
      <legend className="px-1 font-semibold">{player.name}: positions</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={!!hand} onChange={(e) => onChange(e.target.checked ? startHand() : undefined)} />
        Set {player.name}&apos;s positions by hand
      </label>
      {!hand ? (
        <p className="text-sm text-stone-600">The automated player chooses (half the points in the main force, a fifth on each flank, the rest scouting).</p>
      ) : (
        <>
          <ul className="grid gap-2 sm:grid-cols-2">
            {player.army.map((s) => (
              <li key={s.id} className="flex flex-col gap-1">
                <label htmlFor={`${id}-${s.id}`} className="text-sm">{s.name} ({s.points} points)</label>
                <select id={`${id}-${s.id}`} value={hand.bySquad[s.id!] ?? ""}
                  onChange={(e) => onChange({ ...hand, bySquad: { ...hand.bySquad, [s.id!]: e.target.value as Position | "" } })}
                  className="rounded border border-stone-400 bg-white px-2 py-1">
                  <option value="">Not fielded</option>
                  {POSITIONS.map((p) => <option key={p} value={p}>{label(p)}</option>)}
                </select>
              </li>
            ))}
          </ul>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={hand.everySkirmish} onChange={(e) => onChange({ ...hand, everySkirmish: e.target.checked })} />
            Keep these positions in every skirmish (otherwise skirmish 1 only)
          </label>
        </>
      )}
      <p aria-live="polite" className={`text-sm ${check && !check.ok ? "text-red-700" : "text-stone-700"}`}>
        {check ? (check.ok ? `Skirmish 1 costs ${check.cost} of ${player.pool} points in the battle pool.` : check.message) : ""}
      </p>
    </fieldset>
  );
}

// Hand-set Bench Fighting positions (001 "Preparing for a Skirmish"), for any of the ten skirmishes:
// what the page holds, checked with zod and with the engine's `validateAllocation` (001 Constraints).
import { z } from "zod";
import { safeText } from "@/lib/contracts/text";
import {
  BENCH_FIGHTING_RULES,
  POSITIONS,
  validateAllocation,
  type AllocationCheck,
  type BenchFightingAllocation,
  type BenchFightingPlayer,
  type Position,
} from "@/lib/skirmish/bench-fighting";

export const SKIRMISHES = BENCH_FIGHTING_RULES.skirmishes;

/** Where each squad (by id) stands in one skirmish; "" is not fielded. */
export type SquadPositions = Record<string, Position | "">;

export const handPositionsSchema = z.object({
  /** The skirmish shown for editing, 1 to 10. */
  skirmish: z.number().int().min(1).max(SKIRMISHES, `A skirmish from 1 to ${SKIRMISHES}.`),
  /** Per skirmish (index 0 = skirmish 1): the positions by hand, or null for the automated player. */
  bySkirmish: z.array(z.record(safeText(), z.enum([...POSITIONS, ""])).nullable()).max(SKIRMISHES),
});

export type HandPositions = z.infer<typeof handPositionsSchema>;

export const NO_HAND: HandPositions = { skirmish: 1, bySkirmish: [] };

export function allocationOf(squads: SquadPositions): BenchFightingAllocation {
  const allocation: BenchFightingAllocation = {};
  for (const [squad, position] of Object.entries(squads)) if (position) (allocation[position] ??= []).push(squad);
  return allocation;
}

/** The engine's allocations for a gang (a gap: the automated player), or undefined if none is by hand. */
export function allocationsOf(hand: HandPositions | undefined): (BenchFightingAllocation | null)[] | undefined {
  const list = hand?.bySkirmish.map((s) => (s ? allocationOf(s) : null)) ?? [];
  while (list.length > 0 && list.at(-1) === null) list.pop();
  return list.length > 0 ? list : undefined;
}

/** The skirmishes set by hand, 1-based. */
export const handSkirmishes = (hand: HandPositions): number[] => hand.bySkirmish.flatMap((s, i) => (s ? [i + 1] : []));

export interface SkirmishCheck {
  skirmish: number;
  check: AllocationCheck;
  /** The most the pool can hold before this skirmish: the start, less the hand-set ones before it. */
  poolLeft: number;
}

/**
 * Each hand-set skirmish checked by the engine's validator. The pool left before skirmish k is
 * only known in play (the automated skirmishes spend too, survivors carried cost less), so it is
 * checked against the most it can be; in play a set-up the pool no longer covers is played by the
 * automated player, and the log says so.
 */
export function checkHand(player: BenchFightingPlayer, hand: HandPositions): SkirmishCheck[] | { invalid: string } {
  const parsed = handPositionsSchema.safeParse(hand);
  if (!parsed.success) return { invalid: parsed.error.issues[0]?.message ?? "These positions cannot be read." };
  let poolLeft = player.pool;
  const checks: SkirmishCheck[] = [];
  parsed.data.bySkirmish.forEach((squads, i) => {
    if (!squads) return;
    const check = validateAllocation(player, allocationOf(squads), poolLeft);
    checks.push({ skirmish: i + 1, check, poolLeft });
    if (check.ok) poolLeft -= check.cost;
  });
  return checks;
}

/** The first problem of a gang's hand-set positions, in words, or null. */
export function handProblem(player: BenchFightingPlayer, hand: HandPositions): string | null {
  const checks = checkHand(player, hand);
  if ("invalid" in checks) return checks.invalid;
  const bad = checks.find((c) => !c.check.ok);
  return bad && !bad.check.ok ? `skirmish ${bad.skirmish}: ${bad.check.message}` : null;
}

/** What skirmish k costs, for the line under the positions. */
export function costInWords(c: SkirmishCheck): string {
  if (!c.check.ok) return `Skirmish ${c.skirmish}: ${c.check.message}`;
  return c.skirmish === 1
    ? `Skirmish ${c.skirmish} costs ${c.check.cost} of ${c.poolLeft} points in the battle pool.`
    : `Skirmish ${c.skirmish} costs ${c.check.cost} points; at most ${c.poolLeft} are left in the battle pool by then.`;
}

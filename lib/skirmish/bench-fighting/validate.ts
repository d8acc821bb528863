// Checks a hand-set allocation against 001 "Constraints" and the battle pool, with a message the
// page can show as it is.
import { fieldingCost } from "./rules";
import { POSITIONS, POSITION_NAMES, squadKey, type BenchFightingAllocation, type BenchFightingPlayer } from "./types";

export type AllocationErrorCode = "NO_MAIN_FORCE" | "UNKNOWN_SQUAD" | "SQUAD_SPLIT" | "OVER_POOL";

export type AllocationCheck = { ok: true; cost: number } | { ok: false; code: AllocationErrorCode; message: string; position?: string; squad?: string };

/**
 * `poolLeft` is what remains of the player's battle pool before this skirmish; `carried` maps the
 * ids of squads carried from the last main fight to their salvaged points (they cost only the
 * points to fill them up).
 */
export function validateAllocation(
  player: Pick<BenchFightingPlayer, "id" | "army">,
  allocation: BenchFightingAllocation,
  poolLeft: number,
  carried: Readonly<Record<string, number>> = {},
): AllocationCheck {
  // 001 Constraints: the main force needs a unit; every other position may be empty.
  if (!allocation.main || allocation.main.length === 0) {
    return { ok: false, code: "NO_MAIN_FORCE", position: "main", message: "The main force needs at least one squad." };
  }
  const points = new Map<string, number>();
  player.army.forEach((s, i) => points.set(squadKey(player, i), s.points));
  const placed = new Map<string, (typeof POSITIONS)[number]>();
  let cost = 0;
  for (const position of POSITIONS) {
    for (const squad of allocation[position] ?? []) {
      const full = points.get(squad);
      if (full === undefined) {
        const message = `There is no squad "${squad}" in the army list (${POSITION_NAMES[position]}).`;
        return { ok: false, code: "UNKNOWN_SQUAD", position, squad, message };
      }
      // 001 Constraints: a squad is never split across two positions.
      const already = placed.get(squad);
      if (already !== undefined) {
        const where =
          already === position ? `twice in the ${POSITION_NAMES[position]}` : `in the ${POSITION_NAMES[already]} and the ${POSITION_NAMES[position]}`;
        return { ok: false, code: "SQUAD_SPLIT", position, squad, message: `Squad "${squad}" is placed ${where}; a squad cannot be split.` };
      }
      placed.set(squad, position);
      cost += fieldingCost(full, carried[squad] ?? 0);
    }
  }
  // 001 Battle: points for each skirmish come "out of the player's maximum pool".
  if (cost > poolLeft) {
    return { ok: false, code: "OVER_POOL", message: `These squads cost ${cost} points but only ${poolLeft} are left in the battle pool.` };
  }
  return { ok: true, cost };
}

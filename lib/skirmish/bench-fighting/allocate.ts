// Preparing for a skirmish (001): each player's squads and positions, set by hand or by the
// automated player, paid from the battle pool.
// ruling: the army list is the gang's units, each a squad fielded at most once a skirmish (a
// fighter is one model) at its points; squads are built anew each skirmish ("Repeat the game at
// Preparing for a Skirmish"), so a squad lost in one skirmish can be paid for again in the next.
import { nextPosition, skirmishBudget } from "./heuristics";
import { note } from "./log";
import * as rules from "./rules";
import { FATE_SURVIVED, type BenchFightingGame } from "./state";
import { POSITIONS } from "./types";
import { validateAllocation } from "./validate";

const placed = new Float64Array(4);
// Local copies: a CommonJS build (tsx, the benchmark) reads imports through getters.
const cost = rules.fieldingCost;
const budgetFor = skirmishBudget;
const place = nextPosition;
const SURVIVED = FATE_SURVIVED;

/** Puts squad u at a position (on the list the stage reads) at its full points. */
export function field(g: BenchFightingGame, u: number, position: number): void {
  const { alive, atCount } = g;
  const k = atCount[position]!;
  g.at[position * alive.length + k] = u;
  atCount[position] = k + 1;
  g.pts[u] = g.full[u]!;
  alive[u] = 1;
  g.fate[u] = SURVIVED;
}

/** What buySquads bought: squads within the budget, the fallback squad, or nothing. */
export enum Bought {
  NOTHING = -1,
  IN_BUDGET = 0,
  FALLBACK = 1,
}

/** buySquads' bill: what was spent, and the full points of the squads bought. */
export const bill = new Float64Array(2);

/**
 * The automated player's purchase (heuristics.ts): player p's squads in army order, each bought
 * when it still fits the budget, the carried ones first (a refill costs less) unless none is
 * carried (`plain`); when that buys nothing, the cheapest squad the whole pool left can pay for.
 * Each squad bought is marked 1 in `mark` (squads marked already are skipped). Writes the bill and
 * says which of the three it came to. Used by autoAllocate and by quick.ts' allocate.
 */
export function buySquads(g: BenchFightingGame, p: number, budget: number, plain: boolean, mark: Uint8Array): Bought {
  const { order, full, carried } = g;
  const from = g.first[p]!,
    to = g.first[p + 1]!;
  let left = budget;
  let spent = 0,
    total = 0;
  for (let pass = plain ? 1 : 0; pass < 2; pass++) {
    for (let k = from; k < to; k++) {
      const u = order[k]!;
      if (mark[u] || (pass === 0 && carried[u] === 0)) continue;
      const c = cost(full[u]!, carried[u]!);
      if (c > left) continue;
      mark[u] = 1;
      left -= c;
      spent += c;
      total += full[u]!;
    }
  }
  let bought = Bought.IN_BUDGET;
  if (total === 0) {
    let cheapest = -1;
    for (let k = from; k < to; k++) {
      const u = order[k]!;
      const c = cost(full[u]!, carried[u]!);
      if (c <= g.poolLeft[p]! && (cheapest < 0 || c < cost(full[cheapest]!, carried[cheapest]!))) cheapest = u;
    }
    if (cheapest < 0) return Bought.NOTHING;
    mark[cheapest] = 1;
    spent = cost(full[cheapest]!, carried[cheapest]!);
    total = full[cheapest]!;
    bought = Bought.FALLBACK;
  }
  bill[0] = spent;
  bill[1] = total;
  return bought;
}

/**
 * The automated player (heuristics.ts): budget, squads bought, positions. Returns the cost.
 * With no carried squads the choice depends on the budget alone, so it is remembered per player
 * and replayed when the budget repeats (the usual case: an even share of the pool); the positions
 * depend on the squads bought alone, and are replayed when the same squads are bought.
 */
export function autoAllocate(g: BenchFightingGame, p: number, skirmishesLeft: number): number {
  const { order, alive, memoPos } = g;
  const from = g.first[p]!,
    to = g.first[p + 1]!;
  const budget = budgetFor(g.poolLeft[p]!, skirmishesLeft);
  const plain = g.carriedCount[p] === 0;
  if (plain && g.memoBudget[p] === budget) {
    replay(g, p);
    return g.memoCost[p]!;
  }
  const bought = buySquads(g, p, budget, plain, alive);
  if (bought === Bought.NOTHING) return 0; // nothing affordable: no main force, the player sits the skirmish out
  const spent = bill[0]!,
    total = bill[1]!;
  // (the fallback depends on the whole pool left, not only the budget: not remembered)
  g.memoBudget[p] = plain && bought === Bought.IN_BUDGET ? budget : -1;
  g.memoCost[p] = spent;
  // the positions depend only on which squads were bought: replay them when the set repeats
  let same = true;
  for (let k = from; k < to && same; k++) same = (alive[order[k]!] === 1) === memoPos[order[k]!]! >= 0;
  if (!same) {
    placeBought(g, from, to, alive, total, memoPos);
    // the positions as fielding lists, for replay
    const { plan, planEnd } = g;
    let end = from;
    for (let position = 0; position < 4; position++) {
      for (let k = from; k < to; k++) if (memoPos[order[k]!] === position) plan[end++] = order[k]!;
      planEnd[4 * p + position] = end;
    }
  }
  replay(g, p);
  return spent;
}

/**
 * The automated player's positions for the squads bought (chosen[u] === 1) of one player's squads
 * order[from..to), in army order, each where `nextPosition` puts it given what the positions before
 * it hold: into pos (-1 for a squad not bought). Both this file's allocation and quick.ts's place
 * their squads with it.
 */
export function placeBought(g: BenchFightingGame, from: number, to: number, chosen: Uint8Array, total: number, pos: Int8Array): void {
  const { order, full } = g;
  placed[0] = placed[1] = placed[2] = placed[3] = 0;
  let isFirst = true;
  for (let k = from; k < to; k++) {
    const u = order[k]!;
    pos[u] = -1;
    if (!chosen[u]) continue;
    const position = place(placed, total, isFirst);
    isFirst = false;
    placed[position] = placed[position]! + full[u]!;
    pos[u] = position;
  }
}

/**
 * Fields player p's squads at their remembered positions, as `field` does for each in army order.
 * The odds runner replays nearly every allocation, so this is field's body with the arrays read
 * once into locals, and the squads read from the remembered fielding lists (plan), a position's
 * squads appended together, rather than looked up squad by squad.
 */
function replay(g: BenchFightingGame, p: number): void {
  const { plan, planEnd, at, atCount, pts, full, alive, fate } = g;
  const n = alive.length;
  let k = g.first[p]!;
  for (let position = 0; position < 4; position++) {
    const end = planEnd[4 * p + position]!;
    let slot = position * n + atCount[position]!;
    atCount[position] = atCount[position]! + end - k;
    for (; k < end; k++) {
      const u = plan[k]!;
      at[slot++] = u;
      pts[u] = full[u]!;
      alive[u] = 1;
      fate[u] = SURVIVED;
    }
  }
}

/** A hand-set allocation, if there is one for this skirmish and it is valid now; else -1. */
export function handAllocate(g: BenchFightingGame, p: number, turn: number): number {
  const player = g.setup.players[p]!;
  const allocation = player.allocations?.[turn - 1];
  if (!allocation) return -1;
  const from = g.first[p]!,
    to = g.first[p + 1]!;
  const carried: Record<string, number> = {};
  for (let u = from; u < to; u++) if (g.carried[u]) carried[g.keys[u]!] = g.carried[u]!;
  const check = validateAllocation(player, allocation, g.poolLeft[p]!, carried);
  if (!check.ok) {
    // ruling: a hand allocation that no longer fits (the pool ran short) is played by the automated player.
    note(g, turn, `${player.name}'s positions for skirmish ${turn} cannot be used: ${check.message} The automated player decides.`, {
      event: "invalidAllocation",
      player: player.id,
      code: check.code,
    });
    return -1;
  }
  POSITIONS.forEach((name, position) => {
    for (const key of allocation[name] ?? []) field(g, g.keys.indexOf(key, from), position);
  });
  return check.cost;
}

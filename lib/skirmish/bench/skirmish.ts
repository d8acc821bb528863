// One skirmish (001 "Preparing for a Skirmish" to "Aftermath"): allocations, the four stages in
// order, survivors moved on with First Strike and Rear Strike, and main-force survivors carried.
import { firstStrikeFlank, nextPosition, skirmishBudget } from "./heuristics";
import { logAllocation, note } from "./log";
import { LEFT, MAIN, RIGHT, SCOUT, fieldingCost } from "./rules";
import { fightStage } from "./stage";
import { FATE_SURVIVED, playerCount, type BenchGame } from "./state";
import { POSITIONS } from "./types";
import { validateAllocation } from "./validate";

const placed = new Float64Array(4);
// Local copies: a CommonJS build (tsx, the benchmark) reads imports through getters.
const cost = fieldingCost;
const budgetFor = skirmishBudget;
const place = nextPosition;
const SURVIVED = FATE_SURVIVED;

/** Puts squad u at a position (on the list the stage reads) at its full points. */
export function field(g: BenchGame, u: number, position: number): void {
  g.pos[u] = position;
  g.at[position * g.pos.length + g.atCount[position]!] = u;
  g.atCount[position] = g.atCount[position]! + 1;
  g.pts[u] = g.full[u]!;
  g.alive[u] = 1;
  g.rear[u] = 0;
  g.fate[u] = SURVIVED;
}

/**
 * The automated player (heuristics.ts): budget, squads bought, positions. Returns the cost.
 * With no carried squads the choice depends on the budget alone, so it is remembered per player
 * and replayed when the budget repeats (the usual case: an even share of the pool).
 */
function autoAllocate(g: BenchGame, p: number, skirmishesLeft: number): number {
  const { order, full, carried, alive, memoPos } = g;
  const from = g.first[p]!, to = g.first[p + 1]!;
  const budget = budgetFor(g.poolLeft[p]!, skirmishesLeft);
  const plain = g.carriedCount[p] === 0;
  if (plain && g.memoBudget[p] === budget) {
    for (let k = from; k < to; k++) {
      const u = order[k]!;
      if (memoPos[u]! >= 0) field(g, u, memoPos[u]!);
    }
    return g.memoCost[p]!;
  }
  let left = budget;
  let spent = 0, total = 0;
  for (let pass = plain ? 1 : 0; pass < 2; pass++) {
    for (let k = from; k < to; k++) {
      const u = order[k]!;
      if (alive[u] || (pass === 0 && carried[u] === 0)) continue;
      const c = cost(full[u]!, carried[u]!);
      if (c > left) continue;
      alive[u] = 1;
      left -= c; spent += c; total += full[u]!;
    }
  }
  let remember = plain;
  if (total === 0) {
    remember = false; // the fallback depends on the whole pool left, not only the budget
    let cheapest = -1;
    for (let k = from; k < to; k++) {
      const u = order[k]!;
      const c = cost(full[u]!, carried[u]!);
      if (c <= g.poolLeft[p]! && (cheapest < 0 || c < cost(full[cheapest]!, carried[cheapest]!))) cheapest = u;
    }
    if (cheapest < 0) return 0; // nothing affordable: no main force, the player sits the skirmish out
    alive[cheapest] = 1;
    spent = cost(full[cheapest]!, carried[cheapest]!);
    total = full[cheapest]!;
  }
  placed[0] = placed[1] = placed[2] = placed[3] = 0;
  let isFirst = true;
  for (let k = from; k < to; k++) {
    const u = order[k]!;
    memoPos[u] = -1;
    if (!alive[u]) continue;
    const position = place(placed, total, isFirst);
    isFirst = false;
    placed[position] = placed[position]! + full[u]!;
    field(g, u, position);
    memoPos[u] = position;
  }
  g.memoBudget[p] = remember ? budget : -1;
  g.memoCost[p] = spent;
  return spent;
}

/** A hand-set allocation, if there is one for this skirmish and it is valid now; else -1. */
function handAllocate(g: BenchGame, p: number, turn: number): number {
  const player = g.setup.players[p]!;
  const allocation = player.allocations?.[turn - 1];
  if (!allocation) return -1;
  const from = g.first[p]!, to = g.first[p + 1]!;
  const carried: Record<string, number> = {};
  for (let u = from; u < to; u++) if (g.carried[u]) carried[g.keys[u]!] = g.carried[u]!;
  const check = validateAllocation(player, allocation, g.poolLeft[p]!, carried);
  if (!check.ok) {
    // ruling: a hand allocation that no longer fits (the pool ran short) is played by the automated player.
    note(g, turn, `${player.name}'s positions for skirmish ${turn} cannot be used: ${check.message} The automated player decides.`, { event: "invalidAllocation", player: player.id, code: check.code });
    return -1;
  }
  POSITIONS.forEach((name, position) => {
    for (const key of allocation[name] ?? []) field(g, g.keys.indexOf(key, from), position);
  });
  return check.cost;
}

function moveSurvivors(g: BenchGame, from: number, to: number, rear: boolean): number {
  let strongest = -1;
  const n = g.pos.length;
  for (let k = 0; k < g.atCount[from]!; k++) {
    const i = g.at[from * n + k]!;
    if (!g.alive[i]) continue;
    g.pos[i] = to;
    g.at[to * n + g.atCount[to]!] = i;
    g.atCount[to] = g.atCount[to]! + 1;
    if (rear) g.rear[i] = 1;
    if (strongest < 0 || g.pts[i]! > g.pts[strongest]!) strongest = i;
  }
  return strongest;
}

/** How far player p is behind its strongest enemy at a position, in points. */
function positionBalance(g: BenchGame, position: number, p: number): number {
  for (let q = 0; q < g.stagePts.length; q++) g.stagePts[q] = 0;
  const n = g.pos.length;
  for (let k = 0; k < g.atCount[position]!; k++) {
    const i = g.at[position * n + k]!;
    const o = g.owner[i]!;
    if (g.alive[i]) g.stagePts[o] = g.stagePts[o]! + g.pts[i]!;
  }
  let best = 0;
  for (let q = 0; q < g.stagePts.length; q++) if (q !== p && g.stagePts[q]! > best) best = g.stagePts[q]!;
  return best - g.stagePts[p]!;
}

function flankStage(g: BenchGame, flank: number, turn: number): void {
  const w = fightStage(g, flank, turn);
  // 001 Left and Right Flank: winners reassign survivors "to the main force with Rear Strike".
  if (w >= 0 && moveSurvivors(g, flank, MAIN, true) >= 0 && g.log) {
    note(g, turn, `${g.setup.players[w]!.name}'s ${POSITIONS[flank]} flank survivors join the main force with Rear Strike`, { event: "rearStrike", player: g.setup.players[w]!.id, flank: POSITIONS[flank] });
  }
}

export function playSkirmish(g: BenchGame, turn: number): void {
  for (let i = 0; i < g.pos.length; i++) {
    g.pos[i] = -1;
    g.alive[i] = 0;
  }
  g.atCount[0] = g.atCount[1] = g.atCount[2] = g.atCount[3] = 0;
  const np = playerCount(g);
  for (let p = 0; p < np; p++) {
    let cost = handAllocate(g, p, turn);
    const hand = cost >= 0;
    if (!hand) cost = autoAllocate(g, p, g.skirmishes - turn + 1);
    g.poolLeft[p] = g.poolLeft[p]! - cost;
    if (g.log) logAllocation(g, turn, p, cost, hand);
  }
  // survivors not refilled this skirmish are lost
  for (let i = 0; i < g.carried.length; i++) g.carried[i] = 0;
  for (let p = 0; p < np; p++) g.carriedCount[p] = 0;
  g.striker = -1;
  const scouts = fightStage(g, SCOUT, turn);
  if (scouts >= 0) {
    // 001 Forward Scout: the winner "gets a sneak peak of the losing player's left and right flank"
    // and reassigns survivors "to the left flank or the right flank" (ruling: all to one flank).
    const flank = firstStrikeFlank(positionBalance(g, LEFT, scouts), positionBalance(g, RIGHT, scouts));
    g.striker = moveSurvivors(g, SCOUT, flank, false);
    g.strikeFlank = flank;
    if (g.log && g.striker >= 0) note(g, turn, `${g.setup.players[scouts]!.name}'s scouts join the ${flank === LEFT ? "left" : "right"} flank; ${g.labels[g.striker]} has First Strike`, { event: "firstStrikeGranted", player: g.setup.players[scouts]!.id, flank: POSITIONS[flank], squad: g.keys[g.striker] });
  }
  flankStage(g, LEFT, turn);
  flankStage(g, RIGHT, turn);
  const winner = fightStage(g, MAIN, turn);
  if (winner >= 0) g.wins[winner]! += 1;
  // 001 Main Fight: the winner "can reassign survivors to a future skirmish".
  // ruling: to the next skirmish only, where they are refilled from the pool or lost.
  const n = g.pos.length;
  for (let k = 0; k < g.atCount[MAIN]!; k++) {
    const i = g.at[MAIN * n + k]!;
    if (!g.alive[i]) continue;
    g.carried[i] = g.pts[i]!;
    g.carriedCount[g.owner[i]!] = g.carriedCount[g.owner[i]!]! + 1;
  }
  if (g.log) note(g, turn, winner >= 0 ? `Skirmish ${turn} won by ${g.setup.players[winner]!.name}` : `Skirmish ${turn}: nobody wins`, { event: "skirmishEnd", winner: winner >= 0 ? g.setup.players[winner]!.id : null });
}

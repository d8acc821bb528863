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

function field(g: BenchGame, u: number, position: number): void {
  g.pos[u] = position;
  g.pts[u] = g.full[u]!;
  g.alive[u] = 1;
  g.rear[u] = 0;
  g.fate[u] = FATE_SURVIVED;
}

/** The automated player (heuristics.ts): budget, squads bought, positions. Returns the cost. */
function autoAllocate(g: BenchGame, p: number, skirmishesLeft: number): number {
  const { order, full, carried, alive } = g;
  const from = g.first[p]!, to = g.first[p + 1]!;
  let left = skirmishBudget(g.poolLeft[p]!, skirmishesLeft);
  let cost = 0, total = 0;
  for (let pass = 0; pass < 2; pass++) {
    for (let k = from; k < to; k++) {
      const u = order[k]!;
      if (alive[u] || (pass === 0 && carried[u] === 0)) continue;
      const c = fieldingCost(full[u]!, carried[u]!);
      if (c > left) continue;
      alive[u] = 1;
      left -= c; cost += c; total += full[u]!;
    }
  }
  if (total === 0) {
    let cheapest = -1;
    for (let k = from; k < to; k++) {
      const u = order[k]!;
      const c = fieldingCost(full[u]!, carried[u]!);
      if (c <= g.poolLeft[p]! && (cheapest < 0 || c < fieldingCost(full[cheapest]!, carried[cheapest]!))) cheapest = u;
    }
    if (cheapest < 0) return 0; // nothing affordable: no main force, the player sits the skirmish out
    alive[cheapest] = 1;
    cost = fieldingCost(full[cheapest]!, carried[cheapest]!);
    total = full[cheapest]!;
  }
  placed.fill(0);
  let isFirst = true;
  for (let k = from; k < to; k++) {
    const u = order[k]!;
    if (!alive[u]) continue;
    const position = nextPosition(placed, total, isFirst);
    isFirst = false;
    placed[position] = placed[position]! + full[u]!;
    field(g, u, position);
  }
  return cost;
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
  for (let i = 0; i < g.pos.length; i++) {
    if (g.pos[i] !== from || !g.alive[i]) continue;
    g.pos[i] = to;
    if (rear) g.rear[i] = 1;
    if (strongest < 0 || g.pts[i]! > g.pts[strongest]!) strongest = i;
  }
  return strongest;
}

/** How far player p is behind its strongest enemy at a position, in points. */
function positionBalance(g: BenchGame, position: number, p: number): number {
  g.stagePts.fill(0);
  for (let i = 0; i < g.pos.length; i++) if (g.pos[i] === position && g.alive[i]) { const o = g.owner[i]!; g.stagePts[o] = g.stagePts[o]! + g.pts[i]!; }
  let best = 0;
  g.stagePts.forEach((v, q) => { if (q !== p && v > best) best = v; });
  return best - g.stagePts[p]!;
}

export function playSkirmish(g: BenchGame, turn: number): void {
  g.pos.fill(-1);
  g.alive.fill(0);
  const np = playerCount(g);
  for (let p = 0; p < np; p++) {
    let cost = handAllocate(g, p, turn);
    const hand = cost >= 0;
    if (!hand) cost = autoAllocate(g, p, g.skirmishes - turn + 1);
    g.poolLeft[p] = g.poolLeft[p]! - cost;
    if (g.log) logAllocation(g, turn, p, cost, hand);
  }
  g.carried.fill(0); // survivors not refilled this skirmish are lost
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
  for (const flank of [LEFT, RIGHT]) {
    const w = fightStage(g, flank, turn);
    // 001 Left and Right Flank: winners reassign survivors "to the main force with Rear Strike".
    if (w >= 0 && moveSurvivors(g, flank, MAIN, true) >= 0 && g.log) note(g, turn, `${g.setup.players[w]!.name}'s ${POSITIONS[flank]} flank survivors join the main force with Rear Strike`, { event: "rearStrike", player: g.setup.players[w]!.id, flank: POSITIONS[flank] });
  }
  const winner = fightStage(g, MAIN, turn);
  if (winner >= 0) g.wins[winner]! += 1;
  // 001 Main Fight: the winner "can reassign survivors to a future skirmish".
  // ruling: to the next skirmish only, where they are refilled from the pool or lost.
  for (let i = 0; i < g.pos.length; i++) if (g.pos[i] === MAIN && g.alive[i]) g.carried[i] = g.pts[i]!;
  if (g.log) note(g, turn, winner >= 0 ? `Skirmish ${turn} won by ${g.setup.players[winner]!.name}` : `Skirmish ${turn}: nobody wins`, { event: "skirmishEnd", winner: winner >= 0 ? g.setup.players[winner]!.id : null });
}

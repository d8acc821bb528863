// One skirmish (001 "Preparing for a Skirmish" to "Aftermath"): allocations, the four stages in
// order, survivors moved on with First Strike and Rear Strike, and main-force survivors carried.
import { autoAllocate, handAllocate } from "./allocate";
import { firstStrikeFlank } from "./heuristics";
import { logAllocation, note } from "./log";
import * as rules from "./rules";
import * as stage from "./stage";
import type { BenchFightingGame } from "./state";
import { POSITIONS } from "./types";

// Local copies: a CommonJS build (tsx, the benchmark) reads imports through getters.
const { LEFT, MAIN, RIGHT, SCOUT } = rules;
const fightStage = stage.fightStage;
const auto = autoAllocate;
const hand = handAllocate;
const flankFor = firstStrikeFlank;

// (The g.* arrays are read into locals before the loops: a loop that also writes typed arrays
// does not always get its property loads hoisted by the JIT.)
function moveSurvivors(g: BenchFightingGame, from: number, to: number, rear: boolean): number {
  const { at, atCount, alive, pts } = g;
  let strongest = -1;
  const n = alive.length;
  const count = atCount[from]!;
  let end = atCount[to]!;
  for (let k = 0; k < count; k++) {
    const i = at[from * n + k]!;
    if (!alive[i]) continue;
    at[to * n + end++] = i;
    if (rear) g.rear[i] = 1;
    if (strongest < 0 || pts[i]! > pts[strongest]!) strongest = i;
  }
  atCount[to] = end;
  return strongest;
}

/** How far player p is behind its strongest enemy at a position, in points. */
function positionBalance(g: BenchFightingGame, position: number, p: number): number {
  const { stagePts, at, owner, alive, pts } = g;
  const base = position * alive.length;
  const count = g.atCount[position]!;
  if (stagePts.length === 2) {
    // two players: the one enemy's points minus p's own, in one sum (points are never negative,
    // so the enemy is also the strongest one, as below)
    let balance = 0;
    for (let k = 0; k < count; k++) {
      const i = at[base + k]!;
      if (alive[i]) balance += owner[i] === p ? -pts[i]! : pts[i]!;
    }
    return balance;
  }
  for (let q = 0; q < stagePts.length; q++) stagePts[q] = 0;
  for (let k = 0; k < count; k++) {
    const i = at[base + k]!;
    const o = owner[i]!;
    if (alive[i]) stagePts[o] = stagePts[o]! + pts[i]!;
  }
  let best = 0;
  for (let q = 0; q < stagePts.length; q++) if (q !== p && stagePts[q]! > best) best = stagePts[q]!;
  return best - stagePts[p]!;
}

function flankStage(g: BenchFightingGame, flank: number, turn: number): void {
  const w = fightStage(g, flank, turn);
  // 001 Left and Right Flank: winners reassign survivors "to the main force with Rear Strike".
  if (w >= 0 && moveSurvivors(g, flank, MAIN, true) >= 0 && g.log) {
    note(g, turn, `${g.setup.players[w]!.name}'s ${POSITIONS[flank]} flank survivors join the main force with Rear Strike`, {
      event: "rearStrike",
      player: g.setup.players[w]!.id,
      flank: POSITIONS[flank],
    });
  }
}

export function playSkirmish(g: BenchFightingGame, turn: number): void {
  const { alive, carried, carriedCount, first } = g;
  // No squad stands as a skirmish begins (the allocations read `alive` as "bought"): createGame
  // starts with none, and each skirmish ends by standing down the only squads still standing then
  // (every stage ends with its standing squads moved on or lost, the main fight with the victor's
  // salvaged ones), so no pass over all the squads is needed here.
  g.atCount[0] = g.atCount[1] = g.atCount[2] = g.atCount[3] = 0;
  const np = g.first.length - 1; // players
  for (let p = 0; p < np; p++) {
    let cost = hand(g, p, turn);
    const byHand = cost >= 0;
    if (!byHand) cost = auto(g, p, g.skirmishes - turn + 1);
    g.poolLeft[p] = g.poolLeft[p]! - cost;
    if (g.log) logAllocation(g, turn, p, cost, byHand);
  }
  // survivors not refilled this skirmish are lost (only a player that carried some has any)
  for (let p = 0; p < np; p++) {
    if (carriedCount[p] === 0) continue;
    for (let i = first[p]!; i < first[p + 1]!; i++) carried[i] = 0;
    carriedCount[p] = 0;
  }
  g.striker = -1;
  const scouts = fightStage(g, SCOUT, turn);
  if (scouts >= 0) {
    // 001 Forward Scout: the winner sees the loser's two flanks and moves survivors to a flank of
    // its own (ruling: all to one flank).
    const flank = flankFor(positionBalance(g, LEFT, scouts), positionBalance(g, RIGHT, scouts));
    g.striker = moveSurvivors(g, SCOUT, flank, false);
    g.strikeFlank = flank;
    if (g.log && g.striker >= 0)
      note(g, turn, `${g.setup.players[scouts]!.name}'s scouts join the ${flank === LEFT ? "left" : "right"} flank; ${g.labels[g.striker]} has First Strike`, {
        event: "firstStrikeGranted",
        player: g.setup.players[scouts]!.id,
        flank: POSITIONS[flank],
        squad: g.keys[g.striker],
      });
  }
  flankStage(g, LEFT, turn);
  flankStage(g, RIGHT, turn);
  const winner = fightStage(g, MAIN, turn);
  if (winner >= 0) g.wins[winner]! += 1;
  // 001 Main Fight: the winner "can reassign survivors to a future skirmish".
  // ruling: to the next skirmish only, where they are refilled from the pool or lost.
  // (and Rear Strike ends with the skirmish, see BenchFightingGame.rear; the survivors stand down, see above)
  const n = alive.length;
  const inMain = g.atCount[MAIN]!;
  for (let k = 0; k < inMain; k++) {
    const i = g.at[MAIN * n + k]!;
    g.rear[i] = 0;
    if (!alive[i]) continue;
    alive[i] = 0;
    carried[i] = g.pts[i]!;
    const o = g.owner[i]!;
    carriedCount[o] = carriedCount[o]! + 1;
  }
  if (g.log)
    note(g, turn, winner >= 0 ? `Skirmish ${turn} won by ${g.setup.players[winner]!.name}` : `Skirmish ${turn}: nobody wins`, {
      event: "skirmishEnd",
      winner: winner >= 0 ? g.setup.players[winner]!.id : null,
    });
}

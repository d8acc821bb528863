// The automated players' other choices, for the fronts, terrain and reinforcement rules of 002:
// where dice start, where moved, redeployed and arriving dice go, and when to move at all.
import * as field from "./battlefield";
import type { Battlefield } from "./battlefield";
import * as attack from "./attack";

// tsx runs this as CommonJS, where every imported name is a getter call; the hot loop reads local copies.
const { CONTESTED, IN_PLAY } = field;
const { gatherDice } = attack;

/**
 * Heuristic "balanced deployment" (002 Fronts leaves splitting dice among the fronts to the
 * player): a player's unplaced dice, most sides first, each go to
 * the front it is allowed in where that player has the fewest points so far (first front on a tie).
 * Reserves are placed when they arrive. Runs once, when the set-up is prepared.
 */
export function deployFront(b: Battlefield, p: number): void {
  const placed = new Array<number>(b.fronts).fill(0);
  const mine: number[] = [];
  for (let u = b.firstUnit[p]!; u < b.endUnit[p]!; u++) {
    if (b.startReserve[u] === 1) continue;
    if (b.startFront[u]! >= 0) placed[b.startFront[u]!]! += b.sides[u]!;
    else mine.push(u);
  }
  mine.sort((x, y) => b.sides[y]! - b.sides[x]! || x - y);
  for (const u of mine) {
    let bestFront = -1;
    for (let f = 0; f < b.fronts; f++) {
      if (!(b.allowed[u]! & (1 << f))) continue;
      if (bestFront < 0 || placed[f]! < placed[bestFront]!) bestFront = f;
    }
    b.startFront[u] = bestFront;
    placed[bestFront]! += b.sides[u]!;
  }
}

/**
 * Heuristic "shore up the weakest front": of the contested fronts in `mask`, the one where the
 * side's points are smallest against the enemy's (mine / theirs, compared exactly), first on a
 * tie. Used for moved, redeployed and arriving dice. -1 when no contested front is allowed.
 */
export function weakestFront(b: Battlefield, team: number, mask: number): number {
  let best = -1,
    bestMine = 0,
    bestTheirs = 1;
  for (let f = 0; f < b.fronts; f++) {
    if (b.owner[f] !== CONTESTED || !(mask & (1 << f))) continue;
    let theirs = 0;
    for (let t = 0; t < b.teams; t++) if (t !== team) theirs += b.points[f * b.teams + t]!;
    const mine = b.points[f * b.teams + team]!;
    if (best < 0 || mine * bestTheirs < bestMine * theirs) {
      best = f;
      bestMine = mine;
      bestTheirs = theirs;
    }
  }
  return best;
}

/**
 * Heuristic "re-roll a weak die by moving it" (002 Fronts: a front's attack may be swapped for a
 * move of dice to another front, and moved dice re-roll): when no attack is
 * possible in front f, move the die there showing least (it must have acted not yet this turn)
 * to the weakest other front, but only if it shows below its average (2 × face < sides + 1),
 * the side keeps another die in f, and f is not a pass its side holds. One die per move.
 * Leaves the die in b.pick[0] and returns the destination, or -1 for no move.
 */
export function chooseMove(b: Battlefield, p: number, f: number, turn: number): number {
  const team = b.playerTeam[p]!;
  if (b.contested < 2 || (f === b.passFront && b.passHolder >= 0 && team === b.playerTeam[b.passHolder])) return -1;
  if (b.count[f * b.teams + team]! < 2) return -1;
  const m = gatherDice(b, p, f, turn);
  for (let i = m - 1; i >= 0; i--) {
    const u = b.cand[i]!;
    if (2 * b.face[u]! >= b.sides[u]! + 1) return -1;
    const dest = weakestFront(b, team, b.allowed[u]! & ~(1 << f));
    if (dest >= 0) {
      b.pick[0] = u;
      return dest;
    }
  }
  return -1;
}

/** True when the unit is in play in a front its side won before this turn (002 Fronts: the winner redeploys them from his next turn). */
export function mayRedeploy(b: Battlefield, u: number, turn: number): boolean {
  const f = b.front[u]!;
  return b.status[u] === IN_PLAY && b.owner[f] === b.team[u] && b.wonAt[f]! < turn;
}

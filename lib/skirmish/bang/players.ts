// Bang! (000) — the automated players: small pure choices, each with the reason it is a good idea.
import * as geometry from "./geometry";
import * as tables from "./tables";
import * as state from "./state";
import type { Battle, Fighter } from "./state";

// tsx runs this as CommonJS, where every imported name is a getter call; the hot loops read local copies.
const { contactSpot } = geometry;
const { STAND_AND_SHOOT_MIN_RANGE } = tables;
const { CONTACT_CAP } = state;

/** Where a moving fighter tries to stop from an enemy who has already moved (see `moveGoal`). */
export const WAITING_GAP = 4.5;
/** How far outside an enemy's charge reach a fighter stops when that enemy has yet to move. */
export const REACH_MARGIN = 0.05;

/** 000: the charge move; as in Warhammer a charger covers twice its M. */
export const chargeReach = (f: Fighter): number => 2 * f.M;

/** 000 Step 2: a charged Gnoblar with a clue holds, or stands & shoots at a charger who started over
 * 4" away (ruling: a Gnoblar already in base contact with an enemy is fighting and may only hold). */
export function mayStandAndShoot(victim: Fighter, startGap: number): boolean {
  return victim.clue === true && victim.engaged !== true && startGap > STAND_AND_SHOOT_MIN_RANGE;
}

/** Heuristic (reaction): always stand & shoot when allowed — two free dice at the charger, and the
 * text puts no price on it (the victim still fights in the Combat phase). */
export function chooseReaction(victim: Fighter, startGap: number): "hold" | "stand and shoot" {
  return mayStandAndShoot(victim, startGap) ? "stand and shoot" : "hold";
}

/**
 * Heuristic (whom to charge): charge whenever an enemy is in reach, since chargers strike first.
 * Prefer a victim already in combat (the gang-up bonus, "a quite effective tactic and highly
 * recommended!", and it cannot shoot back), then one that cannot stand & shoot (clueless, or within
 * 4"), then the nearest. A victim with no room left around its base is passed over.
 * Returns the victim's index (and the place to charge to in `spot`) or -1, and then the nearest
 * enemy (for `stopGap`) is left in `b.nearestEnemy` (-1 when none is left). Only a fighter who does
 * not charge walks towards the nearest enemy, so it is looked for only then, in a walk of its own:
 * three in four fighters who act do charge, and a running nearest kept in the victim's walk cost
 * them a branch the processor could not guess (a new nearest turns up at random) at every enemy.
 */
export function chooseChargeTarget(b: Battle, f: Fighter, spot: { x: number; y: number }): number {
  const touch = 2 * b.r,
    chargeMove = chargeReach(f),
    reach = chargeMove + touch,
    reach2 = reach * reach;
  const shoot = STAND_AND_SHOOT_MIN_RANGE + touch,
    shoot2 = shoot * shoot;
  // With two gangs only the other gang's list is walked (its enemies, in the same roster order, so
  // ties fall the same way) and not half the arena to skip friends; with more, everyone living.
  const twoGangs = b.sides.length === 2,
    side = f.side,
    all = b.fighters,
    first = twoGangs ? (b.gangFirst[1 - side] ?? null) : b.firstLiving,
    fx = f.x,
    fy = f.y;
  let skip1 = -1,
    skip2 = -1;
  for (let attempt = 0; attempt < 3; attempt++) {
    let best = -1,
      bestRank = -1,
      best2 = Infinity;
    for (let o = first; o !== null; o = twoGangs ? o.nextInGang : o.nextLiving) {
      const j = o.index;
      if (o.side === side) continue;
      const dx = o.x - fx,
        dy = o.y - fy,
        d2 = dx * dx + dy * dy;
      if (d2 > reach2 || j === skip1 || j === skip2) continue;
      const rank = o.engaged === true ? 2 : o.clue !== true || d2 <= shoot2 ? 1 : 0;
      if (rank > bestRank || (rank === bestRank && d2 < best2)) {
        bestRank = rank;
        best2 = d2;
        best = j;
      }
    }
    if (best >= 0 && contactSpot(b, f, all[best]!, chargeMove, spot)) return best;
    if (best < 0) break;
    if (attempt === 0) skip1 = best;
    else skip2 = best;
  }
  // The same distances as above, in the same order: the first enemy of the least distance.
  let nearest = -1,
    nearest2 = Infinity;
  for (let o = first; o !== null; o = twoGangs ? o.nextInGang : o.nextLiving) {
    if (o.side === side) continue;
    const dx = o.x - fx,
      dy = o.y - fy,
      d2 = dx * dx + dy * dy;
    if (d2 < nearest2) {
      nearest2 = d2;
      nearest = o.index;
    }
  }
  b.nearestEnemy = nearest;
  return -1;
}

/** An enemy who still has its move this turn and could charge whoever ends up in its reach. */
export const isThreat = (o: Fighter): boolean => o.moved !== true && o.engaged !== true;

/**
 * Heuristic (where to move, when there is no one to charge): walk towards the nearest enemy. Stop
 * just outside its charge reach if it has yet to move (so it cannot charge first), otherwise at 4.5"
 * — close enough to charge it next turn, far enough that a charge from it allows a stand & shoot.
 * Returns how far short of the enemy (edge to edge) to stop.
 */
export function stopGap(enemy: Fighter): number {
  return isThreat(enemy) ? chargeReach(enemy) + REACH_MARGIN : WAITING_GAP;
}

/**
 * Heuristic (whom to hit, for a fighter that did not charge or whose victim is dead): the enemy in
 * base contact that most others have already attacked (the best to-hit score), then the one with the
 * fewest wounds left, then the first in the roster. Returns -1 when no enemy is in contact.
 */
export function chooseCombatTarget(b: Battle, f: Fighter): number {
  let best = -1;
  for (let c = f.index * CONTACT_CAP, end = c + b.contactCount[f.index]!; c < end; c++) {
    const o = b.fighters[b.contacts[c]!]!;
    if (o.alive !== true || o.side === f.side) continue;
    if (best < 0) {
      best = o.index;
      continue;
    }
    const now = b.fighters[best]!;
    const oa = o.attackedBy - (o.lastAttacker === f.index ? 1 : 0),
      na = now.attackedBy - (now.lastAttacker === f.index ? 1 : 0);
    if (oa > na || (oa === na && (o.w < now.w || (o.w === now.w && o.index < now.index)))) best = o.index;
  }
  return best;
}

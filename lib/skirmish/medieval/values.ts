// What a unit is worth in a fight this moment: its die, its bonuses (units.ts, rules.ts) and the
// spell on it; and who may be aimed at. Small functions the players and the actions share.
import * as battle from "./battle";
import type { MedievalBattle } from "./battle";
import * as units from "./units";

// tsx runs this as CommonJS, where every imported name is a getter call; hot code reads local copies.
const { IN_PLAY } = battle;
const { EMPOWER, HOLD, PIERCE, SHIELD, SPELL_BONUS } = units;

/** The unit's value when it attacks: the die, its bonuses, Empower (battle.ts keeps it in atkNow). */
export function attackOf(b: MedievalBattle, u: number): number {
  return b.face[u]! + b.atkMod[u]! + (b.spell[u] === EMPOWER ? SPELL_BONUS.empowerAttack : 0);
}

/** The unit's value when it is attacked: the die, its bonuses, Shield or Pierce (kept in defNow). */
export function defenceOf(b: MedievalBattle, u: number): number {
  const s = b.spell[u];
  return b.face[u]! + b.defMod[u]! + (s === SHIELD ? SPELL_BONUS.shieldDefence : s === PIERCE ? SPELL_BONUS.pierceDefence : 0);
}

/**
 * 002 Hold: the held unit cannot attack. ruling: that covers attacking with a spell (Beam, Laser,
 * a spellflank) too; a held unit may still cast a spell that attacks nobody, and recharge.
 * ruling: a unit whose attack comes to less than 1 (a 1 in a city, say) cannot attack or join a
 * flank: it would only pad a flank with nothing.
 */
export function mayAttack(b: MedievalBattle, u: number): boolean {
  return b.status[u] === IN_PLAY && b.spell[u] !== HOLD && attackOf(b, u) >= 1;
}

/** 002 Force Field: a side's units cannot be targeted or taken while it holds. */
export function guarded(b: MedievalBattle, p: number): boolean {
  return b.guardEnds[p]! >= 0;
}

/** An enemy unit that may be attacked or aimed at by a spell. */
export function isTarget(b: MedievalBattle, p: number, u: number): boolean {
  return b.status[u] === IN_PLAY && b.player[u] !== p && !guarded(b, b.player[u]!);
}

/** The unit knows the spell and has a cast of it left. */
export function canCast(b: MedievalBattle, u: number, s: number): boolean {
  return b.status[u] === IN_PLAY && b.casts[u * b.maxCasts.length + s]! > 0;
}

/** How far the unit shows above its die's average (×2, so whole numbers): positive is a good roll. */
export function aboveAverage(b: MedievalBattle, u: number): number {
  return 2 * b.face[u]! - (b.sides[u]! + 1);
}

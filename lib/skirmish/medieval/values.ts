// What a unit is worth in a fight this moment: its die, its bonuses (units.ts, rules.ts) and the
// spell on it; and who may be aimed at. Small functions the players and the actions share.
import type { MedievalBattle } from "./battle";

// The numbers of other files this one's hot code uses, as enums of its own: a use of an enum declared
// in the same file is written in as its number, one file at a time (tsx, the tests, Next) or bundled,
// where an imported one is a read of the other module's export at every use. enums.test.ts checks
// each member against its file's.
/** units.ts's Bonus (the members used here). */
export enum Bonus {
  ShieldDefence = 2,
  EmpowerAttack = 1,
  PierceDefence = -2,
}
/** units.ts's SpellId (the members used here). */
export enum SpellId {
  Shield = 0,
  Empower = 1,
  Pierce = 4,
}

/** The unit's value when it attacks: the die, its bonuses, Empower (battle.ts keeps it in atkNow). */
export function attackOf(b: MedievalBattle, u: number): number {
  return b.face[u]! + b.atkMod[u]! + (b.spell[u] === SpellId.Empower ? Bonus.EmpowerAttack : 0);
}

/** The unit's value when it is attacked: the die, its bonuses, Shield or Pierce (kept in defNow). */
export function defenceOf(b: MedievalBattle, u: number): number {
  const s = b.spell[u];
  return b.face[u]! + b.defMod[u]! + (s === SpellId.Shield ? Bonus.ShieldDefence : s === SpellId.Pierce ? Bonus.PierceDefence : 0);
}

/** 002 Force Field: a side's units cannot be targeted or taken while it holds. */
export function guarded(b: MedievalBattle, p: number): boolean {
  return b.guardEnds[p]! >= 0;
}

/** How far the unit shows above its die's average (×2, so whole numbers): positive is a good roll. */
export function aboveAverage(b: MedievalBattle, u: number): number {
  return 2 * b.face[u]! - (b.sides[u]! + 1);
}

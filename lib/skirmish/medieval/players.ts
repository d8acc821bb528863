// The automated Medieval Strife player: attack the biggest prize it can take (as the ROtGB player
// does), with a die, a spell or a flank; when nothing can be taken, a spell that protects, weakens
// or shakes up the table, a recharge, or nothing. Leaves its choice in b.kind, b.actor, b.using,
// b.target, b.targetPlayer (and b.flank); allocates nothing.
import { FlankFinder } from "../strife/flank";
import type { MedievalBattle } from "./battle";
import * as rules from "./rules";
import * as units from "./units";
import * as values from "./values";

// tsx runs this as CommonJS, where every imported name is a getter call; hot code reads local
// copies, and enums (written into the bundle as numbers: see units.ts's SpellId).
const { mayRecharge } = rules;
const { SPLIT_INTO } = units;
const { aboveAverage, attackOf, defenceOf } = values;

// The numbers of other files this one's hot code uses, as enums of its own: a use of an enum declared
// in the same file is written in as its number, one file at a time (tsx, the tests, Next) or bundled,
// where an imported one is a read of the other module's export at every use. enums.test.ts checks
// each member against its file's.
/** actions.ts's Move (the members used here). */
export enum Move {
  None = 0,
  Assault = 1,
  Flank = 2,
  Cast = 3,
  Recharge = 4,
}
/** actions.ts's Using (the members used here). */
export enum Using {
  Die = -1,
}
/** battle.ts's Indexed (the members used here). */
export enum Indexed {
  MaxAttack = 30,
}
/** battle.ts's Sentinel (the members used here). */
export enum Sentinel {
  NoSpell = -1,
  NoAttack = -1000,
}
/** battle.ts's Status (the members used here). */
export enum Status {
  InPlay = 1,
}
/** units.ts's SpellId (the members used here). */
export enum SpellId {
  Shield = 0,
  Empower = 1,
  Beam = 2,
  Hold = 3,
  Pierce = 4,
  ShiftMorale = 5,
  Laser = 6,
  Dismay = 7,
  Havoc = 8,
  ForceField = 9,
  Split = 10,
  Count = 11,
}
const packCandidate = FlankFinder.pack;
/** Where FlankFinder.pack puts "may add one" in a packed candidate (enums.test.ts checks it). */
export enum Packed {
  PlusBit = 6,
}

/** What Beam and Laser attack with (SPELLS). */
enum Value {
  Beam = 3,
  Laser = 5,
}

/** The first listed unit of p in play that has a cast of spell s left (held ones only if `heldToo`), or -1. */
export function casterOf(b: MedievalBattle, p: number, s: number, heldToo: boolean): number {
  // only the units that know the spell, in slot order (the tables read through b: see rollAll)
  for (let k = b.knowStart[p * SpellId.Count + s]!, end = b.knowStart[p * SpellId.Count + s + 1]!; k < end; k++) {
    const u = b.knowers[k]!;
    if (b.casts[u * SpellId.Count + s]! > 0 && b.status[u] === Status.InPlay && (heldToo || b.spell[u] !== SpellId.Hold)) return u;
  }
  return -1;
}

function choose(b: MedievalBattle, kind: number, actor: number, using: number, target: number): true {
  b.kind = kind;
  b.actor = actor;
  b.using = using;
  b.target = target;
  return true;
}

/**
 * Heuristic "biggest prize first": enemy units are tried most sides first; the first one that
 * can be taken is. A direct assault with the die attacking least above its defence (first listed
 * on a tie) is preferred; else Beam or Laser alone if that beats it; else a flank of dice and
 * spells. Heuristic "guard the crown": when the enemy could take p's biggest unit next turn and
 * that unit is worth more sides than the prize, p guards it instead (`guard`). With nothing to
 * take, `support` picks a spell or a recharge.
 */
export function chooseMove(b: MedievalBattle, p: number): void {
  if (b.listed === true && b.indexed === true) findTwoSided(b, p);
  else findAttack(b, p);
  // (guard leaves the attack chosen unless it picks a spell)
  // (an assault or a flank, bits 1 and 2 of 0b110, and a side that guards: one branch, not one on
  // the kind of attack the dice left, mispredicted)
  if (((0b110 >> b.kind) & b.protects[p]!) !== 0) {
    const prize = prizeOf(b, p);
    if (prize >= 0 && b.sidesOf[prize]! > b.sidesOf[b.target]!) guard(b, p, prize);
  }
}

/** The automated player's attack (chooseMove's first rule), or a spell or a recharge when there is nothing to take. */
function findAttack(b: MedievalBattle, p: number): void {
  b.kind = Move.None;
  // (the tables read through b, not local copies: see rollAll)
  // the prizes, most sides first; those taken or split at the head are passed over for good
  const base = p * b.n,
    foesEnd = base + b.foesLen[p]!;
  let head = base + b.foesHead[p]!;
  // best: the most any of p's dice attacks with (NO_ATTACK for those that cannot), found with the
  // first prize's assaulter in one look at p's dice; with the attack index, read off its masks
  const indexed = b.indexed === true,
    shown = indexed ? b.attacks[p]! : 0;
  let best = !indexed ? Sentinel.NoAttack - 1 : shown !== 0 ? 31 - Math.clz32(shown) : mostOf(b, p);
  let casters = false,
    gathered = false;
  // with `listed`, the places of the prizes in play, as bits: the other side's units in play, whose
  // list is p's list of foes (battle.ts keeps them); the look goes from one to the next, never
  // asking a unit taken or split whether it is in play. 002 Force Field: none when the other side
  // has one up; guardEnds >> 31 is -1 (every bit kept) when it has none (-1), 0 when it has one
  // (a turn count): the mask, not a branch, as the field comes and goes as the dice go
  const listed = b.listed === true;
  let left = listed ? b.mineIn[1 - p]! & (b.guardEnds[1 - p]! >> 31) : 0;
  // (a Force Field is seldom up: the look at the target's side is skipped without one, and with
  // `listed`, whose bits leave out a guarded side)
  const guards = !listed && b.counters[2]! > 0;
  // (with one unit left no flank can be made: the look for one, and its list, are skipped)
  const flanks = b.inPlay[p]! >= 2;
  for (let k = head; k < foesEnd; k++) {
    if (listed) {
      // (the look ends when no prize is left)
      if (left === 0) break;
      k = base + 31 - Math.clz32(left & -left);
      left &= left - 1;
    } else {
      const status = b.status[b.foes[k]!]!;
      if (status !== Status.InPlay) {
        // (a prize taken or split at the head is passed over for good: the head moves on, in this
        // one look at the list rather than a look of its own before it)
        if (status > Status.InPlay && k === head) b.foesHead[p] = ++head - base;
        continue;
      }
    }
    const t = b.foes[k]!;
    if (guards && b.guardEnds[b.playerOf[t]!]! >= 0) continue;
    const d = b.defNow[t]!;
    if (indexed) {
      // the least attack above d (and at least 1) is the lowest bit of `shown` above it, and its
      // first listed die the lowest bit of that attack's units: what the look below finds
      const lo = d < 0 ? 0 : d;
      const above = lo < Indexed.MaxAttack ? shown >>> (lo + 1) : 0;
      if (above !== 0) {
        // (the lowest bit set of x is 31 − clz32(x & −x), written out here and in gatherFlank: a
        // small function for it was checked to be still the same one at every call, callgrind)
        const units = b.withAttack[p * 32 + lo + 32 - Math.clz32(above & -above)]!;
        return void choose(b, Move.Assault, b.firstOf[p]! + 31 - Math.clz32(units & -units), Using.Die, t);
      }
    } else if (best === Sentinel.NoAttack - 1 || best > d) {
      // the die attacking least above d (and at least 1), first listed on a tie
      const first = b.firstOf[p]!,
        end = b.endOf[p]!;
      let pick = -1,
        least = 0x7fffffff,
        most = Sentinel.NoAttack;
      const atkNow = b.atkNow;
      for (let u = first; u < end; u++) {
        const a = atkNow[u]!;
        if (a > most) most = a;
        if (a > d && a < least && a >= 1) {
          pick = u;
          least = a;
        }
      }
      best = most;
      if (pick >= 0) return void choose(b, Move.Assault, pick, Using.Die, t);
    }
    // Beam or Laser alone only beats a defence under Laser's 5: the casters are looked up then
    if (d < Value.Laser) {
      if (!casters) {
        attackCasters(b, p);
        casters = true;
      }
      if (spellAssault(b, d, t)) return;
    }
    // a flank needs two units or more (each adds its die or one spell), and a part of at least
    // half d: a die (a Flankman's with its one added), or Laser's 5 (the largest spell)
    if (!flanks || (2 * (best + 1) < d && 2 * Value.Laser < d)) continue;
    if (!gathered) {
      gatherFlank(b, p);
      gathered = true;
    }
    if (b.flank.find(d)) return void choose(b, Move.Flank, -1, Using.Die, t);
  }
  if (best === Sentinel.NoAttack - 1) best = mostOf(b, p);
  support(b, p, best);
}

/**
 * findAttack for two sides with the attack index and the lists' bits (every set-up of 31 slots a
 * side or fewer, whose dice attack with 30 at most): the same look, with only the reads it needs.
 */
function findTwoSided(b: MedievalBattle, p: number): void {
  b.kind = Move.None;
  // the prizes in play, as bits of their places in p's list of foes (the other side's units in
  // play, battle.ts keeps them), none while that side's Force Field is up: findAttack's masks
  let left = b.mineIn[1 - p]! & (b.guardEnds[1 - p]! >> 31);
  const shown = b.attacks[p]!;
  // the most any of p's dice attacks with: the top bit of its attacks
  const best = shown !== 0 ? 31 - Math.clz32(shown) : mostOf(b, p);
  const base = p * b.n;
  let casters = false,
    gathered = false;
  for (; left !== 0; left &= left - 1) {
    const t = b.foes[base + 31 - Math.clz32(left & -left)]!;
    const d = b.defNow[t]!;
    // the least attack above d (and at least 1), and its first listed die, as findAttack reads them
    const lo = d < 0 ? 0 : d;
    const above = lo < Indexed.MaxAttack ? shown >>> (lo + 1) : 0;
    if (above !== 0) {
      const units = b.withAttack[p * 32 + lo + 32 - Math.clz32(above & -above)]!;
      return void choose(b, Move.Assault, b.firstOf[p]! + 31 - Math.clz32(units & -units), Using.Die, t);
    }
    if (d < Value.Laser) {
      if (!casters) {
        attackCasters(b, p);
        casters = true;
      }
      if (spellAssault(b, d, t)) return;
    }
    // findAttack's test for a flank, the count of p's units read only when the parts could reach
    if ((2 * (best + 1) < d && 2 * Value.Laser < d) || b.inPlay[p]! < 2) continue;
    // (the search of gatherFlank's list, read off the index's masks: no list written out)
    if (!gathered) {
      b.scan.gather(b, p);
      gathered = true;
    }
    if (b.scan.find(d)) return void choose(b, Move.Flank, -1, Using.Die, t);
  }
  support(b, p, best);
}

/** The most any unit of p attacks with (NO_ATTACK when none can). */
export function mostOf(b: MedievalBattle, p: number): number {
  let most = Sentinel.NoAttack;
  for (let u = b.firstUnit[p]!; u < b.endUnit[p]!; u++) if (b.atkNow[u]! > most) most = b.atkNow[u]!;
  return most;
}

/** An assault on t (defending with d) by Beam's caster, else Laser's, when either spell beats d (attackCasters found them); true when chosen. */
export function spellAssault(b: MedievalBattle, d: number, t: number): boolean {
  if (b.beamBy >= 0 && Value.Beam > d) return choose(b, Move.Assault, b.beamBy, SpellId.Beam, t);
  if (b.laserBy >= 0 && Value.Laser > d) return choose(b, Move.Assault, b.laserBy, SpellId.Laser, t);
  return false;
}

/** p's first listed units that can attack with Beam and with Laser (in play, not held, a cast left), into b.beamBy and b.laserBy (-1: none). */
export function attackCasters(b: MedievalBattle, p: number): void {
  if (b.indexed === true) {
    // the first of the units that attack at all and have a cast of the spell left (masks battle.ts keeps)
    const able = b.able[p]!,
      first = b.firstOf[p]!;
    const beams = able & b.castLeft[2 * p]!,
      lasers = able & b.castLeft[2 * p + 1]!;
    b.beamBy = beams !== 0 ? first + 31 - Math.clz32(beams & -beams) : -1;
    b.laserBy = lasers !== 0 ? first + 31 - Math.clz32(lasers & -lasers) : -1;
    return;
  }
  // (a held unit cannot attack, not even with a spell)
  b.beamBy = b.hasAtkSpells[p] ? casterOf(b, p, SpellId.Beam, false) : -1;
  b.laserBy = b.hasAtkSpells[p] ? casterOf(b, p, SpellId.Laser, false) : -1;
}

/** Every die of p that may attack, and every Beam and Laser it can cast, as flank candidates. */
function gatherFlank(b: MedievalBattle, p: number): void {
  const f = b.flank;
  const { atkNow, atkSpells, casts, flanker } = b;
  if (b.indexed === true) {
    // the attack index gives the dice most first, each attack's in slot order: no sorting. Beam
    // (3) and Laser (5) join the dice of their value in slot order, a unit's die before its spell
    // (the order add() would keep). Written straight into the finder's list (filled): a call of
    // add() per candidate cost more than the rest of the look.
    const first = b.firstOf[p]!,
      at = p * 32;
    const vs = f.value,
      ms = f.meta,
      prefix = f.prefix;
    // the finder's sums too (prefix[m]: what the first m candidates add up to, a Flankman's one with it)
    let m = 0,
      sum = 0;
    // the units that can cast Beam (3) and Laser (5) now, by their bits: those that attack at all
    // and have a cast of it left (masks battle.ts keeps)
    const able = b.able[p]!;
    const beam = able & b.castLeft[2 * p]!,
      laser = able & b.castLeft[2 * p + 1]!;
    let shown = b.attacks[p]! | (beam !== 0 ? 1 << Value.Beam : 0) | (laser !== 0 ? 1 << Value.Laser : 0);
    while (shown !== 0) {
      const v = 31 - Math.clz32(shown);
      shown ^= 1 << v;
      let units = b.withAttack[at + v]!;
      // Beam's casters at 3, Laser's at 5, none at any other value: masks, not a branch on which
      // values the dice show (((v ^ 3) − 1) >>> 31 is 1 only when v is 3)
      const casters = (beam & -(((v ^ Value.Beam) - 1) >>> 31)) | (laser & -(((v ^ Value.Laser) - 1) >>> 31));
      if (casters === 0) {
        for (; units !== 0; units &= units - 1) {
          const meta = b.dieMeta[first + 31 - Math.clz32(units & -units)]!;
          vs[m] = v;
          ms[m++] = meta;
          // (a Flankman's one is the bit of its packed die that says so: one read for both)
          prefix[m] = sum += v + ((meta >> Packed.PlusBit) & 1);
        }
        continue;
      }
      // dice and casts of this value in slot order, a unit's die before its spell
      const s = v === Value.Beam ? SpellId.Beam : SpellId.Laser;
      for (let both = units | casters; both !== 0; both &= both - 1) {
        const low = both & -both,
          u = first + 31 - Math.clz32(low);
        if ((units & low) !== 0) {
          const meta = b.dieMeta[u]!;
          vs[m] = v;
          ms[m++] = meta;
          prefix[m] = sum += v + ((meta >> Packed.PlusBit) & 1);
        }
        if ((casters & low) !== 0) {
          vs[m] = v;
          ms[m++] = packCandidate(u, 0, s);
          prefix[m] = sum += v;
        }
      }
    }
    f.filled(m, true);
    return;
  }
  f.clear();
  for (let u = b.firstUnit[p]!; u < b.endUnit[p]!; u++) {
    const a = atkNow[u]!;
    if (a === Sentinel.NoAttack) continue;
    if (a >= 1) f.add(u, a, flanker[u]!, Using.Die);
    if (atkSpells[u] === 0) continue;
    if (casts[u * SpellId.Count + SpellId.Beam]! > 0) f.add(u, Value.Beam, 0, SpellId.Beam);
    if (casts[u * SpellId.Count + SpellId.Laser]! > 0) f.add(u, Value.Laser, 0, SpellId.Laser);
  }
}

/** p's unit in play with the most sides (first listed on a tie), or -1 (battle.ts keeps it). */
const prizeOf = (b: MedievalBattle, p: number): number => b.prize[p]!;

/**
 * The enemy unit (in play, not held) attacking with the most, first in prize order on a tie, or
 * -1. `top`: the most any enemy attacks with when known (the attack index), so the look stops at
 * the first unit showing it; else NO_ATTACK.
 */
function strongestEnemy(b: MedievalBattle, p: number, top: number): number {
  let best = -1,
    most = Sentinel.NoAttack;
  // (atkNow: NO_ATTACK for units off the table or held; the tables read through b: see rollAll)
  if (b.listed === true && b.indexed === true && top >= 1) {
    // the units showing top are the other side's bits of withAttack at top (in slot order; 1 or 2
    // of them, seldom more): the first of them in prize order is the lowest of their places in the
    // list, read without a look at each unit in play and a branch on its attack (the dice's, mispredicted)
    const q = 1 - p,
      first = b.firstOf[q]!;
    let places = 0;
    for (let units = b.withAttack[q * 32 + top]!; units !== 0; units &= units - 1) places |= b.mineBit[first + 31 - Math.clz32(units & -units)]!;
    return places !== 0 ? b.foes[p * b.n + 31 - Math.clz32(places & -places)]! : -1;
  }
  if (b.listed === true) {
    // only the other side's units in play, by their bits (as findAttack looks)
    for (let left = b.mineIn[1 - p]!, base = p * b.n; left !== 0; left &= left - 1) {
      const t = b.foes[base + 31 - Math.clz32(left & -left)]!;
      const a = b.atkNow[t]!;
      if (a > most) {
        most = a;
        best = t;
        if (a === top) break;
      }
    }
    return best;
  }
  for (let k = p * b.n + b.foesHead[p]!, end = p * b.n + b.foesLen[p]!; k < end; k++) {
    const a = b.atkNow[b.foes[k]!]!;
    if (a > most) {
      most = a;
      best = b.foes[k]!;
      if (a === top) break;
    }
  }
  return best;
}

/** Sum of aboveAverage over p's units that a forced roll would move (in play, not held, not stuck). */
function sideAboveAverage(b: MedievalBattle, p: number): number {
  let sum = 0;
  for (let u = b.firstUnit[p]!; u < b.endUnit[p]!; u++)
    if (b.status[u] === Status.InPlay && b.spell[u] !== SpellId.Hold && b.stuck[u] === 0) sum += aboveAverage(b, u);
  return sum;
}

const targetable = (b: MedievalBattle, p: number, u: number): boolean => b.status[u] === Status.InPlay && (b.player[u] === p || b.guardEnds[b.player[u]!]! < 0);

/**
 * Heuristic for a turn with nothing to take, in this order: Split a caster worth less than its two
 * Footmen; if an enemy can take p's biggest unit, Force Field, else Hold the strongest enemy, else
 * Shield the unit; Pierce the biggest enemy that would then fall to p's best die; Empower p's best
 * die when it only ties the biggest prize; Dismay the enemy side showing most above average;
 * Shift Morale on the biggest enemy showing above average; Havoc when p shows below average and
 * its enemies above; recharge a caster with a spell spent; else nothing.
 */
/**
 * If an enemy could take p's biggest unit (`prize`, from prizeOf) by direct assault next turn:
 * Force Field (if p's side has none up), else Hold the strongest enemy, else Shield the unit. True
 * when it chose one. (The callers first check that the prize is worth more than what p would take.)
 */
export function guard(b: MedievalBattle, p: number, prize: number): boolean {
  // with the attack index, the enemies' best attacks are the top bits of their masks: no threat, no look at their units
  let top = Sentinel.NoAttack;
  if (b.indexed === true) {
    let most = 0;
    for (let q = 0; q < b.players; q++) if (q !== p && b.attacks[q] !== 0) most = Math.max(most, 31 - Math.clz32(b.attacks[q]!));
    if (most <= b.defNow[prize]!) return false;
    // every enemy unit is in p's list of foes, so the strongest attacks with `most` (at least 1)
    top = most;
  }
  const threat = strongestEnemy(b, p, top);
  if (threat < 0 || b.atkNow[threat]! <= b.defNow[prize]!) return false;
  const ff = b.guardEnds[p]! < 0 ? casterOf(b, p, SpellId.ForceField, true) : -1;
  if (ff >= 0) return choose(b, Move.Cast, ff, SpellId.ForceField, -1);
  const hold = casterOf(b, p, SpellId.Hold, true);
  if (hold >= 0 && b.spell[threat] === Sentinel.NoSpell && targetable(b, p, threat)) return choose(b, Move.Cast, hold, SpellId.Hold, threat);
  const shield = casterOf(b, p, SpellId.Shield, true);
  if (shield >= 0 && b.spell[prize] === Sentinel.NoSpell) return choose(b, Move.Cast, shield, SpellId.Shield, prize);
  return false;
}

export function support(b: MedievalBattle, p: number, best: number): void {
  const split = casterOf(b, p, SpellId.Split, true);
  if (split >= 0 && b.sides[split]! < SPLIT_INTO.count * SPLIT_INTO.sides) return void choose(b, Move.Cast, split, SpellId.Split, -1);
  const prize = prizeOf(b, p);
  if (prize >= 0 && guard(b, p, prize)) return;
  const pierce = casterOf(b, p, SpellId.Pierce, true);
  const empower = casterOf(b, p, SpellId.Empower, true);
  if (pierce >= 0 || empower >= 0) {
    for (let k = 0; k < b.n; k++) {
      const t = b.byValue[k]!;
      if (b.player[t] === p || !targetable(b, p, t)) continue;
      const d = defenceOf(b, t);
      if (pierce >= 0 && b.spell[t] === Sentinel.NoSpell && d - 2 < best) return void choose(b, Move.Cast, pierce, SpellId.Pierce, t);
      if (empower >= 0 && d === best) {
        const strong = bestUnspelled(b, p, best);
        if (strong >= 0) return void choose(b, Move.Cast, empower, SpellId.Empower, strong);
      }
    }
  }
  const dismay = casterOf(b, p, SpellId.Dismay, true);
  if (dismay >= 0) {
    let side = -1,
      most = 0;
    for (let q = 0; q < b.players; q++) {
      if (q === p || b.inPlay[q] === 0) continue;
      const above = sideAboveAverage(b, q);
      if (above > most) {
        most = above;
        side = q;
      }
    }
    if (side >= 0) {
      b.targetPlayer = side;
      return void choose(b, Move.Cast, dismay, SpellId.Dismay, -1);
    }
  }
  const shift = casterOf(b, p, SpellId.ShiftMorale, true);
  if (shift >= 0) {
    for (let k = 0; k < b.n; k++) {
      const t = b.byValue[k]!;
      if (b.player[t] !== p && targetable(b, p, t) && b.spell[t] !== SpellId.Hold && b.stuck[t] === 0 && aboveAverage(b, t) > 0)
        return void choose(b, Move.Cast, shift, SpellId.ShiftMorale, t);
    }
  }
  const havoc = casterOf(b, p, SpellId.Havoc, true);
  if (havoc >= 0 && sideAboveAverage(b, p) < 0) {
    let theirs = 0;
    for (let q = 0; q < b.players; q++) if (q !== p) theirs += sideAboveAverage(b, q);
    if (theirs > 0) return void choose(b, Move.Cast, havoc, SpellId.Havoc, -1);
  }
  if (mayRecharge(b.themes)) {
    for (let u = b.firstUnit[p]!; u < b.endUnit[p]!; u++) {
      if (b.status[u] !== Status.InPlay || b.spellMask[u] === 0) continue;
      for (let s = 0; s < SpellId.Count; s++)
        if (s !== SpellId.ForceField && b.spellMask[u]! & (1 << s) && b.casts[u * SpellId.Count + s]! < b.maxCasts[s]!)
          return void choose(b, Move.Recharge, u, Using.Die, -1);
    }
  }
}

/** p's first listed unit attacking with `value` that carries no spell, or -1. */
function bestUnspelled(b: MedievalBattle, p: number, value: number): number {
  for (let u = b.firstUnit[p]!; u < b.endUnit[p]!; u++)
    if (b.status[u] === Status.InPlay && b.spell[u] === Sentinel.NoSpell && attackOf(b, u) === value) return u;
  return -1;
}

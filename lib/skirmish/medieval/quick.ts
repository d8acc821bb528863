// The usual game of the odds and the benchmark, in one function: two sides with the attack index
// and the lists' bits (`indexed` and `listed`, and `quick`: each unit's facts fit one number), no
// log, no moves by hand. It plays the game
// engine.ts's loop plays, turn for turn and die for die, on the same state: the look for an attack
// (players.ts's findTwoSided), a die's assault or a flank, the unit taken and the attackers'
// re-rolls are written out here, where the general loop made a call for each (take and
// findTwoSided are past V8's size for inlining, so each was a call every turn). The rare moves
// (a spell, a recharge, guarding the crown, the support heuristic) and the end of a turn call the
// general code. quick.test.ts plays it against the logged game on random set-ups.
import * as actions from "./actions";
import * as battle from "./battle";
import type { MedievalBattle } from "./battle";
import type { BattleDice } from "./draws";
import * as players from "./players";
import * as schema from "./schema";

// tsx runs this as CommonJS, where every imported name is a getter call; the loop reads local copies.
const { cast, endTurn, recharge } = actions;
const { castsChanged, lostUnit } = battle;
const { attackCasters, guard, mostOf, spellAssault, support } = players;
const { QUIET_TURNS_LIMIT } = schema;

// The numbers of other files this one's hot code uses, as enums of its own (see players.ts);
// enums.test.ts checks each member against its file's.
/** actions.ts's Move. */
export enum Move {
  None = 0,
  Assault = 1,
  Flank = 2,
  Cast = 3,
  Recharge = 4,
}
/** actions.ts's Using. */
export enum Using {
  Die = -1,
}
/** battle.ts's Status (the members used here). */
export enum Status {
  Taken = 2,
}
/** battle.ts's Sentinel. */
export enum Sentinel {
  NoSpell = -1,
  NoAttack = -1000,
}
/** battle.ts's Indexed (the members used here). */
export enum Indexed {
  MaxAttack = 30,
}
/** units.ts's SpellId (the members used here). */
export enum SpellId {
  Shield = 0,
  Empower = 1,
  Pierce = 4,
  Count = 11,
}
/** units.ts's Bonus. */
export enum Bonus {
  ShieldDefence = 2,
  EmpowerAttack = 1,
  PierceDefence = -2,
}
/** battle.ts's Word. */
export enum Word {
  SidesMask = 0xff,
  RuinedBit = 0x100,
  SlotShift = 9,
  SlotMask = 31,
  PlaceShift = 14,
  SpareBit = 0x80000,
  AtkShift = 20,
  DefShift = 26,
  ModMask = 63,
  Bias = 32,
}
/** What Laser attacks with (units.ts's SPELLS). */
enum Value {
  Laser = 5,
}

/**
 * actions.ts's rollAll for a battle with `quick`: every unit of the set-up, sides in order, each
 * side's units in order, its die, its modifiers and its slot read off its word.
 */
export function rollTwoSided(b: MedievalBattle, roller: BattleDice): void {
  for (let p = 0; p < 2; p++) {
    const at = p * 32;
    let shown = 0;
    for (let u = b.firstOf[p]!, end = b.realEnd[p]!, bit = 1; u < end; u++, bit <<= 1) {
      const w = b.unitWord[u]!;
      const v = roller.roll(w & Word.SidesMask);
      b.face[u] = v;
      if ((w & Word.RuinedBit) !== 0 && v === 1) b.stuck[u] = 1;
      b.defNow[u] = v + (w >>> Word.DefShift) - Word.Bias;
      const a = v + ((w >> Word.AtkShift) & Word.ModMask) - Word.Bias;
      b.atkNow[u] = a;
      // (attackNow's work, from NO_ATTACK: values under 1 are not held)
      if (a >= 1) {
        b.withAttack[at + a]! |= bit;
        shown |= 1 << a;
      }
    }
    b.attacks[p] = shown;
  }
}

/**
 * engine.ts's game loop for a battle with `quick`, quiet, from the first player p once every die
 * has rolled. The outcome is read off the battle after (engine.ts's quietOutcome). A unit's facts
 * are read off its word (battle.ts's unitWord): one read.
 */
export function playTwoSided(b: MedievalBattle, first: number, roller: BattleDice): void {
  let p = first,
    turn = 0,
    sinceTaken = 0,
    stillTurns = 0;
  let left = b.counters[1]!;
  const f = b.flank;
  while (left > 1) {
    if (turn >= b.maxTurns) break;
    turn++;
    b.turnsTaken[p]!++;
    const q = 1 - p;
    // --- the choice (players.ts's chooseMove with findTwoSided): an attack on the first prize
    // that can be taken, else the support heuristic; a die's assault is kept in locals ---
    let kind: number = Move.None,
      actor = -1,
      using: number = Using.Die,
      target = -1;
    // the other side's units in play as bits of their places in p's list of foes, none while that
    // side's Force Field is up
    let prizes = b.mineIn[q]! & (b.guardEnds[q]! >> 31);
    const shown = b.attacks[p]!;
    const best = shown !== 0 ? 31 - Math.clz32(shown) : mostOf(b, p);
    // p's list of foes: the other side's own list (at q × 32 of `lists`)
    const foes = q * 32;
    let casters = false,
      gathered = false;
    for (; prizes !== 0; prizes &= prizes - 1) {
      const t = b.lists[foes + 31 - Math.clz32(prizes & -prizes)]!;
      const d = b.defNow[t]!;
      // the least attack above d (and at least 1), and its first listed die
      const lo = d < 0 ? 0 : d;
      const above = lo < Indexed.MaxAttack ? shown >>> (lo + 1) : 0;
      if (above !== 0) {
        const units = b.withAttack[p * 32 + lo + 32 - Math.clz32(above & -above)]!;
        kind = Move.Assault;
        actor = b.firstOf[p]! + 31 - Math.clz32(units & -units);
        target = t;
        break;
      }
      if (d < Value.Laser) {
        if (!casters) {
          attackCasters(b, p);
          casters = true;
        }
        if (spellAssault(b, d, t)) {
          kind = Move.Assault;
          actor = b.actor;
          using = b.using;
          target = t;
          break;
        }
      }
      if ((2 * (best + 1) < d && 2 * Value.Laser < d) || b.inPlay[p]! < 2) continue;
      if (!gathered) {
        b.scan.gather(b, p);
        gathered = true;
      }
      if (b.scan.look(d)) {
        kind = Move.Flank;
        target = t;
        break;
      }
    }
    if (kind === Move.None) {
      b.kind = Move.None;
      support(b, p, best);
      kind = b.kind;
    } else if (b.protects[p] !== 0) {
      // guard the crown: the prize worth more than the target, and an enemy that could take it
      const prize = b.prize[p]!;
      if (prize >= 0 && b.sidesOf[prize]! > b.sidesOf[target]! && guard(b, p, prize)) kind = b.kind;
    }
    // --- the move ---
    if (kind === Move.Assault || kind === Move.Flank) {
      // actions.ts's take, for a unit of the other side with the lists' bits and the attack index
      const word = b.unitWord[target]!;
      b.status[target] = Status.Taken;
      b.takenBy[target] = p;
      b.score[p]! += word & Word.SidesMask;
      if (--b.inPlay[q]! === 0) b.counters[1]!--;
      const others = (b.mineIn[q]! &= ~(1 << ((word >> Word.PlaceShift) & Word.SlotMask)));
      b.prize[q] = others !== 0 ? b.lists[foes + 31 - Math.clz32(others & -others)]! : -1;
      if (b.spell[target] !== Sentinel.NoSpell) {
        b.spell[target] = Sentinel.NoSpell;
        b.counters[0]!--;
      }
      const was = b.atkNow[target]!,
        bit = 1 << ((word >> Word.SlotShift) & Word.SlotMask);
      b.atkNow[target] = Sentinel.NoAttack;
      if (was >= 1) {
        const still = (b.withAttack[q * 32 + was]! &= ~bit);
        b.attacks[q]! &= ~(((still - 1) >>> 31) << was);
      }
      b.able[q]! &= ~bit;
      if ((word & Word.SpareBit) === 0) b.lost[q]! |= bit;
      else {
        const from = b.spareFor[target]!;
        if (lostUnit(b, from)) b.lost[q]! |= b.slotBit[from]!;
      }
      // then each attacker spends its spell's cast and re-rolls (actions.ts's assault and flank):
      // the assault's one, or the flank's parts in the order picked
      const parts = kind === Move.Assault ? 1 : f.len;
      for (let i = 0; i < parts; i++) {
        const u = kind === Move.Assault ? actor : b.scan.unitOf(i),
          s = kind === Move.Assault ? using : b.scan.tagOf(i);
        if (s !== Using.Die && --b.casts[u * SpellId.Count + s]! <= 0) castsChanged(b, u);
        // actions.ts's reroll and rolls: only the weather keeps an attacker's die still (a die
        // under a weather that ruins none is never stuck: its word says so, one read fewer)
        const facts = b.unitWord[u]!;
        if ((facts & Word.RuinedBit) !== 0 && b.stuck[u] === 1) continue;
        const spell = b.spell[u]!;
        const v = roller.roll(facts & Word.SidesMask);
        b.face[u] = v;
        if ((facts & Word.RuinedBit) !== 0 && v === 1) b.stuck[u] = 1;
        b.defNow[u] =
          v + (facts >>> Word.DefShift) - Word.Bias + (spell === SpellId.Shield ? Bonus.ShieldDefence : spell === SpellId.Pierce ? Bonus.PierceDefence : 0);
        const now = v + ((facts >> Word.AtkShift) & Word.ModMask) - Word.Bias + (spell === SpellId.Empower ? Bonus.EmpowerAttack : 0);
        const old = b.atkNow[u]!;
        b.atkNow[u] = now;
        // battle.ts's moveInIndex, for the attacker's side p
        const at = p * 32,
          mine = 1 << ((facts >> Word.SlotShift) & Word.SlotMask);
        if (old >= 1) {
          const rest = (b.withAttack[at + old]! &= ~mine);
          b.attacks[p]! &= ~(((rest - 1) >>> 31) << old);
        } else if (old === Sentinel.NoAttack) b.able[p]! |= mine;
        if (now >= 1) {
          b.withAttack[at + now]! |= mine;
          b.attacks[p]! |= 1 << now;
        } else if (now === Sentinel.NoAttack) b.able[p]! &= ~mine;
      }
    } else if (kind === Move.Cast) cast(b, p, turn, roller, null);
    else if (kind === Move.Recharge) recharge(b, p, turn, null);
    // the end of the turn, and the game's end, as engine.ts's loop
    const rolled = b.volcanic === true || (b.counters[0]! | b.counters[2]!) > 0 ? endTurn(b, p, turn, roller, null) : false;
    const took = (0b110 >> kind) & 1;
    sinceTaken = (sinceTaken + 1) & (took - 1);
    stillTurns = kind === Move.None && !rolled ? stillTurns + 1 : 0;
    left = b.counters[1]!;
    if (left <= 1 || stillTurns >= left || sinceTaken >= QUIET_TURNS_LIMIT) break;
    p = q;
  }
}

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
const { guard, mostOf, support } = players;
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
  Beam = 2,
  Pierce = 4,
  Laser = 6,
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
/** What Beam and Laser attack with (units.ts's SPELLS). */
enum Value {
  Beam = 3,
  Laser = 5,
}

/**
 * actions.ts's rollAll for a battle with `quick`: every unit of the set-up, sides in order, each
 * side's units in order, its die, its modifiers and its slot read off its word.
 */
export function rollTwoSided(b: MedievalBattle, roller: BattleDice): void {
  const seeded = roller.seeded;
  for (let p = 0; p < 2; p++) {
    const at = p * 32;
    let shown = 0;
    for (let u = b.firstOf[p]!, end = b.realEnd[p]!, bit = 1; u < end; u++, bit <<= 1) {
      const w = b.unitWord[u]!;
      // (BattleDice's roll, its seeded source read once: a d1 draws nothing)
      const sides = w & Word.SidesMask;
      const v = seeded === null ? roller.roll(sides) : sides === 1 ? 1 : seeded.next(sides);
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
 *
 * Each side's own numbers (its attacks and able masks, its units in play as bits and as a count,
 * its score and losses, its Force Field mask) are locals here, `my…` for the side whose turn it
 * is and `their…` for the other, swapped at the end of a turn: a typed array's element costs a
 * load of the field, its start, its length and a bounds check, a local none. The battle's copies
 * are written before a call that reads them (the support heuristic, the guard, a flank's
 * gathering, a spell, the end of a turn), read back after one that may change them, and written at
 * the end of the game, so the state left in the battle is the general loop's. A side's turns so
 * far follow from the turn count (the sides alternate), and its prize from its bits in play, so
 * those are written only where they are read.
 */
export function playTwoSided(b: MedievalBattle, first: number, roller: BattleDice): void {
  const seeded = roller.seeded;
  const maxTurns = b.maxTurns,
    volcanic = b.volcanic === true;
  let p = first,
    q = 1 - first,
    turn = 0,
    sinceTaken = 0,
    stillTurns = 0;
  let myAtk = b.attacks[p]!,
    theirAtk = b.attacks[q]!,
    myAble = b.able[p]!,
    theirAble = b.able[q]!,
    myIn = b.mineIn[p]!,
    theirIn = b.mineIn[q]!,
    myCount = b.inPlay[p]!,
    theirCount = b.inPlay[q]!,
    myScore = b.score[p]!,
    theirScore = b.score[q]!,
    myLost = b.lost[p]!,
    theirLost = b.lost[q]!,
    // (-1, every bit kept, without a Force Field up; 0 with one: guardEnds >> 31)
    myGuard = b.guardEnds[p]! >> 31,
    theirGuard = b.guardEnds[q]! >> 31;
  // (fixed per side: picked by p, not swapped)
  const first0 = b.firstOf[0]!,
    first1 = b.firstOf[1]!,
    protects0 = b.protects[0]!,
    protects1 = b.protects[1]!;
  // lasting spells and Force Fields on the table (the end of a turn has work only with either)
  let pending = b.counters[0]! | b.counters[2]!;
  let left = b.counters[1]!;
  const f = b.flank;
  while (left > 1) {
    if (turn >= maxTurns) break;
    turn++;
    const myFirst = p === 0 ? first0 : first1;
    // --- the choice (players.ts's chooseMove with findTwoSided): an attack on the first prize
    // that can be taken, else the support heuristic; a die's assault is kept in locals ---
    let kind: number = Move.None,
      actor = -1,
      using: number = Using.Die,
      target = -1;
    // the other side's units in play as bits of their places in p's list of foes, none while that
    // side's Force Field is up
    let prizes = theirIn & theirGuard;
    const shown = myAtk;
    const best = shown !== 0 ? 31 - Math.clz32(shown) : mostOf(b, p);
    // p's list of foes: the other side's own list (at q × 32 of `lists`); p's masks at p × 32
    const foes = q * 32,
      at = p * 32;
    let casters = false,
      gathered = false,
      beamBy = -1,
      laserBy = -1;
    for (; prizes !== 0; prizes &= prizes - 1) {
      const t = b.lists[foes + 31 - Math.clz32(prizes & -prizes)]!;
      const d = b.defNow[t]!;
      // the least attack above d (and at least 1), and its first listed die
      // (d, or 0 when it is negative: arithmetic rather than a branch on the dice)
      const lo = d & ~(d >> 31);
      const above = lo < Indexed.MaxAttack ? shown >>> (lo + 1) : 0;
      if (above !== 0) {
        const units = b.withAttack[at + lo + 32 - Math.clz32(above & -above)]!;
        kind = Move.Assault;
        actor = myFirst + 31 - Math.clz32(units & -units);
        target = t;
        break;
      }
      if (d < Value.Laser) {
        // (players.ts's attackCasters and spellAssault: the first unit that attacks at all with a
        // cast of Beam left, of Laser left)
        if (!casters) {
          const beams = myAble & b.castLeft[2 * p]!,
            lasers = myAble & b.castLeft[2 * p + 1]!;
          beamBy = beams !== 0 ? myFirst + 31 - Math.clz32(beams & -beams) : -1;
          laserBy = lasers !== 0 ? myFirst + 31 - Math.clz32(lasers & -lasers) : -1;
          casters = true;
        }
        if (beamBy >= 0 && Value.Beam > d) {
          kind = Move.Assault;
          actor = beamBy;
          using = SpellId.Beam;
          target = t;
          break;
        }
        if (laserBy >= 0 && Value.Laser > d) {
          kind = Move.Assault;
          actor = laserBy;
          using = SpellId.Laser;
          target = t;
          break;
        }
      }
      if ((2 * (best + 1) < d && 2 * Value.Laser < d) || myCount < 2) continue;
      if (!gathered) {
        // (the gathering reads p's masks off the battle)
        b.attacks[p] = myAtk;
        b.able[p] = myAble;
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
      // (the support heuristic reads the attack masks, through guard, and the counts of units in play)
      b.attacks[p] = myAtk;
      b.attacks[q] = theirAtk;
      b.inPlay[p] = myCount;
      b.inPlay[q] = theirCount;
      // (and p's prize: battle.ts keeps it in take, this loop only where it is read)
      b.prize[p] = myIn !== 0 ? b.lists[at + 31 - Math.clz32(myIn & -myIn)]! : -1;
      b.kind = Move.None;
      support(b, p, best);
      kind = b.kind;
    } else if ((p === 0 ? protects0 : protects1) !== 0 && myIn !== 0) {
      // guard the crown: the prize worth more than the target (p's first unit in play in its own
      // list: battle.ts's prize), and an enemy that could take it
      const prize = b.lists[at + 31 - Math.clz32(myIn & -myIn)]!;
      // (guard's own first test, asked here off the other side's mask: when no enemy die beats
      // the prize, guard is not called)
      const most = theirAtk !== 0 ? 31 - Math.clz32(theirAtk) : 0;
      if (b.sidesOf[prize]! > b.sidesOf[target]! && most > b.defNow[prize]!) {
        b.attacks[p] = myAtk;
        b.attacks[q] = theirAtk;
        if (guard(b, p, prize)) kind = b.kind;
      }
    }
    // --- the move ---
    if (kind === Move.Assault || kind === Move.Flank) {
      // actions.ts's take, for a unit of the other side with the lists' bits and the attack index
      const word = b.unitWord[target]!;
      b.status[target] = Status.Taken;
      b.takenBy[target] = p;
      myScore += word & Word.SidesMask;
      if (--theirCount === 0) b.counters[1] = --left;
      theirIn &= ~(1 << ((word >> Word.PlaceShift) & Word.SlotMask));
      if (b.spell[target] !== Sentinel.NoSpell) {
        b.spell[target] = Sentinel.NoSpell;
        pending = --b.counters[0]! | b.counters[2]!;
      }
      const was = b.atkNow[target]!,
        bit = 1 << ((word >> Word.SlotShift) & Word.SlotMask);
      b.atkNow[target] = Sentinel.NoAttack;
      if (was >= 1) {
        const still = (b.withAttack[foes + was]! &= ~bit);
        theirAtk &= ~(((still - 1) >>> 31) << was);
      }
      theirAble &= ~bit;
      if ((word & Word.SpareBit) === 0) theirLost |= bit;
      else {
        const from = b.spareFor[target]!;
        if (lostUnit(b, from)) theirLost |= b.slotBit[from]!;
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
        const sides = facts & Word.SidesMask;
        const v = seeded === null ? roller.roll(sides) : sides === 1 ? 1 : seeded.next(sides);
        b.face[u] = v;
        if ((facts & Word.RuinedBit) !== 0 && v === 1) b.stuck[u] = 1;
        b.defNow[u] =
          v + (facts >>> Word.DefShift) - Word.Bias + (spell === SpellId.Shield ? Bonus.ShieldDefence : spell === SpellId.Pierce ? Bonus.PierceDefence : 0);
        const now = v + ((facts >> Word.AtkShift) & Word.ModMask) - Word.Bias + (spell === SpellId.Empower ? Bonus.EmpowerAttack : 0);
        const old = b.atkNow[u]!;
        b.atkNow[u] = now;
        // battle.ts's moveInIndex, for the attacker's side p
        const mine = 1 << ((facts >> Word.SlotShift) & Word.SlotMask);
        if (old >= 1) {
          const rest = (b.withAttack[at + old]! &= ~mine);
          myAtk &= ~(((rest - 1) >>> 31) << old);
        } else if (old === Sentinel.NoAttack) myAble |= mine;
        if (now >= 1) {
          b.withAttack[at + now]! |= mine;
          myAtk |= 1 << now;
        } else if (now === Sentinel.NoAttack) myAble &= ~mine;
      }
    } else if (kind === Move.Cast) {
      // (a spell reads and changes any of the battle's copies: written, played, read back)
      b.attacks[p] = myAtk;
      b.attacks[q] = theirAtk;
      b.able[p] = myAble;
      b.able[q] = theirAble;
      b.mineIn[p] = myIn;
      b.mineIn[q] = theirIn;
      b.inPlay[p] = myCount;
      b.inPlay[q] = theirCount;
      // (a side's own turns so far, this one counted: the two sides take turns in strict alternation)
      b.turnsTaken[p] = (turn + 1) >> 1;
      cast(b, p, turn, roller, null);
      myAtk = b.attacks[p]!;
      theirAtk = b.attacks[q]!;
      myAble = b.able[p]!;
      theirAble = b.able[q]!;
      myIn = b.mineIn[p]!;
      theirIn = b.mineIn[q]!;
      myCount = b.inPlay[p]!;
      theirCount = b.inPlay[q]!;
      myGuard = b.guardEnds[p]! >> 31;
      pending = b.counters[0]! | b.counters[2]!;
    } else if (kind === Move.Recharge) recharge(b, p, turn, null);
    // the end of the turn, and the game's end, as engine.ts's loop
    let rolled = false;
    if (volcanic || pending > 0) {
      // (it rolls p's dice, ends spells on either side's units and p's Force Field)
      b.attacks[p] = myAtk;
      b.attacks[q] = theirAtk;
      b.able[p] = myAble;
      b.able[q] = theirAble;
      b.inPlay[p] = myCount;
      b.inPlay[q] = theirCount;
      // (a side's own turns so far, this one counted: the two sides take turns in strict alternation)
      b.turnsTaken[p] = (turn + 1) >> 1;
      rolled = endTurn(b, p, turn, roller, null);
      myAtk = b.attacks[p]!;
      theirAtk = b.attacks[q]!;
      myAble = b.able[p]!;
      theirAble = b.able[q]!;
      myGuard = b.guardEnds[p]! >> 31;
      pending = b.counters[0]! | b.counters[2]!;
    }
    const took = (0b110 >> kind) & 1;
    sinceTaken = (sinceTaken + 1) & (took - 1);
    stillTurns = kind === Move.None && !rolled ? stillTurns + 1 : 0;
    if (left <= 1 || stillTurns >= left || sinceTaken >= QUIET_TURNS_LIMIT) break;
    // the other side's turn: its numbers become `my…`
    p = q;
    q = 1 - p;
    let x = myAtk;
    myAtk = theirAtk;
    theirAtk = x;
    x = myAble;
    myAble = theirAble;
    theirAble = x;
    x = myIn;
    myIn = theirIn;
    theirIn = x;
    x = myCount;
    myCount = theirCount;
    theirCount = x;
    x = myScore;
    myScore = theirScore;
    theirScore = x;
    x = myLost;
    myLost = theirLost;
    theirLost = x;
    x = myGuard;
    myGuard = theirGuard;
    theirGuard = x;
  }
  b.attacks[p] = myAtk;
  b.attacks[q] = theirAtk;
  b.able[p] = myAble;
  b.able[q] = theirAble;
  b.mineIn[p] = myIn;
  b.mineIn[q] = theirIn;
  b.inPlay[p] = myCount;
  b.inPlay[q] = theirCount;
  // (the first player took the odd turns)
  b.turnsTaken[first] = (turn + 1) >> 1;
  b.turnsTaken[1 - first] = turn >> 1;
  b.score[p] = myScore;
  b.score[q] = theirScore;
  b.lost[p] = myLost;
  b.lost[q] = theirLost;
  // (each side's prize, its first unit in play in its own list, as take and findPrize leave it)
  b.prize[p] = myIn !== 0 ? b.lists[p * 32 + 31 - Math.clz32(myIn & -myIn)]! : -1;
  b.prize[q] = theirIn !== 0 ? b.lists[q * 32 + 31 - Math.clz32(theirIn & -theirIn)]! : -1;
}

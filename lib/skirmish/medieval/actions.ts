// Resolving each move of Medieval Strife (002) on the table: rolls, assaults (with a die or a
// spell), flanks and spellflanks, spells, recharges, and what happens at the end of a turn.
import * as battle from "./battle";
import type { BattleDice } from "./draws";
import type { MedievalBattle } from "./battle";
import type { MedievalLog } from "./log";
import * as rules from "./rules";
import * as units from "./units";

// tsx runs this as CommonJS, where every imported name is a getter call; hot code reads local
// copies, and enums (written into the bundle as numbers: see units.ts's SpellId).
const { castsChanged, enters, findPrize, leaves, lostUnit, moveInIndex: moveIn, refresh } = battle;
const { spellEndsAfterOwnTurn } = rules;
const { SPELLS, SPLIT_INTO } = units;

// The numbers of other files this one's hot code uses, as enums of its own: a use of an enum declared
// in the same file is written in as its number, one file at a time (tsx, the tests, Next) or bundled,
// where an imported one is a read of the other module's export at every use. enums.test.ts checks
// each member against its file's.
/** battle.ts's Sentinel (the members used here). */
export enum Sentinel {
  NoSpell = -1,
  NoAttack = -1000,
}
/** battle.ts's Status (the members used here). */
export enum Status {
  InPlay = 1,
  Taken = 2,
  SplitUp = 3,
}
/** battle.ts's RollFact (the members used here). */
export enum RollFact {
  SidesMask = 0xff,
  RuinedBit = 0x100,
  SlotShift = 9,
  SlotMask = 31,
  PlayerShift = 14,
}
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
  Hold = 3,
  Pierce = 4,
  ShiftMorale = 5,
  Dismay = 7,
  Havoc = 8,
  ForceField = 9,
  Split = 10,
  Count = 11,
}

/** What the turn's move is (MedievalBattle.kind). */
export enum Move {
  None,
  Assault,
  Flank,
  Cast,
  Recharge,
}
export const NONE = Move.None,
  ASSAULT = Move.Assault,
  FLANK = Move.Flank,
  CAST = Move.Cast,
  RECHARGE = Move.Recharge;
export enum Using {
  /** `using` of a move made with the unit's die rather than a spell. */
  Die = -1,
}
export const DIE = Using.Die;

/**
 * Rolls a unit's die, unless it cannot roll: off the table, stuck by the weather, or held (002
 * Hold: the unit cannot be rolled, and no spell makes it). True when it rolled.
 */
export function rollUnit(b: MedievalBattle, u: number, roller: BattleDice): boolean {
  const s = b.spell[u]!;
  if (b.status[u] !== Status.InPlay || b.stuck[u] === 1 || s === SpellId.Hold) return false;
  rolls(b, u, s, roller);
  return true;
}

/**
 * rollUnit for a unit that has just attacked (an assault, a part of a flank): it is in play and
 * not held, as the players pick only units that can attack and applyMove refuses held ones, so
 * only the weather can keep its die still.
 */
export function reroll(b: MedievalBattle, u: number, roller: BattleDice): boolean {
  if (b.stuck[u] === 1) return false;
  rolls(b, u, b.spell[u]!, roller);
  return true;
}

/**
 * The roll of a unit that can roll, carrying lasting spell s (not Hold): a new face, and what the
 * unit attacks and defends with now (show and attackNow's work, with the die, the weather, the
 * unit's place and side read in one number, rollFacts).
 */
function rolls(b: MedievalBattle, u: number, s: number, roller: BattleDice): void {
  const facts = b.rollFacts[u]!;
  const v = roller.roll(facts & RollFact.SidesMask);
  b.face[u] = v;
  // (the weather's rule asked first: it is the same for the unit every roll, where a face of 1 is
  // a die's random chance, a branch the processor mispredicts)
  if ((facts & RollFact.RuinedBit) !== 0 && v === 1) b.stuck[u] = 1;
  b.defNow[u] = v + b.defMod[u]! + (s === SpellId.Shield ? Bonus.ShieldDefence : s === SpellId.Pierce ? Bonus.PierceDefence : 0);
  const now = v + b.atkMod[u]! + (s === SpellId.Empower ? Bonus.EmpowerAttack : 0);
  const old = b.atkNow[u]!;
  b.atkNow[u] = now;
  if (b.indexed !== true) return;
  // (as attackNow, with the unit's place and side read off its roll facts; a unit new to the table,
  // a Split's Footman, starts to attack at all)
  const p = facts >> RollFact.PlayerShift;
  moveIn(b, p, p * 32, 1 << ((facts >> RollFact.SlotShift) & RollFact.SlotMask), old, now);
}

/**
 * The first roll of a game: every unit in play, in slot order. rollUnit's work on a fresh table
 * (no unit carries a spell or is stuck yet, none attacks, the attack index is empty) in one loop:
 * each side's attacks are gathered in a local mask and written once. Every unit of the set-up is
 * in play then, and no spare slot: each side's own units, to realEnd, are the ones that roll.
 */
export function rollAll(b: MedievalBattle, roller: BattleDice): void {
  // (the tables read through b, not local copies: V8 knows the map of what a battle's field holds,
  // while a local's was checked again at every turn of the loop, callgrind)
  const indexed = b.indexed === true;
  for (let p = 0; p < b.players; p++) {
    const at = p * 32;
    let shown = 0;
    for (let u = b.firstOf[p]!, end = b.realEnd[p]!, bit = 1; u < end; u++, bit <<= 1) {
      const facts = b.rollFacts[u]!;
      const v = roller.roll(facts & RollFact.SidesMask);
      b.face[u] = v;
      // (the weather first, as rollUnit asks it)
      if ((facts & RollFact.RuinedBit) !== 0 && v === 1) b.stuck[u] = 1;
      b.defNow[u] = v + b.defMod[u]!;
      const a = v + b.atkMod[u]!;
      b.atkNow[u] = a;
      // (attackNow's work, from NO_ATTACK: values under 1 are not held)
      if (indexed && a >= 1) {
        b.withAttack[at + a]! |= bit;
        shown |= 1 << a;
      }
    }
    if (indexed) b.attacks[p] = shown;
  }
}

function endSpell(b: MedievalBattle, u: number): void {
  if (b.spell[u] === Sentinel.NoSpell) return;
  b.spell[u] = Sentinel.NoSpell;
  b.counters[0]!--;
  refresh(b, u);
}

/** The unit goes to the scoring area of `by` (002 core), and any spell on it ends. */
export function take(b: MedievalBattle, u: number, by: number): void {
  b.status[u] = Status.Taken;
  b.takenBy[u] = by;
  b.score[by]! += b.sidesOf[u]!;
  const counters = b.counters;
  const q = b.playerOf[u]!;
  if (--b.inPlay[q]! === 0) counters[1]!--;
  if (b.listed === true) {
    // the lists' bits: off the table; q's prize looked up again whether or not it was u (one read
    // of a mask, cheaper than the branch on which unit fell, mispredicted): findPrize's look, on
    // the mask in hand (an empty side only when its last unit goes: the rare branch)
    const left = (b.mineIn[q]! &= ~b.mineBit[u]!);
    b.prize[q] = left !== 0 ? b.mine[q * b.n + 31 - Math.clz32(left & -left)]! : -1;
  } else if (b.prize[q] === u) findPrize(b, q, b.prizeAt[q]! + 1);
  if (b.spell[u] !== Sentinel.NoSpell) {
    b.spell[u] = Sentinel.NoSpell;
    counters[0]!--;
  }
  // off the table: it attacks no more (endSpell, refresh and attackNow's work, done once: out of
  // its value's masks, and out of those that can attack at all, whatever it showed)
  const old = b.atkNow[u]!,
    bit = b.slotBit[u]!;
  b.atkNow[u] = Sentinel.NoAttack;
  if (b.indexed === true) {
    if (old >= 1) {
      // (as attackNow: the value leaves attacks[q] with its last unit, as arithmetic)
      const at = q * 32 + old;
      const others = (b.withAttack[at]! &= ~bit);
      b.attacks[q]! &= ~(((others - 1) >>> 31) << old);
    }
    b.able[q]! &= ~bit;
  }
  // the outcome's casualties, kept as they fall (lostUnit's ruling): a unit of the set-up, or the
  // one that Split once both its Footmen are taken
  const from = b.spareFor[u]!;
  if (from < 0) b.lost[q]! |= bit;
  else if (lostUnit(b, from)) b.lost[q]! |= b.slotBit[from]!;
}

function spend(b: MedievalBattle, u: number, s: number): void {
  // (its last cast of a spell gone: the bits of Beam's and Laser's casters follow)
  if (--b.casts[u * SpellId.Count + s]! <= 0) castsChanged(b, u);
}

/**
 * 002 core, direct assault: take the enemy unit, then the attacker re-rolls. With a spell (Beam,
 * Laser) the spell's value attacks and the caster spends a cast.
 * ruling: a caster re-rolls after attacking with a spell alone, as the text has casters roll
 * after a spellflank.
 */
export function assault(b: MedievalBattle, p: number, turn: number, roller: BattleDice, log: MedievalLog | null): void {
  const a = b.actor,
    t = b.target,
    s = b.using;
  const v = log ? log.part(a, s, 0) : null;
  const d = log ? log.defence(t) : null;
  take(b, t, p);
  if (s !== Using.Die) spend(b, a, s);
  const rolled = reroll(b, a, roller);
  if (log) log.assault(turn, p, a, s, v!, t, d!, rolled);
}

/**
 * 002 core, flanking, and Medieval Strife's spellflanking: dice and spells adding up to the target
 * take it, then every unit that took part rolls (casters too), in the order picked.
 */
export function flank(b: MedievalBattle, p: number, turn: number, roller: BattleDice, log: MedievalLog | null): void {
  const f = b.flank,
    t = b.target;
  const parts = log
    ? Array.from({ length: f.len }, (_, i) => ({ u: f.pickedUnit(i), spell: f.pickedTag(i), v: log.part(f.pickedUnit(i), f.pickedTag(i), f.pickPlus[i]!) }))
    : null;
  const d = log ? log.defence(t) : null;
  take(b, t, p);
  for (let i = 0; i < f.len; i++) {
    const u = f.pickedUnit(i),
      s = f.pickedTag(i);
    if (s !== Using.Die) spend(b, u, s);
    reroll(b, u, roller);
  }
  if (log) log.flank(turn, p, parts!, t, d!);
}

/** 002 Spells: the turn's move is a spell that attacks nobody. */
export function cast(b: MedievalBattle, p: number, turn: number, roller: BattleDice, log: MedievalLog | null): void {
  const a = b.actor,
    s = b.using,
    t = b.target;
  spend(b, a, s);
  const spell = SPELLS[s]!;
  const turns = "turns" in spell ? spell.turns : 0;
  if (spell.effect === "shield" || spell.effect === "empower" || spell.effect === "hold" || spell.effect === "pierce") {
    b.spell[t] = s;
    b.spellBy[t] = p;
    b.spellEnds[t] = spellEndsAfterOwnTurn(b.turnsTaken[p]!, turns);
    b.counters[0]!++;
    refresh(b, t);
    if (log) log.cast(turn, p, a, s, `on ${log.who(b.player[t]!)}'s ${log.unit(t)} for ${turns} turn${turns === 1 ? "" : "s"}`, { target: b.ids[t], turns });
  } else if (s === SpellId.ShiftMorale) {
    const rolled = rollUnit(b, t, roller);
    if (log) log.cast(turn, p, a, s, `${log.who(b.player[t]!)}'s ${log.unit(t)} ${rolled ? `rolls ${b.face[t]}` : "cannot be rolled"}`, { target: b.ids[t] });
  } else if (s === SpellId.Dismay || s === SpellId.Havoc) {
    // Dismay: every unit of one side rolls; Havoc: every unit in play, sides in order.
    // ruling: Force Field guards units from attacks and from spells aimed at a unit; Dismay (aimed
    // at a side) and Havoc (at everyone) still make a guarded side's units roll
    const from = s === SpellId.Dismay ? b.targetPlayer : 0,
      to = s === SpellId.Dismay ? b.targetPlayer + 1 : b.players;
    const rolls: { u: number; before: number; rolled: boolean }[] = [];
    for (let q = from; q < to; q++)
      for (let u = b.firstUnit[q]!; u < b.endUnit[q]!; u++) {
        if (b.status[u] !== Status.InPlay) continue;
        const before = b.face[u]!;
        const rolled = rollUnit(b, u, roller);
        if (log) rolls.push({ u, before, rolled });
      }
    if (log)
      log.cast(
        turn,
        p,
        a,
        s,
        `${s === SpellId.Dismay ? `${log.who(b.targetPlayer)}'s units roll` : "every unit rolls"}: ${log.rolls(rolls)}`,
        s === SpellId.Dismay ? { targetPlayer: b.playerIds[b.targetPlayer] } : {},
      );
  } else if (s === SpellId.ForceField) {
    if (b.guardEnds[p]! < 0) b.counters[2]!++;
    b.guardEnds[p] = spellEndsAfterOwnTurn(b.turnsTaken[p]!, turns);
    if (log) log.cast(turn, p, a, s, `no unit of ${log.who(p)} can be targeted or taken for 1 turn`, { turns });
  } else if (s === SpellId.Split) {
    // 002 Split: the caster leaves the table and two d6 Footmen take its place, and roll
    b.status[a] = Status.SplitUp;
    b.inPlay[p]!--;
    leaves(b, a);
    endSpell(b, a);
    refresh(b, a);
    const first = b.spareOf[a]!;
    for (let k = 0; k < SPLIT_INTO.count; k++) {
      b.status[first + k] = Status.InPlay;
      b.inPlay[p]!++;
      enters(b, first + k);
      rollUnit(b, first + k, roller);
    }
    // the caster is off the table and its Footmen on: either may change the side's prize
    findPrize(b, p, 0);
    if (log)
      log.cast(
        turn,
        p,
        a,
        s,
        `it becomes ${Array.from({ length: SPLIT_INTO.count }, (_, k) => `${log.unit(first + k)} showing ${b.face[first + k]}`).join(" and ")}`,
        { into: Array.from({ length: SPLIT_INTO.count }, (_, k) => b.ids[first + k]) },
      );
  }
}

/**
 * ruling: the text says spells need recharging but not how; recharging is a turn's move: one
 * caster gets back every cast of its spells (not Force Field, which is once a game).
 */
export function recharge(b: MedievalBattle, p: number, turn: number, log: MedievalLog | null): void {
  const a = b.actor;
  for (let s = 0; s < SpellId.Count; s++) if (s !== SpellId.ForceField && b.spellMask[a]! & (1 << s)) b.casts[a * SpellId.Count + s] = b.maxCasts[s]!;
  castsChanged(b, a);
  if (log) log.recharge(turn, p, a);
}

/**
 * The end of player p's turn: Volcanic Terrain rolls all of p's units; the spells p cast that
 * have run their turns end, and so does p's Force Field. True when a die rolled.
 * ruling: a spell cast by a side that is out of the game ends at the end of the next turn.
 */
export function endTurn(b: MedievalBattle, p: number, turn: number, roller: BattleDice, log: MedievalLog | null): boolean {
  let rolled = false;
  if (b.themes.volcanic) {
    const rolls: { u: number; before: number; rolled: boolean }[] = [];
    for (let u = b.firstUnit[p]!; u < b.endUnit[p]!; u++) {
      if (b.status[u] !== Status.InPlay) continue;
      const before = b.face[u]!;
      const r = rollUnit(b, u, roller);
      rolled ||= r;
      if (log) rolls.push({ u, before, rolled: r });
    }
    if (log && rolls.length > 0) log.quake(turn, p, log.rolls(rolls));
  }
  if (b.counters[0]! > 0) {
    const mine = b.turnsTaken[p]!;
    for (let u = 0; u < b.n; u++) {
      const s = b.spell[u]!;
      if (s === Sentinel.NoSpell) continue;
      const by = b.spellBy[u]!;
      if ((by === p && b.spellEnds[u] === mine) || b.inPlay[by] === 0) {
        endSpell(b, u);
        if (log) log.spellEnds(turn, u, s);
      }
    }
  }
  if (b.guardEnds[p] === b.turnsTaken[p]) {
    b.guardEnds[p] = -1;
    b.counters[2]!--;
    if (log) log.guardEnds(turn, p);
  }
  return rolled;
}

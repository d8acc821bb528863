// One Star Strife attack from declaration to damage (002 Star Strife): the units that take part,
// the reaction pass sequence, attrition casualties, who won, escorts standing in, damage and
// catastrophic damage. The decisions (who reacts, who stands in, where damage goes) are the
// players' (players.ts); this file applies the rules to them.
import type { RandomSource } from "../../dice/source";
import type { Roller } from "../rotgb/roller";
import * as battle from "./battle";
import type { StarBattle } from "./battle";
import type { StarLog } from "./log";
import * as players from "./players";
import * as rules from "./rules";
import * as values from "./values";

// battle.ts's numbers this file uses, as enums of its own: one file at a time (tsx, the tests) or
// bundled, a use of an enum declared in the same file is written in as its number, where an
// imported one is a read of another module's export at every use (enums.test.ts checks that
// they are battle.ts's).
export enum St {
  SPARE = 0,
  IN_PLAY = 1,
  ABOARD = 2,
  TAKEN = 3,
  GONE = 4,
}
export enum Fl {
  ATTRITION = 1,
  REACTION = 2,
  DECOY = 64,
  INTERCEPTOR = 128,
  MINE_SLOT = 16384,
  HOSTS = 32768,
}
export enum Ki {
  REACTORS = 0,
  CARRIERS = 2,
  CHANNELLED = 5,
  KINDS = 6,
}
export enum Kind {
  NO_ATTACK = 0,
  ASSAULT = 1,
  FLANK = 2,
}
export enum Role {
  NONE = 0,
  MAIN = 1,
  SUPPORT = 2,
  REACTING = 3,
}

// tsx runs this as CommonJS, where every imported name is a getter call; hot code reads local copies.
// The hot loops read the battle's tables through it (b.face[u]), not local copies: V8 knows the map
// of what a battle's field holds, while a local's map was checked again at every turn of a loop
// (callgrind: about 2 % of the instructions a game, as in Medieval Strife).
const { attach, detach, markActed, setStatus } = battle;
const { CATASTROPHIC_FACE, afterAssaultDamage, attritionKills, damageFrom, repairs } = rules;
const { attackValue, defenceValue } = values;
const { REACT_FOR, chooseReactions, chooseStandIn, estimate, interceptorsAboard, reactionsAvailable, spreadLevelled, pickListed, standInOneWord } = players;

export const NO_ATTACK = Kind.NO_ATTACK,
  ASSAULT = Kind.ASSAULT,
  FLANK = Kind.FLANK;
/** A unit's part in the engagement (b.role): the attack's own units, channel units with a ship, reaction units sent in. */
export const NONE = Role.NONE,
  MAIN = Role.MAIN,
  SUPPORT = Role.SUPPORT,
  REACTING = Role.REACTING;

/**
 * A unit leaves play. Taken by the other side it scores its sides there (002: the scoring area);
 * ruling: mines (a minefield's or a Battlesatellite gone with its terrain) and interceptors go
 * unscored, as they never stood in the battle line.
 */
export function lose(b: StarBattle, u: number, by: number): void {
  const status = b.status,
    s = status[u]!;
  if (s !== St.IN_PLAY && s !== St.ABOARD) return;
  const f = b.flags[u]!,
    p = b.player[u]!;
  if (s === St.IN_PLAY && b.controller[u]! >= 0) detach(b, u);
  // setStatus to a status out of play: its in-play bit goes (an interceptor aboard had none)
  status[u] = f & Fl.MINE_SLOT ? St.SPARE : f & Fl.INTERCEPTOR ? St.GONE : St.TAKEN;
  b.inPlayMask[b.maskWord[u]!]! &= ~b.maskBit[u]!;
  b.prizeMask[1 - p]! &= ~b.prizeBit[u]!;
  if (!(f & (Fl.MINE_SLOT | Fl.INTERCEPTOR))) {
    b.takenBy[u] = by;
    b.score[by]! += b.sides[u]!;
    b.inPlay[p]!--;
    b.counters[0]!++;
  }
  const role = b.role;
  // one reaction unit fewer in the fight when it was one, counted without a branch on who fell
  // (roles are 0 to 3: role ^ REACTING is 0 only for a reaction unit)
  b.reacting[p]! -= ((role[u]! ^ Role.REACTING) - 1) >>> 31;
  role[u] = Role.NONE;
  // ruling: its channel units: drones and mecha fly free, decoys go with it (they live only in a
  // channel), interceptors aboard are lost unscored (an interceptor only ever waits aboard its own ship)
  if (b.used[u]! > 0 || f & Fl.HOSTS) {
    for (let k = b.listStart[p * Ki.KINDS + Ki.CHANNELLED]!, end = b.listStart[p * Ki.KINDS + Ki.CHANNELLED + 1]!; k < end; k++) {
      const c = b.lists[k]!;
      if (b.controller[c] !== u) continue;
      if (b.status[c] === St.ABOARD) setStatus(b, c, St.GONE);
      else if (b.flags[c]! & Fl.DECOY) lose(b, c, by);
      else if (b.status[c] === St.IN_PLAY) detach(b, c);
    }
  }
}

/** Damage reduces a die; 0 or less eliminates it (to the other side), and 1 cripples it (catastrophic damage). */
function reduce(b: StarBattle, u: number, face: number, by: number): void {
  if (face <= 0) return lose(b, u, by);
  b.face[u] = face;
  if (face === CATASTROPHIC_FACE) b.stuck[u] = 1;
}

/** Damage to one unit as the attacker in a direct assault takes it (the 4-sided floor). */
export function assaultDamage(b: StarBattle, u: number, damage: number, by: number): void {
  if (damage > 0) reduce(b, u, afterAssaultDamage(b.sides[u]!, b.face[u]!, damage), by);
}

/** Damage spread over several units (a flank, or a side with reactions): the owner's choice (players.ts). */
function spread(b: StarBattle, side: Int32Array, len: number, damage: number, by: number): void {
  if (damage <= 0) return;
  spreadLevelled(b, side, len, damage);
  // spreadLevelled (spreadDamage's faces) left each unit's new face in b.newFace
  for (let i = 0; i < len; i++) {
    const u = side[i]!;
    if (b.status[u] === St.IN_PLAY && b.newFace[u] !== b.face[u]) reduce(b, u, b.newFace[u]!, by);
  }
}

/** Whether any unit of the side is still in play. */
function anyAlive(b: StarBattle, side: Int32Array, len: number): boolean {
  for (let i = 0; i < len; i++) if (b.status[side[i]!] === St.IN_PLAY) return true;
  return false;
}

/**
 * The engagement's units: the attack's own (and in an assault its ship's channel units), and the
 * target with its channel units. ruling: being attacked is not an action (only what a unit does:
 * attack, react, stand in); the channel units of the target stand with it without acting.
 */
function gather(b: StarBattle, p: number, turn: number): void {
  const t = b.target,
    q = b.player[t]!;
  let n = 0;
  if (b.kind === Kind.ASSAULT) {
    const a = b.actor;
    b.atkSide[n++] = a;
    b.role[a] = Role.MAIN;
    // its channel units go with it, but not those that already acted this turn (interceptors
    // launched to defend it)
    if (b.used[a]! > 0)
      for (let k = b.listStart[p * Ki.KINDS + Ki.CHANNELLED]!, end = b.listStart[p * Ki.KINDS + Ki.CHANNELLED + 1]!; k < end; k++) {
        const u = b.lists[k]!;
        if (b.controller[u] === a && b.status[u] === St.IN_PLAY && b.acted[u] !== turn) {
          b.atkSide[n++] = u;
          b.role[u] = Role.SUPPORT;
        }
      }
  } else {
    for (let i = 0; i < b.flank.len; i++) {
      const u = b.flank.pickedUnit(i);
      b.atkSide[n++] = u;
      b.role[u] = Role.MAIN;
      b.plus[u] = b.flank.pickPlus[i]!;
    }
  }
  // the side's flags or-ed on the way (casualties asks only whether any unit rolls as attrition)
  let flags = 0;
  for (let i = 0; i < n; i++) {
    const u = b.atkSide[i]!;
    // markActed, written out (V8 stopped inlining it here once the fight's margin came from b.margin)
    b.acted[u] = turn;
    b.actedMask[b.maskWord[u]!]! |= b.maskBit[u]!;
    flags |= b.flags[u]!;
  }
  b.atkLen = n;
  b.atkFlags = flags;
  n = 0;
  b.defSide[n++] = t;
  b.role[t] = Role.MAIN;
  flags = b.flags[t]!;
  if (b.used[t]! > 0)
    for (let k = b.listStart[q * Ki.KINDS + Ki.CHANNELLED]!, end = b.listStart[q * Ki.KINDS + Ki.CHANNELLED + 1]!; k < end; k++) {
      const u = b.lists[k]!;
      if (b.controller[u] === t && b.status[u] === St.IN_PLAY) {
        b.defSide[n++] = u;
        b.role[u] = Role.SUPPORT;
        flags |= b.flags[u]!;
      }
    }
  b.defLen = n;
  b.defFlags = flags;
}

/** The attack's total now: the leading unit with its ship's support (assault) or the flank's parts, and reactions. */
function attackTotal(b: StarBattle): number {
  const t = b.target,
    flank = b.kind === Kind.FLANK;
  let a = 0;
  for (let i = 0, len = b.atkLen; i < len; i++) {
    const u = b.atkSide[i]!,
      r = b.role[u]!;
    if (b.status[u] !== St.IN_PLAY || r === Role.SUPPORT) continue;
    a += attackValue(b, u, t, flank || r === Role.REACTING) + (r === Role.MAIN && flank ? b.plus[u]! : 0);
  }
  return a;
}

/**
 * The defence's total now: the target with its channel units' support, and reactions.
 * ruling: launched interceptors give their ship +3 defence (002) and add no points of their own.
 */
function defenceTotal(b: StarBattle): number {
  const flank = b.kind === Kind.FLANK,
    lead = flank ? -1 : b.actor;
  let d = 0;
  for (let i = 0, len = b.defLen; i < len; i++) {
    const u = b.defSide[i]!;
    if (b.status[u] !== St.IN_PLAY || b.role[u] === Role.SUPPORT || b.flags[u]! & Fl.INTERCEPTOR) continue;
    d += defenceValue(b, u, lead, flank);
  }
  return d;
}

/** The attack's total less the defence's (attackTotal, defenceTotal), in one call. */
function attackMargin(b: StarBattle): number {
  return attackTotal(b) - defenceTotal(b);
}

/**
 * 002 Star Strife, Reaction Units: the defender may send reaction units that have not acted this
 * turn, or pass; then the attacker; and so on until both have passed. Interceptors launch from
 * their ship when it had an open channel at the start of the turn.
 */
function reactions(b: StarBattle, p: number, turn: number, log: StarLog | null): void {
  const q = b.player[b.target]!;
  // a defender that never reacts for this target (players.ts, chooseReactions) needs no list, unless the log names its passes
  const defN = (log !== null || b.sides[b.target]! >= REACT_FOR) && mayReact(b, q, true) ? reactionsAvailable(b, q, true, turn, b.reactDef) : 0,
    atkN = mayReact(b, p, false) ? reactionsAvailable(b, p, false, turn, b.reactAtk) : 0;
  // nobody with a unit that could be sent: both pass at once (and the log says nothing)
  if (defN === 0 && atkN === 0) return;
  let defAt = 0,
    atkAt = 0,
    passes = 0,
    defending = true;
  // with no unit on either side that rolls, each side is expected to keep its value (players.ts,
  // expected: twice it, in half points), and the values are those chooseAttack weighed (b.defence,
  // b.margin: nothing has rolled yet, and no unit whose value depends on the target takes part)
  let defEst: number, atkEst: number;
  if (((b.atkFlags | b.defFlags) & (Fl.ATTRITION | Fl.REACTION)) === 0) {
    defEst = 2 * b.defence;
    atkEst = 2 * (b.defence + b.margin);
  } else {
    defEst = estimate(b, false);
    atkEst = estimate(b, true);
  }
  while (passes < 2) {
    const side = defending ? q : p;
    const list = defending ? b.reactDef : b.reactAtk;
    const from = defending ? defAt : atkAt;
    const sent = defending ? chooseReactions(b, true, list, from, defN, defEst, atkEst) : chooseReactions(b, false, list, from, atkN, atkEst, defEst);
    passes = sent === 0 ? passes + 1 : 0;
    if (log !== null) {
      const names = Array.from(list.subarray(from, from + sent), (u) => log.unit(u));
      log.note(turn, sent === 0 ? `${log.who(side)} sends no reaction units.` : `${log.who(side)} sends ${names.join(", ")} into the fight.`, {
        action: sent === 0 ? "react pass" : "react",
        player: b.playerIds[side],
        acted: Array.from(list.subarray(from, from + sent), (u) => b.ids[u]),
      });
    }
    // what they add (players.ts, joined) was summed as they were chosen
    if (defending) defEst += b.reactAdds;
    else atkEst += b.reactAdds;
    for (let i = from; i < from + sent; i++) {
      const u = list[i]!;
      if (b.status[u] === St.ABOARD) {
        // launched interceptors take a channel of their ship for the turn
        setStatus(b, u, St.IN_PLAY);
        b.face[u] = 1;
        attach(b, u, b.controller[u]!);
        b.launched = 1;
      }
      markActed(b, u, turn);
      if (defending) {
        b.defSide[b.defLen++] = u;
        b.defFlags |= b.flags[u]!;
      } else {
        b.atkSide[b.atkLen++] = u;
        b.atkFlags |= b.flags[u]!;
      }
      b.role[u] = Role.REACTING;
      b.reacting[side]!++;
    }
    if (defending) defAt += sent;
    else atkAt += sent;
    defending = !defending;
  }
}

/**
 * Whether reactionsAvailable could list anything for the side: false only when it would list
 * nothing (no interceptor could launch from the target; no reaction unit in play that has not
 * acted and sits in no channel), so most fights skip the lists. A few bit operations a word.
 */
function mayReact(b: StarBattle, side: number, defending: boolean): boolean {
  const t = b.target;
  if (defending && b.hasInterceptors[side] && b.openAtStart[t]! > 0 && b.channels[t]! > b.used[t]!) return true;
  const words = b.words;
  for (let i = 0, w = side * words, k = (side * Ki.KINDS + Ki.REACTORS) * words; i < words; i++, w++, k++)
    if ((b.kindMask[k]! & b.inPlayMask[w]! & ~b.actedMask[w]! & ~b.heldMask[w]!) !== 0) return true;
  return false;
}

/** Units of a side that suffer casualties and roll for them: attrition and reaction units. */
const rollsAsAttrition = (f: number): boolean => (f & (Fl.ATTRITION | Fl.REACTION)) !== 0;

/**
 * 002 Star Strife, Attrition Units: when attrition or reaction units take part, they all roll
 * (their roll is their new value), and each side then loses as many of its attrition dice in the
 * fight as the other side's rolls kill (÷3 for attrition, ÷4 for others).
 * ruling: every other unit of a side facing enemy attrition units rolls a die of its size for
 * casualties only, its value staying (a side with no enemy attrition dice to kill does not roll).
 * ruling: both sides roll first (the attacker's units, then the defender's, in the order they
 * joined) and lose their casualties together; the side that kills chooses which dice fall
 * (players.ts), and a carrier's Repair Attrition may save each loss.
 */
function casualties(b: StarBattle, p: number, turn: number, roller: Roller, log: StarLog | null): boolean {
  // whether each side has a unit that rolls as attrition: read off the flags of its units or-ed
  // as they joined (gather, reactions), not a scan of the side that stops at the first one found
  // (where it stopped was the dice's doing, so its branches were often mispredicted)
  const atkAttr = rollsAsAttrition(b.atkFlags) ? 1 : 0,
    defAttr = rollsAsAttrition(b.defFlags) ? 1 : 0;
  if (atkAttr + defAttr === 0) return false;
  const words: string[] | null = log !== null ? [] : null;
  // each side's attrition units are listed as it rolls (b.lossUnit: the attacker's from 0, the defender's from n)
  const atkKills = killsBy(b, b.atkSide, b.atkLen, defAttr, 0, roller, words, log),
    atkListed = b.lossCount;
  const defKills = killsBy(b, b.defSide, b.defLen, atkAttr, b.n, roller, words, log),
    defListed = b.lossCount;
  if (log !== null)
    log.note(turn, `Attrition: ${words!.join("; ")}.`, {
      action: "attrition rolls",
      kills: { [b.playerIds[p]!]: atkKills, [b.playerIds[b.player[b.target]!]!]: defKills },
    });
  if (atkKills > 0) removeCasualties(b, b.n, b.n + defListed, atkKills, p, turn, roller, log);
  if (defKills > 0) removeCasualties(b, 0, atkListed, defKills, b.player[b.target]!, turn, roller, log);
  return true;
}

/**
 * The casualty rolls of one side: how many enemy attrition dice they kill (enemyAttr: 1 when the
 * enemy has a unit that rolls as attrition, else 0). Its attrition units in play go to b.lossUnit
 * from `at` on, with their keys for the casualty pick in b.lossKey (faces stay as rolled till the
 * fight's end), and how many to b.lossCount.
 */
function killsBy(
  b: StarBattle,
  side: Int32Array,
  len: number,
  enemyAttr: number,
  at: number,
  roller: Roller,
  words: string[] | null,
  log: StarLog | null,
): number {
  let kills = 0,
    listed = at;
  for (let i = 0; i < len; i++) {
    const u = side[i]!,
      f = b.flags[u]!;
    if (b.status[u] !== St.IN_PLAY) continue;
    if (rollsAsAttrition(f)) {
      if (!b.stuck[u]) b.face[u] = roller.roll(b.sides[u]!);
      const face = b.face[u]!;
      const k = attritionKills(face, (f & Fl.ATTRITION) !== 0, (f & Fl.INTERCEPTOR) !== 0);
      kills += k;
      // written for every unit that rolls, kept (the next one written past it) only for an attrition
      // unit; its key for the casualty pick (players.ts, pickListed) as well, as its face is read here
      b.lossUnit[listed] = u;
      b.lossKey[listed] = ((face << 8) | b.sides[u]!) + 1;
      listed += f & Fl.ATTRITION;
      if (words !== null) words.push(`${log!.whose(u)} rolls ${b.face[u]}${b.stuck[u] ? " (crippled, cannot roll)" : ""}: ${k}`);
    } else if (enemyAttr > 0) {
      const roll = roller.roll(b.sides[u]!);
      const k = attritionKills(roll, false);
      kills += k;
      if (words !== null) words.push(`${log!.whose(u)} rolls ${roll} for casualties: ${k}`);
    }
  }
  b.lossCount = listed - at;
  return kills;
}

/** The side listed in b.lossUnit[from .. end) (killsBy) loses `kills` of its attrition units, the killers' choice (players.ts). */
function removeCasualties(b: StarBattle, from: number, end: number, kills: number, by: number, turn: number, roller: Roller, log: StarLog | null): void {
  for (let k = 0; k < kills; k++) {
    const i = pickListed(b, from, end);
    if (i < 0) return;
    const u = b.lossUnit[i]!;
    // Repair Attrition: a carrier (or station) of the losing side with a carrier action left rolls its die
    const c = repairer(b, b.player[u]!, turn);
    if (c >= 0) {
      b.caUsed[c]!++;
      const roll = roller.roll(b.sides[c]!);
      if (repairs(roll)) {
        // passed over by the rest of this fight's picks (pickCasualty reads b.saved, pickListed the key)
        b.saved[u] = b.counters[2]!;
        b.lossKey[i] = 0;
        log?.note(turn, `${log.whose(c)} repairs: ${roll} is even, ${b.names[u]} is saved.`, {
          action: "repair",
          unit: b.ids[c],
          saved: b.ids[u],
          roll,
          carrierAction: true,
        });
        continue;
      }
      log?.note(turn, `${log.whose(c)} tries a repair: ${roll} is odd.`, { action: "repair", unit: b.ids[c], roll, carrierAction: true });
    }
    log?.note(turn, `${log.whose(u)} is lost to attrition.`, { action: "attrition loss", unit: b.ids[u], takenBy: b.playerIds[by] });
    lose(b, u, by);
  }
}

/** A carrier or station of side q with a carrier action left this turn, most sides first, or -1. */
function repairer(b: StarBattle, q: number, turn: number): number {
  let best = -1;
  // the side's carriers and stations in play (masks: StarBattle.inPlayMask)
  const words = b.words;
  for (let i = 0, w = q * words, first = b.firstUnit[q]!; i < words; i++, w++, first += 32) {
    let bits = b.kindMask[(q * Ki.KINDS + Ki.CARRIERS) * words + i]! & b.inPlayMask[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const u = first + 31 - Math.clz32(low);
      if (b.caTurn[u] !== turn) {
        b.caTurn[u] = turn;
        b.caUsed[u] = 0;
      }
      if (b.caUsed[u]! < b.caPerTurn[u]! && (best < 0 || b.sides[u]! > b.sides[best]!)) best = u;
    }
  }
  return best;
}

/**
 * Resolves the attack chooseAttack left in b (kind, actor or flank, target, and how it valued
 * them: defence, margin) by player p. Returns nothing; the table, the scores and the log say what
 * happened.
 */
export function engage(b: StarBattle, p: number, turn: number, roller: Roller, log: StarLog | null): void {
  const t = b.target,
    q = b.player[t]!,
    flank = b.kind === Kind.FLANK;
  b.counters[2]!++;
  b.reacting[0] = b.reacting[1] = 0;
  gather(b, p, turn);
  // the totals before reactions and casualties, for the log (a fight with rolls counts them again after)
  let a = 0,
    d = 0;
  if (log !== null) {
    a = attackTotal(b);
    d = defenceTotal(b);
    declare(b, p, turn, log, a, d);
  }
  if (b.hasReactions[p] || b.hasReactions[q]) reactions(b, p, turn, log);
  const rolled = casualties(b, p, turn, roller, log);
  // ruling: after casualties an assault needs more than the defence (equal is the even fight, both
  // taking damage), a flank at least as much (its own test); with every attacking unit lost the
  // defender holds and nobody else is hurt; a target lost to casualties is taken.
  // Without a log only the attack's margin over the defence is read (the escorts' need, and after
  // rolls who won), and only when a fight needs it: after rolls one call for both totals
  // (attackMargin), without them the margin chooseAttack found (b.margin)
  let result: "attacker" | "defender" | "tie" = "attacker",
    margin = 0;
  if (rolled) {
    if (log !== null) {
      a = attackTotal(b);
      d = defenceTotal(b);
      margin = a - d;
    }
    if (b.status[t] !== St.IN_PLAY) result = "attacker";
    else if (!anyAlive(b, b.atkSide, b.atkLen)) result = "defender";
    else {
      if (log === null) margin = attackMargin(b);
      if (margin > 0 || (flank && margin === 0)) result = "attacker";
      else if (!flank && margin === 0) result = "tie";
      else result = "defender";
    }
    log?.note(turn, `After casualties: ${log.who(p)} ${a} against ${log.who(q)} ${d}.`, { action: "totals", attack: a, defence: d });
  } else if (log !== null) margin = a - d;
  // nothing rolled, so no reaction unit joined (they roll), nor did any unit whose value depends on
  // the target (attrition units, mecha) take part: the totals are those chooseAttack weighed, its
  // attacker's value (or the flank's parts) against the target's defence with its channel units
  else margin = b.margin;
  const targetFace = b.face[t]!;
  // ruling: when the defender holds, the attacking die lost is the assaulting unit, or in a flank
  // the unit showing most; the damage each side takes is half the other's die (its own number).
  // That unit (leadOf) is looked for only when the defender holds or the fight is even, before
  // any damage, as most fights the attacker wins
  if (result === "attacker") {
    if (b.status[t] === St.IN_PLAY) {
      // ruling: escorts standing in do not change the attacker's damage (half the target's die)
      const standing = chooseStandIn(b, q, t, margin);
      if (standing > 0) {
        for (let i = 0; i < standing; i++) {
          const e = b.sent[i]!;
          markActed(b, e, turn);
          if (log !== null)
            log.note(turn, `${log.whose(e)} showing ${b.face[e]} stands in for ${b.names[t]} and is taken (${b.sides[e]} points).`, {
              action: "stand in",
              unit: b.ids[e],
              for: b.ids[t],
              acted: [b.ids[e]],
            });
          lose(b, e, p);
        }
      } else {
        if (log !== null)
          log.note(turn, `${log.who(p)} takes ${log.whose(t)} (${b.sides[t]} points).`, { action: "take", player: b.playerIds[p], target: b.ids[t] });
        lose(b, t, p);
      }
    }
    damageAttacker(b, damageFrom(targetFace), q);
  } else if (result === "defender") {
    const lead = leadOf(b);
    const leadFace = lead >= 0 ? b.face[lead]! : 0;
    if (lead >= 0) {
      if (log !== null)
        log.note(turn, `${log.who(q)} holds: ${log.whose(lead)} is lost (${b.sides[lead]} points to ${log.who(q)}).`, {
          action: "defender wins",
          unit: b.ids[lead],
        });
      lose(b, lead, q);
    }
    damageDefender(b, damageFrom(leadFace), p);
  } else {
    const lead = leadOf(b);
    const leadFace = lead >= 0 ? b.face[lead]! : 0;
    if (log !== null) log.note(turn, "The fight is even: both sides take damage.", { action: "tie" });
    damageAttacker(b, damageFrom(targetFace), q);
    damageDefender(b, damageFrom(leadFace), p);
  }
  if (log !== null) aftermath(b, turn, log);
  for (let i = 0, len = b.atkLen; i < len; i++) b.role[b.atkSide[i]!] = Role.NONE;
  for (let i = 0, len = b.defLen; i < len; i++) b.role[b.defSide[i]!] = Role.NONE;
}

function leadOf(b: StarBattle): number {
  if (b.kind === Kind.ASSAULT) return b.status[b.actor] === St.IN_PLAY ? b.actor : -1;
  // the flank's unit in play showing most, first on a tie, kept with masks rather than branches
  // on faces and losses the dice made: a unit's key is its face (1 or more) when it is a main
  // unit in play (status ^ IN_PLAY, role ^ MAIN are 0 only then), else 0
  let lead = -1,
    most = 0;
  for (let i = 0, len = b.atkLen; i < len; i++) {
    const u = b.atkSide[i]!;
    const ok = (((b.status[u]! ^ St.IN_PLAY) | (b.role[u]! ^ Role.MAIN)) - 1) >> 31;
    const key = b.face[u]! & ok,
      more = (most - key) >> 31;
    most ^= (most ^ key) & more;
    lead ^= (lead ^ u) & more;
  }
  return lead;
}

/**
 * The attacker's damage: in a direct assault taken first off the accompanying channel units (002:
 * a supported direct assault) and then by the assaulting die with the 4-sided floor; in a flank,
 * or with reaction units alongside, spread as the attacker wishes.
 */
function damageAttacker(b: StarBattle, damage: number, by: number): void {
  if (damage <= 0) return;
  // the attacker's reaction units still in play (b.reacting: the attacker is the player the damage is not by)
  if (b.kind === Kind.ASSAULT && b.reacting[1 - by] === 0) {
    let left = damage;
    for (let i = 1; i < b.atkLen && left > 0; i++) {
      const s = b.atkSide[i]!;
      if (b.status[s] !== St.IN_PLAY) continue;
      const take = Math.min(left, b.face[s]!);
      left -= take;
      reduce(b, s, b.face[s]! - take, by);
    }
    if (b.status[b.actor] === St.IN_PLAY) assaultDamage(b, b.actor, left, by);
  } else spread(b, b.atkSide, b.atkLen, damage, by);
}

/** "The defender then suffers damage as if he were the attacker": one target takes it with the floor; with reaction units, spread. */
function damageDefender(b: StarBattle, damage: number, by: number): void {
  if (damage <= 0) return;
  if (b.reacting[1 - by] === 0) {
    if (b.status[b.target] === St.IN_PLAY) assaultDamage(b, b.target, damage, by);
  } else spread(b, b.defSide, b.defLen, damage, by);
}

function declare(b: StarBattle, p: number, turn: number, log: StarLog, a: number, d: number): void {
  const t = b.target;
  const parts: string[] = [];
  for (let i = 0; i < b.atkLen; i++) {
    const u = b.atkSide[i]!;
    parts.push(
      b.role[u] === Role.SUPPORT ? `with ${log.unit(u)} in support` : `${log.unit(u)} showing ${b.face[u]}${b.plus[u] && b.kind === Kind.FLANK ? " +1" : ""}`,
    );
  }
  const verb = b.kind === Kind.ASSAULT ? "assaults" : "flank";
  log.note(turn, `${log.who(p)}: ${parts.join(", ")} ${verb} ${log.whose(t)} showing ${b.face[t]} (attack ${a} against defence ${d}).`, {
    action: b.kind === Kind.ASSAULT ? "assault" : "flank",
    player: b.playerIds[p],
    target: b.ids[t],
    attack: a,
    defence: d,
    acted: Array.from(b.atkSide.subarray(0, b.atkLen), (u) => b.ids[u]),
  });
}

function aftermath(b: StarBattle, turn: number, log: StarLog): void {
  const seen: string[] = [];
  for (let i = 0; i < b.atkLen; i++) seen.push(log.state(b.atkSide[i]!));
  for (let i = 0; i < b.defLen; i++) seen.push(log.state(b.defSide[i]!));
  log.note(turn, `After the fight: ${seen.join(", ")}.`, {
    action: "after",
    faces: Object.fromEntries(
      [...b.atkSide.subarray(0, b.atkLen), ...b.defSide.subarray(0, b.defLen)].map((u) => [b.ids[u], b.status[u] === St.IN_PLAY ? b.face[u] : "lost"]),
    ),
  });
}

/**
 * engage for a game without a log, the same fight die for die, with the parts the general one
 * calls written out here (gathering the sides, both sides' casualty rolls, the casualties each
 * takes and the repairs, the defender's damage): each of them was a call V8 did not inline, so a
 * fight made half a dozen real calls. Reactions, the escorts' choice, spread damage and a unit's
 * loss are still called (they are long, or recursive). engage-quiet.test.ts plays it against
 * engage (the logged game) on the benchmark's fleets and on random ones.
 */
export function engageQuiet(b: StarBattle, p: number, turn: number, source: RandomSource): void {
  const t = b.target,
    q = b.player[t]!,
    flank = b.kind === Kind.FLANK;
  b.counters[2]!++;
  b.reacting[0] = b.reacting[1] = 0;
  // gather (see there): the attack's units and the target's, each side's flags or-ed
  let n = 0,
    flags = 0;
  if (!flank) {
    const a = b.actor;
    b.atkSide[n++] = a;
    b.role[a] = Role.MAIN;
    if (b.used[a]! > 0)
      for (let k = b.listStart[p * Ki.KINDS + Ki.CHANNELLED]!, end = b.listStart[p * Ki.KINDS + Ki.CHANNELLED + 1]!; k < end; k++) {
        const u = b.lists[k]!;
        if (b.controller[u] === a && b.status[u] === St.IN_PLAY && b.acted[u] !== turn) {
          b.atkSide[n++] = u;
          b.role[u] = Role.SUPPORT;
        }
      }
  } else {
    const f = b.flank;
    for (let i = 0, len = f.len; i < len; i++) {
      const u = f.meta[f.pick[i]!]! >> 8;
      b.atkSide[n++] = u;
      b.role[u] = Role.MAIN;
      b.plus[u] = f.pickPlus[i]!;
    }
  }
  for (let i = 0; i < n; i++) {
    const u = b.atkSide[i]!;
    b.acted[u] = turn;
    b.actedMask[b.maskWord[u]!]! |= b.maskBit[u]!;
    flags |= b.flags[u]!;
  }
  b.atkLen = n;
  b.atkFlags = flags;
  n = 0;
  b.defSide[n++] = t;
  b.role[t] = Role.MAIN;
  flags = b.flags[t]!;
  if (b.used[t]! > 0)
    for (let k = b.listStart[q * Ki.KINDS + Ki.CHANNELLED]!, end = b.listStart[q * Ki.KINDS + Ki.CHANNELLED + 1]!; k < end; k++) {
      const u = b.lists[k]!;
      if (b.controller[u] === t && b.status[u] === St.IN_PLAY) {
        b.defSide[n++] = u;
        b.role[u] = Role.SUPPORT;
        flags |= b.flags[u]!;
      }
    }
  b.defLen = n;
  b.defFlags = flags;
  if (b.hasReactions[p] || b.hasReactions[q]) reactionsQuiet(b, p, turn);
  // casualties (see there): both sides roll, the attacker's units first, then each loses its dice
  const atkAttr = (b.atkFlags & (Fl.ATTRITION | Fl.REACTION)) !== 0 ? 1 : 0,
    defAttr = (b.defFlags & (Fl.ATTRITION | Fl.REACTION)) !== 0 ? 1 : 0;
  let result = Result.ATTACKER,
    margin: number;
  if (atkAttr + defAttr !== 0) {
    let atkKills = 0,
      defKills = 0,
      atkListed = 0,
      defListed = 0;
    // side 0 the attacker's (listed from 0, against the defender's attrition), side 1 the defender's (from n)
    for (let s = 0; s < 2; s++) {
      const side = s === 0 ? b.atkSide : b.defSide,
        len = s === 0 ? b.atkLen : b.defLen,
        enemyAttr = s === 0 ? defAttr : atkAttr,
        at = s === 0 ? 0 : b.n;
      let kills = 0,
        listed = at;
      for (let i = 0; i < len; i++) {
        const u = side[i]!,
          f = b.flags[u]!;
        if (b.status[u] !== St.IN_PLAY) continue;
        if ((f & (Fl.ATTRITION | Fl.REACTION)) !== 0) {
          // (a quiet game records no faces: its draws go straight to the source, a d1 drawing none as Roller's)
          const su = b.sides[u]!;
          if (!b.stuck[u]) b.face[u] = su === 1 ? 1 : source.next(su);
          const face = b.face[u]!;
          kills += attritionKills(face, (f & Fl.ATTRITION) !== 0, (f & Fl.INTERCEPTOR) !== 0);
          b.lossUnit[listed] = u;
          b.lossKey[listed] = ((face << 8) | b.sides[u]!) + 1;
          listed += f & Fl.ATTRITION;
        } else if (enemyAttr > 0) {
          const su = b.sides[u]!;
          kills += attritionKills(su === 1 ? 1 : source.next(su), false);
        }
      }
      if (s === 0) {
        atkKills = kills;
        atkListed = listed;
      } else {
        defKills = kills;
        defListed = listed - at;
      }
    }
    b.lossCount = defListed;
    // the defender's losses to the attacker's rolls, then the attacker's (removeCasualties, repairer)
    for (let s = 0; s < 2; s++) {
      const kills = s === 0 ? atkKills : defKills;
      if (kills === 0) continue;
      const from = s === 0 ? b.n : 0,
        end = s === 0 ? b.n + defListed : atkListed,
        by = s === 0 ? p : q,
        loser = 1 - by;
      for (let k = 0; k < kills; k++) {
        const i = pickListed(b, from, end);
        if (i < 0) break;
        const u = b.lossUnit[i]!;
        // Repair Attrition: the losing side's carrier (or station) with an action left, most sides first
        let c = -1;
        for (let bits = b.kindMask[(loser * Ki.KINDS + Ki.CARRIERS) * b.words]! & b.inPlayMask[loser * b.words]!, first = b.firstUnit[loser]!; bits !== 0;) {
          const low = bits & -bits;
          bits ^= low;
          const v = first + 31 - Math.clz32(low);
          if (b.caTurn[v] !== turn) {
            b.caTurn[v] = turn;
            b.caUsed[v] = 0;
          }
          if (b.caUsed[v]! < b.caPerTurn[v]! && (c < 0 || b.sides[v]! > b.sides[c]!)) c = v;
        }
        if (c >= 0) {
          b.caUsed[c]!++;
          const sc = b.sides[c]!;
          if (repairs(sc === 1 ? 1 : source.next(sc))) {
            b.saved[u] = b.counters[2]!;
            b.lossKey[i] = 0;
            continue;
          }
        }
        lose(b, u, by);
      }
    }
    if (b.status[t] !== St.IN_PLAY) margin = 0;
    else if (!anyAlive(b, b.atkSide, b.atkLen)) {
      result = Result.DEFENDER;
      margin = 0;
    } else {
      margin = attackMargin(b);
      if (margin > 0 || (flank && margin === 0)) result = Result.ATTACKER;
      else if (!flank && margin === 0) result = Result.TIE;
      else result = Result.DEFENDER;
    }
  } else margin = b.margin;
  const targetFace = b.face[t]!;
  if (result === Result.ATTACKER) {
    if (b.status[t] === St.IN_PLAY) {
      // chooseStandIn with one mask word a side (players.ts)
      const standing = standInOneWord(b, q, t, Math.max(1, margin), b.sides[t]!);
      if (standing > 0)
        for (let i = 0; i < standing; i++) {
          const e = b.sent[i]!;
          b.acted[e] = turn;
          b.actedMask[b.maskWord[e]!]! |= b.maskBit[e]!;
          lose(b, e, p);
        }
      else lose(b, t, p);
    }
    damageAttacker(b, damageFrom(targetFace), q);
  } else {
    const lead = leadOf(b);
    const leadFace = lead >= 0 ? b.face[lead]! : 0;
    if (result === Result.DEFENDER) {
      if (lead >= 0) lose(b, lead, q);
    } else damageAttacker(b, damageFrom(targetFace), q);
    // damageDefender (see there)
    const damage = damageFrom(leadFace);
    if (damage > 0) {
      if (b.reacting[q] === 0) {
        if (b.status[t] === St.IN_PLAY) assaultDamage(b, t, damage, p);
      } else spread(b, b.defSide, b.defLen, damage, p);
    }
  }
  for (let i = 0, len = b.atkLen; i < len; i++) b.role[b.atkSide[i]!] = Role.NONE;
  for (let i = 0, len = b.defLen; i < len; i++) b.role[b.defSide[i]!] = Role.NONE;
}

/**
 * reactions for engageQuiet (one mask word a side, no log), the same sequence: the lists of the
 * units each side may send (players.ts, reactionsAvailable) read off the side's word here, and a
 * unit sent marked as acted here, where the general one made a call for each.
 */
function reactionsQuiet(b: StarBattle, p: number, turn: number): void {
  const t = b.target,
    q = b.player[t]!;
  // the defender's list only for a target it would react for (chooseReactions), the attacker's always
  const defN = b.sides[t]! >= REACT_FOR ? listReactions(b, q, true, turn, b.reactDef) : 0;
  // with nothing that rolls in the fight, each side is expected at the values chooseAttack weighed,
  // by which the attack wins (an assault beats the defence, a flank meets it): when the defender
  // sends nobody, the attacker sends nobody either, so its list is not made (most such fights)
  if (defN === 0 && ((b.atkFlags | b.defFlags) & (Fl.ATTRITION | Fl.REACTION)) === 0) return;
  const atkN = listReactions(b, p, false, turn, b.reactAtk);
  if (defN === 0 && atkN === 0) return;
  let defAt = 0,
    atkAt = 0,
    passes = 0,
    defending = true;
  let defEst: number, atkEst: number;
  if (((b.atkFlags | b.defFlags) & (Fl.ATTRITION | Fl.REACTION)) === 0) {
    defEst = 2 * b.defence;
    atkEst = 2 * (b.defence + b.margin);
  } else {
    defEst = estimate(b, false);
    atkEst = estimate(b, true);
  }
  while (passes < 2) {
    const side = defending ? q : p;
    const list = defending ? b.reactDef : b.reactAtk;
    const from = defending ? defAt : atkAt;
    const sent = defending ? chooseReactions(b, true, list, from, defN, defEst, atkEst) : chooseReactions(b, false, list, from, atkN, atkEst, defEst);
    passes = sent === 0 ? passes + 1 : 0;
    if (defending) defEst += b.reactAdds;
    else atkEst += b.reactAdds;
    for (let i = from; i < from + sent; i++) {
      const u = list[i]!;
      if (b.status[u] === St.ABOARD) {
        setStatus(b, u, St.IN_PLAY);
        b.face[u] = 1;
        attach(b, u, b.controller[u]!);
        b.launched = 1;
      }
      b.acted[u] = turn;
      b.actedMask[side]! |= b.maskBit[u]!;
      if (defending) {
        b.defSide[b.defLen++] = u;
        b.defFlags |= b.flags[u]!;
      } else {
        b.atkSide[b.atkLen++] = u;
        b.atkFlags |= b.flags[u]!;
      }
      b.role[u] = Role.REACTING;
      b.reacting[side]!++;
    }
    if (defending) defAt += sent;
    else atkAt += sent;
    defending = !defending;
  }
}

/**
 * reactionsAvailable (players.ts) with one mask word a side, mayReact's test first: interceptors
 * aboard the target that may launch, then the free reaction units not acted, most sides first.
 */
function listReactions(b: StarBattle, side: number, defending: boolean, turn: number, list: Int32Array): number {
  // interceptors wait aboard only the ships flagged HOSTS (battle.ts), so another target's list has none
  let n = defending && b.hasInterceptors[side] && b.flags[b.target]! & Fl.HOSTS ? interceptorsAboard(b, side, list) : 0;
  const free = n;
  let bits = b.kindMask[side * Ki.KINDS + Ki.REACTORS]! & b.inPlayMask[side]! & ~b.actedMask[side]! & ~b.heldMask[side]!;
  for (const first = b.firstUnit[side]!; bits !== 0;) {
    const low = bits & -bits;
    bits ^= low;
    const u = first + 31 - Math.clz32(low);
    if (b.role[u] !== 0) continue;
    const su = b.sides[u]!;
    let j = n++;
    for (; j > free && b.sides[list[j - 1]!]! < su; j--) list[j] = list[j - 1]!;
    list[j] = u;
  }
  return n;
}

/** Who won a fight (engageQuiet). */
enum Result {
  ATTACKER = 0,
  DEFENDER = 1,
  TIE = 2,
}

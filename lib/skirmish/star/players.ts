// The automated Star Strife player's decisions: which attack to make, which reaction units to send,
// which escorts stand in, where damage goes, which attrition dice its casualties take. Simple rules
// of thumb, each said beside its code; everything works in the battle's scratch arrays.
import type { StarBattle } from "./battle";
import * as rules from "./rules";
import * as values from "./values";

// battle.ts's numbers this file uses, as enums of its own: one file at a time (tsx, the tests) or
// bundled, a use of an enum declared in the same file is written in as its number, where an
// imported one is a read of another module's export at every use (enums.test.ts checks that
// they are battle.ts's).
export enum St {
  IN_PLAY = 1,
  ABOARD = 2,
  TAKEN = 3,
}
export enum Fl {
  ATTRITION = 1,
  REACTION = 2,
  STATION = 16,
  INTERCEPTOR = 128,
  MECHA = 256,
  FIGHTER = 512,
  STACKS = 2048,
  FLANK_PLUS = 4096,
}
export enum Ki {
  REACTORS = 0,
  ESCORTS = 1,
  CHANNELLED = 5,
  KINDS = 6,
}
export enum Kind {
  ASSAULT = 1,
  FLANK = 2,
}
export enum Role {
  MAIN = 1,
  SUPPORT = 2,
  REACTING = 3,
}

// tsx runs this as CommonJS, where every imported name is a getter call; hot code reads local copies.
// The hot loops read the battle's tables through it (b.face[u]), not local copies: V8 knows the map
// of what a battle's field holds, while a local's map was checked again at every turn of a loop
// (callgrind: about 2 % of the instructions a game, as in Medieval Strife).
const { afterAssaultDamage, damageFrom } = rules;
const { attackValue, defenceValue, mayKill } = values;

/**
 * p's units that may attack this phase (in play, not acted, not a carrier, not in a ship's channel)
 * into b.byAtk, as keys of attack and slot (see there): the part of their attack that does not
 * depend on the target (die, guided missiles, station, Coordinate, channel support: values.ts)
 * and the unit. Returns how many.
 */
function gatherAttackers(b: StarBattle, p: number, turn: number): number {
  // only a carrier action gives Coordinate's +1 (phase.ts), and a side without carriers to spare spends none
  const coordinates = b.mayCoordinate;
  let m = 0,
    dep = 0,
    mostKey = 0;
  // the side's slots in play, not acted, not a carrier, not in a ship's channel: a few bit
  // operations a word (see StarBattle.inPlayMask), lowest slot first as a scan would find them
  for (let w = p * b.words, wEnd = w + b.words, first = b.firstUnit[p]!; w < wEnd; w++, first += 32) {
    let bits = b.inPlayMask[w]! & ~b.actedMask[w]! & ~b.heldMask[w]! & b.mayAttackMask[w]!;
    dep |= bits & b.depMask[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const u = first + 31 - Math.clz32(low);
      // byAtk: the units as keys baseAtk << 16 | u (0 ≤ baseAtk < 2^15, u < 2^16), so that
      // least baseAtk first, set-up order on a tie, is least key first (chooseAttack picks them
      // in that order as it needs them, rather than every phase sorting them all)
      const key = ((b.face[u]! + b.atkBonus[u]! + (coordinates && b.coordinated[u] === turn ? 1 : 0) + b.supportAtk[u]!) << 16) | u;
      b.byAtk[m++] = key;
      // the most key so far, kept without a branch (which unit is strongest is the dice's doing,
      // so a branch on it was often mispredicted): keys are 0 to 2^31 − 1, so mostKey − key is
      // negative exactly when key is more, and its sign as a mask picks key
      mostKey ^= (mostKey ^ key) & ((mostKey - key) >> 31);
    }
  }
  b.mostAtk = mostKey >> 16;
  b.attackersDep = dep !== 0;
  return m;
}

/**
 * What gatherFlank would list when no value depends on the target (stations never flank), from
 * the keys of gatherAttackers: the most the candidates add up to (b.flankTotal), how many
 * (b.flankCount) and the most one of them adds (b.flankMost). Made only when a phase first needs
 * them (most phases assault the first prize they look at).
 */
function flankBounds(b: StarBattle, m: number): void {
  let flankTotal = 0,
    flankCount = 0,
    flankMost = 0;
  for (let i = 0; i < m; i++) {
    const key = b.byAtk[i]!,
      u = key & 0xffff,
      f = b.flags[u]!;
    if (f & Fl.STATION) continue;
    // without the channel support: what the unit flanks with (values.ts, attackValue)
    const v = (key >> 16) - b.supportAtk[u]!;
    if (v < 1) continue;
    // its one (Light Cruiser, Gunboats) read off the flag bit, and the most kept with a mask, not a branch on the dice
    const most = v + ((f & Fl.FLANK_PLUS) >> 12);
    flankTotal += most;
    flankCount++;
    flankMost ^= (flankMost ^ most) & ((flankMost - most) >> 31);
  }
  b.flankTotal = flankTotal;
  b.flankCount = flankCount;
  b.flankMost = flankMost;
}

/**
 * Whether unit u can afford to assault t: rule of thumb, an assault that would cost the attacking
 * die (after its channel units take their share of the damage) is made only when the target is
 * worth more sides than the attacker.
 */
function worthIt(b: StarBattle, u: number, t: number): boolean {
  // a bigger prize is worth any trade (tested first: it needs no damage worked out)
  if (b.sides[t]! > b.sides[u]!) return true;
  let damage = damageFrom(b.face[t]!);
  if (b.used[u]! > 0) {
    const p = b.player[u]!;
    for (let k = b.listStart[p * Ki.KINDS + Ki.CHANNELLED]!, end = b.listStart[p * Ki.KINDS + Ki.CHANNELLED + 1]!; k < end && damage > 0; k++) {
      const c = b.lists[k]!;
      if (b.controller[c] === u && b.status[c] === St.IN_PLAY) damage -= Math.min(damage, b.face[c]!);
    }
  }
  return afterAssaultDamage(b.sides[u]!, b.face[u]!, damage) > 0;
}

/**
 * Heuristic "biggest prize first", as the ROtGB player: enemy units most sides first; the first
 * that can be taken is attacked. A direct assault by the unit attacking least above its defence
 * (first listed on a tie), if it can kill it and the trade is worth it (`worthIt`); else a flank
 * (exactly the target's value, or past it with fighters and mecha stacking), never with a station.
 * Leaves the choice in b.kind, b.actor, b.target (and b.flank), and in b.defence and b.margin the
 * defence and what the attack beats it by, as valued here.
 */
export function chooseAttack(b: StarBattle, p: number, turn: number): void {
  b.kind = 0;
  const m = gatherAttackers(b, p, turn);
  if (m === 0) return;
  // bonuses that depend on the target: the asteroid field's (attrition units), and mecha's. Only
  // units with such a bonus (flags & dep) are valued per target; the others attack with baseAtk.
  // Without such a unit among the attackers (b.depMask; mecha sitting in a channel do not attack)
  // every attacker values every target alike.
  const special = b.attackersDep;
  const dep = special ? (b.asteroids ? Fl.ATTRITION | Fl.MECHA : Fl.MECHA) : 0;
  let gathered = false,
    bounded = false;
  const most = b.mostAtk;
  const base = p * b.n,
    foesEnd = base + b.foesLen[p]!;
  // the prizes in play, most sides first: with one mask word a side, the bits of b.prizeMask (no
  // status read, nor a branch on it, for those the fights took); else a walk down the foes list, those
  // lost at its head passed over for good (spare slots may come yet)
  const bitsKept = b.words === 1;
  let prizes = b.prizeMask[p]!;
  let k = base + b.foesHead[p]!;
  if (!bitsKept) {
    while (k < foesEnd && b.status[b.foes[k]!]! >= St.TAKEN) k++;
    b.foesHead[p] = k - base;
  }
  for (;;) {
    let t: number;
    if (bitsKept) {
      if (prizes === 0) break;
      t = b.foes[base + 31 - Math.clz32(prizes & -prizes)]!;
      prizes &= prizes - 1;
    } else {
      if (k >= foesEnd) break;
      t = b.foes[k++]!;
      if (b.status[t] !== St.IN_PLAY) continue;
    }
    const d = defenceValue(b, t, -1, false);
    const mechaTarget = (b.flags[t]! & Fl.MECHA) !== 0;
    let pick = -1,
      margin = 0,
      defence = 0;
    if (!special && !mechaTarget) {
      // every attacker values t at its baseAtk: the least key of byAtk above d that may kill t and
      // finds it worth it is the least attack above the defence (set-up order on a tie); no
      // attacker beats d when the best does not
      if (most > d) {
        // the keys above every key of an attack of d or less, least first: each step takes the
        // least key above the last one tried (usually the first one tried will do)
        let last = (d << 16) | 0xffff;
        for (;;) {
          let next = 0x7fffffff;
          for (let i = 0; i < m; i++) {
            const key = b.byAtk[i]!;
            // next = key when last < key < next, as arithmetic rather than a branch on the
            // dice-made values: both differences are negative exactly then (keys and bounds
            // are 0 to 2^31 − 1, so neither overflows), and their signs together make the mask
            next ^= (next ^ key) & (((last - key) & (key - next)) >> 31);
          }
          if (next === 0x7fffffff) break;
          const u = next & 0xffff;
          if (mayKill(b, u, t) && worthIt(b, u, t)) {
            pick = u;
            margin = (next >> 16) - d;
            defence = d;
            break;
          }
          last = next;
        }
      }
    } else {
      let least = 0x7fffffff;
      for (let i = 0; i < m; i++) {
        const key = b.byAtk[i]!,
          u = key & 0xffff;
        const a = b.flags[u]! & dep ? attackValue(b, u, t, false) : key >> 16;
        if (a <= d && !mechaTarget) continue;
        // a fighter assaulting mecha meets their −1 (defenceValue with the attacker)
        const du = mechaTarget && b.flags[u]! & Fl.FIGHTER ? defenceValue(b, t, u, false) : d;
        if (a > du && a < least && mayKill(b, u, t) && worthIt(b, u, t)) {
          pick = u;
          least = a;
          margin = a - du;
          defence = du;
        }
      }
    }
    if (pick >= 0) {
      b.kind = Kind.ASSAULT;
      b.actor = pick;
      b.target = t;
      b.margin = margin;
      b.defence = defence;
      return;
    }
    // with no target-dependent values, no flank is possible unless two candidates or more, each
    // with its one, add up to the flank defence, and one of them is at least half of it
    // (FlankFinder.find's first part, findStack's): not worth gathering
    // (a flank's defence differs from an assault's only at a station: values.ts)
    const df = b.flags[t]! & Fl.STATION ? defenceValue(b, t, -1, true) : d;
    if (dep === 0) {
      if (!bounded) {
        flankBounds(b, m);
        bounded = true;
      }
      if (b.flankCount < 2 || b.flankTotal < df || 2 * b.flankMost < df) continue;
    }
    // the flank's parts depend on the target only through the units in `dep`: gathered once, and
    // again only when one of those values against this target differs from the list's
    if (!gathered || (dep !== 0 && !sameFlank(b, m, t, dep))) {
      gatherFlank(b, m, t, dep);
      gathered = true;
    }
    if (b.flank.m >= 2 && flankOn(b, df)) {
      b.kind = Kind.FLANK;
      b.actor = -1;
      b.target = t;
      let total = 0;
      for (let i = 0; i < b.flank.len; i++) total += b.flank.pickedValue(i);
      b.margin = total - df;
      b.defence = df;
      return;
    }
  }
}

/**
 * The flank's candidates against t: the attackers but stations, at their flank value (no channel
 * support). The values of the units in `dep` (target-dependent bonuses) are kept in b.depAtk.
 */
function gatherFlank(b: StarBattle, m: number, t: number, dep: number): void {
  const f = b.flank;
  // written straight into the finder's list, most first and ties in the order met (the order its
  // add() keeps), then filled(): a call of add() per candidate cost more than the rest
  const { value, meta } = f;
  let n = 0,
    stackers = 0;
  for (let i = 0; i < m; i++) {
    const key = b.byAtk[i]!,
      u = key & 0xffff,
      fl = b.flags[u]!;
    // 002 Stations: they may be flanked, but never flank
    if (fl & Fl.STATION) continue;
    let a: number;
    if (fl & dep) a = b.depAtk[u] = attackValue(b, u, t, true);
    else a = (key >> 16) - b.supportAtk[u]!;
    if (a < 1) continue;
    stackers += (fl & Fl.STACKS) >> 11;
    // FlankFinder.pack(u, plus, -1, stacks) as shifts of the flag bits: the unit from bit 8, STACKS
    // (bit 11) to its stacking bit 7, FLANK_PLUS (bit 12) to its bit 6, tag + 1 = 0 (a call of
    // pack read its bits off the module at every candidate; decisions.test.ts checks the flanks)
    const packed = (u << 8) | ((fl & Fl.STACKS) >> 4) | ((fl & Fl.FLANK_PLUS) >> 6);
    let j = n++;
    for (; j > 0 && value[j - 1]! < a; j--) {
      value[j] = value[j - 1]!;
      meta[j] = meta[j - 1]!;
    }
    value[j] = a;
    meta[j] = packed;
  }
  b.stackers = stackers;
  f.filled(n);
}

/**
 * Whether the candidates gathered for an earlier target are those of t too: the list is made from
 * the values alone, and only the units in `dep` may value t differently.
 */
function sameFlank(b: StarBattle, m: number, t: number, dep: number): boolean {
  for (let i = 0; i < m; i++) {
    const u = b.byAtk[i]! & 0xffff,
      fl = b.flags[u]!;
    if (fl & Fl.STATION || !(fl & dep)) continue;
    if (attackValue(b, u, t, true) !== b.depAtk[u]) return false;
  }
  return true;
}

/** A flank from the candidates gathered on a flank defence of d: exact, or (fighters and mecha only) stacked past it. */
function flankOn(b: StarBattle, d: number): boolean {
  return b.flank.find(d) || (b.stackers >= 2 && b.flank.findStack(d));
}

/**
 * A unit's expected value once the fight's rolls are made, in half points (an average of a die is a
 * half, and whole numbers keep the sums small integers; the players only compare them): attrition
 * and reaction units roll (their average), others keep their value.
 */
function expected(b: StarBattle, u: number, value: number): number {
  const f = b.flags[u]!;
  if (!(f & (Fl.ATTRITION | Fl.REACTION)) || b.stuck[u]) return 2 * value;
  return 2 * (value - b.face[u]!) + b.sides[u]! + 1;
}

/** A side's expected total in the fight, in half points (interceptors give their ship +3 and no points: engage.ts). */
export function estimate(b: StarBattle, attacking: boolean): number {
  const side = attacking ? b.atkSide : b.defSide,
    len = attacking ? b.atkLen : b.defLen,
    flank = b.kind === Kind.FLANK,
    t = b.target,
    lead = flank ? -1 : b.actor;
  let sum = 0;
  for (let i = 0; i < len; i++) {
    const u = side[i]!,
      r = b.role[u]!;
    if (b.status[u] !== St.IN_PLAY || r === Role.SUPPORT || (!attacking && b.flags[u]! & Fl.INTERCEPTOR)) continue;
    const v = attacking ? attackValue(b, u, t, flank || r === Role.REACTING) + (flank && r === Role.MAIN ? b.plus[u]! : 0) : defenceValue(b, u, lead, flank);
    sum += expected(b, u, v);
  }
  return sum;
}

/** What a reaction unit is expected to add to its side, in half points: interceptors +3 to their ship, others their average (and the asteroid field's bonus). */
function joins(b: StarBattle, u: number, defending: boolean): number {
  if (b.flags[u]! & Fl.INTERCEPTOR) return defending ? 6 : 0;
  return b.sides[u]! + 1 + 2 * (b.asteroids ? (defending ? 3 : b.flags[b.target]! & Fl.ATTRITION ? 0 : 2) : 0);
}

/**
 * The interceptors of `side` aboard the target that may launch to defend it, into the start of
 * `list` (ruling: interceptors guard only their own ship; as many as its channels open since the
 * turn began allow); returns how many. Shared by reactionsAvailable and engage.ts's quiet list.
 */
export function interceptorsAboard(b: StarBattle, side: number, list: Int32Array): number {
  let n = 0;
  const t = b.target;
  let room = Math.min(b.openAtStart[t]!, b.channels[t]! - b.used[t]!);
  for (let k = b.listStart[side * Ki.KINDS + Ki.CHANNELLED]!, end = b.listStart[side * Ki.KINDS + Ki.CHANNELLED + 1]!; k < end && room > 0; k++) {
    const u = b.lists[k]!;
    if (b.flags[u]! & Fl.INTERCEPTOR && b.status[u] === St.ABOARD && b.controller[u] === t) {
      list[n++] = u;
      room--;
    }
  }
  return n;
}

/**
 * The reaction units of `side` that may join this fight, in the order the automated player sends
 * them: interceptors aboard the target (ruling: interceptors guard only their own ship; as many as
 * its channels open since the turn began allow),
 * then free reaction units that have not acted, most sides first. Into `list`; returns how many.
 */
export function reactionsAvailable(b: StarBattle, side: number, defending: boolean, turn: number, list: Int32Array): number {
  let n = defending && b.hasInterceptors[side] ? interceptorsAboard(b, side, list) : 0;
  const free = n;
  // the side's reaction units in play, not acted, not in a channel (masks: StarBattle.inPlayMask)
  const words = b.words;
  for (let i = 0, w = side * words, first = b.firstUnit[side]!; i < words; i++, w++, first += 32) {
    let bits = b.kindMask[(side * Ki.KINDS + Ki.REACTORS) * words + i]! & b.inPlayMask[w]! & ~b.actedMask[w]! & ~b.heldMask[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const u = first + 31 - Math.clz32(low);
      if (b.role[u] !== 0) continue;
      const su = b.sides[u]!;
      let j = n++;
      for (; j > free && b.sides[list[j - 1]!]! < su; j--) list[j] = list[j - 1]!;
      list[j] = u;
    }
  }
  return n;
}

/** The fewest sides of a target its side sends reaction units to defend (chooseReactions). */
export const REACT_FOR = 4;

/**
 * Heuristic for the reaction pass sequence: a side sends units from its list (from `from` on)
 * while its expected total does not yet win the fight (the defender: beat the attack; the
 * attacker: beat the defence, or match it in a flank); the defender bothers only for a target of
 * 4 sides or more. Returns how many it sends (0: it passes); `mine` and `theirs` are the expected
 * totals (half points). What those it sends add (joined's sum, worked out on the way) is left in
 * b.reactAdds.
 */
export function chooseReactions(b: StarBattle, defending: boolean, list: Int32Array, from: number, len: number, mine: number, theirs: number): number {
  b.reactAdds = 0;
  if (defending && b.sides[b.target]! < REACT_FOR) return 0;
  const before = mine;
  let n = 0;
  while (from + n < len) {
    const wins = defending ? mine > theirs : b.kind === Kind.FLANK ? mine >= theirs : mine > theirs;
    if (wins) break;
    mine += joins(b, list[from + n]!, defending);
    n++;
  }
  b.reactAdds = mine - before;
  return n;
}

/** What the units from..from+n of a list add to their side (expected, half points), for the next step's totals. */
export function joined(b: StarBattle, list: Int32Array, from: number, n: number, defending: boolean): number {
  let sum = 0;
  for (let i = from; i < from + n; i++) sum += joins(b, list[i]!, defending);
  return sum;
}

/**
 * Heuristic for Escort Units: when the attack takes t, stand in the cheapest escorts (fewest sides)
 * whose total covers what the attack beat it by, if they are worth fewer sides than t. Escorts in
 * the fight or that acted this turn cannot. Writes them to b.sent; returns how many (0: none).
 */
export function chooseStandIn(b: StarBattle, q: number, t: number, margin: number): number {
  const need = Math.max(1, margin),
    worth = b.sides[t]!;
  if (b.words === 1) return standInOneWord(b, q, t, need, worth);
  // one escort that covers it alone, fewest sides first (set-up order on a tie); the side's
  // escorts in play that have not acted (masks: StarBattle.inPlayMask)
  let one = -1,
    oneKey = 0x7fffffff,
    any = 0;
  const words = b.words;
  for (let i = 0, w = q * words, first = b.firstUnit[q]!; i < words; i++, w++, first += 32) {
    let bits = b.kindMask[(q * Ki.KINDS + Ki.ESCORTS) * words + i]! & b.inPlayMask[w]! & ~b.actedMask[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const u = first + 31 - Math.clz32(low);
      // as arithmetic, not branches on which escorts the dice left standing and what they show:
      // ok is 1 for an escort that may stand in (not t, not in the fight, fewer sides than t),
      // fit 1 when it covers the need alone; a fit one's key is its sides, others' 2^31 − 1,
      // and the first with the least key is kept (key − oneKey negative: less)
      const su = b.sides[u]!;
      const ok = ((((u ^ t) - 1) >>> 31) ^ 1) & ((b.role[u]! - 1) >>> 31) & ((su - worth) >>> 31);
      any |= ok;
      const fit = ok & (((b.face[u]! - need) >>> 31) ^ 1);
      const key = su | ((fit - 1) & 0x7fffffff),
        less = (key - oneKey) >> 31;
      oneKey ^= (oneKey ^ key) & less;
      one ^= (one ^ u) & less;
    }
  }
  if (one >= 0) {
    b.sent[0] = one;
    return 1;
  }
  if (any === 0) return 0;
  // several: the escorts showing most (an insertion into b.sent, ties in set-up order), until
  // they cover it, if together they cost less than t
  let m = 0;
  for (let i = 0, w = q * words, first = b.firstUnit[q]!; i < words; i++, w++, first += 32) {
    let bits = b.kindMask[(q * Ki.KINDS + Ki.ESCORTS) * words + i]! & b.inPlayMask[w]! & ~b.actedMask[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const u = first + 31 - Math.clz32(low);
      if (u === t || b.role[u] !== 0 || b.sides[u]! >= worth) continue;
      const fu = b.face[u]!;
      let j = m++;
      for (; j > 0 && b.face[b.sent[j - 1]!]! < fu; j--) b.sent[j] = b.sent[j - 1]!;
      b.sent[j] = u;
    }
  }
  return coverCost(b, m, need, worth);
}

/**
 * The stand-in's last step, shared by chooseStandIn and standInOneWord: the m escorts in b.sent
 * (most showing first) are sent, as few as cover `need`, if together they cost fewer sides than
 * `worth`; how many, or 0.
 */
function coverCost(b: StarBattle, m: number, need: number, worth: number): number {
  let total = 0,
    cost = 0;
  for (let i = 0; i < m; i++) {
    total += b.face[b.sent[i]!]!;
    cost += b.sides[b.sent[i]!]!;
    if (total >= need) return cost < worth ? i + 1 : 0;
  }
  return 0;
}

/**
 * chooseStandIn with one mask word a side: the escorts that may ever stand in for t (not t, fewer
 * sides: b.standMask, made with the battle) among those in play that have not acted are one word,
 * so most fights (no such escort left) end here without a look at any unit.
 */
export function standInOneWord(b: StarBattle, q: number, t: number, need: number, worth: number): number {
  const first = b.firstUnit[q]!;
  const fit = b.standMask[t]! & b.inPlayMask[q]! & ~b.actedMask[q]!;
  if (fit === 0) return 0;
  // one escort that covers it alone, fewest sides first (set-up order on a tie), kept as
  // chooseStandIn keeps it (arithmetic, not branches on what the dice left): ok is 1 for an
  // escort not in the fight
  let one = -1,
    oneKey = 0x7fffffff,
    any = 0;
  let bits = fit;
  while (bits !== 0) {
    const low = bits & -bits;
    bits ^= low;
    const u = first + 31 - Math.clz32(low);
    const ok = (b.role[u]! - 1) >>> 31;
    any |= ok;
    const covers = ok & (((b.face[u]! - need) >>> 31) ^ 1);
    const key = b.sides[u]! | ((covers - 1) & 0x7fffffff),
      less = (key - oneKey) >> 31;
    oneKey ^= (oneKey ^ key) & less;
    one ^= (one ^ u) & less;
  }
  if (one >= 0) {
    b.sent[0] = one;
    return 1;
  }
  if (any === 0) return 0;
  // several: the escorts showing most (ties in set-up order), until they cover it, if together
  // they cost less than t
  let m = 0;
  bits = fit;
  while (bits !== 0) {
    const low = bits & -bits;
    bits ^= low;
    const u = first + 31 - Math.clz32(low);
    if (b.role[u] !== 0) continue;
    const fu = b.face[u]!;
    let j = m++;
    for (; j > 0 && b.face[b.sent[j - 1]!]! < fu; j--) b.sent[j] = b.sent[j - 1]!;
    b.sent[j] = u;
  }
  return coverCost(b, m, need, worth);
}

/**
 * Heuristic for spreading damage (a flank, or a side with reaction units): keep everyone alive as
 * long as possible, taking each point off the unit showing most (down to 1); what is left then
 * takes the units showing 1, fewest sides first. New faces in b.newFace.
 */
export function spreadDamage(b: StarBattle, side: Int32Array, len: number, damage: number): void {
  for (let i = 0; i < len; i++) {
    const u = side[i]!;
    b.newFace[u] = b.status[u] === St.IN_PLAY ? b.face[u]! : 0;
  }
  for (; damage > 0; damage--) {
    let top = -1,
      most = 1;
    // the first unit showing most, above 1 (a strict > keeps the first on a tie), kept with a
    // mask rather than a branch on the faces the dice made: most − v is negative when v is more
    for (let i = 0; i < len; i++) {
      const u = side[i]!,
        v = b.newFace[u]!,
        more = (most - v) >> 31;
      top ^= (top ^ u) & more;
      most ^= (most ^ v) & more;
    }
    if (top < 0) break;
    b.newFace[top] = most - 1;
  }
  for (; damage > 0; damage--) {
    let least = -1;
    for (let i = 0; i < len; i++) {
      const u = side[i]!;
      if (b.newFace[u]! >= 1 && (least < 0 || b.sides[u]! < b.sides[least]!)) least = u;
    }
    if (least < 0) break;
    b.newFace[least] = 0;
  }
}

/**
 * spreadDamage's faces without a pass over the side per point of damage: taking each point off the
 * first unit showing most brings the units above some level L down to it, and the points left
 * over (fewer than those units) take one more off the first of them in the side's order; that
 * level is found from the faces above 1 sorted, most first (b.levels). What is left once every
 * unit shows 1 goes as spreadDamage's does. quiet.test.ts checks it against spreadDamage.
 */
export function spreadLevelled(b: StarBattle, side: Int32Array, len: number, damage: number): void {
  const lv = b.levels;
  let k = 0,
    total = 0;
  for (let i = 0; i < len; i++) {
    const u = side[i]!;
    const v = b.status[u] === St.IN_PLAY ? b.face[u]! : 0;
    b.newFace[u] = v;
    if (v > 1) {
      total += v - 1;
      let j = k++;
      for (; j > 0 && lv[j - 1]! < v; j--) lv[j] = lv[j - 1]!;
      lv[j] = v;
    }
  }
  if (damage <= 0) return;
  if (damage < total) {
    // the m units showing most are levelled: the first m whose cost to bring down to the next
    // face (1 past the last) is more than the damage; L is the lowest level the damage reaches
    let sum = 0,
      m = 0;
    for (;;) {
      sum += lv[m++]!;
      if (sum - m * (m < k ? lv[m]! : 1) > damage) break;
    }
    const level = ((sum - damage + m - 1) / m) | 0;
    let left = damage - (sum - m * level);
    for (let i = 0; i < len; i++) {
      const u = side[i]!;
      if (b.newFace[u]! < level) continue;
      b.newFace[u] = left > 0 ? level - 1 : level;
      if (left > 0) left--;
    }
    return;
  }
  // every unit above 1 comes down to 1; the rest takes the units showing 1, fewest sides first
  for (let i = 0; i < len; i++) {
    const u = side[i]!;
    if (b.newFace[u]! > 1) b.newFace[u] = 1;
  }
  for (damage -= total; damage > 0; damage--) {
    let least = -1;
    for (let i = 0; i < len; i++) {
      const u = side[i]!;
      if (b.newFace[u]! >= 1 && (least < 0 || b.sides[u]! < b.sides[least]!)) least = u;
    }
    if (least < 0) break;
    b.newFace[least] = 0;
  }
}

/**
 * Heuristic for casualties: the side that kills takes the enemy's attrition dice in the fight
 * showing most (they add most to the enemy's total), most sides on a tie. -1 when none is left.
 */
export function pickCasualty(b: StarBattle, side: Int32Array, len: number): number {
  let best = -1,
    bestKey = 0;
  const fight = b.counters[2]!;
  // written as arithmetic, not branches: which dice are left and what they show is the dice's
  // doing, so branches on it were often mispredicted. Each unit gets a key, face then sides
  // (face << 8 | sides, plus 1), 0 when it may not be picked (not attrition, not in play, or
  // saved by Repair Attrition in this fight); the first unit with the most key is the pick
  for (let i = 0; i < len; i++) {
    const u = side[i]!;
    // 1 when in play (statuses are 0 to 5: status ^ IN_PLAY is 0 only then), and when not saved
    // in this fight (saved and fight are 0 or more: their xor is 0 only when equal)
    const inPlay = ((b.status[u]! ^ St.IN_PLAY) - 1) >>> 31,
      notSaved = (((b.saved[u]! ^ fight) - 1) >>> 31) ^ 1;
    const ok = b.flags[u]! & Fl.ATTRITION & inPlay & notSaved;
    const key = (((b.face[u]! << 8) | b.sides[u]!) + 1) & ((ok << 31) >> 31);
    // more than the best so far: bestKey − key is negative, its sign the mask
    const more = (bestKey - key) >> 31;
    bestKey ^= (bestKey ^ key) & more;
    best ^= (best ^ u) & more;
  }
  return best;
}

/**
 * pickCasualty's choice over a list made once per fight (engage.ts, killsBy): the attrition units
 * of the side that were in play when it rolled, each with pickCasualty's key (face << 8 | sides,
 * plus 1; a unit saved by Repair Attrition has its key set to 0). Faces do not change between the
 * rolls and the losses, so only whether a unit is still in play is read here. Returns the
 * position in b.lossUnit of the first with the most key, or -1.
 */
export function pickListed(b: StarBattle, from: number, end: number): number {
  let best = -1,
    bestKey = 0;
  for (let i = from; i < end; i++) {
    // −1 when in play (statuses are 0 to 5: status ^ IN_PLAY is 0 only then), else 0
    const inPlay = ((b.status[b.lossUnit[i]!]! ^ St.IN_PLAY) - 1) >> 31;
    const key = b.lossKey[i]! & inPlay,
      more = (bestKey - key) >> 31;
    bestKey ^= (bestKey ^ key) & more;
    best ^= (best ^ i) & more;
  }
  return best;
}

// Bang! (000) Step 3 — Combat: who fights, in which order, the to-hit roll with the gang-up bonus
// and the Bang! score, wounds, and survivors moved 1" apart.
import * as explosion from "./explosion";
import * as geometry from "./geometry";
import * as players from "./players";
import * as tables from "./tables";
import * as state from "./state";
import type { Battle, Fighter } from "./state";

// tsx runs this as CommonJS, where every imported name is a getter call; the hot loops read local copies.
const { goBang } = explosion;
const { edgeLimit, limitMove, move } = geometry;
const { chooseCombatTarget } = players;
const { bangNeeded, KEEP_APART, toHitNeeded, toWoundNeeded } = tables;
const { addContact, CONTACT_CAP, d6, dropContacts, hypot, inch, kill, note } = state;

/**
 * One close-combat attack. 000 Step 3: 4+ to hit, +1 for each other Gnoblar who attacked the target
 * before you this turn, a 1 always misses; a roll at or above the Bang! score (an unmodified 6, one
 * better per kill, never better than the to-hit score) kills the victim outright; any other hit
 * rolls to wound. A kill made by the attack itself counts towards the attacker's Bang! score.
 */
export function attack(b: Battle, f: Fighter, t: Fighter): void {
  const others = t.attackedBy - (t.lastAttacker === f.index ? 1 : 0);
  if (t.lastAttacker !== f.index) {
    t.attackedBy++;
    t.lastAttacker = f.index;
  }
  const hitNeed = toHitNeeded(others);
  const bangNeed = bangNeeded(f.kills, hitNeed);
  const roll = d6(b, "Bang!: to hit");
  const bang = roll !== 1 && roll >= bangNeed;
  const hits = roll !== 1 && roll >= hitNeed;
  let wound = 0,
    woundNeed = 0,
    killed = bang;
  if (hits && !bang) {
    woundNeed = toWoundNeeded(f.S, t.T);
    if (woundNeed <= 6) {
      wound = d6(b, "Bang!: to wound");
      if (wound >= woundNeed && --t.w <= 0) killed = true;
    }
  }
  if (b.log !== null)
    note(
      b,
      `${f.name} attacks ${t.name}: ${hitNeed}+ to hit, Bang! on ${bangNeed}+; rolls ${roll}` +
        (bang
          ? " — Bang!"
          : !hits
            ? " — miss."
            : woundNeed > 6
              ? ` — hit, but ${f.name}'s strength cannot wound ${t.name} (${woundNeed}+ needed); no wound.`
              : ` — hit; ${woundNeed}+ to wound, rolls ${wound}${killed ? " — killed!" : wound >= woundNeed ? " — wounded." : " — no wound."}`),
      { kind: "attack", fighter: f.id, target: t.id, hitNeed, bangNeed, roll, bang, hit: hits, woundNeed, wound, killed },
    );
  if (!killed) return;
  kill(b, t);
  f.kills++;
  goBang(b, t, f, bang);
}

/** 000 Step 3: a charger attacks the Gnoblar it charged; any other Gnoblar attacks whoever it
 * touches. ruling: a charger whose victim is already dead fights like one
 * who did not charge. ruling: a Gnoblar never attacks its own gang. */
export function strike(b: Battle, f: Fighter): void {
  for (let a = 0; a < f.A && f.alive === true; a++) {
    const v = f.victim >= 0 ? b.fighters[f.victim]! : null;
    const t = v !== null && v.alive === true ? v.index : chooseCombatTarget(b, f);
    if (t < 0) return;
    attack(b, f, b.fighters[t]!);
  }
}

const depthOf = (b: Battle, f: Fighter): number => {
  let d = 0;
  for (let v = f.victim; v >= 0 && d < b.fighters.length; v = b.fighters[v]!.victim) d++;
  return d;
};

/**
 * Gathers this turn's combats: fighters joined by base contact, numbered from the one the earliest
 * charge started. ruling: the First Git resolves the combats in the order they began (they touch no
 * one else, so the order changes no result). Clueless fighters in contact with an enemy get a clue.
 * Fills `b.strikers` in striking order and returns how many combats there are.
 */
export function gatherCombats(b: Battle): number {
  const all = b.fighters,
    n = all.length,
    contacts = b.contacts,
    contactCount = b.contactCount;
  // The strikers are chained through Fighter.nextStriker and sorted by a key kept on each, rather
  // than listed and sorted in typed arrays: V8 checks a typed array afresh at every read, and each
  // step of a sort read and wrote two of them. First by charge, then by this turn's order.
  let first: Fighter | null = null,
    count = 0;
  for (let f = b.firstLiving; f !== null; f = f.nextLiving) {
    if (contactCount[f.index] === 0) continue;
    f.strikeKey = (f.chargeNo || n + 1) * n + f.turnPos;
    first = insertByKey(first, f);
    count++;
  }
  b.strikerCount = count;
  if (count === 0) return 0;
  let combats = 0;
  for (let start: Fighter | null = first; start !== null; start = start.nextStriker) {
    if (start.combat) continue;
    start.combat = ++combats;
    // everyone this combat reaches through contacts, in any order (each is looked at once, and every
    // contact of each): a stack chained through Fighter.nextQueued
    start.nextQueued = null;
    for (let x: Fighter | null = start; x !== null;) {
      const from: Fighter = x;
      x = from.nextQueued;
      for (let c = from.index * CONTACT_CAP, end = c + contactCount[from.index]!; c < end; c++) {
        const o = all[contacts[c]!]!;
        if (o.alive !== true) continue;
        if (o.side !== from.side) o.engaged = from.engaged = true;
        if (!o.combat) {
          o.combat = combats;
          o.nextQueued = x;
          x = o;
        }
      }
    }
  }
  let sorted: Fighter | null = null;
  for (let f: Fighter | null = first; f !== null;) {
    const next: Fighter | null = f.nextStriker;
    f.depth = depthOf(b, f);
    if (f.engaged === true && f.clue !== true) {
      f.clue = true; // 000 Step 3: a clueless Gnoblar in combat gets a clue at once
      if (b.log !== null) note(b, `${f.name} is in combat and gets a clue.`, { kind: "clue", fighter: f.id });
    }
    // 000 Step 3: chargers strike before their victims (so by depth in a chain of charges), and of two
    // chargers of one victim the earlier strikes first; then the others in this turn's order.
    f.strikeKey = ((f.combat * n + (n - f.depth)) * (n + 2) + (f.chargeNo || n + 1)) * n + f.turnPos;
    sorted = insertByKey(sorted, f);
    f = next;
  }
  const s = b.strikers;
  let k = 0;
  for (let f = sorted; f !== null; f = f.nextStriker) s[k++] = f.index;
  return combats;
}

/** Puts f into the chain from `first`, sorted by strikeKey, after any with the same key (so a sort
 * by insertion keeps the order it was fed in); returns the chain's new first fighter. */
function insertByKey(first: Fighter | null, f: Fighter): Fighter {
  const key = f.strikeKey;
  if (first === null || first.strikeKey > key) {
    f.nextStriker = first;
    return f;
  }
  let at = first;
  for (let next = at.nextStriker; next !== null && next.strikeKey <= key; next = next.nextStriker) at = next;
  f.nextStriker = at.nextStriker;
  at.nextStriker = f;
  return first;
}

/** 000 Step 3. Returns how many combats were fought. */
export function combatPhase(b: Battle): number {
  const combats = gatherCombats(b);
  if (combats === 0) return 0;
  let current = 0;
  for (let k = 0; k < b.strikerCount; k++) {
    const f = b.fighters[b.strikers[k]!]!;
    if (b.log !== null && f.combat !== current) {
      current = f.combat;
      note(b, `Combat ${current}.`, { kind: "combat", combat: current });
    }
    if (f.alive === true) strike(b, f);
  }
  moveApart(b);
  return combats;
}

/**
 * Moves f towards (x, y), a push of at most `share`: with `halting`, 1" short of any Gnoblar outside
 * its combat it would touch on the way (the survivors of its own combat are pushed apart pair by pair
 * instead); without, only the arena edge can stop it. A place well inside the arena is reached
 * whole, one at the edge as far as the edge allows (what pathLimit answers when nobody is in the way).
 */
function shove(b: Battle, f: Fighter, x: number, y: number, share: number, halting: boolean): void {
  const lo = b.r + 1e-9,
    hi = b.size - b.r - 1e-9;
  f.pushed += share;
  if (!halting && x > lo && x < hi && y > lo && y < hi) {
    f.x = x;
    f.y = y;
    return;
  }
  // the rest in a call of its own, handed the place through an array (see geometry.ts `move`)
  pushTo[0] = x;
  pushTo[1] = y;
  slide(b, f, halting);
}
const pushTo = new Float64Array(2);

/** The rest of shove, towards the place in `pushTo`: a push that the edge or a bystander may stop. */
function slide(b: Battle, f: Fighter, halting: boolean): void {
  const x = pushTo[0]!,
    y = pushTo[1]!;
  const mx = x - f.x,
    my = y - f.y,
    length = Math.sqrt(mx * mx + my * my);
  if (length < 1e-12) return;
  const ux = mx / length,
    uy = my / length,
    touch = 2 * b.r;
  let t: number;
  if (halting) {
    move[0] = ux;
    move[1] = uy;
    move[2] = length;
    move[3] = touch;
    move[4] = touch + KEEP_APART;
    move[5] = -1;
    limitMove(b, f, f.combat);
    t = move[6]!;
  } else t = edgeLimit(b, f.x, f.y, ux, uy, length);
  if (t >= length) {
    f.x = x;
    f.y = y;
  } else {
    f.x += ux * t;
    f.y += uy * t;
  }
}

/** Math.min(hi, Math.max(lo, v)) for lo > 0, the same number (NaN and -0 too), in two plain tests:
 * V8 compiles Math.min and Math.max of doubles with extra tests for NaN and -0 at each. */
const clamp = (v: number, lo: number, hi: number): number => (v < lo ? lo : v > hi ? hi : v);

/**
 * The pushes of moveApart for `count` survivors chained from `from` (sorted by combat):
 * passes over the pairs of each combat among them until a pass pushes nobody (six at most).
 */
function pushApart(b: Battle, from: Fighter, count: number, halting: boolean): void {
  const keep = 2 * b.r + KEEP_APART,
    keep2 = keep * keep - 1e-9,
    lo = b.r,
    hi = b.size - b.r;
  // walked by count, not up to a fighter: comparing a fighter with `Fighter | null` made V8 check
  // at every step whether either was a number
  for (let pass = 0; pass < 6; pass++) {
    let pushed = false;
    let f = from;
    for (let i = 0; i < count; i++, f = f.nextSurvivor!) {
      let o = f.nextSurvivor!;
      for (let k = i + 1; k < count; k++, o = o.nextSurvivor!) {
        // The survivors are sorted by combat (see gatherCombats), so the rest fight elsewhere.
        if (o.combat !== f.combat) break;
        let dx = f.x - o.x,
          dy = f.y - o.y;
        const d2 = dx * dx + dy * dy;
        if (d2 >= keep2) continue;
        const d = Math.sqrt(d2);
        if (d < 1e-9) {
          dx = 1;
          dy = 0;
        } else {
          dx /= d;
          dy /= d;
        }
        const share = (keep - d) / 2;
        shove(b, f, clamp(f.x + dx * share, lo, hi), clamp(f.y + dy * share, lo, hi), share, halting);
        shove(b, o, clamp(o.x - dx * share, lo, hi), clamp(o.y - dy * share, lo, hi), share, halting);
        pushed = true;
      }
    }
    if (!pushed) break;
  }
}

/**
 * Records the base contacts of the survivors chained from `first` where they now stand. With `watch`, it first
 * makes sure no push could have touched a Gnoblar outside its combat, and returns false (contacts
 * half made) when one might have. A survivor pushed L in all went no further than L from where it
 * ended, and no further than L there and back from where it fought: a Gnoblar who stood still was
 * within reach of its way only if its distances to those two places add up to L + two bases or less.
 * Against one pushed as well, both pushes and a base are allowed.
 */
function settleContacts(b: Battle, first: Fighter | null, watch: boolean): boolean {
  const touch = 2 * b.r,
    touch2 = (touch + 1e-6) * (touch + 1e-6);
  let most = 0;
  for (let f = first; f !== null; f = f.nextSurvivor) most = Math.max(most, f.pushed);
  for (let f = first; f !== null; f = f.nextSurvivor) {
    // f's fields read once: the loop would load them again (and check f's shape) every pass
    const fi = f.index,
      fx = f.x,
      fy = f.y,
      fc = f.combat,
      fp = f.pushed;
    // the furthest anyone who stood still (a base and f's pushes) or was pushed too (and the most
    // pushes of anyone) can be and still need a closer look; -1: nobody needs one
    const still = fp + touch + 1e-6,
      still2 = watch && fp > 0 ? still * still : -1;
    const moved = fp + most + touch + 1e-6,
      moved2 = watch && fp + most > 0 ? moved * moved : -1;
    for (let o = b.firstLiving; o !== null; o = o.nextLiving) {
      const j = o.index;
      if (j === fi) continue; // indices, not objects: comparing objects makes V8 check each is one
      const dx = fx - o.x,
        dy = fy - o.y,
        d2 = dx * dx + dy * dy;
      // moved2 is never below still2, so a base further than moved2 needs no closer look; f's own
      // combat, pushed about a base from it, is mostly that near: both tests as bits and one branch,
      // true only for the few near bases of other combats or none, which the processor guesses right
      const oc = o.combat;
      if (+(d2 <= moved2) & +(oc !== fc) && d2 <= (oc === 0 ? still2 : moved2) && mayHaveTouched(b, f, o, Math.sqrt(d2))) return false;
      if (d2 > touch2) continue;
      addContact(b, fi, j);
      if (o.side !== f.side) f.engaged = o.engaged = true;
    }
  }
  return true;
}

/** Whether survivor f, pushed and now `apart` from o (outside its combat), might have touched o on
 * its way (see settleContacts). A living fighter of another combat this turn is pushed too. */
function mayHaveTouched(b: Battle, f: Fighter, o: Fighter, apart: number): boolean {
  const touch = 2 * b.r,
    fp = f.pushed;
  if (o.combat !== 0) return apart <= fp + o.pushed + touch + 1e-6;
  return fp > 0 && hypot(o.x - f.foughtX, o.y - f.foughtY) + apart <= fp + 2 * touch + 1e-6;
}

/**
 * 000 Step 3: when everyone in a combat has attacked, its survivors are set 1" apart.
 * ruling: two survivors of one combat less than 1" apart are each pushed half the shortfall straight
 * away from the other (a few passes, sliding along the arena edge). Bystanders are not moved, and,
 * as a wanderer is, a pushed survivor is halted 1" short of any Gnoblar outside its combat it would
 * touch: being moved apart never brings a Gnoblar into contact (only a charge does). Survivors still touching
 * someone after that (a crowded corner) stay in contact, and fight again next turn if that someone
 * is an enemy.
 */
export function moveApart(b: Battle): void {
  const all = b.fighters,
    s = b.strikers;
  // the survivors stay in `b.strikers` (for the log) and are chained through Fighter.nextSurvivor in
  // the same order, which the loops below walk: a field a step, not a list and the fighters' array
  let w = 0,
    first: Fighter | null = null,
    last: Fighter | null = null;
  for (let k = 0; k < b.strikerCount; k++) {
    const f = all[s[k]!]!;
    f.engaged = false; // every fighter engaged or touching is among the strikers
    b.contactCount[f.index] = 0;
    if (f.alive !== true) continue;
    s[w++] = f.index;
    if (last === null) first = f;
    else last.nextSurvivor = f;
    last = f;
  }
  if (last !== null) last.nextSurvivor = null;
  b.strikerCount = w;
  for (let f = first; f !== null; f = f.nextSurvivor) {
    f.foughtX = f.x;
    f.foughtY = f.y;
    f.pushed = 0;
  }
  // Pushed as if nobody stood in the way; if a push came near somebody after all, they are pushed
  // again from where they fought, halting as the ruling says (rarely: the same places otherwise).
  // Without halting a push moves only the pair pushed, so each combat settles on its own: its passes
  // stop when it is settled, not when every combat is (the same pushes in the same order).
  for (let g = first; g !== null;) {
    let end = g.nextSurvivor,
      count = 1;
    for (; end !== null && end.combat === g.combat; end = end.nextSurvivor) count++;
    if (count > 1) pushApart(b, g, count, false); // a lone survivor has nobody to be pushed from
    g = end;
  }
  if (!settleContacts(b, first, true)) {
    // nobody outside a combat was engaged, so everyone living starts unengaged again
    for (let o = b.firstLiving; o !== null; o = o.nextLiving) o.engaged = false;
    for (let f = first; f !== null; f = f.nextSurvivor) {
      dropContacts(b, f.index);
      f.x = f.foughtX;
      f.y = f.foughtY;
      f.pushed = 0;
    }
    if (first !== null) pushApart(b, first, w, true);
    settleContacts(b, first, false);
  }
  if (b.log !== null)
    for (let a = 0; a < w; a++) {
      const f = all[s[a]!]!;
      note(b, `${f.name} survives the combat and ends at (${inch(f.x)}", ${inch(f.y)}").`, { kind: "apart", fighter: f.id, x: inch(f.x), y: inch(f.y) });
    }
}

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
const { pathLimit } = geometry;
const { chooseCombatTarget } = players;
const { bangNeeded, KEEP_APART, toHitNeeded, toWoundNeeded } = tables;
const { addContact, CONTACT_CAP, inch, kill, note } = state;

/**
 * One close-combat attack. 000: 4+ to hit, +1 "for every other Gnoblar who attacked your target"
 * before you this turn, a 1 always misses; a roll at or above the Bang! score (an unmodified 6, one
 * better per kill, never better than the to-hit score) kills the victim outright; any other hit
 * rolls to wound. A kill made by the attack itself counts towards the attacker's Bang! score.
 */
export function attack(b: Battle, f: Fighter, t: Fighter): void {
  const others = t.attackedBy - (t.lastAttacker === f.index ? 1 : 0);
  if (t.lastAttacker !== f.index) { t.attackedBy++; t.lastAttacker = f.index; }
  const hitNeed = toHitNeeded(others);
  const bangNeed = bangNeeded(f.kills, hitNeed);
  const roll = b.dice.d6("Bang!: to hit");
  const bang = roll !== 1 && roll >= bangNeed;
  const hits = roll !== 1 && roll >= hitNeed;
  let wound = 0, woundNeed = 0, killed = bang;
  if (hits && !bang) {
    woundNeed = toWoundNeeded(f.S, t.T);
    if (woundNeed <= 6) {
      wound = b.dice.d6("Bang!: to wound");
      if (wound >= woundNeed && --t.w <= 0) killed = true;
    }
  }
  if (b.log)
    note(b, `${f.name} attacks ${t.name}: ${hitNeed}+ to hit, Bang! on ${bangNeed}+; rolls ${roll}` +
      (bang ? " — Bang!" : !hits ? " — miss." : ` — hit; ${woundNeed}+ to wound, rolls ${wound}${killed ? " — killed!" : wound >= woundNeed ? " — wounded." : " — no wound."}`),
      { kind: "attack", fighter: f.id, target: t.id, hitNeed, bangNeed, roll, bang, hit: hits, woundNeed, wound, killed });
  if (!killed) return;
  kill(b, t);
  f.kills++;
  goBang(b, t, f, bang);
}

/** 000: "Charging Gnoblars must attack the model they charged, while Gnoblars who did not charge may
 * attack any model in base contact". ruling: a charger whose victim is already dead fights like one
 * who did not charge. ruling: a Gnoblar never attacks its own gang. */
export function strike(b: Battle, f: Fighter): void {
  for (let a = 0; a < f.A && f.alive; a++) {
    const v = f.victim >= 0 ? b.fighters[f.victim]! : null;
    const t = v && v.alive ? v.index : chooseCombatTarget(b, f);
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
  const s = b.strikers, keys = b.strikeKeys, q = b.queue, all = b.fighters, n = all.length;
  let count = 0;
  for (let k = 0; k < b.livingCount; k++) {
    const f = all[b.living[k]!]!;
    if (b.contactCount[f.index]! > 0) { s[count] = f.index; keys[count++] = (f.chargeNo || n + 1) * n + f.turnPos; }
  }
  b.strikerCount = count;
  if (count === 0) return 0;
  sortByKeys(s, keys, count);
  let combats = 0;
  for (let k = 0; k < count; k++) {
    const start = all[s[k]!]!;
    if (start.combat) continue;
    start.combat = ++combats;
    let head = 0, tail = 0;
    q[tail++] = start.index;
    while (head < tail) {
      const x = all[q[head++]!]!;
      for (let c = x.index * CONTACT_CAP, end = c + b.contactCount[x.index]!; c < end; c++) {
        const o = all[b.contacts[c]!]!;
        if (!o.alive) continue;
        if (o.side !== x.side) o.engaged = x.engaged = true;
        if (!o.combat) { o.combat = combats; q[tail++] = o.index; }
      }
    }
  }
  for (let k = 0; k < count; k++) {
    const f = all[s[k]!]!;
    f.depth = depthOf(b, f);
    if (f.engaged && !f.clue) {
      f.clue = true; // 000: "All clueless Gnoblars who are now engaged in combat will immediately get a clue"
      if (b.log) note(b, `${f.name} is in combat and gets a clue.`, { kind: "clue", fighter: f.id });
    }
    // 000: "the chargers strike before their victims" (so by depth in a chain of charges) and "If two
    // Gnoblars charge the same victim ... the one who charged first strikes first"; then the others
    // in this turn's order.
    keys[k] = ((f.combat * n + (n - f.depth)) * (n + 2) + (f.chargeNo || n + 1)) * n + f.turnPos;
  }
  sortByKeys(s, keys, count);
  return combats;
}

/** Insertion sort of the first `count` items by their keys (a handful of fighters; no allocation). */
function sortByKeys(items: Int32Array, keys: Float64Array, count: number): void {
  for (let i = 1; i < count; i++) {
    const item = items[i]!, key = keys[i]!;
    let j = i - 1;
    for (; j >= 0 && keys[j]! > key; j--) { items[j + 1] = items[j]!; keys[j + 1] = keys[j]!; }
    items[j + 1] = item;
    keys[j + 1] = key;
  }
}

/** 000 Step 3. Returns how many combats were fought. */
export function combatPhase(b: Battle): number {
  const combats = gatherCombats(b);
  if (combats === 0) return 0;
  let current = 0;
  for (let k = 0; k < b.strikerCount; k++) {
    const f = b.fighters[b.strikers[k]!]!;
    if (b.log && f.combat !== current) { current = f.combat; note(b, `Combat ${current}.`, { kind: "combat", combat: current }); }
    if (f.alive) strike(b, f);
  }
  moveApart(b);
  return combats;
}

/**
 * 000: "Once all Gnoblars in the combat have attacked, the survivors are moved 1" apart".
 * ruling: two survivors of one combat less than 1" apart are each pushed half the shortfall straight
 * away from the other (a few passes, sliding along the arena edge). Bystanders are not moved, and,
 * as a wanderer is, a pushed survivor is halted 1" short of any other Gnoblar it would touch: being
 * moved apart never brings a Gnoblar into contact (only a charge does). Survivors still touching
 * someone after that (a crowded corner) stay in contact, and fight again next turn if that someone
 * is an enemy.
 */
/** Moves f towards (x, y), halted 1" short of any Gnoblar outside its combat it would touch on the
 * way (see moveApart); the survivors of its own combat are pushed apart pair by pair instead. */
function shove(b: Battle, f: Fighter, x: number, y: number): void {
  const mx = x - f.x, my = y - f.y, length = Math.sqrt(mx * mx + my * my);
  if (length < 1e-12) return;
  const ux = mx / length, uy = my / length, touch = 2 * b.r;
  const t = pathLimit(b, f, ux, uy, length, touch, touch + KEEP_APART, -1, f.combat);
  if (t >= length) { f.x = x; f.y = y; return; }
  f.x += ux * t;
  f.y += uy * t;
}

export function moveApart(b: Battle): void {
  const keep = 2 * b.r + KEEP_APART, keep2 = keep * keep - 1e-9, lo = b.r, hi = b.size - b.r, all = b.fighters, s = b.strikers;
  let w = 0;
  for (let k = 0; k < b.strikerCount; k++) {
    const f = all[s[k]!]!;
    f.engaged = false; // every fighter engaged or touching is among the strikers
    b.contactCount[f.index] = 0;
    if (f.alive) s[w++] = f.index;
  }
  b.strikerCount = w;
  for (let pass = 0; pass < 6; pass++) {
    let pushed = false;
    for (let a = 0; a < w; a++) {
      const f = all[s[a]!]!;
      for (let c = a + 1; c < w; c++) {
        const o = all[s[c]!]!;
        // The strikers are sorted by combat (see gatherCombats), so the rest fight elsewhere.
        if (o.combat !== f.combat) break;
        let dx = f.x - o.x, dy = f.y - o.y;
        const d2 = dx * dx + dy * dy;
        if (d2 >= keep2) continue;
        const d = Math.sqrt(d2);
        if (d < 1e-9) { dx = 1; dy = 0; } else { dx /= d; dy /= d; }
        const share = (keep - d) / 2;
        shove(b, f, Math.min(hi, Math.max(lo, f.x + dx * share)), Math.min(hi, Math.max(lo, f.y + dy * share)));
        shove(b, o, Math.min(hi, Math.max(lo, o.x - dx * share)), Math.min(hi, Math.max(lo, o.y - dy * share)));
        pushed = true;
      }
    }
    if (!pushed) break;
  }
  const touch2 = (2 * b.r + 1e-6) * (2 * b.r + 1e-6);
  for (let a = 0; a < w; a++) {
    const f = all[s[a]!]!;
    for (let k = 0; k < b.livingCount; k++) {
      const o = all[b.living[k]!]!;
      if (o === f) continue;
      const dx = f.x - o.x, dy = f.y - o.y;
      if (dx * dx + dy * dy > touch2) continue;
      addContact(b, f.index, o.index);
      if (o.side !== f.side) f.engaged = o.engaged = true;
    }
    if (b.log) note(b, `${f.name} survives the combat and ends at (${inch(f.x)}", ${inch(f.y)}").`, { kind: "apart", fighter: f.id, x: inch(f.x), y: inch(f.y) });
  }
}

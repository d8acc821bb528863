// Bang! (000) — hits, wounds and powder kegs: a killed Gnoblar goes Bang! and hits everyone in base
// contact, and those it kills go Bang! in turn (chain reactions).
import * as tables from "./tables";
import * as state from "./state";
import type { Battle, Fighter } from "./state";

// tsx runs this as CommonJS, where every imported name is a getter call; the hot loops read local copies.
const { BANG_HIT, toWoundNeeded } = tables;
const { CONTACT_CAP, d6, kill, note } = state;

/**
 * One hit of strength S on `f`: "roll to wound as normal" (000); a wound takes one W and the last
 * one kills. ruling: Gnoblars have no armour (no Sv in the profile), so there is no save; a hit that
 * cannot wound (T four or more above S) rolls nothing. Returns true when it killed.
 */
export function hit(b: Battle, f: Fighter, S: number, cause: string): boolean {
  const need = toWoundNeeded(S, f.T);
  if (need > 6) return false;
  const roll = d6(b, "Bang!: to wound");
  const wounded = roll >= need;
  if (wounded) f.w--;
  const killed = wounded && f.w <= 0;
  if (killed) kill(b, f);
  if (b.log !== null)
    note(
      b,
      `${f.name} takes a Strength ${S} hit from ${cause}: needs ${need}+ to wound, rolls ${roll}${killed ? " — killed!" : wounded ? " — wounded." : " — no wound."}`,
      { kind: "hit", fighter: f.id, S, need, roll, wounded, killed },
    );
  return killed;
}

/**
 * `victim` has just been killed and goes Bang!. 000 Step 3: after a Bang! on the to-hit roll
 * ("controlled") the attacker takes a S1 hit and every other Gnoblar touching the victim a S2 hit;
 * after a kill on the to-wound roll everyone touching the victim, the attacker too, takes a S2 hit.
 * A Gnoblar killed by such a blast goes Bang! in turn: a S2 hit to everyone touching him (chains).
 * ruling (order): the attacker's hit is rolled first, then the others in roster order; the Gnoblars
 * killed by one explosion go Bang! one after another in the order they died (breadth first); a dead
 * Gnoblar takes no more hits. The attacker is always in contact (the text has no ranged attack
 * that kills but stand & shoot, whose shooter touches nobody). Kills by explosions are credited to nobody (see combat.ts).
 */
export function goBang(b: Battle, victim: Fighter, attacker: Fighter | null, controlled: boolean): void {
  if (b.log !== null) note(b, `${victim.name} goes Bang!`, { kind: "bang", fighter: victim.id });
  const q = b.queue,
    fighters = b.fighters;
  let head = 0,
    tail = 0;
  q[tail++] = victim.index;
  if (attacker !== null && attacker.alive === true) {
    const S = controlled ? BANG_HIT.attacker : BANG_HIT.others;
    if (hit(b, attacker, S, b.log !== null ? `${victim.name}'s keg` : "")) q[tail++] = attacker.index;
  }
  const by = attacker !== null ? attacker.index : -1; // indices, not objects: see gatherNear
  while (head < tail) {
    const first = head === 0;
    const x = fighters[q[head++]!]!;
    if (!first && b.log !== null) note(b, `${x.name} goes Bang! too`, { kind: "bang", fighter: x.id, chain: true });
    for (let c = x.index * CONTACT_CAP, end = c + b.contactCount[x.index]!; c < end; c++) {
      const o = fighters[b.contacts[c]!]!;
      if (o.alive !== true || (first && o.index === by)) continue;
      if (hit(b, o, BANG_HIT.others, b.log !== null ? `${x.name}'s keg` : "")) q[tail++] = o.index;
    }
  }
}

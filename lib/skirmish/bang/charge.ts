// Bang! (000) — charges: the victim's reaction (hold, or stand & shoot), then the charge move.
import * as explosion from "./explosion";
import * as players from "./players";
import * as tables from "./tables";
import * as state from "./state";
import type { Battle, Fighter } from "./state";

// tsx runs this as CommonJS, where every imported name is a getter call; the hot loops read local copies.
const { goBang, hit } = explosion;
const { chooseReaction } = players;
const { STAND_AND_SHOOT } = tables;
const { addContact, d6, dropContacts, gap, inch, note } = state;

/**
 * 000 Step 2, stand & shoot: two D6, each a S2 hit on a 6.
 * ruling: a charger shot dead goes Bang! like any Gnoblar killed (it touches nobody, so the blast
 * hits no one), and the kill does not count towards the shooter's Bang! score (000 Step 3: kills
 * by thrown sharp stuff don't count). Returns true when the charger was killed.
 */
export function standAndShoot(b: Battle, shooter: Fighter, charger: Fighter): boolean {
  for (let k = 0; k < STAND_AND_SHOOT.dice; k++) {
    const roll = d6(b, "Bang!: stand & shoot");
    const hits = roll >= STAND_AND_SHOOT.hitOn;
    if (b.log !== null)
      note(b, `${shooter.name} throws sharp stuff at ${charger.name}: rolls ${roll}, ${hits ? "a hit" : "a miss"}.`, {
        kind: "shoot",
        fighter: shooter.id,
        target: charger.id,
        roll,
        hit: hits,
      });
    if (hits && hit(b, charger, STAND_AND_SHOOT.S, b.log !== null ? `${shooter.name}'s sharp stuff` : "")) {
      goBang(b, charger, null, false);
      return true;
    }
  }
  return false;
}

/**
 * 000 Step 2, charges: the victim reacts as soon as the charge is declared; a charger who survives
 * the reaction then moves in. The charger ends in base contact at `spot` (found by
 * contactSpot, with whoever touches it there in `b.touchingSpot`): it, its victim and any other
 * enemy it happens to touch there are now engaged.
 * Returns false when the charger was shot dead.
 */
export function charge(b: Battle, f: Fighter, v: Fighter, spot: { x: number; y: number }): boolean {
  // The gap matters only to a victim who could stand & shoot, and to the log; Math.hypot is slow, so
  // it is skipped otherwise (0 then: a clueless or engaged victim holds whatever the gap).
  const startGap = b.log !== null || (v.clue === true && v.engaged !== true) ? gap(b, f, v) : 0;
  const reaction = chooseReaction(v, startGap);
  if (b.log !== null)
    note(b, `${f.name} charges ${v.name} from ${inch(startGap)}" away; ${v.name} ${reaction === "hold" ? "holds" : "stands and shoots"}.`, {
      kind: "charge",
      fighter: f.id,
      target: v.id,
      gap: inch(startGap),
      reaction,
    });
  if (reaction === "stand and shoot" && standAndShoot(b, v, f)) return false;
  dropContacts(b, f.index);
  f.x = spot.x;
  f.y = spot.y;
  f.victim = v.index;
  f.chargeNo = ++b.charges;
  for (let k = 0; k < b.touchingCount; k++) {
    const j = b.touchingSpot[k]!,
      o = b.fighters[j]!;
    if (o.alive !== true) continue;
    addContact(b, f.index, j);
    if (o.side !== f.side) f.engaged = o.engaged = true;
  }
  return true;
}

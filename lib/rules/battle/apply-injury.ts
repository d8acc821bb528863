// What an injury dice result does to the battle state: weapons and upgrades lost, flags set, moves
// shortened, riders flung off, extra ammo cooking off.
import type { Dice } from "../../dice";
import { queueHits } from "./queue-hits";
import type { InjuryOutcome } from "./injury-dice";
import { riders, situationOf, upgradesLeft } from "./state-read";
import { locateHit } from "./vehicle-hits";
import { addPrompt, dismount, markMoved, wreck } from "./state-write";
import type { BattleState, VehicleState } from "./state";
import type { Step } from "./step";
import { describeLanding } from "./thrown";

export function applyInjury(s: BattleState, v: VehicleState, r: InjuryOutcome, dice: Dice, step: Step): string {
  const said: string[] = [`${v.name}: ${r.effect.name}. ${r.effect.explain}`];
  const weapon = r.weapon ? v.weapons.find((w) => w.key === r.weapon?.key) : undefined;
  if (weapon) {
    if (r.effect.weaponOut) weapon.out = true;
    if (r.effect.weaponPenalty) weapon.penalty = r.effect.weaponPenalty;
    said.push(`Weapon hit: ${weapon.name}${r.effect.gunnerHit && r.weapon?.gunner ? ` (${r.weapon.gunner} takes a S4 hit)` : ""}.`);
  }
  const upgrade = r.upgrade ? v.upgrades.find((u) => u.key === r.upgrade?.key) : undefined;
  if (upgrade) {
    upgrade.destroyed = true;
    said.push(`Upgrade lost: ${upgrade.label}.`);
    // ruling: losing a plate makes the plates' save one step worse, and the last plate takes it away.
    if (upgrade.upgradeId === "armour-plates" && v.plateSave !== null)
      v.plateSave = upgradesLeft(v, "armour-plates") === 0 || v.plateSave >= 6 ? null : v.plateSave + 1;
    if (upgrade.upgradeId === "boarding-plank") v.plank = null;
    const fed = upgrade.weapon ? v.weapons.find((w) => w.key === upgrade.weapon) : undefined;
    if (fed && r.extraAmmoHits) {
      fed.extraAmmo = "none";
      // ruling: the cook-off's hits all land on one location, rolled once ("a random location").
      const at = step.take(locateHit(situationOf(s, v.key), null, dice));
      queueHits(s, v.key, r.extraAmmoHits, { weapon: "standard", damage: null, meltaShortRange: false, from: `${fed.name} cooking off`, at }, dice, step);
      said.push(`${r.extraAmmoHits} hits from the ${fed.name} on the ${at.row.title}: roll each to wound.`);
    }
    const polecat = upgrade.polecat ? s.fighters[upgrade.polecat] : undefined;
    if (polecat && r.thrown) {
      dismount(polecat, "pinned");
      said.push(`${describeLanding(r.thrown)}.`);
    }
  }
  if (r.effect.engineWound) {
    const e = v.locations.engines;
    e.wounds = Math.max(0, e.wounds - r.effect.engineWound);
    if (e.wounds === 0) addPrompt(s, { kind: "injury", vehicle: v.key, location: "engines" });
    said.push(`The engines lose a wound (${e.wounds} left).`);
  }
  if (r.effect.moveLoss) {
    v.moveLoss += r.effect.moveLoss;
    if (v.card.movement - v.moveLoss <= 0) v.flags.crippled = true;
  }
  if (r.effect.immobilise) v.flags.immobilised = true;
  if (r.effect.cripple) v.flags.crippled = true;
  if (r.effect.gammyShaft) v.gammyShaft = true;
  if (r.spin) said.push(`It spins to face ${r.spin.degrees}°.`);
  if (r.swerve) said.push(`It swerves ${r.swerve}.`);
  if (r.jam) {
    markMoved(v, r.jam.inches + r.jam.buster.distance, true);
    said.push(`The jammed thrusters fire ${r.jam.bursts} time(s), ${r.jam.inches}", then ${r.jam.buster.row.name} (${r.jam.buster.distance}").`);
  }
  if (r.effect.hurlRiders) {
    const aboard = riders(s, v.key);
    r.hurled.forEach((l, i) => {
      if (aboard[i]) dismount(aboard[i]);
      said.push(`${describeLanding(l)}.`);
    });
  }
  if (r.effect.wreck) wreck(s, v);
  return said.join(" ");
}

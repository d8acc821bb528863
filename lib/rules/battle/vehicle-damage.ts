// Damage points from a ram, collision, crash, rake or sideswipe land on one location of the vehicle:
// 003 "Damage from rams" rolls the location on the vehicle's damage table, then applies the points.
import type { Dice } from "../../dice";
import { rollAmount, type ContactEffect, type ContactRow } from "./contact-damage";
import { rollLocation, type LocatedHit, type VehicleSituation } from "./situation";

export interface VehicleDamage {
  vehicle: string;
  points: number;
  /** Where the points land; null when no damage was done. */
  hit: LocatedHit | null;
  /** Immobilised for the rest of the game by the contact itself (head-on rams, front-to-front). */
  immobilised: boolean;
  /** Swerves 45° away from the other vehicle. */
  swerves: boolean;
}

/** Rolls one vehicle's share of a contact: its points, where they land and any immobilising roll. */
export function rollEffect(v: VehicleSituation, effect: ContactEffect, dice: Dice, label: string, bonus = 0): VehicleDamage {
  const rolled = rollAmount(effect.damage, dice, `${label}: damage to ${v.name}`);
  // ruling: the reinforced ram's +2 adds to damage the table gives; where it gives none, none is added.
  const points = rolled + (effect.damage !== 0 ? bonus : 0);
  const hit = points > 0 ? rollLocation(v, dice) : null;
  const immobilised = effect.immobiliseOn !== undefined && dice.d6(`${label}: is ${v.name} immobilised (4+)`) >= effect.immobiliseOn;
  const swerves = effect.swerves === "always" || (effect.swerves === "if-damaged" && points > 0);
  return { vehicle: v.name, points, hit, immobilised, swerves };
}

/** Both vehicles' damage from one row; `bonusToSecond` is the reinforced ram's +2. */
export function rollContact(
  row: ContactRow,
  first: VehicleSituation,
  second: VehicleSituation,
  dice: Dice,
  label: string,
  bonusToSecond = 0,
): [VehicleDamage, VehicleDamage] {
  return [rollEffect(first, row.first, dice, label), rollEffect(second, row.second, dice, label, bonusToSecond)];
}

/** A single point of damage on a random location (a ramp landing gone wrong, shaking off a plank). */
export function rollSinglePoint(v: VehicleSituation, dice: Dice, label: string): VehicleDamage {
  return rollEffect(v, { damage: 1 }, dice, label);
}

/** "Crunch: 3 points on the ENGINES (rolled 6), immobilised" for the log. */
export function describeDamage(d: VehicleDamage): string {
  if (d.points === 0) return `${d.vehicle}: no damage${d.immobilised ? ", but immobilised" : ""}${d.swerves ? ", swerves away" : ""}`;
  const where = d.hit ? ` on the ${d.hit.row.title} (rolled ${d.hit.roll})` : "";
  return `${d.vehicle}: ${d.points} damage${where}${d.immobilised ? ", immobilised" : ""}${d.swerves ? ", swerves away" : ""}`;
}

// In-game helpers for the battle companion: the Thrust test and the Thruster Buster Table rolled
// with the injected dice, so every roll lands in the log.
import type { Dice, ScatterResult } from "../../dice";
import { thrusterBuster, type ThrusterBusterRow } from "../tables/thruster-buster";
import { thrustFailsOnOrBelow, type VehicleKind } from "../tables/vehicle-profiles";
import { locationDamage, type LocationDamageRow } from "../tables/location-damage";
import { isBikeOrTrike } from "../tables/vehicle-profiles";

/**
 * 003 Thrusters: fails on 1 / 1-2 / 1-3 for the first / second / third thrust (bikes: no test, 1, 1-2).
 * `modifier` is added to the D6 (Bent Chassis gives -1). Returns null when no test is taken.
 */
export function rollThrustTest(kind: VehicleKind, thrustNumber: 1 | 2 | 3, modifier: number, dice: Dice): { roll: number; passed: boolean } | null {
  const failsOn = thrustFailsOnOrBelow(kind, thrustNumber);
  if (failsOn === 0) return null;
  const roll = dice.d6(`Thrust test ${thrustNumber}`);
  return { roll, passed: roll + modifier > failsOn };
}

export interface ThrusterBusterOutcome {
  row: ThrusterBusterRow;
  /** Inches moved straight ahead (0 for a plain Spin). */
  distance: number;
  swerve: "left" | "right" | null;
  /** The facing after a spin, read off the Scatter dice (on a HIT, off its little arrow: `hit` true). */
  spin: ScatterResult | null;
}

/** `chosenSide`: a Stunt Driver picks the way a swerve goes instead of rolling for it. */
export function rollThrusterBuster(dice: Dice, chosenSide?: "left" | "right"): ThrusterBusterOutcome {
  const row = thrusterBuster(dice.d6("Thruster Buster Table"));
  const swerve = row.id === "swerve-and-move" ? (chosenSide ?? (dice.d6("Thruster Buster: swerve (1-3 left, 4-6 right)") <= 3 ? "left" : "right")) : null;
  const distance = row.id === "spin" ? 0 : dice.d6('Thruster Buster: move D6"');
  return { row, distance, swerve, spin: row.id === "spin" || row.id === "move-and-spin" ? spinFacing(dice) : null };
}

/** 003 Spin: the vehicle turns to a random facing read off the Scatter dice. A facing is always
 * wanted, so a HIT is read off its little arrow, as 000 says of the same die (Dice.hitArrow). */
export function spinFacing(dice: Dice, purpose = "Thruster Buster: spin"): ScatterResult {
  const s = dice.scatter(purpose);
  return s.hit ? { hit: true, degrees: dice.hitArrow(purpose) } : s;
}

/**
 * 003 Damage from rams: a D6 on the vehicle's damage table gives the location hit. The row is the printed
 * table; read the location's actual Toughness / Save / Wounds from the vehicle card (effectiveVehicle).
 */
export function rollHitLocation(kind: VehicleKind, dice: Dice): LocationDamageRow {
  return locationDamage(isBikeOrTrike(kind), dice.d6("Hit location"));
}

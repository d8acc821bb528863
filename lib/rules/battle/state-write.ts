// Changing the battle state as the rules say: damage on a location (or the fighter in it), prompts
// for the dice still to roll, movement this turn, and the driver's tallies for the battle record.
import type { Dice } from "../../dice";
import type { LocationId } from "../tables/vehicle-profiles";
import { isMachineLocation } from "./location-effects";
import { rule } from "./rule";
import { driverOf, riders, vehicleAt } from "./state-read";
import type { BattleState, FighterState, PendingHit, PendingInjury, Prompt, VehicleState } from "./state";
import type { Step } from "./step";
import { describeDamage, type VehicleDamage } from "./vehicle-damage";
import { crewStruck, VEHICLE_HIT_RULES } from "./vehicle-hits";

export const STATE_RULES = {
  fighterWounds: rule(
    "fighter-location",
    "003 Damage tables: crew and driver",
    "Damage on the crew or driver location falls on the fighter there, against his own wounds; his injuries follow the base rules.",
  ),
} as const;

type NewPrompt = Omit<PendingHit, "id"> | Omit<PendingInjury, "id">;

export function addPrompt(s: BattleState, p: NewPrompt): void {
  s.prompts.push({ ...p, id: s.nextPromptId++ } as Prompt);
}

export function woundFighter(f: FighterState, points: number): void {
  f.wounds = Math.max(0, f.wounds - points);
}

/** The fighters a crew hit can strike: aboard, not the driver, never a polecat. */
export const crewTargets = (s: BattleState, vehicle: string) => riders(s, vehicle).filter((f) => f.seat !== "driver" && f.seat !== "polecat");

/** Points of damage (no wound roll, no save) on a location: a ram, a collision, a crash. */
export function damageLocation(s: BattleState, key: string, location: LocationId, points: number, dice: Dice, step: Step): string {
  const v = vehicleAt(s, key);
  if (isMachineLocation(location)) {
    const l = v.locations[location];
    l.wounds = Math.max(0, l.wounds - points);
    if (l.wounds === 0) {
      step.cite(VEHICLE_HIT_RULES.wounds);
      addPrompt(s, { kind: "injury", vehicle: key, location });
    }
    return `${v.name}'s ${location}: ${l.wounds}/${l.max} wounds left${l.wounds === 0 ? ", roll the injury dice" : ""}`;
  }
  step.cite(STATE_RULES.fighterWounds);
  const f = location === "driver" ? riders(s, key).find((x) => x.seat === "driver") : step.take(crewStruck(crewTargets(s, key), false, dice))[0];
  if (!f) return `${v.name}: nobody in the ${location} to hurt`;
  woundFighter(f, points);
  return `${f.name} loses ${points} wound(s), ${f.wounds} left${f.wounds === 0 ? ": resolve his injury with the base rules" : ""}`;
}

/** A vehicle's share of a contact: immobilised by it, and its points on the location rolled. */
export function applyContactDamage(s: BattleState, key: string, d: VehicleDamage, dice: Dice, step: Step): string {
  const v = vehicleAt(s, key);
  if (d.immobilised) v.flags.immobilised = true;
  const more = d.hit && d.points > 0 ? ` (${damageLocation(s, key, d.hit.location, d.points, dice, step)})` : "";
  return `${describeDamage(d)}${more}`;
}

/** Records movement this turn; `moved` forces it for contact that only a moving vehicle makes (a ram, a swipe). */
export function markMoved(v: VehicleState, inches: number, thrusted = false, moved = inches > 0): void {
  v.thisTurn.activated = true;
  v.thisTurn.moved = v.thisTurn.moved || moved;
  v.thisTurn.thrusted = v.thisTurn.thrusted || thrusted;
  v.thisTurn.inches += inches;
}

export function wreck(s: BattleState, v: VehicleState): void {
  Object.assign(v.flags, { wrecked: true, crippled: true, immobilised: true });
  v.chase = null;
  v.plank = null;
  s.prompts = s.prompts.filter((p) => p.vehicle !== v.key || (p.kind === "hit" && p.fighter !== null));
}

/** Takes a fighter off his vehicle, onto his feet. */
export function dismount(f: FighterState, condition?: FighterState["condition"]): void {
  f.ridesIn = null;
  f.seat = null;
  if (condition) f.condition = condition;
}

/** Credits the vehicle and its driver now: a ram that damaged a vehicle, or a fighter run over. */
export function credit(s: BattleState, key: string, what: "damagingRams" | "runOver"): void {
  const v = vehicleAt(s, key);
  v[what] += 1;
  const d = driverOf(s, key);
  if (!d) return;
  const t = (s.drivers[d.key] ??= { damagingRams: 0, runOver: 0 });
  t[what] += 1;
}

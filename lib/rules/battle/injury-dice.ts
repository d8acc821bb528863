// The injury dice on a location at 0 wounds: the table's result (location-effects.ts) with the dice it
// calls for: which weapon or upgrade, a spin's facing, a swerve's side, the thruster jam, the explosion.
import type { Dice, ScatterResult } from "../../dice";
import type { InjuryResult } from "../tables/location-damage";
import { pickAtRandom, rollSide, type Side } from "./checks";
import { locationEffect, type LocationEffect, type MachineLocation } from "./location-effects";
import type { MovingVehicle } from "./movement";
import { applyRule, refuse, rule, unwrap, type Ruled } from "./rule";
import { thrusterJam, type ThrusterJamOutcome } from "./thrust";
import { rollHurled, rollThrown, type Landing } from "./thrown";
import { spinFacing } from "./thrusters";

export const INJURY_RULES = {
  injuryDice: rule(
    "location-damage",
    "003 Damage tables",
    "A location at 0 wounds rolls the injury dice: a flesh wound, a serious injury or a skull, each with its own result on that location's table.",
  ),
  extraAmmo: rule(
    "extra-ammo-destroyed",
    "003 Workshop: extra ammo",
    "If the extra ammo is destroyed it cooks off: 2D3 hits from its weapon on random locations of the vehicle.",
  ),
  polecat: rule("polecat-destroyed", "003 Workshop: polecat", "If a polecat's perch is destroyed, the polecat is thrown from the vehicle."),
  gammyShaft: rule(
    "gammy-shaft",
    "003 Damage tables: engines, serious injury",
    "At the start of each turn after the shaft broke, roll a D6: on a 6 the fuel explodes.",
  ),
} as const;

export interface WeaponAboard {
  key: string;
  label: string;
  gunner: string | null;
}
export interface UpgradeAboard {
  key: string;
  upgradeId: string;
  label: string;
  weapon?: string;
  polecat?: string;
}

export interface InjuryContext {
  vehicle: MovingVehicle;
  /** Bent Chassis and the like, for the thruster jam's tests. */
  thrustTestModifier: number;
  weapons: readonly WeaponAboard[];
  upgrades: readonly UpgradeAboard[];
  riders: readonly string[];
  stuntSide?: Side;
}

export interface InjuryOutcome {
  effect: LocationEffect;
  weapon: WeaponAboard | null;
  upgrade: UpgradeAboard | null;
  spin: ScatterResult | null;
  swerve: Side | null;
  jam: ThrusterJamOutcome | null;
  hurled: Landing[];
  /** Extra ammo cooking off: hits to resolve on the vehicle, from `upgrade.weapon`. */
  extraAmmoHits: number | null;
  thrown: Landing | null;
}

export function rollInjuryEffect(ctx: InjuryContext, location: MachineLocation, injury: InjuryResult, dice: Dice): Ruled<InjuryOutcome> {
  return applyRule(INJURY_RULES.injuryDice, dice, (rc) => {
    const v = ctx.vehicle;
    if (v.wrecked) refuse("vehicle-wrecked", `${v.name} is already a wreck.`);
    const effect = locationEffect(location, injury);
    const out: InjuryOutcome = { effect, weapon: null, upgrade: null, spin: null, swerve: null, jam: null, hurled: [], extraAmmoHits: null, thrown: null };
    if ((effect.weaponOut || effect.weaponPenalty) && ctx.weapons.length > 0) out.weapon = pickAtRandom(ctx.weapons, dice, `${v.name}: which weapon is hit`);
    if (effect.upgradeOut && ctx.upgrades.length > 0) {
      const u = pickAtRandom(ctx.upgrades, dice, `${v.name}: which upgrade is hit`);
      out.upgrade = u;
      if (u.weapon) {
        rc.also(INJURY_RULES.extraAmmo);
        out.extraAmmoHits = dice.d3("Extra ammo cooks off: first D3") + dice.d3("Extra ammo cooks off: second D3");
      }
      if (u.polecat) {
        rc.also(INJURY_RULES.polecat);
        out.thrown = rollThrown(u.polecat, dice);
      }
    }
    if (effect.spin) out.spin = spinFacing(dice, `${v.name} spins`);
    if (effect.swerve) out.swerve = ctx.stuntSide ?? rollSide(dice, `${v.name} swerves`);
    // ruling: jammed thrusters cannot move a vehicle that is immobilised or crippled.
    if (effect.thrusterJam && !v.immobilised && !v.crippled) out.jam = unwrap(thrusterJam(v, ctx.thrustTestModifier, dice), rc);
    if (effect.hurlRiders) out.hurled = ctx.riders.map((f) => rollHurled(f, dice));
    return out;
  });
}

/** Start of a turn for a vehicle with a broken gammy shaft: a 6 and the fuel explodes. */
export function rollGammyShaft(vehicle: string, riders: readonly string[], dice: Dice): Ruled<{ roll: number; explodes: boolean; hurled: Landing[] }> {
  return applyRule(INJURY_RULES.gammyShaft, dice, () => {
    const roll = dice.d6(`${vehicle}: gammy shaft (6: the fuel explodes)`);
    const explodes = roll === 6;
    return { roll, explodes, hurled: explodes ? riders.map((f) => rollHurled(f, dice)) : [] };
  });
}

// The card a player uses: the base profile plus workshop upgrades, Techpriest custom upgrades
// (penalty from the second of a kind on), lasting permanent damage (cumulative) and hulk penalties.
import type { Vehicle } from "./roster/schema";
import type { z } from "zod";
import type { fittedUpgradeSchema } from "./roster/schema";
import { LOCATION_IDS, baseCrew, isBikeOrTrike, vehicleProfile, type LocationId, type LocationProfile, type VehicleKind } from "./tables/vehicle-profiles";
import { armourPlateSave, workshopUpgrade, type UpgradeId } from "./tables/workshop";
import { customUpgrade, type CustomUpgradeId } from "./tables/techpriest";
import { PERMANENT_DAMAGE_TABLE, type PermanentDamageId } from "./tables/permanent-damage";
import { addTo, improveSave, isRelative, type LocationValue, type SaveValue } from "./tables/stats";

export interface VehicleCard {
  vehicleId: string;
  name: string;
  kind: VehicleKind;
  profileName: string;
  movement: number;
  /** Longest single thrust, after Faster and Heavier. */
  maxThrust: number;
  firstThrustNoTest: boolean;
  /** Crew carried besides the driver. */
  crewCapacity: number;
  /** Bolt-on weapon slots: 3 + 1 per hard point. */
  boltOnSlots: number;
  /** Armour plates' special save (6+, 5+, 4+), or null. */
  specialSave: number | null;
  locations: Record<LocationId, LocationProfile>;
  /** Smoother: added to the driver's Cl while driving. */
  driverClBonus: number;
  /** 'Ard Looking: added to the CL of every warrior on board. */
  crewClBonus: number;
  /** Annoying Squeak: the driver's CL when rolling to swerve and turning under thrusters. */
  swerveAndThrustTurnClModifier: number;
  /** Boneshaker: to-hit modifier for everyone shooting from the moving vehicle. */
  shootingModifier: number;
  /** Bent Chassis: modifier on every Thrust test D6. */
  thrustTestModifier: number;
  steeringJams: boolean;
  onlyHalfCrewMayFire: boolean;
  rerollFailedClLdWp: boolean;
  specialRules: string[];
  benchedNextBattle: boolean;
  destroyed: boolean;
}

export const BOLT_ON_BASE_SLOTS = 3;

export function upgradeCount(vehicle: Pick<Vehicle, "upgrades">, id: UpgradeId): number {
  return vehicle.upgrades.filter((u) => u.upgradeId === id).length;
}

export function customUpgradeCount(vehicle: Pick<Vehicle, "customUpgrades">, id: CustomUpgradeId): number {
  return vehicle.customUpgrades.filter((u) => u.upgradeId === id).length;
}

export function damageCount(vehicle: Pick<Vehicle, "permanentDamage">, id: PermanentDamageId): number {
  return vehicle.permanentDamage.filter((d) => d === id).length;
}

/** 003 "Fighting platform": +2 max crew each. ruling: the Half Track/Track's special rule "Max Crew 5 +
 * driver" says what its crew column says (as the Truck/Buggy's "5+ driver"); the platform's "Increase
 * max crew by 2" names no exception, so it raises a track's crew as any vehicle's. */
export function crewCapacity(vehicle: Pick<Vehicle, "kind" | "upgrades">): number {
  return baseCrew(vehicle.kind) + 2 * upgradeCount(vehicle, "fighting-platform");
}

/** 003 "Bolted on Weapons": up to 3, and "Hard point": 1 additional weapon each. */
export function boltOnSlots(vehicle: Pick<Vehicle, "upgrades">): number {
  return BOLT_ON_BASE_SLOTS + upgradeCount(vehicle, "hard-point");
}

// ruling: no card value falls below 1 (a vehicle never has 0 Toughness, Wounds, Movement or thrust);
// relative values ("Fighter -1") are floored when read against the fighter (see resolveValue).
const floor1 = (v: LocationValue): LocationValue => (isRelative(v) ? v : Math.max(1, v));

export function effectiveVehicle(vehicle: Vehicle): VehicleCard {
  const profile = vehicleProfile(vehicle.kind);
  const platforms = upgradeCount(vehicle, "fighting-platform");
  const extra = (id: CustomUpgradeId) => Math.max(0, customUpgradeCount(vehicle, id) - 1);
  const dmg = (id: PermanentDamageId) => damageCount(vehicle, id);

  // ruling: the bonus of a custom upgrade counts every time it is taken; the penalty from the second on.
  // ruling: Heavier's "+1 Toughness" names no location, so it is every location (as Faster's penalty
  // says "all locations"), the crew's and the driver's too.
  const toughnessChange = customUpgradeCount(vehicle, "heavier") - extra("faster") - dmg("armour-weakened");
  const thrustBonus = vehicle.customUpgrades.reduce((n, u) => n + (u.thrustBonus ?? 0), 0);
  const enclosed = upgradeCount(vehicle, "enclosed-crew") > 0;

  const locations = Object.fromEntries(
    LOCATION_IDS.map((id) => {
      const base = profile.locations[id];
      let toughness = addTo(base.toughness, toughnessChange);
      let save: SaveValue = base.save;
      let wounds = base.wounds;
      if (id === "crew" && enclosed) {
        toughness = addTo(toughness, 2);
        save = improveSave(save, 1);
      }
      if (id === "engines") wounds = addTo(wounds, -2 * extra("smoother"));
      return [id, { toughness: floor1(toughness), save, wounds: floor1(wounds) }];
    }),
  ) as Record<LocationId, LocationProfile>;

  return {
    vehicleId: vehicle.id,
    name: vehicle.name,
    kind: vehicle.kind,
    profileName: profile.name,
    // 003 Workshop, Fighting platform: each platform after the first costs 1 movement.
    movement: Math.max(1, profile.movement - Math.max(0, platforms - 1) - extra("heavier")),
    maxThrust: Math.max(1, profile.maxThrust + thrustBonus - extra("heavier")),
    firstThrustNoTest: isBikeOrTrike(vehicle.kind),
    crewCapacity: crewCapacity(vehicle),
    boltOnSlots: boltOnSlots(vehicle),
    specialSave: armourPlateSave(upgradeCount(vehicle, "armour-plates")),
    locations,
    // ruling: Smoother's "+1Cl bonus" is the driver's: the Cl tests of a vehicle's handling are his.
    driverClBonus: customUpgradeCount(vehicle, "smoother"),
    crewClBonus: dmg("ard-looking"),
    swerveAndThrustTurnClModifier: -dmg("annoying-squeak"),
    shootingModifier: -dmg("boneshaker"),
    thrustTestModifier: -dmg("bent-chassis"),
    steeringJams: dmg("steering-jams") > 0,
    onlyHalfCrewMayFire: enclosed,
    rerollFailedClLdWp: upgradeCount(vehicle, "pimped-out") > 0,
    specialRules: specialRulesOf(vehicle),
    benchedNextBattle: vehicle.benchedNextBattle,
    destroyed: vehicle.status === "destroyed",
  };
}

/**
 * The lines printed under the card: profile rules, then each upgrade and damage once, in our words
 * with its citation in brackets ("[003 Workshop, Polecat]"), then a count.
 */
function specialRulesOf(vehicle: Vehicle): string[] {
  const counted = <T extends string>(ids: readonly T[], line: (id: T) => string) =>
    [...new Set(ids)].map((id) => {
      const n = ids.filter((x) => x === id).length;
      return n > 1 ? `${line(id)} (×${n})` : line(id);
    });
  const upgrades = counted(
    vehicle.upgrades.map((u) => u.upgradeId),
    (id) => {
      const u = workshopUpgrade(id);
      return `${u.name}: ${u.effect} [${u.cite}]`;
    },
  );
  const custom = counted(
    vehicle.customUpgrades.map((u) => u.upgradeId),
    (id) => {
      const c = customUpgrade(id);
      return `${c.name}: ${c.bonus} [${c.cite}]`;
    },
  );
  const damage = counted(vehicle.permanentDamage, (id) => {
    const row = PERMANENT_DAMAGE_TABLE.find((r) => r.id === id)!;
    return `${row.name}: ${row.text} [${row.cite}]`;
  });
  return [...vehicleProfile(vehicle.kind).specialRules, ...upgrades, ...custom, ...damage];
}

/** Reads a location value against the fighter in it ("Fighter +2" on a T3 fighter is 5). */
export function resolveValue(v: LocationValue, fighterValue: number): number {
  return Math.max(1, isRelative(v) ? fighterValue + v.plus : v);
}

/**
 * Reads a save against the fighter's own save (null = none); 7+ or worse is no save.
 * ruling: no bonus makes a save better than 2+.
 */
export function resolveSave(v: SaveValue, fighterSave: number | null): number | null {
  const n = isRelative(v) ? (fighterSave ?? 7) - v.plus : v;
  return n >= 7 ? null : Math.max(2, n);
}

/**
 * A fitted workshop upgrade as a card lists it: its mounting where it has one ("Wrecking ball
 * (left)") and, for Extra Ammo, the weapon it feeds ("Extra Ammo (Heavy stubber)"), since 003's
 * Extra Ammo belongs to one bolted-on weapon and a truck may carry it for several.
 */
export function fittedUpgradeName(vehicle: Pick<Vehicle, "weapons">, fitted: z.infer<typeof fittedUpgradeSchema>): string {
  const name = workshopUpgrade(fitted.upgradeId).name;
  const weapon = fitted.weaponId ? vehicle.weapons.find((w) => w.id === fitted.weaponId) : undefined;
  const detail = [fitted.mounting, weapon ? `${weapon.twinLinked ? "twin-linked " : ""}${weapon.name}` : null].filter(Boolean).join(", ");
  return detail ? `${name} (${detail})` : name;
}

// 003 damage tables, injury dice results: what a location brought to 0 wounds does to the vehicle.
// Crew and driver hits are fighters' injuries (base rules); the four parts of the machine are here.
import type { InjuryResult } from "../tables/location-damage";

export type MachineLocation = "weapons" | "upgrades" | "wheels" | "engines";
export const MACHINE_LOCATIONS = ["weapons", "upgrades", "wheels", "engines"] as const satisfies readonly MachineLocation[];

export interface LocationEffect {
  /** The table's name for the result (a short phrase). */
  name: string;
  explain: string;
  spin?: true;
  swerve?: true;
  immobilise?: true;
  cripple?: true;
  /** ruling: the fuel exploding wrecks the vehicle: it takes no further part. */
  wreck?: true;
  /** A random bolted-on weapon is out for the battle / shoots at -1. */
  weaponOut?: true;
  weaponPenalty?: -1;
  /** The exploding weapon's gunner takes a hit. */
  gunnerHit?: { strength: 4; damage: 1 };
  /** A random upgrade that can be destroyed is destroyed. */
  upgradeOut?: true;
  engineWound?: 1;
  /** All moves -1" (gas engines and each thrust). */
  moveLoss?: 1;
  /** Each later turn starts with a D6: on a 6 the fuel explodes. */
  gammyShaft?: true;
  thrusterJam?: true;
  /** Everyone aboard is flung D6" and takes a S4 hit. */
  hurlRiders?: true;
}

export const LOCATION_EFFECTS = {
  weapons: {
    skull: {
      name: "Weapon explodes",
      explain: "One bolted-on weapon blows up: its gunner takes a S4 hit and it is out for the battle.",
      weaponOut: true,
      gunnerHit: { strength: 4, damage: 1 },
    },
    "serious-injury": { name: "Ammo clip destroyed", explain: "One bolted-on weapon has no ammunition left for the battle.", weaponOut: true },
    "flesh-wound": { name: "Weapon damaged", explain: "One bolted-on weapon shoots at -1 for the rest of the battle.", weaponPenalty: -1 },
  },
  upgrades: {
    skull: { name: "Upgrade is Destroyed", explain: "One upgrade is lost and the engines take a wound.", upgradeOut: true, engineWound: 1 },
    "serious-injury": { name: "Upgrade is destroyed", explain: "One upgrade is lost.", upgradeOut: true },
    "flesh-wound": { name: "No effect", explain: "A scratch on the kit, nothing more." },
  },
  wheels: {
    skull: { name: "Nob pins destroyed", explain: "The vehicle spins to a random facing and is immobilised.", spin: true, immobilise: true },
    "serious-injury": { name: "Drivel pipe bent", explain: "The vehicle swerves 45° to one side.", swerve: true },
    "flesh-wound": {
      name: "Upper cog links damaged",
      explain: 'Every move, gas or thrust, is 1" shorter; with no gas move left the vehicle is crippled.',
      moveLoss: 1,
    },
  },
  engines: {
    skull: {
      name: "Fuel explodes",
      explain: 'The vehicle is crippled, immobilised and wrecked; everyone aboard is flung D6" and takes a S4 hit.',
      cripple: true,
      immobilise: true,
      wreck: true,
      hurlRiders: true,
    },
    "serious-injury": {
      name: "Gammy shaft broken",
      explain: "The vehicle spins, is immobilised and crippled; each later turn starts with a D6, and a 6 sets off the fuel.",
      spin: true,
      immobilise: true,
      cripple: true,
      gammyShaft: true,
    },
    "flesh-wound": {
      name: "Thruster jam",
      explain: "The thrusters fire on their own, straight ahead, until a Thrust test fails or it hits something; then it drives normally again.",
      thrusterJam: true,
    },
  },
} as const satisfies Record<MachineLocation, Record<InjuryResult, LocationEffect>>;

export const INJURY_RESULTS = ["flesh-wound", "serious-injury", "skull"] as const satisfies readonly InjuryResult[];

export function locationEffect(location: MachineLocation, injury: InjuryResult): LocationEffect {
  return LOCATION_EFFECTS[location][injury];
}

export const isMachineLocation = (id: string): id is MachineLocation => (MACHINE_LOCATIONS as readonly string[]).includes(id);

// 003 "Trucks, tracks and Buggies damage tables" and "Bikes and trikes damage tables": the D6
// location roll, each location's printed profile and the injury dice results.
import type { LocationId } from "./vehicle-profiles";
import { asDriver, asFighter, driverPlus, fighterPlus, type LocationValue, type SaveValue } from "./stats";

export type InjuryResult = "flesh-wound" | "serious-injury" | "skull";

export interface InjuryEffect {
  name: string;
  text: string;
}

export interface LocationDamageRow {
  roll: number;
  location: LocationId;
  title: string;
  toughness: LocationValue;
  save: SaveValue;
  wounds: LocationValue;
  /** "If there is no crew on the vehicle then the driver is hit instead", and so on. */
  fallback: string | null;
  notes: string | null;
  /** Injury dice results, for the locations that have them. */
  injuries: Readonly<Partial<Record<InjuryResult, InjuryEffect>>>;
}

const CREW_NOTES = "If any warrior goes down from a hit the warrior will fall off the vehicle and land D3\" away in a random direction, suffering another S3 hit.";
const DRIVER_NOTES = "If the driver goes down, or is taken out of action then the vehicle will swerve and move D6\" ahead immediately. A member of the crew can try to take over as described in the rules.";

const FIXED_WEAPON_INJURIES = {
  skull: { name: "Weapon explodes", text: "1S4 hit on the gunner and the weapon may not be used for the rest of the battle." },
  "serious-injury": { name: "Ammo clip destroyed", text: "The weapon may not be used for the rest of the battle." },
  "flesh-wound": { name: "-1 to hit", text: "The weapon is at -1 to hit for the rest of this battle." },
} as const;
const UPGRADE_INJURIES = {
  skull: { name: "Upgrade is Destroyed", text: "Upgrade is Destroyed and a single wound is caused to the engine." },
  "serious-injury": { name: "Upgrade is destroyed", text: "Upgrade is destroyed" },
  "flesh-wound": { name: "No effect", text: "no effect." },
} as const;
const WHEEL_INJURIES = {
  skull: { name: "Nob pins destroyed", text: "The vehicle spins and is immobilised." },
  "serious-injury": { name: "Drivel pipe bent", text: "The vehicle swerves." },
  "flesh-wound": { name: "Upper cog links damaged", text: "Reduce all moves by -1\" (gas engines and each thrust). If moves are reduced to zero then the vehicle is crippled." },
} as const;
const ENGINE_INJURIES = {
  skull: { name: "Fuel explodes", text: "Crippling and immobilising the vehicle. All warriors onboard are hurled D6\" away in random directions and take 1 S4 hit each." },
  "serious-injury": { name: "Gammy shaft broken", text: "The vehicle spins and is immobilised. Roll a D6 at the start of each subsequent turn, on a 6 the fuel explodes as in 6, above. The vehicle is crippled" },
  "flesh-wound": { name: "Thruster jam", text: "The vehicle immediately thrusts in a straight line until you fail a test or ram/crash into something! If it survives, the vehicle may move normally in future turns after the thruster jam is resolved." },
} as const;

const NO_CREW = "If there is no crew on the vehicle then the driver is hit instead";
const NO_WEAPON = "If the vehicle has no fixed weapons then the crew is hit.";
const NO_UPGRADE = "If the vehicle has any extra bits of kit – such as boarding planks, extra armour plates, or whatever – then randomise which is hit. If there are none the engine is hit";
const NO_DRIVER = "If there is no driver, the engine is hit instead.";

// ruling: this table prints the driver at "as driver +3" while the Truck/Buggy profile says
// "Driver +2"; the table is kept as printed and the vehicle card uses the profile (+2). Likewise the
// WHEEL/TRACK save is 4+ here and 3+ on the Half Track/Track profile: a track's card says 3+.
export const TRUCK_TRACK_BUGGY_DAMAGE = [
  { roll: 1, location: "crew", title: "CREW (random member)", toughness: fighterPlus(2), save: 5, wounds: asFighter, fallback: NO_CREW, notes: CREW_NOTES, injuries: {} },
  { roll: 2, location: "weapons", title: "FIXED WEAPON", toughness: 8, save: 5, wounds: 3, fallback: NO_WEAPON, notes: null, injuries: FIXED_WEAPON_INJURIES },
  { roll: 3, location: "upgrades", title: "UPGRADES", toughness: 8, save: 5, wounds: 2, fallback: NO_UPGRADE, notes: null, injuries: UPGRADE_INJURIES },
  { roll: 4, location: "wheels", title: "WHEEL/TRACK", toughness: 8, save: 4, wounds: 3, fallback: null, notes: null, injuries: WHEEL_INJURIES },
  { roll: 5, location: "driver", title: "DRIVER", toughness: driverPlus(3), save: 4, wounds: asDriver, fallback: NO_DRIVER, notes: DRIVER_NOTES, injuries: {} },
  { roll: 6, location: "engines", title: "ENGINES", toughness: 10, save: 3, wounds: 5, fallback: null, notes: null, injuries: ENGINE_INJURIES },
] as const satisfies readonly LocationDamageRow[];

export const BIKE_TRIKE_DAMAGE = [
  { roll: 1, location: "crew", title: "CREW (random member)", toughness: asFighter, save: asFighter, wounds: asFighter, fallback: NO_CREW, notes: CREW_NOTES, injuries: {} },
  { roll: 2, location: "weapons", title: "FIXED WEAPON", toughness: 7, save: 5, wounds: 2, fallback: NO_WEAPON, notes: null, injuries: FIXED_WEAPON_INJURIES },
  { roll: 3, location: "upgrades", title: "UPGRADES", toughness: 6, save: 5, wounds: 1, fallback: NO_UPGRADE, notes: null, injuries: UPGRADE_INJURIES },
  { roll: 4, location: "wheels", title: "WHEEL/TRACK", toughness: 6, save: 5, wounds: 2, fallback: null, notes: null, injuries: WHEEL_INJURIES },
  { roll: 5, location: "driver", title: "DRIVER", toughness: driverPlus(1), save: driverPlus(1), wounds: asDriver, fallback: NO_DRIVER, notes: DRIVER_NOTES, injuries: {} },
  { roll: 6, location: "engines", title: "ENGINES", toughness: 8, save: 5, wounds: 3, fallback: null, notes: null, injuries: ENGINE_INJURIES },
] as const satisfies readonly LocationDamageRow[];

/**
 * The location a D6 hits. ruling: "Shooting at Vehicles" says a 3 hits the wheel, but both damage
 * tables number 3 as UPGRADES and 4 as WHEEL/TRACK; the tables win.
 */
export function locationDamage(bikeOrTrike: boolean, d6: number): LocationDamageRow {
  const row = (bikeOrTrike ? BIKE_TRIKE_DAMAGE : TRUCK_TRACK_BUGGY_DAMAGE).find((r) => r.roll === d6);
  if (!row) throw new RangeError(`Damage table: ${d6} is not a D6 score`);
  return row;
}

/** What an injury die does at a location; null where the table lists no injury results (crew, driver). */
export function locationInjury(bikeOrTrike: boolean, location: LocationId, injury: InjuryResult): InjuryEffect | null {
  const row = (bikeOrTrike ? BIKE_TRIKE_DAMAGE : TRUCK_TRACK_BUGGY_DAMAGE).find((r) => r.location === location)!;
  return (row.injuries as Partial<Record<InjuryResult, InjuryEffect>>)[injury] ?? null;
}

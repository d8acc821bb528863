// 003 Damage tables, one for trucks, tracks and buggies and one for bikes and trikes: the D6
// location roll, each location's printed profile and what the injury dice do there.
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
  /** Where the row is: text, table and row. */
  cite: string;
  toughness: LocationValue;
  save: SaveValue;
  wounds: LocationValue;
  /** What is hit instead when the location is missing (no crew: the driver), in our words. */
  fallback: string | null;
  notes: string | null;
  /** Injury dice results, for the locations that have them. */
  injuries: Readonly<Partial<Record<InjuryResult, InjuryEffect>>>;
}

const CREW_NOTES = 'A crew member who goes down falls off: place him D3" away in a random direction; he takes a further S3 hit.';
const DRIVER_NOTES =
  'If the driver goes down or is taken out of action, the vehicle swerves and moves D6" ahead at once. A crew member may try to take the wheel (003 Boarding actions, Take Over).';

const FIXED_WEAPON_INJURIES = {
  skull: { name: "Weapon explodes", text: "The gunner takes one S4 hit, and the weapon is out for the rest of the battle." },
  "serious-injury": { name: "Ammo clip destroyed", text: "The weapon is out for the rest of the battle." },
  "flesh-wound": { name: "-1 to hit", text: "The weapon shoots at -1 to hit for the rest of the battle." },
} as const;
const UPGRADE_INJURIES = {
  skull: { name: "Upgrade is Destroyed", text: "The upgrade is lost and the engine loses 1 wound." },
  "serious-injury": { name: "Upgrade is destroyed", text: "The upgrade is lost." },
  "flesh-wound": { name: "No effect", text: "Nothing happens." },
} as const;
const WHEEL_INJURIES = {
  skull: { name: "Nob pins destroyed", text: "The vehicle spins and is immobilised." },
  "serious-injury": { name: "Drivel pipe bent", text: "The vehicle swerves." },
  "flesh-wound": {
    name: "Upper cog links damaged",
    text: 'Every move is 1" shorter (the gas engine move and each thrust). Once moves reach 0 the vehicle is crippled.',
  },
} as const;
const ENGINE_INJURIES = {
  skull: {
    name: "Fuel explodes",
    text: 'The vehicle is crippled and immobilised. Everyone aboard is flung D6" in his own random direction and takes one S4 hit.',
  },
  "serious-injury": {
    name: "Gammy shaft broken",
    text: "The vehicle spins, is immobilised and is crippled. At the start of every later turn roll a D6: on a 6 the fuel explodes (the engine's Skull result).",
  },
  "flesh-wound": {
    name: "Thruster jam",
    text: "The vehicle thrusts straight ahead at once and keeps thrusting until a test fails or it rams or crashes into something. If it survives, it moves as normal from then on.",
  },
} as const;

const NO_CREW = "No crew aboard: the driver is hit instead.";
const NO_WEAPON = "No fixed weapon: the crew is hit instead.";
const NO_UPGRADE = "Pick one of the vehicle's extra kit (boarding plank, armour plates and the like) at random; with none, the engine is hit.";
const NO_DRIVER = "No driver: the engine is hit instead.";

// ruling: this table prints the driver at "as driver +3" while the Truck/Buggy profile says
// "Driver +2"; the table is kept as printed and the vehicle card uses the profile (+2). Likewise the
// WHEEL/TRACK save is 4+ here and 3+ on the Half Track/Track profile: a track's card says 3+.
export const TRUCK_TRACK_BUGGY_DAMAGE = [
  {
    roll: 1,
    location: "crew",
    title: "CREW (random member)",
    cite: "003 Damage tables (trucks, tracks, buggies), 1",
    toughness: fighterPlus(2),
    save: 5,
    wounds: asFighter,
    fallback: NO_CREW,
    notes: CREW_NOTES,
    injuries: {},
  },
  {
    roll: 2,
    location: "weapons",
    title: "FIXED WEAPON",
    cite: "003 Damage tables (trucks, tracks, buggies), 2",
    toughness: 8,
    save: 5,
    wounds: 3,
    fallback: NO_WEAPON,
    notes: null,
    injuries: FIXED_WEAPON_INJURIES,
  },
  {
    roll: 3,
    location: "upgrades",
    title: "UPGRADES",
    cite: "003 Damage tables (trucks, tracks, buggies), 3",
    toughness: 8,
    save: 5,
    wounds: 2,
    fallback: NO_UPGRADE,
    notes: null,
    injuries: UPGRADE_INJURIES,
  },
  {
    roll: 4,
    location: "wheels",
    title: "WHEEL/TRACK",
    cite: "003 Damage tables (trucks, tracks, buggies), 4",
    toughness: 8,
    save: 4,
    wounds: 3,
    fallback: null,
    notes: null,
    injuries: WHEEL_INJURIES,
  },
  {
    roll: 5,
    location: "driver",
    title: "DRIVER",
    cite: "003 Damage tables (trucks, tracks, buggies), 5",
    toughness: driverPlus(3),
    save: 4,
    wounds: asDriver,
    fallback: NO_DRIVER,
    notes: DRIVER_NOTES,
    injuries: {},
  },
  {
    roll: 6,
    location: "engines",
    title: "ENGINES",
    cite: "003 Damage tables (trucks, tracks, buggies), 6",
    toughness: 10,
    save: 3,
    wounds: 5,
    fallback: null,
    notes: null,
    injuries: ENGINE_INJURIES,
  },
] as const satisfies readonly LocationDamageRow[];

export const BIKE_TRIKE_DAMAGE = [
  {
    roll: 1,
    location: "crew",
    title: "CREW (random member)",
    cite: "003 Damage tables (bikes, trikes), 1",
    toughness: asFighter,
    save: asFighter,
    wounds: asFighter,
    fallback: NO_CREW,
    notes: CREW_NOTES,
    injuries: {},
  },
  {
    roll: 2,
    location: "weapons",
    title: "FIXED WEAPON",
    cite: "003 Damage tables (bikes, trikes), 2",
    toughness: 7,
    save: 5,
    wounds: 2,
    fallback: NO_WEAPON,
    notes: null,
    injuries: FIXED_WEAPON_INJURIES,
  },
  {
    roll: 3,
    location: "upgrades",
    title: "UPGRADES",
    cite: "003 Damage tables (bikes, trikes), 3",
    toughness: 6,
    save: 5,
    wounds: 1,
    fallback: NO_UPGRADE,
    notes: null,
    injuries: UPGRADE_INJURIES,
  },
  {
    roll: 4,
    location: "wheels",
    title: "WHEEL/TRACK",
    cite: "003 Damage tables (bikes, trikes), 4",
    toughness: 6,
    save: 5,
    wounds: 2,
    fallback: null,
    notes: null,
    injuries: WHEEL_INJURIES,
  },
  {
    roll: 5,
    location: "driver",
    title: "DRIVER",
    cite: "003 Damage tables (bikes, trikes), 5",
    toughness: driverPlus(1),
    save: driverPlus(1),
    wounds: asDriver,
    fallback: NO_DRIVER,
    notes: DRIVER_NOTES,
    injuries: {},
  },
  {
    roll: 6,
    location: "engines",
    title: "ENGINES",
    cite: "003 Damage tables (bikes, trikes), 6",
    toughness: 8,
    save: 5,
    wounds: 3,
    fallback: null,
    notes: null,
    injuries: ENGINE_INJURIES,
  },
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

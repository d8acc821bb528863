// 003 "Vehicle profiles": Truck/Buggy, Half Track/Track, Bike/Trike, and the salvage-yard hulk
// ("Wreck and Ruin"). Each location's Toughness / Save / Wounds as printed.
import { addTo, asDriver, asFighter, driverPlus, fighterPlus, type LocationValue, type SaveValue } from "./stats";

export const LOCATION_IDS = ["crew", "weapons", "upgrades", "wheels", "driver", "engines"] as const;
export type LocationId = (typeof LOCATION_IDS)[number];

export interface LocationProfile {
  toughness: LocationValue;
  save: SaveValue;
  wounds: LocationValue;
}

export type ProfileId = "truck-buggy" | "half-track-track" | "bike-trike" | "hulk";

export interface VehicleProfile {
  id: ProfileId;
  name: string;
  cost: number;
  movement: number;
  /** Crew carried besides the driver ("5+ driver"). */
  crew: number;
  crewText: string;
  specialRules: readonly string[];
  /** Longest single thrust: 6", or 5" for tracks and half tracks ("Bikes and Tracks"). */
  maxThrust: number;
  locations: Readonly<Record<LocationId, LocationProfile>>;
}

export const TRUCK_BUGGY = {
  id: "truck-buggy",
  name: "Truck/Buggy",
  cost: 200,
  movement: 8,
  crew: 5,
  crewText: "5+ driver",
  specialRules: [],
  maxThrust: 6,
  locations: {
    crew: { toughness: fighterPlus(2), save: 5, wounds: asFighter },
    weapons: { toughness: 8, save: 5, wounds: 3 },
    upgrades: { toughness: 8, save: 5, wounds: 2 },
    wheels: { toughness: 8, save: 4, wounds: 3 },
    driver: { toughness: driverPlus(2), save: 4, wounds: asDriver },
    engines: { toughness: 10, save: 3, wounds: 5 },
  },
} as const satisfies VehicleProfile;

export const HALF_TRACK_TRACK = {
  id: "half-track-track",
  name: "Half Track/Track",
  cost: 150,
  movement: 7,
  crew: 5,
  crewText: "5+ driver",
  specialRules: ["No penalties on rough ground.", "Max Crew 5 + driver"],
  maxThrust: 5,
  locations: {
    crew: { toughness: fighterPlus(2), save: 5, wounds: asFighter },
    weapons: { toughness: 8, save: 5, wounds: 3 },
    upgrades: { toughness: 8, save: 5, wounds: 2 },
    wheels: { toughness: 8, save: 3, wounds: 3 },
    driver: { toughness: driverPlus(2), save: 4, wounds: asDriver },
    engines: { toughness: 10, save: 3, wounds: 5 },
  },
} as const satisfies VehicleProfile;

export const BIKE_TRIKE = {
  id: "bike-trike",
  name: "Bike/Trike",
  cost: 100,
  movement: 8,
  crew: 1,
  crewText: "1+ driver (2 for trikes)",
  specialRules: ["First Thrust no test."],
  maxThrust: 6,
  locations: {
    crew: { toughness: asFighter, save: asFighter, wounds: asFighter },
    weapons: { toughness: 7, save: 5, wounds: 2 },
    upgrades: { toughness: 6, save: 5, wounds: 1 },
    wheels: { toughness: 6, save: 5, wounds: 2 },
    driver: { toughness: driverPlus(1), save: driverPlus(1), wounds: asDriver },
    engines: { toughness: 8, save: 5, wounds: 3 },
  },
} as const satisfies VehicleProfile;

/** 003 Wreck and Ruin, the hulk: a Half Track's profile with -2 Toughness on every location. */
export const HULK: VehicleProfile = {
  ...HALF_TRACK_TRACK,
  id: "hulk",
  name: "Hulk",
  // ruling: a hulk is given by the salvage yard, so it is worth nothing when bought or sold.
  cost: 0,
  specialRules: [...HALF_TRACK_TRACK.specialRules, "Hulk: all locations -2 Toughness."],
  // ruling: "all locations" includes crew and driver, so Fighter +2 becomes As Fighter.
  locations: Object.fromEntries(Object.entries(HALF_TRACK_TRACK.locations).map(([id, l]) => [id, { ...l, toughness: addTo(l.toughness, -2) }])) as Record<
    LocationId,
    LocationProfile
  >,
};

export const VEHICLE_KINDS = ["truck", "buggy", "half-track", "track", "bike", "trike", "hulk"] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

const PROFILE_OF_KIND: Record<VehicleKind, VehicleProfile> = {
  truck: TRUCK_BUGGY,
  buggy: TRUCK_BUGGY,
  "half-track": HALF_TRACK_TRACK,
  track: HALF_TRACK_TRACK,
  bike: BIKE_TRIKE,
  trike: BIKE_TRIKE,
  hulk: HULK,
};

export const VEHICLE_PROFILES: readonly VehicleProfile[] = [TRUCK_BUGGY, HALF_TRACK_TRACK, BIKE_TRIKE, HULK];

export function vehicleProfile(kind: VehicleKind): VehicleProfile {
  return PROFILE_OF_KIND[kind];
}

export function isBikeOrTrike(kind: VehicleKind): boolean {
  return kind === "bike" || kind === "trike";
}

/** Crew besides the driver before upgrades: "1+ driver (2 for trikes)". */
export function baseCrew(kind: VehicleKind): number {
  return kind === "trike" ? 2 : vehicleProfile(kind).crew;
}

/** The cheapest vehicle a gang can buy (used by Wreck and Ruin): the Bike/Trike at 100. */
export const CHEAPEST_VEHICLE_COST = Math.min(...VEHICLE_PROFILES.filter((p) => p.id !== "hulk").map((p) => p.cost));

/**
 * 003 Thrusters: the first thrust fails on a 1, the second on 1-2, the third on 1-3; bikes take no
 * test for the first thrust, then fail on 1, then 1-2. Returns the highest failing roll (0 = no test).
 */
export function thrustFailsOnOrBelow(kind: VehicleKind, thrustNumber: 1 | 2 | 3): number {
  return isBikeOrTrike(kind) ? thrustNumber - 1 : thrustNumber;
}

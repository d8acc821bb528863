// Sample fleets for tests, the odds and the benchmark ("two 12-unit sides"): a carrier group with
// fighters and escorts, and a dreadnought group with gunboats, mecha, a decoy and interceptors.
import type { StarPlayer, StarSetup } from "./schema";

type Row = readonly [type: string, sides: number, count: number, controller?: string];

const CARRIER_GROUP: readonly Row[] = [
  ["Battleship", 12, 1],
  ["Heavy Cruiser", 10, 1],
  ["Fleet Carrier", 10, 1],
  ["Light Cruiser", 8, 1],
  ["Destroyer", 6, 2],
  ["Frigate", 4, 1],
  ["Fighter Squadron", 4, 3],
  ["Space Combat Drone", 1, 1, "battleship"],
  ["Corvette", 2, 1],
];
const DREADNOUGHT_GROUP: readonly Row[] = [
  ["Dreadnought", 20, 1],
  ["Light Carrier", 8, 1],
  ["Guided Missile Cruiser", 10, 1],
  ["Destroyer", 6, 3],
  ["Gunboats", 4, 2],
  ["Mecha Squadron", 4, 1, "dreadnought"],
  ["Decoy", 1, 1, "guided-missile-cruiser"],
  ["Heavy Corvette", 3, 1],
  ["Interceptors", 1, 1, "dreadnought"],
];

const slug = (type: string) => type.toLowerCase().replace(/ /g, "-");

export function starFleet(id: string, rows: readonly Row[], role: "attacker" | "defender" = "attacker"): StarPlayer {
  const units = rows.flatMap(([type, sides, count, controller]) =>
    Array.from({ length: count }, (_, i) => ({
      id: `${id}-${slug(type)}${count > 1 ? `-${i + 1}` : ""}`,
      name: count > 1 ? `${type} ${i + 1}` : type,
      sides,
      type,
      ...(controller && { controller: `${id}-${controller}` }),
    })),
  );
  return { id, name: id, role, units };
}

/** Twelve units a side: Red a carrier group, Blue a dreadnought group. */
export function twoTwelveUnitFleets(): StarSetup {
  return { players: [starFleet("Red", CARRIER_GROUP), starFleet("Blue", DREADNOUGHT_GROUP)] };
}

/** Red's carrier group against a defended station (drones, a decoy, fighters, mecha, interceptors). */
export function stationDefended(): StarSetup {
  return {
    players: [
      twoTwelveUnitFleets().players[0]!,
      starFleet(
        "Blue",
        [
          ["Base Station", 8, 1],
          ["Space Combat Drone", 1, 2, "base-station"],
          ["Decoy", 1, 1, "base-station"],
          ["Fighter Squadron", 4, 2],
          ["Mecha Squadron", 4, 1],
          ["Heavy Cruiser", 10, 1],
          ["Destroyer", 6, 2],
          ["Frigate", 4, 1],
          ["Interceptors", 1, 1, "heavy-cruiser"],
        ],
        "defender",
      ),
    ],
  };
}

/** The unit types random fleets are drawn from (the property tests, the speed fingerprint). */
export const SHIP_TYPES = [
  "Corvette",
  "Heavy Corvette",
  "Frigate",
  "Destroyer",
  "Guided Missile Destroyer",
  "Light Cruiser",
  "Heavy Cruiser",
  "Guided Missile Cruiser",
  "Battleship",
  "Dreadnought",
];
export const CARRIER_TYPES = ["Escort Carrier", "Light Carrier", "Fleet Carrier", "Attack Carrier"];
export const CRAFT_TYPES = ["Fighter Squadron", "Mecha Squadron", "Gunboats"];

// Sample sides for tests, the odds page and the benchmark ("two 12-unit gangs").
import type { RotgbPlayer, RotgbSetup } from "./schema";

/** Twelve units as a gang might map to ROtGB: 002 "Medium Fry" mostly, a few "Big Fry". */
const TWELVE = [
  [4, "Scout"],
  [4, "Scout"],
  [6, "Ganger"],
  [6, "Ganger"],
  [6, "Ganger"],
  [6, "Ganger"],
  [8, "Buggy"],
  [8, "Buggy"],
  [10, "Car"],
  [10, "Car"],
  [12, "Truck"],
  [20, "War Rig"],
] as const;

export function twelveUnitSide(id: string, alliance?: string): RotgbPlayer {
  return {
    id,
    name: id,
    alliance,
    units: TWELVE.map(([sides, type], i) => ({ id: `${id}-${i + 1}`, sides, type })),
  };
}

export function twoTwelveUnitSides(): RotgbSetup {
  return { players: [twelveUnitSide("Red"), twelveUnitSide("Blue")] };
}

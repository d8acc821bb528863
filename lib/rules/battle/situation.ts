// What a rule needs to know about a vehicle on the table, and the checks every vehicle rule makes
// before it rolls (a wrecked vehicle does nothing; an immobilised one does not move).
import type { Dice } from "../../dice";
import { isBikeOrTrike, type LocationId, type VehicleKind } from "../tables/vehicle-profiles";
import { locationDamage, type LocationDamageRow } from "../tables/location-damage";
import { refuse, rule, type Rule } from "./rule";

export interface VehicleSituation {
  name: string;
  kind: VehicleKind;
  wrecked: boolean;
  immobilised: boolean;
  crippled: boolean;
  /** Moved in its previous activation and can still move: a moving vehicle. */
  moving: boolean;
  hasDriver: boolean;
  /** What a hit can find on board, for the damage tables' "hit instead" lines. */
  contents: VehicleContents;
}

export interface VehicleContents {
  /** Crew a crew hit can strike (polecats are never struck by one). */
  crew: number;
  /** Bolted-on weapons still fitted. */
  weapons: number;
  /** Upgrades a hit can destroy. */
  upgrades: number;
  driver: boolean;
}

export const SITUATION_RULES = {
  wrecked: rule("wrecked-vehicle", "003 Drivers (until wrecked); damage tables", "A wrecked vehicle is out of the game: it no longer moves, rams or shoots."),
  stationary: rule(
    "stationary-vehicle",
    "003 Boarding: stationary vehicles",
    "A vehicle that is immobilised, or did not move in its last activation, counts as stationary.",
  ),
  hitInstead: rule(
    "hit-instead",
    "003 Damage tables",
    "A hit on something the vehicle lacks moves on: no weapon to the crew, no crew to the driver, no driver or upgrade to the engines.",
  ),
} as const;

export const isBike = (v: Pick<VehicleSituation, "kind">) => isBikeOrTrike(v.kind);

/** Refuses any action by a wrecked vehicle. */
export function mustBeInPlay(v: VehicleSituation, by: Rule): void {
  if (v.wrecked) refuse("vehicle-wrecked", `${v.name} is wrecked and takes no further part: ${SITUATION_RULES.wrecked.explain}`, by);
}

/** Refuses a move (or a ram, which is a move) by a vehicle that cannot drive itself. */
export function mustBeAbleToDrive(v: VehicleSituation, by: Rule): void {
  mustBeInPlay(v, by);
  if (v.immobilised || v.crippled)
    refuse("vehicle-immobilised", `${v.name} is ${v.immobilised ? "immobilised" : "crippled"} and cannot move under its own power.`, by);
  if (!v.hasDriver) refuse("vehicle-driverless", `${v.name} has no driver: it only slews at random until someone takes the controls.`, by);
}

/** Can this vehicle swerve out of the way? Not if it is stationary (immobilised or did not move). */
export function canSwerve(v: VehicleSituation): boolean {
  return v.moving && !v.immobilised && !v.crippled && !v.wrecked && v.hasDriver;
}

export interface LocatedHit {
  /** The D6 rolled on the vehicle's damage table (0: the attacker chose the location). */
  roll: number;
  /** Where the table sent the hit first, then each "hit instead" step. */
  path: LocationId[];
  location: LocationId;
  row: LocationDamageRow;
}

const INSTEAD: Partial<Record<LocationId, LocationId>> = { weapons: "crew", crew: "driver", driver: "engines", upgrades: "engines" };
const isMissing = (c: VehicleContents, id: LocationId) =>
  (id === "weapons" && c.weapons === 0) || (id === "crew" && c.crew === 0) || (id === "driver" && !c.driver) || (id === "upgrades" && c.upgrades === 0);

// ruling: the "hit instead" lines chain (a truck with no weapon and no crew takes a weapon hit on its driver).
export function locationFor(kind: VehicleKind, contents: VehicleContents, roll: number): LocatedHit {
  const path: LocationId[] = [locationDamage(isBikeOrTrike(kind), roll).location];
  for (let next = INSTEAD[path[path.length - 1]!]; next && isMissing(contents, path[path.length - 1]!); next = INSTEAD[next]) path.push(next);
  const location = path[path.length - 1]!;
  return { roll, path, location, row: locationDamage(isBikeOrTrike(kind), rowRollOf(location)) };
}

const rowRollOf = (id: LocationId) => ({ crew: 1, weapons: 2, upgrades: 3, wheels: 4, driver: 5, engines: 6 })[id];

export function rollLocation(v: Pick<VehicleSituation, "kind" | "contents" | "name">, dice: Dice): LocatedHit {
  return locationFor(v.kind, v.contents, dice.d6(`Hit location: ${v.name}`));
}

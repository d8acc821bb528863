// The battle as plain data, for the phone battle screen: turn, vehicles (wounds per location, speed
// and thrusters this turn, armour plates' save, state) and fighters (condition, wounds, seat).
import type { StatLine } from "../roster/schema";
import type { VehicleCard } from "../effective-vehicle";
import type { DrivingSkillId } from "../tables/driving-skills";
import type { UpgradeId } from "../tables/workshop";
import type { VehicleKind } from "../tables/vehicle-profiles";
import type { TestRules } from "./checks";
import type { MachineLocation } from "./location-effects";
import type { Activation } from "./movement";
import type { ChaseMode } from "./racing";
import type { SpecialWeaponId } from "./special-weapons";

export type FighterCondition = "active" | "pinned" | "down" | "out-of-action";
export type Seat = "driver" | "gunner" | "passenger" | "polecat" | "boarder";

export interface FighterState {
  /** Battle-wide key: "gangId/fighterId". */
  key: string;
  gangId: string;
  fighterId: string;
  name: string;
  stats: StatLine;
  drivingSkills: DrivingSkillId[];
  condition: FighterCondition;
  wounds: number;
  maxWounds: number;
  /** Vehicle key he rides in, or null on foot. */
  ridesIn: string | null;
  seat: Seat | null;
  /** Took the controls during the battle: -1 Cl while he drives. */
  tookOver: boolean;
  /** Attacked or was attacked in melee this turn. */
  foughtThisTurn: boolean;
  /** Shot from a vehicle this turn (an enclosed crew fires half its number). */
  firedThisTurn: boolean;
  /** Went down or out of action at some point (the record's "injured"). */
  everDown: boolean;
  kills: number;
}

export interface LocationWounds {
  wounds: number;
  max: number;
}

export interface WeaponState {
  key: string;
  weaponId: string;
  name: string;
  unwieldy: boolean;
  twinLinked: boolean;
  /** "driver", a gunner's fighter key, or null. */
  allocatedTo: string | null;
  /** Out for the rest of the battle (exploded, no ammo). */
  out: boolean;
  /** To-hit modifier from damage (-1 per flesh wound result). */
  penalty: number;
  extraAmmo: "none" | "unused" | "used";
}

export interface UpgradeState {
  key: string;
  upgradeId: UpgradeId;
  label: string;
  destroyed: boolean;
  /** Extra Ammo: the weapon key it feeds. */
  weapon?: string;
  /** Polecat: the fighter key on the perch. */
  polecat?: string;
  /** Boarding plank: where it is mounted. */
  mounting?: "front" | "left" | "right";
}

export interface VehicleFlags {
  immobilised: boolean;
  crippled: boolean;
  /** 003 has no fire rule; set by hand when a group plays one. */
  onFire: boolean;
  wrecked: boolean;
}

export interface VehicleState {
  key: string;
  gangId: string;
  vehicleId: string;
  name: string;
  kind: VehicleKind;
  card: VehicleCard;
  locations: Record<MachineLocation, LocationWounds>;
  /** The armour plates' special save now (it worsens as it holds), or null. */
  plateSave: number | null;
  /** Upper cog links: inches off every move. */
  moveLoss: number;
  flags: VehicleFlags;
  activation: Activation;
  /** This turn so far: has it activated (moved or held still), moved, thrusted, how far. */
  thisTurn: { activated: boolean; moved: boolean; thrusted: boolean; inches: number };
  lastTurn: { moved: boolean; thrusted: boolean };
  gammyShaft: boolean;
  /** A failed take-over: it lurches again in each end phase until someone drives. */
  runaway: boolean;
  bikeTakeOverTried: boolean;
  chase: { quarry: string; mode: ChaseMode; keptPace: boolean } | null;
  /** Get Away Driver: quarries this vehicle may not chase this turn. */
  shakenBy: string[];
  plank: { onto: string } | null;
  weapons: WeaponState[];
  upgrades: UpgradeState[];
  damagingRams: number;
  runOver: number;
}

/** A hit on a vehicle awaiting its wound roll (the roll needed comes from the base rules). */
export interface PendingHit {
  id: number;
  kind: "hit";
  vehicle: string;
  location: string;
  /** The crewman or driver struck, for crew and driver locations. */
  fighter: string | null;
  weapon: SpecialWeaponId;
  /** The weapon's Damage, or null when it is entered with the wound roll (extra ammo cooking off). */
  damage: number | null;
  meltaShortRange: boolean;
  penetrates: boolean;
  from: string;
}

/** A machine location at 0 wounds awaiting the injury dice. */
export interface PendingInjury {
  id: number;
  kind: "injury";
  vehicle: string;
  location: MachineLocation;
}

export type Prompt = PendingHit | PendingInjury;

export interface BattleGang {
  gangId: string;
  name: string;
}

export interface BattleState {
  turn: number;
  testRules: TestRules;
  gangs: BattleGang[];
  vehicles: Record<string, VehicleState>;
  fighters: Record<string, FighterState>;
  /** Hits and injury dice still to roll, oldest first. */
  prompts: Prompt[];
  nextPromptId: number;
  /** Per driver (fighter key): rams that damaged a vehicle and fighters run over out of action. */
  drivers: Record<string, { damagingRams: number; runOver: number }>;
}

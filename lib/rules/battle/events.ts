// Everything that can happen in a battle, as data: each event names the pieces involved, carries
// what the players decided at the table, and the dice faces rolled (in order), so it replays exactly.
import type { InjuryResult } from "../tables/location-damage";
import type { LocationId } from "../tables/vehicle-profiles";
import type { Modifier, Side } from "./checks";
import type { CrashFace } from "./collisions";
import type { CollisionType, SwipeType } from "./contact-damage";
import type { JumpLanding } from "./jumps";
import type { Leg } from "./movement";
import type { ChaseMode } from "./racing";
import type { RunOverHow } from "./run-over";
import type { SpecialWeaponId } from "./special-weapons";
import type { FighterCondition, Seat } from "./state";

type V = { vehicle: string };
type F = { fighter: string };

export type MovementEvent =
  | ({ type: "gas-move"; legs: readonly Leg[] } & V)
  | ({ type: "slow-speed"; inches: number; finalTurn: number } & V)
  | ({ type: "thrust"; inches: number; stuntSide?: Side } & V)
  | ({ type: "thrust-turn" } & V)
  | ({ type: "hold-still" } & V)
  | ({ type: "driverless-lurch" } & V)
  | ({ type: "ramp-jump"; thrusts: number; landing: JumpLanding; landedOn?: string } & V)
  | ({ type: "skid-turn" } & V)
  | ({ type: "stunt-respin" } & V)
  | ({ type: "emergency-stop" } & V);

export type ContactEvent =
  | ({ type: "ram"; target: string; struck: "front" | "side" | "rear"; chicken?: { rammer: number; target: number }; side?: Side } & V)
  | ({ type: "collision"; target: string; collision: CollisionType; side?: Side } & V)
  | ({ type: "crash"; face: CrashFace } & V)
  | ({ type: "clip"; target: string } & V)
  | ({ type: "swipe"; target: string; swipe: SwipeType; distance: number } & V)
  | ({ type: "run-over"; fighter: string; how: RunOverHow; distance?: number } & V);

/** The weapon a shot comes from: bolted on the firer's vehicle, or carried. */
export type ShotWeapon = { boltedOn: string } | { carried: { unwieldy: boolean; pistol: boolean; template: boolean } };

export type ShootingEvent =
  | {
      type: "shoot-vehicle";
      target: string;
      /** The firer's fighter key (aboard a vehicle or on foot). */
      firer: string;
      weapon: ShotWeapon;
      /** The roll the firer needs to hit before 003's modifiers (base rules). */
      needed: number;
      special: SpecialWeaponId;
      blastCentred?: boolean;
      arc?: "front" | "side" | "rear";
      damage: number;
      meltaShortRange?: boolean;
      modifiers?: readonly Modifier[];
      twinLinkedReroll?: boolean;
    }
  | {
      type: "wound-hit";
      prompt: number;
      /** The D6 needed to wound the location's Toughness (base rules). */
      woundNeeded: number;
      /** The weapon's Damage, when the hit does not carry it (extra ammo cooking off). */
      damage?: number;
      /** The struck fighter's own save (base rules), for "as fighter" and "as driver +1" locations. */
      fighterSave?: number | null;
    }
  | { type: "injury-dice"; prompt: number; injury: InjuryResult; stuntSide?: Side }
  | ({ type: "wrecking-ball"; target: string; distance: number; damage: number } & V)
  | ({ type: "damage-stationary"; target: string; location: LocationId; damage: number } & F)
  | ({ type: "ammo-roll"; weapon: string; needed: number; twinLinkedReroll?: boolean } & V)
  | ({ type: "fumble" } & V)
  | ({ type: "knockback" } & F)
  | ({ type: "harpoon" } & F)
  | ({ type: "grapnel"; outOfRange: boolean } & F);

export type BoardingEvent =
  | ({ type: "board"; struck: "front" | "side" | "rear" } & V & F)
  | ({ type: "jump-across"; distance: number; sideBySide: boolean } & V & F)
  | ({ type: "jump-out" } & F)
  | ({ type: "take-over" } & V & F)
  | ({ type: "drop-plank"; target: string; distance: number } & V)
  | ({ type: "shake-plank" } & V);

export type ChaseEvent =
  | ({ type: "chase"; target: string; mode: ChaseMode; distance: number; placed: boolean } & V)
  | ({ type: "chase-move" } & V)
  | ({ type: "chase-turn" } & V)
  | ({ type: "reposition"; to: ChaseMode } & V)
  | ({ type: "get-away"; target: string } & V)
  | ({ type: "give-up-chase" } & V);

export type Adjustment =
  | { what: "location-wounds"; vehicle: string; location: "weapons" | "upgrades" | "wheels" | "engines"; wounds: number }
  | { what: "vehicle-flag"; vehicle: string; flag: "immobilised" | "crippled" | "onFire" | "wrecked"; value: boolean }
  | { what: "plate-save"; vehicle: string; save: number | null }
  | { what: "fighter-wounds"; fighter: string; wounds: number }
  | { what: "seat"; fighter: string; vehicle: string | null; seat: Seat | null }
  | { what: "fought"; fighter: string }
  | { what: "dismiss-prompt"; prompt: number };

export type FighterEvent = {
  type: "fighter-status";
  fighter: string;
  condition: FighterCondition;
  /** How he went down aboard a vehicle: shot on the crew location, or in a fight on board. */
  cause?: "crew-hit" | "fight-on-board";
  /** Who took him out of action (a kill for the record). */
  by?: string;
  /** The vehicle that ran him over (the driver's experience). */
  runOverBy?: string;
};

export type TurnEvent = { type: "next-turn" } | { type: "adjust"; change: Adjustment; note?: string };

export type BattleEventBody = MovementEvent | ContactEvent | ShootingEvent | BoardingEvent | ChaseEvent | FighterEvent | TurnEvent;

/** An event with the dice faces it rolled, in order (empty when it rolls none). */
export type BattleEvent = BattleEventBody & { faces: number[] };

export type BattleEventType = BattleEventBody["type"];
export type EventOf<T extends BattleEventType> = Extract<BattleEventBody, { type: T }>;

// 003 "Vehicle Movement": the gas engine move and its two turns, the slow speed manoeuvre, a vehicle
// standing still, and the random lurch of a vehicle with nobody at the wheel.
import type { Dice } from "../../dice";
import { rollSide, type Side } from "./checks";
import { applyRule, refuse, rule, type Ruled } from "./rule";
import { mustBeAbleToDrive, mustBeInPlay, type VehicleSituation } from "./situation";

/** What the vehicle has done so far in this activation (a chase move starts a fresh one). */
export interface Activation {
  gasMoved: boolean;
  slowSpeed: boolean;
  thrusts: number;
  /** A failed thrust test or a failed turn under thrust ended the vehicle's movement. */
  ended: boolean;
  /** The last move was a thrust that fired, and no turn has been tried since. */
  mayTurnAfterThrust: boolean;
}

export const FRESH_ACTIVATION: Activation = { gasMoved: false, slowSpeed: false, thrusts: 0, ended: false, mayTurnAfterThrust: false };

export interface MovingVehicle extends VehicleSituation {
  /** Gas engine move in inches after damage (Upper cog links) and upgrades. */
  movement: number;
  /** Longest single thrust in inches after damage and upgrades. */
  maxThrust: number;
  activation: Activation;
}

export const MOVEMENT_RULES = {
  gasEngines: rule(
    "gas-engines",
    "003 Vehicle Movement: gas engines",
    "The gas engines carry the vehicle up to its Movement, once per activation. Thrusters may follow.",
  ),
  gasTurns: rule(
    "gas-turns",
    "003 Vehicle Turns: turning with gas",
    'To turn, move 1" to half the Movement and pivot up to 45° on the middle; a second pivot may follow in the other half.',
  ),
  slowSpeed: rule(
    "slow-speed",
    "003 Slow speed manoeuvres",
    'A double action: face any way, creep up to 3" and turn up to 90° more. No thrusters after it, and touching anything just stops it.',
  ),
  holdStill: rule(
    "hold-still",
    "003 Boarding: stationary vehicles",
    "A vehicle that does not move in its activation counts as stationary until it moves again.",
  ),
  driverless: rule(
    "driverless",
    "003 Vehicles without a driver",
    'With nobody at the controls the vehicle lurches 45° to a random side and rolls D6" on, at once and in each later movement phase.',
  ),
} as const;

export interface Leg {
  inches: number;
  /** Degrees pivoted at the end of the leg: negative left, positive right, 0 none. */
  pivot: number;
}

function mustStillMove(v: MovingVehicle, by: typeof MOVEMENT_RULES.gasEngines): void {
  mustBeAbleToDrive(v, by);
  if (v.activation.ended) refuse("movement-ended", `${v.name}'s movement has already ended this turn.`, by);
}

export function gasEngineMove(v: MovingVehicle, legs: readonly Leg[]): Ruled<{ inches: number; pivots: number[] }> {
  const r = MOVEMENT_RULES.gasEngines;
  return applyRule(r, null, (ctx) => {
    mustStillMove(v, r);
    if (v.activation.gasMoved || v.activation.slowSpeed)
      refuse("not-allowed", `${v.name} has already made its drive action this activation: one gas engine move, then thrusters.`, r);
    const inches = legs.reduce((n, l) => n + l.inches, 0);
    if (legs.length === 0 || legs.some((l) => !(l.inches > 0))) refuse("not-allowed", "A gas engine move goes forward some distance in each leg.", r);
    if (inches > v.movement) refuse("move-too-long", `${v.name} moves at most ${v.movement}" under gas engines; ${inches}" is too far.`, r);
    const turning = legs.length > 1 || legs.some((l) => l.pivot !== 0);
    if (turning) {
      ctx.also(MOVEMENT_RULES.gasTurns);
      const half = v.movement / 2;
      if (legs.length > 2) refuse("not-allowed", "A gas engine move turns at most twice, once in each half of the move.", MOVEMENT_RULES.gasTurns);
      if (legs.some((l) => l.inches < 1 || l.inches > half))
        refuse("not-allowed", `When turning, each leg is 1" to half the move (${half}") before its pivot.`, MOVEMENT_RULES.gasTurns);
      if (legs.some((l) => Math.abs(l.pivot) > 45)) refuse("not-allowed", "A pivot under gas engines is 45° at most.", MOVEMENT_RULES.gasTurns);
    }
    return { inches, pivots: legs.map((l) => l.pivot).filter((p) => p !== 0) };
  });
}

export function slowSpeedManoeuvre(v: MovingVehicle, inches: number, finalTurn: number): Ruled<{ inches: number }> {
  const r = MOVEMENT_RULES.slowSpeed;
  return applyRule(r, null, () => {
    mustStillMove(v, r);
    if (v.activation.gasMoved || v.activation.slowSpeed || v.activation.thrusts > 0)
      refuse("not-allowed", `${v.name} has already moved this activation; a slow speed manoeuvre is its whole drive action.`, r);
    if (!(inches >= 0 && inches <= 3)) refuse("move-too-long", 'A slow speed manoeuvre creeps 3" at most.', r);
    if (Math.abs(finalTurn) > 90) refuse("not-allowed", "After creeping, the vehicle turns 90° at most.", r);
    return { inches };
  });
}

export function holdStill(v: VehicleSituation): Ruled<{ stationary: true }> {
  const r = MOVEMENT_RULES.holdStill;
  return applyRule(r, null, () => {
    mustBeInPlay(v, r);
    return { stationary: true as const };
  });
}

export interface Lurch {
  side: Side;
  inches: number;
}

/** A 45° swerve to a random side (or the side given) and D6" forward. */
export function rollLurch(dice: Dice, purpose: string, side?: Side): Lurch {
  return { side: side ?? rollSide(dice, `${purpose}: swerve`), inches: dice.d6(`${purpose}: move D6"`) };
}

export function driverlessLurch(v: VehicleSituation, dice: Dice): Ruled<Lurch> {
  const r = MOVEMENT_RULES.driverless;
  return applyRule(r, dice, () => {
    mustBeInPlay(v, r);
    if (v.hasDriver) refuse("not-allowed", `${v.name} has a driver, so it moves as he drives it.`, r);
    if (v.immobilised || v.crippled) refuse("vehicle-immobilised", `${v.name} cannot move at all, driver or not.`, r);
    return rollLurch(dice, `${v.name} without a driver`);
  });
}

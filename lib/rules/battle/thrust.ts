// 003 "Thrusters", "Bikes and tracks" and "Turning with thrusters", with the permanent damage that
// changes them (Bent Chassis, Annoying Squeak, Steering Jams) and the engine's Thruster jam.
import type { Dice } from "../../dice";
import { thrustFailsOnOrBelow } from "../tables/vehicle-profiles";
import { citeTest, describeTest, takeTest, type Side, type Test, type TestResult } from "./checks";
import type { MovingVehicle } from "./movement";
import { applyRule, refuse, rule, type Ruled } from "./rule";
import { isBike, mustBeAbleToDrive } from "./situation";
import { rollThrusterBuster, rollThrustTest, type ThrusterBusterOutcome } from "./thrusters";

export const THRUST_RULES = {
  thrust: rule(
    "thrust",
    "003 Thrusters",
    'After a gas engine move the driver may fire the thrusters up to three times, each a declared 1" to 6" straight ahead after a D6 Thrust test.',
  ),
  thrustTest: rule(
    "thrust-test",
    "003 Thrusters",
    "The test fails on a 1 the first time, 1-2 the second, 1-3 the third; a failure ends the move and rolls on the Thruster Buster Table.",
  ),
  bikes: rule("bikes-thrust", "003 Bikes and tracks", "A bike's first thrust each turn needs no test; its second fails on a 1 and its third on 1-2."),
  tracks: rule("tracks-thrust", "003 Bikes and tracks", 'Tracks and half tracks thrust 5" at most instead of 6".'),
  bentChassis: rule("bent-chassis", "003 Permanent damage: Bent Chassis", "Every Thrust test of this vehicle takes -1 on the die."),
  thrusterBuster: rule(
    "thruster-buster",
    "003 Thruster Buster Table",
    'A failed Thrust test rolls a D6: 1 spin on the spot, 2 D6" ahead then spin, 3 swerve 45° then D6", 4+ D6" ahead.',
  ),
  stuntDriver: rule(
    "stunt-driver",
    "003 Driving skills: Stunt Driver",
    "The driver picks which way the vehicle swerves, and may roll a spin's facing once more (the second roll stands).",
  ),
  turnUnderThrust: rule(
    "thrust-turn",
    "003 Turning with thrusters",
    'After each thrust the driver may try one pivot of up to 45° with a Cl test; a failure slews the vehicle D6" on and ends its move.',
  ),
  annoyingSqueak: rule("annoying-squeak", "003 Permanent damage: Annoying Squeak", "The driver's Cl is 1 lower for swerving and for turning under thrust."),
  steeringJams: rule(
    "steering-jams",
    "003 Permanent damage: Steering Jams",
    "After the Cl test to turn under thrust, a D6 must also come up at or under the driver's Strength, or the turn fails like a failed Cl test.",
  ),
  thrusterJam: rule(
    "thruster-jam",
    "003 Damage tables: engines, flesh wound",
    "The thrusters fire by themselves: full-length bursts straight on until a Thrust test fails or the vehicle hits something.",
  ),
} as const;

export interface ThrustOutcome {
  thrustNumber: number;
  /** The Thrust test (null: a bike's first thrust needs none). */
  test: { roll: number; passed: boolean } | null;
  inches: number;
  /** Set when the test failed: the move ends here. */
  buster: ThrusterBusterOutcome | null;
}

export interface ThrustInput {
  inches: number;
  /** Bent Chassis and the like: added to the Thrust test die. */
  testModifier: number;
  /** Skid Start lets thrusters follow a slow speed manoeuvre. */
  skidStart: boolean;
  /** Stunt Driver's chosen side for a Thruster Buster swerve. */
  stuntSide?: Side;
}

export function fireThrusters(v: MovingVehicle, input: ThrustInput, dice: Dice): Ruled<ThrustOutcome> {
  const r = THRUST_RULES.thrust;
  return applyRule(r, dice, (ctx) => {
    mustBeAbleToDrive(v, r);
    const a = v.activation;
    if (a.ended) refuse("movement-ended", `${v.name}'s movement has already ended this turn.`, r);
    if (a.slowSpeed && !input.skidStart) refuse("not-allowed", "No thrusters after a slow speed manoeuvre (unless the driver has Skid Start).", r);
    if (!a.gasMoved && !a.slowSpeed) refuse("not-allowed", `${v.name} must move under gas engines before firing its thrusters.`, r);
    if (a.thrusts >= 3) refuse("thrust-limit", `${v.name} has fired its thrusters three times: that is the limit for one move.`, r);
    if (!(input.inches >= 1 && input.inches <= v.maxThrust)) refuse("move-too-long", `A thrust by ${v.name} is 1" to ${v.maxThrust}".`, r);
    if (v.kind === "track" || v.kind === "half-track" || v.kind === "hulk") ctx.also(THRUST_RULES.tracks);
    const n = (a.thrusts + 1) as 1 | 2 | 3;
    const test = rollThrustTest(v.kind, n, input.testModifier, dice);
    if (test) ctx.also(THRUST_RULES.thrustTest);
    if (isBike(v)) ctx.also(THRUST_RULES.bikes);
    if (test && input.testModifier !== 0) ctx.also(THRUST_RULES.bentChassis);
    if (!test || test.passed) return { thrustNumber: n, test, inches: input.inches, buster: null };
    ctx.also(THRUST_RULES.thrusterBuster);
    if (input.stuntSide) ctx.also(THRUST_RULES.stuntDriver);
    return { thrustNumber: n, test, inches: 0, buster: rollThrusterBuster(dice, input.stuntSide) };
  });
}

export interface ThrustTurnInput {
  driverTest: Test;
  /** Steering Jams: the driver's Strength to roll under, or null without the damage. */
  steeringJamsStrength: number | null;
}

export interface ThrustTurnOutcome {
  test: TestResult;
  /** Steering Jams D6 (null when not rolled). */
  jamRoll: number | null;
  turned: boolean;
  /** On a failed turn, the D6" the vehicle slews on before its move ends. */
  slew: number | null;
  text: string;
}

// ruling: the Steering Jams die is rolled only after a passed Cl test; a failed test already fails the turn.
export function turnUnderThrust(v: MovingVehicle, input: ThrustTurnInput, dice: Dice): Ruled<ThrustTurnOutcome> {
  const r = THRUST_RULES.turnUnderThrust;
  return applyRule(r, dice, (ctx) => {
    mustBeAbleToDrive(v, r);
    if (!v.activation.mayTurnAfterThrust) refuse("not-allowed", "A turn under thrust comes right after a thrust that fired, once per thrust.", r);
    citeTest(ctx, input.driverTest);
    const test = takeTest(input.driverTest, dice, `${v.name}: Cl test to turn under thrust`);
    let jamRoll: number | null = null;
    if (test.passed && input.steeringJamsStrength !== null) {
      ctx.also(THRUST_RULES.steeringJams);
      jamRoll = dice.d6(`${v.name}: Steering Jams (at or under S ${input.steeringJamsStrength})`);
    }
    const turned = test.passed && (jamRoll === null || jamRoll <= (input.steeringJamsStrength ?? 0));
    const slew = turned ? null : dice.d6(`${v.name}: failed turn, slews D6"`);
    const text = `${describeTest(test)}${jamRoll !== null ? `; Steering Jams ${jamRoll}` : ""}: ${turned ? "pivots up to 45°" : `slews ${slew}" straight on and stops`}`;
    return { test, jamRoll, turned, slew, text };
  });
}

export interface ThrusterJamOutcome {
  /** Thrust tests rolled, in order (a bike's first burst rolls none). */
  tests: number[];
  /** Bursts that fired, each a full-length thrust. */
  bursts: number;
  inches: number;
  buster: ThrusterBusterOutcome;
}

// ruling: the jammed thrusters fire full-length bursts with the usual Thrust tests, counted from the
// first; from the third on every burst fails on 1-3. The failed test rolls on the Thruster Buster Table.
export function thrusterJam(v: MovingVehicle, testModifier: number, dice: Dice): Ruled<ThrusterJamOutcome> {
  const r = THRUST_RULES.thrusterJam;
  return applyRule(r, dice, (ctx) => {
    if (v.wrecked) refuse("vehicle-wrecked", `${v.name} is wrecked; nothing fires any more.`, r);
    ctx.also(THRUST_RULES.thrustTest);
    const tests: number[] = [];
    for (let n = 1; ; n++) {
      const failsOn = thrustFailsOnOrBelow(v.kind, Math.min(n, 3) as 1 | 2 | 3);
      if (failsOn === 0) continue;
      const roll = dice.d6(`${v.name}: Thruster jam, Thrust test ${n}`);
      tests.push(roll);
      if (roll + testModifier <= failsOn) return { tests, bursts: n - 1, inches: (n - 1) * v.maxThrust, buster: rollThrusterBuster(dice) };
    }
  });
}

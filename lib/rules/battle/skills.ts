// The driving skills that act at the table (003 "Driving skills"): Skid Turns, Emergency Stop and the
// Stunt Driver's second spin. Shadow and Get Away Driver are in racing.ts, Skid Start in thrust.ts.
import type { Dice, ScatterResult } from "../../dice";
import { citeTest, describeTest, takeTest, type Test, type TestResult } from "./checks";
import { applyRule, refuse, rule, type Ruled } from "./rule";
import { mustBeAbleToDrive, mustBeInPlay, type VehicleSituation } from "./situation";
import { THRUST_RULES } from "./thrust";
import { spinFacing } from "./thrusters";

export const SKILL_RULES = {
  skidTurn: rule(
    "skid-turn",
    "003 Driving skills: Skid Turns",
    'Once, at the start or end of a gas move, the driver may try a skid turn of up to 180°: a D6 of 4+ works; 1-3 sends the vehicle D6" in a random direction and spins it. It may move on either way.',
  ),
  emergencyStop: rule(
    "emergency-stop",
    "003 Driving skills: Emergency Stop",
    'When forced movement would crash or collide, the driver may test Cl: pass and the vehicle halts short with no damage, but each rider rolls a D6 at or under his Strength or is flung D6" ahead (S3 hit on 4+).',
  ),
  skidStart: rule("skid-start", "003 Driving skills: Skid Start", "The driver may use thrusters after a slow speed manoeuvre."),
} as const;

export interface SkidTurnOutcome {
  roll: number;
  success: boolean;
  /** Out of control: how far and which way it slides, then the facing it spins to. */
  slide: { inches: number; direction: ScatterResult; facing: ScatterResult } | null;
}

export function skidTurn(v: VehicleSituation, dice: Dice): Ruled<SkidTurnOutcome> {
  const r = SKILL_RULES.skidTurn;
  return applyRule(r, dice, () => {
    mustBeAbleToDrive(v, r);
    const roll = dice.d6(`${v.name}: skid turn (4+ works)`);
    if (roll >= 4) return { roll, success: true, slide: null };
    const inches = dice.d6(`${v.name}: out of control, D6"`);
    const direction = spinFacing(dice, `${v.name}: out of control, direction`);
    return { roll, success: false, slide: { inches, direction, facing: spinFacing(dice, `${v.name}: spin after the skid`) } };
  });
}

export interface Rider {
  name: string;
  strength: number;
}

export interface EmergencyStopOutcome {
  test: TestResult;
  stopped: boolean;
  /** Each rider's D6 against his Strength; those who fail are flung D6" ahead, S3 hit on 4+. */
  riders: { name: string; roll: number; holdsOn: boolean; flung: number | null; hitRoll: number | null }[];
  text: string;
}

export function emergencyStop(v: VehicleSituation, driverTest: Test, riders: readonly Rider[], dice: Dice): Ruled<EmergencyStopOutcome> {
  const r = SKILL_RULES.emergencyStop;
  return applyRule(r, dice, (ctx) => {
    mustBeInPlay(v, r);
    if (!v.hasDriver) refuse("vehicle-driverless", "Only a driver at the controls can stop the vehicle.", r);
    citeTest(ctx, driverTest);
    const test = takeTest(driverTest, dice, `${v.name}: Cl test for an emergency stop`);
    if (!test.passed) return { test, stopped: false, riders: [], text: `${describeTest(test)}: no stop, work out the crash or collision.` };
    const out = riders.map((x) => {
      const roll = dice.d6(`${x.name} holds on (at or under S ${x.strength})`);
      if (roll <= x.strength) return { name: x.name, roll, holdsOn: true, flung: null, hitRoll: null };
      return { name: x.name, roll, holdsOn: false, flung: dice.d6(`${x.name} flung D6" ahead`), hitRoll: dice.d6(`${x.name}: S3 hit on 4+`) };
    });
    return {
      test,
      stopped: true,
      riders: out,
      text: `${describeTest(test)}: the vehicle halts short; ${out.filter((x) => !x.holdsOn).length} rider(s) flung off.`,
    };
  });
}

/** Stunt Driver: a spin's facing rolled once more; this second roll stands. */
export function stuntRespin(v: VehicleSituation, dice: Dice): Ruled<{ facing: ScatterResult }> {
  return applyRule(THRUST_RULES.stuntDriver, dice, () => {
    mustBeInPlay(v, THRUST_RULES.stuntDriver);
    return { facing: spinFacing(dice, `${v.name}: Stunt Driver spins again`) };
  });
}

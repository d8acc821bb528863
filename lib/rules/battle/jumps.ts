// 003 "Ramps and Jumps": a thrust over a ramp launches the vehicle; it lands clear (a Cl test) or
// crashes head on into scenery or another vehicle.
import type { Dice, ScatterResult } from "../../dice";
import { citeTest, describeTest, takeTest, type Test, type TestResult } from "./checks";
import { COLLISION_DAMAGE, contactRow, pairOf } from "./contact-damage";
import { COLLISION_RULES } from "./collisions";
import type { MovingVehicle } from "./movement";
import { applyRule, refuse, rule, type Ruled } from "./rule";
import { isBike, mustBeAbleToDrive, type VehicleSituation } from "./situation";
import { THRUST_RULES } from "./thrust";
import { rollThrusterBuster, spinFacing, type ThrusterBusterOutcome } from "./thrusters";
import { rollContact, rollEffect, rollSinglePoint, type VehicleDamage } from "./vehicle-damage";

export const JUMP_RULES = {
  jump: rule(
    "ramp-jump",
    "003 Ramps and Jumps",
    'Thrusting over a ramp adds D3" (bikes D3+1") of flight for each thrust made before the top, clearing anything beneath it.',
  ),
  landClear: rule(
    "jump-landing",
    "003 Ramps and Jumps",
    "A clear landing needs a Cl test: pass and the vehicle may pivot 45° where it lands; fail and it rolls on the Thruster Buster Table and takes 1 point of ram damage. Either way it may use any move left.",
  ),
  landOnSomething: rule(
    "jump-crash",
    "003 Ramps and Jumps",
    'Landing on scenery is a head-on crash; on a vehicle, both crash head on. A survivor is set 1" off it in a random direction, facing a random way.',
  ),
} as const;

export type JumpLanding = "clear" | "terrain" | "vehicle";

export interface JumpInput {
  /** Thrusts made before leaving the top of the ramp. */
  thrusts: number;
  landing: JumpLanding;
  /** The vehicle landed on, for a "vehicle" landing. */
  landedOn?: VehicleSituation;
  driverTest: Test;
}

export interface JumpOutcome {
  flight: number;
  test: TestResult | null;
  buster: ThrusterBusterOutcome | null;
  damage: VehicleDamage[];
  /** After a crash: where it is set down (1" off) and which way it faces. */
  setDown: { position: ScatterResult; facing: ScatterResult } | null;
  text: string;
}

export function rampJump(v: MovingVehicle, input: JumpInput, dice: Dice): Ruled<JumpOutcome> {
  const r = JUMP_RULES.jump;
  return applyRule(r, dice, (ctx) => {
    mustBeAbleToDrive(v, r);
    if (!Number.isInteger(input.thrusts) || input.thrusts < 1 || input.thrusts > v.activation.thrusts)
      refuse("not-allowed", `A jump counts the thrusts made before the ramp's top: ${v.name} has made ${v.activation.thrusts} this move.`, r);
    if (input.landing === "vehicle" && !input.landedOn) refuse("not-allowed", "Name the vehicle landed on.", r);
    let flight = 0;
    for (let i = 1; i <= input.thrusts; i++) flight += dice.d3(`Jump: D3" for thrust ${i}`) + (isBike(v) ? 1 : 0);
    if (input.landing === "clear") {
      ctx.also(JUMP_RULES.landClear);
      citeTest(ctx, input.driverTest);
      const test = takeTest(input.driverTest, dice, `${v.name}: Cl test on landing`);
      if (test.passed)
        return { flight, test, buster: null, damage: [], setDown: null, text: `Flies ${flight}"; ${describeTest(test)}: lands and may pivot 45°.` };
      ctx.also(THRUST_RULES.thrusterBuster);
      const buster = rollThrusterBuster(dice);
      const damage = [rollSinglePoint(v, dice, "Hard landing")];
      return { flight, test, buster, damage, setDown: null, text: `Flies ${flight}"; ${describeTest(test)}: ${buster.row.name} and 1 damage.` };
    }
    ctx.also(JUMP_RULES.landOnSomething);
    ctx.also(COLLISION_RULES["front-to-front"]);
    const damage =
      input.landing === "terrain" || !input.landedOn
        ? [rollEffect(v, contactRow(COLLISION_DAMAGE, "front-to-front", "same").row.first, dice, "Jump crash")]
        : rollContact(contactRow(COLLISION_DAMAGE, "front-to-front", pairOf(isBike(v), isBike(input.landedOn))).row, v, input.landedOn, dice, "Jump crash");
    const setDown = { position: spinFacing(dice, `${v.name} set down`), facing: spinFacing(dice, `${v.name} facing`) };
    return { flight, test: null, buster: null, damage, setDown, text: `Flies ${flight}" and crashes head on.` };
  });
}

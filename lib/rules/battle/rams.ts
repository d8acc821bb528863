// 003 "Ram Ram Ram!": the ram itself, the Cl swerve against side and rear rams, head-on "chicken",
// the push aside, and the damage by kind of ram (the tables are in contact-damage.ts).
import type { Dice } from "../../dice";
import { citeTest, describeTest, rollSide, takeTest, type Side, type Test, type TestResult } from "./checks";
import { contactRow, pairOf, RAM_DAMAGE, type RamType } from "./contact-damage";
import { applyRule, refuse, rule, type Ruled } from "./rule";
import { canSwerve, isBike, mustBeAbleToDrive, SITUATION_RULES, type VehicleSituation } from "./situation";
import { describeDamage, rollContact, type VehicleDamage } from "./vehicle-damage";

export const RAM_RULES = {
  ram: rule(
    "ram",
    "003 Ramming",
    "A ram drives a vehicle's front into another lying mostly in its front quarter; it is settled on contact, before anything else moves.",
  ),
  swerve: rule(
    "ram-swerve",
    "003 Rams to the side or rear",
    "A moving target rammed in the side or rear may dodge with a Cl test; a stationary or immobilised one cannot.",
  ),
  swerveMove: rule(
    "swerve",
    "003 Swerve",
    "The dodging vehicle slides left or right (never back) out of the path and turns 45° that way; the rammer then drives its full remaining move straight on.",
  ),
  chicken: rule(
    "chicken",
    "003 Head on rams (playing chicken)",
    "Each player hides a die face: 1-2 swerve left, 3-4 straight on, 5-6 swerve right. Both straight on, or both swerving to the same side of the table, is a head-on hit.",
  ),
  pushAside: rule(
    "push-aside",
    "003 Crunch!",
    "After the damage the rammed vehicle is shoved out of the path (D6 if unclear: 1-3 left) and turned 45° that way; the rammer drives on. Head-on, both stop dead.",
  ),
  headOn: rule(
    "ram-head-on",
    "003 Damage from rams: head on",
    "Both vehicles take D6 damage and each is immobilised on a D6 of 4+; a larger vehicle meeting a bike takes only 1.",
  ),
  shunt: rule(
    "ram-shunt",
    "003 Damage from rams: shunt",
    "Front into rear: the target takes 1 damage. A bike shunting a larger vehicle does nothing; a larger vehicle shunting a bike does D3.",
  ),
  tBone: rule(
    "ram-t-bone",
    "003 Damage from rams: T-bone",
    "Front into side: D3 damage to the target and 1 to the rammer; a larger vehicle takes nothing from a T-bone with a bike either way.",
  ),
  reinforcedRam: rule("reinforced-ram", "003 Workshop: reinforced ram", "The vehicle it rams takes 2 more damage."),
  slowNoRam: rule("slow-no-ram", "003 Slow manoeuvres", "A vehicle creeping at slow speed cannot ram, collide or crash: it just stops on touching something."),
} as const;

const DAMAGE_RULE: Record<RamType, typeof RAM_RULES.headOn> = { "head-on": RAM_RULES.headOn, shunt: RAM_RULES.shunt, "t-bone": RAM_RULES.tBone };

export type ChickenChoice = "left" | "ahead" | "right";
/** A chosen die face as a chicken direction: 1-2 left, 3-4 ahead, 5-6 right. */
export const chickenChoice = (face: number): ChickenChoice => (face <= 2 ? "left" : face <= 4 ? "ahead" : "right");

// ruling: facing each other, one vehicle's left is the other's right, so left meets right; one going
// straight on while the other swerves is a miss.
export const chickenCrash = (a: ChickenChoice, b: ChickenChoice) => (a === "ahead" && b === "ahead") || (a !== "ahead" && b !== "ahead" && a !== b);

export interface RamInput {
  /** The side of the target the rammer's front strikes. */
  struck: "front" | "side" | "rear";
  /** The target driver's Cl test to swerve (null: no driver to try). */
  targetTest: Test | null;
  /** The secretly chosen faces, for a front-to-front ram on a moving target. */
  chicken?: { rammer: number; target: number };
  reinforcedRam: boolean;
  /** The rammer is in a slow speed manoeuvre. */
  slowSpeed: boolean;
  /** The side the target swerves or is pushed to when it is obvious at the table; else rolled. */
  side?: Side;
}

export interface RamOutcome {
  type: RamType;
  swerveTest: TestResult | null;
  chicken: { rammer: ChickenChoice; target: ChickenChoice } | null;
  hit: boolean;
  damage: { rammer: VehicleDamage; target: VehicleDamage } | null;
  /** The side the target swerved or was pushed to (null: head-on, both stop). */
  side: Side | null;
  text: string;
}

const typeOf = (struck: RamInput["struck"]): RamType => (struck === "front" ? "head-on" : struck === "side" ? "t-bone" : "shunt");

export function ram(rammer: VehicleSituation, target: VehicleSituation, input: RamInput, dice: Dice): Ruled<RamOutcome> {
  const r = RAM_RULES.ram;
  return applyRule(r, dice, (ctx) => {
    mustBeAbleToDrive(rammer, r);
    if (input.slowSpeed) refuse("not-allowed", RAM_RULES.slowNoRam.explain, RAM_RULES.slowNoRam);
    if (target.wrecked) refuse("not-allowed", `${target.name} is a wreck: driving into it is a crash, not a ram.`, r);
    const type = typeOf(input.struck);
    let swerveTest: TestResult | null = null;
    let chicken: RamOutcome["chicken"] = null;
    if (type === "head-on" && canSwerve(target)) {
      ctx.also(RAM_RULES.chicken);
      const faces = input.chicken;
      if (!faces || [faces.rammer, faces.target].some((f) => !Number.isInteger(f) || f < 1 || f > 6))
        refuse("not-allowed", "Both players choose a face from 1 to 6 for a head-on ram on a moving vehicle.", RAM_RULES.chicken);
      chicken = { rammer: chickenChoice(faces.rammer), target: chickenChoice(faces.target) };
      if (!chickenCrash(chicken.rammer, chicken.target))
        return {
          type,
          swerveTest,
          chicken,
          hit: false,
          damage: null,
          side: null,
          text: `Chicken: ${chicken.rammer} against ${chicken.target}, a miss; ${rammer.name} drives on past.`,
        };
    } else if (type !== "head-on" && canSwerve(target) && input.targetTest) {
      ctx.also(RAM_RULES.swerve);
      citeTest(ctx, input.targetTest);
      swerveTest = takeTest(input.targetTest, dice, `${target.name}: Cl test to swerve from the ram`);
      if (swerveTest.passed) {
        ctx.also(RAM_RULES.swerveMove);
        const side = input.side ?? rollSide(dice, `${target.name} swerves`);
        return {
          type,
          swerveTest,
          chicken,
          hit: false,
          damage: null,
          side,
          text: `${describeTest(swerveTest)}: ${target.name} swerves ${side}; ${rammer.name} drives on.`,
        };
      }
    } else if (!canSwerve(target)) ctx.also(SITUATION_RULES.stationary);
    ctx.also(DAMAGE_RULE[type]);
    if (input.reinforcedRam) ctx.also(RAM_RULES.reinforcedRam);
    const { row } = contactRow(RAM_DAMAGE, type, pairOf(isBike(rammer), isBike(target)));
    const [toRammer, toTarget] = rollContact(row, rammer, target, dice, `Ram (${type})`, input.reinforcedRam ? 2 : 0);
    ctx.also(RAM_RULES.pushAside);
    const side = type === "head-on" ? null : (input.side ?? rollSide(dice, `${target.name} pushed aside`));
    const after = side ? `${target.name} is pushed ${side} and turned 45°; ${rammer.name} drives on.` : "Both stop dead.";
    return {
      type,
      swerveTest,
      chicken,
      hit: true,
      damage: { rammer: toRammer, target: toTarget },
      side,
      text: `${type} ram. ${describeDamage(toTarget)}. ${describeDamage(toRammer)}. ${after}`,
    };
  });
}

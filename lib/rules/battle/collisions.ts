// 003 "Collisions", "Collision damage", "Crashes" and "Clips": vehicles forced into each other or
// into scenery, and the touches too close to call.
import type { Dice } from "../../dice";
import { citeTest, describeTest, rollSide, takeTest, type Side, type Test, type TestResult } from "./checks";
import { COLLISION_DAMAGE, contactRow, pairOf, type CollisionType } from "./contact-damage";
import { RAM_RULES } from "./rams";
import { applyRule, refuse, rule, type Ruled } from "./rule";
import { canSwerve, isBike, mustBeInPlay, SITUATION_RULES, type VehicleSituation } from "./situation";
import { describeDamage, rollContact, rollEffect, type VehicleDamage } from "./vehicle-damage";

export const COLLISION_RULES = {
  collision: rule(
    "collision",
    "003 Collisions",
    "A vehicle forced into another (by a spin, swerve or slew) collides with it; the one it is driven into may dodge with a Cl test unless it is stationary.",
  ),
  "front-to-front": rule(
    "collision-front-to-front",
    "003 Collision damage: front to front",
    "Each takes D6 damage and is immobilised on a D6 of 4+; against a bike, the larger vehicle takes 1 and is not immobilised.",
  ),
  "front-or-rear-into-side-or-rear": rule(
    "collision-strikes",
    "003 Collision damage: front or rear strikes side or rear",
    "Each takes 1 damage; a bike meeting a larger vehicle takes D3 instead.",
  ),
  "side-to-side-opposite": rule(
    "collision-side-opposite",
    "003 Collision damage: side to side",
    "Passing the other way, each takes D3; a bike deals only D3-1 to a larger vehicle.",
  ),
  "side-to-side-same": rule(
    "collision-side-same",
    "003 Collision damage: side to side",
    "Going the same way, or with one standing still, each takes 1 on a D6 of 4+; a bike deals nothing to a larger vehicle.",
  ),
  crash: rule(
    "crash",
    "003 Crashes",
    "An obstacle deals collision damage and cannot be dodged. Front first, the move ends; side or rear, the vehicle bounces away and may go on if it still can.",
  ),
  clip: rule(
    "clip",
    "003 Clips",
    "When nobody can tell whether two things touched, a D6 decides: 1-3 they glance off harmlessly, 4-6 it is a full ram or collision.",
  ),
} as const;

export interface CollisionInput {
  type: CollisionType;
  /** The Cl test of the vehicle driven into, to dodge (null: no driver). */
  struckTest: Test | null;
  /** The moving vehicle is in a slow speed manoeuvre. */
  slowSpeed: boolean;
  side?: Side;
}

export interface CollisionOutcome {
  dodgeTest: TestResult | null;
  hit: boolean;
  /** [the vehicle driven in, the vehicle it hit]. */
  damage: [VehicleDamage, VehicleDamage] | null;
  /** Where the struck vehicle dodged to. */
  side: Side | null;
  text: string;
}

// ruling: the vehicle out of control cannot dodge; the one it is driven into may.
export function collide(mover: VehicleSituation, struck: VehicleSituation, input: CollisionInput, dice: Dice): Ruled<CollisionOutcome> {
  const r = COLLISION_RULES.collision;
  return applyRule(r, dice, (ctx) => {
    mustBeInPlay(mover, r);
    if (input.slowSpeed) refuse("not-allowed", RAM_RULES.slowNoRam.explain, RAM_RULES.slowNoRam);
    if (struck.wrecked) refuse("not-allowed", `${struck.name} is a wreck: driving into it is a crash.`, r);
    let dodgeTest: TestResult | null = null;
    if (canSwerve(struck) && input.struckTest) {
      citeTest(ctx, input.struckTest);
      dodgeTest = takeTest(input.struckTest, dice, `${struck.name}: Cl test to dodge the collision`);
      if (dodgeTest.passed) {
        ctx.also(RAM_RULES.swerveMove);
        const side = input.side ?? rollSide(dice, `${struck.name} dodges`);
        return { dodgeTest, hit: false, damage: null, side, text: `${describeTest(dodgeTest)}: ${struck.name} dodges ${side}.` };
      }
    } else ctx.also(SITUATION_RULES.stationary);
    ctx.also(COLLISION_RULES[input.type]);
    const { row } = contactRow(COLLISION_DAMAGE, input.type, pairOf(isBike(mover), isBike(struck)));
    const damage = rollContact(row, mover, struck, dice, `Collision (${input.type})`);
    return { dodgeTest, hit: true, damage, side: null, text: `${describeDamage(damage[0])}. ${describeDamage(damage[1])}.` };
  });
}

export type CrashFace = "front" | "side" | "rear";

// ruling: a crash is the vehicle's half of a collision with something that never moves: front first is
// front to front, side on is side to side with one standing still, rear first is rear into a side.
const CRASH_ROW: Record<CrashFace, CollisionType> = { front: "front-to-front", side: "side-to-side-same", rear: "front-or-rear-into-side-or-rear" };

export interface CrashOutcome {
  damage: VehicleDamage;
  /** Front first: the move ends. Side or rear: it bounces away and may drive on. */
  moveEnds: boolean;
  text: string;
}

export function crash(v: VehicleSituation, face: CrashFace, slowSpeed: boolean, dice: Dice): Ruled<CrashOutcome> {
  const r = COLLISION_RULES.crash;
  return applyRule(r, dice, (ctx) => {
    mustBeInPlay(v, r);
    if (slowSpeed) refuse("not-allowed", RAM_RULES.slowNoRam.explain, RAM_RULES.slowNoRam);
    const type = CRASH_ROW[face];
    ctx.also(COLLISION_RULES[type]);
    const row = COLLISION_DAMAGE.find((x) => x.contact === type && x.pair === "same")!;
    const damage = rollEffect(v, row.first, dice, `Crash (${face})`);
    const moveEnds = face === "front";
    return { damage, moveEnds, text: `${describeDamage(damage)}. ${moveEnds ? "Its move ends." : "It bounces away and may drive on."}` };
  });
}

export function clip(a: string, b: string, dice: Dice): Ruled<{ roll: number; contact: boolean; text: string }> {
  return applyRule(COLLISION_RULES.clip, dice, () => {
    const roll = dice.d6(`Clip: ${a} and ${b}`);
    const contact = roll >= 4;
    return {
      roll,
      contact,
      text: contact ? `Clip ${roll}: a real contact, resolve it as a ram or collision.` : `Clip ${roll}: a glancing touch, no harm done.`,
    };
  });
}

// 003 "Rakes and side swipes": swiping at a vehicle passing side by side within 2", going the same
// way (sideswipe) or the other way (rake), and the damage each does.
import type { Dice } from "../../dice";
import { citeTest, describeTest, takeTest, type Test, type TestResult } from "./checks";
import { contactRow, pairOf, SWIPE_DAMAGE, type SwipeType } from "./contact-damage";
import { RAM_RULES } from "./rams";
import { applyRule, refuse, rule, type Ruled } from "./rule";
import { canSwerve, isBike, mustBeAbleToDrive, SITUATION_RULES, type VehicleSituation } from "./situation";
import { describeDamage, rollContact, type VehicleDamage } from "./vehicle-damage";

export const SWIPE_RULES = {
  swipe: rule(
    "swipe",
    "003 Rakes and side swipes",
    'Passing side by side within 2", a driver may declare a swipe: same direction is a sideswipe, opposite is a rake. The target may dodge as from a ram; then the swiper finishes its move.',
  ),
  sideswipe: rule(
    "sideswipe-damage",
    "003 Damage from rakes and side-swipes: side swipes",
    "Each vehicle rolls a D6: on 4+ it takes 1 damage and swerves away. Against a bike, only the bike rolls.",
  ),
  rake: rule(
    "rake-damage",
    "003 Damage from rakes and side-swipes: rakes",
    "Both take D3 damage and bounce apart. Against a bike, the bike does so and the larger vehicle takes D3-1 without swerving.",
  ),
} as const;

export interface SwipeInput {
  type: SwipeType;
  /** Inches between the two sides as they pass. */
  distance: number;
  /** The target driver's Cl test to dodge (null: no driver). */
  targetTest: Test | null;
  slowSpeed: boolean;
}

export interface SwipeOutcome {
  dodgeTest: TestResult | null;
  hit: boolean;
  /** [the swiper, the target]. */
  damage: [VehicleDamage, VehicleDamage] | null;
  text: string;
}

export function swipe(attacker: VehicleSituation, target: VehicleSituation, input: SwipeInput, dice: Dice): Ruled<SwipeOutcome> {
  const r = SWIPE_RULES.swipe;
  return applyRule(r, dice, (ctx) => {
    mustBeAbleToDrive(attacker, r);
    if (input.slowSpeed) refuse("not-allowed", RAM_RULES.slowNoRam.explain, RAM_RULES.slowNoRam);
    if (!(input.distance >= 0 && input.distance <= 2)) refuse("not-allowed", "A swipe needs the two vehicles' sides within 2\" as they pass.", r);
    if (target.wrecked) refuse("not-allowed", `${target.name} is a wreck: touching it is a crash.`, r);
    let dodgeTest: TestResult | null = null;
    if (canSwerve(target) && input.targetTest) {
      ctx.also(RAM_RULES.swerve);
      citeTest(ctx, input.targetTest);
      dodgeTest = takeTest(input.targetTest, dice, `${target.name}: Cl test to dodge the ${input.type}`);
      if (dodgeTest.passed) return { dodgeTest, hit: false, damage: null, text: `${describeTest(dodgeTest)}: ${target.name} jinks aside, unharmed.` };
    } else ctx.also(SITUATION_RULES.stationary);
    ctx.also(input.type === "rake" ? SWIPE_RULES.rake : SWIPE_RULES.sideswipe);
    const { row } = contactRow(SWIPE_DAMAGE, input.type, pairOf(isBike(attacker), isBike(target)));
    const damage = rollContact(row, attacker, target, dice, input.type === "rake" ? "Rake" : "Sideswipe");
    return { dodgeTest, hit: true, damage, text: `${describeDamage(damage[1])}. ${describeDamage(damage[0])}.` };
  });
}

// 003 "Ramming fighters": a fighter on foot in a vehicle's path (ram, rake, swipe or collision), one
// already down and squashed, and the spikes and blades that make a vehicle worse to dodge.
import type { Dice } from "../../dice";
import { citeTest, describeTest, rollSide, takeTest, type Side, type Test, type TestResult } from "./checks";
import { applyRule, refuse, rule, type Ruled } from "./rule";
import { mustBeAbleToDrive, mustBeInPlay, type VehicleSituation } from "./situation";

export const RUN_OVER_RULES = {
  onFoot: rule(
    "run-over",
    "003 Squashing models on foot",
    "A fighter on foot in a vehicle's way (ram, rake, sideswipe or collision) dodges with an I test; failing, he takes a S4 D2 hit and is knocked D3\" away.",
  ),
  downed: rule(
    "squash-downed",
    "003 Squashing downed models",
    'A downed fighter cannot dodge: he takes the S4 D2 hit and is bounced D3" to the left or right.',
  ),
  spikes: rule(
    "spikes-and-blades",
    "003 Workshop: spikes and blades",
    "One set makes the vehicle's own hits on fighters S4; a second set gives -1 to the I tests it forces.",
  ),
  experience: rule(
    "run-over-experience",
    "003 Drivers and experience",
    "The driver earns +1 experience for each fighter on foot he runs over and takes out of action, and +1 for his first ram that damages a vehicle.",
  ),
} as const;

// ruling: the reinforced ram's +2 is for rams on vehicles; a fighter run over takes the S4 D2 hit all the same.
export type RunOverHow = "ram" | "rake" | "sideswipe" | "collision";

export interface RunOverInput {
  how: RunOverHow;
  /** The fighter is down and cannot dodge. */
  downed: boolean;
  /** The fighter's I test (before the spikes' -1, which this rule adds). */
  dodgeTest: Test;
  /** Spikes and blades fitted to the vehicle (0 to 2). */
  spikes: number;
  /** Inches from the vehicle's side, for a rake or sideswipe (2" at most). */
  distance?: number;
}

export interface RunOverOutcome {
  test: TestResult | null;
  struck: boolean;
  /** The hit taken when struck: resolve its wound and injury with the base rules. */
  hit: { strength: 4; damage: 2 } | null;
  /** How far he is knocked, and to which side of the path when the text says left or right. */
  knocked: { inches: number; side: Side | null } | null;
  text: string;
}

export function runOver(v: VehicleSituation, fighter: string, input: RunOverInput, dice: Dice): Ruled<RunOverOutcome> {
  const r = input.downed ? RUN_OVER_RULES.downed : RUN_OVER_RULES.onFoot;
  return applyRule(r, dice, (ctx) => {
    if (input.how === "collision") mustBeInPlay(v, r);
    else mustBeAbleToDrive(v, r);
    const swipe = input.how === "rake" || input.how === "sideswipe";
    if (swipe && !(input.distance !== undefined && input.distance >= 0 && input.distance <= 2))
      refuse("not-allowed", 'A vehicle swipes at a fighter only when its side passes within 2" of him.', RUN_OVER_RULES.onFoot);
    if (input.spikes > 0) ctx.also(RUN_OVER_RULES.spikes);
    let test: TestResult | null = null;
    if (!input.downed) {
      const spikes = input.spikes >= 2 ? [{ why: "Spikes and blades (second set)", value: -1, rule: RUN_OVER_RULES.spikes }] : [];
      const dodge = { ...input.dodgeTest, modifiers: [...input.dodgeTest.modifiers, ...spikes] };
      citeTest(ctx, dodge);
      test = takeTest(dodge, dice, `${fighter}: I test to dodge ${v.name}`);
      if (test.passed) return { test, struck: false, hit: null, knocked: null, text: `${describeTest(test)}: ${fighter} leaps clear of ${v.name}.` };
    }
    const inches = dice.d3(`${fighter} knocked D3"`);
    const side = input.how === "ram" || input.downed ? rollSide(dice, `${fighter} knocked aside`) : null;
    const knocked = { inches, side };
    const before = test ? `${describeTest(test)}: ` : `${fighter} is down and cannot dodge: `;
    return {
      test,
      struck: true,
      hit: { strength: 4, damage: 2 },
      knocked,
      text: `${before}a S4 D2 hit from ${v.name}, knocked ${inches}"${side ? ` to the ${side}` : " away"}.`,
    };
  });
}

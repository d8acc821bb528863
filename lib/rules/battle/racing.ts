// 003 "Tailing and Racing" (both are chases), with the Shadow and Get Away Driver skills.
import type { Dice } from "../../dice";
import { citeTest, describeTest, takeTest, type Test, type TestResult } from "./checks";
import { applyRule, refuse, rule, type Ruled } from "./rule";
import { mustBeAbleToDrive, type VehicleSituation } from "./situation";

export const RACING_RULES = {
  chase: rule(
    "chase",
    "003 Tailing and racing",
    'Nose to tail with an enemy within 2" a driver may tail it; side by side, same way, within 2", race it. He gives up the rest of his move and moves in the enemy\'s activation instead.',
  ),
  follow: rule(
    "chase-follow",
    "003 Tailing and racing",
    "In the enemy's activation the chaser follows as a fresh move: gas first, thrusters to keep up; he copies gas turns freely and needs a Cl test to copy a turn under thrust.",
  ),
  shaken: rule(
    "shaken-off",
    "003 Tailing and racing",
    "A chaser who fails to copy a turn, or fails a Thrust test, is shaken off, with the usual skid or Thruster Buster roll.",
  ),
  reposition: rule(
    "racer-reposition",
    "003 Tailing and racing",
    "A racer with no room to follow takes an Int test to drop behind or cross to the far side; failing, he is shaken off.",
  ),
  giveUp: rule("chase-give-up", "003 Tailing and racing", "A chaser may always give up and simply stop."),
  shadow: rule("shadow", "003 Driving skills: Shadow", "The driver re-rolls any Cl test he takes while chasing."),
  getAway: rule(
    "get-away-driver",
    "003 Driving skills: Get Away Driver",
    "At the start of the turn, whoever means to chase this driver takes an Int test; failing, he cannot chase him.",
  ),
} as const;

export type ChaseMode = "tail" | "race";

export interface ChaseInput {
  mode: ChaseMode;
  distance: number;
  /** Tail: nose to tail. Race: side by side, going the same way. */
  placed: boolean;
  /** The quarry's driver has Get Away Driver and the chaser failed this turn's Int test. */
  shookOffByGetAway: boolean;
}

export function declareChase(chaser: VehicleSituation, quarry: VehicleSituation, input: ChaseInput): Ruled<{ mode: ChaseMode }> {
  const r = RACING_RULES.chase;
  return applyRule(r, null, (ctx) => {
    mustBeAbleToDrive(chaser, r);
    if (quarry.wrecked) refuse("not-allowed", `${quarry.name} is a wreck: there is nothing to chase.`, r);
    if (input.shookOffByGetAway) refuse("not-allowed", RACING_RULES.getAway.explain, RACING_RULES.getAway);
    if (!input.placed)
      refuse(
        "not-allowed",
        input.mode === "tail"
          ? "To tail, put the front of the chaser to the enemy's rear."
          : "To race, put the chaser alongside the enemy, facing the same way.",
        r,
      );
    if (!(input.distance >= 0 && input.distance <= 2)) refuse("not-allowed", 'A chase starts within 2" of the enemy.', r);
    ctx.also(RACING_RULES.follow);
    return { mode: input.mode };
  });
}

/** The quarry turned under thrust: the chaser copies it with a Cl test or is shaken off and skids D6". */
export function followThrustTurn(
  chaser: VehicleSituation,
  clTest: Test,
  dice: Dice,
): Ruled<{ test: TestResult; keptUp: boolean; skid: number | null; text: string }> {
  const r = RACING_RULES.follow;
  return applyRule(r, dice, (ctx) => {
    mustBeAbleToDrive(chaser, r);
    citeTest(ctx, clTest);
    const test = takeTest(clTest, dice, `${chaser.name}: Cl test to follow the turn`);
    if (test.passed) return { test, keptUp: true, skid: null, text: `${describeTest(test)}: ${chaser.name} keeps up.` };
    ctx.also(RACING_RULES.shaken);
    const skid = dice.d6(`${chaser.name} skids D6"`);
    return { test, keptUp: false, skid, text: `${describeTest(test)}: ${chaser.name} is shaken off and skids ${skid}".` };
  });
}

export function repositionRacer(
  chaser: VehicleSituation,
  intTest: Test,
  to: ChaseMode,
  dice: Dice,
): Ruled<{ test: TestResult; mode: ChaseMode | null; text: string }> {
  const r = RACING_RULES.reposition;
  return applyRule(r, dice, (ctx) => {
    mustBeAbleToDrive(chaser, r);
    citeTest(ctx, intTest);
    const test = takeTest(intTest, dice, `${chaser.name}: Int test to reposition`);
    if (!test.passed) ctx.also(RACING_RULES.shaken);
    return {
      test,
      mode: test.passed ? to : null,
      text: `${describeTest(test)}: ${test.passed ? `${chaser.name} goes on ${to === "race" ? "racing" : "tailing"}` : `${chaser.name} is shaken off`}.`,
    };
  });
}

export function getAwayTest(chaser: string, intTest: Test, dice: Dice): Ruled<{ test: TestResult; mayChase: boolean }> {
  return applyRule(RACING_RULES.getAway, dice, (ctx) => {
    citeTest(ctx, intTest);
    const test = takeTest(intTest, dice, `${chaser}: Int test to chase a Get Away Driver`);
    return { test, mayChase: test.passed };
  });
}

// 003 "Drivers and bike riders": when the driver is thrown, slain or down, a rider may take the
// controls; until someone does, the vehicle lurches about on its own.
import type { Dice } from "../../dice";
import { citeTest, describeTest, takeTest, type Test, type TestResult } from "./checks";
import { rollLurch, type Lurch } from "./movement";
import { applyRule, refuse, rule, type Ruled } from "./rule";
import { isBike, mustBeInPlay, type VehicleSituation } from "./situation";
import { rollThrown, type Landing } from "./thrown";

export const TAKE_OVER_RULES = {
  takeOver: rule(
    "take-over",
    "003 Drivers and bike riders: take over",
    'A rider who has not fought in melee this turn may grab the controls (a simple action) with an I test, and then drives at -1 Cl. Failing, the vehicle lurches D6" to a random side, now and each end phase.',
  ),
  again: rule(
    "take-over-again",
    "003 Drivers and bike riders",
    "A vehicle other than a bike may be tried again each activation; meanwhile it blunders on until it hits something or leaves the table.",
  ),
  bike: rule(
    "take-over-bike",
    "003 Drivers and bike riders",
    'A bike gets one try: if it fails, the bike falls after its lurch, crippled and immobilised, and anyone still on it is thrown D3" with a S3 hit on 4+.',
  ),
  newDriverCl: rule("new-driver-cl", "003 Drivers and bike riders: take over", "A rider who took over the controls takes -1 to every Cl test while he drives."),
} as const;

export interface TakeOverInput {
  iTest: Test;
  /** He attacked or was attacked in melee this turn. */
  foughtThisTurn: boolean;
  /** A bike whose one try is spent. */
  bikeTryUsed: boolean;
  /** Everyone else still on board (thrown if a bike falls). */
  others: readonly string[];
}

export interface TakeOverOutcome {
  test: TestResult;
  drives: boolean;
  lurch: Lurch | null;
  /** A bike's failed try: it falls, crippled and immobilised. */
  bikeFalls: boolean;
  thrown: Landing[];
  text: string;
}

export function takeOver(v: VehicleSituation, fighter: string, input: TakeOverInput, dice: Dice): Ruled<TakeOverOutcome> {
  const r = TAKE_OVER_RULES.takeOver;
  return applyRule(r, dice, (ctx) => {
    mustBeInPlay(v, r);
    if (v.hasDriver) refuse("not-allowed", `${v.name} still has its driver.`, r);
    if (input.foughtThisTurn) refuse("not-allowed", `${fighter} is busy fighting this turn and cannot take the controls.`, r);
    if (isBike(v) && input.bikeTryUsed) refuse("not-allowed", TAKE_OVER_RULES.bike.explain, TAKE_OVER_RULES.bike);
    ctx.also(isBike(v) ? TAKE_OVER_RULES.bike : TAKE_OVER_RULES.again);
    citeTest(ctx, input.iTest);
    const test = takeTest(input.iTest, dice, `${fighter}: I test to take the controls of ${v.name}`);
    if (test.passed) {
      ctx.also(TAKE_OVER_RULES.newDriverCl);
      return {
        test,
        drives: true,
        lurch: null,
        bikeFalls: false,
        thrown: [],
        text: `${describeTest(test)}: ${fighter} drives ${v.name} (-1 Cl while driving).`,
      };
    }
    const lurch = v.immobilised || v.crippled ? null : rollLurch(dice, `${v.name} out of control`);
    const bikeFalls = isBike(v);
    const thrown = bikeFalls ? [fighter, ...input.others].map((f) => rollThrown(f, dice)) : [];
    const moved = lurch ? `lurches ${lurch.inches}" to the ${lurch.side}` : "cannot move";
    return {
      test,
      drives: false,
      lurch,
      bikeFalls,
      thrown,
      text: `${describeTest(test)}: ${v.name} ${moved}${bikeFalls ? ", then falls: crippled and immobilised" : ""}.`,
    };
  });
}

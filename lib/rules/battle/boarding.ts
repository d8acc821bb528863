// 003 "Boarding actions": climbing on, fighting on board, jumping off or across, stationary vehicles,
// the boarding plank and the polecat. Taking the controls is in take-over.ts.
import type { Dice } from "../../dice";
import { citeTest, describeTest, takeTest, type Test, type TestResult } from "./checks";
import { applyRule, refuse, rule, type Ruled } from "./rule";
import { SITUATION_RULES, type VehicleSituation } from "./situation";
import { rollThrown, type Landing } from "./thrown";
import { rollSinglePoint, type VehicleDamage } from "./vehicle-damage";

export const BOARDING_RULES = {
  jumpOn: rule(
    "jump-on-board",
    "003 Boarding actions: jumping on board",
    "A fighter on foot who charges into the side or rear of a moving vehicle climbs on with an I test, or is thrown. Never from the front.",
  ),
  fight: rule(
    "fight-on-board",
    "003 Boarding actions",
    "The boarder fights a crewman the defender names (a pinned one only if nobody else is free): +1 attack for the charge, -1 to hit in the first round, no bonus for numbers, no follow-up.",
  ),
  downOnBoard: rule(
    "down-on-board",
    "003 Boarding actions",
    "Going down in a fight on a moving vehicle means being thrown off, not being taken out of action.",
  ),
  jumpOut: rule(
    "jump-out",
    "003 Boarding actions",
    'A rider may leap off in his movement phase with an I test: pass, he lands pinned within 1"; fail, he is thrown.',
  ),
  jumpAcross: rule(
    "jump-across",
    "003 Jumping from vehicle to vehicle",
    'A rider may leap to another moving vehicle within 2" and side by side with an I test; a fall between them is a S3 D1 hit on a D6 of 4+.',
  ),
  stationary: rule(
    "board-stationary",
    "003 Stationary vehicles",
    "Boarding a stationary vehicle needs no roll and nobody is thrown from it: it is fought over like scenery.",
  ),
  plank: rule(
    "boarding-plank",
    "003 Workshop: boarding plank",
    'Lowered by a passenger at the start of the turn onto a vehicle within 2" that it is tailing (front plank) or racing (side plank): boarders across it pass their I test.',
  ),
  shakePlank: rule(
    "shake-plank",
    "003 Workshop: boarding plank",
    "In his own activation a driver shakes a plank off with a Cl test, and his vehicle takes 1 damage.",
  ),
  polecat: rule("polecat", "003 Workshop: polecat", 'A polecat boards other vehicles from up to 4" away and re-rolls the I test.'),
} as const;

export interface BoardingOutcome {
  test: TestResult | null;
  aboard: boolean;
  thrown: Landing | null;
  /** A fall between two vehicles: S3 D1 on a D6 of 4+. */
  fall: { roll: number; hit: boolean } | null;
  text: string;
}

export interface JumpOnInput {
  struck: "front" | "side" | "rear";
  /** The vehicle is stationary (immobilised, or did not move last activation). */
  stationary: boolean;
  iTest: Test;
}

export function jumpOnBoard(fighter: string, vehicle: string, input: JumpOnInput, dice: Dice): Ruled<BoardingOutcome> {
  const r = BOARDING_RULES.jumpOn;
  return applyRule(r, dice, (ctx) => {
    if (input.stationary) {
      ctx.also(BOARDING_RULES.stationary);
      return { test: null, aboard: true, thrown: null, fall: null, text: `${vehicle} is stationary: ${fighter} climbs on without a roll.` };
    }
    if (input.struck === "front") refuse("not-allowed", `Nobody climbs onto a moving vehicle from the front: ${fighter} would be run over.`, r);
    ctx.also(BOARDING_RULES.fight);
    citeTest(ctx, input.iTest);
    const test = takeTest(input.iTest, dice, `${fighter}: I test to climb onto ${vehicle}`);
    const thrown = test.passed ? null : rollThrown(fighter, dice);
    return {
      test,
      aboard: test.passed,
      thrown,
      fall: null,
      text: `${describeTest(test)}: ${test.passed ? `${fighter} is aboard and must fight` : `${fighter} is thrown`}.`,
    };
  });
}

export interface JumpAcrossInput {
  sideBySide: boolean;
  distance: number;
  /** The vehicle jumped to is stationary. */
  stationary: boolean;
  /** A boarding plank is down between the two vehicles. */
  plank: boolean;
  polecat: boolean;
  iTest: Test;
}

export function jumpAcross(fighter: string, to: string, input: JumpAcrossInput, dice: Dice): Ruled<BoardingOutcome> {
  const r = BOARDING_RULES.jumpAcross;
  return applyRule(r, dice, (ctx) => {
    const reach = input.polecat ? 4 : 2;
    if (input.polecat) ctx.also(BOARDING_RULES.polecat);
    if (!input.sideBySide && !input.plank) refuse("not-allowed", "A leap between vehicles is made side by side only, never front to side or front to rear.", r);
    if (!(input.distance >= 0 && input.distance <= reach))
      refuse("not-allowed", `The gap is ${input.distance}": a leap reaches ${reach}".`, input.polecat ? BOARDING_RULES.polecat : r);
    if (input.stationary || input.plank) {
      ctx.also(input.plank ? BOARDING_RULES.plank : BOARDING_RULES.stationary);
      return { test: null, aboard: true, thrown: null, fall: null, text: `${fighter} crosses onto ${to} without a roll.` };
    }
    const iTest = input.polecat ? { ...input.iTest, reroll: input.iTest.reroll ?? "Polecat" } : input.iTest;
    citeTest(ctx, iTest);
    const test = takeTest(iTest, dice, `${fighter}: I test to leap onto ${to}`);
    if (test.passed) return { test, aboard: true, thrown: null, fall: null, text: `${describeTest(test)}: ${fighter} lands on ${to}.` };
    const roll = dice.d6(`${fighter} falls between: S3 hit on 4+`);
    return {
      test,
      aboard: false,
      thrown: null,
      fall: { roll, hit: roll >= 4 },
      text: `${describeTest(test)}: ${fighter} falls between the vehicles${roll >= 4 ? " and takes a S3 D1 hit" : ", unhurt"}.`,
    };
  });
}

export function jumpOut(fighter: string, stationary: boolean, iTest: Test, dice: Dice): Ruled<BoardingOutcome> {
  return applyRule(BOARDING_RULES.jumpOut, dice, (ctx) => {
    // ruling: stepping off a stationary vehicle needs no test (it counts as scenery).
    if (stationary) {
      ctx.also(SITUATION_RULES.stationary);
      return { test: null, aboard: false, thrown: null, fall: null, text: `${fighter} steps off.` };
    }
    citeTest(ctx, iTest);
    const test = takeTest(iTest, dice, `${fighter}: I test to jump off`);
    const thrown = test.passed ? null : rollThrown(fighter, dice);
    return {
      test,
      aboard: false,
      thrown,
      fall: null,
      text: `${describeTest(test)}: ${test.passed ? `${fighter} lands pinned within 1"` : `${fighter} is thrown`}.`,
    };
  });
}

/** A fighter goes down in a fight on board: thrown off a moving vehicle, as usual on a stationary one. */
export function downOnBoard(fighter: string, stationary: boolean, dice: Dice): Ruled<{ thrown: Landing | null }> {
  return applyRule(stationary ? BOARDING_RULES.stationary : BOARDING_RULES.downOnBoard, dice, () => ({
    thrown: stationary ? null : rollThrown(fighter, dice),
  }));
}

/** The boarding fight's changes to the base rules' combat, for the round given (1 = first). */
export function boardingFight(round: number): Ruled<{ extraAttacks: number; toHit: number; outnumberingBonus: false; followUp: false }> {
  return applyRule(BOARDING_RULES.fight, null, () => ({
    extraAttacks: 1,
    toHit: round <= 1 ? -1 : 0,
    outnumberingBonus: false as const,
    followUp: false as const,
  }));
}

export interface PlankInput {
  mounting: "front" | "left" | "right";
  chase: "tail" | "race" | null;
  distance: number;
  /** A passenger is aboard to lower it. */
  passenger: boolean;
}

export function dropPlank(input: PlankInput): Ruled<{ dropped: true }> {
  const r = BOARDING_RULES.plank;
  return applyRule(r, null, () => {
    if (!input.passenger) refuse("not-allowed", "A passenger lowers the plank.", r);
    if (input.mounting === "front" ? input.chase !== "tail" : input.chase !== "race") refuse("not-allowed", r.explain, r);
    if (!(input.distance >= 0 && input.distance <= 2)) refuse("not-allowed", 'The plank reaches 2".', r);
    return { dropped: true as const };
  });
}

// ruling: the point of damage is the price of shaking the plank off, paid only when the test passes.
export function shakePlank(
  v: VehicleSituation,
  driver: string,
  clTest: Test,
  dice: Dice,
): Ruled<{ test: TestResult; shaken: boolean; damage: VehicleDamage | null }> {
  return applyRule(BOARDING_RULES.shakePlank, dice, (ctx) => {
    citeTest(ctx, clTest);
    const test = takeTest(clTest, dice, `${driver}: Cl test to shake off the plank`);
    return { test, shaken: test.passed, damage: test.passed ? rollSinglePoint(v, dice, "Shaking off the plank") : null };
  });
}

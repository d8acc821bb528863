// The tests 003 asks fighters to take (Cl, I, Int, Strength…) and the small random choices it makes
// (left or right, a random crew member). How a test is rolled belongs to the base rules, so it is data.
import type { Dice } from "../../dice";
import type { Rule, RuleContext } from "./rule";

export type TestStat = "Cl" | "I" | "Int" | "S" | "Ld" | "Wil";

export interface TestRoll {
  dice: "D6" | "2D6";
  /** "at-least": the stat is a target number (7 means 7+); "at-most": roll the stat or under. */
  pass: "at-least" | "at-most";
}

export type TestRules = Readonly<Record<TestStat, TestRoll>>;

// ruling: 003 leaves how a test is rolled to the base rules. We read the stat line as the roster does
// (Cl, Ld, Wil, Int and I are target numbers, rolled on 2D6 and a D6) and Strength as 003's own
// Steering Jams roll (a D6 at or under it). A battle may carry other test rules.
export const DEFAULT_TEST_RULES = {
  Cl: { dice: "2D6", pass: "at-least" },
  Ld: { dice: "2D6", pass: "at-least" },
  Wil: { dice: "2D6", pass: "at-least" },
  Int: { dice: "2D6", pass: "at-least" },
  I: { dice: "D6", pass: "at-least" },
  S: { dice: "D6", pass: "at-most" },
} as const satisfies TestRules;

/** A change to a test: positive makes it easier (+1 Cl), negative harder (Annoying Squeak -1). */
export interface Modifier {
  why: string;
  value: number;
  /** The rule that gives it, cited with the result. */
  rule?: Rule;
}

/** Cites every rule behind a test's modifiers and its re-roll. */
export function citeTest(ctx: RuleContext, test: Pick<Test, "modifiers" | "rerollRule">): void {
  test.modifiers.forEach((m) => m.rule && ctx.also(m.rule));
  if (test.rerollRule) ctx.also(test.rerollRule);
}

export interface Test {
  stat: TestStat;
  /** The characteristic as written on the stat line. */
  value: number;
  roll: TestRoll;
  modifiers: readonly Modifier[];
  /** Why a failed test may be taken again (Pimped out, Shadow, a polecat), or null. */
  reroll: string | null;
  /** The rule that gives the re-roll, cited with the result. */
  rerollRule?: Rule;
}

export interface TestResult {
  stat: TestStat;
  /** What the dice must show after modifiers: at least this (at-least) or at most this (at-most). */
  target: number;
  pass: TestRoll["pass"];
  /** The total of each attempt, the re-roll last. */
  rolls: number[];
  passed: boolean;
  modifiers: readonly Modifier[];
}

export function testFor(
  stats: Readonly<Record<TestStat, number>>,
  stat: TestStat,
  rules: TestRules,
  modifiers: readonly Modifier[] = [],
  reroll: { why: string; rule?: Rule } | null = null,
): Test {
  const test: Test = { stat, value: stats[stat], roll: rules[stat], modifiers: modifiers.filter((m) => m.value !== 0), reroll: reroll?.why ?? null };
  if (reroll?.rule) test.rerollRule = reroll.rule;
  return test;
}

export function testTarget(test: Test): number {
  const bonus = test.modifiers.reduce((n, m) => n + m.value, 0);
  return test.roll.pass === "at-least" ? test.value - bonus : test.value + bonus;
}

export function takeTest(test: Test, dice: Dice, purpose: string): TestResult {
  const target = testTarget(test);
  const attempt = () => (test.roll.dice === "D6" ? dice.d6(purpose) : dice.twoD6(purpose));
  const passes = (n: number) => (test.roll.pass === "at-least" ? n >= target : n <= target);
  const rolls = [attempt()];
  if (!passes(rolls[0]!) && test.reroll) rolls.push(attempt());
  return { stat: test.stat, target, pass: test.roll.pass, rolls, passed: passes(rolls[rolls.length - 1]!), modifiers: test.modifiers };
}

/** "Cl 7+ (2D6): 8, passed" — a test told in one line for the battle log. */
export function describeTest(r: TestResult): string {
  const need = r.pass === "at-least" ? `${r.target}+` : `${r.target} or under`;
  return `${r.stat} test needing ${need}: rolled ${r.rolls.join(", then ")}, ${r.passed ? "passed" : "failed"}`;
}

export type Side = "left" | "right";

/** 003 uses one random side throughout: a D6, 1-3 left and 4-6 right. */
export function rollSide(dice: Dice, purpose: string): Side {
  return dice.d6(`${purpose} (1-3 left, 4-6 right)`) <= 3 ? "left" : "right";
}

/**
 * A random one of `items`. ruling: picked on a D6 (up to 6 items) or a D66 read as 1 to 36 (more),
 * each item taking an equal share of the faces; a face beyond the last whole share is rolled again.
 */
export function pickAtRandom<T>(items: readonly T[], dice: Dice, purpose: string): T {
  if (items.length === 0) throw new RangeError(`${purpose}: nothing to pick from`);
  if (items.length === 1) return items[0]!;
  const faces = items.length <= 6 ? 6 : 36;
  const share = Math.floor(faces / items.length);
  for (;;) {
    const face = faces === 6 ? dice.d6(purpose) : d66AsNumber(dice.d66(purpose));
    const index = Math.ceil(face / share) - 1;
    if (index < items.length) return items[index]!;
  }
}

/** D66 11..66 read as 1..36 (11 is 1, 16 is 6, 21 is 7…). */
const d66AsNumber = (d66: number) => (Math.floor(d66 / 10) - 1) * 6 + (d66 % 10);

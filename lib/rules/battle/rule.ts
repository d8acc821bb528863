// What every in-game rule answers: the result, the dice it rolled and the rule it applied (cited by
// text and section, explained in our words), or a refusal saying which rule forbids the roll.
import { DiceExhaustedError, DiceRangeError, type Dice, type RollEntry } from "../../dice";

export interface Rule {
  /** Stable id the battle log and the UI use: "thrust-test". */
  id: string;
  /** Text and section: "003 Thrusters". */
  cite: string;
  /** One or two sentences in the product's own words. */
  explain: string;
}

export const REFUSAL_CODES = [
  "dice-out-of-range",
  "dice-missing",
  "dice-left-over",
  "vehicle-wrecked",
  "vehicle-immobilised",
  "vehicle-driverless",
  "movement-ended",
  "thrust-limit",
  "move-too-long",
  "not-allowed",
  "fighter-unavailable",
  "unknown-piece",
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

export interface Refusal {
  ok: false;
  code: RefusalCode;
  rule: Rule;
  message: string;
  /** Dice already rolled before the refusal (typed-in dice up to the bad one). */
  dice: RollEntry[];
}

export interface Applied<T> {
  ok: true;
  rule: Rule;
  /** Further rules that changed the outcome on the way (Bent Chassis, a bike exception…). */
  also: Rule[];
  dice: RollEntry[];
  result: T;
}

export type Ruled<T> = Applied<T> | Refusal;

export function rule(id: string, cite: string, explain: string): Rule {
  return { id, cite, explain };
}

/** Thrown inside a rule body to refuse; `applyRule` turns it into a Refusal. */
export class RuleRefusal extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
    readonly rule?: Rule,
  ) {
    super(message);
    this.name = "RuleRefusal";
  }
}

export function refuse(code: RefusalCode, message: string, by?: Rule): never {
  throw new RuleRefusal(code, message, by);
}

export interface RuleContext {
  /** Notes a further rule that applied. */
  also(r: Rule): void;
}

/**
 * Runs a rule body with the dice, collecting the dice it rolled. Typed-in dice that are not faces of
 * the die, or run out, come back as refusals (they are the player's input, not a bug). A rule that
 * rolls nothing (a gas engine move) passes null for the dice.
 */
export function applyRule<T>(r: Rule, dice: Dice | null, body: (ctx: RuleContext) => T): Ruled<T> {
  const start = dice?.log.length ?? 0;
  const also: Rule[] = [];
  const rolled = () => dice?.log.slice(start) ?? [];
  try {
    const result = body({
      also: (x) => {
        if (!also.some((a) => a.id === x.id)) also.push(x);
      },
    });
    return { ok: true, rule: r, also, dice: rolled(), result };
  } catch (e) {
    if (e instanceof RuleRefusal) return { ok: false, code: e.code, rule: e.rule ?? r, message: e.message, dice: rolled() };
    if (e instanceof DiceRangeError) {
      return { ok: false, code: "dice-out-of-range", rule: r, message: `Each typed die must show one of its faces. ${e.message}.`, dice: rolled() };
    }
    if (e instanceof DiceExhaustedError) {
      return { ok: false, code: "dice-missing", rule: r, message: `This roll needs more dice than were typed in (${e.purpose}).`, dice: rolled() };
    }
    throw e;
  }
}

/** The result of a rule that must have gone ahead (for composing rules inside another rule body). */
export function unwrap<T>(r: Ruled<T>, ctx: RuleContext): T {
  if (!r.ok) throw new RuleRefusal(r.code, r.message, r.rule);
  ctx.also(r.rule);
  r.also.forEach((a) => ctx.also(a));
  return r.result;
}

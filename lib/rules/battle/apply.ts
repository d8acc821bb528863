// applyBattleEvent: one event on a battle state gives the next state and a log entry citing the rule
// (or a refusal, the state unchanged). The state given is never changed: each event works on a copy.
import { Dice, DiceExhaustedError, DiceRangeError, manualSource, type RollEntry } from "../../dice";
import { BOARDING_HANDLERS } from "./apply-boarding";
import { CHASE_HANDLERS } from "./apply-chase";
import { CONTACT_HANDLERS } from "./apply-contact";
import { MOVEMENT_HANDLERS } from "./apply-movement";
import { SHOOTING_HANDLERS } from "./apply-shooting";
import { TURN_HANDLERS } from "./apply-turn";
import type { BattleEvent, BattleEventBody, BattleEventType } from "./events";
import { rule, RuleRefusal, type Refusal, type Rule } from "./rule";
import { SITUATION_RULES } from "./situation";
import type { BattleState } from "./state";
import { vehicleAt } from "./state-read";
import { Step, type Handler, type Handlers } from "./step";

export interface LogEntry {
  /** The event as played, with its dice faces: replaying it gives the same result. */
  event: BattleEvent;
  /** The turn it happened in. */
  turn: number;
  rule: Rule;
  also: Rule[];
  text: string;
  dice: RollEntry[];
}

export type BattleStep = { ok: true; state: BattleState; entry: LogEntry } | (Refusal & { state: BattleState });

const HANDLERS: Handlers<BattleEventType> = {
  ...MOVEMENT_HANDLERS,
  ...CONTACT_HANDLERS,
  ...SHOOTING_HANDLERS,
  ...BOARDING_HANDLERS,
  ...CHASE_HANDLERS,
  ...TURN_HANDLERS,
};

/** Events in which the named vehicle acts: a wrecked one is refused them all. */
export const VEHICLE_ACTIONS = [
  "gas-move",
  "slow-speed",
  "thrust",
  "thrust-turn",
  "hold-still",
  "driverless-lurch",
  "ramp-jump",
  "skid-turn",
  "stunt-respin",
  "emergency-stop",
  "ram",
  "collision",
  "crash",
  "clip",
  "swipe",
  "run-over",
  "wrecking-ball",
  "ammo-roll",
  "fumble",
  "take-over",
  "drop-plank",
  "shake-plank",
  "chase",
  "chase-move",
  "chase-turn",
  "reposition",
  "get-away",
  "give-up-chase",
] as const satisfies readonly BattleEventType[];

function mustNotBeWrecked(s: BattleState, body: BattleEventBody): void {
  if (!(VEHICLE_ACTIONS as readonly string[]).includes(body.type) || !("vehicle" in body)) return;
  const v = vehicleAt(s, body.vehicle);
  if (v.flags.wrecked) throw new RuleRefusal("vehicle-wrecked", `${v.name} is wrecked: ${SITUATION_RULES.wrecked.explain}`, SITUATION_RULES.wrecked);
}

export const LOG_RULES = {
  event: rule(
    "battle-event",
    "Battle companion: battle log",
    "Each event is worked out by the rules it names, with the dice it rolled kept so it can be replayed or undone.",
  ),
} as const;

function run(state: BattleState, body: BattleEventBody, dice: Dice): BattleStep {
  const draft = structuredClone(state);
  const step = new Step();
  const start = dice.log.length;
  const refusal = (code: Refusal["code"], message: string, r: Rule): BattleStep => ({ ok: false, code, message, rule: r, dice: dice.log.slice(start), state });
  try {
    mustNotBeWrecked(draft, body);
    const handler = HANDLERS[body.type] as Handler<BattleEventType>;
    const text = handler(draft, body as never, dice, step);
    const rolled = dice.log.slice(start);
    const event = { ...body, faces: rolled.flatMap((r) => r.faces) } as BattleEvent;
    return { ok: true, state: draft, entry: { event, turn: state.turn, rule: step.main ?? LOG_RULES.event, also: step.also, text, dice: rolled } };
  } catch (e) {
    if (e instanceof RuleRefusal) return refusal(e.code, e.message, e.rule ?? step.main ?? LOG_RULES.event);
    if (e instanceof DiceRangeError)
      return refusal("dice-out-of-range", `Each typed die must show one of its faces. ${e.message}.`, step.main ?? LOG_RULES.event);
    if (e instanceof DiceExhaustedError)
      return refusal("dice-missing", `This needs more dice than were typed in (${e.purpose}).`, step.main ?? LOG_RULES.event);
    throw e;
  }
}

/** Applies an event with the dice faces it carries (typed in, or from the log). */
export function applyBattleEvent(state: BattleState, event: BattleEvent): BattleStep {
  const { faces, ...body } = event;
  const source = manualSource(faces);
  const out = run(state, body as BattleEventBody, new Dice(source));
  if (out.ok && source.remaining() > 0) {
    return {
      ok: false,
      code: "dice-left-over",
      rule: out.entry.rule,
      message: `${source.remaining()} typed dice were not needed: this roll uses ${faces.length - source.remaining()}.`,
      dice: out.entry.dice,
      state,
    };
  }
  return out;
}

/** Plays an event with the given dice (the app's seeded dice, or typed-in ones); the entry keeps the faces. */
export function playBattleEvent(state: BattleState, body: BattleEventBody, dice: Dice): BattleStep {
  return run(state, body, dice);
}

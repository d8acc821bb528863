// The bookkeeping of one battle event: the rules it applied (the first is the one the log cites,
// the rest are cited with it) and the refusal of any of them, which refuses the whole event.
import type { Dice } from "../../dice";
import type { EventOf, BattleEventType } from "./events";
import { RuleRefusal, type Rule, type Ruled } from "./rule";
import type { BattleState } from "./state";

export class Step {
  main: Rule | null = null;
  readonly also: Rule[] = [];

  cite(r: Rule): void {
    if (!this.main) this.main = r;
    else if (r.id !== this.main.id && !this.also.some((a) => a.id === r.id)) this.also.push(r);
  }

  /** The result of a rule that went ahead; a refusal refuses the event. */
  take<T>(r: Ruled<T>): T {
    if (!r.ok) throw new RuleRefusal(r.code, r.message, r.rule);
    this.cite(r.rule);
    r.also.forEach((a) => this.cite(a));
    return r.result;
  }
}

/** Applies one kind of event to a draft state it may change, and tells what happened in words. */
export type Handler<T extends BattleEventType> = (s: BattleState, e: EventOf<T>, dice: Dice, step: Step) => string;
export type Handlers<T extends BattleEventType> = { [K in T]: Handler<K> };

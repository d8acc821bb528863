// Every rule button of the battle screen, in the order the card shows them, and what a form needs
// from an action: its fields' first values and the event(s) they make.
import type { BattleState } from "@/lib/rules/battle";
import { BOARD_ACTIONS } from "./board";
import { computed, GROUPS, type ActionContext, type ActionSpec, type Field, type GroupId, type Option, type Values } from "./catalogue";
import { CHASE_ACTIONS } from "./chase";
import { CONTACT_ACTIONS } from "./contact";
import { MOVE_ACTIONS } from "./move";
import { SHOOT_ACTIONS } from "./shoot";

export * from "./catalogue";

export const ACTIONS: readonly ActionSpec[] = [...MOVE_ACTIONS, ...CONTACT_ACTIONS, ...SHOOT_ACTIONS, ...BOARD_ACTIONS, ...CHASE_ACTIONS];

export const actionById = (id: string) => ACTIONS.find((a) => a.id === id);

/** The action chosen on a card: which one, and from which vehicle's card. */
export interface RuleAction {
  id: string;
  vehicle: string;
}

export function contextOf(state: BattleState, vehicle: string): ActionContext | null {
  const v = state.vehicles[vehicle];
  return v ? { state, v } : null;
}

/** The groups a card shows, each with the actions the state allows; a wrecked vehicle offers none. */
export function offeredGroups(c: ActionContext): { id: GroupId; title: string; actions: ActionSpec[] }[] {
  if (c.v.flags.wrecked) return [];
  return GROUPS.map((g) => ({ ...g, actions: ACTIONS.filter((a) => a.group === g.id && a.offered(c)) })).filter((g) => g.actions.length > 0);
}

export const isShown = (f: Field, c: ActionContext, values: Values) => !f.show || f.show(c, values);

export function optionsOf(f: Extract<Field, { kind: "pick" }>, c: ActionContext, values: Values): Option[] {
  return f.options(c, values);
}

/**
 * The values as the form shows them: a pick whose value is no longer among its options (another
 * firer chosen, a target wrecked) falls back to its first option. Fields are read in order, so a
 * pick may depend on the ones above it.
 */
export function settle(spec: ActionSpec, c: ActionContext, values: Values): Values {
  const out: Values = { ...values };
  for (const f of spec.fields) {
    if (f.kind !== "pick") continue;
    const options = optionsOf(f, c, out);
    if (!options.some(([v]) => v === out[f.key])) out[f.key] = options[0]?.[0] ?? "";
  }
  return out;
}

/** The first values of an action's form, pre-filled from the vehicle and its crew. */
export function initialValues(spec: ActionSpec, c: ActionContext): Values {
  const values: Values = {};
  for (const f of spec.fields) {
    if (f.kind === "number") values[f.key] = computed(f.initial, c);
    else if (f.kind === "check") values[f.key] = f.initial ?? false;
    else if (f.initial !== undefined) values[f.key] = f.initial;
  }
  return settle(spec, c, values);
}

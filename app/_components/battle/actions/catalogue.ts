// The battle screen's rule buttons as data: each action names its event, its group on the vehicle
// card, the rule it cites, the fields the player fills (pre-filled from the vehicle and its crew)
// and how they become the event the battle rules play. One generic form shows any of them.
import { driverOf, riders, type BattleEventBody, type BattleEventType, type BattleState, type FighterState, type VehicleState } from "@/lib/rules/battle";
import type { DrivingSkillId } from "@/lib/rules/tables/driving-skills";

/** The battle as it stands and the vehicle whose card the action is started from. */
export interface ActionContext {
  state: BattleState;
  v: VehicleState;
}

export type Value = string | number | boolean;
export type Values = Record<string, Value>;
export type Option = [value: string, text: string];
type Computed<T> = T | ((c: ActionContext) => T);
type When = (c: ActionContext, values: Values) => boolean;

export type Field =
  | { kind: "pick"; key: string; label: string; options: (c: ActionContext, values: Values) => Option[]; initial?: string; empty?: string; show?: When }
  | { kind: "number"; key: string; label: Computed<string>; min: Computed<number>; max: Computed<number>; initial: Computed<number>; show?: When }
  | { kind: "check"; key: string; label: string; initial?: boolean; show?: When };

export const GROUPS = [
  { id: "move", title: "Movement" },
  { id: "contact", title: "Contact" },
  { id: "shoot", title: "Shooting" },
  { id: "board", title: "Boarding" },
  { id: "chase", title: "Chases" },
] as const;
export type GroupId = (typeof GROUPS)[number]["id"];

export interface ActionSpec {
  id: string;
  /** The events it plays, the first being the one rolled for. */
  events: readonly BattleEventType[];
  group: GroupId;
  /** The button on the card. */
  button: Computed<string>;
  /** The form's heading (with the vehicle's name after it). */
  title: string;
  cite: string;
  /** Whether the state allows it at all (the rules still refuse what they alone can tell). */
  offered: (c: ActionContext) => boolean;
  /** A line under the citation: what the rules will add by themselves (skills, damage). */
  hint?: (c: ActionContext) => string | null;
  fields: readonly Field[];
  build: (c: ActionContext, values: Values) => BattleEventBody | readonly BattleEventBody[];
}

export const computed = <T>(x: Computed<T>, c: ActionContext): T => (typeof x === "function" ? (x as (c: ActionContext) => T)(c) : x);
export const str = (values: Values, key: string) => String(values[key] ?? "");
export const num = (values: Values, key: string) => Number(values[key]);
export const flag = (values: Values, key: string) => values[key] === true;

// Who and what the fields offer, the other side first (the usual target).
const enemyFirst = <T extends { gangId: string }>(c: ActionContext, xs: T[]) =>
  [...xs].sort((a, b) => Number(a.gangId === c.v.gangId) - Number(b.gangId === c.v.gangId));
export const otherVehicles = (c: ActionContext) =>
  enemyFirst(
    c,
    Object.values(c.state.vehicles).filter((o) => o.key !== c.v.key && !o.flags.wrecked),
  );
export const vehicleOptions = (c: ActionContext): Option[] => otherVehicles(c).map((o) => [o.key, o.name]);
export const activeRiders = (c: ActionContext) => riders(c.state, c.v.key).filter((f) => f.condition === "active");
export const onFoot = (c: ActionContext) =>
  enemyFirst(
    c,
    Object.values(c.state.fighters).filter((f) => f.ridesIn === null && f.condition !== "out-of-action"),
  );
export const fighterOptions = (fs: FighterState[]): Option[] => fs.map((f) => [f.key, f.name]);
export const where = (c: ActionContext, f: FighterState) => (f.ridesIn ? (c.state.vehicles[f.ridesIn]?.name ?? "") : "on foot");

export const driver = (c: ActionContext) => driverOf(c.state, c.v.key);
export const hasSkill = (c: ActionContext, skill: DrivingSkillId) => driver(c)?.drivingSkills.includes(skill) ?? false;
/** Can drive under its own power: not immobilised or crippled, and someone at the wheel. */
export const canDrive = (c: ActionContext) => !c.v.flags.immobilised && !c.v.flags.crippled && driver(c) !== null;
export const hasUpgrade = (c: ActionContext, id: VehicleState["upgrades"][number]["upgradeId"]) => c.v.upgrades.some((u) => u.upgradeId === id && !u.destroyed);

export const SIDES: Option[] = [
  ["front", "Front"],
  ["side", "Side"],
  ["rear", "Rear"],
];

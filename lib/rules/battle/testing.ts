// Small builders the battle rules' tests share: a vehicle on the table and a fighter's test.
import type { VehicleKind } from "../tables/vehicle-profiles";
import { DEFAULT_TEST_RULES, type Modifier, type Test, type TestStat } from "./checks";
import { FRESH_ACTIVATION, type Activation, type MovingVehicle } from "./movement";
import type { Ruled } from "./rule";
import type { VehicleSituation } from "./situation";

export function vehicleOf(kind: VehicleKind = "truck", o: Partial<VehicleSituation> = {}): VehicleSituation {
  return { name: o.name ?? kind, kind, wrecked: false, immobilised: false, crippled: false, moving: true, hasDriver: true, contents: { crew: 2, weapons: 1, upgrades: 1, driver: true }, ...o };
}

export function movingOf(kind: VehicleKind = "truck", o: Partial<MovingVehicle> = {}, activation: Partial<Activation> = { gasMoved: true }): MovingVehicle {
  const maxThrust = kind === "track" || kind === "half-track" || kind === "hulk" ? 5 : 6;
  return { ...vehicleOf(kind, o), movement: 8, maxThrust, ...o, activation: { ...FRESH_ACTIVATION, ...activation } };
}

/** A test of `stat` at `value` rolled the default way (Cl 7 is 7+ on 2D6; I 3 is 3+ on a D6; S 3 is 3 or under). */
export function testOf(stat: TestStat, value: number, modifiers: Modifier[] = [], reroll: string | null = null): Test {
  return { stat, value, roll: DEFAULT_TEST_RULES[stat], modifiers, reroll };
}

/** The result of a rule that went ahead (fails the test loudly otherwise). */
export function ok<T>(r: Ruled<T>): T {
  if (!r.ok) throw new Error(`refused (${r.code}): ${r.message}`);
  return r.result;
}

/** The refusal of a rule that was refused. */
export function refused<T>(r: Ruled<T>) {
  if (r.ok) throw new Error(`expected a refusal, got ${JSON.stringify(r.result)}`);
  return r;
}

/** Ids of the rules an outcome cites (the main rule and those it also applied). */
export function cited<T>(r: Ruled<T>): string[] {
  return r.ok ? [r.rule.id, ...r.also.map((a) => a.id)] : [r.rule.id];
}

// Small builders the battle rules' tests share: a vehicle on the table, a fighter's test, two gangs.
import { newFighter, newRoster, newVehicle } from "../roster/builder";
import type { Roster } from "../roster/schema";
import type { VehicleKind } from "../tables/vehicle-profiles";
import { applyBattleEvent, type LogEntry } from "./apply";
import { createBattle } from "./create-battle";
import type { BattleEvent, BattleEventBody } from "./events";
import type { BattleState } from "./state";
import { DEFAULT_TEST_RULES, type Modifier, type Test, type TestStat } from "./checks";
import { FRESH_ACTIVATION, type Activation, type MovingVehicle } from "./movement";
import type { Ruled } from "./rule";
import type { VehicleSituation } from "./situation";

export function vehicleOf(kind: VehicleKind = "truck", o: Partial<VehicleSituation> = {}): VehicleSituation {
  return {
    name: o.name ?? kind,
    kind,
    wrecked: false,
    immobilised: false,
    crippled: false,
    moving: true,
    hasDriver: true,
    contents: { crew: 2, weapons: 1, upgrades: 1, driver: true },
    ...o,
  };
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

/** Two small gangs: "a" (a truck with a plated hull, a reinforced ram and a stubber with extra ammo,
 * and a bike) and "b" (a buggy with two sets of spikes and a front plank, and a fighter on foot). */
export function twoGangs(): { a: Roster; b: Roster } {
  const a = newRoster("Da Grunts");
  a.fighters = [
    newFighter({ id: "grot", name: "Grot", type: "ganger" }),
    newFighter({ id: "nob", name: "Nob", type: "champion", stats: { W: 2 } }),
    newFighter({ id: "snag", name: "Snag", type: "ganger" }),
    newFighter({ id: "spanna", name: "Spanna", type: "specialist" }),
    { ...newFighter({ id: "sick", name: "Sicko", type: "juve" }), status: "recovering" },
  ];
  const truck = newVehicle({ id: "truck", name: "Grunt Truck", kind: "truck" });
  truck.crew = { driverId: "grot", gunnerIds: ["nob"], passengerIds: ["snag"], polecatIds: [] };
  truck.weapons = [
    { id: "stubber", name: "Heavy stubber", cost: 40, traits: ["Unwieldy"], twinLinked: false, allocatedTo: { role: "gunner", fighterId: "nob" } },
    { id: "boltgun", name: "Boltgun", cost: 20, traits: [], twinLinked: false, allocatedTo: { role: "driver" } },
  ];
  truck.upgrades = [
    { upgradeId: "armour-plates", mounting: null, weaponId: null },
    { upgradeId: "reinforced-ram", mounting: null, weaponId: null },
    { upgradeId: "extra-ammo", mounting: null, weaponId: "stubber" },
    { upgradeId: "hard-point", mounting: null, weaponId: null },
  ];
  const bike = newVehicle({ id: "bike", name: "Speedy", kind: "bike" });
  bike.crew.driverId = "spanna";
  a.vehicles = [truck, bike, { ...newVehicle({ id: "old", name: "Old Wreck", kind: "buggy" }), status: "destroyed" }];
  const b = newRoster("Skull Riders");
  b.fighters = [
    newFighter({ id: "zog", name: "Zog", type: "leader" }),
    newFighter({ id: "mek", name: "Mek", type: "specialist" }),
    newFighter({ id: "runt", name: "Runt", type: "juve" }),
  ];
  const buggy = newVehicle({ id: "buggy", name: "Skull Buggy", kind: "buggy" });
  buggy.crew = { driverId: "zog", gunnerIds: [], passengerIds: ["mek"], polecatIds: [] };
  buggy.upgrades = [
    { upgradeId: "spikes-and-blades", mounting: null, weaponId: null },
    { upgradeId: "spikes-and-blades", mounting: null, weaponId: null },
    { upgradeId: "boarding-plank", mounting: "front", weaponId: null },
  ];
  b.vehicles = [buggy];
  return { a, b };
}

export function battleOf(): BattleState {
  const { a, b } = twoGangs();
  return ok(
    createBattle([
      { gangId: "a", roster: a },
      { gangId: "b", roster: b },
    ]),
  );
}

/** Applies an event with typed dice; fails the test if it is refused. */
export function play(s: BattleState, body: BattleEventBody, faces: number[] = []): { state: BattleState; entry: LogEntry } {
  const r = applyBattleEvent(s, { ...body, faces } as BattleEvent);
  if (!r.ok) throw new Error(`refused (${r.code}): ${r.message}`);
  return r;
}

/** Applies an event expected to be refused; returns the refusal (its state is the one given). */
export function refusedEvent(s: BattleState, body: BattleEventBody, faces: number[] = []) {
  const r = applyBattleEvent(s, { ...body, faces } as BattleEvent);
  if (r.ok) throw new Error(`expected a refusal, got: ${r.entry.text}`);
  return r;
}

/** Ids of the rules a log entry cites. */
export const entryRules = (e: LogEntry) => [e.rule.id, ...e.also.map((a) => a.id)];

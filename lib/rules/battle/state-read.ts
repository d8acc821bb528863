// Reading the battle state the way the rules ask: the situation of a vehicle, who drives it, who
// rides it, and the tests its crew take with every modifier 003 gives them.
import type { UpgradeId } from "../tables/workshop";
import { testFor, type Modifier, type Test, type TestStat } from "./checks";
import type { MovingVehicle } from "./movement";
import { RACING_RULES } from "./racing";
import { refuse, rule, type Rule } from "./rule";
import type { VehicleSituation } from "./situation";
import type { BattleState, FighterState, VehicleState } from "./state";
import { THRUST_RULES } from "./thrust";
import { TAKE_OVER_RULES } from "./take-over";

export const CREW_TEST_RULES = {
  smoother: rule("smoother", "003 Rogue Techpriest: smoother", "The driver of a Smoother vehicle adds 1 to his Cl."),
  ardLooking: rule("ard-looking", "003 Permanent damage: 'Ard Looking", "Everyone aboard takes pride in the battered vehicle: +1 Cl."),
  pimpedOut: rule("pimped-out", "003 Workshop: pimped out", "Friendly fighters aboard may re-roll failed Cl, Ld and Wil tests."),
} as const;

export function vehicleAt(s: BattleState, key: string): VehicleState {
  return s.vehicles[key] ?? refuse("unknown-piece", `There is no vehicle "${key}" in this battle.`);
}

export function fighterAt(s: BattleState, key: string): FighterState {
  return s.fighters[key] ?? refuse("unknown-piece", `There is no fighter "${key}" in this battle.`);
}

/** Aboard and still in the fight (not out of action). */
export const riders = (s: BattleState, vehicle: string) => Object.values(s.fighters).filter((f) => f.ridesIn === vehicle && f.condition !== "out-of-action");

export function driverOf(s: BattleState, vehicle: string): FighterState | null {
  return riders(s, vehicle).find((f) => f.seat === "driver" && f.condition === "active") ?? null;
}

export const hasUpgrade = (v: VehicleState, id: UpgradeId) => v.upgrades.some((u) => u.upgradeId === id && !u.destroyed);
export const upgradesLeft = (v: VehicleState, id: UpgradeId) => v.upgrades.filter((u) => u.upgradeId === id && !u.destroyed).length;

/** Moved / thrusted in its last activation: this turn's once it has activated, else last turn's. */
export function lastActivation(v: VehicleState): { moved: boolean; thrusted: boolean } {
  return v.thisTurn.activated ? { moved: v.thisTurn.moved, thrusted: v.thisTurn.thrusted } : v.lastTurn;
}

export const isStationary = (v: VehicleState) => v.flags.immobilised || v.flags.crippled || v.flags.wrecked || !lastActivation(v).moved;

export function situationOf(s: BattleState, key: string): VehicleSituation {
  const v = vehicleAt(s, key);
  const aboard = riders(s, key);
  const driver = driverOf(s, key);
  return {
    name: v.name,
    kind: v.kind,
    wrecked: v.flags.wrecked,
    immobilised: v.flags.immobilised,
    crippled: v.flags.crippled,
    moving: !isStationary(v),
    hasDriver: driver !== null,
    contents: {
      crew: aboard.filter((f) => f.seat !== "driver" && f.seat !== "polecat").length,
      weapons: v.weapons.filter((w) => !w.out).length,
      upgrades: v.upgrades.filter((u) => !u.destroyed).length,
      driver: driver !== null || aboard.some((f) => f.seat === "driver"),
    },
  };
}

export function movingVehicleOf(s: BattleState, key: string): MovingVehicle {
  const v = vehicleAt(s, key);
  return { ...situationOf(s, key), movement: v.card.movement - v.moveLoss, maxThrust: v.card.maxThrust - v.moveLoss, activation: { ...v.activation } };
}

export type DriverPurpose = "swerve" | "thrust-turn" | "other";

/** The driver's test with 003's modifiers: Smoother, 'Ard Looking, Annoying Squeak, a new driver; Pimped out or Shadow re-rolls. */
export function driverTest(s: BattleState, key: string, purpose: DriverPurpose, stat: TestStat = "Cl"): Test | null {
  const v = vehicleAt(s, key);
  const d = driverOf(s, key);
  if (!d) return null;
  const mods: Modifier[] = [];
  if (stat === "Cl") {
    if (v.card.driverClBonus) mods.push({ why: "Smoother", value: v.card.driverClBonus, rule: CREW_TEST_RULES.smoother });
    if (v.card.crewClBonus) mods.push({ why: "'Ard Looking", value: v.card.crewClBonus, rule: CREW_TEST_RULES.ardLooking });
    if (purpose !== "other" && v.card.swerveAndThrustTurnClModifier)
      mods.push({ why: "Annoying Squeak", value: v.card.swerveAndThrustTurnClModifier, rule: THRUST_RULES.annoyingSqueak });
    if (d.tookOver) mods.push({ why: "Took over the controls", value: -1, rule: TAKE_OVER_RULES.newDriverCl });
  }
  return testFor(d.stats, stat, s.testRules, mods, rerollFor(s, d, stat));
}

/** A fighter's test: aboard a vehicle, 'Ard Looking and Pimped out apply to his Cl (and Pimped out to Ld and Wil). */
export function fighterTest(s: BattleState, key: string, stat: TestStat, extra: Modifier[] = []): Test {
  const f = fighterAt(s, key);
  const v = f.ridesIn ? s.vehicles[f.ridesIn] : undefined;
  const mods = [...extra];
  if (v && stat === "Cl" && v.card.crewClBonus) mods.push({ why: "'Ard Looking", value: v.card.crewClBonus, rule: CREW_TEST_RULES.ardLooking });
  return testFor(f.stats, stat, s.testRules, mods, rerollFor(s, f, stat));
}

function rerollFor(s: BattleState, f: FighterState, stat: TestStat): { why: string; rule: Rule } | null {
  const v = f.ridesIn ? s.vehicles[f.ridesIn] : undefined;
  if (!v) return null;
  if ((stat === "Cl" || stat === "Ld" || stat === "Wil") && hasUpgrade(v, "pimped-out") && v.gangId === f.gangId)
    return { why: "Pimped out", rule: CREW_TEST_RULES.pimpedOut };
  if (stat === "Cl" && f.seat === "driver" && v.chase && f.drivingSkills.includes("shadow")) return { why: "Shadow", rule: RACING_RULES.shadow };
  return null;
}

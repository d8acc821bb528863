// A battle's first state, from the rosters taking part: 003 "Mounted", everyone starts on a vehicle.
import { effectiveVehicle, resolveValue } from "../effective-vehicle";
import type { Fighter, Roster, Vehicle } from "../roster/schema";
import { workshopUpgrade } from "../tables/workshop";
import { isUnwieldy } from "../validation/weapons";
import { DEFAULT_TEST_RULES, type TestRules } from "./checks";
import { MACHINE_LOCATIONS, type MachineLocation } from "./location-effects";
import { FRESH_ACTIVATION } from "./movement";
import { applyRule, refuse, rule, type Ruled } from "./rule";
import type { BattleState, FighterState, LocationWounds, Seat, UpgradeState, VehicleState, WeaponState } from "./state";

export const SETUP_RULES = {
  mounted: rule(
    "mounted",
    "003 Campaign rules: mounted",
    "Every fighter starts the battle aboard a vehicle, driving or riding, and may get off whenever he likes.",
  ),
} as const;

export interface BattleSide {
  gangId: string;
  roster: Roster;
}

export const keyOf = (gangId: string, id: string) => `${gangId}/${id}`;

// ruling: as before a battle, fighters recovering or marked to miss it, and destroyed or benched vehicles, stay home.
const plays = (f: Fighter) => f.status === "active" && f.missesNextBattle === null;
const usable = (v: Vehicle) => v.status !== "destroyed" && !v.benchedNextBattle;
// ruling: nothing has moved when the battle starts, so every vehicle counts as stationary until it does.

export function createBattle(sides: readonly BattleSide[], testRules: TestRules = DEFAULT_TEST_RULES): Ruled<BattleState> {
  return applyRule(SETUP_RULES.mounted, null, () => {
    const ids = sides.map((s) => s.gangId);
    if (sides.length === 0) refuse("not-allowed", "A battle needs at least one gang.");
    if (ids.some((id, i) => !id || ids.indexOf(id) !== i)) refuse("not-allowed", "Each gang in a battle needs its own id.");
    const state: BattleState = {
      turn: 1,
      testRules,
      gangs: sides.map((s) => ({ gangId: s.gangId, name: s.roster.name })),
      vehicles: {},
      fighters: {},
      prompts: [],
      nextPromptId: 1,
      drivers: {},
    };
    for (const { gangId, roster } of sides) {
      for (const f of roster.fighters.filter(plays)) state.fighters[keyOf(gangId, f.id)] = fighterState(gangId, f);
      for (const v of roster.vehicles.filter(usable)) {
        const vs = vehicleState(gangId, v);
        state.vehicles[vs.key] = vs;
        seat(state, gangId, vs.key, v);
      }
    }
    return state;
  });
}

function fighterState(gangId: string, f: Fighter): FighterState {
  const w = Math.max(1, f.stats.W);
  return {
    key: keyOf(gangId, f.id),
    gangId,
    fighterId: f.id,
    name: f.name,
    stats: { ...f.stats },
    drivingSkills: [...f.drivingSkills],
    condition: "active",
    wounds: w,
    maxWounds: w,
    ridesIn: null,
    seat: null,
    tookOver: false,
    foughtThisTurn: false,
    firedThisTurn: false,
    everDown: false,
    kills: 0,
  };
}

function seat(state: BattleState, gangId: string, vehicleKey: string, v: Vehicle): void {
  const places: [string | null, Seat][] = [
    [v.crew.driverId, "driver"],
    ...v.crew.gunnerIds.map((id) => [id, "gunner"] as [string, Seat]),
    ...v.crew.passengerIds.map((id) => [id, "passenger"] as [string, Seat]),
    ...v.crew.polecatIds.map((id) => [id, "polecat"] as [string, Seat]),
  ];
  for (const [id, s] of places) {
    const f = id ? state.fighters[keyOf(gangId, id)] : undefined;
    if (f && f.ridesIn === null) Object.assign(f, { ridesIn: vehicleKey, seat: s });
  }
}

function vehicleState(gangId: string, v: Vehicle): VehicleState {
  const key = keyOf(gangId, v.id);
  const card = effectiveVehicle(v);
  const locations = Object.fromEntries(
    MACHINE_LOCATIONS.map((l) => {
      const max = resolveValue(card.locations[l].wounds, 1);
      return [l, { wounds: max, max }];
    }),
  ) as Record<MachineLocation, LocationWounds>;
  const weapons: WeaponState[] = v.weapons.map((w) => ({
    key: keyOf(key, w.id),
    weaponId: w.id,
    name: w.name,
    unwieldy: isUnwieldy(w),
    twinLinked: w.twinLinked,
    allocatedTo: w.allocatedTo === null ? null : w.allocatedTo.role === "driver" ? "driver" : keyOf(gangId, w.allocatedTo.fighterId),
    out: false,
    penalty: 0,
    extraAmmo: v.upgrades.some((u) => u.upgradeId === "extra-ammo" && u.weaponId === w.id) ? "unused" : "none",
  }));
  let polecat = 0;
  const upgrades: UpgradeState[] = v.upgrades.flatMap((u, i) => {
    if (workshopUpgrade(u.upgradeId).cannotBeDestroyed) return [];
    const out: UpgradeState = { key: keyOf(key, `u${i + 1}`), upgradeId: u.upgradeId, label: workshopUpgrade(u.upgradeId).name, destroyed: false };
    if (u.upgradeId === "extra-ammo" && u.weaponId) out.weapon = keyOf(key, u.weaponId);
    if (u.upgradeId === "boarding-plank" && u.mounting) out.mounting = u.mounting;
    // ruling: the polecat upgrades and the nominated polecats pair up in the order the roster lists them.
    const pc = u.upgradeId === "polecat" ? v.crew.polecatIds[polecat++] : undefined;
    if (pc) out.polecat = keyOf(gangId, pc);
    return [out];
  });
  return {
    key,
    gangId,
    vehicleId: v.id,
    name: v.name,
    kind: v.kind,
    card,
    locations,
    plateSave: card.specialSave,
    moveLoss: 0,
    flags: { immobilised: false, crippled: false, onFire: false, wrecked: false },
    activation: { ...FRESH_ACTIVATION },
    thisTurn: { activated: false, moved: false, thrusted: false, inches: 0 },
    lastTurn: { moved: false, thrusted: false },
    gammyShaft: false,
    runaway: false,
    bikeTakeOverTried: false,
    chase: null,
    shakenBy: [],
    plank: null,
    weapons,
    upgrades,
    damagingRams: 0,
    runOver: 0,
  };
}

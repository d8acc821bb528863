// Constructors for fresh fighters, vehicles and rosters: plain data with every field filled in.
import type { Fighter, Roster, StatLine, Vehicle } from "./schema";
import { DEFAULT_STAT_LINE, type FighterType } from "../tables/fighters";
import type { VehicleKind } from "../tables/vehicle-profiles";

export function newRoster(name: string): Roster {
  return { name, ledger: [], stash: [], fighters: [], vehicles: [] };
}

export function newFighter(p: { id: string; name: string; type: FighterType; cost?: number; stats?: Partial<StatLine>; xp?: number }): Fighter {
  return {
    id: p.id,
    name: p.name,
    type: p.type,
    cost: p.cost ?? 0,
    equipment: [],
    stats: { ...DEFAULT_STAT_LINE, ...p.stats },
    xp: p.xp ?? 0,
    skills: [],
    drivingSkills: [],
    injuries: [],
    status: "active",
    missesNextBattle: null,
  };
}

export function newVehicle(p: { id: string; name: string; kind: VehicleKind }): Vehicle {
  return {
    id: p.id,
    name: p.name,
    kind: p.kind,
    crew: { driverId: null, gunnerIds: [], passengerIds: [], polecatIds: [] },
    weapons: [],
    upgrades: [],
    customUpgrades: [],
    permanentDamage: [],
    status: "ready",
    benchedNextBattle: false,
  };
}

/** An id not yet used anywhere in the roster: "fighter-3", "vehicle-2", "weapon-7". */
export function nextId(roster: Roster, prefix: string): string {
  const used = new Set([
    ...roster.fighters.map((f) => f.id),
    ...roster.vehicles.map((v) => v.id),
    ...roster.vehicles.flatMap((v) => v.weapons.map((w) => w.id)),
    ...roster.stash.map((s) => s.id),
  ]);
  let n = 1;
  while (used.has(`${prefix}-${n}`)) n++;
  return `${prefix}-${n}`;
}

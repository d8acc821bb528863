// A finished battle summed up in the campaign's battle-record shape: who went out of action, which
// vehicles ended wrecked, crippled or immobilised, and each driver's damaging rams and run-overs.
import type { RecordFighter, RecordVehicle } from "./record";
import type { BattleState } from "./state";

export interface GangSummary {
  gangId: string;
  fighters: RecordFighter[];
  vehicles: RecordVehicle[];
}

export interface DriverTally {
  gangId: string;
  fighterId: string;
  /** 003 Drivers and experience: rams that damaged a vehicle, and foot fighters run over out of action. */
  damagingRams: number;
  runOver: number;
}

export interface BattleSummary {
  gangs: GangSummary[];
  drivers: DriverTally[];
}

// ruling: the record's "injured" marks a fighter who went down or out of action during the battle.
export function summariseBattle(s: BattleState): BattleSummary {
  const gangs = s.gangs.map(({ gangId }) => ({
    gangId,
    fighters: Object.values(s.fighters)
      .filter((f) => f.gangId === gangId)
      .map((f) => ({
        fighterId: f.fighterId,
        tookPart: true,
        outOfAction: f.condition === "out-of-action",
        injured: f.everDown,
        kills: f.kills,
        outOfActionCaused: 0,
        extraXp: 0,
      })),
    vehicles: Object.values(s.vehicles)
      .filter((v) => v.gangId === gangId)
      .map((v) => ({
        vehicleId: v.vehicleId,
        crippled: v.flags.crippled,
        wrecked: v.flags.wrecked,
        immobilised: v.flags.immobilised,
        damagingRams: v.damagingRams,
        runOver: v.runOver,
      })),
  }));
  // a driver's tally is keyed "gangId/fighterId", as every fighter in the battle is
  const drivers = Object.entries(s.drivers).map(([key, t]) => {
    const [gangId = "", fighterId = ""] = [key.slice(0, key.indexOf("/")), key.slice(key.indexOf("/") + 1)];
    return { gangId, fighterId, ...t };
  });
  return { gangs, drivers };
}

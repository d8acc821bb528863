// What the post-game wizard offers one gang after one battle (003's post-game sequence), worked
// out from the battle record and the roster; and the answers it starts from.
import { battleFighterSchema, battleVehicleSchema } from "@/lib/contracts/campaign";
import type { PostgameInput } from "@/lib/contracts/postgame";
import { canBeGunner, credits, gangRating, TECHPRIEST_VISITORS, type Roster } from "../index";
import { z } from "zod";
import type { KnownWreckRoll, WreckToStrip } from "./wrecks";
import type { Pack } from "@/lib/packs/schema/pack";
import { planFighterHalf, type FighterHalfPlan } from "./fighter-plan";

/** What the wizard offers for one gang after one battle, worked out from the battle and the roster. */
export interface PostgamePlan {
  battleId: string;
  gangId: string;
  otherGangBottledOut: boolean;
  /** Vehicles recorded crippled (or wrecked) that are still on the roster: one permanent damage roll
   * each; `knownRoll` when it was rolled already (by the gang that stripped the wreck). */
  crippled: { vehicleId: string; name: string; wrecked: boolean; knownRoll: KnownWreckRoll | null }[];
  /** Wrecks of gangs that bottled out, which this gang may strip (003 Destroyed). */
  wrecksToStrip: WreckToStrip[];
  /** Fighters recorded out of action: each rolls a lasting injury, died without a roll, or neither. */
  outOfAction: { fighterId: string; name: string }[];
  /** Experience, lasting injuries, advances and income from the campaign's pack. */
  fighterHalf: FighterHalfPlan;
  /** Drivers owed experience for damaging rams and foot fighters run over. */
  driverExperience: { vehicleId: string; vehicleName: string; fighterId: string; fighterName: string; damagingRams: number; runOver: number }[];
  /** Nominated drivers, who may roll on the driving skills table. */
  drivers: { fighterId: string; name: string; vehicleName: string }[];
  /** Leaders and Champions, who may visit the rogue Techpriest. */
  visitors: { fighterId: string; name: string }[];
  vehicles: { vehicleId: string; name: string; driverId: string | null; gunnerIds: string[] }[];
  /** Fighters who can be chosen for a job (strip a wreck, fix a vehicle, take a seat). */
  fighters: { fighterId: string; name: string; canGun: boolean }[];
  /** "Can't be used in the next battle" marks from the last battle, cleared first. */
  marksToClear: string[];
  creditsBefore: number;
  ratingBefore: number;
}

const detailsSchema = z.object({
  fighters: z.array(battleFighterSchema).catch([]).default([]),
  vehicles: z.array(battleVehicleSchema).catch([]).default([]),
});

/** The first row for each id: the schema now refuses repeats, but a record stored before could hold them. */
const firstPerId = <T>(rows: T[], id: (row: T) => string): T[] => rows.filter((r, i) => rows.findIndex((x) => id(x) === id(r)) === i);

export function parseBattleDetails(json: string) {
  try {
    const d = detailsSchema.parse(JSON.parse(json));
    return { fighters: firstPerId(d.fighters, (f) => f.fighterId), vehicles: firstPerId(d.vehicles, (v) => v.vehicleId) };
  } catch {
    return { fighters: [], vehicles: [] };
  }
}

const usable = (r: Roster) => r.fighters.filter((f) => f.status === "active" || f.status === "recovering");

export interface PlanWrecks {
  /** Rolls made already for this gang's own vehicles, by vehicle id. */
  known: Record<string, KnownWreckRoll>;
  toStrip: WreckToStrip[];
}

/** 003 Drivers and experience, by fighter: +1 for damaging rams, +1 per foot fighter run over. */
const driverXpOf = (xs: PostgamePlan["driverExperience"]) =>
  xs.reduce<Record<string, number>>((m, x) => ({ ...m, [x.fighterId]: (m[x.fighterId] ?? 0) + (x.damagingRams > 0 ? 1 : 0) + x.runOver }), {});

export function planPostgame(p: {
  battleId: string;
  gangId: string;
  details: string;
  result: string;
  otherGangBottledOut: boolean;
  roster: Roster;
  pack: Pack;
  wrecks?: PlanWrecks;
}): PostgamePlan {
  const vehicleHalf = planVehicleHalf(p);
  const fighterHalf = planFighterHalf({
    pack: p.pack,
    roster: p.roster,
    record: parseBattleDetails(p.details).fighters,
    result: p.result,
    driverXp: driverXpOf(vehicleHalf.driverExperience),
  });
  return { ...vehicleHalf, fighterHalf };
}

function planVehicleHalf(p: {
  battleId: string;
  gangId: string;
  details: string;
  otherGangBottledOut: boolean;
  roster: Roster;
  wrecks?: PlanWrecks;
}): Omit<PostgamePlan, "fighterHalf"> {
  const { roster: r } = p;
  const details = parseBattleDetails(p.details);
  const vehicles = r.vehicles.filter((v) => v.status !== "destroyed");
  const vehicle = (id: string) => vehicles.find((v) => v.id === id);
  const fighterName = (id: string) => r.fighters.find((f) => f.id === id)?.name ?? id;
  return {
    battleId: p.battleId,
    gangId: p.gangId,
    otherGangBottledOut: p.otherGangBottledOut,
    // ruling: a vehicle recorded wrecked ended the game crippled too, so it rolls on the table as well.
    crippled: details.vehicles
      .filter((v) => (v.crippled || v.wrecked) && vehicle(v.vehicleId))
      .map((v) => ({ vehicleId: v.vehicleId, name: vehicle(v.vehicleId)!.name, wrecked: v.wrecked, knownRoll: p.wrecks?.known[v.vehicleId] ?? null })),
    wrecksToStrip: p.wrecks?.toStrip ?? [],
    outOfAction: details.fighters
      .filter((f) => f.outOfAction && r.fighters.some((x) => x.id === f.fighterId && x.status !== "dead"))
      .map((f) => ({ fighterId: f.fighterId, name: fighterName(f.fighterId) })),
    // ruling: the experience goes to the vehicle's nominated driver as the post-game starts (the one who drove).
    driverExperience: details.vehicles
      .filter((v) => (v.damagingRams > 0 || v.runOver > 0) && vehicle(v.vehicleId)?.crew.driverId)
      .map((v) => {
        const veh = vehicle(v.vehicleId)!;
        return {
          vehicleId: veh.id,
          vehicleName: veh.name,
          fighterId: veh.crew.driverId!,
          fighterName: fighterName(veh.crew.driverId!),
          damagingRams: v.damagingRams,
          runOver: v.runOver,
        };
      }),
    drivers: vehicles.filter((v) => v.crew.driverId).map((v) => ({ fighterId: v.crew.driverId!, name: fighterName(v.crew.driverId!), vehicleName: v.name })),
    visitors: usable(r)
      .filter((f) => (TECHPRIEST_VISITORS as readonly string[]).includes(f.type))
      .map((f) => ({ fighterId: f.id, name: f.name })),
    vehicles: vehicles.map((v) => ({ vehicleId: v.id, name: v.name, driverId: v.crew.driverId, gunnerIds: [...v.crew.gunnerIds] })),
    fighters: usable(r).map((f) => ({ fighterId: f.id, name: f.name, canGun: canBeGunner(f.type) })),
    marksToClear: [
      ...r.fighters.filter((f) => f.missesNextBattle).map((f) => `${f.name} (${f.missesNextBattle})`),
      ...r.vehicles.filter((v) => v.benchedNextBattle).map((v) => `${v.name} (badly mangled)`),
    ],
    creditsBefore: credits(r),
    ratingBefore: gangRating(r),
  };
}

/**
 * The answers the wizard starts from: every roll by the app, nothing bought, and each fighter taken
 * out of action rolling on the pack's lasting-injury table (no lasting injury when it has none).
 */
export function defaultPostgameInput(plan: PostgamePlan, version: number): PostgameInput {
  return {
    battleId: plan.battleId,
    gangId: plan.gangId,
    version,
    permanentDamage: plan.crippled.map((c) => ({ vehicleId: c.vehicleId, benchFighterId: "", stripperId: "", mode: "app", faces: "" })),
    wreckStrips: plan.wrecksToStrip.map((w) => ({ gangId: w.ownerGangId, vehicleId: w.vehicleId, stripperId: "", mode: "app", faces: "" })),
    injuries: plan.outOfAction.map((f) => ({ fighterId: f.fighterId, outcome: plan.fighterHalf.injuryTable ? "roll" : "none", mode: "app", faces: "" })),
    replacements: plan.vehicles.map((v) => ({ vehicleId: v.vehicleId, driverId: "", gunnerIds: v.gunnerIds.map(() => "") })),
    drivingSkills: plan.drivers.map((d) => ({ fighterId: d.fighterId, gained: false, mode: "app", faces: "" })),
    techpriest: [],
    advances: [],
    income: { mode: "app", faces: "" },
    credits: [],
    hulkName: "",
  };
}

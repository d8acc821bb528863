// 003 "Drivers and Gunners": who may crew which vehicle, and how many fit.
import type { Roster, Vehicle } from "../roster/schema";
import { crewCapacity, upgradeCount } from "../effective-vehicle";
import { canBeGunner, FIGHTER_TYPE_NAMES } from "../tables/fighters";
import { isBikeOrTrike, vehicleProfile } from "../tables/vehicle-profiles";
import { issue, type RosterIssue } from "./issues";

type Role = "driverId" | "gunnerIds" | "passengerIds" | "polecatIds";
export interface CrewPlace {
  fighterId: string;
  role: Role;
  path: (string | number)[];
}

export function crewPlaces(vehicle: Vehicle, vi: number): CrewPlace[] {
  const c = vehicle.crew;
  const base = ["vehicles", vi, "crew"];
  const list = (role: Exclude<Role, "driverId">) => c[role].map((fighterId, i) => ({ fighterId, role, path: [...base, role, i] }));
  const driver = c.driverId ? [{ fighterId: c.driverId, role: "driverId" as const, path: [...base, "driverId"] }] : [];
  return [...driver, ...list("gunnerIds"), ...list("passengerIds"), ...list("polecatIds")];
}

/** Crew besides the driver: gunners, passengers and polecats all take a place. */
export const crewCarried = (v: Vehicle) => v.crew.gunnerIds.length + v.crew.passengerIds.length + v.crew.polecatIds.length;

export function validateCrews(roster: Roster): RosterIssue[] {
  const out: RosterIssue[] = [];
  const fighters = new Map(roster.fighters.map((f) => [f.id, f]));
  const seen = new Map<string, number>();

  roster.vehicles.forEach((v, vi) => {
    const places = crewPlaces(v, vi);
    if (v.status === "destroyed") {
      if (places.length > 0) out.push(issue("crew-on-destroyed-vehicle", ["vehicles", vi, "crew"], `${v.name} is destroyed and cannot carry a crew.`));
      return;
    }
    const inThisVehicle = new Set<string>();
    for (const p of places) {
      const f = fighters.get(p.fighterId);
      if (!f) {
        out.push(issue("crew-unknown-fighter", p.path, `${v.name}'s crew names a fighter who is not on the roster.`));
        continue;
      }
      if (f.status === "dead" || f.status === "captured" || f.status === "retired") {
        out.push(issue("crew-not-available", p.path, `${f.name} is ${f.status} and cannot crew ${v.name}.`));
      }
      if (inThisVehicle.has(f.id)) {
        out.push(issue("fighter-two-roles", p.path, `${f.name} is named twice in ${v.name}'s crew: a fighter takes one place only.`));
      } else if (seen.has(f.id)) {
        const other = roster.vehicles[seen.get(f.id)!]!;
        out.push(
          issue(
            "fighter-in-two-crews",
            p.path,
            `${f.name} is in the crews of ${other.name} and ${v.name}: a fighter belongs to one vehicle crew (and drives one vehicle).`,
          ),
        );
      }
      inThisVehicle.add(f.id);
      if (p.role === "gunnerIds" && !isBikeOrTrike(v.kind) && !canBeGunner(f.type)) {
        out.push(issue("gunner-wrong-type", p.path, `Only a Leader, Champion or Specialist can be a gunner: ${f.name} is a ${FIGHTER_TYPE_NAMES[f.type]}.`));
      }
    }
    for (const id of inThisVehicle) if (!seen.has(id)) seen.set(id, vi);

    // ruling: "On bikes the Driver is also the Gunner" is read for trikes too: they share the
    // Bike/Trike profile, and the trike's second seat is a passenger's.
    if (isBikeOrTrike(v.kind) && v.crew.gunnerIds.length > 0) {
      out.push(
        issue("bike-has-gunner", ["vehicles", vi, "crew", "gunnerIds"], `On bikes the Driver is also the Gunner: ${v.name} cannot have a separate gunner.`),
      );
    }
    const carried = crewCarried(v);
    const capacity = crewCapacity(v);
    if (carried > capacity) {
      const platforms = upgradeCount(v, "fighting-platform");
      const why = platforms > 0 ? ` (with ${platforms} fighting platform${platforms > 1 ? "s" : ""})` : "";
      out.push(
        issue(
          "crew-over-capacity",
          ["vehicles", vi, "crew"],
          `${v.name} carries ${carried} crew but its max crew is ${capacity} + driver${why}; a ${vehicleProfile(v.kind).name} needs fighting platforms to carry more.`,
        ),
      );
    }
    const polecats = upgradeCount(v, "polecat");
    if (v.crew.polecatIds.length > polecats) {
      out.push(
        issue(
          "polecats-over-upgrades",
          ["vehicles", vi, "crew", "polecatIds"],
          `${v.name} names ${v.crew.polecatIds.length} polecats but has ${polecats} Polecat upgrade${polecats === 1 ? "" : "s"}: each polecat needs its own.`,
        ),
      );
    }
  });
  return out;
}

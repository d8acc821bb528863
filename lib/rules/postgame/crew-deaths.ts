// 003 Vehicle based gangs, Death: a dead driver's seat goes to another ganger of the player's choice;
// a dead gunner's only to a leader, champion or specialist, recruited if the gang has none spare.
import { seededDice, type Dice } from "../../dice";
import type { Roster } from "../roster/schema";
import { takeOffCrews } from "../roster/operations";
import { canBeGunner, FIGHTER_TYPE_NAMES } from "../tables/fighters";
import { availableFighter, drivenBy, fighterIndex } from "./fighters";
import { StepRecorder, type PostgameResult } from "./result";

export interface CrewReplacement {
  vehicleId: string;
  driverId?: string;
  /** New gunners, in the order the dead gunners stood in the crew. */
  gunnerIds?: string[];
}

export interface CrewDeathsInput {
  deadFighterIds: string[];
  replacements?: CrewReplacement[];
}

/** Leaders, Champions and Specialists alive and in no driver's or gunner's seat. */
const spareGunners = (r: Roster) =>
  r.fighters.filter(
    (f) => canBeGunner(f.type) && availableFighter(r, f.id) && !r.vehicles.some((v) => v.crew.driverId === f.id || v.crew.gunnerIds.includes(f.id)),
  );

export function resolveCrewDeaths(roster: Roster, input: CrewDeathsInput, dice: Dice = seededDice(0, false)): PostgameResult {
  const rec = new StepRecorder(roster, dice);
  const r = rec.roster;
  const dead = new Set(input.deadFighterIds);
  for (const id of dead) {
    const fi = fighterIndex(r, id);
    if (fi < 0) return rec.refuse("unknown-fighter", ["fighters"], `There is no fighter "${id}" on the roster.`);
    r.fighters[fi]!.status = "dead";
    rec.change(["fighters", fi, "status"], `${r.fighters[fi]!.name} is dead.`);
  }
  const lost = r.vehicles.map((v) => ({
    driver: v.crew.driverId !== null && dead.has(v.crew.driverId) ? v.crew.driverId : null,
    gunners: v.crew.gunnerIds
      .filter((id) => dead.has(id))
      .map((id) => ({ id, weapons: v.weapons.filter((w) => w.allocatedTo?.role === "gunner" && w.allocatedTo.fighterId === id).map((w) => w.id) })),
  }));
  for (const id of dead) takeOffCrews(r, id);

  for (const [vi, v] of r.vehicles.entries()) {
    const seats = lost[vi]!;
    const repl = input.replacements?.find((x) => x.vehicleId === v.id);
    const name = (id: string) => r.fighters.find((f) => f.id === id)!.name;
    /** A refusal names the fighter as the player knows him; an id not on the roster stays quoted. */
    const who = (id: string) => r.fighters.find((f) => f.id === id)?.name ?? `"${id}"`;
    const unusable = (id: string) => !availableFighter(r, id) || drivenBy(r, id) !== undefined;

    if (seats.driver && repl?.driverId) {
      // ruling: "another Ganger" means any fighter (drivers can be any fighter) who is not driving another vehicle.
      if (unusable(repl.driverId))
        return rec.refuse(
          "not-allowed",
          ["vehicles", vi, "crew", "driverId"],
          `${who(repl.driverId)} cannot take over ${v.name}: choose a living fighter who drives no other vehicle.`,
        );
      takeOffCrews(r, repl.driverId);
      v.crew.driverId = repl.driverId;
      rec.change(["vehicles", vi, "crew", "driverId"], `${name(repl.driverId)} replaces ${name(seats.driver)} as driver of ${v.name}.`);
    } else if (seats.driver) {
      rec.notice("choose-driver", `${name(seats.driver)} is dead: choose a new driver for ${v.name} (any living fighter who drives no other vehicle).`);
    }

    for (const [gi, g] of seats.gunners.entries()) {
      const newId = repl?.gunnerIds?.[gi];
      const weapons = v.weapons.filter((w) => g.weapons.includes(w.id));
      if (newId) {
        const f = r.fighters.find((x) => x.id === newId);
        if (!f || unusable(newId))
          return rec.refuse(
            "not-allowed",
            ["vehicles", vi, "crew", "gunnerIds"],
            `${who(newId)} cannot become a gunner on ${v.name}: choose a living fighter who drives no vehicle.`,
          );
        if (!canBeGunner(f.type))
          return rec.refuse(
            "gunner-wrong-type",
            ["vehicles", vi, "crew", "gunnerIds"],
            `Only a leader, champion or specialist can take a dead gunner's place: ${f.name} is a ${FIGHTER_TYPE_NAMES[f.type]}.`,
          );
        takeOffCrews(r, newId);
        v.crew.gunnerIds.push(newId);
        for (const w of weapons) w.allocatedTo = { role: "gunner", fighterId: newId };
        rec.change(["vehicles", vi, "crew", "gunnerIds"], `${f.name} replaces ${name(g.id)} as gunner on ${v.name}.`);
        continue;
      }
      const spare = spareGunners(r);
      const guns = weapons.length > 0 ? ` for the ${weapons.map((w) => w.name).join(" and ")}` : "";
      if (spare.length > 0) {
        rec.notice("choose-gunner", `${name(g.id)} is dead: choose a new gunner${guns} on ${v.name} from ${spare.map((f) => f.name).join(", ")}.`);
      } else {
        rec.notice(
          "must-recruit-gunner",
          `${name(g.id)} is dead and only a leader, champion or specialist can take his place: the gang has none spare, so it must recruit one to crew ${v.name}${guns}.`,
        );
      }
    }
  }
  return rec.done();
}

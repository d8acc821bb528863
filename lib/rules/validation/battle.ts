// The pre-battle check: what a roster still needs before its gang can take the field, as a
// checklist. Nothing here refuses a change: a roster is built in any order (name a gunner, then
// give him a weapon), and only a battle needs it all in place.
import type { Fighter, Roster } from "../roster/schema";
import { crewPlaces, validateCrews } from "./crew";
import type { RosterIssue } from "./issues";

export type PreBattleCode =
  | "fighter-not-mounted"
  | "crew-misses-battle"
  | "vehicle-without-driver"
  | "gunner-without-weapon"
  | "crew-over-capacity"
  | "fighter-sits-out"
  | "vehicle-sits-out";

export interface PreBattleItem {
  code: PreBattleCode;
  /** "fix": the gang is not ready until it is done; "note": who or what sits this battle out. */
  severity: "fix" | "note";
  path: (string | number)[];
  message: string;
  /** Where the rule is: text and section. */
  rule: string;
}

// ruling: a fighter who is recovering, or marked to miss the next battle (stripping a wreck,
// fixing a Badly Mangled vehicle), sits this battle out; captured, dead and retired fighters are
// not in the gang's force at all and are not listed.
const playsThisBattle = (f: Fighter) => f.status === "active" && f.missesNextBattle === null;
const sitsOutRule = (f: Fighter) =>
  f.missesNextBattle?.startsWith("Left behind to strip")
    ? "003 Permanent damage: Destroyed"
    : f.missesNextBattle?.startsWith("Fixing ")
      ? "003 Permanent damage: Badly Mangled"
      : f.missesNextBattle
        ? "A mark on the roster"
        : "Injuries (your group's book)";
const whySitsOut = (f: Fighter) => f.missesNextBattle ?? (f.status === "recovering" ? "recovering from an injury" : f.status);

export function preBattleCheck(roster: Roster): PreBattleItem[] {
  const fix: PreBattleItem[] = [];
  const notes: PreBattleItem[] = [];
  const mounted = new Set<string>();
  const byId = new Map(roster.fighters.map((f) => [f.id, f]));

  roster.vehicles.forEach((v, vi) => {
    if (v.status === "destroyed") return;
    if (v.benchedNextBattle) {
      notes.push({
        code: "vehicle-sits-out",
        severity: "note",
        path: ["vehicles", vi],
        message: `${v.name} sits this battle out while it is fixed (Badly Mangled).`,
        rule: "003 Permanent damage: Badly Mangled",
      });
      return;
    }
    let driver: Fighter | null = null;
    for (const p of crewPlaces(v, vi)) {
      const f = byId.get(p.fighterId);
      if (!f) continue;
      if (!playsThisBattle(f)) {
        fix.push({
          code: "crew-misses-battle",
          severity: "fix",
          path: p.path,
          message: `${f.name} would miss this battle (${whySitsOut(f)}): take them out of ${v.name}'s crew.`,
          rule: "003 Drivers and Gunners",
        });
        continue;
      }
      mounted.add(f.id);
      if (p.role === "driverId") driver = f;
      // ruling: a gunner is named with the bolted-on weapon he fires; one with none allocated has
      // nothing to fire from the vehicle, which the player most likely forgot.
      if (p.role === "gunnerIds" && !v.weapons.some((w) => w.allocatedTo?.role === "gunner" && w.allocatedTo.fighterId === f.id)) {
        fix.push({
          code: "gunner-without-weapon",
          severity: "fix",
          path: p.path,
          message: `${f.name} guns ${v.name} with no bolted-on weapon to fire: allocate one, or make them a passenger.`,
          rule: "003 Drivers and Gunners: Gunners",
        });
      }
    }
    if (!driver)
      fix.push({
        code: "vehicle-without-driver",
        severity: "fix",
        path: ["vehicles", vi, "crew", "driverId"],
        message: `Name a driver for ${v.name}: nobody who plays this battle drives it.`,
        rule: "003 Drivers and Gunners: Drivers",
      });
  });

  for (const i of validateCrews(roster).filter((x: RosterIssue) => x.code === "crew-over-capacity")) {
    fix.push({ code: "crew-over-capacity", severity: "fix", path: i.path, message: i.message, rule: "003 Vehicle profiles: Crew" });
  }

  roster.fighters.forEach((f, fi) => {
    if (f.status === "dead" || f.status === "captured" || f.status === "retired") return;
    if (!playsThisBattle(f)) {
      notes.push({
        code: "fighter-sits-out",
        severity: "note",
        path: ["fighters", fi],
        message: `${f.name} sits this battle out (${whySitsOut(f)}).`,
        rule: sitsOutRule(f),
      });
    } else if (!mounted.has(f.id)) {
      fix.push({
        code: "fighter-not-mounted",
        severity: "fix",
        path: ["fighters", fi],
        message: `Put ${f.name} in a vehicle's crew: every fighter starts the game on board.`,
        rule: "003 Campaign rules: Mounted",
      });
    }
  });
  return [...fix, ...notes];
}

/** True when nothing is left to fix (notes of who sits out do not count). */
export const isReadyForBattle = (items: readonly PreBattleItem[]) => items.every((i) => i.severity === "note");

// Before a battle: 003 Campaign Rules, Mounted (every fighter starts the game aboard a vehicle), a
// driver available for a game "MUST drive that vehicle", and Badly Mangled / stripping leave some out.
import type { Roster } from "../roster/schema";
import { crewPlaces } from "./crew";
import { issue, type RosterIssue } from "./issues";

// ruling: fighters who are recovering, or marked to miss the next battle, sit this battle out.
const playsThisBattle = (f: Roster["fighters"][number]) => f.status === "active" && f.missesNextBattle === null;

export function readyForBattle(roster: Roster): RosterIssue[] {
  const out: RosterIssue[] = [];
  const mounted = new Set<string>();
  roster.vehicles.forEach((v, vi) => {
    if (v.status === "destroyed" || v.benchedNextBattle) return;
    let hasDriver = false;
    for (const p of crewPlaces(v, vi)) {
      const f = roster.fighters.find((x) => x.id === p.fighterId);
      if (!f) continue;
      if (!playsThisBattle(f)) {
        out.push(issue("crew-misses-battle", p.path, `${f.name} can't be used in this battle (${f.missesNextBattle ?? f.status}) but is in ${v.name}'s crew.`));
        continue;
      }
      mounted.add(f.id);
      if (p.role === "driverId") hasDriver = true;
    }
    if (!hasDriver) out.push(issue("vehicle-without-driver", ["vehicles", vi, "crew", "driverId"], `${v.name} has no driver for this battle.`));
  });
  roster.fighters.forEach((f, fi) => {
    if (playsThisBattle(f) && !mounted.has(f.id)) {
      out.push(issue("fighter-not-mounted", ["fighters", fi], `Every fighter starts the game aboard a vehicle: ${f.name} is in no crew of a vehicle that can be used.`));
    }
  });
  return out;
}

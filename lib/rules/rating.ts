// Gang rating: the total value of the gang in credits, as shown on the roster and in standings.
import type { Roster } from "./roster/schema";
import { extraAmmoCost, workshopUpgrade } from "./tables/workshop";
import { vehicleProfile } from "./tables/vehicle-profiles";

// ruling: a gang's rating is what its living, unretired fighters and undestroyed vehicles are
// worth: fighter cost (with equipment), vehicle cost, bolted-on weapons and workshop upgrades.
// Stash and credits are not counted (they are not on the table).
export function gangRating(roster: Roster): number {
  let total = 0;
  for (const f of roster.fighters) {
    if (f.status === "dead" || f.status === "retired") continue;
    total += fighterValue(f);
  }
  for (const v of roster.vehicles) {
    if (v.status === "destroyed") continue;
    total += vehicleProfile(v.kind).cost;
    for (const w of v.weapons) total += w.cost;
    for (const u of v.upgrades) {
      const up = workshopUpgrade(u.upgradeId);
      total += up.cost ?? extraAmmoCost(v.weapons.find((w) => w.id === u.weaponId)?.cost ?? 0);
    }
  }
  return total;
}

function fighterValue(f: Roster["fighters"][number]): number {
  return f.cost + f.equipment.reduce((n, e) => n + e.cost, 0);
}

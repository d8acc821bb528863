// 003 The Workshop: "(up to N)" limits, no (*) upgrade on a bike or trike, left/right mounting,
// Extra Ammo for one bolted-on weapon.
import type { Roster } from "../roster/schema";
import { isBikeOrTrike } from "../tables/vehicle-profiles";
import { workshopUpgrade } from "../tables/workshop";
import { issue, type RosterIssue } from "./issues";

export function validateUpgrades(roster: Roster): RosterIssue[] {
  const out: RosterIssue[] = [];
  roster.vehicles.forEach((v, vi) => {
    if (v.status === "destroyed") return;
    const counts = new Map<string, number>();
    v.upgrades.forEach((fitted, ui) => {
      const u = workshopUpgrade(fitted.upgradeId);
      const path = ["vehicles", vi, "upgrades", ui];
      const key = u.perWeapon ? `${u.id}:${fitted.weaponId}` : u.id;
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      if (n === u.limit + 1) {
        const what = u.perWeapon ? `${u.name} once per bolted-on weapon` : `${u.name} up to ${u.limit} time${u.limit > 1 ? "s" : ""}`;
        out.push(issue("upgrade-over-limit", path, `${v.name} can take ${what}.`));
      }
      if (u.notForBikesOrTrikes && isBikeOrTrike(v.kind)) {
        out.push(issue("upgrade-not-for-bikes", path, `${u.name} cannot be fitted to a bike or trike.`));
      }
      const m = fitted.mounting;
      if (u.mountings.length > 0 && (m === null || !u.mountings.includes(m))) {
        out.push(issue("upgrade-mounting", [...path, "mounting"], `${u.name} on ${v.name}: choose ${u.mountings.join(" or ")} mounting.`));
      } else if (u.mountings.length === 0 && m !== null) {
        out.push(issue("upgrade-mounting", [...path, "mounting"], `${u.name} has no mounting to choose.`));
      }
      if (u.perWeapon && !v.weapons.some((w) => w.id === fitted.weaponId)) {
        out.push(issue("extra-ammo-needs-weapon", [...path, "weaponId"], `${u.name} on ${v.name} must name one of its bolted-on weapons.`));
      }
    });
  });
  return out;
}

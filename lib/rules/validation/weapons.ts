// 003 "Bolted on Weapons": ranged weapons only, 3 slots + 1 per hard point, unwieldy counts 2,
// twin-linked twice its weapon's slots, and up to 2 non-unwieldy weapons allocated to the driver.
import type { BoltedOnWeapon, Roster, Vehicle } from "../roster/schema";
import { boltOnSlots } from "../effective-vehicle";
import { canBeGunner } from "../tables/fighters";
import { isBikeOrTrike } from "../tables/vehicle-profiles";
import { issue, type RosterIssue } from "./issues";

const hasTrait = (w: { readonly traits: readonly string[] }, trait: string) => w.traits.some((t) => t.trim().toLowerCase() === trait);

export const isUnwieldy = (w: Pick<BoltedOnWeapon, "traits">) => hasTrait(w, "unwieldy");

/** A close-combat weapon (trait Melee). 003 Bolted on Weapons allows ranged weapons only, so these
 * are never bolted on. */
export const isCloseCombat = (w: { readonly traits: readonly string[] }) => hasTrait(w, "melee");

/** 003 Bolted on Weapons: an unwieldy weapon takes 2 spaces, and twin-linking doubles a weapon's spaces. */
export const boltOnSlotsOf = (w: Pick<BoltedOnWeapon, "traits" | "twinLinked">) => (isUnwieldy(w) ? 2 : 1) * (w.twinLinked ? 2 : 1);

export const boltOnSlotsUsed = (v: Pick<Vehicle, "weapons">) => v.weapons.reduce((n, w) => n + boltOnSlotsOf(w), 0);

export const MAX_DRIVER_WEAPONS = 2;

/**
 * ruling (003 "Drivers and Gunners", 003 "Bolted on Weapons"): a gunner is named with the one
 * bolted-on weapon he is there to fire ("which weapon", in the singular), and only the driver is
 * granted more than one (up to 2, none Unwieldy). So a gunner of a crewed vehicle is given at most
 * one bolted-on weapon. The others stay on the vehicle: any crew member may still fire them (an
 * Unwieldy one at -2 when not its named gunner), or give them to another gunner.
 */
export const MAX_GUNNER_WEAPONS = 1;

export function validateWeapons(roster: Roster): RosterIssue[] {
  const out: RosterIssue[] = [];
  const fighters = new Map(roster.fighters.map((f) => [f.id, f]));
  roster.vehicles.forEach((v, vi) => {
    if (v.status === "destroyed") return;
    const used = boltOnSlotsUsed(v);
    const slots = boltOnSlots(v);
    if (used > slots) {
      out.push(
        issue(
          "bolt-on-over-capacity",
          ["vehicles", vi, "weapons"],
          `${v.name} needs ${used} bolt-on spaces but has ${slots} (3, +1 per hard point; unwieldy weapons count as 2, twin linked weapons twice their weapon).`,
        ),
      );
    }
    const bike = isBikeOrTrike(v.kind);
    const rider = v.crew.driverId ? fighters.get(v.crew.driverId) : undefined;
    const driverWeapons = v.weapons.filter((w) => w.allocatedTo?.role === "driver");
    v.weapons.forEach((w, wi) => {
      if (isCloseCombat(w)) {
        out.push(
          issue(
            "bolt-on-not-ranged",
            ["vehicles", vi, "weapons", wi],
            `Only ranged weapons can be bolted on: ${w.name} is a close-combat weapon (Melee), so ${v.name} cannot carry it bolted on.`,
          ),
        );
      }
      const path = ["vehicles", vi, "weapons", wi, "allocatedTo"];
      const a = w.allocatedTo;
      if (a?.role === "gunner" && !v.crew.gunnerIds.includes(a.fighterId)) {
        out.push(
          issue(
            "weapon-gunner-not-in-crew",
            path,
            `${w.name} is bolted on for a gunner who is not one of ${v.name}'s gunners${bike ? " (on bikes the Driver is also the Gunner)" : ""}.`,
          ),
        );
      }
      if (a?.role !== "driver" || !isUnwieldy(w)) return;
      // ruling: on a bike the rider is the gunner, so he may be given an unwieldy weapon, but
      // only a Leader, Champion or Specialist can fire cumbersome weapons on the move.
      if (!bike) {
        out.push(issue("driver-unwieldy-weapon", path, `The driver cannot take an Unwieldy weapon: ${w.name} is Unwieldy and needs a gunner.`));
      } else if (rider && !canBeGunner(rider.type)) {
        out.push(
          issue(
            "gunner-wrong-type",
            path,
            `Only a Leader, Champion or Specialist can be a gunner: ${rider.name} cannot fire the Unwieldy ${w.name} from ${v.name}.`,
          ),
        );
      }
    });
    if (!bike) {
      const byGunner = new Map<string, number>();
      for (const w of v.weapons) if (w.allocatedTo?.role === "gunner") byGunner.set(w.allocatedTo.fighterId, (byGunner.get(w.allocatedTo.fighterId) ?? 0) + 1);
      for (const [gunnerId, n] of byGunner) {
        if (n <= MAX_GUNNER_WEAPONS) continue;
        const name = fighters.get(gunnerId)?.name ?? "A gunner";
        out.push(
          issue(
            "gunner-too-many-weapons",
            ["vehicles", vi, "weapons"],
            `A gunner fires the one bolted-on weapon he is named for (only the driver may take 2): ${v.name} gives ${name} ${n}.`,
          ),
        );
      }
    }
    // ruling: the 2-weapon driver limit is for drivers of crewed vehicles; a bike rider is the gunner.
    if (!bike && driverWeapons.length > MAX_DRIVER_WEAPONS) {
      out.push(
        issue(
          "driver-too-many-weapons",
          ["vehicles", vi, "weapons"],
          `The driver takes at most 2 bolted-on weapons: ${v.name} gives the driver ${driverWeapons.length}.`,
        ),
      );
    }
  });
  return out;
}

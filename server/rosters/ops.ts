import "server-only";
import type { RosterOp } from "@/lib/contracts/roster";
import type { EquipmentItem } from "@/lib/catalogue/equipment";
import {
  addUpgrade,
  adjustCredits,
  allocateWeapon,
  assignCrew,
  boltOnPrice,
  boltOnWeapon,
  buyVehicle,
  recruitFighter,
  customUpgrade,
  drivingSkill,
  FIGHTER_TYPE_NAMES,
  STAT_NAMES,
  vehicleProfile,
  workshopUpgrade,
  type CustomUpgradeId,
  type PermanentDamageId,
  type Roster,
  type VehicleKind,
  type WeaponAllocation,
} from "@/lib/rules";
import {
  addDrivingSkill,
  editFighter,
  giveEquipment,
  leaveCrew,
  removeEquipment,
  recordCustomUpgrade,
  recordPermanentDamage,
  removeFighter,
  removeVehicle,
  removeWeapon,
  renameRoster,
} from "@/lib/rules/roster/edits";
import { describeFighterEdit } from "@/lib/rules/roster/describe";
import { extraAmmoCost } from "@/lib/rules/tables/workshop";
import { issue } from "@/lib/rules/validation/issues";
import type { RosterEdit } from "./store";

export interface PlannedChange {
  kind: string;
  summary: string;
  change: RosterEdit;
}

const fighterName = (r: Roster, id: string) => r.fighters.find((f) => f.id === id)?.name ?? "a fighter";
const vehicleName = (r: Roster, id: string) => r.vehicles.find((v) => v.id === id)?.name ?? "a vehicle";
const list = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

function toAllocation(value: string): WeaponAllocation | null {
  if (!value) return null;
  return value === "driver" ? { role: "driver" } : { role: "gunner", fighterId: value };
}

/** Turns a validated form operation into a checked library change and its history line. */
export function planChange(op: RosterOp, roster: Roster, catalogue: readonly EquipmentItem[]): PlannedChange {
  switch (op.type) {
    case "recruitFighter":
      return {
        kind: "fighter",
        summary: `Recruited ${op.name} (${FIGHTER_TYPE_NAMES[op.fighterType]}) for ${op.cost} credits`,
        change: (r) => recruitFighter(r, { name: op.name, type: op.fighterType, cost: op.cost }),
      };
    case "editFighter": {
      const record = {
        name: op.name,
        status: op.status,
        xp: op.xp,
        skills: list(op.skills),
        injuries: list(op.injuries),
        type: op.fighterType,
        cost: op.cost,
        stats: Object.fromEntries(STAT_NAMES.map((s) => [s, op[s]])) as Record<(typeof STAT_NAMES)[number], number>,
      };
      return {
        kind: "fighter",
        summary: describeFighterEdit(
          roster.fighters.find((f) => f.id === op.fighterId),
          record,
        ),
        change: (r) => editFighter(r, op.fighterId, record),
      };
    }
    case "giveEquipment": {
      const item = catalogue.find((i) => i.id === op.itemId);
      if (!item) return refuse("unknown-weapon", "That item is not in the catalogue.");
      return {
        kind: "equipment",
        summary: `${fighterName(roster, op.fighterId)} ${op.bought ? "bought" : "carries"} ${item.name}${op.bought ? ` for ${item.cost} credits` : ""}`,
        change: (r) => giveEquipment(r, op.fighterId, { name: item.name, cost: item.cost, traits: [...item.traits] }, op.bought),
      };
    }
    case "removeEquipment":
      return {
        kind: "equipment",
        summary: `${fighterName(roster, op.fighterId)} gave up ${roster.fighters.find((f) => f.id === op.fighterId)?.equipment[op.index]?.name ?? "an item"}`,
        change: (r) => removeEquipment(r, op.fighterId, op.index),
      };
    case "removeFighter":
      return { kind: "fighter", summary: `Removed ${fighterName(roster, op.fighterId)}`, change: (r) => removeFighter(r, op.fighterId) };
    case "buyVehicle": {
      const kind = op.kind as VehicleKind;
      return {
        kind: "vehicle",
        summary: `Bought ${op.name} (${vehicleProfile(kind).name}) for ${vehicleProfile(kind).cost} credits`,
        change: (r) => buyVehicle(r, { name: op.name, kind }),
      };
    }
    case "removeVehicle":
      return { kind: "vehicle", summary: `Removed ${vehicleName(roster, op.vehicleId)}`, change: (r) => removeVehicle(r, op.vehicleId) };
    case "assignCrew": {
      // A vehicle has one driver: naming a new one takes the old one out of the seat, so the line says who.
      const oldDriver = op.role === "driver" ? roster.vehicles.find((v) => v.id === op.vehicleId)?.crew.driverId : null;
      const replacing = oldDriver && oldDriver !== op.fighterId ? ` (replacing ${fighterName(roster, oldDriver)})` : "";
      return {
        kind: "crew",
        summary: `${fighterName(roster, op.fighterId)} is now ${op.role} of ${vehicleName(roster, op.vehicleId)}${replacing}`,
        change: (r) => assignCrew(r, op.vehicleId, op.fighterId, op.role),
      };
    }
    case "leaveCrew":
      return { kind: "crew", summary: `${fighterName(roster, op.fighterId)} left the crew`, change: (r) => leaveCrew(r, op.fighterId) };
    case "boltOnWeapon": {
      const item = catalogue.find((i) => i.id === op.itemId && i.category === "weapon");
      if (!item) return refuse("unknown-weapon", "That weapon is not in the catalogue.");
      const cost = boltOnPrice(item.cost, op.twinLinked);
      return {
        kind: "weapon",
        summary: `Bolted ${op.twinLinked ? "twin-linked " : ""}${item.name} on ${vehicleName(roster, op.vehicleId)} for ${cost} credits`,
        change: (r) =>
          boltOnWeapon(r, op.vehicleId, {
            name: item.name,
            cost,
            traits: [...item.traits],
            twinLinked: op.twinLinked,
            allocatedTo: toAllocation(op.allocation),
          }),
      };
    }
    case "allocateWeapon":
      return {
        kind: "weapon",
        summary: `Weapon on ${vehicleName(roster, op.vehicleId)} given to ${op.allocation === "driver" ? "the driver" : op.allocation ? fighterName(roster, op.allocation) : "nobody"}`,
        change: (r) => allocateWeapon(r, op.vehicleId, op.weaponId, toAllocation(op.allocation)),
      };
    case "removeWeapon":
      return { kind: "weapon", summary: `Took a weapon off ${vehicleName(roster, op.vehicleId)}`, change: (r) => removeWeapon(r, op.vehicleId, op.weaponId) };
    case "addUpgrade": {
      const u = workshopUpgrade(op.upgradeId);
      const weapon = roster.vehicles.find((v) => v.id === op.vehicleId)?.weapons.find((w) => w.id === op.weaponId);
      return {
        kind: "upgrade",
        summary: `${u.name}${op.mounting && u.mountings.length > 0 ? ` (${op.mounting})` : ""} fitted to ${vehicleName(roster, op.vehicleId)} for ${u.cost ?? extraAmmoCost(weapon?.cost ?? 0)} credits`,
        // A mounting or weapon left chosen in the form for an upgrade that takes none (the form keeps
        // one field for every upgrade) is not the player's intent: dropped, not refused.
        change: (r) =>
          addUpgrade(r, op.vehicleId, op.upgradeId, {
            mounting: (u.mountings.length > 0 && op.mounting) || undefined,
            weaponId: (u.perWeapon && op.weaponId) || undefined,
          }),
      };
    }
    case "record":
      if (op.what === "customUpgrade") {
        return {
          kind: "custom-upgrade",
          summary: `Recorded ${customUpgrade(op.value as CustomUpgradeId).name} on ${vehicleName(roster, op.vehicleId)}`,
          change: (r) => recordCustomUpgrade(r, op.vehicleId, op.value as CustomUpgradeId),
        };
      }
      return {
        kind: "damage",
        summary: `Recorded permanent damage on ${vehicleName(roster, op.vehicleId)}`,
        change: (r) => recordPermanentDamage(r, op.vehicleId, op.value as PermanentDamageId),
      };
    case "drivingSkill":
      return {
        kind: "skill",
        summary: `${fighterName(roster, op.fighterId)} learnt ${drivingSkill(op.skillId).name}`,
        change: (r) => addDrivingSkill(r, op.fighterId, op.skillId),
      };
    case "adjustCredits":
      return {
        kind: "credits",
        summary: `${op.reason}: ${op.amount > 0 ? "+" : ""}${op.amount} credits`,
        change: (r) => adjustCredits(r, op.reason, op.amount),
      };
    case "rename":
      return { kind: "gang", summary: `Renamed the gang to ${op.name}`, change: (r) => renameRoster(r, op.name) };
  }
}

function refuse(code: "unknown-weapon", message: string): PlannedChange {
  return { kind: "refused", summary: message, change: () => ({ ok: false, issues: [issue(code, [], message)] }) };
}

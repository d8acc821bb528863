// Roster edits beyond buying: renaming, fighter records, removals, and recording what happened
// at the table (custom upgrades, permanent damage, driving skills) by hand. Each goes through
// `attempt`, so an edit that would break a rule is refused with the rule's message.
import type { FighterStatus, FighterType } from "../tables/fighters";
import { appendEntry } from "../ledger";
import { customUpgrade, type CustomUpgradeId } from "../tables/techpriest";
import type { PermanentDamageId } from "../tables/permanent-damage";
import { drivingSkill, type DrivingSkillId } from "../tables/driving-skills";
import { issue } from "../validation/issues";
import { attempt, takeOffCrews, type RosterOpResult } from "./operations";
import type { Roster, StatLine } from "./schema";

const noFighter = (id: string) => [issue("unknown-fighter", ["fighters"], `There is no fighter "${id}" on the roster.`)];
const noVehicle = (id: string) => [issue("unknown-vehicle", ["vehicles"], `There is no vehicle "${id}" on the roster.`)];

export function renameRoster(roster: Roster, name: string): RosterOpResult {
  return attempt(roster, (d) => {
    d.name = name;
  });
}

export interface FighterRecord {
  name: string;
  status: FighterStatus;
  xp: number;
  skills: string[];
  injuries: string[];
  /** Changing the type re-checks the crews: a Ganger cannot stay a gunner (003). */
  type?: FighterType;
  /** The recruit price as the gang list has it (counted in the rating); not a ledger entry. */
  cost?: number;
  stats?: StatLine;
}

/** A dead, captured, recovering or retired fighter cannot crew a vehicle, so he leaves any crew. */
export function editFighter(roster: Roster, fighterId: string, record: FighterRecord): RosterOpResult {
  return attempt(roster, (d) => {
    const f = d.fighters.find((x) => x.id === fighterId);
    if (!f) return noFighter(fighterId);
    Object.assign(f, record);
    if (record.status !== "active") takeOffCrews(d, fighterId);
  });
}

// ruling: removing a fighter (a mistake, or one sold off) gives no credits back; a sale is a
// separate credits entry the player makes with its reason.
export function removeFighter(roster: Roster, fighterId: string): RosterOpResult {
  return attempt(roster, (d) => {
    if (!d.fighters.some((x) => x.id === fighterId)) return noFighter(fighterId);
    takeOffCrews(d, fighterId);
    d.fighters = d.fighters.filter((x) => x.id !== fighterId);
  });
}

export function removeVehicle(roster: Roster, vehicleId: string): RosterOpResult {
  return attempt(roster, (d) => {
    if (!d.vehicles.some((v) => v.id === vehicleId)) return noVehicle(vehicleId);
    d.vehicles = d.vehicles.filter((v) => v.id !== vehicleId);
  });
}

export function leaveCrew(roster: Roster, fighterId: string): RosterOpResult {
  return attempt(roster, (d) => {
    if (!d.fighters.some((x) => x.id === fighterId)) return noFighter(fighterId);
    takeOffCrews(d, fighterId);
  });
}

/** Takes a weapon off (and any Extra Ammo fitted for it); no credits back, as for fighters. */
export function removeWeapon(roster: Roster, vehicleId: string, weaponId: string): RosterOpResult {
  return attempt(roster, (d) => {
    const v = d.vehicles.find((x) => x.id === vehicleId);
    if (!v) return noVehicle(vehicleId);
    if (!v.weapons.some((w) => w.id === weaponId)) return [issue("unknown-weapon", ["vehicles"], `${v.name} has no bolted-on weapon "${weaponId}".`)];
    v.weapons = v.weapons.filter((w) => w.id !== weaponId);
    v.upgrades = v.upgrades.filter((u) => u.weaponId !== weaponId);
  });
}

/** Records a custom upgrade fitted at the table (the Techpriest's price is paid separately). */
export function recordCustomUpgrade(roster: Roster, vehicleId: string, upgradeId: CustomUpgradeId, thrustBonus: number | null = null): RosterOpResult {
  return attempt(roster, (d) => {
    const v = d.vehicles.find((x) => x.id === vehicleId);
    if (!v) return noVehicle(vehicleId);
    customUpgrade(upgradeId);
    v.customUpgrades.push({ upgradeId, thrustBonus: upgradeId === "faster" ? (thrustBonus ?? 1) : null });
  });
}

/** Records lasting permanent damage by hand (the post-game sequence rolls it; this is for catching up). */
export function recordPermanentDamage(roster: Roster, vehicleId: string, damageId: PermanentDamageId): RosterOpResult {
  return attempt(roster, (d) => {
    const v = d.vehicles.find((x) => x.id === vehicleId);
    if (!v) return noVehicle(vehicleId);
    v.permanentDamage.push(damageId);
  });
}

export function addDrivingSkill(roster: Roster, fighterId: string, skillId: DrivingSkillId): RosterOpResult {
  return attempt(roster, (d) => {
    const f = d.fighters.find((x) => x.id === fighterId);
    if (!f) return noFighter(fighterId);
    if (f.drivingSkills.includes(skillId)) return [issue("not-allowed", ["fighters"], `${f.name} already has ${drivingSkill(skillId).name}.`)];
    f.drivingSkills.push(skillId);
  });
}

export interface EquipmentPiece {
  name: string;
  cost: number;
  traits: string[];
}

/** Personal equipment for a fighter: bought (its cost leaves the ledger) or recorded as already owned. */
export function giveEquipment(roster: Roster, fighterId: string, item: EquipmentPiece, bought: boolean): RosterOpResult {
  return attempt(roster, (d) => {
    const f = d.fighters.find((x) => x.id === fighterId);
    if (!f) return noFighter(fighterId);
    f.equipment.push({ name: item.name, cost: item.cost, traits: [...item.traits] });
    if (!bought || item.cost === 0) return;
    const paid = appendEntry(d.ledger, `${item.name} for ${f.name}`, -item.cost);
    if (!paid.ok) return [issue("credits-below-zero", ["ledger"], paid.message)];
    d.ledger = paid.ledger;
  });
}

// ruling: equipment taken away (lost, sold, moved to the stash by hand) gives no credits back.
export function removeEquipment(roster: Roster, fighterId: string, index: number): RosterOpResult {
  return attempt(roster, (d) => {
    const f = d.fighters.find((x) => x.id === fighterId);
    if (!f) return noFighter(fighterId);
    if (!f.equipment[index]) return [issue("not-allowed", ["fighters"], `${f.name} carries no item number ${index + 1}.`)];
    f.equipment.splice(index, 1);
  });
}

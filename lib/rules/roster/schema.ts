// The roster as plain JSON-serialisable data: the shape the web app stores, exports and imports.
// Types are inferred from the zod schemas so they are written once.
import { z } from "zod";
import { FIGHTER_STATUSES, FIGHTER_TYPES, STAT_NAMES, STAT_RANGE } from "../tables/fighters";
import { VEHICLE_KINDS } from "../tables/vehicle-profiles";
import { UPGRADE_IDS } from "../tables/workshop";
import { CUSTOM_UPGRADE_IDS } from "../tables/techpriest";
import { PERMANENT_DAMAGE_IDS } from "../tables/permanent-damage";
import { DRIVING_SKILL_IDS } from "../tables/driving-skills";

const id = z.string().min(1);
const stat = z.number().int().min(STAT_RANGE.min).max(STAT_RANGE.max);

export const statLineSchema = z.object(
  Object.fromEntries(STAT_NAMES.map((s) => [s, stat])) as Record<(typeof STAT_NAMES)[number], typeof stat>,
);

export const fighterSchema = z.object({
  id,
  name: z.string().min(1),
  type: z.enum(FIGHTER_TYPES),
  /** What the fighter cost to recruit (the gang list's price), counted in the gang rating. */
  cost: z.number().int().min(0).default(0),
  /** Personal weapons and wargear carried (not bolted on), each with its cost and traits. */
  equipment: z.array(z.object({ name: z.string().min(1), cost: z.number().int().min(0), traits: z.array(z.string()) })).default([]),
  stats: statLineSchema,
  xp: z.number().int().min(0),
  skills: z.array(z.string()),
  /** 003 Driving skills: they work only while the fighter drives. */
  drivingSkills: z.array(z.enum(DRIVING_SKILL_IDS)),
  injuries: z.array(z.string()),
  status: z.enum(FIGHTER_STATUSES),
  /** Why the fighter can't be used in the next battle (Badly Mangled, left to strip a wreck), or null. */
  missesNextBattle: z.string().nullable(),
});

/** Who fires a bolted-on weapon: the driver (up to 2 non-unwieldy) or a named gunner. */
export const allocationSchema = z.discriminatedUnion("role", [
  z.object({ role: z.literal("driver") }),
  z.object({ role: z.literal("gunner"), fighterId: id }),
]);

export const boltedOnWeaponSchema = z.object({
  id,
  name: z.string().min(1),
  cost: z.number().int().min(0),
  /** Weapon traits as written on its profile ("Unwieldy", "Knockback", ...). */
  traits: z.array(z.string()),
  /** 003 Bolted on Weapons: twin-linking is chosen when the weapon is bought for the vehicle. */
  twinLinked: z.boolean(),
  allocatedTo: allocationSchema.nullable(),
});

export const fittedUpgradeSchema = z.object({
  upgradeId: z.enum(UPGRADE_IDS),
  /** Left/right (wrecking ball) or front/left/right (boarding plank); null where none is chosen. */
  mounting: z.enum(["left", "right", "front"]).nullable(),
  /** Extra Ammo: the bolted-on weapon it feeds. */
  weaponId: id.nullable(),
});

export const fittedCustomUpgradeSchema = z.object({
  upgradeId: z.enum(CUSTOM_UPGRADE_IDS),
  /** Faster: the D3 rolled for extra thrust at the Techpriest; null for the others. */
  thrustBonus: z.number().int().min(1).max(3).nullable(),
});

export const crewSchema = z.object({
  driverId: id.nullable(),
  gunnerIds: z.array(id),
  passengerIds: z.array(id),
  polecatIds: z.array(id),
});

export const vehicleSchema = z.object({
  id,
  name: z.string().min(1),
  kind: z.enum(VEHICLE_KINDS),
  crew: crewSchema,
  weapons: z.array(boltedOnWeaponSchema),
  upgrades: z.array(fittedUpgradeSchema),
  customUpgrades: z.array(fittedCustomUpgradeSchema),
  permanentDamage: z.array(z.enum(PERMANENT_DAMAGE_IDS)),
  status: z.enum(["ready", "destroyed"]),
  /** Badly Mangled: can't be used in the next battle. */
  benchedNextBattle: z.boolean(),
});

export const ledgerEntrySchema = z.object({
  reason: z.string().min(1),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
});

export const stashItemSchema = z.object({ id, name: z.string().min(1), cost: z.number().int().min(0) });

export const rosterSchema = z.object({
  name: z.string().min(1),
  ledger: z.array(ledgerEntrySchema),
  stash: z.array(stashItemSchema),
  fighters: z.array(fighterSchema),
  vehicles: z.array(vehicleSchema),
});

export type StatLine = z.infer<typeof statLineSchema>;
export type Fighter = z.infer<typeof fighterSchema>;
export type WeaponAllocation = z.infer<typeof allocationSchema>;
export type BoltedOnWeapon = z.infer<typeof boltedOnWeaponSchema>;
export type FittedUpgrade = z.infer<typeof fittedUpgradeSchema>;
export type FittedCustomUpgrade = z.infer<typeof fittedCustomUpgradeSchema>;
export type Crew = z.infer<typeof crewSchema>;
export type Vehicle = z.infer<typeof vehicleSchema>;
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export type StashItem = z.infer<typeof stashItemSchema>;
export type Roster = z.infer<typeof rosterSchema>;

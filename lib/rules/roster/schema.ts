// The roster as plain JSON-serialisable data: the shape the web app stores, exports and imports.
// Types are inferred from the zod schemas so they are written once.
import { z } from "zod";
import { FIGHTER_STATUSES, FIGHTER_TYPES, STAT_NAMES, STAT_RANGE } from "../tables/fighters";
import { VEHICLE_KINDS } from "../tables/vehicle-profiles";
import { UPGRADE_IDS } from "../tables/workshop";
import { CUSTOM_UPGRADE_IDS } from "../tables/techpriest";
import { PERMANENT_DAMAGE_IDS } from "../tables/permanent-damage";
import { DRIVING_SKILL_IDS } from "../tables/driving-skills";
import { safeText } from "../../contracts/text";

const id = z.string().min(1);
const stat = z.number().int().min(STAT_RANGE.min).max(STAT_RANGE.max);

export const statLineSchema = z.object(Object.fromEntries(STAT_NAMES.map((s) => [s, stat])) as Record<(typeof STAT_NAMES)[number], typeof stat>);

/**
 * ruling (weapon profile values): ranges are whole inches from 0 to 100 (null: none, shown "-");
 * accuracy a modifier from -3 to +3 (0 shown "-"); Strength 1 to 12, or the user's own ("S", "S+1",
 * "S-1"); AP 0 to -6 (0 shown "-"); Damage 1 to 6 or "D3"/"D6"; Ammo the roll needed, 2+ to 6+
 * (null: no ammo roll). Packs and rosters read the same bounds.
 */
export const WEAPON_PROFILE_BOUNDS = {
  range: { min: 0, max: 100 },
  accuracy: { min: -3, max: 3 },
  S: { min: 1, max: 12, pattern: /^S([+-][1-9])?$/ },
  AP: { min: -6, max: 0 },
  D: { min: 1, max: 6, pattern: /^D[36]$/ },
  Ammo: { min: 2, max: 6 },
  name: { max: 60 },
  lines: { max: 8 },
} as const;
const B = WEAPON_PROFILE_BOUNDS;
const whole = (b: { min: number; max: number }) => z.number().int().min(b.min).max(b.max);

/** One line of a weapon's profile: a launcher with two kinds of ammunition has two. */
export const weaponProfileLineSchema = z.object({
  name: safeText().min(1).max(B.name.max),
  range: z.object({ short: whole(B.range).nullable(), long: whole(B.range).nullable() }),
  accuracy: z.object({ short: whole(B.accuracy), long: whole(B.accuracy) }),
  S: z.union([whole(B.S), safeText().regex(B.S.pattern)]),
  AP: whole(B.AP),
  D: z.union([whole(B.D), safeText().regex(B.D.pattern)]),
  Ammo: whole(B.Ammo).nullable(),
});
const profiles = z.array(weaponProfileLineSchema).min(1).max(B.lines.max);
/** The pack item a piece of kit was bought from (absent: typed in by hand, or bought before packs). */
const packItemId = safeText().min(1).max(80);

/** The pack fighter type a fighter was recruited from; a fighter without one is a custom type. */
export const fighterPackRefSchema = z.object({
  packId: safeText().min(1).max(80),
  /** The pack's revision the fighter was recruited from (a pack in use is pinned by revision). */
  revision: z.number().int().min(1),
  typeId: safeText().min(1).max(80),
});

export const fighterEquipmentSchema = z.object({
  name: z.string().min(1),
  cost: z.number().int().min(0),
  traits: z.array(z.string()),
  packItemId: packItemId.optional(),
  profiles: profiles.optional(),
});

export const fighterSchema = z.object({
  id,
  name: z.string().min(1),
  type: z.enum(FIGHTER_TYPES),
  /** What the fighter cost to recruit (the gang list's price), counted in the gang rating. */
  cost: z.number().int().min(0).default(0),
  /** Personal weapons and wargear carried (not bolted on), each with its cost and traits. */
  equipment: z.array(fighterEquipmentSchema).default([]),
  stats: statLineSchema,
  xp: z.number().int().min(0),
  skills: z.array(z.string()),
  /** 003 Driving skills: they work only while the fighter drives. */
  drivingSkills: z.array(z.enum(DRIVING_SKILL_IDS)),
  injuries: z.array(z.string()),
  status: z.enum(FIGHTER_STATUSES),
  /** Why the fighter can't be used in the next battle (Badly Mangled, left to strip a wreck), or null. */
  missesNextBattle: z.string().nullable(),
  pack: fighterPackRefSchema.optional(),
});

/** Who fires a bolted-on weapon: the driver (up to 2 non-unwieldy) or a named gunner. */
export const allocationSchema = z.discriminatedUnion("role", [z.object({ role: z.literal("driver") }), z.object({ role: z.literal("gunner"), fighterId: id })]);

export const boltedOnWeaponSchema = z.object({
  id,
  name: z.string().min(1),
  cost: z.number().int().min(0),
  /** Weapon traits as written on its profile ("Unwieldy", "Knockback", ...). */
  traits: z.array(z.string()),
  /** 003 Bolted on Weapons: twin-linking is chosen when the weapon is bought for the vehicle. */
  twinLinked: z.boolean(),
  allocatedTo: allocationSchema.nullable(),
  packItemId: packItemId.optional(),
  profiles: profiles.optional(),
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
  /**
   * Set only on a first entry that stands for this many older entries kept outside the roster
   * (in the gang's ledger history rows): its amount is their sum, so balances still add up from 0.
   */
  carried: z.number().int().min(1).optional(),
});

export const stashItemSchema = z.object({
  id,
  name: z.string().min(1),
  cost: z.number().int().min(0),
  /** Kept when a fighter's kit goes to the stash, so it can be handed out again as it was. */
  traits: z.array(safeText().max(500)).max(20).optional(),
  packItemId: packItemId.optional(),
  profiles: profiles.optional(),
});

export const rosterSchema = z.object({
  name: z.string().min(1),
  ledger: z.array(ledgerEntrySchema),
  stash: z.array(stashItemSchema),
  fighters: z.array(fighterSchema),
  vehicles: z.array(vehicleSchema),
});

export type StatLine = z.infer<typeof statLineSchema>;
export type Fighter = z.infer<typeof fighterSchema>;
export type FighterEquipment = z.infer<typeof fighterEquipmentSchema>;
export type FighterPackRef = z.infer<typeof fighterPackRefSchema>;
export type WeaponProfileLine = z.infer<typeof weaponProfileLineSchema>;
export type WeaponAllocation = z.infer<typeof allocationSchema>;
export type BoltedOnWeapon = z.infer<typeof boltedOnWeaponSchema>;
export type FittedUpgrade = z.infer<typeof fittedUpgradeSchema>;
export type FittedCustomUpgrade = z.infer<typeof fittedCustomUpgradeSchema>;
export type Crew = z.infer<typeof crewSchema>;
export type Vehicle = z.infer<typeof vehicleSchema>;
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export type StashItem = z.infer<typeof stashItemSchema>;
export type Roster = z.infer<typeof rosterSchema>;

// One schema per roster form, shared by the form (zodResolver) and rosterAction on the server.
import { z } from "zod";
import {
  CUSTOM_UPGRADE_IDS,
  DRIVING_SKILL_IDS,
  FIGHTER_STATUSES,
  FIGHTER_TYPES,
  PERMANENT_DAMAGE_IDS,
  STAT_NAMES,
  STAT_RANGE,
  UPGRADE_IDS,
  VEHICLE_KINDS,
} from "@/lib/rules";
import { safeText } from "./text";

const id = safeText().trim().min(1, "Choose one").max(80);
const name = (what: string) => safeText().trim().min(1, `Give the ${what} a name`).max(60, `Names can be at most 60 characters`);
const credits = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .min(0, `${what} cannot be negative`)
    .max(10_000, `${what} can be at most 10,000`)
    .int(`${what} must be a whole number`);

export const recruitFighterSchema = z.object({
  type: z.literal("recruitFighter"),
  name: name("fighter"),
  fighterType: z.enum(FIGHTER_TYPES, { error: "Choose a fighter type" }),
  cost: credits("Cost"),
});

const stat = (s: string) =>
  z.coerce
    .number({ error: `${s} must be a number` })
    .min(STAT_RANGE.min, `${s} is at least ${STAT_RANGE.min}`)
    .max(STAT_RANGE.max, `${s} is at most ${STAT_RANGE.max}`)
    .int(`${s} must be a whole number`);
/** The stat line as flat form fields (M, WS, BS, …), each checked against the rules' range. */
export const statFields = Object.fromEntries(STAT_NAMES.map((s) => [s, stat(s)])) as Record<(typeof STAT_NAMES)[number], ReturnType<typeof stat>>;

export const editFighterSchema = z.object({
  type: z.literal("editFighter"),
  fighterId: id,
  name: name("fighter"),
  fighterType: z.enum(FIGHTER_TYPES, { error: "Choose a fighter type" }),
  cost: credits("Cost"),
  ...statFields,
  status: z.enum(FIGHTER_STATUSES, { error: "Choose a status" }),
  xp: z.coerce.number({ error: "XP must be a number" }).min(0, "XP cannot be negative").max(999, "XP can be at most 999").int("XP must be a whole number"),
  skills: safeText().trim().max(500, "At most 500 characters"),
  injuries: safeText().trim().max(500, "At most 500 characters"),
});

export const removeFighterSchema = z.object({ type: z.literal("removeFighter"), fighterId: id });

export const giveEquipmentSchema = z.object({
  type: z.literal("giveEquipment"),
  fighterId: id,
  itemId: safeText().trim().min(1, "Choose an item").max(80),
  bought: z.boolean(),
});
export const removeEquipmentSchema = z.object({ type: z.literal("removeEquipment"), fighterId: id, index: z.coerce.number().int().min(0).max(200) });

export const buyVehicleSchema = z.object({
  type: z.literal("buyVehicle"),
  name: name("vehicle"),
  kind: z.enum(VEHICLE_KINDS.filter((k) => k !== "hulk") as [string, ...string[]], { error: "Choose a vehicle" }),
});

export const removeVehicleSchema = z.object({ type: z.literal("removeVehicle"), vehicleId: id });

export const CREW_ROLES = ["driver", "gunner", "passenger", "polecat"] as const;
export const assignCrewSchema = z.object({
  type: z.literal("assignCrew"),
  vehicleId: id,
  fighterId: safeText().trim().min(1, "Choose a fighter").max(80),
  role: z.enum(CREW_ROLES, { error: "Choose a role" }),
});

export const leaveCrewSchema = z.object({ type: z.literal("leaveCrew"), fighterId: id });

/** "driver", "" (nobody yet) or a gunner's fighter id. */
const allocation = safeText().trim().max(80);

export const boltOnWeaponSchema = z.object({
  type: z.literal("boltOnWeapon"),
  vehicleId: id,
  itemId: safeText().trim().min(1, "Choose a weapon").max(80),
  twinLinked: z.boolean(),
  allocation,
});

export const allocateWeaponSchema = z.object({ type: z.literal("allocateWeapon"), vehicleId: id, weaponId: id, allocation });
export const removeWeaponSchema = z.object({ type: z.literal("removeWeapon"), vehicleId: id, weaponId: id });

export const addUpgradeSchema = z.object({
  type: z.literal("addUpgrade"),
  vehicleId: id,
  upgradeId: z.enum(UPGRADE_IDS, { error: "Choose an upgrade" }),
  mounting: z.enum(["", "left", "right", "front"]),
  weaponId: safeText().trim().max(80),
});

export const recordSchema = z
  .object({
    type: z.literal("record"),
    vehicleId: id,
    what: z.enum(["customUpgrade", "permanentDamage"]),
    value: safeText().trim().min(1, "Choose one").max(40),
  })
  .superRefine((op, ctx) => {
    // The value is one of the table's rows for the kind recorded: anything else would be saved into the
    // roster and make the gang unreadable.
    const rows: readonly string[] = op.what === "customUpgrade" ? CUSTOM_UPGRADE_IDS : PERMANENT_DAMAGE_IDS;
    if (op.value && !rows.includes(op.value))
      ctx.addIssue({
        code: "custom",
        path: ["value"],
        message: op.what === "customUpgrade" ? "Choose a custom upgrade from the list" : "Choose a lasting permanent damage from the list",
      });
  });

export const drivingSkillSchema = z.object({
  type: z.literal("drivingSkill"),
  fighterId: id,
  skillId: z.enum(DRIVING_SKILL_IDS, { error: "Choose a driving skill" }),
});

export const adjustCreditsSchema = z.object({
  type: z.literal("adjustCredits"),
  amount: z.coerce
    .number({ error: "Amount must be a number" })
    .min(-100_000, "An amount is at least -100,000")
    .max(100_000, "An amount is at most 100,000")
    .int("Amount must be a whole number")
    .refine((n) => n !== 0, "Enter an amount other than 0"),
  reason: safeText().trim().min(1, "Say what the credits are for").max(120, "At most 120 characters"),
});

export const renameGangSchema = z.object({ type: z.literal("rename"), name: name("gang") });

export const rosterOpSchema = z.discriminatedUnion("type", [
  recruitFighterSchema,
  editFighterSchema,
  removeFighterSchema,
  giveEquipmentSchema,
  removeEquipmentSchema,
  buyVehicleSchema,
  removeVehicleSchema,
  assignCrewSchema,
  leaveCrewSchema,
  boltOnWeaponSchema,
  allocateWeaponSchema,
  removeWeaponSchema,
  addUpgradeSchema,
  recordSchema,
  drivingSkillSchema,
  adjustCreditsSchema,
  renameGangSchema,
]);
export type RosterOp = z.infer<typeof rosterOpSchema>;

export const rosterActionSchema = z.object({
  gangId: safeText().trim().min(1).max(64),
  version: z.number().int().min(0),
  op: rosterOpSchema,
});

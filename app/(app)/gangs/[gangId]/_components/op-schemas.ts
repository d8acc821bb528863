import {
  addUpgradeSchema, adjustCreditsSchema, allocateWeaponSchema, assignCrewSchema, boltOnWeaponSchema, buyVehicleSchema, drivingSkillSchema, editFighterSchema,
  giveEquipmentSchema, leaveCrewSchema, recordSchema, removeEquipmentSchema, recruitFighterSchema, removeFighterSchema, removeVehicleSchema, removeWeaponSchema, renameGangSchema, type RosterOp,
} from "@/lib/contracts/roster";

/** The client picks the same schema the server parses with, by operation type. */
export const opSchemas = {
  recruitFighter: recruitFighterSchema, editFighter: editFighterSchema, removeFighter: removeFighterSchema, giveEquipment: giveEquipmentSchema, removeEquipment: removeEquipmentSchema, buyVehicle: buyVehicleSchema,
  removeVehicle: removeVehicleSchema, assignCrew: assignCrewSchema, leaveCrew: leaveCrewSchema, boltOnWeapon: boltOnWeaponSchema,
  allocateWeapon: allocateWeaponSchema, removeWeapon: removeWeaponSchema, addUpgrade: addUpgradeSchema, record: recordSchema,
  drivingSkill: drivingSkillSchema, adjustCredits: adjustCreditsSchema, rename: renameGangSchema,
} as const satisfies Record<RosterOp["type"], unknown>;
export type OpType = keyof typeof opSchemas;

// The vehicle campaign rules (003 "Vehicle based Gangs") as plain TypeScript: tables, rosters,
// validation, vehicle cards and post-game sequences. No framework imports; dice are injected.
export * from "./tables/stats";
export * from "./tables/vehicle-profiles";
export * from "./tables/workshop";
export * from "./tables/techpriest";
export * from "./tables/thruster-buster";
export * from "./tables/driving-skills";
export * from "./tables/permanent-damage";
export * from "./tables/location-damage";
export * from "./tables/fighters";

export * from "./roster/schema";
export * from "./roster/builder";
export * from "./roster/operations";
export * from "./roster/edits";
export { gruntsRoster } from "./roster/fixtures";
export * from "./ledger";
export * from "./effective-vehicle";
export * from "./rating";

export * from "./validation/issues";
export { validateRoster, parseRoster, credits } from "./validation/validate";
export { boltOnSlotsOf, boltOnSlotsUsed, isCloseCombat, isUnwieldy, MAX_DRIVER_WEAPONS } from "./validation/weapons";
export { crewCarried } from "./validation/crew";
export { preBattleCheck, isReadyForBattle, type PreBattleItem, type PreBattleCode } from "./validation/battle";
export * from "./battle/thrusters";

export * from "./postgame/result";
export { clearNextBattleMarks } from "./postgame/fighters";
export * from "./postgame/permanent-damage";
export * from "./postgame/techpriest";
export * from "./postgame/driving-skills";
export * from "./postgame/driver-experience";
export * from "./postgame/crew-deaths";
export * from "./postgame/wreck-and-ruin";
export * from "./postgame/strip-wreck";
export * from "./postgame/steps";

// Packs: gang lists as data (fighter types, weapons with profile lines, wargear, skills, the
// post-game tables, the income rule) that a group writes once and every roster in a campaign reads.
// Plain TypeScript: no framework imports; dice are injected.
export * from "./limits";
export * from "./schema/pack";
export * from "./schema/fighters";
export * from "./schema/equipment";
export * from "./schema/tables";
export { NO_CONTROL_CHARACTERS } from "./schema/text";
export * from "./check";
export * from "./dice";
export * from "./file";
export * from "./json-schema";
export { DEFAULT_PACK } from "./default-pack";
export * from "./lookup";
export * from "./apply";
export * from "./recruit";
export * from "./equipment";
export * from "./profiles";
export * from "./rating";
export * from "./gang-packs";
export * from "./postgame";

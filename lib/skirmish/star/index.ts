// Star Strife (002), the Roll Out the (Gun) Barrels variant with two-phase turns, damage,
// attrition, reactions, escorts, carriers, stations and control channels, as a quick-resolve engine.
export { playStar, playBattle as playStarBattle } from "./engine";
export { prepareStar, StarSetupError, type StarBattle } from "./battle";
export {
  starOptionsSchema,
  starPlayerSchema,
  starSetupSchema,
  starUnitSchema,
  DEFAULT_MAX_TURNS,
  QUIET_TURNS_LIMIT,
  type StarOptions,
  type StarPlayer,
  type StarSetup,
  type StarUnit,
} from "./schema";
export * from "./units";
export * from "./rules";
export { fleetIssues, type FleetIssue, type FleetUnit } from "./validate";
export { starFleet, twoTwelveUnitFleets } from "./fixtures";

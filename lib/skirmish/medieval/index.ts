// Medieval Strife (002), the Roll Out the (Gun) Barrels variant with unit types, spells and themed
// battlefields, as a quick-resolve engine played by automated players.
export { playMedieval, playBattle as playMedievalBattle } from "./engine";
export { prepareMedieval, MedievalSetupError, type MedievalBattle } from "./battle";
export { applyMove, MedievalRuleError, type MedievalMove, type MedievalScript } from "./moves";
export {
  medievalOptionsSchema,
  medievalPlayerSchema,
  medievalSetupSchema,
  medievalUnitSchema,
  DEFAULT_MAX_TURNS,
  QUIET_TURNS_LIMIT,
  type MedievalOptions,
  type MedievalPlayer,
  type MedievalSetup,
  type MedievalUnit,
} from "./schema";
export * from "./units";
export {
  attackModifier,
  castsAllowed,
  defenceModifier,
  mayRecharge,
  spellEndsAfterOwnTurn,
  stuckByWeather,
  type Field,
  type Themes,
  type Weather,
} from "./rules";
export { twoTwelveUnitArmies, medievalArmy } from "./fixtures";

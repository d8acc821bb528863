// Roll Out the (Gun) Barrels (002): a quick-resolve engine for the base game, its advanced rules
// and the letter's variant, played by automated players.
export { playRotgb, playBattle } from "./engine";
export { prepareRotgb, RotgbSetupError, type RotgbSetupErrorCode } from "./prepare";
export type { Battlefield } from "./battlefield";
export type { Ending } from "./outcome";
export { Roller } from "./roller";
export { canAssault, isFlank, dropByTwo, frontsScore, handicapVerdict, scoreOfCaptured, LETTER_VARIANT, type HandicapVerdict } from "./rules";
export {
  rotgbOptionsSchema,
  rotgbPlayerSchema,
  rotgbSetupSchema,
  rotgbUnitSchema,
  DEFAULT_MAX_TURNS,
  type RotgbOptions,
  type RotgbPlayer,
  type RotgbSetup,
  type RotgbUnit,
} from "./schema";
export { twelveUnitSide, twoTwelveUnitSides } from "./fixtures";

// What the army editor offers for each game of the Roll Out the (Gun) Barrels family: the unit
// types the text names with their dice (Medieval Strife, Star Strife), or free words and any die
// (the base game, 002: "any die will do").
import type { ArmyGame } from "./army";
import { MEDIEVAL_UNITS } from "./medieval/units";
import { STAR_UNITS } from "./star/units";

export interface UnitChoice {
  type: string;
  die: number;
}

/** The text's unit types of a game with their dice, smallest first; empty for the base game (any words). */
export function unitChoices(game: ArmyGame): UnitChoice[] {
  if (game === "medieval") return Object.entries(MEDIEVAL_UNITS).flatMap(([die, types]) => types.map((type) => ({ type, die: Number(die) })));
  if (game === "star") return STAR_UNITS.map((u) => ({ type: u.name, die: u.die }));
  return [];
}

/** The die a unit type has in its game, or undefined (base game, or a type the text does not name). */
export function dieOf(game: ArmyGame, type: string): number | undefined {
  const key = type.trim().toLowerCase();
  return unitChoices(game).find((c) => c.type.toLowerCase() === key)?.die;
}

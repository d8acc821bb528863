// The rules of Medieval Strife (002) as small pure functions: what the themes add to a unit, how
// many casts a spell has, how long a spell lasts, which rolls leave a die stuck. The engine reads
// them once per game (static modifiers) or at the moment they apply; the tests pin them to the text.
import { SPELLS, type UnitAbilities } from "./units";

export type Field = "day" | "night";
export type Weather = "poor" | "dangerous" | "damaging" | "catastrophic";

/** The themed play in force (002 Medieval Strife, Themed Play). */
export interface Themes {
  field?: Field;
  mystic?: boolean;
  city?: boolean;
  volcanic?: boolean;
  weather?: Weather;
}

/** 002 Poor Weather: the big dice it slows (d100 is not named). */
export const POOR_WEATHER_DICE = [10, 12, 16, 20] as const;
/** 002 Damaging Weather: the small dice a 1 ruins. */
export const DAMAGING_WEATHER_DICE = [4, 6, 8] as const;

/** Day field +1, night field −1, to archers at all times (attack and defence). */
function fieldBonus(a: UnitAbilities, t: Themes): number {
  if (!a.archer || !t.field) return 0;
  return t.field === "day" ? 1 : -1;
}

const poorWeather = (sides: number, t: Themes): number => (t.weather === "poor" && (POOR_WEATHER_DICE as readonly number[]).includes(sides) ? -1 : 0);

/**
 * What a unit adds to its die when it attacks: its own bonus, the field (archers), City Battle
 * (−2), Poor Weather (−1 on d10 to d20) and Dangerous Weather (−2 to every unit's attack).
 */
export function attackModifier(a: UnitAbilities, sides: number, t: Themes): number {
  return a.attack + fieldBonus(a, t) + (t.city ? -2 : 0) + poorWeather(sides, t) + (t.weather === "dangerous" ? -2 : 0);
}

/** What a unit adds to its die when it is attacked: its own bonus, the field, the castle walls (+1), City Battle (+1), Poor Weather. */
export function defenceModifier(a: UnitAbilities, sides: number, t: Themes, inCastle: boolean): number {
  return a.defence + fieldBonus(a, t) + (inCastle ? 1 : 0) + (t.city ? 1 : 0) + poorWeather(sides, t);
}

/**
 * Casts of a spell before it needs a recharge (Force Field: per game). A Mystic Environment
 * doubles them; a City Battle caps them at two and forbids the spells that have one cast.
 * ruling: Force Field's one cast is a limit per game, not a charge, so a mystic environment
 * leaves it at one.
 */
export function castsAllowed(spell: number, t: Themes): number {
  const s = SPELLS[spell]!;
  if (t.city) return s.casts === 1 ? 0 : Math.min(2, s.casts);
  if (t.mystic && !("perGame" in s)) return 2 * s.casts;
  return s.casts;
}

/** Volcanic/Volatile Terrain: no recharging. */
export function mayRecharge(t: Themes): boolean {
  return !t.volcanic;
}

/**
 * 002 Spells: a spell of N turns ends when the caster's side ends its N-th turn after the turn it
 * was cast in (that turn does not count). `castOnTurn` is the caster's own turn count when it cast.
 */
export function spellEndsAfterOwnTurn(castOnTurn: number, turns: number): number {
  return castOnTurn + turns;
}

/**
 * Damaging Weather: a d4, d6 or d8 that rolls 1 never rolls again; Catastrophic Weather: any die.
 * ruling: "never rolls again" keeps the die on the table showing 1: it can still attack, flank and
 * be taken, but no re-roll, spell or quake moves it.
 */
export function stuckByWeather(sides: number, face: number, t: Themes): boolean {
  if (face !== 1) return false;
  if (t.weather === "catastrophic") return true;
  return t.weather === "damaging" && (DAMAGING_WEATHER_DICE as readonly number[]).includes(sides);
}

// Fighter types and the stat line the vehicle text tests against (I tests, CL tests, INT tests,
// Strength rolls, WP tests). The text does not print fighter profiles: the gang's own list does.

export const FIGHTER_TYPES = ["leader", "champion", "specialist", "ganger", "juve"] as const;
export type FighterType = (typeof FIGHTER_TYPES)[number];

export const FIGHTER_TYPE_NAMES: Record<FighterType, string> = {
  leader: "Leader",
  champion: "Champion",
  specialist: "Specialist",
  ganger: "Ganger",
  juve: "Juve",
};

/** 003 Vehicle based gangs, Gunners: only these types may be gunners. */
export const GUNNER_TYPES: readonly FighterType[] = ["leader", "champion", "specialist"];

export const FIGHTER_STATUSES = ["active", "recovering", "captured", "dead", "retired"] as const;
export type FighterStatus = (typeof FIGHTER_STATUSES)[number];

export const STAT_NAMES = ["M", "WS", "BS", "S", "T", "W", "I", "A", "Ld", "Cl", "Wil", "Int"] as const;
export type StatName = (typeof STAT_NAMES)[number];

/** ruling: every characteristic is a whole number from 0 to 12 (target numbers like Cl 7+ included). */
export const STAT_RANGE = { min: 0, max: 12 } as const;

/**
 * A placeholder stat line for a fighter whose gang list the user has not typed in; the text
 * gives none, so the app lets users override every value.
 */
export const DEFAULT_STAT_LINE: Readonly<Record<StatName, number>> = {
  M: 4,
  WS: 4,
  BS: 4,
  S: 3,
  T: 3,
  W: 1,
  I: 3,
  A: 1,
  Ld: 7,
  Cl: 7,
  Wil: 7,
  Int: 7,
};

export function canBeGunner(type: FighterType): boolean {
  return GUNNER_TYPES.includes(type);
}

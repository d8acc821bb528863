// How a vehicle location's Toughness, Save and Wounds are written on the profiles: a number,
// or relative to the fighter standing in that location ("Fighter +2", "As Driver").

/** Whose characteristic a relative location value is read from. */
export type RelativeTo = "fighter" | "driver";

/** "Fighter +2" is `{ of: "fighter", plus: 2 }`; "As Driver" is `{ of: "driver", plus: 0 }`. */
export interface RelativeValue {
  of: RelativeTo;
  plus: number;
}

/** A Toughness or Wounds value: a plain number (8) or relative to a fighter (Fighter +2). */
export type LocationValue = number | RelativeValue;

/**
 * A save: the number to roll (5 means 5+), or relative to the fighter's own save.
 * ruling: for saves, `plus` counts steps *better* ("As driver +1" on a 5+ armoured rider is 4+;
 * "+1 save" from Enclosed Crew turns 5+ into 4+), the way a player reads a bonus to a save.
 */
export type SaveValue = number | RelativeValue;

export const asFighter: RelativeValue = { of: "fighter", plus: 0 };
export const asDriver: RelativeValue = { of: "driver", plus: 0 };
export const fighterPlus = (plus: number): RelativeValue => ({ of: "fighter", plus });
export const driverPlus = (plus: number): RelativeValue => ({ of: "driver", plus });

export function isRelative(v: LocationValue): v is RelativeValue {
  return typeof v === "object";
}

/** Adds to a Toughness or Wounds value, keeping "Fighter +n" relative. */
export function addTo(v: LocationValue, n: number): LocationValue {
  return isRelative(v) ? { of: v.of, plus: v.plus + n } : v + n;
}

/** Makes a save `steps` better (5+ → 4+ for one step), keeping relative saves relative. */
export function improveSave(v: SaveValue, steps: number): SaveValue {
  return isRelative(v) ? { of: v.of, plus: v.plus + steps } : v - steps;
}

/** Prints a value the way the profile does: "8", "Fighter +2", "As Driver", "Driver -1". */
export function formatValue(v: LocationValue): string {
  if (!isRelative(v)) return String(v);
  const who = v.of === "fighter" ? "Fighter" : "Driver";
  if (v.plus === 0) return `As ${who}`;
  return `${who} ${v.plus > 0 ? "+" : "-"}${Math.abs(v.plus)}`;
}

/** Prints a save: "5+", "As Fighter", "As Driver +1". */
export function formatSave(v: SaveValue): string {
  if (!isRelative(v)) return v >= 7 ? "-" : `${v}+`;
  const who = v.of === "fighter" ? "Fighter" : "Driver";
  if (v.plus === 0) return `As ${who}`;
  return `As ${who} ${v.plus > 0 ? "+" : "-"}${Math.abs(v.plus)}`;
}

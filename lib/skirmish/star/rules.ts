// The rules of Star Strife (002) as small pure functions: damage, the 4-sided floor, catastrophic
// damage, attrition casualties, the escorts' stand-in, the bonuses of channels, stations,
// terrain and craft. The engine applies them; the tests pin each to the text.

/**
 * 002 Star Strife, Damage: half the value of the die it fought. ruling: halves round down (a 7
 * deals 3), of the die's own number (bonuses to its defence do not add damage).
 */
export function damageFrom(value: number): number {
  // faces are whole numbers: halving one rounded down is a shift (and nothing below 1)
  return value > 0 ? value >> 1 : 0;
}

/** 002 Star Strife, Damage: an attacking die of 4 or more sides stops at 1 unless it already shows 1. */
export const FLOOR_FROM_SIDES = 4;

/**
 * A die's face after `damage` points in a direct assault (the 4-sided floor applies); 0 or less
 * means eliminated.
 */
export function afterAssaultDamage(sides: number, face: number, damage: number): number {
  const left = face - damage;
  if (left >= 1 || damage === 0) return left;
  return sides >= FLOOR_FROM_SIDES && face > 1 ? 1 : left;
}

/**
 * A die's face after `damage` points spread to it in a flank: 002 lets any attacking die be
 * brought to zero there, so no floor.
 */
export function afterSpreadDamage(face: number, damage: number): number {
  return face - damage;
}

/** 002 Star Strife, Catastrophic Damage: a unit brought down to 1 never rolls again. */
export const CATASTROPHIC_FACE = 1;

/**
 * 002 Star Strife, Attrition Units: how many enemy attrition dice a unit's roll kills. An
 * attrition unit divides its roll by 3, any other unit by 4 (both rounded down); Interceptors add
 * 2 to their roll for this only.
 */
export function attritionKills(roll: number, attrition: boolean, interceptor = false): number {
  // rolls are whole numbers of 1 or more: truncating the quotient rounds it down (a division by
  // a constant each, which compiles to a multiplication, where one by either number is a division)
  const v = roll + (interceptor ? 2 : 0);
  return attrition ? (v / 3) | 0 : (v / 4) | 0;
}

/**
 * 002 Star Strife, Escort Units: escorts may be given up in place of a die the opponent takes when
 * their total is at least what the attack beat it by.
 * ruling: a flank beats its target by its total over the target's value (0 for an exact flank),
 * so any escort may stand in; at least one escort is always needed.
 */
export function escortsCover(escortTotal: number, margin: number): boolean {
  return escortTotal >= Math.max(1, margin);
}

/** 002 Star Strife, Stations: +3 attack, +3 defence, +5 defence against a flank. ruling: the +5 replaces the +3, it does not add to it. */
export const STATION = { attack: 3, defence: 3, flankDefence: 5 } as const;

/** 002 Star Strife, control channels: what each kind of unit in a channel gives the ship controlling it. */
export const CHANNEL_BONUS = {
  drone: { attack: 1, defence: 1 },
  decoy: { attack: 0, defence: 2 },
  mecha: { attack: 1, defence: 2 },
  interceptor: { attack: 0, defence: 3 },
} as const;

/** 002 Star Strife, Gunboats: −1 defence, never below 1. */
export function gunboatDefence(value: number): number {
  return Math.max(1, value - 1);
}

/** 002 Star Strife, Mecha Squadron: against fighters, +0 attack and −1 defence in open space, +1 attack and −0 defence in bad terrain; +3 attack against ships with no mecha or fighter cover. */
export const MECHA = { vsFighters: { open: { attack: 0, defence: -1 }, rough: { attack: 1, defence: 0 } }, vsUncoveredShip: 3 } as const;

/** 002 Star Strife, Terrain Types. */
export const ASTEROID_FIELD = { defence: 3, attritionVsOthers: 2 } as const;
/** 002 Star Strife, Ancient Minefield: D1 mines each side gains in each of its phases. */
export const MINES_PER_PHASE = 5;

/** 002 Star Strife, Command Points: a D6 a turn; one to re-roll a friendly die at a phase's start; all (at least one) to make an enemy die re-roll. */
export const COMMAND_POINTS = { die: 6, friendlyReroll: 1 } as const;

/** 002 Star Strife, Carrier Actions: Repair Attrition saves a loss on an even roll of the carrier's die. */
export const repairs = (roll: number): boolean => roll % 2 === 0;

/** 002 Star Strife, Disperse: a D4 attrition unit becomes this many D1 attrition units. */
export const DISPERSE_INTO = 4;

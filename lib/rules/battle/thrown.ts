// Fighters leaving a vehicle the hard way: 003 "Thrown fighters", falling off after going down from a
// crew hit, and being hurled off when the fuel explodes.
import type { Dice } from "../../dice";
import { rule, type Rule } from "./rule";
import { spinFacing } from "./thrusters";

export const THROWN_RULES = {
  thrown: rule(
    "thrown",
    "003 Boarding actions: thrown fighters",
    'A thrown fighter lands D3" away at random and is pinned; on a D6 of 4+ he also takes a S3 D1 hit.',
  ),
  fallsOff: rule(
    "falls-off",
    "003 Damage tables: crew",
    'A crewman who goes down from a hit on the crew falls off, landing D3" away in a random direction, and takes another S3 hit.',
  ),
  hurled: rule(
    "hurled",
    "003 Damage tables: engines, skull",
    'When the fuel explodes everyone aboard is flung D6" in a random direction and takes one S4 hit.',
  ),
} as const;

export interface Landing {
  fighter: string;
  inches: number;
  /** Direction landed in, degrees clockwise from 12 o'clock on the Scatter dice. */
  degrees: number;
  /** The hit he takes on landing, if any: resolve it with the base rules. */
  hit: { strength: number; damage: number } | null;
  /** The D6 rolled for a hit on 4+, where there is one. */
  hitRoll: number | null;
  pinned: boolean;
  rule: Rule;
}

// ruling: a hit whose Damage 003 does not give (falling off, the fuel exploding) does 1.
const direction = (dice: Dice, purpose: string) => spinFacing(dice, purpose).degrees;

export function rollThrown(fighter: string, dice: Dice): Landing {
  const inches = dice.d3(`${fighter} thrown D3"`);
  const degrees = direction(dice, `${fighter} thrown: direction`);
  const hitRoll = dice.d6(`${fighter} thrown: S3 hit on 4+`);
  return { fighter, inches, degrees, hit: hitRoll >= 4 ? { strength: 3, damage: 1 } : null, hitRoll, pinned: true, rule: THROWN_RULES.thrown };
}

export function rollFallOff(fighter: string, dice: Dice): Landing {
  const inches = dice.d3(`${fighter} falls off D3"`);
  const degrees = direction(dice, `${fighter} falls off: direction`);
  return { fighter, inches, degrees, hit: { strength: 3, damage: 1 }, hitRoll: null, pinned: false, rule: THROWN_RULES.fallsOff };
}

export function rollHurled(fighter: string, dice: Dice): Landing {
  const inches = dice.d6(`${fighter} hurled D6"`);
  const degrees = direction(dice, `${fighter} hurled: direction`);
  return { fighter, inches, degrees, hit: { strength: 4, damage: 1 }, hitRoll: null, pinned: false, rule: THROWN_RULES.hurled };
}

export function describeLanding(l: Landing): string {
  const hit = l.hit ? `, takes a S${l.hit.strength} hit` : l.hitRoll !== null ? `, no hit (${l.hitRoll})` : "";
  return `${l.fighter} lands ${l.inches}" away at ${l.degrees}°${hit}${l.pinned ? ", pinned" : ""}`;
}

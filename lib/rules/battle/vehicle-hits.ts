// 003 "Shooting at Vehicles", steps 1 to 4: where the hit lands, the wound roll against that location's
// Toughness, its save (then the armour plates'), and the wounds it loses; at 0 the injury dice are rolled.
import type { Dice } from "../../dice";
import type { LocationId } from "../tables/vehicle-profiles";
import { pickAtRandom } from "./checks";
import { applyRule, refuse, rule, type Ruled } from "./rule";
import { locationFor, rollLocation, SITUATION_RULES, type LocatedHit, type VehicleSituation } from "./situation";

export const VEHICLE_HIT_RULES = {
  location: rule("hit-location", "003 Shooting at vehicles: 1. location roll", "A D6 on the vehicle's damage table says which location is hit."),
  chosen: rule(
    "damage-stationary",
    "003 Boarding: damaging a stationary vehicle",
    "A fighter alone on a stationary vehicle hits it automatically, point blank or by hand, and picks the location.",
  ),
  crewStruck: rule(
    "crew-struck",
    "003 Damage tables: crew",
    "A crew hit strikes one crew member at random (never a polecat); a blast or template on the crew wounds each of them in turn.",
  ),
  wound: rule(
    "wound-location",
    "003 Shooting at vehicles: 2. wound roll",
    "Roll to wound against the location's Toughness the usual way; the roll needed comes from the base rules.",
  ),
  save: rule("location-save", "003 Shooting at vehicles: 3. armour save", "Each location has its own save; fail it and the location loses wounds."),
  armourPlates: rule(
    "armour-plates",
    "003 Workshop: armour plates",
    "The plates give a second, special save (6+, 5+ or 4+ for one to three plates); each time it holds, it gets one worse for the rest of the game.",
  ),
  penetrates: rule("penetrates-armour", "003 Workshop: wrecking ball", "A hit that goes through armour allows no save at all."),
  wounds: rule(
    "location-wounds",
    "003 Shooting at vehicles: 4. injury dice",
    "Wounds come off the location; a location brought to (or hit at) 0 rolls the injury dice on its damage table.",
  ),
  melta: rule(
    "melta-vehicles",
    "003 Special weapon rules: melta",
    "A melta at short range does double damage to a vehicle; the injury dice are rolled as usual.",
  ),
} as const;

/** The location a hit lands on: rolled, or picked when the rules let the attacker choose. */
export function locateHit(v: VehicleSituation, chosen: LocationId | null, dice: Dice): Ruled<LocatedHit> {
  return applyRule(chosen ? VEHICLE_HIT_RULES.chosen : VEHICLE_HIT_RULES.location, dice, (ctx) => {
    if (chosen) return { ...locationFor(v.kind, { crew: 1, weapons: 1, upgrades: 1, driver: true }, rollOf(chosen)), roll: 0 };
    const hit = rollLocation(v, dice);
    if (hit.path.length > 1) ctx.also(SITUATION_RULES.hitInstead);
    return hit;
  });
}

const rollOf = (id: LocationId) => ({ crew: 1, weapons: 2, upgrades: 3, wheels: 4, driver: 5, engines: 6 })[id];

/** Who a crew hit strikes: one at random, or all of them for a blast or template. */
export function crewStruck<T>(crew: readonly T[], everyone: boolean, dice: Dice): Ruled<T[]> {
  return applyRule(VEHICLE_HIT_RULES.crewStruck, dice, () => {
    if (crew.length === 0) refuse("not-allowed", "There is nobody in the crew to hit.");
    return everyone ? [...crew] : [pickAtRandom(crew, dice, "Crew hit: who is struck")];
  });
}

export interface WoundInput {
  target: string;
  title: string;
  /** The D6 needed to wound this location (base rules, from the weapon's Strength and the location's Toughness). */
  woundNeeded: number;
  /** The location's save (null: none). */
  save: number | null;
  /** The armour plates' special save as it stands now (null: none left). */
  plateSave: number | null;
  penetrates: boolean;
  damage: number;
  meltaShortRange: boolean;
  woundsLeft: number;
}

export interface WoundOutcome {
  woundRoll: number;
  wounded: boolean;
  saveRoll: number | null;
  plateRoll: number | null;
  saved: boolean;
  /** The plates' save after this hit (one worse if it held). */
  plateSaveAfter: number | null;
  woundsLost: number;
  woundsAfter: number;
  /** The location is at 0 after the hit: roll the injury dice. */
  injuryDice: boolean;
  text: string;
}

// ruling: the plates' save is a second save, taken only when the location's own save fails; the hit
// that brings a location to 0, or lands on it at 0, rolls one injury die; wounds below 0 are lost.
export function woundLocation(input: WoundInput, dice: Dice): Ruled<WoundOutcome> {
  return applyRule(VEHICLE_HIT_RULES.wound, dice, (ctx) => {
    if (!Number.isInteger(input.woundNeeded) || input.woundNeeded < 2 || input.woundNeeded > 7)
      refuse("not-allowed", "The roll needed to wound is a D6 score from 2 to 6 (7: it cannot wound).");
    if (!Number.isInteger(input.damage) || input.damage < 1) refuse("not-allowed", "A weapon's Damage is a whole number from 1.");
    const woundRoll = dice.d6(`To wound ${input.target}'s ${input.title} (${input.woundNeeded}+)`);
    const base = {
      saveRoll: null,
      plateRoll: null,
      saved: false,
      plateSaveAfter: input.plateSave,
      woundsLost: 0,
      woundsAfter: input.woundsLeft,
      injuryDice: false,
    };
    if (woundRoll < input.woundNeeded) return { ...base, woundRoll, wounded: false, text: `To wound ${woundRoll}: no wound.` };
    let saveRoll: number | null = null;
    let plateRoll: number | null = null;
    let plateSaveAfter = input.plateSave;
    if (input.penetrates) ctx.also(VEHICLE_HIT_RULES.penetrates);
    else {
      ctx.also(VEHICLE_HIT_RULES.save);
      if (input.save !== null) saveRoll = dice.d6(`${input.title} save (${input.save}+)`);
      const held = saveRoll !== null && input.save !== null && saveRoll >= input.save;
      let plateHeld = false;
      if (!held && input.plateSave !== null) {
        ctx.also(VEHICLE_HIT_RULES.armourPlates);
        plateRoll = dice.d6(`Armour plates save (${input.plateSave}+)`);
        plateHeld = plateRoll >= input.plateSave;
        if (plateHeld) plateSaveAfter = input.plateSave >= 6 ? null : input.plateSave + 1;
      }
      if (held || plateHeld)
        return {
          ...base,
          woundRoll,
          wounded: true,
          saveRoll,
          plateRoll,
          saved: true,
          plateSaveAfter,
          text: `Wounded (${woundRoll}) but saved (${plateRoll ?? saveRoll}).`,
        };
    }
    ctx.also(VEHICLE_HIT_RULES.wounds);
    if (input.meltaShortRange) ctx.also(VEHICLE_HIT_RULES.melta);
    const damage = input.damage * (input.meltaShortRange ? 2 : 1);
    const woundsAfter = Math.max(0, input.woundsLeft - damage);
    const woundsLost = input.woundsLeft - woundsAfter;
    const injuryDice = woundsAfter === 0;
    return {
      woundRoll,
      wounded: true,
      saveRoll,
      plateRoll,
      saved: false,
      plateSaveAfter,
      woundsLost,
      woundsAfter,
      injuryDice,
      text: `Wounded (${woundRoll}), ${saveRoll === null ? "no save" : `save failed (${saveRoll})`}: ${input.title} loses ${woundsLost}, ${woundsAfter} left${injuryDice ? "; roll the injury dice" : ""}.`,
    };
  });
}

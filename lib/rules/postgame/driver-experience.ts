// 003 Drivers and experience: on top of the usual experience, a driver earns +1 for his first ram
// that damages a vehicle, and +1 for every foot fighter he runs over and takes out of action.
import { seededDice, type Dice } from "../../dice";
import type { Roster } from "../roster/schema";
import { fighterIndex } from "./fighters";
import { StepRecorder, type PostgameResult } from "./result";

export interface DriverExperienceInput {
  fighterId: string;
  /** Rams of a vehicle that caused damage this battle. */
  damagingRams: number;
  /** Foot fighters run over and taken out of action this battle. */
  footFightersRunOver: number;
}

/**
 * ruling: "the first time" is read per battle, like the other experience a fighter earns in a game:
 * one or more damaging rams in a battle give +1. Anyone who drove (a take-over driver too) earns it.
 */
export function awardDriverExperience(roster: Roster, input: DriverExperienceInput, dice: Dice = seededDice(0, false)): PostgameResult {
  const rec = new StepRecorder(roster, dice);
  const fi = fighterIndex(roster, input.fighterId);
  if (fi < 0) return rec.refuse("unknown-fighter", ["fighters"], `There is no fighter "${input.fighterId}" on the roster.`);
  const counts = [input.damagingRams, input.footFightersRunOver];
  if (counts.some((n) => !Number.isInteger(n) || n < 0))
    return rec.refuse("not-allowed", ["fighters", fi, "xp"], "Rams and fighters run over are counted in whole numbers from 0.");
  const f = rec.roster.fighters[fi]!;
  if (input.damagingRams > 0) {
    f.xp += 1;
    rec.change(["fighters", fi, "xp"], `${f.name} +1 experience: first ram of a vehicle that caused damage.`);
  }
  if (input.footFightersRunOver > 0) {
    f.xp += input.footFightersRunOver;
    rec.change(["fighters", fi, "xp"], `${f.name} +${input.footFightersRunOver} experience: foot fighters run over and taken out of action.`);
  }
  return rec.done();
}

// 003 Permanent damage, DESTROYED (64-66), the other half: when a gang bottles out and one of its
// vehicles ends up destroyed, the gang that held the field may leave one fighter behind to strip
// the wreck for 2D6x10 credits, and that fighter misses the next game. This is the stripping
// gang's step; the wreck's own gang keeps its permanent-damage roll (permanent-damage.ts).
import type { Dice } from "../../dice";
import { credit } from "../ledger";
import type { Roster } from "../roster/schema";
import { PERMANENT_DAMAGE_TABLE, permanentDamage, type PermanentDamageResultId } from "../tables/permanent-damage";
import { availableFighter, fighterIndex } from "./fighters";
import { StepRecorder, type PostgameResult } from "./result";

export interface StripWreckInput {
  /** The wreck's gang and vehicle: ids for the record, names as the players know them. */
  ownerGangId: string;
  vehicleId: string;
  ownerGangName: string;
  vehicleName: string;
  /** The wreck's permanent-damage result when its gang has rolled it already; null: roll it here. */
  knownResult: PermanentDamageResultId | null;
  /** The fighter left behind to strip it; null: nobody (the step only shows the roll). */
  stripperId: string | null;
}

/** What the wreck is called in the stripping gang's roster and history. */
export const wreckName = (i: Pick<StripWreckInput, "ownerGangName" | "vehicleName">) => `${i.vehicleName} (${i.ownerGangName})`;

/**
 * ruling: when the wreck's gang has not run its post-game yet, the stripping gang rolls the wreck's
 * permanent damage here (it decides whether there is a wreck to strip); that roll then stands for
 * both gangs. A roll not followed by stripping is shown but kept by nobody.
 */
export function stripWreck(roster: Roster, input: StripWreckInput, dice: Dice): PostgameResult {
  const rec = new StepRecorder(roster, dice);
  if (input.stripperId && !availableFighter(roster, input.stripperId)) {
    return rec.refuse("unknown-fighter", ["fighters"], `"${input.stripperId}" is not a fighter of the gang who can be left behind.`);
  }
  const wreck = wreckName(input);
  const result = input.knownResult ?? permanentDamage(dice.d66(`Permanent damage: ${wreck}`)).id;
  const row = PERMANENT_DAMAGE_TABLE.find((x) => x.id === result)!;
  if (result !== "destroyed") {
    rec.change([], `${wreck}: ${row.name}. It is not destroyed, so there is no wreck to strip.`);
    return rec.done();
  }
  if (!input.stripperId) {
    rec.notice("choose-stripper", `${wreck} is DESTROYED: you may leave one fighter behind to strip it for 2D6x10 credits (they miss the next game).`);
    return rec.done();
  }
  const r = rec.roster;
  const amount = dice.twoD6(`Salvage: ${wreck}`) * 10;
  r.ledger = credit(r.ledger, `Stripped the wreck of ${wreck}`, amount);
  rec.change(["ledger"], `Stripped ${amount} credits of scrap from the wreck of ${wreck}.`);
  const fi = fighterIndex(r, input.stripperId);
  r.fighters[fi]!.missesNextBattle = `Left behind to strip ${wreck}`;
  rec.change(["fighters", fi, "missesNextBattle"], `${r.fighters[fi]!.name} was left behind to strip ${wreck} and can't be used in the next game.`);
  return rec.done();
}

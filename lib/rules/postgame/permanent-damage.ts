// 003 Wreck and Ruin: every vehicle crippled when the game ends rolls a D66 on the permanent
// damage table.
import type { Dice } from "../../dice";
import type { Roster } from "../roster/schema";
import { credit } from "../ledger";
import { permanentDamage } from "../tables/permanent-damage";
import { availableFighter, fighterIndex, vehicleIndex } from "./fighters";
import { runSteps, StepRecorder, type PostgameResult } from "./result";

export interface PermanentDamageInput {
  vehicleId: string;
  /** Did the opposing gang bottle out? Only then can a destroyed vehicle be stripped. */
  otherGangBottledOut: boolean;
  /** Badly Mangled: the fighter who can't be used in the next battle. */
  benchFighterId?: string | null;
  /** Destroyed: the fighter left behind to strip it. */
  stripperId?: string | null;
  /** Destroyed: the gang that has already stripped the wreck (003: "the other gang"), if any. */
  strippedBy?: string | null;
}

export function rollPermanentDamage(roster: Roster, input: PermanentDamageInput, dice: Dice): PostgameResult {
  const rec = new StepRecorder(roster, dice);
  const vi = vehicleIndex(roster, input.vehicleId);
  if (vi < 0) return rec.refuse("unknown-vehicle", ["vehicles"], `There is no vehicle "${input.vehicleId}" left to roll permanent damage for.`);
  for (const id of [input.benchFighterId, input.stripperId]) {
    if (id && !availableFighter(roster, id)) return rec.refuse("unknown-fighter", ["fighters"], `"${id}" is not a fighter of the gang who can be chosen.`);
  }
  const r = rec.roster;
  const v = r.vehicles[vi]!;
  const path = ["vehicles", vi];
  const row = permanentDamage(dice.d66(`Permanent damage: ${v.name}`));
  const said = `${v.name}: ${row.name}`;

  switch (row.id) {
    // ruling: 'Ard Looking is damage too (its looks come from scrapes and bullet holes), so IMPROVED!,
    // which fixes all permanent damage, clears it with the rest, its +1 CL gone.
    case "improved":
      rec.change([...path, "permanentDamage"], v.permanentDamage.length > 0 ? `${said} All permanent damage is fixed.` : `${said} (no earlier damage to fix).`);
      v.permanentDamage = [];
      break;
    case "fixed":
      rec.change(path, `${said} As good as new (sort of).`);
      break;
    case "badly-mangled": {
      v.benchedNextBattle = true;
      rec.change([...path, "benchedNextBattle"], `${said} It can't be used in the next battle.`);
      // ruling: "one ganger of your choice" means any fighter of the gang, chosen by the player.
      if (input.benchFighterId) {
        const fi = fighterIndex(r, input.benchFighterId);
        r.fighters[fi]!.missesNextBattle = `Fixing ${v.name} (Badly Mangled)`;
        rec.change(["fighters", fi, "missesNextBattle"], `${r.fighters[fi]!.name} can't be used in the next battle: fixing ${v.name}.`);
      } else {
        rec.notice("choose-benched-fighter", `${v.name} is Badly Mangled: choose one ganger who can't be used in the next battle.`);
      }
      break;
    }
    case "destroyed":
      destroy(rec, vi, input);
      break;
    default:
      v.permanentDamage.push(row.id);
      rec.change([...path, "permanentDamage"], `${said} ${row.text} [${row.cite}]`);
  }
  return rec.done();
}

function destroy(rec: StepRecorder, vi: number, input: PermanentDamageInput): void {
  const r = rec.roster;
  const v = r.vehicles[vi]!;
  v.status = "destroyed";
  v.benchedNextBattle = false;
  v.crew = { driverId: null, gunnerIds: [], passengerIds: [], polecatIds: [] };
  rec.change(["vehicles", vi, "status"], `${v.name}: DESTROYED, a wreck past repair; its crew are on foot.`);
  if (input.strippedBy) {
    rec.change(["vehicles", vi], `${input.strippedBy} left a fighter behind and stripped the wreck of ${v.name}.`);
    return;
  }
  // ruling: a gang strips its own wreck only when the opposing gang bottled out and it did not (it
  // holds the field); when it bottled out itself, the gang that held the field may (strip-wreck.ts).
  if (!input.otherGangBottledOut) {
    rec.change(["vehicles", vi], `No salvage from ${v.name}: the other gang did not bottle out.`);
    return;
  }
  if (!input.stripperId) {
    rec.notice("choose-stripper", `The other gang bottled out: you may leave one fighter to strip ${v.name} for 2D6x10 credits (he misses the next game).`);
    return;
  }
  const credits = rec.dice.twoD6(`Salvage: ${v.name}`) * 10;
  r.ledger = credit(r.ledger, `Salvaged scrap from ${v.name}`, credits);
  rec.change(["ledger"], `Salvaged ${credits} credits of scrap from ${v.name}.`);
  const fi = fighterIndex(r, input.stripperId);
  r.fighters[fi]!.missesNextBattle = `Left behind to strip ${v.name}`;
  rec.change(["fighters", fi, "missesNextBattle"], `${r.fighters[fi]!.name} was left behind to strip ${v.name} and can't be used in the next game.`);
}

/** Every crippled vehicle rolls, in the order given. */
export function rollPermanentDamageForAll(
  roster: Roster,
  input: { otherGangBottledOut: boolean; crippled: Omit<PermanentDamageInput, "otherGangBottledOut">[] },
  dice: Dice,
): PostgameResult {
  return runSteps(
    roster,
    dice,
    input.crippled.map((c) => (r: Roster, d: Dice) => rollPermanentDamage(r, { ...c, otherGangBottledOut: input.otherGangBottledOut }, d)),
  );
}

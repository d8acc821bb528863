// 003 Wreck and Ruin: a gang left with no vehicle and too few credits to buy one forfeits its whole
// stash, credits included, and gets a hulk from the salvage yard.
import { seededDice, type Dice } from "../../dice";
import type { Roster } from "../roster/schema";
import { balance } from "../ledger";
import { CHEAPEST_VEHICLE_COST } from "../tables/vehicle-profiles";
import { newVehicle, nextId } from "../roster/builder";
import { StepRecorder, type PostgameResult } from "./result";

/**
 * ruling: "cannot afford to replace them" means the gang's credits are below the cheapest vehicle
 * (a Bike/Trike, 100); stash items are not sold to make up the price.
 */
export function wreckAndRuin(roster: Roster, input: { hulkName?: string } = {}, dice: Dice = seededDice(0, false)): PostgameResult {
  const rec = new StepRecorder(roster, dice);
  const r = rec.roster;
  if (r.vehicles.some((v) => v.status !== "destroyed")) return rec.done();
  const credits = balance(r.ledger);
  if (credits >= CHEAPEST_VEHICLE_COST) return rec.done();

  if (credits > 0) {
    r.ledger = [...r.ledger, { reason: "Wreck and Ruin: the stash is lost", amount: -credits, balanceAfter: 0 }];
    rec.change(["ledger"], `Wreck and Ruin: ${r.name} loses its ${credits} credits.`);
  }
  if (r.stash.length > 0) {
    rec.change(["stash"], `Wreck and Ruin: ${r.name} loses everything in its stash (${r.stash.map((s) => s.name).join(", ")}).`);
    r.stash = [];
  }
  const hulk = newVehicle({ id: nextId(r, "vehicle"), name: input.hulkName ?? "Hulk", kind: "hulk" });
  r.vehicles.push(hulk);
  rec.change(["vehicles", r.vehicles.length - 1], `${r.name} is given a hulk from the salvage yard: a half track with every location at -2 Toughness.`);
  return rec.done();
}

// 003 Rogue Techpriest: a custom upgrade costs D3+3x10 credits and is a post-game visit by a Leader
// or Champion. The same upgrade taken again on a vehicle brings its penalty.
import type { Dice } from "../../dice";
import type { Roster } from "../roster/schema";
import { appendEntry } from "../ledger";
import { customUpgrade, techpriestCost, TECHPRIEST_VISITORS, type CustomUpgradeId } from "../tables/techpriest";
import { FIGHTER_TYPE_NAMES } from "../tables/fighters";
import { customUpgradeCount } from "../effective-vehicle";
import { availableFighter, vehicleIndex } from "./fighters";
import { StepRecorder, type PostgameResult } from "./result";

export interface TechpriestVisitInput {
  visitorId: string;
  vehicleId: string;
  upgradeId: CustomUpgradeId;
}

export function visitRogueTechpriest(roster: Roster, input: TechpriestVisitInput, dice: Dice): PostgameResult {
  const rec = new StepRecorder(roster, dice);
  const visitor = availableFighter(roster, input.visitorId);
  if (!visitor) return rec.refuse("unknown-fighter", ["fighters"], `"${input.visitorId}" is not a fighter of the gang who can visit the rogue Techpriest.`);
  if (!(TECHPRIEST_VISITORS as readonly string[]).includes(visitor.type)) {
    return rec.refuse(
      "not-allowed",
      ["fighters"],
      `Only a Leader or a Champion may visit the rogue Techpriest after a battle: ${visitor.name} is a ${FIGHTER_TYPE_NAMES[visitor.type]}.`,
    );
  }
  const vi = vehicleIndex(roster, input.vehicleId);
  if (vi < 0) return rec.refuse("unknown-vehicle", ["vehicles"], `There is no vehicle "${input.vehicleId}" for the Techpriest to work on.`);

  const v = rec.roster.vehicles[vi]!;
  const up = customUpgrade(input.upgradeId);
  const d3 = dice.d3(`Rogue Techpriest: price of ${up.name} for ${v.name}`);
  const cost = techpriestCost(d3);
  const paid = appendEntry(rec.roster.ledger, `Rogue Techpriest: ${up.name} for ${v.name}`, -cost);
  // ruling: the price is rolled at the visit; a gang that cannot pay it gets nothing and pays nothing.
  if (!paid.ok) return rec.refuse("credits-below-zero", ["ledger"], paid.message);
  rec.roster.ledger = paid.ledger;
  // the price in words, so a player checks it against the rule: "D3 = 2, (2+3)×10 = 50 credits"
  rec.change(["ledger"], `${visitor.name} paid the rogue Techpriest ${cost} credits (D3 = ${d3}, (${d3}+3)×10 = ${cost} credits).`);

  // ruling: Faster's +D3 thrust is rolled once at the visit and written on the vehicle's card.
  const thrustBonus = input.upgradeId === "faster" ? dice.d3(`Faster: extra thrust for ${v.name}`) : null;
  const penalty = customUpgradeCount(v, input.upgradeId) > 0;
  v.customUpgrades.push({ upgradeId: input.upgradeId, thrustBonus });
  const bonus = thrustBonus === null ? up.bonus : `+${thrustBonus}" thrust`;
  rec.change(["vehicles", vi, "customUpgrades"], `${v.name} is ${up.name}: ${bonus}${penalty ? `, and as it was taken before, penalty: ${up.penalty}` : ""}.`);
  return rec.done();
}

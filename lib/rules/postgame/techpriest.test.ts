import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { visitRogueTechpriest } from "./techpriest";
import { gruntsRoster } from "../roster/fixtures";
import { effectiveVehicle } from "../effective-vehicle";
import { balance } from "../ledger";

const visit = (dice: number[], p: Partial<Parameters<typeof visitRogueTechpriest>[1]> = {}, roster = gruntsRoster()) =>
  visitRogueTechpriest(roster, { visitorId: "boss", vehicleId: "truck", upgradeId: "heavier", ...p }, manualDice(dice));

describe("003 The rogueTechpriest, a post game action", () => {
  it("003 cost (D3+3)x10: a D3 of 1 (face 2) costs 40 credits; Heavier gives +1 Toughness", () => {
    const res = visit([2]);
    expect(res.roster.ledger.at(-1)).toEqual({ reason: "Rogue Techpriest: Heavier for Grunt Truck", amount: -40, balanceAfter: 360 });
    expect(res.roster.vehicles[0]!.customUpgrades).toEqual([{ upgradeId: "heavier", thrustBonus: null }]);
    expect(effectiveVehicle(res.roster.vehicles[0]!).locations.engines.toughness).toBe(11);
    expect(res.changes.map((c) => c.text)).toEqual([
      "Da Boss paid the rogue Techpriest 40 credits (D3 = 1, (1+3)×10 = 40 credits).",
      "Grunt Truck is Heavier: +1 Toughness.",
    ]);
  });
  it("003 a D3 of 3 (face 6) costs 60 credits; a Champion may visit too", () => {
    expect(balance(visit([6], { visitorId: "nob" }).roster.ledger)).toBe(340);
  });
  it("ruling: Faster's +D3 thrust is rolled at the visit (cost face 3, thrust face 5 → +3\")", () => {
    const res = visit([3, 5], { upgradeId: "faster" });
    expect(res.roster.vehicles[0]!.customUpgrades).toEqual([{ upgradeId: "faster", thrustBonus: 3 }]);
    expect(res.log.map((l) => l.purpose)).toEqual(["Rogue Techpriest: price of Faster for Grunt Truck", "Faster: extra thrust for Grunt Truck"]);
    expect(effectiveVehicle(res.roster.vehicles[0]!).maxThrust).toBe(9);
  });
  it("003 the second Smoother brings its penalty: -2 Wounds engine (dice 1, then 1)", () => {
    const once = visit([1], { upgradeId: "smoother" }).roster;
    const twice = visit([1], { upgradeId: "smoother" }, once);
    expect(twice.changes.at(-1)!.text).toBe("Grunt Truck is Smoother: +1Cl bonus, and as it was taken before, penalty: -2 Wounds engine..");
    expect(effectiveVehicle(twice.roster.vehicles[0]!).locations.engines.wounds).toBe(3);
  });
  it("003 only a Leader or Champion can visit", () => {
    const res = visit([1], { visitorId: "spanna" });
    expect(res.issues).toEqual([
      {
        code: "not-allowed",
        path: ["fighters"],
        message: "Only a Leader or a Champion may visit the rogue Techpriest after a battle: Spanna is a Specialist.",
      },
    ]);
    expect(res.log).toEqual([]);
    expect(visit([1], { visitorId: "ghost" }).issues[0]!.code).toBe("unknown-fighter");
    expect(visit([1], { vehicleId: "ghost" }).issues[0]!.code).toBe("unknown-vehicle");
  });
  it("ruling: a gang that cannot pay the rolled price gets nothing; the roll stays in the log (dice 6)", () => {
    const poor = gruntsRoster();
    poor.ledger.push({ reason: "Spent", amount: -350, balanceAfter: 50 });
    const res = visit([6], {}, poor);
    expect(res.issues[0]).toEqual({
      code: "credits-below-zero",
      path: ["ledger"],
      message: "Rogue Techpriest: Heavier for Grunt Truck costs 60 credits but the gang has only 50: 10 credits short.",
    });
    expect(res.roster).toBe(poor);
    expect(res.log).toHaveLength(1);
  });
});

describe("003 The rogue Techpriest: the words and roster paths the player is shown", () => {
  it("Faster (cost face 3 = D3 2, 50 credits; thrust face 5 = +3): the price in words and the rolled thrust", () => {
    expect(visit([3, 5], { upgradeId: "faster" }).changes).toEqual([
      { path: ["ledger"], text: "Da Boss paid the rogue Techpriest 50 credits (D3 = 2, (2+3)×10 = 50 credits)." },
      { path: ["vehicles", 0, "customUpgrades"], text: 'Grunt Truck is Faster: +3" thrust.' },
    ]);
  });
  it("refusals: an unknown visitor or vehicle, each with its code, field and words", () => {
    expect(visit([1], { visitorId: "ghost" }).issues).toEqual([
      { code: "unknown-fighter", path: ["fighters"], message: '"ghost" is not a fighter of the gang who can visit the rogue Techpriest.' },
    ]);
    expect(visit([1], { vehicleId: "ghost" }).issues).toEqual([
      { code: "unknown-vehicle", path: ["vehicles"], message: 'There is no vehicle "ghost" for the Techpriest to work on.' },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { manualDice, seededDice } from "../../dice";
import { rollPermanentDamage, rollPermanentDamageForAll } from "./permanent-damage";
import { replayStep } from "./result";
import { clearNextBattleMarks } from "./fighters";
import { gruntsRoster } from "../roster/fixtures";
import { validateRoster } from "../validation/validate";
import { balance } from "../ledger";
import type { Roster } from "../roster/schema";

const roll = (dice: number[], extra: Partial<Parameters<typeof rollPermanentDamage>[1]> = {}, roster: Roster = gruntsRoster()) =>
  rollPermanentDamage(roster, { vehicleId: "truck", otherGangBottledOut: false, ...extra }, manualDice(dice));
const damaged = (ids: Roster["vehicles"][number]["permanentDamage"]) => {
  const r = gruntsRoster();
  r.vehicles[0]!.permanentDamage = ids;
  return r;
};

describe("003 Vehicle permanent damage table, rolled after the game", () => {
  it("003 Permanent damage D66 11 IMPROVED!: all earlier permanent damage is fixed (dice 1,1)", () => {
    const res = roll([1, 1], {}, damaged(["armour-weakened", "boneshaker"]));
    expect(res.roster.vehicles[0]!.permanentDamage).toEqual([]);
    expect(res.changes[0]!.text).toBe("Grunt Truck: IMPROVED! All permanent damage is fixed.");
    expect(res.log).toEqual([{ purpose: "Permanent damage: Grunt Truck", dice: "D66", faces: [1, 1], result: 11 }]);
    expect(roll([1, 1]).changes[0]!.text).toContain("no earlier damage");
  });
  it("003 Permanent damage D66 12-36 FIXED: nothing changes (dice 2,5)", () => {
    const res = roll([2, 5], {}, damaged(["boneshaker"]));
    expect(res.roster.vehicles[0]!.permanentDamage).toEqual(["boneshaker"]);
    expect(res.changes[0]!.text).toBe("Grunt Truck: FIXED As good as new (sort of).");
  });
  it("003 Permanent damage D66 41-42 BADLY MANGLED: the vehicle and one chosen ganger miss the next battle (dice 4,1)", () => {
    const res = roll([4, 1], { benchFighterId: "snag" });
    expect(res.roster.vehicles[0]!.benchedNextBattle).toBe(true);
    expect(res.roster.fighters.find((f) => f.id === "snag")!.missesNextBattle).toBe("Fixing Grunt Truck (Badly Mangled)");
    expect(clearNextBattleMarks(res.roster)).toEqual(gruntsRoster());
  });
  it("ruling: Badly Mangled's 'one ganger of your choice' may be any fighter, the Leader too (dice 4,1)", () => {
    expect(roll([4, 1], { benchFighterId: "boss" }).roster.fighters[0]!.missesNextBattle).toBe("Fixing Grunt Truck (Badly Mangled)");
  });
  it("ruling: Badly Mangled without a chosen fighter asks the player to choose one (dice 4,2)", () => {
    const res = roll([4, 2]);
    expect(res.notices).toEqual([
      { code: "choose-benched-fighter", message: "Grunt Truck is Badly Mangled: choose one ganger who can't be used in the next battle." },
    ]);
  });
  it("ruling: IMPROVED! fixes 'Ard Looking with the rest: its scrapes and bullet holes are damage too (dice 1,1)", () => {
    expect(roll([1, 1], {}, damaged(["ard-looking", "bent-chassis"])).roster.vehicles[0]!.permanentDamage).toEqual([]);
  });
  it("003 Permanent damage D66 43-44 'ARD LOOKING (dice 4,3)", () => expect(roll([4, 3]).roster.vehicles[0]!.permanentDamage).toEqual(["ard-looking"]));
  it("003 Permanent damage D66 45-46 ANNOYING SQUEAK (dice 4,6)", () => expect(roll([4, 6]).roster.vehicles[0]!.permanentDamage).toEqual(["annoying-squeak"]));
  it("003 Permanent damage D66 51-52 BONESHAKER (dice 5,1)", () => expect(roll([5, 1]).roster.vehicles[0]!.permanentDamage).toEqual(["boneshaker"]));
  it("003 Permanent damage D66 53-54 STEERING JAMS (dice 5,4)", () => expect(roll([5, 4]).roster.vehicles[0]!.permanentDamage).toEqual(["steering-jams"]));
  it("003 Permanent damage D66 55-56 BENT CHASSIS (dice 5,5)", () => expect(roll([5, 5]).roster.vehicles[0]!.permanentDamage).toEqual(["bent-chassis"]));
  it("003 Permanent damage D66 61-63 ARMOUR WEAKENED, cumulative (dice 6,2)", () => {
    expect(roll([6, 2], {}, damaged(["armour-weakened"])).roster.vehicles[0]!.permanentDamage).toEqual(["armour-weakened", "armour-weakened"]);
  });
  it("003 Permanent damage D66 64-66 DESTROYED, other gang bottled out (ruling: the owner holds the field and strips its own wreck): 2D6x10 salvage, stripper misses next game (dice 6,5 then 3,4)", () => {
    const res = roll([6, 5, 3, 4], { otherGangBottledOut: true, stripperId: "boss" });
    const v = res.roster.vehicles[0]!;
    expect([v.status, v.crew.driverId, v.crew.gunnerIds]).toEqual(["destroyed", null, []]);
    expect(res.roster.ledger.at(-1)).toEqual({ reason: "Salvaged scrap from Grunt Truck", amount: 70, balanceAfter: 470 });
    expect(res.roster.fighters[0]!.missesNextBattle).toBe("Left behind to strip Grunt Truck");
    expect(validateRoster(res.roster)).toEqual([]);
  });
  it("003 DESTROYED when the other gang did not bottle out: no salvage and no second roll (dice 6,6)", () => {
    const res = roll([6, 6], { stripperId: "boss" });
    expect(balance(res.roster.ledger)).toBe(400);
    expect(res.log).toHaveLength(1);
    expect(res.changes.map((c) => c.text)).toContain("No salvage from Grunt Truck: the other gang did not bottle out.");
  });
  it("DESTROYED, other gang bottled out but nobody named to strip it: the player is asked (dice 6,4)", () => {
    expect(roll([6, 4], { otherGangBottledOut: true }).notices[0]!.code).toBe("choose-stripper");
  });
  it("refuses an unknown or destroyed vehicle, or a dead fighter chosen, before rolling", () => {
    expect(roll([1, 1], { vehicleId: "nope" }).issues[0]!.code).toBe("unknown-vehicle");
    const deadBoss = gruntsRoster();
    deadBoss.fighters[0]!.status = "dead";
    const res = roll([1, 1], { stripperId: "boss" }, deadBoss);
    expect([res.issues[0]!.code, res.log.length, res.roster]).toEqual(["unknown-fighter", 0, deadBoss]);
  });
  it("rolls for every crippled vehicle in turn and replays from its log", () => {
    const input = {
      otherGangBottledOut: true,
      crippled: [
        { vehicleId: "truck", stripperId: "boss" },
        { vehicleId: "bike", benchFighterId: "yoof" },
      ],
    };
    const res = rollPermanentDamageForAll(gruntsRoster(), input, seededDice("after-battle-3"));
    expect(res.log.length).toBeGreaterThanOrEqual(2);
    expect(replayStep(rollPermanentDamageForAll, gruntsRoster(), input, res.log)).toEqual(res);
  });
});

// The summary shows every change's text; a refusal's message goes under the step's field. The
// path names the roster field a change touched.
describe("003 Vehicle permanent damage: the words and roster paths the player is shown", () => {
  it("IMPROVED! (1,1), BADLY MANGLED with Snag benched (4,1), BONESHAKER (5,1): each change at its field", () => {
    expect(roll([1, 1], {}, damaged(["boneshaker"])).changes).toEqual([
      { path: ["vehicles", 0, "permanentDamage"], text: "Grunt Truck: IMPROVED! All permanent damage is fixed." },
    ]);
    expect(roll([4, 1], { benchFighterId: "snag" }).changes).toEqual([
      { path: ["vehicles", 0, "benchedNextBattle"], text: "Grunt Truck: BADLY MANGLED It can't be used in the next battle." },
      { path: ["fighters", 4, "missesNextBattle"], text: "Snag can't be used in the next battle: fixing Grunt Truck." },
    ]);
    expect(roll([5, 1]).changes).toEqual([
      {
        path: ["vehicles", 0, "permanentDamage"],
        text: "Grunt Truck: BONESHAKER While the vehicle moves, everyone aboard shoots at a further -1 to hit. [003 Permanent damage, 51-52]",
      },
    ]);
  });
  it("DESTROYED (6,5) stripped by Da Boss (3,4 = 70 credits): the wreck, the salvage and the stripper, each at its field", () => {
    expect(roll([6, 5, 3, 4], { otherGangBottledOut: true, stripperId: "boss" }).changes).toEqual([
      { path: ["vehicles", 0, "status"], text: "Grunt Truck: DESTROYED, a wreck past repair; its crew are on foot." },
      { path: ["ledger"], text: "Salvaged 70 credits of scrap from Grunt Truck." },
      { path: ["fighters", 0, "missesNextBattle"], text: "Da Boss was left behind to strip Grunt Truck and can't be used in the next game." },
    ]);
  });
  it("DESTROYED (6,6) with no salvage, or stripped already by the other gang, or nobody named yet", () => {
    expect(roll([6, 6]).changes[1]).toEqual({ path: ["vehicles", 0], text: "No salvage from Grunt Truck: the other gang did not bottle out." });
    expect(roll([6, 6], { strippedBy: "Da Spikes" }).changes[1]).toEqual({
      path: ["vehicles", 0],
      text: "Da Spikes left a fighter behind and stripped the wreck of Grunt Truck.",
    });
    expect(roll([6, 6], { otherGangBottledOut: true }).notices).toEqual([
      {
        code: "choose-stripper",
        message: "The other gang bottled out: you may leave one fighter to strip Grunt Truck for 2D6x10 credits (he misses the next game).",
      },
    ]);
  });
  it("a vehicle benched earlier and DESTROYED now is not left benched: it is gone (dice 6,6)", () => {
    const r = gruntsRoster();
    r.vehicles[0]!.benchedNextBattle = true;
    expect(roll([6, 6], {}, r).roster.vehicles[0]!.benchedNextBattle).toBe(false);
  });
  it("refusals: an unknown vehicle, a fighter who cannot be chosen; each with its code, field and words", () => {
    expect(roll([1, 1], { vehicleId: "ghost" }).issues).toEqual([
      { code: "unknown-vehicle", path: ["vehicles"], message: 'There is no vehicle "ghost" left to roll permanent damage for.' },
    ]);
    expect(roll([1, 1], { stripperId: "ghost" }).issues).toEqual([
      { code: "unknown-fighter", path: ["fighters"], message: '"ghost" is not a fighter of the gang who can be chosen.' },
    ]);
  });
});

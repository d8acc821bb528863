import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { gruntsRoster } from "../roster/fixtures";
import { validateRoster } from "../validation/validate";
import { balance } from "../ledger";
import { rollPermanentDamage } from "./permanent-damage";
import { stripWreck, type StripWreckInput } from "./strip-wreck";

const wreck = (o: Partial<StripWreckInput> = {}): StripWreckInput => ({
  ownerGangId: "spikes",
  vehicleId: "truck",
  ownerGangName: "Spikes",
  vehicleName: "Big Red",
  knownResult: null,
  stripperId: "snag",
  ...o,
});

describe("003 Permanent damage, DESTROYED: the gang that held the field strips the other's wreck", () => {
  it("a known DESTROYED wreck stripped by Snag: 2D6 3+5 = 80 credits, and Snag misses the next game", () => {
    const res = stripWreck(gruntsRoster(), wreck({ knownResult: "destroyed" }), manualDice([3, 5]));
    expect(res.log).toEqual([{ purpose: "Salvage: Big Red (Spikes)", dice: "2D6", faces: [3, 5], result: 8 }]);
    expect(balance(res.roster.ledger)).toBe(balance(gruntsRoster().ledger) + 80);
    expect(res.roster.ledger.at(-1)).toMatchObject({ reason: "Stripped the wreck of Big Red (Spikes)", amount: 80 });
    expect(res.roster.fighters.find((f) => f.id === "snag")!.missesNextBattle).toBe("Left behind to strip Big Red (Spikes)");
    expect(validateRoster(res.roster)).toEqual([]);
  });

  it("ruling: a wreck not rolled yet is rolled here first: D66 6,6 = 66 DESTROYED, then 2D6 1+1 = 20 credits", () => {
    const res = stripWreck(gruntsRoster(), wreck(), manualDice([6, 6, 1, 1]));
    expect(res.log.map((e) => [e.purpose, e.dice, e.result])).toEqual([
      ["Permanent damage: Big Red (Spikes)", "D66", 66],
      ["Salvage: Big Red (Spikes)", "2D6", 2],
    ]);
    expect(res.roster.ledger.at(-1)!.amount).toBe(20);
  });

  it("a wreck rolled 5,3 = 53 STEERING JAMS here is not destroyed: nothing to strip, the roster unchanged", () => {
    const res = stripWreck(gruntsRoster(), wreck(), manualDice([5, 3]));
    expect(res.roster).toEqual(gruntsRoster());
    expect(res.changes).toEqual([{ path: [], text: "Big Red (Spikes): STEERING JAMS. It is not destroyed, so there is no wreck to strip." }]);
  });

  it("a known result other than DESTROYED rolls no dice", () => {
    const res = stripWreck(gruntsRoster(), wreck({ knownResult: "fixed" }), manualDice([]));
    expect(res.log).toEqual([]);
    expect(res.changes[0]!.text).toMatch(/FIXED\. It is not destroyed/);
  });

  it("DESTROYED with nobody chosen: a notice to choose a stripper, no salvage rolled", () => {
    const res = stripWreck(gruntsRoster(), wreck({ knownResult: "destroyed", stripperId: null }), manualDice([]));
    expect(res.notices).toEqual([
      {
        code: "choose-stripper",
        message: "Big Red (Spikes) is DESTROYED: you may leave one fighter behind to strip it for 2D6x10 credits (they miss the next game).",
      },
    ]);
    expect(res.roster).toEqual(gruntsRoster());
  });

  it("a stripper who is not an available fighter of the gang is refused and the roster is unchanged", () => {
    const r = gruntsRoster();
    r.fighters.find((f) => f.id === "snag")!.status = "dead";
    const res = stripWreck(r, wreck({ knownResult: "destroyed" }), manualDice([3, 5]));
    expect(res.issues.map((i) => i.code)).toEqual(["unknown-fighter"]);
    expect(res.roster).toBe(r);
  });

  it("the wreck's own gang, when another gang stripped it already: DESTROYED (6,4) with no salvage of its own", () => {
    const res = rollPermanentDamage(gruntsRoster(), { vehicleId: "truck", otherGangBottledOut: false, strippedBy: "Spikes" }, manualDice([6, 4]));
    expect(res.roster.vehicles[0]!.status).toBe("destroyed");
    expect(res.changes.map((c) => c.text)).toContain("Spikes left a fighter behind and stripped the wreck of Grunt Truck.");
    expect(res.log).toHaveLength(1);
  });
});

describe("003 Permanent damage, DESTROYED, stripping: the words and roster paths the player is shown", () => {
  it("a known DESTROYED wreck stripped by Snag (2D6 3+5 = 80): the salvage and the stripper, each at its field", () => {
    expect(stripWreck(gruntsRoster(), wreck({ knownResult: "destroyed" }), manualDice([3, 5])).changes).toEqual([
      { path: ["ledger"], text: "Stripped 80 credits of scrap from the wreck of Big Red (Spikes)." },
      { path: ["fighters", 4, "missesNextBattle"], text: "Snag was left behind to strip Big Red (Spikes) and can't be used in the next game." },
    ]);
  });
  it("a stripper who cannot be chosen: refused under the fighters, naming the id given", () => {
    expect(stripWreck(gruntsRoster(), wreck({ knownResult: "destroyed", stripperId: "ghost" }), manualDice([3, 5])).issues).toEqual([
      { code: "unknown-fighter", path: ["fighters"], message: '"ghost" is not a fighter of the gang who can be left behind.' },
    ]);
  });
});

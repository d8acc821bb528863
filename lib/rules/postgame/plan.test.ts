import { describe, expect, it } from "vitest";
import { gruntsRoster } from "@/lib/rules";
import { DEFAULT_PACK } from "@/lib/packs";
import { planPostgame } from "./plan";

const v = (vehicleId: string, o: { crippled?: boolean; wrecked?: boolean } = {}) => ({
  vehicleId,
  crippled: false,
  wrecked: false,
  immobilised: false,
  damagingRams: 0,
  runOver: 0,
  ...o,
});
const plan = (vehicles: ReturnType<typeof v>[]) =>
  planPostgame({
    battleId: "b",
    gangId: "g",
    details: JSON.stringify({ fighters: [], vehicles }),
    result: "won",
    otherGangBottledOut: false,
    roster: gruntsRoster(),
    pack: DEFAULT_PACK,
  });

describe("post-game plan: which vehicles roll on the permanent damage table (003)", () => {
  it("a crippled vehicle rolls once; one neither crippled nor wrecked does not", () => {
    expect(plan([v("truck", { crippled: true }), v("bike")]).crippled).toEqual([{ vehicleId: "truck", name: "Grunt Truck", wrecked: false, knownRoll: null }]);
  });

  it("ruling: a vehicle recorded wrecked ended the game crippled too, rolls as well, and the step says it was wrecked", () => {
    expect(plan([v("truck", { wrecked: true })]).crippled).toEqual([{ vehicleId: "truck", name: "Grunt Truck", wrecked: true, knownRoll: null }]);
  });

  it("a vehicle named twice in a battle record stored before repeats were refused rolls once (003 permanent damage: one roll per crippled vehicle)", () => {
    expect(plan([v("truck", { crippled: true }), v("truck", { crippled: true }), v("truck", { wrecked: true })]).crippled).toEqual([
      { vehicleId: "truck", name: "Grunt Truck", wrecked: false, knownRoll: null },
    ]);
  });
});

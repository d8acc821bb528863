import { describe, expect, it } from "vitest";
import { summariseBattle } from "./summary";
import { battleOf, play } from "./testing";

describe("a finished battle as the campaign's battle record", () => {
  it("lists who went out of action or (ruling) down as injured, kills, vehicles wrecked/crippled/immobilised, and each driver's damaging rams and run-overs", () => {
    let s = battleOf();
    s = play(s, { type: "ram", vehicle: "a/truck", target: "b/buggy", struck: "side" }, [6, 4, 4, 2]).state;
    s = play(s, { type: "run-over", vehicle: "a/truck", fighter: "b/runt", how: "ram" }, [2, 4, 5]).state;
    s = play(s, { type: "fighter-status", fighter: "b/runt", condition: "out-of-action", runOverBy: "a/truck", by: "a/grot" }).state;
    s = play(s, { type: "injury-dice", prompt: 1, injury: "skull" }, [3, 3]).state;
    s = play(s, { type: "adjust", change: { what: "vehicle-flag", vehicle: "a/bike", flag: "wrecked", value: true } }).state;
    const sum = summariseBattle(s);
    expect(sum.gangs.map((g) => g.gangId)).toEqual(["a", "b"]);
    expect(sum.gangs[0]!.vehicles).toEqual([
      { vehicleId: "truck", crippled: false, wrecked: false, immobilised: false, damagingRams: 1, runOver: 1 },
      { vehicleId: "bike", crippled: true, wrecked: true, immobilised: true, damagingRams: 0, runOver: 0 },
    ]);
    expect(sum.gangs[1]!.vehicles).toEqual([{ vehicleId: "buggy", crippled: false, wrecked: false, immobilised: true, damagingRams: 0, runOver: 0 }]);
    expect(sum.gangs[1]!.fighters.find((x) => x.fighterId === "runt")).toEqual({
      fighterId: "runt",
      tookPart: true,
      outOfAction: true,
      injured: true,
      kills: 0,
      outOfActionCaused: 0,
      extraXp: 0,
    });
    expect(sum.gangs[0]!.fighters.find((x) => x.fighterId === "grot")).toEqual({
      fighterId: "grot",
      tookPart: true,
      outOfAction: false,
      injured: false,
      kills: 1,
      outOfActionCaused: 0,
      extraXp: 0,
    });
    expect(sum.drivers).toEqual([{ gangId: "a", fighterId: "grot", damagingRams: 1, runOver: 1 }]);
  });
});

describe("the battle record lists each gang's own", () => {
  it("fighters and vehicles under their own gang only", () => {
    const sum = summariseBattle(battleOf());
    expect(sum.gangs.map((g) => [g.gangId, g.fighters.map((f) => f.fighterId), g.vehicles.map((v) => v.vehicleId)])).toEqual([
      ["a", ["grot", "nob", "snag", "spanna"], ["truck", "bike"]],
      ["b", ["zog", "mek", "runt"], ["buggy"]],
    ]);
  });
});

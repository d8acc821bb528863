import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { driverlessLurch, gasEngineMove, holdStill, slowSpeedManoeuvre } from "./movement";
import { cited, movingOf, ok, refused, vehicleOf } from "./testing";

const fresh = (o = {}) => movingOf("truck", o, {});

describe("003 Vehicle Movement: gas engines (no dice)", () => {
  it('a truck moves up to its 8" straight; 9" is too far', () => {
    expect(ok(gasEngineMove(fresh(), [{ inches: 8, pivot: 0 }]))).toEqual({ inches: 8, pivots: [] });
    expect(refused(gasEngineMove(fresh(), [{ inches: 9, pivot: 0 }])).code).toBe("move-too-long");
  });
  it('003 Turning with gas: 4" and 45°, then 4" and 45° the other way, for a move of 8', () => {
    const r = gasEngineMove(fresh(), [
      { inches: 4, pivot: 45 },
      { inches: 4, pivot: -45 },
    ]);
    expect(ok(r).pivots).toEqual([45, -45]);
    expect(cited(r)).toContain("gas-turns");
  });
  it("003 Turning with gas: a leg longer than half the move, a third turn, a 60° pivot, or no move before a turn are refused", () => {
    expect(
      refused(
        gasEngineMove(fresh(), [
          { inches: 5, pivot: 45 },
          { inches: 3, pivot: 0 },
        ]),
      ).rule.id,
    ).toBe("gas-turns");
    expect(
      refused(
        gasEngineMove(fresh(), [
          { inches: 2, pivot: 45 },
          { inches: 2, pivot: 45 },
          { inches: 2, pivot: 45 },
        ]),
      ).rule.id,
    ).toBe("gas-turns");
    expect(refused(gasEngineMove(fresh(), [{ inches: 3, pivot: 60 }])).rule.id).toBe("gas-turns");
    expect(refused(gasEngineMove(fresh(), [{ inches: 0.5, pivot: 45 }])).rule.id).toBe("gas-turns");
    expect(refused(gasEngineMove(fresh(), [])).code).toBe("not-allowed");
  });
  it("one gas move per activation; none once the move has ended", () => {
    expect(refused(gasEngineMove(movingOf("truck", {}, { gasMoved: true }), [{ inches: 2, pivot: 0 }])).code).toBe("not-allowed");
    expect(refused(gasEngineMove(movingOf("truck", {}, { ended: true }), [{ inches: 2, pivot: 0 }])).code).toBe("movement-ended");
  });
  it("a wrecked, immobilised, crippled or driverless vehicle does not drive", () => {
    expect(refused(gasEngineMove(fresh({ wrecked: true }), [{ inches: 2, pivot: 0 }])).code).toBe("vehicle-wrecked");
    expect(refused(gasEngineMove(fresh({ immobilised: true }), [{ inches: 2, pivot: 0 }])).code).toBe("vehicle-immobilised");
    expect(refused(gasEngineMove(fresh({ crippled: true }), [{ inches: 2, pivot: 0 }])).code).toBe("vehicle-immobilised");
    expect(refused(gasEngineMove(fresh({ hasDriver: false }), [{ inches: 2, pivot: 0 }])).code).toBe("vehicle-driverless");
  });
});

describe("003 Slow speed manoeuvres (no dice)", () => {
  it('creeps 3" and turns 90° at most', () => {
    expect(ok(slowSpeedManoeuvre(fresh(), 3, 90))).toEqual({ inches: 3 });
    expect(refused(slowSpeedManoeuvre(fresh(), 4, 0)).code).toBe("move-too-long");
    expect(refused(slowSpeedManoeuvre(fresh(), 2, 120)).code).toBe("not-allowed");
  });
  it("is the whole drive action: not after a gas move", () => {
    expect(refused(slowSpeedManoeuvre(movingOf("truck", {}, { gasMoved: true }), 2, 0)).rule.id).toBe("slow-speed");
  });
});

describe("003 standing still and driverless vehicles", () => {
  it("003 Stationary vehicles: a vehicle may hold still; a wreck does nothing", () => {
    expect(ok(holdStill(vehicleOf()))).toEqual({ stationary: true });
    expect(refused(holdStill(vehicleOf("truck", { wrecked: true }))).code).toBe("vehicle-wrecked");
  });
  it('003 Vehicles without a driver: swerves 45° to a random side and goes D6" (dice 2 left, 5")', () => {
    const r = driverlessLurch(vehicleOf("buggy", { hasDriver: false }), manualDice([2, 5]));
    expect(ok(r)).toEqual({ side: "left", inches: 5 });
    expect(r.dice.map((d) => d.faces[0])).toEqual([2, 5]);
  });
  it("a vehicle with a driver, or one that cannot move, does not lurch", () => {
    expect(refused(driverlessLurch(vehicleOf(), manualDice([1, 1]))).code).toBe("not-allowed");
    expect(refused(driverlessLurch(vehicleOf("truck", { hasDriver: false, immobilised: true }), manualDice([1, 1]))).code).toBe("vehicle-immobilised");
  });
});

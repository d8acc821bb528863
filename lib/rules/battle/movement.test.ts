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

describe("003 Vehicle Movement: the refusals' words and the rules cited", () => {
  const truck = (a = {}) => movingOf("truck", { name: "Rig" }, a);
  it("003 gas engines: a straight move cites no turn; each refusal says why", () => {
    expect(cited(gasEngineMove(truck(), [{ inches: 8, pivot: 0 }]))).toEqual(["gas-engines"]);
    expect(refused(gasEngineMove(truck({ ended: true }), [{ inches: 2, pivot: 0 }])).message).toBe("Rig's movement has already ended this turn.");
    expect(refused(gasEngineMove(truck({ slowSpeed: true }), [{ inches: 2, pivot: 0 }])).message).toBe(
      "Rig has already made its drive action this activation: one gas engine move, then thrusters.",
    );
    expect(refused(gasEngineMove(truck(), [{ inches: 9, pivot: 0 }])).message).toBe('Rig moves at most 8" under gas engines; 9" is too far.');
    expect(refused(gasEngineMove(truck(), [{ inches: 0, pivot: 0 }])).message).toBe("A gas engine move goes forward some distance in each leg.");
    expect(refused(gasEngineMove(truck(), [{ inches: -1, pivot: 0 }])).code).toBe("not-allowed");
  });
  it("003 Turning with gas: a single leg with a pivot is a turn; two legs without pivots too; the limits are 45° and half the move", () => {
    expect(ok(gasEngineMove(truck(), [{ inches: 4, pivot: -45 }]))).toEqual({ inches: 4, pivots: [-45] });
    expect(cited(gasEngineMove(truck(), [{ inches: 4, pivot: 45 }]))).toEqual(["gas-engines", "gas-turns"]);
    expect(
      refused(
        gasEngineMove(truck(), [
          { inches: 5, pivot: 0 },
          { inches: 3, pivot: 0 },
        ]),
      ).message,
    ).toBe('When turning, each leg is 1" to half the move (4") before its pivot.');
    expect(refused(gasEngineMove(truck(), [{ inches: 3, pivot: -46 }])).message).toBe("A pivot under gas engines is 45° at most.");
    expect(
      refused(
        gasEngineMove(truck(), [
          { inches: 1, pivot: 0 },
          { inches: 1, pivot: 0 },
          { inches: 1, pivot: 0 },
        ]),
      ).message,
    ).toBe("A gas engine move turns at most twice, once in each half of the move.");
    expect(ok(gasEngineMove(truck(), [{ inches: 1, pivot: 45 }])).inches).toBe(1);
  });
  it('003 Slow speed manoeuvres: 0" and a 90° left turn are fine; after thrusts or below 0" refused, with the reasons', () => {
    expect(ok(slowSpeedManoeuvre(truck(), 0, -90))).toEqual({ inches: 0 });
    expect(refused(slowSpeedManoeuvre(truck({ thrusts: 1 }), 1, 0)).message).toBe(
      "Rig has already moved this activation; a slow speed manoeuvre is its whole drive action.",
    );
    expect(refused(slowSpeedManoeuvre(truck({ slowSpeed: true }), 1, 0)).code).toBe("not-allowed");
    expect(refused(slowSpeedManoeuvre(truck(), -1, 0)).message).toBe('A slow speed manoeuvre creeps 3" at most.');
    expect(refused(slowSpeedManoeuvre(truck(), 1, -91)).message).toBe("After creeping, the vehicle turns 90° at most.");
    expect(refused(slowSpeedManoeuvre(truck({ ended: true }), 1, 0)).code).toBe("movement-ended");
  });
  it("003 Vehicles without a driver: the lurch's rolls are named; refusals say why", () => {
    const r = driverlessLurch(vehicleOf("buggy", { name: "Bug", hasDriver: false }), manualDice([4, 3]));
    expect(ok(r)).toEqual({ side: "right", inches: 3 });
    expect(r.dice.map((d) => d.purpose)).toEqual(["Bug without a driver: swerve (1-3 left, 4-6 right)", 'Bug without a driver: move D6"']);
    expect(refused(driverlessLurch(vehicleOf("truck", { name: "Rig" }), manualDice([]))).message).toBe("Rig has a driver, so it moves as he drives it.");
    expect(refused(driverlessLurch(vehicleOf("truck", { name: "Rig", hasDriver: false, crippled: true }), manualDice([]))).message).toBe(
      "Rig cannot move at all, driver or not.",
    );
    expect(refused(driverlessLurch(vehicleOf("truck", { hasDriver: false, wrecked: true }), manualDice([]))).code).toBe("vehicle-wrecked");
  });
});

describe("003 Vehicle Movement: the refusal codes the screen reads", () => {
  const truck = () => movingOf("truck", { name: "Rig" }, {});
  const two = (a: { inches: number; pivot: number }, b: { inches: number; pivot: number }) => gasEngineMove(truck(), [a, b]);
  it("a zero leg after a good one is refused as no forward move, not as a bad turn", () => {
    const r = refused(two({ inches: 4, pivot: 45 }, { inches: 0, pivot: 0 }));
    expect([r.code, r.rule.id, r.message]).toEqual(["not-allowed", "gas-engines", "A gas engine move goes forward some distance in each leg."]);
  });
  it("003 Turning with gas: one pivot over 45° among two legs is refused; each turning refusal is coded not-allowed", () => {
    const wide = refused(two({ inches: 4, pivot: 60 }, { inches: 4, pivot: 0 }));
    expect([wide.code, wide.message]).toEqual(["not-allowed", "A pivot under gas engines is 45° at most."]);
    expect(refused(two({ inches: 5, pivot: 0 }, { inches: 3, pivot: 0 })).code).toBe("not-allowed");
    expect(
      refused(
        gasEngineMove(truck(), [
          { inches: 1, pivot: 0 },
          { inches: 1, pivot: 0 },
          { inches: 1, pivot: 0 },
        ]),
      ).code,
    ).toBe("not-allowed");
  });
});

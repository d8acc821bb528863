import { describe, expect, it } from "vitest";
import { createBattle } from "./create-battle";
import { battleOf, entryRules, ok, play, refusedEvent, twoGangs } from "./testing";
import type { BattleState } from "./state";

const truck = "a/truck";
const buggy = "b/buggy";
const moved = (s: BattleState, vehicle: string) => play(s, { type: "gas-move", vehicle, legs: [{ inches: 8, pivot: 0 }] }).state;

describe("boarding on the battle state", () => {
  it("003 Stationary vehicles: Runt climbs onto his own parked buggy without a roll, as a passenger", () => {
    expect(play(battleOf(), { type: "board", fighter: "b/runt", vehicle: buggy, struck: "front" }).state.fighters["b/runt"]).toMatchObject({
      ridesIn: buggy,
      seat: "passenger",
    });
  });
  it('003 Jumping on board a moving truck: I 3 (3) puts Runt aboard as a boarder; failing (1) he is thrown (1", 3 then 12, hit 4) and pinned', () => {
    const s = moved(battleOf(), truck);
    expect(play(s, { type: "board", fighter: "b/runt", vehicle: truck, struck: "side" }, [3]).state.fighters["b/runt"]).toMatchObject({
      ridesIn: truck,
      seat: "boarder",
    });
    expect(play(s, { type: "board", fighter: "b/runt", vehicle: truck, struck: "rear" }, [1, 1, 3, 12, 4]).state.fighters["b/runt"]).toMatchObject({
      ridesIn: null,
      condition: "pinned",
    });
    expect(refusedEvent(s, { type: "board", fighter: "b/runt", vehicle: truck, struck: "front" }).code).toBe("not-allowed");
    expect(refusedEvent(s, { type: "board", fighter: "a/snag", vehicle: truck, struck: "side" }).code).toBe("not-allowed");
  });
  it("003 Jumping from vehicle to vehicle: Snag leaps to the moving buggy (I 3: 3); a miss (1) drops him between, S3 on 4+ (5)", () => {
    const s = moved(battleOf(), buggy);
    expect(play(s, { type: "jump-across", fighter: "a/snag", vehicle: buggy, distance: 2, sideBySide: true }, [3]).state.fighters["a/snag"]).toMatchObject({
      ridesIn: buggy,
      seat: "boarder",
    });
    expect(
      play(s, { type: "jump-across", fighter: "a/snag", vehicle: buggy, distance: 2, sideBySide: true }, [1, 5]).state.fighters["a/snag"]!.ridesIn,
    ).toBeNull();
    expect(refusedEvent(s, { type: "jump-across", fighter: "b/runt", vehicle: truck, distance: 1, sideBySide: true }).code).toBe("not-allowed");
  });
  it("jumping out of a moving truck (I 3: 4) leaves Snag pinned on foot; off a parked one he just steps down", () => {
    expect(play(moved(battleOf(), truck), { type: "jump-out", fighter: "a/snag" }, [4]).state.fighters["a/snag"]).toMatchObject({
      ridesIn: null,
      condition: "pinned",
    });
    expect(play(battleOf(), { type: "jump-out", fighter: "a/snag" }).state.fighters["a/snag"]).toMatchObject({ ridesIn: null, condition: "active" });
    expect(refusedEvent(battleOf(), { type: "jump-out", fighter: "b/runt" }).code).toBe("not-allowed");
  });
  it("003 Boarding plank: the tailing buggy lowers its front plank; Mek crosses without a roll; Grot shakes it off (Cl 4, 4) for 1 damage (loc 2)", () => {
    let s = moved(battleOf(), buggy);
    expect(refusedEvent(s, { type: "drop-plank", vehicle: buggy, target: truck, distance: 1 }).code).toBe("not-allowed");
    s = play(s, { type: "chase", vehicle: buggy, target: truck, mode: "tail", distance: 1, placed: true }).state;
    s = play(s, { type: "drop-plank", vehicle: buggy, target: truck, distance: 1 }).state;
    expect(s.vehicles[buggy]!.plank).toEqual({ onto: truck });
    const across = play(s, { type: "jump-across", fighter: "b/mek", vehicle: truck, distance: 1, sideBySide: false });
    expect(entryRules(across.entry)).toContain("boarding-plank");
    const shaken = play(s, { type: "shake-plank", vehicle: truck }, [4, 4, 2]).state;
    expect([shaken.vehicles[buggy]!.plank, shaken.vehicles[truck]!.locations.weapons.wounds]).toEqual([null, 2]);
    expect(play(s, { type: "shake-plank", vehicle: truck }, [1, 1]).state.vehicles[buggy]!.plank).toEqual({ onto: truck });
    expect(refusedEvent(battleOf(), { type: "shake-plank", vehicle: truck }).code).toBe("not-allowed");
  });
});

describe("003 Drivers and bike riders: taking over on the battle state", () => {
  const driverOut = (s: BattleState) => play(s, { type: "fighter-status", fighter: "a/grot", condition: "out-of-action" }).state;
  it("Snag takes the controls (I 3: 3) and drives at -1 Cl from then on", () => {
    const s = play(driverOut(battleOf()), { type: "take-over", vehicle: truck, fighter: "a/snag" }, [3]).state;
    expect(s.fighters["a/snag"]).toMatchObject({ seat: "driver", tookOver: true });
    const turn = play(play(moved(s, truck), { type: "thrust", vehicle: truck, inches: 6 }, [4]).state, { type: "thrust-turn", vehicle: truck }, [4, 4]);
    expect(entryRules(turn.entry)).toContain("new-driver-cl");
  });
  it('a failed try (2) sends the truck 5" to the right (4, 5) and again in the end phase (3, 2)', () => {
    const s = play(driverOut(battleOf()), { type: "take-over", vehicle: truck, fighter: "a/snag" }, [2, 4, 5]).state;
    expect(s.vehicles[truck]!.runaway).toBe(true);
    const next = play(s, { type: "next-turn" }, [3, 2]);
    expect(next.entry.text).toMatch(/lurches 2" to the left/);
    expect(next.state.vehicles[truck]!.lastTurn.moved).toBe(true);
  });
  it("a rider who fought this turn cannot take over", () => {
    const s = play(driverOut(battleOf()), { type: "adjust", change: { what: "fought", fighter: "a/snag" } }).state;
    expect(refusedEvent(s, { type: "take-over", vehicle: truck, fighter: "a/snag" }, [6]).code).toBe("not-allowed");
  });
  it("a bike's one try: failing (1; lurch 2, 3; thrown 2, 3, 3, 4) the bike falls crippled and immobilised, and there is no second try", () => {
    const { a, b } = twoGangs();
    a.vehicles[1]!.kind = "trike";
    a.vehicles[1]!.crew.passengerIds = ["snag"];
    a.vehicles[0]!.crew.passengerIds = [];
    let s = ok(
      createBattle([
        { gangId: "a", roster: a },
        { gangId: "b", roster: b },
      ]),
    );
    s = play(s, { type: "fighter-status", fighter: "a/spanna", condition: "out-of-action" }).state;
    s = play(s, { type: "take-over", vehicle: "a/bike", fighter: "a/snag" }, [1, 2, 3, 2, 3, 3, 4]).state;
    expect(s.vehicles["a/bike"]!.flags).toMatchObject({ crippled: true, immobilised: true });
    expect(s.fighters["a/snag"]).toMatchObject({ ridesIn: null, condition: "pinned" });
    expect(refusedEvent(s, { type: "take-over", vehicle: "a/bike", fighter: "a/snag" }).code).toBe("fighter-unavailable");
    s = play(s, { type: "adjust", change: { what: "seat", fighter: "a/nob", vehicle: "a/bike", seat: "passenger" } }).state;
    expect(refusedEvent(s, { type: "take-over", vehicle: "a/bike", fighter: "a/nob" }).rule.id).toBe("take-over-bike");
  });
});

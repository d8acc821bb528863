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

describe("boarding on the battle state: the log's words, refusals in full, seats and the runaway mark", () => {
  const said = (s: BattleState, body: Parameters<typeof refusedEvent>[1], faces: number[] = []) => {
    const r = refusedEvent(s, body, faces);
    return [r.code, r.message];
  };
  it("refused in so many words: boarding while aboard or pinned, leaping across from the ground, jumping out on foot, taking over from outside or pinned", () => {
    const s = moved(battleOf(), truck);
    expect(said(s, { type: "board", fighter: "a/snag", vehicle: truck, struck: "side" })).toEqual([
      "not-allowed",
      "Snag is already aboard a vehicle: leap across instead.",
    ]);
    const pinned = play(battleOf(), { type: "fighter-status", fighter: "b/runt", condition: "pinned" }).state;
    expect(said(pinned, { type: "board", fighter: "b/runt", vehicle: buggy, struck: "side" })).toEqual([
      "fighter-unavailable",
      "Runt is pinned and cannot do this.",
    ]);
    expect(said(s, { type: "jump-across", fighter: "b/runt", vehicle: truck, distance: 1, sideBySide: true })).toEqual([
      "not-allowed",
      "Runt is on foot: he climbs aboard instead.",
    ]);
    expect(said(battleOf(), { type: "jump-out", fighter: "b/runt" })).toEqual(["not-allowed", "Runt is not aboard a vehicle."]);
    const noGrot = play(battleOf(), { type: "fighter-status", fighter: "a/grot", condition: "out-of-action" }).state;
    expect(said(noGrot, { type: "take-over", vehicle: truck, fighter: "b/runt" })).toEqual([
      "fighter-unavailable",
      "Runt must be aboard Grunt Truck and on his feet.",
    ]);
    const snagPinned = play(noGrot, { type: "fighter-status", fighter: "a/snag", condition: "pinned" }).state;
    expect(said(snagPinned, { type: "take-over", vehicle: truck, fighter: "a/snag" }, [3])).toEqual([
      "fighter-unavailable",
      "Snag must be aboard Grunt Truck and on his feet.",
    ]);
  });
  it('003 Jumping on board a moving truck: made it (I 3: 3) he stays on his feet; thrown (1; 1", 3 then 12, hit 4) the log says where he lands', () => {
    const s = moved(battleOf(), truck);
    expect(play(s, { type: "board", fighter: "b/runt", vehicle: truck, struck: "side" }, [3]).state.fighters["b/runt"]!.condition).toBe("active");
    expect(play(s, { type: "board", fighter: "b/runt", vehicle: truck, struck: "rear" }, [1, 1, 3, 12, 4]).entry.text).toBe(
      'I test needing 3+: rolled 1, failed: Runt is thrown. Runt lands 1" away at 0°, takes a S3 hit, pinned.',
    );
  });
  it('003 Jumping out of a moving vehicle: failing the I test (1; 1", 3 then 12, hit 4) he is thrown, and the log says where he lands', () => {
    expect(play(moved(battleOf(), truck), { type: "jump-out", fighter: "a/snag" }, [1, 1, 3, 12, 4]).entry.text).toBe(
      'I test needing 3+: rolled 1, failed: Snag is thrown. Snag lands 1" away at 0°, takes a S3 hit, pinned.',
    );
  });
  it("003 Boarding plank: a plank lying from the other vehicle onto his own is crossed without a roll too", () => {
    let s = moved(battleOf(), buggy);
    s = play(s, { type: "chase", vehicle: buggy, target: truck, mode: "tail", distance: 1, placed: true }).state;
    s = play(s, { type: "drop-plank", vehicle: buggy, target: truck, distance: 1 }).state;
    const r = play(s, { type: "jump-across", fighter: "a/snag", vehicle: buggy, distance: 1, sideBySide: false });
    expect(r.entry).toMatchObject({ text: "Snag crosses onto Skull Buggy without a roll.", dice: [] });
  });
  it("003 Polecat: a polecat leaping across (I 3: 3) has the polecat rule cited; a passenger does not", () => {
    const s = moved(battleOf(), buggy);
    const pole = play(s, { type: "adjust", change: { what: "seat", fighter: "a/snag", vehicle: truck, seat: "polecat" } }).state;
    const leap = (from: BattleState) =>
      entryRules(play(from, { type: "jump-across", fighter: "a/snag", vehicle: buggy, distance: 2, sideBySide: true }, [3]).entry);
    expect(leap(pole)).toContain("polecat");
    expect(leap(s)).not.toContain("polecat");
  });
  it("003 Take over: a driver down at the wheel gives up the seat to the one who takes over (I 3: 3), who is not running away", () => {
    const grotDown = play(battleOf(), { type: "fighter-status", fighter: "a/grot", condition: "down" }).state;
    const s = play(grotDown, { type: "take-over", vehicle: truck, fighter: "a/snag" }, [3]).state;
    expect([s.fighters["a/grot"]!.seat, s.fighters["a/snag"]!.seat, s.vehicles[truck]!.runaway]).toEqual(["passenger", "driver", false]);
  });
  it("003 Take over: a failed try (2) moves the parked truck 5\" (4, 5) and marks it running away, not a bike's spent try; a second rider who makes it (3) stops the runaway", () => {
    const noGrot = play(battleOf(), { type: "fighter-status", fighter: "a/grot", condition: "out-of-action" }).state;
    const failed = play(noGrot, { type: "take-over", vehicle: truck, fighter: "a/snag" }, [2, 4, 5]).state;
    expect([failed.vehicles[truck]!.runaway, failed.vehicles[truck]!.bikeTakeOverTried, failed.vehicles[truck]!.thisTurn.inches]).toEqual([true, false, 5]);
    expect(play(failed, { type: "take-over", vehicle: truck, fighter: "a/nob" }, [3]).state.vehicles[truck]!.runaway).toBe(false);
  });
  it("003 Boarding plank: refused in so many words with no plank fitted, a plank that is destroyed, no passenger on his feet to lower it, or no plank lying on the vehicle", () => {
    expect(said(battleOf(), { type: "drop-plank", vehicle: truck, target: buggy, distance: 1 })).toEqual(["not-allowed", "Grunt Truck has no boarding plank."]);
    let s = moved(battleOf(), buggy);
    s = play(s, { type: "chase", vehicle: buggy, target: truck, mode: "tail", distance: 1, placed: true }).state;
    const broken = structuredClone(s);
    broken.vehicles[buggy]!.upgrades.find((u) => u.upgradeId === "boarding-plank")!.destroyed = true;
    expect(said(broken, { type: "drop-plank", vehicle: buggy, target: truck, distance: 1 })).toEqual(["not-allowed", "Skull Buggy has no boarding plank."]);
    const mekPinned = play(s, { type: "fighter-status", fighter: "b/mek", condition: "pinned" }).state;
    expect(said(mekPinned, { type: "drop-plank", vehicle: buggy, target: truck, distance: 1 })).toEqual(["not-allowed", "A passenger lowers the plank."]);
    expect(play(s, { type: "drop-plank", vehicle: buggy, target: truck, distance: 1 }).entry.text).toBe(
      "Skull Buggy lowers its boarding plank onto Grunt Truck.",
    );
    expect(said(battleOf(), { type: "shake-plank", vehicle: truck })).toEqual(["not-allowed", "No plank lies on Grunt Truck."]);
  });
  it("003 Boarding plank: the driver's Cl test to shake it off, failed (1, 1) or made (4, 4; 1 damage, loc 2), is said; with nobody at the wheel it is refused", () => {
    let s = moved(battleOf(), buggy);
    s = play(s, { type: "chase", vehicle: buggy, target: truck, mode: "tail", distance: 1, placed: true }).state;
    s = play(s, { type: "drop-plank", vehicle: buggy, target: truck, distance: 1 }).state;
    expect(play(s, { type: "shake-plank", vehicle: truck }, [1, 1]).entry.text).toBe("Grot fails to shake the plank off.");
    expect(play(s, { type: "shake-plank", vehicle: truck }, [4, 4, 2]).entry.text).toBe(
      "Grot shakes the plank off. Grunt Truck: 1 damage on the FIXED WEAPON (rolled 2) (Grunt Truck's weapons: 2/3 wounds left).",
    );
    const noGrot = play(s, { type: "fighter-status", fighter: "a/grot", condition: "out-of-action" }).state;
    expect(said(noGrot, { type: "shake-plank", vehicle: truck }, [4, 4, 2])).toEqual([
      "vehicle-driverless",
      "Grunt Truck has no driver to shake the plank off.",
    ]);
  });
});

describe("boarding on the battle state: who keeps his seat, and the plank's test", () => {
  it("003 Take over: only the fallen driver's seat changes; the gunner stays a gunner", () => {
    const grotDown = play(battleOf(), { type: "fighter-status", fighter: "a/grot", condition: "down" }).state;
    const s = play(grotDown, { type: "take-over", vehicle: truck, fighter: "a/snag" }, [3]).state;
    expect(s.fighters["a/nob"]!.seat).toBe("gunner");
  });
  it("003 ANNOYING SQUEAK: it spoils swerves and turns under thrust only, so Grot shakes the plank off with 3 and 4 (Cl 7+) all the same", () => {
    const { a, b } = twoGangs();
    a.vehicles[0]!.permanentDamage = ["annoying-squeak"];
    let s = ok(
      createBattle([
        { gangId: "a", roster: a },
        { gangId: "b", roster: b },
      ]),
    );
    s = moved(s, buggy);
    s = play(s, { type: "chase", vehicle: buggy, target: truck, mode: "tail", distance: 1, placed: true }).state;
    s = play(s, { type: "drop-plank", vehicle: buggy, target: truck, distance: 1 }).state;
    expect(play(s, { type: "shake-plank", vehicle: truck }, [3, 4, 2]).entry.text).toMatch(/^Grot shakes the plank off\./);
  });
});

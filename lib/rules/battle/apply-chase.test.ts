import { describe, expect, it } from "vitest";
import { createBattle } from "./create-battle";
import { battleOf, entryRules, ok, play, refusedEvent, twoGangs } from "./testing";
import type { BattleState } from "./state";

const truck = "a/truck";
const buggy = "b/buggy";
const tailing = (s: BattleState = battleOf()) =>
  play(play(s, { type: "gas-move", vehicle: buggy, legs: [{ inches: 8, pivot: 0 }] }).state, {
    type: "chase",
    vehicle: buggy,
    target: truck,
    mode: "tail",
    distance: 1,
    placed: true,
  }).state;

describe("003 Tailing and racing on the battle state", () => {
  it("declaring a tail gives up the rest of the buggy's move; a chase move in the truck's activation starts afresh", () => {
    let s = tailing();
    expect(s.vehicles[buggy]!.chase).toEqual({ quarry: truck, mode: "tail", keptPace: false });
    expect(refusedEvent(s, { type: "thrust", vehicle: buggy, inches: 6 }, [6]).code).toBe("movement-ended");
    s = play(s, { type: "chase-move", vehicle: buggy }).state;
    expect(s.vehicles[buggy]!.chase?.keptPace).toBe(true);
    expect(play(s, { type: "gas-move", vehicle: buggy, legs: [{ inches: 8, pivot: 0 }] }).state.vehicles[buggy]!.activation.gasMoved).toBe(true);
  });
  it("003 Chasers shooting: having kept pace, Mek fires at the truck without the moving penalties (3 +1 hits 4+)", () => {
    const s = play(tailing(), { type: "chase-move", vehicle: buggy }).state;
    const r = play(
      s,
      {
        type: "shoot-vehicle",
        target: truck,
        firer: "b/mek",
        weapon: { carried: { unwieldy: false, pistol: false, template: false } },
        needed: 4,
        special: "standard",
        damage: 1,
      },
      [3, 6],
    );
    expect(entryRules(r.entry)).toContain("chasers-shooting");
  });
  it('copying a turn under thrust: Zog fails Cl (2, 2) and is shaken off, skidding 4"', () => {
    const r = play(tailing(), { type: "chase-turn", vehicle: buggy }, [2, 2, 4]);
    expect(r.state.vehicles[buggy]!.chase).toBeNull();
    expect(entryRules(r.entry)).toContain("shaken-off");
  });
  it("003 Shadow: Zog re-rolls the failed Cl test (2, 2 then 5, 5)", () => {
    const { a, b } = twoGangs();
    b.fighters[0]!.drivingSkills = ["shadow"];
    const s = tailing(
      ok(
        createBattle([
          { gangId: "a", roster: a },
          { gangId: "b", roster: b },
        ]),
      ),
    );
    const r = play(s, { type: "chase-turn", vehicle: buggy }, [2, 2, 5, 5]);
    expect(r.state.vehicles[buggy]!.chase).not.toBeNull();
    expect(entryRules(r.entry)).toContain("shadow");
  });
  it("a racer repositions with Int (5, 3: now tailing); a tailing vehicle does not reposition; the chaser may give up", () => {
    const race = play(play(battleOf(), { type: "gas-move", vehicle: buggy, legs: [{ inches: 8, pivot: 0 }] }).state, {
      type: "chase",
      vehicle: buggy,
      target: truck,
      mode: "race",
      distance: 2,
      placed: true,
    }).state;
    expect(play(race, { type: "reposition", vehicle: buggy, to: "tail" }, [5, 3]).state.vehicles[buggy]!.chase?.mode).toBe("tail");
    expect(play(race, { type: "reposition", vehicle: buggy, to: "tail" }, [1, 1]).state.vehicles[buggy]!.chase).toBeNull();
    expect(refusedEvent(tailing(), { type: "reposition", vehicle: buggy, to: "race" }).code).toBe("not-allowed");
    expect(play(tailing(), { type: "give-up-chase", vehicle: buggy }).state.vehicles[buggy]!.chase).toBeNull();
    expect(refusedEvent(battleOf(), { type: "give-up-chase", vehicle: buggy }).code).toBe("not-allowed");
  });
  it("003 Get Away Driver: the buggy's Int test (3, 3) fails, so it may not chase the truck this turn; next turn it may", () => {
    const { a, b } = twoGangs();
    a.fighters[0]!.drivingSkills = ["get-away-driver"];
    let s = ok(
      createBattle([
        { gangId: "a", roster: a },
        { gangId: "b", roster: b },
      ]),
    );
    expect(refusedEvent(battleOf(), { type: "get-away", vehicle: buggy, target: truck }, [3, 3]).rule.id).toBe("get-away-driver");
    s = play(s, { type: "get-away", vehicle: buggy, target: truck }, [3, 3]).state;
    const moved = play(s, { type: "gas-move", vehicle: buggy, legs: [{ inches: 8, pivot: 0 }] }).state;
    expect(refusedEvent(moved, { type: "chase", vehicle: buggy, target: truck, mode: "tail", distance: 1, placed: true }).rule.id).toBe("get-away-driver");
    expect(play(s, { type: "next-turn" }).state.vehicles[buggy]!.shakenBy).toEqual([]);
  });
  it("a failed thrust shakes a chaser off", () => {
    let s = play(tailing(), { type: "chase-move", vehicle: buggy }).state;
    s = play(s, { type: "gas-move", vehicle: buggy, legs: [{ inches: 8, pivot: 0 }] }).state;
    expect(play(s, { type: "thrust", vehicle: buggy, inches: 6 }, [1, 4, 2]).state.vehicles[buggy]!.chase).toBeNull();
  });
});

describe("003 Tailing and racing: the log's words and refusals in full", () => {
  const move = (s: BattleState = battleOf()) => play(s, { type: "gas-move", vehicle: buggy, legs: [{ inches: 8, pivot: 0 }] }).state;
  const withGetAway = () => {
    const { a, b } = twoGangs();
    a.fighters[0]!.drivingSkills = ["get-away-driver"];
    return ok(
      createBattle([
        { gangId: "a", roster: a },
        { gangId: "b", roster: b },
      ]),
    );
  };
  it("declaring a tail or a race says which, and that the chaser now moves in its quarry's activation", () => {
    const chase = (mode: "tail" | "race") => play(move(), { type: "chase", vehicle: buggy, target: truck, mode, distance: 1, placed: true }).entry.text;
    expect(chase("tail")).toBe("Skull Buggy tails Grunt Truck: it moves in Grunt Truck's activation from now on.");
    expect(chase("race")).toBe("Skull Buggy races Grunt Truck: it moves in Grunt Truck's activation from now on.");
  });
  it("a chase move starts a fresh activation, said in the log; giving up is said too", () => {
    const r = play(tailing(), { type: "chase-move", vehicle: buggy });
    expect(r.entry.text).toBe("Skull Buggy follows Grunt Truck with a fresh move.");
    expect(r.state.vehicles[buggy]!.activation).toEqual({ gasMoved: false, slowSpeed: false, thrusts: 0, ended: false, mayTurnAfterThrust: false });
    expect(play(tailing(), { type: "give-up-chase", vehicle: buggy }).entry.text).toBe("Skull Buggy gives up the chase and stops.");
  });
  it("shaken off while copying a turn (Cl 2, 2; skid 4): the chaser's activation ends and the skid counts as moved", () => {
    const r = play(tailing(), { type: "chase-turn", vehicle: buggy }, [2, 2, 4]);
    expect(r.entry.text).toBe('Cl test needing 7+: rolled 4, failed: Skull Buggy is shaken off and skids 4".');
    expect(r.state.vehicles[buggy]!.activation.ended).toBe(true);
    expect(r.state.vehicles[buggy]!.thisTurn).toEqual({ activated: true, moved: true, thrusted: false, inches: 12 });
  });
  it("refused in so many words: chasing itself, a move for a vehicle chasing nobody, a tailing vehicle repositioning, a quarry whose driver is no Get Away Driver", () => {
    const said = (s: BattleState, body: Parameters<typeof refusedEvent>[1], faces: number[] = []) => {
      const r = refusedEvent(s, body, faces);
      return [r.code, r.message];
    };
    expect(said(move(), { type: "chase", vehicle: buggy, target: buggy, mode: "tail", distance: 1, placed: true })).toEqual([
      "not-allowed",
      "A vehicle cannot chase itself.",
    ]);
    expect(said(battleOf(), { type: "chase-move", vehicle: buggy })).toEqual(["not-allowed", "Skull Buggy is not chasing anyone."]);
    expect(said(tailing(), { type: "reposition", vehicle: buggy, to: "race" })).toEqual([
      "not-allowed",
      "Only a racer repositions; a tailing vehicle simply follows.",
    ]);
    expect(said(battleOf(), { type: "get-away", vehicle: buggy, target: truck }, [3, 3])).toEqual([
      "not-allowed",
      "Grunt Truck's driver is no Get Away Driver.",
    ]);
  });
  it("a chaser whose driver is out of action (the buggy swerves left, 3, and runs 2) cannot copy a turn, reposition or test against a Get Away Driver: it has no driver", () => {
    const driverless = (s: BattleState, mode: "tail" | "race") => {
      const chasing = play(move(s), { type: "chase", vehicle: buggy, target: truck, mode, distance: mode === "tail" ? 1 : 2, placed: true }).state;
      return play(chasing, { type: "fighter-status", fighter: "b/zog", condition: "out-of-action" }, [3, 2]).state;
    };
    const said = (s: BattleState, body: Parameters<typeof refusedEvent>[1]) => {
      const r = refusedEvent(s, body, [3, 3]);
      return [r.code, r.message];
    };
    const noDriver = ["vehicle-driverless", "Skull Buggy has no driver."];
    expect(said(driverless(battleOf(), "tail"), { type: "chase-turn", vehicle: buggy })).toEqual(noDriver);
    expect(said(driverless(battleOf(), "race"), { type: "reposition", vehicle: buggy, to: "tail" })).toEqual(noDriver);
    expect(said(driverless(withGetAway(), "tail"), { type: "get-away", vehicle: buggy, target: truck })).toEqual(noDriver);
  });
  it("003 Get Away Driver: a quarry with nobody at the wheel has no Get Away Driver either", () => {
    const noGrot = play(battleOf(), { type: "fighter-status", fighter: "a/grot", condition: "out-of-action" }).state;
    const r = refusedEvent(noGrot, { type: "get-away", vehicle: buggy, target: truck }, [3, 3]);
    expect([r.code, r.message]).toEqual(["not-allowed", "Grunt Truck's driver is no Get Away Driver."]);
  });
  it("003 Get Away Driver: the Int test's result is in the log; a failed one (3, 3) ends the buggy's tail on the truck, a passed one (6, 6) leaves it", () => {
    const tail = tailing(withGetAway());
    const failed = play(tail, { type: "get-away", vehicle: buggy, target: truck }, [3, 3]);
    expect(failed.entry.text).toBe("Skull Buggy: Int test 6, cannot chase Grunt Truck this turn.");
    expect([failed.state.vehicles[buggy]!.chase, failed.state.vehicles[buggy]!.shakenBy]).toEqual([null, [truck]]);
    const passed = play(tail, { type: "get-away", vehicle: buggy, target: truck }, [6, 6]);
    expect(passed.entry.text).toBe("Skull Buggy: Int test 12, may chase Grunt Truck this turn.");
    expect([passed.state.vehicles[buggy]!.chase?.quarry, passed.state.vehicles[buggy]!.shakenBy]).toEqual([truck, []]);
    // tailing the bike, the buggy fails its test against the truck: its tail on the bike stands
    const onBike = play(move(withGetAway()), { type: "chase", vehicle: buggy, target: "a/bike", mode: "tail", distance: 1, placed: true }).state;
    expect(play(onBike, { type: "get-away", vehicle: buggy, target: truck }, [3, 3]).state.vehicles[buggy]!.chase?.quarry).toBe("a/bike");
  });
});

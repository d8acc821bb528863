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

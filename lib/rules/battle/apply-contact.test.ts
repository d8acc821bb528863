import { describe, expect, it } from "vitest";
import { battleOf, entryRules, play, refusedEvent } from "./testing";

const truck = "a/truck";
const buggy = "b/buggy";
const moveBuggy = (s = battleOf()) => play(s, { type: "gas-move", vehicle: buggy, legs: [{ inches: 8, pivot: 0 }] }).state;

describe("rams on the battle state", () => {
  it("003 T-bone with a reinforced ram on a stationary buggy: rammer 1 (loc 6), buggy D3 face 4 +2 = 4 (loc 4), pushed left (2)", () => {
    const { state, entry } = play(battleOf(), { type: "ram", vehicle: truck, target: buggy, struck: "side" }, [6, 4, 4, 2]);
    expect(state.vehicles[truck]!.locations.engines.wounds).toBe(4);
    expect(state.vehicles[buggy]!.locations.wheels.wounds).toBe(0);
    expect(state.prompts).toEqual([{ id: 1, kind: "injury", vehicle: buggy, location: "wheels" }]);
    expect(entryRules(entry)).toEqual(expect.arrayContaining(["ram", "stationary-vehicle", "ram-t-bone", "reinforced-ram", "push-aside", "location-wounds"]));
  });
  it("003 Drivers and experience: a ram that damages counts for the vehicle and its driver", () => {
    const { state } = play(battleOf(), { type: "ram", vehicle: truck, target: buggy, struck: "side" }, [6, 4, 4, 2]);
    expect(state.vehicles[truck]!.damagingRams).toBe(1);
    expect(state.drivers["a/grot"]).toEqual({ damagingRams: 1, runOver: 0 });
  });
  it("003 Rams to the side: a buggy that moved may swerve (Zog Cl 7: 5, 5; left on 1): nobody is hurt or credited", () => {
    const { state } = play(moveBuggy(), { type: "ram", vehicle: truck, target: buggy, struck: "side" }, [5, 5, 1]);
    expect(state.vehicles[truck]!.damagingRams).toBe(0);
  });
  it("003 Head on (chicken 3 and 4): truck D6 2 (loc 3, immob 1), buggy D6 5 +2 (loc 6, immob 4): the buggy's engines are out, the truck's move ends", () => {
    const { state } = play(moveBuggy(), { type: "ram", vehicle: truck, target: buggy, struck: "front", chicken: { rammer: 3, target: 4 } }, [2, 3, 1, 5, 6, 4]);
    expect(state.vehicles[buggy]!.flags.immobilised).toBe(true);
    expect(state.vehicles[buggy]!.locations.engines.wounds).toBe(0);
    expect(state.vehicles[truck]!.locations.upgrades.wounds).toBe(0);
    expect(state.vehicles[truck]!.activation.ended).toBe(true);
  });
  it("refused: ramming itself, or ramming with a wrecked vehicle", () => {
    expect(refusedEvent(battleOf(), { type: "ram", vehicle: truck, target: truck, struck: "side" }).code).toBe("not-allowed");
    const wrecked = play(battleOf(), { type: "adjust", change: { what: "vehicle-flag", vehicle: truck, flag: "wrecked", value: true } }).state;
    expect(refusedEvent(wrecked, { type: "ram", vehicle: truck, target: buggy, struck: "side" }, [6, 4, 4, 2]).code).toBe("vehicle-wrecked");
  });
});

describe("collisions, crashes, clips and swipes on the battle state", () => {
  it("003 Collision, rear into side: 1 each; the buggy's hit on weapons falls to its one crewman Mek (loc 2), the truck's on its driver (loc 5)", () => {
    const { state, entry } = play(battleOf(), { type: "collision", vehicle: buggy, target: truck, collision: "front-or-rear-into-side-or-rear" }, [2, 5]);
    expect([state.fighters["b/mek"]!.wounds, state.fighters["a/grot"]!.wounds]).toEqual([0, 0]);
    expect(entryRules(entry)).toEqual(expect.arrayContaining(["collision", "collision-strikes", "fighter-location"]));
  });
  it("003 Crashes, front first: D6 3 on the wheels (loc 4), not immobilised (2); the move ends", () => {
    const v = play(battleOf(), { type: "crash", vehicle: truck, face: "front" }, [3, 4, 2]).state.vehicles[truck]!;
    expect([v.locations.wheels.wounds, v.flags.immobilised, v.activation.ended]).toEqual([0, false, true]);
  });
  it("003 Clips: a 5 is a real contact, and nothing changes by itself", () => {
    const s = battleOf();
    const r = play(s, { type: "clip", vehicle: truck, target: "a rock" }, [5]);
    expect(r.entry.text).toMatch(/real contact/);
    expect(r.state.vehicles).toEqual(s.vehicles);
  });
  it("003 Rakes: D3 each (truck face 2: 1 on loc 6; buggy face 6: 3 on loc 3, its upgrades at 0)", () => {
    const { state } = play(battleOf(), { type: "swipe", vehicle: truck, target: buggy, swipe: "rake", distance: 1 }, [2, 6, 6, 3]);
    expect([state.vehicles[truck]!.locations.engines.wounds, state.vehicles[buggy]!.locations.upgrades.wounds]).toEqual([4, 0]);
    expect(state.prompts.map((p) => p.kind)).toEqual(["injury"]);
  });
});

describe("running fighters over on the battle state", () => {
  it('003 Squashing models on foot: Runt fails I 3 (2), takes the S4 D2 hit, knocked 2" (face 4) right (5)', () => {
    expect(play(battleOf(), { type: "run-over", vehicle: truck, fighter: "b/runt", how: "ram" }, [2, 4, 5]).entry.text).toMatch(/S4 D2 hit/);
  });
  it("003 Spikes and blades, second set: the buggy's dodge test is at -1 (I 3: 3 fails; knocked 1, side 6)", () => {
    const r = play(battleOf(), { type: "run-over", vehicle: buggy, fighter: "b/runt", how: "ram" }, [3, 1, 6]);
    expect(entryRules(r.entry)).toContain("spikes-and-blades");
  });
  it("003 Drivers and experience: Runt taken out of action by the run-over counts for the truck and Grot", () => {
    const s = play(battleOf(), { type: "run-over", vehicle: truck, fighter: "b/runt", how: "ram" }, [2, 4, 5]).state;
    const r = play(s, { type: "fighter-status", fighter: "b/runt", condition: "out-of-action", runOverBy: truck });
    expect(r.state.vehicles[truck]!.runOver).toBe(1);
    expect(r.state.drivers["a/grot"]).toEqual({ damagingRams: 0, runOver: 1 });
    expect(entryRules(r.entry)).toContain("run-over-experience");
  });
  it("only a fighter on foot is run over", () => {
    expect(refusedEvent(battleOf(), { type: "run-over", vehicle: buggy, fighter: "a/nob", how: "ram" }).code).toBe("fighter-unavailable");
  });
});

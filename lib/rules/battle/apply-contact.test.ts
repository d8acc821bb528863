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

describe("contacts on the battle state: the log's words, refusals in full, what the move records", () => {
  it("003 Rams, T-bone (dice 6, 4, 4, 2): the log says who rammed whom, each vehicle's damage and the push; the rammer has moved, not thrusted, and may drive on", () => {
    const { state, entry } = play(battleOf(), { type: "ram", vehicle: truck, target: buggy, struck: "side" }, [6, 4, 4, 2]);
    expect(entry.text).toBe(
      "Grunt Truck rams Skull Buggy (t-bone). Skull Buggy: 4 damage on the WHEEL/TRACK (rolled 4) (Skull Buggy's wheels: 0/3 wounds left, roll the injury dice). Grunt Truck: 1 damage on the ENGINES (rolled 6) (Grunt Truck's engines: 4/5 wounds left). Skull Buggy is pushed left.",
    );
    expect(state.vehicles[truck]!.thisTurn).toEqual({ activated: true, moved: true, thrusted: false, inches: 0 });
    expect(state.vehicles[truck]!.activation.ended).toBe(false);
  });
  it("003 Rams, front into rear: the bike shunting the larger buggy does it no damage (pushed left on 3), so the ram does not count for experience", () => {
    const { state, entry } = play(battleOf(), { type: "ram", vehicle: "a/bike", target: buggy, struck: "rear" }, [3]);
    expect(entry.text).toBe("Speedy rams Skull Buggy (shunt). Skull Buggy: no damage. Speedy: no damage. Skull Buggy is pushed left.");
    expect([state.vehicles["a/bike"]!.damagingRams, state.drivers["a/spanna"]]).toEqual([0, undefined]);
  });
  it("003 Rams, head on (chicken 3 and 4; dice 2, 3, 1, 5, 6, 4): nobody is pushed, both stop dead", () => {
    const { entry } = play(moveBuggy(), { type: "ram", vehicle: truck, target: buggy, struck: "front", chicken: { rammer: 3, target: 4 } }, [2, 3, 1, 5, 6, 4]);
    expect(entry.text).toMatch(/^Grunt Truck rams Skull Buggy \(head-on\)\. .*\. Both stop dead\.$/);
  });
  it("a vehicle cannot ram, collide with or swipe at itself: refused in so many words", () => {
    const self = (body: Parameters<typeof refusedEvent>[1]) => {
      const r = refusedEvent(battleOf(), body);
      return [r.code, r.message];
    };
    expect(self({ type: "ram", vehicle: truck, target: truck, struck: "side" })).toEqual(["not-allowed", "A vehicle cannot ram itself."]);
    expect(self({ type: "collision", vehicle: truck, target: truck, collision: "front-or-rear-into-side-or-rear" })).toEqual([
      "not-allowed",
      "A vehicle cannot collide with itself.",
    ]);
    expect(self({ type: "swipe", vehicle: truck, target: truck, swipe: "rake", distance: 1 })).toEqual(["not-allowed", "A vehicle cannot swipe at itself."]);
  });
  it("003 Collisions (dice 2, 5): the log names both vehicles and each one's damage", () => {
    const { entry } = play(battleOf(), { type: "collision", vehicle: buggy, target: truck, collision: "front-or-rear-into-side-or-rear" }, [2, 5]);
    expect(entry.text).toBe(
      "Skull Buggy collides with Grunt Truck. Skull Buggy: 1 damage on the CREW (random member) (rolled 2) (Mek loses 1 wound(s), 0 left: resolve his injury with the base rules). Grunt Truck: 1 damage on the DRIVER (rolled 5) (Grot loses 1 wound(s), 0 left: resolve his injury with the base rules).",
    );
  });
  it("003 Collisions: a buggy that moved dodges with its driver's Cl test (5, 5; left on 1), and nobody is hurt", () => {
    const s = moveBuggy();
    const { state, entry } = play(s, { type: "collision", vehicle: truck, target: buggy, collision: "front-or-rear-into-side-or-rear" }, [5, 5, 1]);
    expect(entry.text).toBe("Cl test needing 7+: rolled 10, passed: Skull Buggy dodges left.");
    expect(state.vehicles[buggy]!.locations).toEqual(s.vehicles[buggy]!.locations);
  });
  it("003 Crashes (dice 3, 4, 2): the log ends by saying the move ends", () => {
    expect(play(battleOf(), { type: "crash", vehicle: truck, face: "front" }, [3, 4, 2]).entry.text).toBe(
      "Grunt Truck crashes (front). Grunt Truck: 3 damage on the WHEEL/TRACK (rolled 4) (Grunt Truck's wheels: 0/3 wounds left, roll the injury dice). Its move ends.",
    );
  });
  it("003 Clips: the die is named for both, a vehicle by its name and anything else as typed", () => {
    expect(play(battleOf(), { type: "clip", vehicle: truck, target: buggy }, [2]).entry.dice.map((d) => d.purpose)).toEqual([
      "Clip: Grunt Truck and Skull Buggy",
    ]);
    expect(play(battleOf(), { type: "clip", vehicle: truck, target: "a rock" }, [2]).entry.dice.map((d) => d.purpose)).toEqual([
      "Clip: Grunt Truck and a rock",
    ]);
  });
  it("003 Rakes and sideswipes: the log says which, with each vehicle's damage; the swiper has moved, not thrusted", () => {
    const rake = play(battleOf(), { type: "swipe", vehicle: truck, target: buggy, swipe: "rake", distance: 1 }, [2, 6, 6, 3]);
    expect(rake.entry.text).toBe(
      "Grunt Truck rakes Skull Buggy. Skull Buggy: 3 damage on the UPGRADES (rolled 3), swerves away (Skull Buggy's upgrades: 0/2 wounds left, roll the injury dice). Grunt Truck: 1 damage on the ENGINES (rolled 6), swerves away (Grunt Truck's engines: 4/5 wounds left).",
    );
    expect(rake.state.vehicles[truck]!.thisTurn).toEqual({ activated: true, moved: true, thrusted: false, inches: 0 });
    // sideswipe, dice 2, 6, 6
    expect(play(battleOf(), { type: "swipe", vehicle: truck, target: buggy, swipe: "sideswipe", distance: 1 }, [2, 6, 6]).entry.text).toBe(
      "Grunt Truck sideswipes Skull Buggy. Skull Buggy: 1 damage on the ENGINES (rolled 6), swerves away (Skull Buggy's engines: 4/5 wounds left). Grunt Truck: no damage.",
    );
  });
  it("003 Rakes: a buggy that moved jinks aside with its driver's Cl test (5, 5), unharmed", () => {
    expect(play(moveBuggy(), { type: "swipe", vehicle: truck, target: buggy, swipe: "rake", distance: 1 }, [5, 5]).entry.text).toBe(
      "Cl test needing 7+: rolled 10, passed: Skull Buggy jinks aside, unharmed.",
    );
  });
  it("003 Squashing models on foot: a fighter down cannot dodge and takes the hit (2 inches on a 4, right on a 5); one who dodges (6) gets no reminder to record a run-over", () => {
    const down = play(battleOf(), { type: "fighter-status", fighter: "b/runt", condition: "down" }).state;
    expect(play(down, { type: "run-over", vehicle: truck, fighter: "b/runt", how: "ram" }, [4, 5]).entry.text).toBe(
      'Runt is down and cannot dodge: a S4 D2 hit from Grunt Truck, knocked 2" to the right. If the hit takes him out of action, record it as run over by this vehicle.',
    );
    expect(play(battleOf(), { type: "run-over", vehicle: truck, fighter: "b/runt", how: "ram" }, [6]).entry.text).toBe(
      "I test needing 3+: rolled 6, passed: Runt leaps clear of Grunt Truck.",
    );
  });
  it("a fighter aboard a vehicle, or out of action, is not run over: refused naming him", () => {
    const rider = refusedEvent(battleOf(), { type: "run-over", vehicle: buggy, fighter: "a/nob", how: "ram" });
    expect([rider.code, rider.message]).toEqual(["fighter-unavailable", "Nob is not on foot on the table."]);
    const ooa = play(battleOf(), { type: "fighter-status", fighter: "b/runt", condition: "out-of-action" }).state;
    const gone = refusedEvent(ooa, { type: "run-over", vehicle: truck, fighter: "b/runt", how: "ram" }, [2, 4, 5]);
    expect([gone.code, gone.message]).toEqual(["fighter-unavailable", "Runt is not on foot on the table."]);
  });
});

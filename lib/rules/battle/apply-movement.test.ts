import { describe, expect, it } from "vitest";
import { createBattle } from "./create-battle";
import type { PermanentDamageId } from "../tables/permanent-damage";
import type { DrivingSkillId } from "../tables/driving-skills";
import { battleOf, entryRules, ok, play, refusedEvent, twoGangs } from "./testing";

const truck = "a/truck";
const gas = { type: "gas-move", vehicle: truck, legs: [{ inches: 8, pivot: 0 }] } as const;

function battleWith(damage: PermanentDamageId[] = [], skills: DrivingSkillId[] = []) {
  const { a, b } = twoGangs();
  a.vehicles[0]!.permanentDamage = damage;
  a.fighters[0]!.drivingSkills = skills;
  return ok(
    createBattle([
      { gangId: "a", roster: a },
      { gangId: "b", roster: b },
    ]),
  );
}

describe("movement on the battle state", () => {
  it("003 gas engines: the truck's 8\" move is recorded as moved this turn (no dice)", () => {
    const { state, entry } = play(battleOf(), gas);
    expect(state.vehicles[truck]!.thisTurn).toEqual({ activated: true, moved: true, thrusted: false, inches: 8 });
    expect(entry).toMatchObject({ turn: 1, rule: { id: "gas-engines" }, dice: [] });
    expect(entry.event.faces).toEqual([]);
  });
  it('003 Thrusters: a thrust after the gas move (dice 2) goes 6" and may be followed by a turn (Cl 7: 4, 4)', () => {
    let s = play(battleOf(), gas).state;
    const t = play(s, { type: "thrust", vehicle: truck, inches: 6 }, [2]);
    s = t.state;
    expect(s.vehicles[truck]!.activation).toMatchObject({ thrusts: 1, mayTurnAfterThrust: true });
    expect(s.vehicles[truck]!.thisTurn).toMatchObject({ thrusted: true, inches: 14 });
    expect(entryRules(t.entry)).toEqual(["thrust", "thrust-test"]);
    s = play(s, { type: "thrust-turn", vehicle: truck }, [4, 4]).state;
    expect(s.vehicles[truck]!.activation.mayTurnAfterThrust).toBe(false);
  });
  it('003 Thruster Buster: a failed second thrust (dice 2; buster 5, 3") ends the move', () => {
    let s = play(battleOf(), gas).state;
    s = play(s, { type: "thrust", vehicle: truck, inches: 6 }, [3]).state;
    const r = play(s, { type: "thrust", vehicle: truck, inches: 6 }, [2, 5, 3]);
    expect(r.state.vehicles[truck]!.activation.ended).toBe(true);
    expect(r.entry.text).toMatch(/fails/);
    expect(refusedEvent(r.state, { type: "thrust", vehicle: truck, inches: 2 }, [6]).code).toBe("movement-ended");
  });
  it("ruling: a thrust whose test fails still counts as thrusting for shooting at it (dice 1, buster 4, 2 inches)", () => {
    const s = play(play(battleOf(), gas).state, { type: "thrust", vehicle: truck, inches: 6 }, [1, 4, 2]).state;
    expect(s.vehicles[truck]!.thisTurn).toMatchObject({ thrusted: true, inches: 10 });
  });
  it("refusals leave the state as it was: thrusters before the gas move", () => {
    const s = battleOf();
    const r = refusedEvent(s, { type: "thrust", vehicle: truck, inches: 6 }, [6]);
    expect(r).toMatchObject({ code: "not-allowed", rule: { id: "thrust" } });
    expect(r.state).toBe(s);
  });
  it("typed dice: a face the die lacks (7), too few, or too many are refused", () => {
    const s = play(battleOf(), gas).state;
    expect(refusedEvent(s, { type: "thrust", vehicle: truck, inches: 6 }, [7]).code).toBe("dice-out-of-range");
    expect(refusedEvent(s, { type: "thrust", vehicle: truck, inches: 6 }, []).code).toBe("dice-missing");
    expect(refusedEvent(s, { type: "thrust", vehicle: truck, inches: 6 }, [4, 4]).code).toBe("dice-left-over");
    expect(refusedEvent(s, { type: "gas-move", vehicle: "a/nothing", legs: [] }).code).toBe("unknown-piece");
  });
  it("003 Bikes: the bike's first thrust needs no dice", () => {
    const s = play(battleOf(), { type: "gas-move", vehicle: "a/bike", legs: [{ inches: 8, pivot: 0 }] }).state;
    expect(play(s, { type: "thrust", vehicle: "a/bike", inches: 6 }).entry.dice).toEqual([]);
  });
  it('003 Bent Chassis on the roster: the first thrust fails on a 2 (buster 6, 1")', () => {
    const s = play(battleWith(["bent-chassis"]), gas).state;
    const r = play(s, { type: "thrust", vehicle: truck, inches: 6 }, [2, 6, 1]);
    expect(r.state.vehicles[truck]!.activation.ended).toBe(true);
    expect(entryRules(r.entry)).toContain("bent-chassis");
  });
  it("003 Annoying Squeak and Steering Jams: Cl 7 needs 8 (dice 4, 4 pass), then a D6 at or under Grot's S 3 (dice 4 fails, slew 2)", () => {
    let s = play(battleWith(["annoying-squeak", "steering-jams"]), gas).state;
    s = play(s, { type: "thrust", vehicle: truck, inches: 6 }, [4]).state;
    const r = play(s, { type: "thrust-turn", vehicle: truck }, [4, 4, 4, 2]);
    expect(entryRules(r.entry)).toEqual(expect.arrayContaining(["thrust-turn", "annoying-squeak", "steering-jams"]));
    expect(r.state.vehicles[truck]!.activation.ended).toBe(true);
  });
  it("003 Skid Start: thrusters after a slow speed manoeuvre only for a driver with the skill (dice 5)", () => {
    const slow = { type: "slow-speed", vehicle: truck, inches: 3, finalTurn: 90 } as const;
    expect(refusedEvent(play(battleOf(), slow).state, { type: "thrust", vehicle: truck, inches: 6 }, [5]).code).toBe("not-allowed");
    const r = play(play(battleWith([], ["skid-start"]), slow).state, { type: "thrust", vehicle: truck, inches: 6 }, [5]);
    expect(entryRules(r.entry)).toContain("skid-start");
  });
  it("003 Stunt Driver: choosing the swerve side needs the skill", () => {
    const s = play(battleOf(), gas).state;
    expect(refusedEvent(s, { type: "thrust", vehicle: truck, inches: 6, stuntSide: "left" }, [1, 3, 2]).rule.id).toBe("stunt-driver");
    const t = play(play(battleWith([], ["stunt-driver"]), gas).state, { type: "thrust", vehicle: truck, inches: 6, stuntSide: "left" }, [1, 3, 2]);
    expect(t.entry.text).toMatch(/swerving left/);
    expect(play(t.state, { type: "stunt-respin", vehicle: truck }, [3, 3]).entry.text).toMatch(/90°/);
  });
  it("003 Stationary: a vehicle that holds still counts as stationary; 003 driverless: it lurches once the driver is gone (dice 2, 5)", () => {
    const still = play(battleOf(), { type: "hold-still", vehicle: truck }).state;
    expect(still.vehicles[truck]!.thisTurn).toMatchObject({ activated: true, moved: false });
    expect(refusedEvent(battleOf(), { type: "driverless-lurch", vehicle: truck }, [2, 5]).code).toBe("not-allowed");
    const gone = play(battleOf(), { type: "adjust", change: { what: "seat", fighter: "a/grot", vehicle: null, seat: null } }).state;
    expect(play(gone, { type: "driverless-lurch", vehicle: truck }, [2, 5]).state.vehicles[truck]!.thisTurn.inches).toBe(5);
    expect(refusedEvent(gone, gas).code).toBe("vehicle-driverless");
  });
  it('003 Ramps and Jumps: flight and a clear landing (D3 face 3: 2"; Cl 4, 4); a crash on scenery ends the move (D3 1; D6 2, loc 4, immob 6)', () => {
    const s = play(play(battleOf(), gas).state, { type: "thrust", vehicle: truck, inches: 6 }, [4]).state;
    expect(play(s, { type: "ramp-jump", vehicle: truck, thrusts: 1, landing: "clear" }, [3, 4, 4]).entry.text).toMatch(/Flies 2"/);
    const crash = play(s, { type: "ramp-jump", vehicle: truck, thrusts: 1, landing: "terrain" }, [1, 2, 4, 6, 3, 3, 3, 3]).state.vehicles[truck]!;
    expect([crash.activation.ended, crash.flags.immobilised, crash.locations.wheels.wounds]).toEqual([true, true, 1]);
  });
  it('003 Skid Turns and Emergency Stop need the skills (skid 5; stop Cl 4, 4: Nob holds with 2, Snag flung with 6: 3", hit roll 5)', () => {
    expect(refusedEvent(battleOf(), { type: "skid-turn", vehicle: truck }, [5]).rule.id).toBe("skid-turn");
    expect(play(battleWith([], ["skid-turns"]), { type: "skid-turn", vehicle: truck }, [5]).entry.text).toMatch(/skid-turns/);
    expect(refusedEvent(battleOf(), { type: "emergency-stop", vehicle: truck }, [4, 4]).rule.id).toBe("emergency-stop");
    const r = play(battleWith([], ["emergency-stop"]), { type: "emergency-stop", vehicle: truck }, [4, 4, 2, 6, 3, 5]);
    expect([r.state.fighters["a/nob"]!.ridesIn, r.state.fighters["a/snag"]!.ridesIn]).toEqual([truck, null]);
  });
});

describe("003 Ramps and Jumps on the battle state: distance, the move's end and the log", () => {
  const thrusted = (s = battleOf()) => play(play(s, gas).state, { type: "thrust", vehicle: truck, inches: 6 }, [4]).state;
  it("a clear landing (D3 3: 2\"; Cl 4, 4) counts the flight in the turn's inches (8 + 6 + 2) and the vehicle may drive on", () => {
    const r = play(thrusted(), { type: "ramp-jump", vehicle: truck, thrusts: 1, landing: "clear" }, [3, 4, 4]);
    expect(r.entry.text).toBe('Grunt Truck: Flies 2"; Cl test needing 7+: rolled 8, passed: lands and may pivot 45°.');
    expect(r.state.vehicles[truck]!.thisTurn).toEqual({ activated: true, moved: true, thrusted: true, inches: 16 });
    expect(r.state.vehicles[truck]!.activation.ended).toBe(false);
  });
  it("a failed landing (D3 3; Cl 1, 1; buster 4: move 2; location 6) adds the Thruster Buster move (8 + 6 + 2 + 2), takes its point and may still drive on", () => {
    const r = play(thrusted(), { type: "ramp-jump", vehicle: truck, thrusts: 1, landing: "clear" }, [3, 1, 1, 4, 2, 6]);
    expect(r.entry.text).toBe(
      'Grunt Truck: Flies 2"; Cl test needing 7+: rolled 2, failed: Move D6" straight ahead and 1 damage. Grunt Truck: 1 damage on the ENGINES (rolled 6) (Grunt Truck\'s engines: 4/5 wounds left).',
    );
    expect(r.state.vehicles[truck]!.thisTurn.inches).toBe(18);
    expect(r.state.vehicles[truck]!.activation.ended).toBe(false);
  });
  it("landing on the buggy tells both vehicles' damage in one line (D3 2; truck 1 on loc 6; buggy 2 on loc 4)", () => {
    const r = play(thrusted(), { type: "ramp-jump", vehicle: truck, thrusts: 1, landing: "vehicle", landedOn: "b/buggy" }, [2, 1, 6, 1, 2, 4, 1, 3, 3, 3, 3]);
    expect(r.entry.text).toBe(
      "Grunt Truck: Flies 1\" and crashes head on. Grunt Truck: 1 damage on the ENGINES (rolled 6) (Grunt Truck's engines: 4/5 wounds left); Skull Buggy: 2 damage on the WHEEL/TRACK (rolled 4) (Skull Buggy's wheels: 1/3 wounds left).",
    );
  });
  it("003 Annoying Squeak: the landing's Cl test is no swerve nor thrust turn, so it takes no -1 (Cl 4, 3 passes 7+)", () => {
    const r = play(thrusted(battleWith(["annoying-squeak"])), { type: "ramp-jump", vehicle: truck, thrusts: 1, landing: "clear" }, [3, 4, 3]);
    expect(r.entry.text).toMatch(/Cl test needing 7\+: rolled 7, passed/);
  });
  it("a truck without a driver is refused the jump, saying so", () => {
    const gone = play(thrusted(), { type: "adjust", change: { what: "seat", fighter: "a/grot", vehicle: null, seat: null } }).state;
    const r = refusedEvent(gone, { type: "ramp-jump", vehicle: truck, thrusts: 1, landing: "clear" });
    expect([r.code, r.rule.id, r.message]).toEqual(["vehicle-driverless", "ramp-jump", "Grunt Truck has no driver."]);
  });
});

describe("movement on the battle state: the log's words and what a move records", () => {
  it("003 gas engines and slow speed: the log says how far, and each pivot", () => {
    expect(play(battleOf(), gas).entry.text).toBe('Grunt Truck moves 8" under gas engines.');
    expect(
      play(battleOf(), {
        type: "gas-move",
        vehicle: truck,
        legs: [
          { inches: 4, pivot: 45 },
          { inches: 4, pivot: -45 },
        ],
      }).entry.text,
    ).toBe('Grunt Truck moves 8" under gas engines, pivoting 45° and -45°.');
    expect(play(battleOf(), { type: "slow-speed", vehicle: truck, inches: 3, finalTurn: 90 }).entry.text).toBe('Grunt Truck creeps 3" at slow speed.');
  });
  it('003 Thrusters: a thrust (test 2) is said with its number and test; a failed one (1; Thruster Buster 4: 2") ends the move and says why', () => {
    const s = play(battleOf(), gas).state;
    expect(play(s, { type: "thrust", vehicle: truck, inches: 6 }, [2]).entry.text).toBe('Grunt Truck thrusts 6" (thrust 1, test 2).');
    const failed = play(s, { type: "thrust", vehicle: truck, inches: 6 }, [1, 4, 2]);
    expect(failed.entry.text).toBe('Grunt Truck\'s thrust 1 fails (test 1): Move D6" straight ahead, 2". Its move ends.');
    expect(failed.state.vehicles[truck]!.activation).toEqual({ gasMoved: true, slowSpeed: false, thrusts: 1, ended: true, mayTurnAfterThrust: false });
    expect(play(s, { type: "thrust", vehicle: truck, inches: 6 }, [1, 3, 2, 5]).entry.text).toBe(
      'Grunt Truck\'s thrust 1 fails (test 1): Swerve left/right and move D6" ahead, 5", swerving left. Its move ends.',
    );
  });
  it("003 Stunt Driver: a driver without the skill is refused, in the rule's own explanation", () => {
    const r = refusedEvent(play(battleOf(), gas).state, { type: "thrust", vehicle: truck, inches: 6, stuntSide: "left" }, [2]);
    expect(r.code).toBe("not-allowed");
    expect(r.message).toMatch(/^Only a driver with the skill may do this: The driver picks which way the vehicle swerves/);
  });
  it("003 Skid Start: a thrust after slow speed is refused without the skill and allowed with it", () => {
    const slow = { type: "slow-speed", vehicle: truck, inches: 3, finalTurn: 90 } as const;
    expect(refusedEvent(play(battleOf(), slow).state, { type: "thrust", vehicle: truck, inches: 6 }, [2]).code).toBe("not-allowed");
    expect(play(play(battleWith([], ["skid-start"]), slow).state, { type: "thrust", vehicle: truck, inches: 6 }, [2]).entry.text).toBe(
      'Grunt Truck thrusts 6" (thrust 1, test 2).',
    );
  });
  it('003 Turning under thrust: made (Cl 4, 4) the move goes on; failed (1, 1) it slews 3" and stops, and the slew counts as moved', () => {
    const s = play(play(battleOf(), gas).state, { type: "thrust", vehicle: truck, inches: 6 }, [2]).state;
    const made = play(s, { type: "thrust-turn", vehicle: truck }, [4, 4]);
    expect(made.entry.text).toBe("Grunt Truck: Cl test needing 7+: rolled 8, passed: pivots up to 45°.");
    expect([made.state.vehicles[truck]!.activation.ended, made.state.vehicles[truck]!.thisTurn.inches]).toEqual([false, 14]);
    const failed = play(s, { type: "thrust-turn", vehicle: truck }, [1, 1, 3]);
    expect(failed.entry.text).toBe('Grunt Truck: Cl test needing 7+: rolled 2, failed: slews 3" straight on and stops.');
    expect([failed.state.vehicles[truck]!.activation.ended, failed.state.vehicles[truck]!.thisTurn.inches]).toEqual([true, 17]);
    const noGrot = play(s, { type: "fighter-status", fighter: "a/grot", condition: "out-of-action" }, [2, 4]).state;
    const r = refusedEvent(noGrot, { type: "thrust-turn", vehicle: truck }, [4, 4]);
    expect([r.code, r.message]).toEqual(["vehicle-driverless", "Grunt Truck has no driver to steer it."]);
  });
  it("holding still ends the move, said as stationary; a driverless lurch (2: left, 4) is said with its side and distance", () => {
    const still = play(battleOf(), { type: "hold-still", vehicle: truck });
    expect(still.entry.text).toBe("Grunt Truck stays where it is: it counts as stationary.");
    expect(still.state.vehicles[truck]!.activation.ended).toBe(true);
    const noGrot = play(battleOf(), { type: "fighter-status", fighter: "a/grot", condition: "out-of-action" }).state;
    expect(play(noGrot, { type: "driverless-lurch", vehicle: truck }, [2, 4]).entry.text).toBe('Grunt Truck, with nobody driving, swerves left and rolls 4".');
  });
  it("003 Skid Turns and Emergency Stop: a skid turn that works (6) is said; a failed stop (Cl 1, 1) is said and the move goes on; with nobody at the wheel the skill is not there", () => {
    const s = play(battleWith([], ["skid-turns", "emergency-stop"]), gas).state;
    expect(play(s, { type: "skid-turn", vehicle: truck }, [6]).entry.text).toBe("Grunt Truck skid-turns (6) up to 180°.");
    const stop = play(s, { type: "emergency-stop", vehicle: truck }, [1, 1]);
    expect(stop.entry.text).toBe("Grunt Truck: Cl test needing 7+: rolled 2, failed: no stop, work out the crash or collision.");
    expect(stop.state.vehicles[truck]!.activation.ended).toBe(false);
    const noGrot = play(s, { type: "fighter-status", fighter: "a/grot", condition: "out-of-action" }, [2, 4]).state;
    expect(refusedEvent(noGrot, { type: "skid-turn", vehicle: truck }, [6]).message).toMatch(/^Only a driver with the skill may do this: /);
  });
});

describe("movement on the battle state: the bike's free thrust and Skid Start", () => {
  it("003 bikes and trikes: the first thrust takes no test, and the log says so", () => {
    const s = play(battleOf(), { type: "gas-move", vehicle: "a/bike", legs: [{ inches: 8, pivot: 0 }] }).state;
    expect(play(s, { type: "thrust", vehicle: "a/bike", inches: 6 }).entry.text).toBe('Speedy thrusts 6" (thrust 1, no test).');
  });
  it("003 Skid Start: the skill is cited only for a thrust after slow speed, not after a gas move", () => {
    const s = play(battleWith([], ["skid-start"]), gas).state;
    expect(entryRules(play(s, { type: "thrust", vehicle: truck, inches: 6 }, [2]).entry)).not.toContain("skid-start");
  });
});

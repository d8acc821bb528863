import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { boardingFight, downOnBoard, dropPlank, jumpAcross, jumpOnBoard, jumpOut, shakePlank, type JumpAcrossInput } from "./boarding";
import { cited, ok, refused, testOf, vehicleOf } from "./testing";

const iTest = testOf("I", 3);

describe("003 Boarding actions: jumping on board", () => {
  it("an I test (dice 4) climbs onto a moving vehicle's side, and he must fight", () => {
    const r = jumpOnBoard("Grot", "Truck", { struck: "side", stationary: false, iTest }, manualDice([4]));
    expect(ok(r)).toMatchObject({ aboard: true, thrown: null });
    expect(cited(r)).toContain("fight-on-board");
  });
  it('failing (dice 2) he is thrown (D3 face 1: 1", direction 6 then 6: 180°, hit roll 4: S3)', () => {
    expect(ok(jumpOnBoard("Grot", "Truck", { struck: "rear", stationary: false, iTest }, manualDice([2, 1, 6, 6, 4]))).thrown).toMatchObject({
      inches: 1,
      degrees: 180,
      hit: { strength: 3, damage: 1 },
    });
  });
  it("never from the front of a moving vehicle", () => {
    expect(refused(jumpOnBoard("Grot", "Truck", { struck: "front", stationary: false, iTest }, manualDice([]))).code).toBe("not-allowed");
  });
  it("003 Stationary vehicles: no roll to board", () => {
    const r = jumpOnBoard("Grot", "Truck", { struck: "front", stationary: true, iTest }, manualDice([]));
    expect(ok(r).aboard).toBe(true);
    expect(cited(r)).toContain("board-stationary");
  });
});

const across = (o: Partial<JumpAcrossInput> = {}): JumpAcrossInput => ({
  sideBySide: true,
  distance: 2,
  stationary: false,
  plank: false,
  polecat: false,
  iTest,
  ...o,
});

describe("003 Jumping from vehicle to vehicle", () => {
  it('side by side within 2": an I test (dice 3) lands him aboard', () => {
    expect(ok(jumpAcross("Grot", "Buggy", across(), manualDice([3]))).aboard).toBe(true);
  });
  it("failing (dice 1) he falls between: a S3 D1 hit on 4+ (dice 4)", () => {
    expect(ok(jumpAcross("Grot", "Buggy", across(), manualDice([1, 4])))).toMatchObject({ aboard: false, fall: { roll: 4, hit: true } });
  });
  it('not side by side, or more than 2" apart, is refused', () => {
    expect(refused(jumpAcross("Grot", "Buggy", across({ sideBySide: false }), manualDice([]))).code).toBe("not-allowed");
    expect(refused(jumpAcross("Grot", "Buggy", across({ distance: 3 }), manualDice([]))).code).toBe("not-allowed");
  });
  it('003 Polecat: 4" reach and a re-roll of the I test (dice 1 then 3)', () => {
    const r = jumpAcross("Snag", "Buggy", across({ distance: 4, polecat: true }), manualDice([1, 3]));
    expect(ok(r)).toMatchObject({ aboard: true, test: { rolls: [1, 3] } });
    expect(cited(r)).toContain("polecat");
    expect(refused(jumpAcross("Snag", "Buggy", across({ distance: 5, polecat: true }), manualDice([]))).rule.id).toBe("polecat");
  });
  it("003 Boarding plank: across a lowered plank the I test is passed; 003 Stationary: no roll", () => {
    expect(cited(jumpAcross("Grot", "Buggy", across({ sideBySide: false, plank: true }), manualDice([])))).toContain("boarding-plank");
    expect(ok(jumpAcross("Grot", "Buggy", across({ stationary: true }), manualDice([]))).test).toBeNull();
  });
});

describe("003 Boarding actions: fighting, going down, jumping out", () => {
  it("the boarding fight: +1 attack for the charge, -1 to hit in the first round only, no outnumbering, no follow-up", () => {
    expect(ok(boardingFight(1))).toEqual({ extraAttacks: 1, toHit: -1, outnumberingBonus: false, followUp: false });
    expect(ok(boardingFight(2)).toHit).toBe(0);
  });
  it('going down on a moving vehicle throws him off (D3 face 4: 2", direction 3 then 12: 0°, hit roll 1: none); on a stationary one, no throw', () => {
    expect(ok(downOnBoard("Grot", false, manualDice([4, 3, 12, 1]))).thrown).toMatchObject({ inches: 2, degrees: 0, hit: null, hitRoll: 1 });
    expect(ok(downOnBoard("Grot", true, manualDice([]))).thrown).toBeNull();
  });
  it('jumping out: an I test (dice 5) lands pinned within 1"; failing (dice 1) he is thrown (2, 3, 2, 6); ruling: off a stationary vehicle he just steps down', () => {
    expect(ok(jumpOut("Grot", false, iTest, manualDice([5]))).thrown).toBeNull();
    expect(ok(jumpOut("Grot", false, iTest, manualDice([1, 2, 3, 2, 6]))).thrown).toMatchObject({ inches: 1, degrees: 60, hit: { strength: 3 } });
    expect(ok(jumpOut("Grot", true, iTest, manualDice([]))).test).toBeNull();
  });
});

describe("003 Workshop: boarding plank", () => {
  it('a front plank while tailing, a side plank while racing, within 2", lowered by a passenger', () => {
    expect(ok(dropPlank({ mounting: "front", chase: "tail", distance: 2, passenger: true }))).toEqual({ dropped: true });
    expect(ok(dropPlank({ mounting: "left", chase: "race", distance: 1, passenger: true }))).toEqual({ dropped: true });
    expect(refused(dropPlank({ mounting: "front", chase: "race", distance: 1, passenger: true })).code).toBe("not-allowed");
    expect(refused(dropPlank({ mounting: "right", chase: null, distance: 1, passenger: true })).code).toBe("not-allowed");
    expect(refused(dropPlank({ mounting: "front", chase: "tail", distance: 3, passenger: true })).code).toBe("not-allowed");
    expect(refused(dropPlank({ mounting: "front", chase: "tail", distance: 1, passenger: false })).code).toBe("not-allowed");
  });
  it("ruling: shaking it off takes a Cl test and, when it works, 1 damage to his own vehicle (dice 4, 4, location 2); a failure costs nothing (1, 1)", () => {
    expect(ok(shakePlank(vehicleOf(), "Grot", testOf("Cl", 7), manualDice([4, 4, 2])))).toMatchObject({
      shaken: true,
      damage: { points: 1, hit: { location: "weapons" } },
    });
    expect(ok(shakePlank(vehicleOf(), "Grot", testOf("Cl", 7), manualDice([1, 1])))).toMatchObject({ shaken: false, damage: null });
  });
});

describe("003 Boarding actions: what the log says and which rules it cites", () => {
  const purposes = (r: { dice: { purpose: string }[] }) => r.dice.map((d) => d.purpose);
  it("jumping on board (dice 4) is logged and told; failing (dice 2; D3 1, scatter 6, 6, hit 4) says he is thrown", () => {
    const on = jumpOnBoard("Grot", "Truck", { struck: "side", stationary: false, iTest }, manualDice([4]));
    expect(purposes(on)).toEqual(["Grot: I test to climb onto Truck"]);
    expect(ok(on).text).toBe("I test needing 3+: rolled 4, passed: Grot is aboard and must fight.");
    expect(cited(on)).toEqual(["jump-on-board", "fight-on-board"]);
    const off = ok(jumpOnBoard("Grot", "Truck", { struck: "rear", stationary: false, iTest }, manualDice([2, 1, 6, 6, 4])));
    expect([off.aboard, off.text]).toEqual([false, "I test needing 3+: rolled 2, failed: Grot is thrown."]);
  });
  it("the refusals and the stationary climb say why", () => {
    expect(refused(jumpOnBoard("Grot", "Truck", { struck: "front", stationary: false, iTest }, manualDice([]))).message).toBe(
      "Nobody climbs onto a moving vehicle from the front: Grot would be run over.",
    );
    expect(ok(jumpOnBoard("Grot", "Truck", { struck: "front", stationary: true, iTest }, manualDice([]))).text).toBe(
      "Truck is stationary: Grot climbs on without a roll.",
    );
    expect(refused(jumpAcross("Grot", "Buggy", across({ sideBySide: false }), manualDice([]))).message).toBe(
      "A leap between vehicles is made side by side only, never front to side or front to rear.",
    );
    const far = refused(jumpAcross("Grot", "Buggy", across({ distance: 2.5 }), manualDice([])));
    expect([far.rule.id, far.message]).toEqual(["jump-across", 'The gap is 2.5": a leap reaches 2".']);
    expect(refused(jumpAcross("Grot", "Buggy", across({ distance: -1 }), manualDice([]))).code).toBe("not-allowed");
  });
  it("003 Jumping from vehicle to vehicle: a leap (dice 3) and a fall (dice 1, then 3: unhurt) are logged and told", () => {
    const leap = jumpAcross("Grot", "Buggy", across(), manualDice([3]));
    expect(purposes(leap)).toEqual(["Grot: I test to leap onto Buggy"]);
    expect(ok(leap).text).toBe("I test needing 3+: rolled 3, passed: Grot lands on Buggy.");
    expect(cited(leap)).toEqual(["jump-across"]);
    const fall = jumpAcross("Grot", "Buggy", across(), manualDice([1, 3]));
    expect(purposes(fall)).toEqual(["Grot: I test to leap onto Buggy", "Grot falls between: S3 hit on 4+"]);
    expect(ok(fall)).toMatchObject({ fall: { roll: 3, hit: false }, text: "I test needing 3+: rolled 1, failed: Grot falls between the vehicles, unhurt." });
    expect(ok(jumpAcross("Grot", "Buggy", across(), manualDice([1, 4]))).text).toBe(
      "I test needing 3+: rolled 1, failed: Grot falls between the vehicles and takes a S3 D1 hit.",
    );
  });
  it("003 Polecat: a fighter's own re-roll is kept; a plain jumper has none (dice 1 fails, fall 1)", () => {
    const own = testOf("I", 3, [], "Shadow");
    expect(ok(jumpAcross("Snag", "Buggy", across({ polecat: true, iTest: own }), manualDice([4]))).test?.rolls).toEqual([4]);
    expect(ok(jumpAcross("Grot", "Buggy", across(), manualDice([1, 1]))).test?.rolls).toEqual([1]);
  });
  it("003 Boarding plank and stationary vehicles: the crossing is told and cites the right rule", () => {
    const plank = jumpAcross("Grot", "Buggy", across({ sideBySide: false, plank: true }), manualDice([]));
    expect(cited(plank)).toEqual(["jump-across", "boarding-plank"]);
    expect(ok(plank).text).toBe("Grot crosses onto Buggy without a roll.");
    expect(cited(jumpAcross("Grot", "Buggy", across({ stationary: true }), manualDice([])))).toEqual(["jump-across", "board-stationary"]);
  });
  it("jumping out (dice 5; then 1 thrown: D3 2, scatter 3, 2, hit 6) is logged and told; stepping off a stationary vehicle cites it", () => {
    const out = jumpOut("Grot", false, iTest, manualDice([5]));
    expect(purposes(out)).toEqual(["Grot: I test to jump off"]);
    expect(ok(out).text).toBe('I test needing 3+: rolled 5, passed: Grot lands pinned within 1".');
    expect(ok(jumpOut("Grot", false, iTest, manualDice([1, 2, 3, 2, 6]))).text).toBe("I test needing 3+: rolled 1, failed: Grot is thrown.");
    const step = jumpOut("Grot", true, iTest, manualDice([]));
    expect([ok(step).text, cited(step)]).toEqual(["Grot steps off.", ["jump-out", "stationary-vehicle"]]);
  });
  it("going down on board cites the right rule; the boarding fight's rounds after the first have no -1", () => {
    expect(cited(downOnBoard("Grot", true, manualDice([])))).toEqual(["board-stationary"]);
    expect(cited(downOnBoard("Grot", false, manualDice([1, 3, 12, 1])))).toEqual(["down-on-board"]);
    expect(ok(boardingFight(0)).toHit).toBe(-1);
    expect(ok(boardingFight(3)).toHit).toBe(0);
  });
  it('003 Workshop: boarding plank: the refusals say why; a plank at 0" is fine', () => {
    expect(refused(dropPlank({ mounting: "front", chase: "tail", distance: 1, passenger: false })).message).toBe("A passenger lowers the plank.");
    expect(refused(dropPlank({ mounting: "front", chase: "race", distance: 1, passenger: true })).message).toMatch(/tailing \(front plank\)/);
    expect(refused(dropPlank({ mounting: "left", chase: "tail", distance: 1, passenger: true })).code).toBe("not-allowed");
    expect(refused(dropPlank({ mounting: "front", chase: "tail", distance: -1, passenger: true })).message).toBe('The plank reaches 2".');
    expect(ok(dropPlank({ mounting: "right", chase: "race", distance: 0, passenger: true }))).toEqual({ dropped: true });
  });
  it("003 Workshop: boarding plank: shaking it off (dice 4, 4, location 2) logs the test and the damage roll", () => {
    const r = shakePlank(vehicleOf("truck", { name: "Rig" }), "Grot", testOf("Cl", 7), manualDice([4, 4, 2]));
    expect(purposes(r)).toEqual(["Grot: Cl test to shake off the plank", "Hit location: Rig"]);
    expect(cited(r)).toEqual(["shake-plank"]);
  });
});

describe("003 Boarding actions: who ends up aboard (the state moves the fighter by `aboard`)", () => {
  it('003 Jumping from vehicle to vehicle: a leap across no gap at all (0", dice 3) is still a leap and lands him', () => {
    expect(ok(jumpAcross("Grot", "Buggy", across({ distance: 0 }), manualDice([3])))).toMatchObject({ aboard: true, test: { rolls: [3] } });
  });
  it("003 Boarding plank and stationary vehicles: crossing without a roll puts him aboard", () => {
    expect(ok(jumpAcross("Grot", "Buggy", across({ sideBySide: false, plank: true }), manualDice([]))).aboard).toBe(true);
    expect(ok(jumpAcross("Grot", "Buggy", across({ stationary: true }), manualDice([]))).aboard).toBe(true);
  });
  it("jumping out leaves the vehicle whatever happens: stepping off a stationary one, a passed I test (dice 5), a failed one (1; thrown 2, 3, 2, 6)", () => {
    expect(ok(jumpOut("Grot", true, iTest, manualDice([]))).aboard).toBe(false);
    expect(ok(jumpOut("Grot", false, iTest, manualDice([5]))).aboard).toBe(false);
    expect(ok(jumpOut("Grot", false, iTest, manualDice([1, 2, 3, 2, 6]))).aboard).toBe(false);
  });
});

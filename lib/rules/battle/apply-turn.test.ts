import { describe, expect, it } from "vitest";
import { battleOf, entryRules, play, refusedEvent } from "./testing";
import type { Adjustment } from "./events";
import type { BattleState } from "./state";

const truck = "a/truck";
const moved = (s: BattleState = battleOf()) => play(s, { type: "gas-move", vehicle: truck, legs: [{ inches: 8, pivot: 0 }] }).state;

describe("next turn", () => {
  it("this turn's movement becomes the last activation; the move starts afresh; the turn counts up", () => {
    const { state, entry } = play(moved(), { type: "next-turn" });
    expect(state.turn).toBe(2);
    expect(state.vehicles[truck]!.lastTurn).toEqual({ moved: true, thrusted: false });
    expect(state.vehicles[truck]!.thisTurn.activated).toBe(false);
    expect(state.vehicles[truck]!.activation.gasMoved).toBe(false);
    expect(entry.rule.id).toBe("next-turn");
  });
  it("003 engines serious injury: each later turn a 6 sets the fuel off (6; riders flung 2, 3, 3 / 4, 4, 4 / 5, 5, 5)", () => {
    let s = play(battleOf(), { type: "adjust", change: { what: "location-wounds", vehicle: truck, location: "engines", wounds: 1 } }).state;
    s = play(s, { type: "crash", vehicle: truck, face: "rear" }, [6]).state;
    s = play(s, { type: "injury-dice", prompt: 1, injury: "serious-injury" }, [3, 3]).state;
    expect(s.vehicles[truck]).toMatchObject({ gammyShaft: true, flags: { immobilised: true, crippled: true, wrecked: false } });
    expect(play(s, { type: "next-turn" }, [5]).state.vehicles[truck]!.flags.wrecked).toBe(false);
    const boom = play(s, { type: "next-turn" }, [6, 2, 3, 3, 4, 4, 4, 5, 5, 5]);
    expect(boom.state.vehicles[truck]!.flags.wrecked).toBe(true);
    expect(entryRules(boom.entry)).toContain("gammy-shaft");
  });
});

describe("a fighter's condition aboard a vehicle", () => {
  it("003 Drivers and injuries: a driver cannot be pinned", () => {
    expect(refusedEvent(battleOf(), { type: "fighter-status", fighter: "a/grot", condition: "pinned" }).rule.id).toBe("drivers-not-pinned");
  });
  it("003 Damage tables, driver: when the moving truck's driver goes down it swerves (2: left) and runs D6\" (4); ruling: a parked one stays put", () => {
    const r = play(moved(), { type: "fighter-status", fighter: "a/grot", condition: "down" }, [2, 4]);
    expect(r.entry.text).toMatch(/swerves left and runs 4"/);
    expect(play(battleOf(), { type: "fighter-status", fighter: "a/grot", condition: "down" }).entry.dice).toEqual([]);
  });
  it('003 Damage tables, crew: a crewman downed by a hit falls off (D3 face 3: 2", 4 then 6: 180°) and takes a S3 hit', () => {
    const r = play(moved(), { type: "fighter-status", fighter: "a/snag", condition: "down", cause: "crew-hit" }, [3, 4, 6]);
    expect(r.state.fighters["a/snag"]).toMatchObject({ ridesIn: null, condition: "down", everDown: true });
    expect(entryRules(r.entry)).toContain("falls-off");
  });
  it("003 Boarding actions: going down in a fight on a moving vehicle, he is thrown instead and ends pinned (1, 5, 9, 2)", () => {
    const r = play(moved(), { type: "fighter-status", fighter: "a/snag", condition: "down", cause: "fight-on-board" }, [1, 5, 9, 2]);
    expect(r.state.fighters["a/snag"]).toMatchObject({ ridesIn: null, condition: "pinned" });
  });
  it("out of action: he leaves the vehicle, and the fighter who did it gets the kill", () => {
    const s = play(battleOf(), { type: "fighter-status", fighter: "a/snag", condition: "out-of-action", by: "b/zog" }).state;
    expect(s.fighters["a/snag"]).toMatchObject({ ridesIn: null, condition: "out-of-action" });
    expect(s.fighters["b/zog"]!.kills).toBe(1);
  });
});

describe("manual adjustments", () => {
  const adjust = (change: Adjustment) => ({ type: "adjust" as const, change });
  it("wounds are set within 0 and the location's most; anything else is refused", () => {
    expect(
      play(battleOf(), adjust({ what: "location-wounds", vehicle: truck, location: "wheels", wounds: 1 })).state.vehicles[truck]!.locations.wheels.wounds,
    ).toBe(1);
    expect(refusedEvent(battleOf(), adjust({ what: "location-wounds", vehicle: truck, location: "wheels", wounds: 4 })).code).toBe("not-allowed");
    expect(refusedEvent(battleOf(), adjust({ what: "fighter-wounds", fighter: "a/nob", wounds: -1 })).code).toBe("not-allowed");
    expect(play(battleOf(), adjust({ what: "fighter-wounds", fighter: "a/nob", wounds: 1 })).state.fighters["a/nob"]!.wounds).toBe(1);
  });
  it("flags (on fire has no rule in 003 and is set by hand), the plates' save, seats and prompts", () => {
    expect(play(battleOf(), adjust({ what: "vehicle-flag", vehicle: truck, flag: "onFire", value: true })).state.vehicles[truck]!.flags.onFire).toBe(true);
    expect(play(battleOf(), adjust({ what: "plate-save", vehicle: truck, save: 5 })).state.vehicles[truck]!.plateSave).toBe(5);
    expect(refusedEvent(battleOf(), adjust({ what: "plate-save", vehicle: truck, save: 3 })).code).toBe("not-allowed");
    expect(refusedEvent(battleOf(), adjust({ what: "seat", fighter: "a/snag", vehicle: truck, seat: "driver" })).code).toBe("not-allowed");
    expect(play(battleOf(), adjust({ what: "seat", fighter: "b/runt", vehicle: truck, seat: "boarder" })).state.fighters["b/runt"]!.ridesIn).toBe(truck);
    const s = play(
      play(battleOf(), adjust({ what: "location-wounds", vehicle: truck, location: "wheels", wounds: 1 })).state,
      { type: "crash", vehicle: truck, face: "rear" },
      [4],
    ).state;
    expect(s.prompts).toHaveLength(1);
    expect(play(s, adjust({ what: "dismiss-prompt", prompt: 1 })).state.prompts).toEqual([]);
    expect(refusedEvent(s, adjust({ what: "dismiss-prompt", prompt: 7 })).code).toBe("not-allowed");
    expect(play(s, { type: "adjust", change: { what: "location-wounds", vehicle: truck, location: "wheels", wounds: 3 }, note: "misread" }).entry.text).toMatch(
      /misread/,
    );
  });
});

describe("manual adjustments: what the log and the refusals say", () => {
  const adjust = (change: Adjustment, note?: string) => ({ type: "adjust" as const, change, ...(note ? { note } : {}) });
  const text = (change: Adjustment, note?: string) => play(battleOf(), adjust(change, note)).entry.text;
  const refusal = (change: Adjustment) => {
    const r = refusedEvent(battleOf(), adjust(change));
    return [r.code, r.rule.id, r.message];
  };
  it("a location's wounds: 0 and the most (3) are fine and logged; a fraction or more than the most is refused, saying the range", () => {
    expect(text({ what: "location-wounds", vehicle: truck, location: "wheels", wounds: 0 })).toBe("Grunt Truck's wheels set to 0/3 wounds.");
    expect(text({ what: "location-wounds", vehicle: truck, location: "wheels", wounds: 3 })).toBe("Grunt Truck's wheels set to 3/3 wounds.");
    const range = ["not-allowed", "adjustment", "Grunt Truck's wheels wounds is a whole number from 0 to 3."];
    expect(refusal({ what: "location-wounds", vehicle: truck, location: "wheels", wounds: 1.5 })).toEqual(range);
    expect(refusal({ what: "location-wounds", vehicle: truck, location: "wheels", wounds: 4 })).toEqual(range);
  });
  it("a flag is told on or off, with the note; wrecking by hand also cripples and immobilises, and un-wrecking clears only the flag", () => {
    expect(text({ what: "vehicle-flag", vehicle: truck, flag: "immobilised", value: false }, "mistake")).toBe("Grunt Truck: immobilised off (mistake).");
    const w = play(battleOf(), adjust({ what: "vehicle-flag", vehicle: truck, flag: "wrecked", value: true }));
    expect([w.entry.text, w.state.vehicles[truck]!.flags]).toEqual([
      "Grunt Truck: wrecked on.",
      { immobilised: true, crippled: true, onFire: false, wrecked: true },
    ]);
    expect(play(battleOf(), adjust({ what: "vehicle-flag", vehicle: truck, flag: "wrecked", value: false })).state.vehicles[truck]!.flags).toEqual({
      immobilised: false,
      crippled: false,
      onFire: false,
      wrecked: false,
    });
  });
  it("the plates' save: gone, 4+ and 6+ are logged; 7 or 4.5 are refused", () => {
    expect(text({ what: "plate-save", vehicle: truck, save: null })).toBe("Grunt Truck's armour plates save set to none.");
    expect(text({ what: "plate-save", vehicle: truck, save: 4 })).toBe("Grunt Truck's armour plates save set to 4+.");
    expect(text({ what: "plate-save", vehicle: truck, save: 6 })).toBe("Grunt Truck's armour plates save set to 6+.");
    const why = ["not-allowed", "adjustment", "The plates' save is 4+, 5+, 6+ or gone."];
    expect(refusal({ what: "plate-save", vehicle: truck, save: 7 })).toEqual(why);
    expect(refusal({ what: "plate-save", vehicle: truck, save: 4.5 })).toEqual(why);
  });
  it("a fighter's wounds, seats, melee and waiting rolls: the log lines and the refusals", () => {
    expect(text({ what: "fighter-wounds", fighter: "a/nob", wounds: 2 })).toBe("Nob set to 2/2 wounds.");
    expect(refusal({ what: "fighter-wounds", fighter: "a/nob", wounds: 3 })).toEqual([
      "not-allowed",
      "adjustment",
      "Nob's wounds is a whole number from 0 to 2.",
    ]);
    const afoot = play(battleOf(), adjust({ what: "seat", fighter: "a/snag", vehicle: truck, seat: null }));
    expect([afoot.entry.text, afoot.state.fighters["a/snag"]!.ridesIn]).toEqual(["Snag is on foot.", null]);
    expect(text({ what: "seat", fighter: "a/grot", vehicle: truck, seat: "driver" })).toBe("Grot rides Grunt Truck as driver.");
    expect(refusal({ what: "seat", fighter: "a/snag", vehicle: truck, seat: "driver" })).toEqual([
      "not-allowed",
      "adjustment",
      "Grunt Truck already has a driver, Grot.",
    ]);
    const boarder = play(battleOf(), adjust({ what: "seat", fighter: "b/runt", vehicle: truck, seat: "boarder" }));
    expect([boarder.entry.text, boarder.state.fighters["b/runt"]!.seat]).toEqual(["Runt rides Grunt Truck as boarder.", "boarder"]);
    const fought = play(battleOf(), adjust({ what: "fought", fighter: "a/snag" }));
    expect([fought.entry.text, fought.state.fighters["a/snag"]!.foughtThisTurn]).toEqual(["Snag has fought in melee this turn.", true]);
    expect(refusal({ what: "dismiss-prompt", prompt: 7 })).toEqual(["not-allowed", "adjustment", "There is nothing waiting numbered 7."]);
  });
});

describe("manual adjustments: seats and waiting rolls", () => {
  it("a seat given with no vehicle puts the fighter on foot", () => {
    const r = play(battleOf(), { type: "adjust", change: { what: "seat", fighter: "a/snag", vehicle: null, seat: "passenger" } });
    expect([r.entry.text, r.state.fighters["a/snag"]!.ridesIn, r.state.fighters["a/snag"]!.seat]).toEqual(["Snag is on foot.", null, null]);
  });
  it("setting one waiting roll aside keeps the others (two hits waiting: 1 is set aside, 2 stays)", () => {
    const s = play(
      battleOf(),
      { type: "shoot-vehicle", target: "b/buggy", firer: "a/nob", weapon: { boltedOn: "a/truck/stubber" }, needed: 4, special: "template", damage: 2 },
      [3, 4, 6, 3],
    ).state;
    expect(play(s, { type: "adjust", change: { what: "dismiss-prompt", prompt: 1 } }).state.prompts.map((p) => p.id)).toEqual([2]);
  });
});

describe("next turn and a fighter's condition: the log's words and what is reset", () => {
  it("next turn: said as the turn's number; a vehicle that did nothing has a still last turn; this turn, shooting, fighting and kept pace start afresh", () => {
    let s = play(battleOf(), { type: "gas-move", vehicle: "b/buggy", legs: [{ inches: 8, pivot: 0 }] }).state;
    s = play(s, { type: "chase", vehicle: "b/buggy", target: truck, mode: "tail", distance: 1, placed: true }).state;
    s = play(s, { type: "chase-move", vehicle: "b/buggy" }).state;
    s.fighters["a/nob"]!.firedThisTurn = true;
    s.fighters["a/nob"]!.foughtThisTurn = true;
    const { state, entry } = play(s, { type: "next-turn" });
    expect(entry.text).toBe("Turn 2.");
    expect(state.vehicles[truck]!.lastTurn).toEqual({ moved: false, thrusted: false });
    expect(state.vehicles["b/buggy"]!.thisTurn).toEqual({ activated: false, moved: false, thrusted: false, inches: 0 });
    expect(state.vehicles["b/buggy"]!.chase?.keptPace).toBe(false);
    expect([state.fighters["a/nob"]!.firedThisTurn, state.fighters["a/nob"]!.foughtThisTurn]).toEqual([false, false]);
  });
  it("003 Take over: a vehicle with nobody at the wheel that is not running away rolls nothing in the end phase", () => {
    const noGrot = play(battleOf(), { type: "fighter-status", fighter: "a/grot", condition: "out-of-action" }).state;
    expect(play(noGrot, { type: "next-turn" }).entry).toMatchObject({ text: "Turn 2.", dice: [] });
  });
  it("003 Take over: a runaway truck lurches in the end phase (3: left, 2), said after the turn's number, its dice named for the end phase", () => {
    const noGrot = play(moved(), { type: "fighter-status", fighter: "a/grot", condition: "out-of-action" }, [2, 4]).state;
    const runaway = play(noGrot, { type: "take-over", vehicle: truck, fighter: "a/snag" }, [2, 4, 5]).state;
    const { entry } = play(runaway, { type: "next-turn" }, [3, 2]);
    expect(entry.text).toBe('Turn 2. Grunt Truck lurches 2" to the left.');
    expect(entry.dice.map((d) => d.purpose)).toEqual([
      "Grunt Truck out of control (end phase): swerve (1-3 left, 4-6 right)",
      'Grunt Truck out of control (end phase): move D6"',
    ]);
  });
  it("003 engines serious injury: the fuel explodes (6), every rider is flung off and the log names each landing", () => {
    let s = play(battleOf(), { type: "adjust", change: { what: "location-wounds", vehicle: truck, location: "engines", wounds: 1 } }).state;
    s = play(s, { type: "crash", vehicle: truck, face: "rear" }, [6]).state;
    s = play(s, { type: "injury-dice", prompt: 1, injury: "serious-injury" }, [3, 3]).state;
    const boom = play(s, { type: "next-turn" }, [6, 2, 3, 3, 4, 4, 4, 5, 5, 5]);
    expect(boom.entry.text).toBe(
      'Turn 2. Grunt Truck\'s fuel explodes (6): wrecked. Grot lands 2" away at 90°, takes a S4 hit. Nob lands 4" away at 120°, takes a S4 hit. Snag lands 5" away at 150°, takes a S4 hit.',
    );
    expect(["a/grot", "a/nob", "a/snag"].map((k) => boom.state.fighters[k]!.ridesIn)).toEqual([null, null, null]);
  });
  it("003 Drivers and injuries: pinning the driver is refused in so many words; a passenger may be pinned and stays aboard, never down", () => {
    const r = refusedEvent(battleOf(), { type: "fighter-status", fighter: "a/grot", condition: "pinned" });
    expect([r.code, r.message]).toEqual(["not-allowed", "A driver cannot be pinned."]);
    const pinned = play(battleOf(), { type: "fighter-status", fighter: "a/snag", condition: "pinned" });
    expect(pinned.entry.text).toBe("Snag is pinned.");
    expect(pinned.state.fighters["a/snag"]).toMatchObject({ ridesIn: truck, condition: "pinned", everDown: false });
  });
  it("a fighter on foot going down is said plainly; only out of action gives the kill and the run-over", () => {
    const down = play(battleOf(), { type: "fighter-status", fighter: "b/runt", condition: "down", by: "a/nob", runOverBy: truck });
    expect(down.entry.text).toBe("Runt is down.");
    expect([down.state.fighters["a/nob"]!.kills, down.state.vehicles[truck]!.runOver]).toEqual([0, 0]);
    expect(play(battleOf(), { type: "fighter-status", fighter: "b/runt", condition: "out-of-action", runOverBy: truck }).entry.text).toBe(
      "Runt is out-of-action. Run over by Grunt Truck.",
    );
  });
  it("a crewman going down in a vehicle with nobody at the wheel is said plainly", () => {
    const noGrot = play(battleOf(), { type: "fighter-status", fighter: "a/grot", condition: "out-of-action" }).state;
    expect(play(noGrot, { type: "fighter-status", fighter: "a/snag", condition: "down" }).entry.text).toBe("Snag is down.");
  });
  it("003 Damage tables, driver: the moving truck swerves (2: left) and runs 4\", said after the driver's fall, its dice named for the lost driver", () => {
    const { entry } = play(moved(), { type: "fighter-status", fighter: "a/grot", condition: "down" }, [2, 4]);
    expect(entry.text).toBe('Grot is down. Grunt Truck swerves left and runs 4" on.');
    expect(entry.dice.map((d) => d.purpose)).toEqual(["Grunt Truck loses its driver: swerve (1-3 left, 4-6 right)", 'Grunt Truck loses its driver: move D6"']);
  });
  it("thrown in a fight on board (1, 5, 9, 2) or falling off after a crew hit (3, 4, 6): the log says how he lands", () => {
    expect(play(moved(), { type: "fighter-status", fighter: "a/snag", condition: "down", cause: "fight-on-board" }, [1, 5, 9, 2]).entry.text).toBe(
      'Snag is down. Instead he is thrown: Snag lands 1" away at 270°, no hit (2), pinned.',
    );
    expect(play(moved(), { type: "fighter-status", fighter: "a/snag", condition: "down", cause: "crew-hit" }, [3, 4, 6]).entry.text).toBe(
      'Snag is down. He falls off: Snag lands 2" away at 180°, takes a S3 hit.',
    );
  });
  it("out of action in a fight on board, or from a crew hit, he is not thrown and does not fall off: he just leaves, no dice; a driver hit down stays at the wheel", () => {
    const fight = play(moved(), { type: "fighter-status", fighter: "a/snag", condition: "out-of-action", cause: "fight-on-board" });
    expect(fight.entry).toMatchObject({ text: "Snag is out-of-action.", dice: [] });
    const hit = play(battleOf(), { type: "fighter-status", fighter: "a/snag", condition: "out-of-action", cause: "crew-hit" });
    expect(hit.entry).toMatchObject({ text: "Snag is out-of-action.", dice: [] });
    const grot = play(battleOf(), { type: "fighter-status", fighter: "a/grot", condition: "down", cause: "crew-hit" });
    expect(grot.entry).toMatchObject({ text: "Grot is down.", dice: [] });
    expect(grot.state.fighters["a/grot"]!.ridesIn).toBe(truck);
  });
  it("a fighter on foot going down rolls nothing whatever cause is given: there is no vehicle to fall off", () => {
    expect(play(battleOf(), { type: "fighter-status", fighter: "b/runt", condition: "down", cause: "crew-hit" }).entry).toMatchObject({
      text: "Runt is down.",
      dice: [],
    });
  });
});

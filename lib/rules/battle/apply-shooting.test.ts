import { describe, expect, it } from "vitest";
import { createBattle } from "./create-battle";
import type { EventOf } from "./events";
import { battleOf, entryRules, ok, play, refusedEvent, twoGangs } from "./testing";

const truck = "a/truck";
const buggy = "b/buggy";
const stubber = { boltedOn: "a/truck/stubber" };
const rifle = { carried: { unwieldy: false, pistol: false, template: false } };
const shot = (o: Partial<EventOf<"shoot-vehicle">> = {}): EventOf<"shoot-vehicle"> => ({
  type: "shoot-vehicle",
  target: buggy,
  firer: "a/nob",
  weapon: stubber,
  needed: 4,
  special: "standard",
  damage: 2,
  ...o,
});

describe("003 Shooting at vehicles on the battle state", () => {
  it("Nob's bolted-on stubber: +1 large target, a 3 hits on 4+, location 6 (engines) waits for its wound roll", () => {
    const { state, entry } = play(battleOf(), shot(), [3, 6]);
    expect(state.prompts).toEqual([
      {
        id: 1,
        kind: "hit",
        vehicle: buggy,
        location: "engines",
        fighter: null,
        weapon: "standard",
        damage: 2,
        meltaShortRange: false,
        penetrates: false,
        from: "Nob",
      },
    ]);
    expect(entryRules(entry)).toEqual(expect.arrayContaining(["to-hit", "large-target", "weapon-standard", "hit-location"]));
    expect(state.fighters["a/nob"]!.firedThisTurn).toBe(true);
  });
  it("the wound roll (needs 3: 5) and a failed 3+ save (1) take 2 wounds off the engines (T10)", () => {
    const s = play(battleOf(), shot(), [3, 6]).state;
    const r = play(s, { type: "wound-hit", prompt: 1, woundNeeded: 3 }, [5, 1]);
    expect(r.state.vehicles[buggy]!.locations.engines.wounds).toBe(3);
    expect(r.state.prompts).toEqual([]);
    expect(r.entry.text).toMatch(/T10/);
  });
  it("003 Damage tables, engines skull: at 0 the injury dice (skull) wreck the buggy and fling Zog and Mek off; a wreck then does nothing", () => {
    let s = play(battleOf(), { type: "adjust", change: { what: "location-wounds", vehicle: buggy, location: "engines", wounds: 1 } }).state;
    s = play(s, shot(), [6, 6]).state;
    s = play(s, { type: "wound-hit", prompt: 1, woundNeeded: 3 }, [5, 1]).state;
    expect(s.prompts).toEqual([{ id: 2, kind: "injury", vehicle: buggy, location: "engines" }]);
    s = play(s, { type: "injury-dice", prompt: 2, injury: "skull" }, [2, 3, 1, 4, 4, 6]).state;
    expect(s.vehicles[buggy]!.flags).toEqual({ immobilised: true, crippled: true, onFire: false, wrecked: true });
    expect([s.fighters["b/zog"]!.ridesIn, s.fighters["b/mek"]!.ridesIn]).toEqual([null, null]);
    expect(refusedEvent(s, { type: "gas-move", vehicle: buggy, legs: [{ inches: 1, pivot: 0 }] }).code).toBe("vehicle-wrecked");
    expect(refusedEvent(s, shot(), [6, 6]).code).toBe("vehicle-wrecked");
  });
  it("003 Bolted on weapons: Snag, not the allocated gunner, fires the unwieldy stubber at -2 (5 +1 -2 hits 4+); the weapon hit falls to Mek", () => {
    const { state, entry } = play(battleOf(), shot({ firer: "a/snag" }), [5, 2]);
    expect(entryRules(entry)).toContain("not-the-gunner");
    expect(state.prompts[0]).toMatchObject({ location: "crew", fighter: "b/mek" });
  });
  it("003 Shooting from vehicles: the driver may not fire a rifle", () => {
    expect(refusedEvent(battleOf(), shot({ firer: "a/grot", weapon: rifle }), [6, 6]).rule.id).toBe("driver-weapons");
  });
  it("003 Armour plates: the truck's engines save fails (2) but the plates' 6+ holds (6), and is then gone", () => {
    let s = play(battleOf(), shot({ firer: "b/mek", target: truck, weapon: rifle }), [3, 6]).state;
    s = play(s, { type: "wound-hit", prompt: 1, woundNeeded: 4 }, [4, 2, 6]).state;
    expect([s.vehicles[truck]!.plateSave, s.vehicles[truck]!.locations.engines.wounds]).toEqual([null, 5]);
  });
  it("003 Blast and template: a template on the crew wounds each rider (hit 5, D3 face 1, location 1); ruling: the plates cover the crew too, so Nob rolls them before losing 1 of 2 (wound 4, save 2, plates 1)", () => {
    let s = play(
      battleOf(),
      shot({ firer: "b/mek", target: truck, weapon: { carried: { unwieldy: false, pistol: false, template: true } }, special: "template", damage: 1 }),
      [5, 1, 1],
    ).state;
    expect(s.prompts.map((p) => p.kind === "hit" && p.fighter)).toEqual(["a/nob", "a/snag"]);
    s = play(s, { type: "wound-hit", prompt: 1, woundNeeded: 4 }, [4, 2, 1]).state;
    expect(s.fighters["a/nob"]!.wounds).toBe(1);
  });
  it("003 Extra ammo destroyed: 2D3 hits (faces 3 and 6: 5) from the stubber; ruling: all on one location, rolled once (6); each needs the weapon's Damage", () => {
    let s = play(battleOf(), shot({ firer: "b/mek", target: truck, weapon: rifle }), [6, 3]).state;
    s = play(s, { type: "wound-hit", prompt: 1, woundNeeded: 4 }, [6, 1, 1]).state;
    s = play(s, { type: "injury-dice", prompt: 2, injury: "serious-injury" }, [6, 3, 6, 6]).state;
    expect(s.prompts).toHaveLength(5);
    expect(s.prompts.every((p) => p.kind === "hit" && p.location === "engines" && p.damage === null)).toBe(true);
    expect(s.vehicles[truck]!.weapons[0]!.extraAmmo).toBe("none");
    expect(refusedEvent(s, { type: "wound-hit", prompt: 3, woundNeeded: 4 }, [4, 1, 1]).code).toBe("not-allowed");
    expect(play(s, { type: "wound-hit", prompt: 3, woundNeeded: 4, damage: 1 }, [4, 1, 1]).state.vehicles[truck]!.locations.engines.wounds).toBe(4);
  });
  it("003 Scattershot: wounding the crew (hit 4, location 1, Nob picked on 2; wound 5, save 6) spreads to the rest as a template; ruling: the wound roll is what counts", () => {
    let s = play(battleOf(), shot({ firer: "b/mek", target: truck, weapon: rifle, special: "scattershot", damage: 1 }), [4, 1, 2]).state;
    expect(s.prompts).toMatchObject([{ fighter: "a/nob", weapon: "scattershot" }]);
    const r = play(s, { type: "wound-hit", prompt: 1, woundNeeded: 4 }, [5, 6]);
    s = r.state;
    expect(s.prompts).toMatchObject([{ fighter: "a/snag", weapon: "template" }]);
    expect(entryRules(r.entry)).toContain("weapon-scattershot");
  });
  it("003 Upgrades skull, ruling: losing an armour plate makes the plates' save one step worse (the truck's only plate: gone); the engines lose a wound", () => {
    let s = play(battleOf(), shot({ firer: "b/mek", target: truck, weapon: rifle }), [6, 3]).state;
    s = play(s, { type: "wound-hit", prompt: 1, woundNeeded: 4 }, [6, 1, 1]).state;
    s = play(s, { type: "injury-dice", prompt: 2, injury: "skull" }, [1]).state;
    expect([s.vehicles[truck]!.plateSave, s.vehicles[truck]!.upgrades[0]!.destroyed, s.vehicles[truck]!.locations.engines.wounds]).toEqual([null, true, 4]);
  });
  it("a prompt that is not waiting is refused", () => {
    expect(refusedEvent(battleOf(), { type: "wound-hit", prompt: 9, woundNeeded: 4 }).code).toBe("not-allowed");
    expect(refusedEvent(battleOf(), { type: "injury-dice", prompt: 9, injury: "skull" }).code).toBe("not-allowed");
  });
});

describe("003 Damaging a stationary vehicle, the wrecking ball, ammo and the special weapons on the state", () => {
  it("Zog alone on the parked bike strikes its engines, no roll; with enemies aboard he may not", () => {
    let s = play(battleOf(), { type: "adjust", change: { what: "seat", fighter: "b/zog", vehicle: "a/bike", seat: "boarder" } }).state;
    const opposed = refusedEvent(s, { type: "damage-stationary", fighter: "b/zog", target: "a/bike", location: "engines", damage: 1 });
    expect(opposed.rule.id).toBe("damage-stationary");
    s = play(s, { type: "fighter-status", fighter: "a/spanna", condition: "out-of-action" }).state;
    const r = play(s, { type: "damage-stationary", fighter: "b/zog", target: "a/bike", location: "engines", damage: 1 });
    expect(r.state.prompts[0]).toMatchObject({ kind: "hit", vehicle: "a/bike", location: "engines" });
    expect(r.entry.dice).toEqual([]);
  });
  it("003 Workshop: wrecking ball: D3 hits that ignore armour (face 5: 3; locations 6, 4, 2 to the crew)", () => {
    expect(refusedEvent(battleOf(), { type: "wrecking-ball", vehicle: truck, target: buggy, distance: 1, damage: 1 }).code).toBe("not-allowed");
    const { a, b } = twoGangs();
    a.vehicles[0]!.upgrades.push({ upgradeId: "wrecking-ball", mounting: "left", weaponId: null });
    const s = ok(
      createBattle([
        { gangId: "a", roster: a },
        { gangId: "b", roster: b },
      ]),
    );
    const r = play(s, { type: "wrecking-ball", vehicle: truck, target: buggy, distance: 1, damage: 1 }, [5, 6, 4, 2]);
    expect(r.state.prompts.map((p) => p.kind === "hit" && [p.location, p.penetrates])).toEqual([
      ["engines", true],
      ["wheels", true],
      ["crew", true],
    ]);
  });
  it("003 Extra ammo: the stubber's first ammo roll passes without a die, the next is rolled (needs 4: 3 fails)", () => {
    const s = play(battleOf(), { type: "ammo-roll", vehicle: truck, weapon: "a/truck/stubber", needed: 4 }).state;
    expect(s.vehicles[truck]!.weapons[0]!.extraAmmo).toBe("used");
    expect(play(s, { type: "ammo-roll", vehicle: truck, weapon: "a/truck/stubber", needed: 4 }, [3]).entry.text).toMatch(/failed/);
  });
  it('003 fumbles, knockback (I 3: 1 fails; thrown 1" at 0°, hit on 5), harpoons (1", hit on 4) and grapnels (S3: 5 fails, dragged 2")', () => {
    expect(play(battleOf(), { type: "fumble", vehicle: truck }).entry.text).toMatch(/Grot, Nob, Snag/);
    expect(play(battleOf(), { type: "knockback", fighter: "a/snag" }, [1, 2, 3, 12, 5]).state.fighters["a/snag"]).toMatchObject({
      ridesIn: null,
      condition: "pinned",
    });
    expect(refusedEvent(battleOf(), { type: "knockback", fighter: "b/runt" }).code).toBe("not-allowed");
    expect(play(battleOf(), { type: "harpoon", fighter: "a/snag" }, [2, 4]).entry.text).toMatch(/dragged 1"/);
    expect(refusedEvent(battleOf(), { type: "harpoon", fighter: "b/runt" }).code).toBe("not-allowed");
    expect(play(battleOf(), { type: "grapnel", fighter: "b/runt", outOfRange: true }, [5, 2]).entry.text).toMatch(/dragged 2"/);
    expect(play(battleOf(), { type: "grapnel", fighter: "b/runt", outOfRange: false }).entry.text).toMatch(/holds/);
  });
});

describe("003 Shooting at vehicles: where the hits land, as the log and the waiting rolls say", () => {
  it("a template (to hit 3; D3 face 4: 2 hits; locations 6 and 3) lists each location with its roll", () => {
    const r = play(battleOf(), shot({ special: "template" }), [3, 4, 6, 3]);
    expect(r.entry.text).toBe("Nob shoots at Skull Buggy: 3 +1 against 4+, 2 hit(s): ENGINES (rolled 6), UPGRADES (rolled 3). Roll to wound.");
    expect(r.state.prompts.map((p) => p.location)).toEqual(["engines", "upgrades"]);
  });
  it("a hit on the DRIVER (location 5) waits on the driver, not on the first rider aboard (Snag drives, Nob rides too)", () => {
    let s = play(battleOf(), { type: "adjust", change: { what: "seat", fighter: "a/grot", vehicle: null, seat: null } }).state;
    s = play(s, { type: "adjust", change: { what: "seat", fighter: "a/snag", vehicle: truck, seat: "driver" } }).state;
    const r = play(s, shot({ target: truck, firer: "b/mek", weapon: rifle, damage: 1 }), [4, 5]);
    expect(r.state.prompts).toMatchObject([{ location: "driver", fighter: "a/snag" }]);
    expect(r.entry.text).toBe("Mek shoots at Grunt Truck: 4 +1 against 4+, 1 hit(s): DRIVER (rolled 5). Roll to wound.");
  });
});

describe("shooting and the special weapons on the battle state: the log's words and refusals in full", () => {
  const said = (s: ReturnType<typeof battleOf>, body: Parameters<typeof refusedEvent>[1], faces: number[] = []) => {
    const r = refusedEvent(s, body, faces);
    return [r.code, r.message];
  };
  it("003 Shooting at vehicles: a hit (3 +1 for a large target against 4+; location 6) and a miss (1) are said with the roll and its modifier", () => {
    expect(play(battleOf(), shot(), [3, 6]).entry.text).toBe("Nob shoots at Skull Buggy: 3 +1 against 4+, 1 hit(s): ENGINES (rolled 6). Roll to wound.");
    expect(play(battleOf(), shot(), [1]).entry.text).toBe("Nob shoots at Skull Buggy: 1 +1 against 4+, a miss.");
    expect(play(battleOf(), shot({ firer: "b/runt", target: truck, weapon: rifle }), [4, 6]).entry.text).toBe(
      "Runt shoots at Grunt Truck: 4 +1 against 4+, 1 hit(s): ENGINES (rolled 6). Roll to wound.",
    );
  });
  it("refused in so many words: a wreck as target, a pinned firer, a bolted-on weapon the vehicle lacks", () => {
    const wrecked = play(battleOf(), { type: "adjust", change: { what: "vehicle-flag", vehicle: buggy, flag: "wrecked", value: true } }).state;
    expect(said(wrecked, shot(), [3, 6])).toEqual(["vehicle-wrecked", "Skull Buggy is a wreck, out of the game."]);
    const pinned = play(battleOf(), { type: "fighter-status", fighter: "a/nob", condition: "pinned" }).state;
    expect(said(pinned, shot(), [3, 6])).toEqual(["fighter-unavailable", "Nob is pinned and cannot shoot."]);
    expect(said(battleOf(), shot({ weapon: { boltedOn: "a/truck/lascannon" } }), [3, 6])).toEqual([
      "unknown-piece",
      "Grunt Truck has no such bolted-on weapon.",
    ]);
    expect(said(battleOf(), { type: "ammo-roll", vehicle: truck, weapon: "a/truck/nope", needed: 4 }, [3])).toEqual([
      "unknown-piece",
      "Grunt Truck has no such bolted-on weapon.",
    ]);
  });
  it("003 Workshop: wrecking ball: refused on a truck without one; its hits (face 5: 3; locations 6, 4, 2) are said and come from the ball", () => {
    expect(said(battleOf(), { type: "wrecking-ball", vehicle: truck, target: buggy, distance: 1, damage: 1 })).toEqual([
      "not-allowed",
      "Grunt Truck has no wrecking ball.",
    ]);
    const { a, b } = twoGangs();
    a.vehicles[0]!.upgrades.push({ upgradeId: "wrecking-ball", mounting: "left", weaponId: null });
    const s = ok(
      createBattle([
        { gangId: "a", roster: a },
        { gangId: "b", roster: b },
      ]),
    );
    const r = play(s, { type: "wrecking-ball", vehicle: truck, target: buggy, distance: 1, damage: 1 }, [5, 6, 4, 2]);
    expect(r.entry.text).toBe(
      "Grunt Truck's wrecking ball lands 3 hit(s) that ignore armour: ENGINES (rolled 6), WHEEL/TRACK (rolled 4), CREW (random member) (rolled 2).",
    );
    expect(r.state.prompts.map((p) => p.kind === "hit" && p.from)).toEqual([
      "Grunt Truck's wrecking ball",
      "Grunt Truck's wrecking ball",
      "Grunt Truck's wrecking ball",
    ]);
  });
  it("003 Hitting a stationary vehicle: only from aboard, unopposed by an enemy on his feet; the hit is said and comes from him", () => {
    expect(said(battleOf(), { type: "damage-stationary", fighter: "b/zog", target: "a/bike", location: "engines", damage: 1 })).toEqual([
      "not-allowed",
      "Only a fighter aboard a stationary vehicle can strike it where he likes.",
    ]);
    const aboard = play(battleOf(), { type: "adjust", change: { what: "seat", fighter: "b/zog", vehicle: "a/bike", seat: "boarder" } }).state;
    expect(said(aboard, { type: "damage-stationary", fighter: "b/zog", target: "a/bike", location: "engines", damage: 1 })).toEqual([
      "not-allowed",
      "He must be unopposed on the vehicle to wreck it.",
    ]);
    // Spanna down at the handlebars opposes nobody
    const down = play(aboard, { type: "fighter-status", fighter: "a/spanna", condition: "down" }).state;
    const r = play(down, { type: "damage-stationary", fighter: "b/zog", target: "a/bike", location: "engines", damage: 1 });
    expect(r.entry.text).toBe("Zog hits Speedy's ENGINES without a roll. Roll to wound.");
    expect(r.state.prompts[0]).toMatchObject({ from: "Zog", penetrates: false });
  });
  it("003 ammo rolls: Extra Ammo's free pass, a roll passed (5) and one failed (3) are said", () => {
    expect(play(battleOf(), { type: "ammo-roll", vehicle: truck, weapon: "a/truck/stubber", needed: 4 }).entry.text).toBe(
      "Heavy stubber: Extra Ammo passes its first ammo roll.",
    );
    expect(play(battleOf(), { type: "ammo-roll", vehicle: truck, weapon: "a/truck/boltgun", needed: 4 }, [5]).entry.text).toBe("Boltgun ammo roll 5: passed.");
    const failed = play(battleOf(), { type: "ammo-roll", vehicle: truck, weapon: "a/truck/boltgun", needed: 4, twinLinkedReroll: true }, [3]);
    expect(failed.entry.text).toBe("Boltgun ammo roll 3: failed.");
    // the boltgun has no Extra Ammo to use up
    expect(failed.state.vehicles[truck]!.weapons[1]!.extraAmmo).toBe(battleOf().vehicles[truck]!.weapons[1]!.extraAmmo);
  });
  it("003 knockback, harpoon and grapnel: refused on a fighter on foot where it needs a rider; each outcome said in words", () => {
    expect(said(battleOf(), { type: "knockback", fighter: "b/runt" })).toEqual([
      "not-allowed",
      "Vehicles shrug off knockback; only a rider can be knocked overboard.",
    ]);
    expect(play(battleOf(), { type: "knockback", fighter: "a/snag" }, [1, 2, 3, 12, 5]).entry.text).toBe(
      'I test needing 3+: rolled 1, failed: Snag is thrown overboard. Snag lands 1" away at 0°, takes a S3 hit, pinned.',
    );
    const held = play(battleOf(), { type: "knockback", fighter: "a/snag" }, [4]);
    expect([held.entry.text, held.state.fighters["a/snag"]!.condition]).toEqual(["I test needing 3+: rolled 4, passed: Snag hangs on.", "active"]);
    expect(said(battleOf(), { type: "harpoon", fighter: "b/runt" })).toEqual(["not-allowed", "A harpoon never drags a vehicle; only its riders go overboard."]);
    const harpooned = play(battleOf(), { type: "harpoon", fighter: "a/snag" }, [2, 4]);
    expect([harpooned.entry.text, harpooned.state.fighters["a/snag"]!.condition]).toEqual([
      'Snag is dragged 1" overboard toward the shooter and takes a S3 hit, pinned.',
      "pinned",
    ]);
    expect(play(battleOf(), { type: "harpoon", fighter: "a/snag" }, [2, 1]).entry.text).toBe('Snag is dragged 1" overboard toward the shooter, pinned.');
    expect(play(battleOf(), { type: "grapnel", fighter: "b/runt", outOfRange: true }, [1]).entry.text).toBe("Runt holds on and is towed along.");
    expect(play(battleOf(), { type: "grapnel", fighter: "b/runt", outOfRange: true }, [5, 2]).entry.text).toBe('Runt is dragged 2" and takes a S3 hit.');
  });
});

describe("shooting on the battle state: modifiers in the log, a weapon out, hits that are not melta", () => {
  it("a net modifier below 0 is said with its minus sign only (3, +1 large target, -2 typed in: 3 -1 against 4+, a miss)", () => {
    expect(play(battleOf(), shot({ modifiers: [{ why: "Cover", value: -2 }] }), [3]).entry.text).toBe("Nob shoots at Skull Buggy: 3 -1 against 4+, a miss.");
  });
  it("a bolted-on weapon put out of action cannot fire: refused in so many words", () => {
    const s = structuredClone(battleOf());
    s.vehicles[truck]!.weapons[0]!.out = true;
    const r = refusedEvent(s, shot(), [3, 6]);
    expect([r.code, r.message]).toEqual(["not-allowed", "Heavy stubber is out of action for the rest of the battle."]);
  });
  it("the wrecking ball's hits and a hit on a stationary vehicle are never melta hits at short range", () => {
    const { a, b } = twoGangs();
    a.vehicles[0]!.upgrades.push({ upgradeId: "wrecking-ball", mounting: "left", weaponId: null });
    const s = ok(
      createBattle([
        { gangId: "a", roster: a },
        { gangId: "b", roster: b },
      ]),
    );
    const ball = play(s, { type: "wrecking-ball", vehicle: truck, target: buggy, distance: 1, damage: 1 }, [5, 6, 4, 2]);
    expect(ball.state.prompts.map((p) => p.kind === "hit" && p.meltaShortRange)).toEqual([false, false, false]);
    let t = play(battleOf(), { type: "adjust", change: { what: "seat", fighter: "b/zog", vehicle: "a/bike", seat: "boarder" } }).state;
    t = play(t, { type: "fighter-status", fighter: "a/spanna", condition: "out-of-action" }).state;
    const hit = play(t, { type: "damage-stationary", fighter: "b/zog", target: "a/bike", location: "engines", damage: 1 });
    expect(hit.state.prompts[0]).toMatchObject({ meltaShortRange: false });
  });
});

describe("003 Shooting from vehicles: what the firer's seat and weapon allow", () => {
  const refusedBy = (s: ReturnType<typeof battleOf>, e: EventOf<"shoot-vehicle">) => {
    const r = refusedEvent(s, e, [3, 6]);
    return [r.code, r.rule.id];
  };
  it("003 Drivers: Grot fires the boltgun allocated to him, but not Nob's stubber", () => {
    expect(play(battleOf(), shot({ firer: "a/grot", weapon: { boltedOn: "a/truck/boltgun" } }), [3, 6]).entry.text).toMatch(
      /^Grot shoots at Skull Buggy: 3 \+1/,
    );
    expect(refusedBy(battleOf(), shot({ firer: "a/grot" }))).toEqual(["not-allowed", "driver-weapons"]);
  });
  it("003 Damage tables, fixed weapon: a damaged stubber takes -1, cancelling the large target's +1 (4 against 4+ hits; location 6)", () => {
    const s = structuredClone(battleOf());
    s.vehicles[truck]!.weapons[0]!.penalty = -1;
    expect(play(s, shot(), [4, 6]).entry.text).toBe("Nob shoots at Skull Buggy: 4 against 4+, 1 hit(s): ENGINES (rolled 6). Roll to wound.");
  });
  it("003 templates from vehicles: a bolted-on template weapon is never fired into the front arc", () => {
    expect(refusedBy(battleOf(), shot({ special: "template", arc: "front" }))).toEqual(["not-allowed", "templates-from-vehicles"]);
  });
  it("003 Bolted on weapons: an unwieldy weapon carried by a rider of a moving truck cannot fire", () => {
    const s = play(battleOf(), { type: "gas-move", vehicle: truck, legs: [{ inches: 8, pivot: 0 }] }).state;
    expect(refusedBy(s, shot({ firer: "a/snag", weapon: { carried: { unwieldy: true, pistol: false, template: false } } }))).toEqual([
      "not-allowed",
      "bolted-on",
    ]);
  });
});

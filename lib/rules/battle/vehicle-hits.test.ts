import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { cited, ok, refused, vehicleOf } from "./testing";
import { crewStruck, locateHit, woundLocation, type WoundInput } from "./vehicle-hits";

const none = { crew: 0, weapons: 0, upgrades: 0, driver: true };

describe("003 Shooting at vehicles, 1. location roll, and the tables' hit-instead lines", () => {
  it("a truck hit on 4 is the WHEEL/TRACK", () => {
    expect(ok(locateHit(vehicleOf(), null, manualDice([4]))).location).toBe("wheels");
  });
  it("no fixed weapon: the crew; ruling: the lines chain, so with no crew either it is the driver (dice 2)", () => {
    const r = locateHit(vehicleOf("truck", { contents: none }), null, manualDice([2]));
    expect(ok(r).path).toEqual(["weapons", "crew", "driver"]);
    expect(cited(r)).toContain("hit-instead");
  });
  it("no upgrades: the engines (dice 3); no driver: the engines (dice 5)", () => {
    expect(ok(locateHit(vehicleOf("truck", { contents: none }), null, manualDice([3]))).location).toBe("engines");
    expect(ok(locateHit(vehicleOf("truck", { contents: { ...none, driver: false } }), null, manualDice([5]))).location).toBe("engines");
  });
  it("003 Damaging a stationary vehicle: the attacker picks the location, no die", () => {
    const r = locateHit(vehicleOf(), "engines", manualDice([]));
    expect(ok(r)).toMatchObject({ roll: 0, location: "engines", row: { toughness: 10 } });
    expect(r.ok && r.rule.id).toBe("damage-stationary");
  });
});

describe("003 Damage tables: crew", () => {
  it("one of three crew at random (dice 4: the second); a blast or template strikes all", () => {
    expect(ok(crewStruck(["a", "b", "c"], false, manualDice([4])))).toEqual(["b"]);
    expect(ok(crewStruck(["a", "b"], true, manualDice([])))).toEqual(["a", "b"]);
    expect(refused(crewStruck([], false, manualDice([]))).code).toBe("not-allowed");
  });
});

const hit = (o: Partial<WoundInput> = {}): WoundInput => ({
  target: "Truck",
  title: "ENGINES",
  woundNeeded: 4,
  save: 3,
  plateSave: null,
  penetrates: false,
  damage: 1,
  meltaShortRange: false,
  woundsLeft: 5,
  ...o,
});

describe("003 Shooting at vehicles, 2-4: wound, save, wounds", () => {
  it("2. a wound roll under the roll needed does nothing (needs 4: dice 3)", () => {
    expect(ok(woundLocation(hit(), manualDice([3])))).toMatchObject({ wounded: false, woundsAfter: 5 });
  });
  it("3. the location's save holds (engines 3+: wound 4, save 3)", () => {
    expect(ok(woundLocation(hit(), manualDice([4, 3])))).toMatchObject({ saved: true, woundsAfter: 5 });
  });
  it("4. a failed save costs the weapon's Damage (wound 6, save 2: 5 wounds to 4)", () => {
    expect(ok(woundLocation(hit(), manualDice([6, 2])))).toMatchObject({ saved: false, woundsLost: 1, woundsAfter: 4, injuryDice: false });
  });
  it("ruling: a location brought to 0 rolls the injury dice, and wounds do not go below 0 (2 damage on 1 wound: wound 5, save 1)", () => {
    expect(ok(woundLocation(hit({ damage: 2, woundsLeft: 1 }), manualDice([5, 1])))).toMatchObject({ woundsLost: 1, woundsAfter: 0, injuryDice: true });
  });
  it("ruling: a hit on a location already at 0 rolls the injury dice again (wound 5, save 1)", () => {
    expect(ok(woundLocation(hit({ woundsLeft: 0 }), manualDice([5, 1])))).toMatchObject({ woundsLost: 0, injuryDice: true });
  });
  it("003 Armour plates, ruling: a second save after the location's fails (5+ location: 2; plates 6+: 6) and it gets worse when it holds: 6+ is gone", () => {
    const r = woundLocation(hit({ save: 5, plateSave: 6 }), manualDice([4, 2, 6]));
    expect(ok(r)).toMatchObject({ saved: true, plateRoll: 6, plateSaveAfter: null });
    expect(cited(r)).toContain("armour-plates");
    expect(ok(woundLocation(hit({ save: 5, plateSave: 4 }), manualDice([4, 2, 5])))).toMatchObject({ saved: true, plateSaveAfter: 5 });
  });
  it("003 Armour plates: a failed plate save stays as it was (save 2, plates 4+: 3)", () => {
    expect(ok(woundLocation(hit({ save: 5, plateSave: 4 }), manualDice([4, 2, 3])))).toMatchObject({ saved: false, plateSaveAfter: 4, woundsAfter: 4 });
  });
  it("003 Wrecking ball: a hit through armour takes no save, plates neither (wound 4 only)", () => {
    const r = woundLocation(hit({ penetrates: true, plateSave: 4 }), manualDice([4]));
    expect(ok(r)).toMatchObject({ saveRoll: null, plateRoll: null, woundsAfter: 4 });
    expect(cited(r)).toContain("penetrates-armour");
  });
  it("a location with no save rolls none (wound 4)", () => {
    expect(ok(woundLocation(hit({ save: null }), manualDice([4]))).saveRoll).toBeNull();
  });
  it("003 Melta weapons: double damage at short range (D1 becomes 2: wound 6, save 1)", () => {
    const r = woundLocation(hit({ meltaShortRange: true }), manualDice([6, 1]));
    expect(ok(r).woundsLost).toBe(2);
    expect(cited(r)).toContain("melta-vehicles");
  });
  it("the wound roll needed is 2-6 (7: cannot wound) and Damage at least 1", () => {
    expect(refused(woundLocation(hit({ woundNeeded: 1 }), manualDice([]))).code).toBe("not-allowed");
    expect(refused(woundLocation(hit({ damage: 0 }), manualDice([]))).code).toBe("not-allowed");
    expect(ok(woundLocation(hit({ woundNeeded: 7 }), manualDice([6]))).wounded).toBe(false);
  });
});

describe("003 Shooting at vehicles: what the log says and which rules it cites", () => {
  const purposes = (r: { dice: { purpose: string }[] }) => r.dice.map((d) => d.purpose);
  it("1. a location roll with nothing missing cites no hit-instead line (dice 2: weapons)", () => {
    const r = locateHit(vehicleOf("truck", { name: "Truck" }), null, manualDice([2]));
    expect(cited(r)).toEqual(["hit-location"]);
    expect(purposes(r)).toEqual(["Hit location: Truck"]);
    expect(ok(r).path).toEqual(["weapons"]);
  });
  it("003 Damaging a stationary vehicle: a picked crew hit lands on the crew even when the roll would chain on (no die)", () => {
    expect(ok(locateHit(vehicleOf("truck", { contents: none }), "crew", manualDice([])))).toMatchObject({ location: "crew", path: ["crew"], roll: 0 });
  });
  it("003 Damage tables: crew: the random pick is logged; a single crewman is struck with no die", () => {
    expect(purposes(crewStruck(["a", "b"], false, manualDice([6])))).toEqual(["Crew hit: who is struck"]);
    expect(ok(crewStruck(["a"], false, manualDice([])))).toEqual(["a"]);
    const r = refused(crewStruck([], true, manualDice([])));
    expect([r.rule.id, r.message]).toEqual(["crew-struck", "There is nobody in the crew to hit."]);
  });
  it("2-4. a failed save (wound 6, save 2) logs both rolls and tells the wounds lost", () => {
    const r = woundLocation(hit(), manualDice([6, 2]));
    expect(purposes(r)).toEqual(["To wound Truck's ENGINES (4+)", "ENGINES save (3+)"]);
    expect(ok(r).text).toBe("Wounded (6), save failed (2): ENGINES loses 1, 4 left.");
    expect(cited(r)).toEqual(["wound-location", "location-save", "location-wounds"]);
  });
  it("2. no wound (dice 3 on 4+) says so and changes nothing", () => {
    expect(ok(woundLocation(hit({ plateSave: 5 }), manualDice([3])))).toEqual({
      woundRoll: 3,
      wounded: false,
      saveRoll: null,
      plateRoll: null,
      saved: false,
      plateSaveAfter: 5,
      woundsLost: 0,
      woundsAfter: 5,
      injuryDice: false,
      text: "To wound 3: no wound.",
    });
  });
  it("3. a held save (wound 4, save 3) tells the save and takes no wounds; the plates are not rolled", () => {
    const r = woundLocation(hit({ plateSave: 4 }), manualDice([4, 3]));
    expect(ok(r)).toEqual({
      woundRoll: 4,
      wounded: true,
      saveRoll: 3,
      plateRoll: null,
      saved: true,
      plateSaveAfter: 4,
      woundsLost: 0,
      woundsAfter: 5,
      injuryDice: false,
      text: "Wounded (4) but saved (3).",
    });
    expect(cited(r)).toEqual(["wound-location", "location-save"]);
  });
  it("003 Armour plates: with no location save the plates are the only save (wound 4; plates 5+: 5 holds, then 6+), told with the plates' roll", () => {
    const r = woundLocation(hit({ save: null, plateSave: 5 }), manualDice([4, 5]));
    expect(purposes(r)).toEqual(["To wound Truck's ENGINES (4+)", "Armour plates save (5+)"]);
    expect(ok(r)).toMatchObject({ saveRoll: null, plateRoll: 5, saved: true, plateSaveAfter: 6, text: "Wounded (4) but saved (5)." });
  });
  it("4. the location brought to 0 asks for the injury dice (wound 5, no save, 2 damage on 2 wounds)", () => {
    expect(ok(woundLocation(hit({ save: null, damage: 2, woundsLeft: 2 }), manualDice([5]))).text).toBe(
      "Wounded (5), no save: ENGINES loses 2, 0 left; roll the injury dice.",
    );
  });
  it("the roll needed to wound is refused at 8, below 2 or when not whole; Damage when not whole, with the reasons", () => {
    for (const woundNeeded of [8, 1, 4.5])
      expect(refused(woundLocation(hit({ woundNeeded }), manualDice([6]))).message).toBe(
        "The roll needed to wound is a D6 score from 2 to 6 (7: it cannot wound).",
      );
    expect(refused(woundLocation(hit({ damage: 1.5 }), manualDice([6]))).message).toBe("A weapon's Damage is a whole number from 1.");
    expect(ok(woundLocation(hit({ woundNeeded: 2 }), manualDice([2, 6]))).wounded).toBe(true);
  });
});

describe("003 Boarding: damaging a stationary vehicle, and a wound that lands", () => {
  it("the attacker's chosen location is the one hit even when the vehicle lacks its contents (driver and weapons picked on an empty truck; no dice)", () => {
    const empty = vehicleOf("truck", { contents: { crew: 0, weapons: 0, upgrades: 0, driver: false } });
    expect(ok(locateHit(empty, "driver", manualDice([]))).location).toBe("driver");
    expect(ok(locateHit(empty, "weapons", manualDice([]))).location).toBe("weapons");
  });
  it("4. a failed save is still a wound (wound 6, save 2)", () => {
    expect(ok(woundLocation(hit(), manualDice([6, 2])))).toMatchObject({ wounded: true, saved: false });
  });
});

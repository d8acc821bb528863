import { describe, expect, it } from "vitest";
import { createBattle } from "./create-battle";
import { battleOf, refused, twoGangs } from "./testing";

describe("003 Campaign rules, mounted: a battle built from the rosters", () => {
  const s = battleOf();
  it("takes the vehicles that can play, keyed by gang, with wounds per location from the vehicle card", () => {
    expect(Object.keys(s.vehicles)).toEqual(["a/truck", "a/bike", "b/buggy"]);
    expect(s.vehicles["a/truck"]!.locations).toEqual({
      weapons: { wounds: 3, max: 3 },
      upgrades: { wounds: 2, max: 2 },
      wheels: { wounds: 3, max: 3 },
      engines: { wounds: 5, max: 5 },
    });
    expect(s.vehicles["a/bike"]!.locations.engines).toEqual({ wounds: 3, max: 3 });
    expect(s.turn).toBe(1);
  });
  it("003 Armour plates: one plate gives the 6+ special save", () => {
    expect([s.vehicles["a/truck"]!.plateSave, s.vehicles["b/buggy"]!.plateSave]).toEqual([6, null]);
  });
  it("bolted-on weapons keep their gunner, and Extra Ammo the weapon it feeds", () => {
    expect(s.vehicles["a/truck"]!.weapons.map((w) => [w.key, w.allocatedTo, w.unwieldy, w.extraAmmo])).toEqual([
      ["a/truck/stubber", "a/nob", true, "unused"],
      ["a/truck/boltgun", "driver", false, "none"],
    ]);
  });
  it("003 Workshop: only upgrades that can be destroyed can be hit (the hard point cannot)", () => {
    expect(s.vehicles["a/truck"]!.upgrades.map((u) => u.label)).toEqual(["Armour plates", "Reinforced ram", "Extra Ammo"]);
    expect(s.vehicles["a/truck"]!.upgrades[2]!.weapon).toBe("a/truck/stubber");
    expect(s.vehicles["b/buggy"]!.upgrades[2]).toMatchObject({ upgradeId: "boarding-plank", mounting: "front" });
  });
  it("ruling: nothing has moved at the start, so every vehicle counts as stationary", () => {
    expect(Object.values(s.vehicles).every((v) => v.lastTurn.moved === false && !v.thisTurn.activated)).toBe(true);
  });
  it("fighters ride where the roster seats them; one in no crew is on foot; ruling: a recovering one, and a destroyed vehicle, stay home", () => {
    expect([s.fighters["a/grot"]!.seat, s.fighters["a/nob"]!.seat, s.fighters["a/snag"]!.seat, s.fighters["b/mek"]!.ridesIn]).toEqual([
      "driver",
      "gunner",
      "passenger",
      "b/buggy",
    ]);
    expect(s.fighters["b/runt"]!.ridesIn).toBeNull();
    expect(s.fighters["a/sick"]).toBeUndefined();
    expect(s.fighters["a/nob"]).toMatchObject({ wounds: 2, maxWounds: 2, condition: "active" });
  });
  it("ruling: the polecat upgrades pair with the nominated polecats in roster order", () => {
    const { a } = twoGangs();
    a.fighters[2]!.id = "pc";
    a.vehicles[0]!.crew = { driverId: "grot", gunnerIds: ["nob"], passengerIds: [], polecatIds: ["pc"] };
    a.vehicles[0]!.upgrades.push({ upgradeId: "polecat", mounting: null, weaponId: null });
    const r = createBattle([{ gangId: "a", roster: a }]);
    expect(r.ok && r.result.vehicles["a/truck"]!.upgrades.find((u) => u.upgradeId === "polecat")?.polecat).toBe("a/pc");
    expect(r.ok && r.result.fighters["a/pc"]!.seat).toBe("polecat");
  });
  it("refuses a battle with no gang, or two gangs with one id", () => {
    const { a, b } = twoGangs();
    expect(refused(createBattle([])).code).toBe("not-allowed");
    expect(
      refused(
        createBattle([
          { gangId: "x", roster: a },
          { gangId: "x", roster: b },
        ]),
      ).code,
    ).toBe("not-allowed");
  });
});

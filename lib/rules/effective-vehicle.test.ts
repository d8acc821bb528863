import { describe, expect, it } from "vitest";
import { effectiveVehicle, fittedUpgradeName, resolveSave, resolveValue } from "./effective-vehicle";
import { newVehicle } from "./roster/builder";
import { gruntsRoster } from "./roster/fixtures";
import type { Vehicle } from "./roster/schema";
import type { UpgradeId } from "./tables/workshop";
import { asDriver, asFighter, driverPlus, fighterPlus } from "./tables/stats";

const truck = (p: Partial<Vehicle> = {}): Vehicle => ({ ...newVehicle({ id: "t", name: "Grunt Truck", kind: "truck" }), ...p });
const ups = (...ids: UpgradeId[]) => ids.map((upgradeId) => ({ upgradeId, mounting: null, weaponId: null }));

describe("effectiveVehicle: base profiles", () => {
  it("a bare truck is its profile: M8, thrust 6, crew 5, 3 bolt-on slots", () => {
    const c = effectiveVehicle(truck());
    expect([c.movement, c.maxThrust, c.crewCapacity, c.boltOnSlots, c.specialSave, c.firstThrustNoTest]).toEqual([8, 6, 5, 3, null, false]);
    expect(c.locations.crew).toEqual({ toughness: fighterPlus(2), save: 5, wounds: asFighter });
    expect(c.profileName).toBe("Truck/Buggy");
  });
  it("ruling: the truck card's driver is Driver +2 as in the profile, though the damage table prints +3", () => {
    expect(effectiveVehicle(truck()).locations.driver.toughness).toEqual(driverPlus(2));
  });
  it("a trike carries 2 crew, a bike 1; both take their first thrust without a test", () => {
    const trike = effectiveVehicle(newVehicle({ id: "k", name: "Trike", kind: "trike" }));
    expect([trike.crewCapacity, trike.firstThrustNoTest]).toEqual([2, true]);
    expect(effectiveVehicle(newVehicle({ id: "b", name: "Bike", kind: "bike" })).crewCapacity).toBe(1);
  });
  it("003 hulk penalties: a hulk is a half track at -2 toughness everywhere", () => {
    const c = effectiveVehicle(newVehicle({ id: "h", name: "Hulk", kind: "hulk" }));
    expect([c.movement, c.maxThrust, c.locations.engines.toughness, c.locations.driver.toughness]).toEqual([7, 5, 8, asDriver]);
    expect(c.specialRules).toContain("Hulk: all locations -2 Toughness.");
  });
});

describe("effectiveVehicle: workshop upgrades", () => {
  it("003 Armour plates: 6+, 5+, 4+ special save", () => {
    expect([1, 2, 3].map((n) => effectiveVehicle(truck({ upgrades: ups(...Array<UpgradeId>(n).fill("armour-plates")) })).specialSave)).toEqual([6, 5, 4]);
  });
  it("003 Enclosed Crew: crew compartment +2 toughness and +1 save; only half crew can fire", () => {
    const c = effectiveVehicle(truck({ upgrades: ups("enclosed-crew") }));
    expect(c.locations.crew).toEqual({ toughness: fighterPlus(4), save: 4, wounds: asFighter });
    expect(c.onlyHalfCrewMayFire).toBe(true);
  });
  it("003 Fighting platform: +2 crew each; -1 movement for each after the first", () => {
    const card = (n: number) => effectiveVehicle(truck({ upgrades: ups(...Array<UpgradeId>(n).fill("fighting-platform")) }));
    expect([0, 1, 2, 3].map((n) => [card(n).crewCapacity, card(n).movement])).toEqual([
      [5, 8],
      [7, 8],
      [9, 7],
      [11, 6],
    ]);
  });
  it("ruling: a track's 'Max Crew 5 + driver' is its crew column; fighting platforms raise it as on any vehicle (two: 9)", () => {
    expect(effectiveVehicle(truck({ kind: "half-track", upgrades: ups("fighting-platform", "fighting-platform") })).crewCapacity).toBe(9);
  });
  it("ruling: the track's card keeps its profile's wheel/track save (3+), though the damage table prints 4+", () => {
    expect(effectiveVehicle(truck({ kind: "half-track" })).locations.wheels.save).toBe(3);
  });
  it("003 Hard point: +1 bolt-on slot each", () => expect(effectiveVehicle(truck({ upgrades: ups("hard-point", "hard-point") })).boltOnSlots).toBe(5));
  it("003 Pimped out: reroll failed Cl, Ld and WP tests; the rule line appears once with a count", () => {
    const c = effectiveVehicle(truck({ upgrades: ups("pimped-out", "spikes-and-blades", "spikes-and-blades") }));
    expect(c.rerollFailedClLdWp).toBe(true);
    expect(c.specialRules.some((l) => l.startsWith("Spikes and blades") && l.endsWith("(×2)"))).toBe(true);
  });
});

describe("effectiveVehicle: Techpriest custom upgrades, penalty from the second of a kind", () => {
  const custom = (...c: ["faster" | "smoother" | "heavier", number | null][]) =>
    truck({ customUpgrades: c.map(([upgradeId, thrustBonus]) => ({ upgradeId, thrustBonus })) });
  it("003 Faster: +D3 thrust (rolled 2); a second Faster (rolled 1) also costs -1 Toughness all locations", () => {
    expect(effectiveVehicle(custom(["faster", 2])).maxThrust).toBe(8);
    const twice = effectiveVehicle(custom(["faster", 2], ["faster", 1]));
    expect([twice.maxThrust, twice.locations.engines.toughness, twice.locations.crew.toughness]).toEqual([9, 9, fighterPlus(1)]);
  });
  it("003 Smoother: +1 Cl; the second one -2 Wounds engine", () => {
    expect(effectiveVehicle(custom(["smoother", null])).driverClBonus).toBe(1);
    const twice = effectiveVehicle(custom(["smoother", null], ["smoother", null]));
    expect([twice.driverClBonus, twice.locations.engines.wounds]).toEqual([2, 3]);
  });
  it("ruling: Heavier's +1 Toughness is on every location, crew and driver too; Smoother's +1 Cl is the driver's", () => {
    const c = effectiveVehicle(custom(["heavier", null], ["smoother", null]));
    expect([c.locations.crew.toughness, c.locations.driver.toughness, c.locations.engines.toughness]).toEqual([fighterPlus(3), driverPlus(3), 11]);
    expect([c.driverClBonus, c.crewClBonus]).toEqual([1, 0]);
  });
  it('003 Heavier: +1 Toughness; the second one -1" move and thrust (ruling: the bonus counts each time taken)', () => {
    expect(effectiveVehicle(custom(["heavier", null])).locations.weapons.toughness).toBe(9);
    const twice = effectiveVehicle(custom(["heavier", null], ["heavier", null]));
    expect([twice.locations.weapons.toughness, twice.movement, twice.maxThrust]).toEqual([10, 7, 5]);
  });
  it("ruling: no card value falls below 1 (five Smoother leave the engine at 1 wound)", () => {
    const c = effectiveVehicle(custom(...(Array(5).fill(["smoother", null]) as [["smoother", null]])));
    expect(c.locations.engines.wounds).toBe(1);
    const slow = effectiveVehicle(truck({ kind: "hulk", customUpgrades: Array(12).fill({ upgradeId: "heavier", thrustBonus: null }) }));
    expect([slow.movement, slow.maxThrust]).toEqual([1, 1]);
  });
});

describe("effectiveVehicle: permanent damage is cumulative", () => {
  it("003 Armour Weakened twice: -2 toughness on all locations", () => {
    const c = effectiveVehicle(truck({ permanentDamage: ["armour-weakened", "armour-weakened"] }));
    expect([c.locations.engines.toughness, c.locations.wheels.toughness, c.locations.driver.toughness]).toEqual([8, 6, driverPlus(0)]);
  });
  it("003 'Ard Looking, Annoying Squeak, Boneshaker, Bent Chassis stack; Steering Jams is a flag", () => {
    const c = effectiveVehicle(
      truck({ permanentDamage: ["ard-looking", "ard-looking", "annoying-squeak", "boneshaker", "boneshaker", "bent-chassis", "steering-jams"] }),
    );
    expect([c.crewClBonus, c.swerveAndThrustTurnClModifier, c.shootingModifier, c.thrustTestModifier, c.steeringJams]).toEqual([2, -1, -2, -1, true]);
    expect(c.specialRules.filter((l) => l.startsWith("'ARD LOOKING"))).toHaveLength(1);
  });
});

describe("reading relative locations against a fighter", () => {
  it("Fighter +2 on a T3 fighter is 5; a fixed value stays; never below 1", () => {
    expect([resolveValue(fighterPlus(2), 3), resolveValue(8, 3), resolveValue(fighterPlus(-5), 3)]).toEqual([5, 8, 1]);
  });
  it("ruling: As driver +1 on a 5+ rider is 4+, on an unarmoured rider 6+; never better than 2+", () => {
    expect([
      resolveSave(driverPlus(1), 5),
      resolveSave(driverPlus(1), null),
      resolveSave(asFighter, null),
      resolveSave(4, null),
      resolveSave(driverPlus(3), 3),
    ]).toEqual([4, 6, null, 4, 2]);
  });
});

describe("a fitted upgrade as the card lists it", () => {
  it("003 Extra Ammo names the bolted-on weapon it feeds; a wrecking ball its mounting; armour plates neither", () => {
    const truck = gruntsRoster().vehicles[0]!;
    expect(fittedUpgradeName(truck, { upgradeId: "extra-ammo", mounting: null, weaponId: "stubber" })).toBe("Extra Ammo (Heavy stubber)");
    expect(fittedUpgradeName(truck, { upgradeId: "wrecking-ball", mounting: "left", weaponId: null })).toBe("Wrecking ball (left)");
    expect(fittedUpgradeName(truck, { upgradeId: "armour-plates", mounting: null, weaponId: null })).toBe("Armour plates");
  });
});

describe("effectiveVehicle: flags and lines only when the vehicle has them", () => {
  it("a bare truck has no steering jams, no re-roll and is not destroyed; a destroyed one says so", () => {
    const c = effectiveVehicle(truck());
    expect([c.steeringJams, c.rerollFailedClLdWp, c.destroyed]).toEqual([false, false, false]);
    expect(effectiveVehicle(truck({ status: "destroyed" })).destroyed).toBe(true);
  });
  it("one upgrade is listed without a count; a Techpriest upgrade is listed with its bonus and citation", () => {
    const c = effectiveVehicle(truck({ upgrades: ups("polecat"), customUpgrades: [{ upgradeId: "smoother", thrustBonus: null }] }));
    const polecat = c.specialRules.find((l) => l.startsWith("Polecat: "))!;
    expect(polecat.endsWith("[003 Workshop, Polecat]")).toBe(true);
    expect(c.specialRules.at(-1)).toBe("Smoother: +1Cl bonus [003 Rogue Techpriest, Smoother]");
  });
});

describe("fittedUpgradeName: the weapon Extra Ammo feeds", () => {
  it("names the very weapon it was fitted for, twin-linked when it is, after any mounting", () => {
    const grunts = gruntsRoster().vehicles[0]!;
    expect(fittedUpgradeName(grunts, { upgradeId: "extra-ammo", mounting: null, weaponId: "boltgun" })).toBe("Extra Ammo (Boltgun)");
    const twin = { weapons: [{ ...grunts.weapons[1]!, twinLinked: true }] };
    expect(fittedUpgradeName(twin, { upgradeId: "extra-ammo", mounting: null, weaponId: "boltgun" })).toBe("Extra Ammo (twin-linked Boltgun)");
    expect(fittedUpgradeName(grunts, { upgradeId: "extra-ammo", mounting: "left", weaponId: "stubber" })).toBe("Extra Ammo (left, Heavy stubber)");
  });
});

import { describe, expect, it } from "vitest";
import {
  BIKE_TRIKE,
  CHEAPEST_VEHICLE_COST,
  HALF_TRACK_TRACK,
  HULK,
  TRUCK_BUGGY,
  baseCrew,
  isBikeOrTrike,
  thrustFailsOnOrBelow,
  vehicleProfile,
} from "./vehicle-profiles";
import { asDriver, asFighter, driverPlus, fighterPlus, formatSave, formatValue, improveSave } from "./stats";

describe("003 Vehicle profiles: Truck/Buggy", () => {
  it("003 Vehicle profiles Truck/Buggy: cost 200, movement 8, crew 5+ driver, no special rules", () => {
    expect([TRUCK_BUGGY.cost, TRUCK_BUGGY.movement, TRUCK_BUGGY.crew, TRUCK_BUGGY.crewText]).toEqual([200, 8, 5, "5+ driver"]);
    expect(TRUCK_BUGGY.specialRules).toEqual([]);
  });
  it("003 Truck/Buggy location Crew: Fighter +2 / 5+ / As Fighter", () => {
    expect(TRUCK_BUGGY.locations.crew).toEqual({ toughness: fighterPlus(2), save: 5, wounds: asFighter });
  });
  it("003 Truck/Buggy location Weapons: 8 / 5+ / 3", () => expect(TRUCK_BUGGY.locations.weapons).toEqual({ toughness: 8, save: 5, wounds: 3 }));
  it("003 Truck/Buggy location Upgrades: 8 / 5+ / 2", () => expect(TRUCK_BUGGY.locations.upgrades).toEqual({ toughness: 8, save: 5, wounds: 2 }));
  it("003 Truck/Buggy location Wheels/tracks: 8 / 4+ / 3", () => expect(TRUCK_BUGGY.locations.wheels).toEqual({ toughness: 8, save: 4, wounds: 3 }));
  it("003 Truck/Buggy location Driver: Driver +2 / 4+ / As Driver", () => {
    expect(TRUCK_BUGGY.locations.driver).toEqual({ toughness: driverPlus(2), save: 4, wounds: asDriver });
  });
  it("003 Truck/Buggy location Engines: 10 / 3+ / 5", () => expect(TRUCK_BUGGY.locations.engines).toEqual({ toughness: 10, save: 3, wounds: 5 }));
});

describe("003 Vehicle profiles: Half Track/Track", () => {
  it("003 Vehicle profiles Half Track/Track: cost 150, movement 7, crew 5+ driver, no penalties on rough ground", () => {
    expect([HALF_TRACK_TRACK.cost, HALF_TRACK_TRACK.movement, HALF_TRACK_TRACK.crew]).toEqual([150, 7, 5]);
    expect(HALF_TRACK_TRACK.specialRules).toEqual(["No penalties on rough ground.", "Max Crew 5 + driver"]);
  });
  it("003 Half Track/Track location Crew: Fighter +2 / 5+ / As Fighter", () => {
    expect(HALF_TRACK_TRACK.locations.crew).toEqual({ toughness: fighterPlus(2), save: 5, wounds: asFighter });
  });
  it("003 Half Track/Track location Weapons: 8 / 5+ / 3", () => expect(HALF_TRACK_TRACK.locations.weapons).toEqual({ toughness: 8, save: 5, wounds: 3 }));
  it("003 Half Track/Track location Upgrades: 8 / 5+ / 2", () => expect(HALF_TRACK_TRACK.locations.upgrades).toEqual({ toughness: 8, save: 5, wounds: 2 }));
  it("003 Half Track/Track location Wheels/tracks: 8 / 3+ / 3", () => expect(HALF_TRACK_TRACK.locations.wheels).toEqual({ toughness: 8, save: 3, wounds: 3 }));
  it("003 Half Track/Track location Driver: Driver +2 / 4+ / As Driver", () => {
    expect(HALF_TRACK_TRACK.locations.driver).toEqual({ toughness: driverPlus(2), save: 4, wounds: asDriver });
  });
  it("003 Half Track/Track location Engines: 10 / 3+ / 5", () => expect(HALF_TRACK_TRACK.locations.engines).toEqual({ toughness: 10, save: 3, wounds: 5 }));
  it('003 Bikes and Tracks: tracks and half tracks thrust up to 5" instead of 6"', () => {
    expect(HALF_TRACK_TRACK.maxThrust).toBe(5);
    expect(TRUCK_BUGGY.maxThrust).toBe(6);
    expect(BIKE_TRIKE.maxThrust).toBe(6);
  });
});

describe("003 Vehicle profiles: Bike/Trike", () => {
  it("003 Vehicle profiles Bike/Trike: cost 100, movement 8, crew 1+ driver (2 for trikes), first thrust no test", () => {
    expect([BIKE_TRIKE.cost, BIKE_TRIKE.movement, BIKE_TRIKE.crewText]).toEqual([100, 8, "1+ driver (2 for trikes)"]);
    expect(BIKE_TRIKE.specialRules).toEqual(["First Thrust no test."]);
    expect([baseCrew("bike"), baseCrew("trike"), baseCrew("truck")]).toEqual([1, 2, 5]);
  });
  it("003 Bike/Trike location Crew: As Fighter / As Fighter / As Fighter", () => {
    expect(BIKE_TRIKE.locations.crew).toEqual({ toughness: asFighter, save: asFighter, wounds: asFighter });
  });
  it("003 Bike/Trike location Weapons: 7 / 5+ / 2", () => expect(BIKE_TRIKE.locations.weapons).toEqual({ toughness: 7, save: 5, wounds: 2 }));
  it("003 Bike/Trike location Upgrades: 6 / 5+ / 1", () => expect(BIKE_TRIKE.locations.upgrades).toEqual({ toughness: 6, save: 5, wounds: 1 }));
  it("003 Bike/Trike location Wheels/tracks: 6 / 5+ / 2", () => expect(BIKE_TRIKE.locations.wheels).toEqual({ toughness: 6, save: 5, wounds: 2 }));
  it("003 Bike/Trike location Driver: Driver +1 / As driver +1 / As Driver", () => {
    expect(BIKE_TRIKE.locations.driver).toEqual({ toughness: driverPlus(1), save: driverPlus(1), wounds: asDriver });
  });
  it("003 Bike/Trike location Engines: 8 / 5+ / 3", () => expect(BIKE_TRIKE.locations.engines).toEqual({ toughness: 8, save: 5, wounds: 3 }));
});

describe("003 Wreck and Ruin: the hulk", () => {
  it("003 hulk: same stats as a half track, every location -2 toughness (ruling: crew and driver too)", () => {
    expect(HULK.movement).toBe(7);
    expect(HULK.crew).toBe(5);
    expect(HULK.locations.crew).toEqual({ toughness: asFighter, save: 5, wounds: asFighter });
    expect(HULK.locations.weapons).toEqual({ toughness: 6, save: 5, wounds: 3 });
    expect(HULK.locations.upgrades).toEqual({ toughness: 6, save: 5, wounds: 2 });
    expect(HULK.locations.wheels).toEqual({ toughness: 6, save: 3, wounds: 3 });
    expect(HULK.locations.driver).toEqual({ toughness: asDriver, save: 4, wounds: asDriver });
    expect(HULK.locations.engines).toEqual({ toughness: 8, save: 3, wounds: 5 });
  });
  it("ruling: a hulk is worth 0 credits; the cheapest vehicle to buy is the Bike/Trike at 100", () => {
    expect(HULK.cost).toBe(0);
    expect(CHEAPEST_VEHICLE_COST).toBe(100);
  });
});

describe("vehicle kinds and thrust tests", () => {
  it("maps each kind to its profile", () => {
    expect(vehicleProfile("buggy")).toBe(TRUCK_BUGGY);
    expect(vehicleProfile("track")).toBe(HALF_TRACK_TRACK);
    expect(vehicleProfile("trike")).toBe(BIKE_TRIKE);
    expect(vehicleProfile("hulk")).toBe(HULK);
    expect([isBikeOrTrike("bike"), isBikeOrTrike("trike"), isBikeOrTrike("hulk")]).toEqual([true, true, false]);
  });
  it("003 Thrusters: fails on 1, then 1-2, then 1-3; bikes: first no test, then 1, then 1-2", () => {
    expect([1, 2, 3].map((n) => thrustFailsOnOrBelow("truck", n as 1 | 2 | 3))).toEqual([1, 2, 3]);
    expect([1, 2, 3].map((n) => thrustFailsOnOrBelow("bike", n as 1 | 2 | 3))).toEqual([0, 1, 2]);
  });
  it("ruling: a save bonus makes the save better (5+ → 4+; As Driver → As Driver +1)", () => {
    expect([improveSave(5, 1), improveSave(asDriver, 1)]).toEqual([4, driverPlus(1)]);
  });
  it("prints values the way the profiles do", () => {
    expect([formatValue(8), formatValue(fighterPlus(2)), formatValue(asDriver), formatValue(driverPlus(-1))]).toEqual([
      "8",
      "Fighter +2",
      "As Driver",
      "Driver -1",
    ]);
    expect([formatSave(5), formatSave(7), formatSave(asFighter), formatSave(driverPlus(1)), formatSave(fighterPlus(-1))]).toEqual([
      "5+",
      "-",
      "As Fighter",
      "As Driver +1",
      "As Fighter -1",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { emergencyStop, skidTurn, stuntRespin } from "./skills";
import { ok, refused, testOf, vehicleOf } from "./testing";

describe("003 Driving skills at the table", () => {
  it("Skid Turns: 4-6 works (dice 4)", () => {
    expect(ok(skidTurn(vehicleOf(), manualDice([4])))).toEqual({ roll: 4, success: true, slide: null });
  });
  it('Skid Turns: 1-3 slides D6" (3) in a random direction (3, 3: 90°) and spins (6, 6: 180°)', () => {
    expect(ok(skidTurn(vehicleOf(), manualDice([2, 3, 3, 3, 6, 6]))).slide).toEqual({
      inches: 3,
      direction: { hit: false, degrees: 90 },
      facing: { hit: false, degrees: 180 },
    });
    expect(refused(skidTurn(vehicleOf("truck", { immobilised: true }), manualDice([]))).code).toBe("vehicle-immobilised");
  });
  it("Emergency Stop: a failed Cl test (1, 1) stops nothing", () => {
    expect(ok(emergencyStop(vehicleOf(), testOf("Cl", 7), [{ name: "Nob", strength: 3 }], manualDice([1, 1])))).toMatchObject({ stopped: false, riders: [] });
  });
  it('Emergency Stop: a passed Cl test (4, 4) halts short; Nob (S3) holds on with 3, Grot (S3) rolls 5 and is flung D6" (2) with a hit roll (4)', () => {
    const r = ok(
      emergencyStop(
        vehicleOf(),
        testOf("Cl", 7),
        [
          { name: "Nob", strength: 3 },
          { name: "Grot", strength: 3 },
        ],
        manualDice([4, 4, 3, 5, 2, 4]),
      ),
    );
    expect(r.riders).toEqual([
      { name: "Nob", roll: 3, holdsOn: true, flung: null, hitRoll: null },
      { name: "Grot", roll: 5, holdsOn: false, flung: 2, hitRoll: 4 },
    ]);
  });
  it("Emergency Stop needs a driver", () => {
    expect(refused(emergencyStop(vehicleOf("truck", { hasDriver: false }), testOf("Cl", 7), [], manualDice([]))).code).toBe("vehicle-driverless");
  });
  it("Stunt Driver: a spin's facing rolled once more (5, 4: 120°)", () => {
    expect(ok(stuntRespin(vehicleOf(), manualDice([5, 4])))).toEqual({ facing: { hit: false, degrees: 120 } });
  });
});

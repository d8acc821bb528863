import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { rampJump, type JumpInput } from "./jumps";
import { cited, movingOf, ok, refused, testOf, vehicleOf } from "./testing";

const after2 = movingOf("truck", { name: "Truck" }, { gasMoved: true, thrusts: 2 });
const input = (o: Partial<JumpInput> = {}): JumpInput => ({ thrusts: 2, landing: "clear", driverTest: testOf("Cl", 7), ...o });

describe("003 Ramps and Jumps", () => {
  it('D3" of flight per thrust before the top (faces 2 and 5: 1 + 3); a clear landing passes Cl (4, 4) and may pivot 45°', () => {
    expect(ok(rampJump(after2, input(), manualDice([2, 5, 4, 4])))).toMatchObject({ flight: 4, test: { passed: true }, buster: null, damage: [] });
  });
  it('bikes fly D3+1" per thrust (face 1: 2")', () => {
    expect(ok(rampJump(movingOf("bike", {}, { gasMoved: true, thrusts: 1 }), input({ thrusts: 1 }), manualDice([1, 6, 6]))).flight).toBe(2);
  });
  it("a failed landing Cl test (1, 1) rolls on the Thruster Buster Table (4, move 2) and takes 1 point of ram damage (location 6)", () => {
    const r = rampJump(after2, input({ thrusts: 1 }), manualDice([3, 1, 1, 4, 2, 6]));
    expect(ok(r)).toMatchObject({ buster: { row: { id: "move-ahead" }, distance: 2 }, damage: [{ points: 1, hit: { location: "engines" } }] });
    expect(cited(r)).toContain("thruster-buster");
  });
  it('landing on scenery is a head-on crash (D6 3 on loc 1, immobilised on 5), then set down 1" off (3, 1: 30°) facing a random way (4, 12: 0°)', () => {
    const r = ok(rampJump(after2, input({ thrusts: 1, landing: "terrain" }), manualDice([6, 3, 1, 5, 3, 1, 4, 12])));
    expect(r.damage).toMatchObject([{ points: 3, immobilised: true }]);
    expect(r.setDown).toEqual({ position: { hit: false, degrees: 30 }, facing: { hit: false, degrees: 0 } });
  });
  it("landing on a vehicle: both crash head on (truck 2 loc 6 immob 1; buggy 5 loc 4 immob 6)", () => {
    const r = ok(rampJump(after2, input({ thrusts: 1, landing: "vehicle", landedOn: vehicleOf("buggy") }), manualDice([6, 2, 6, 1, 5, 4, 6, 3, 3, 3, 3])));
    expect(r.damage.map((d) => [d.points, d.immobilised])).toEqual([
      [2, false],
      [5, true],
    ]);
  });
  it("refused: counting more thrusts than were made, none at all, or a vehicle landing with no vehicle named", () => {
    expect(refused(rampJump(after2, input({ thrusts: 3 }), manualDice([]))).code).toBe("not-allowed");
    expect(refused(rampJump(after2, input({ thrusts: 0 }), manualDice([]))).code).toBe("not-allowed");
    expect(refused(rampJump(after2, input({ landing: "vehicle" }), manualDice([]))).code).toBe("not-allowed");
  });
});

describe("003 Ramps and Jumps: what the log says and which rules it cites", () => {
  const purposes = (r: { dice: { purpose: string }[] }) => r.dice.map((d) => d.purpose);
  it("a clear landing (faces 2, 5; Cl 4, 4) names each flight die and the landing test, and tells the pivot", () => {
    const r = rampJump(after2, input(), manualDice([2, 5, 4, 4]));
    expect(purposes(r)).toEqual(['Jump: D3" for thrust 1', 'Jump: D3" for thrust 2', "Truck: Cl test on landing"]);
    expect(ok(r).text).toBe('Flies 4"; Cl test needing 7+: rolled 8, passed: lands and may pivot 45°.');
    expect(cited(r)).toEqual(["ramp-jump", "jump-landing"]);
  });
  it("a failed landing (face 3; Cl 1, 1; buster 4, move 2; location 6) is told with the table's row and the damage", () => {
    const r = rampJump(after2, input({ thrusts: 1 }), manualDice([3, 1, 1, 4, 2, 6]));
    expect(ok(r).text).toMatch(/^Flies 2"; Cl test needing 7\+: rolled 2, failed: .+ and 1 damage\.$/);
    expect(purposes(r).at(-1)).toBe("Hit location: Truck");
    expect(cited(r)).toEqual(["ramp-jump", "jump-landing", "thruster-buster"]);
  });
  it("a crash on scenery (face 6; D6 3, loc 1, immob 5; set down 3, 1; facing 4, 12) names the crash and the set-down rolls", () => {
    const r = rampJump(after2, input({ thrusts: 1, landing: "terrain" }), manualDice([6, 3, 1, 5, 3, 1, 4, 12]));
    expect(purposes(r)).toEqual([
      'Jump: D3" for thrust 1',
      "Jump crash: damage to Truck",
      "Hit location: Truck",
      "Jump crash: is Truck immobilised (4+)",
      "Truck set down",
      "Truck facing",
    ]);
    expect(ok(r).text).toBe('Flies 3" and crashes head on.');
    expect(cited(r)).toEqual(["ramp-jump", "jump-crash", "collision-front-to-front"]);
    expect(ok(r).test).toBeNull();
  });
  it("003 Collision damage, front to front with a bike: a truck landing on a bike takes 1, not immobilised (face 1; truck loc 6; bike D6 4, loc 2, immob 4; set down)", () => {
    const r = ok(rampJump(after2, input({ thrusts: 1, landing: "vehicle", landedOn: vehicleOf("bike") }), manualDice([1, 6, 4, 2, 4, 3, 3, 3, 3])));
    expect(r.damage.map((d) => [d.points, d.immobilised])).toEqual([
      [1, false],
      [4, true],
    ]);
  });
  it("the refusals say why; a jump needs a whole number of thrusts and a vehicle that can drive", () => {
    expect(refused(rampJump(after2, input({ thrusts: 3 }), manualDice([]))).message).toBe(
      "A jump counts the thrusts made before the ramp's top: Truck has made 2 this move.",
    );
    expect(refused(rampJump(after2, input({ thrusts: 1.5 }), manualDice([]))).code).toBe("not-allowed");
    expect(refused(rampJump(after2, input({ landing: "vehicle" }), manualDice([]))).message).toBe("Name the vehicle landed on.");
    expect(refused(rampJump(movingOf("truck", { hasDriver: false }, { thrusts: 1 }), input({ thrusts: 1 }), manualDice([]))).code).toBe("vehicle-driverless");
  });
});

describe("003 Ramps and Jumps: a crash on scenery is one vehicle's crash", () => {
  it("a terrain landing ignores a vehicle named by mistake: only the jumper takes damage (face 6; D6 3, loc 1, immob 5; set down 3, 1; facing 4, 12)", () => {
    const r = ok(
      rampJump(after2, input({ thrusts: 1, landing: "terrain", landedOn: vehicleOf("buggy", { name: "Buggy" }) }), manualDice([6, 3, 1, 5, 3, 1, 4, 12])),
    );
    expect(r.damage.map((d) => d.vehicle)).toEqual(["Truck"]);
  });
  it("landing on a vehicle names each crash roll for the log (face 6; truck 2, loc 6, immob 1; buggy 5, loc 4, immob 6)", () => {
    const r = rampJump(
      after2,
      input({ thrusts: 1, landing: "vehicle", landedOn: vehicleOf("buggy", { name: "Buggy" }) }),
      manualDice([6, 2, 6, 1, 5, 4, 6, 3, 3, 3, 3]),
    );
    expect(r.dice.map((d) => d.purpose).slice(0, 7)).toEqual([
      'Jump: D3" for thrust 1',
      "Jump crash: damage to Truck",
      "Hit location: Truck",
      "Jump crash: is Truck immobilised (4+)",
      "Jump crash: damage to Buggy",
      "Hit location: Buggy",
      "Jump crash: is Buggy immobilised (4+)",
    ]);
  });
});

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

import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { describeDamage, rollEffect, rollSinglePoint } from "./vehicle-damage";
import { vehicleOf } from "./testing";

describe("contact damage on one vehicle", () => {
  it("003 Reinforced ram: +2 on damage the table gives (D3 face 1: 1 + 2, location 6)", () => {
    expect(rollEffect(vehicleOf(), { damage: "D3" }, manualDice([1, 6]), "Ram", 2)).toMatchObject({ points: 3, hit: { location: "engines" } });
  });
  it("ruling: where the table gives no damage, the ram's +2 adds none (no dice)", () => {
    expect(rollEffect(vehicleOf(), { damage: 0 }, manualDice([]), "Ram", 2)).toMatchObject({ points: 0, hit: null });
  });
  it("a single point lands on a rolled location (4: wheels), and the log line says so", () => {
    const d = rollSinglePoint(vehicleOf("truck", { name: "Truck" }), manualDice([4]), "Hard landing");
    expect(describeDamage(d)).toBe("Truck: 1 damage on the WHEEL/TRACK (rolled 4)");
    expect(describeDamage({ vehicle: "Truck", points: 0, hit: null, immobilised: true, swerves: true })).toBe(
      "Truck: no damage, but immobilised, swerves away",
    );
  });
});

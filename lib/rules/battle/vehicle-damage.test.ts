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

describe("contact damage on one vehicle: the rolls named, immobilising and swerves", () => {
  const truck = vehicleOf("truck", { name: "Truck" });
  it("003 Damage from rams: the damage, location and immobilising rolls are named (D6 2, loc 1, immob 4: immobilised)", () => {
    const d = manualDice([2, 1, 4]);
    expect(rollEffect(truck, { damage: "D6", immobiliseOn: 4 }, d, "Ram (head-on)")).toMatchObject({ points: 2, immobilised: true, swerves: false });
    expect(d.log.map((l) => l.purpose)).toEqual(["Ram (head-on): damage to Truck", "Hit location: Truck", "Ram (head-on): is Truck immobilised (4+)"]);
    expect(rollEffect(truck, { damage: 1, immobiliseOn: 4 }, manualDice([1, 3]), "Ram").immobilised).toBe(false);
  });
  it("003 Side swipes: a swerve only when damaged (4+: dice 3 no damage, no swerve; dice 4, loc 2: both); 003 Rakes: always", () => {
    expect(rollEffect(truck, { damage: "1 on 4+", swerves: "if-damaged" }, manualDice([3]), "Sideswipe")).toMatchObject({ points: 0, swerves: false });
    expect(rollEffect(truck, { damage: "1 on 4+", swerves: "if-damaged" }, manualDice([4, 2]), "Sideswipe")).toMatchObject({ points: 1, swerves: true });
    expect(rollEffect(truck, { damage: "D3-1", swerves: "always" }, manualDice([1]), "Rake")).toMatchObject({ points: 0, swerves: true, hit: null });
  });
  it("the log line: damage with no location rolled, and immobilised without a swerve", () => {
    expect(describeDamage({ vehicle: "Truck", points: 2, hit: null, immobilised: true, swerves: false })).toBe("Truck: 2 damage, immobilised");
    expect(describeDamage({ vehicle: "Truck", points: 0, hit: null, immobilised: false, swerves: false })).toBe("Truck: no damage");
    expect(describeDamage({ vehicle: "Truck", points: 1, hit: null, immobilised: false, swerves: true })).toBe("Truck: 1 damage, swerves away");
  });
});

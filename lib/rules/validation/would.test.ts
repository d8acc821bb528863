import { describe, expect, it } from "vitest";
import { assignCrew, boltOnWeapon } from "../roster/operations";
import { gruntsRoster } from "../roster/fixtures";
import { validateRoster } from "./validate";

describe("a refused change says what it would do, not what already is", () => {
  it("003 Drivers and Gunners: a fighter who would be in two crews (the roster as stored still says 'is')", () => {
    const r = assignCrew(gruntsRoster(), "bike", "grot", "passenger");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues.map((i) => i.message)).toContain(
      "Grot would be in the crews of Grunt Truck and Speedy: a fighter belongs to one vehicle crew (and drives one vehicle).",
    );
  });

  it("003 Bolted on Weapons: spaces and the gunner's one weapon, each its own issue", () => {
    const r = boltOnWeapon(gruntsRoster(), "truck", {
      name: "Kannon",
      cost: 30,
      traits: ["Unwieldy"],
      twinLinked: false,
      allocatedTo: { role: "gunner", fighterId: "nob" },
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues.map((i) => i.message)).toEqual([
      "Grunt Truck would need 5 bolt-on spaces but has 3 (3, +1 per hard point; unwieldy weapons count as 2, twin linked weapons twice their weapon).",
      "A gunner fires the one bolted-on weapon he is named for (only the driver may take 2): Grunt Truck would give Nob 2.",
    ]);
  });

  it("validateRoster itself keeps describing the roster as it is", () => {
    const r = gruntsRoster();
    r.vehicles[1]!.crew.passengerIds.push("grot");
    expect(validateRoster(r).map((i) => i.message)[0]).toMatch(/^Grot is in the crews of/);
  });
});

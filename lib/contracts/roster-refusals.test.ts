import { describe, expect, it } from "vitest";
import { addUpgrade, assignCrew, boltOnWeapon } from "../rules/roster/operations";
import { gruntsRoster } from "../rules/roster/fixtures";
import { placedUnderFields } from "./roster-refusals";

const fieldsOf = (r: { ok: boolean; issues?: { path: (string | number)[]; message: string }[] }) =>
  r.ok ? {} : Object.fromEntries(r.issues!.map((i) => [i.path.join("."), i.message]));

describe("a refused roster change is shown under the field it is about", () => {
  it("003 Bolted on Weapons: an Unwieldy weapon given to the driver is refused under Fired by, not under Weapon", () => {
    const bolt = placedUnderFields("boltOnWeapon", boltOnWeapon);
    const r = bolt(gruntsRoster(), "truck", { name: "Rokkit", cost: 5, traits: ["Unwieldy"], twinLinked: false, allocatedTo: { role: "driver" } });
    expect(Object.keys(fieldsOf(r))).toContain("allocation");
    expect(fieldsOf(r).allocation).toMatch(/driver cannot take an Unwieldy weapon/);
  });

  it("several broken rules each go under their own field: spaces under Weapon, the gunner's second weapon under Fired by", () => {
    const bolt = placedUnderFields("boltOnWeapon", boltOnWeapon);
    const r = bolt(gruntsRoster(), "truck", {
      name: "Kannon",
      cost: 30,
      traits: ["Unwieldy"],
      twinLinked: false,
      allocatedTo: { role: "gunner", fighterId: "nob" },
    });
    expect(fieldsOf(r)).toEqual({ itemId: expect.stringMatching(/would need 5 bolt-on spaces/), allocation: expect.stringMatching(/would give Nob 2/) });
  });

  it("003 Drivers and Gunners: a fighter in another crew is refused under Fighter; a Juve gunner under Fighter too", () => {
    const crew = placedUnderFields("assignCrew", assignCrew);
    expect(Object.keys(fieldsOf(crew(gruntsRoster(), "bike", "grot", "passenger")))).toEqual(["fighterId"]);
    expect(Object.keys(fieldsOf(crew(gruntsRoster(), "truck", "yoof", "gunner")))).toEqual(["fighterId"]);
  });

  it("003 Workshop: a missing mounting is refused under Mounting; anything unplaced goes to the whole form or the given field", () => {
    const upgrade = placedUnderFields("addUpgrade", addUpgrade);
    expect(Object.keys(fieldsOf(upgrade(gruntsRoster(), "truck", "wrecking-ball")))).toEqual(["mounting"]);
  });
});

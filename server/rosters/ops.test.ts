import { describe, expect, it } from "vitest";
import { DEFAULT_EQUIPMENT } from "@/lib/catalogue/equipment";
import { gruntsRoster } from "@/lib/rules/roster/fixtures";
import { planChange } from "./ops";

const catalogue = DEFAULT_EQUIPMENT;

describe("history lines say what changed", () => {
  it("a new driver names the driver he replaces; a first driver or the same one does not", () => {
    const r = gruntsRoster();
    expect(planChange({ type: "assignCrew", vehicleId: "truck", fighterId: "yoof", role: "driver" }, r, catalogue).summary).toBe(
      "Yoof is now driver of Grunt Truck (replacing Grot)",
    );
    expect(planChange({ type: "assignCrew", vehicleId: "truck", fighterId: "grot", role: "driver" }, r, catalogue).summary).toBe(
      "Grot is now driver of Grunt Truck",
    );
    expect(planChange({ type: "assignCrew", vehicleId: "truck", fighterId: "yoof", role: "passenger" }, r, catalogue).summary).toBe(
      "Yoof is now passenger of Grunt Truck",
    );
  });

  it("giving up an item names it", () => {
    const r = gruntsRoster();
    r.fighters.find((f) => f.id === "boss")!.equipment.push({ name: "Flak armour", cost: 10, traits: [] });
    expect(planChange({ type: "removeEquipment", fighterId: "boss", index: 0 }, r, catalogue).summary).toBe("Da Boss gave up Flak armour");
  });

  it("a fitted upgrade says what it cost, as other purchases do", () => {
    const r = gruntsRoster();
    expect(planChange({ type: "addUpgrade", vehicleId: "truck", upgradeId: "armour-plates", mounting: "", weaponId: "" }, r, catalogue).summary).toBe(
      "Armour plates fitted to Grunt Truck for 40 credits",
    );
    expect(planChange({ type: "addUpgrade", vehicleId: "truck", upgradeId: "extra-ammo", mounting: "", weaponId: "stubber" }, r, catalogue).summary).toBe(
      "Extra Ammo fitted to Grunt Truck for 10 credits",
    );
  });

  it("saving a fighter names what changed", () => {
    const r = gruntsRoster();
    const f = r.fighters.find((x) => x.id === "nob")!;
    const summary = planChange(
      { type: "editFighter", fighterId: "nob", name: f.name, fighterType: f.type, cost: f.cost, status: "dead", xp: 4, skills: "", injuries: "", ...f.stats },
      r,
      catalogue,
    ).summary;
    expect(summary).toBe("Nob: status dead, XP 4");
  });
});

import { describe, expect, it } from "vitest";
import { readyForBattle } from "./battle";
import { gruntsRoster } from "../roster/fixtures";

describe("003 before a battle", () => {
  it("003 Mounted: every fighter starts the game aboard a vehicle", () => {
    expect(readyForBattle(gruntsRoster())).toEqual([
      { code: "fighter-not-mounted", path: ["fighters", 0], message: "Every fighter starts the game aboard a vehicle: Da Boss is in no crew of a vehicle that can be used." },
      { code: "fighter-not-mounted", path: ["fighters", 5], message: "Every fighter starts the game aboard a vehicle: Yoof is in no crew of a vehicle that can be used." },
    ]);
    const r = gruntsRoster();
    r.vehicles[0]!.crew.passengerIds.push("boss", "yoof");
    expect(readyForBattle(r)).toEqual([]);
  });
  it("003 Badly Mangled: a benched vehicle's crew are not mounted; a fighter who misses the battle can't crew", () => {
    const r = gruntsRoster();
    r.vehicles[0]!.crew.passengerIds.push("boss", "yoof");
    r.vehicles[1]!.benchedNextBattle = true;
    r.fighters[4]!.missesNextBattle = "Fixing Speedy (Badly Mangled)";
    expect(readyForBattle(r).map((i) => i.message)).toEqual([
      "Snag can't be used in this battle (Fixing Speedy (Badly Mangled)) but is in Grunt Truck's crew.",
      "Every fighter starts the game aboard a vehicle: Spanna is in no crew of a vehicle that can be used.",
    ]);
  });
  it("ruling: a recovering driver sits the battle out, leaving his vehicle without a driver", () => {
    const r = gruntsRoster();
    r.vehicles[0]!.crew.passengerIds.push("boss", "yoof", "ghost");
    r.fighters[3]!.status = "recovering";
    r.vehicles[1]!.status = "destroyed";
    r.vehicles[1]!.crew.driverId = null;
    r.vehicles[0]!.crew.passengerIds.push("spanna");
    expect(readyForBattle(r).map((i) => i.code)).toEqual(["crew-misses-battle", "vehicle-without-driver"]);
    expect(readyForBattle(r)[0]!.message).toBe("Grot can't be used in this battle (recovering) but is in Grunt Truck's crew.");
  });
});

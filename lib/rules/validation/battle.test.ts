import { describe, expect, it } from "vitest";
import { isReadyForBattle, preBattleCheck } from "./battle";
import { gruntsRoster } from "../roster/fixtures";

/** Da Grunts with everyone aboard: Da Boss and Yoof ride the truck as passengers. */
function allAboard() {
  const r = gruntsRoster();
  r.vehicles[0]!.crew.passengerIds.push("boss", "yoof");
  return r;
}
const codes = (r: ReturnType<typeof gruntsRoster>) => preBattleCheck(r).map((i) => i.code);

describe("pre-battle check (003)", () => {
  it("a gang with every fighter aboard, drivers named and gunners armed is ready", () => {
    expect(preBattleCheck(allAboard())).toEqual([]);
    expect(isReadyForBattle(preBattleCheck(allAboard()))).toBe(true);
  });

  it("003 Campaign rules, Mounted: a fighter in no crew must be put aboard", () => {
    const items = preBattleCheck(gruntsRoster());
    expect(items).toEqual([
      {
        code: "fighter-not-mounted",
        severity: "fix",
        path: ["fighters", 0],
        message: "Put Da Boss in a vehicle's crew: every fighter starts the game on board.",
        rule: "003 Campaign rules: Mounted",
      },
      {
        code: "fighter-not-mounted",
        severity: "fix",
        path: ["fighters", 5],
        message: "Put Yoof in a vehicle's crew: every fighter starts the game on board.",
        rule: "003 Campaign rules: Mounted",
      },
    ]);
    expect(isReadyForBattle(items)).toBe(false);
  });

  it("003 Gunners: a gunner with no bolted-on weapon allocated to fire is to fix", () => {
    const r = allAboard();
    r.vehicles[0]!.weapons[0]!.allocatedTo = null;
    const [item] = preBattleCheck(r);
    expect(item).toEqual({
      code: "gunner-without-weapon",
      severity: "fix",
      path: ["vehicles", 0, "crew", "gunnerIds", 0],
      message: "Nob guns Grunt Truck with no bolted-on weapon to fire: allocate one, or make them a passenger.",
      rule: "003 Drivers and Gunners: Gunners",
    });
  });

  it("a gunner's weapon on another vehicle does not count: he has nothing to fire from his own", () => {
    const r = allAboard();
    const stubber = r.vehicles[0]!.weapons.shift()!;
    r.vehicles[1]!.weapons.push(stubber);
    expect(codes(r)).toEqual(["gunner-without-weapon"]);
  });

  it("003 Drivers: a vehicle with nobody to drive it is to fix", () => {
    const r = allAboard();
    r.vehicles[1]!.crew.driverId = null;
    r.vehicles[0]!.crew.passengerIds.push("spanna");
    expect(preBattleCheck(r)).toEqual([
      {
        code: "vehicle-without-driver",
        severity: "fix",
        path: ["vehicles", 1, "crew", "driverId"],
        message: "Name a driver for Speedy: nobody who plays this battle drives it.",
        rule: "003 Drivers and Gunners: Drivers",
      },
    ]);
  });

  it("ruling: a recovering driver sits the battle out, so his vehicle has no driver and he must leave the crew", () => {
    const r = allAboard();
    r.fighters[3]!.status = "recovering";
    expect(preBattleCheck(r).map((i) => [i.code, i.severity, i.message])).toEqual([
      ["crew-misses-battle", "fix", "Grot would miss this battle (recovering from an injury): take them out of Grunt Truck's crew."],
      ["vehicle-without-driver", "fix", "Name a driver for Grunt Truck: nobody who plays this battle drives it."],
      ["fighter-sits-out", "note", "Grot sits this battle out (recovering from an injury)."],
    ]);
  });

  it("003 Destroyed: a fighter left behind to strip a wreck sits the next battle out, cited to Destroyed", () => {
    const r = allAboard();
    r.vehicles[0]!.crew.passengerIds = r.vehicles[0]!.crew.passengerIds.filter((id) => id !== "yoof");
    r.fighters[5]!.missesNextBattle = "Left behind to strip Their Truck";
    expect(preBattleCheck(r)).toEqual([
      {
        code: "fighter-sits-out",
        severity: "note",
        path: ["fighters", 5],
        message: "Yoof sits this battle out (Left behind to strip Their Truck).",
        rule: "003 Permanent damage: Destroyed",
      },
    ]);
    expect(isReadyForBattle(preBattleCheck(r))).toBe(true);
  });

  it("003 Badly Mangled: the vehicle and the fighter fixing it sit out; the vehicle's crew need other seats", () => {
    const r = allAboard();
    r.vehicles[1]!.benchedNextBattle = true;
    r.fighters[4]!.missesNextBattle = "Fixing Speedy (Badly Mangled)";
    expect(preBattleCheck(r).map((i) => [i.code, i.message, i.rule])).toEqual([
      ["crew-misses-battle", "Snag would miss this battle (Fixing Speedy (Badly Mangled)): take them out of Grunt Truck's crew.", "003 Drivers and Gunners"],
      ["fighter-not-mounted", "Put Spanna in a vehicle's crew: every fighter starts the game on board.", "003 Campaign rules: Mounted"],
      ["vehicle-sits-out", "Speedy sits this battle out while it is fixed (Badly Mangled).", "003 Permanent damage: Badly Mangled"],
      ["fighter-sits-out", "Snag sits this battle out (Fixing Speedy (Badly Mangled)).", "003 Permanent damage: Badly Mangled"],
    ]);
  });

  it("003 Vehicle profiles, Crew: a crew over the vehicle's places is to fix (a roster stored before the limit was checked)", () => {
    const r = allAboard();
    r.vehicles[0]!.crew.passengerIds.push("spanna", "snag2", "x", "y");
    r.fighters.push(...["snag2", "x", "y"].map((id) => ({ ...structuredClone(r.fighters[4]!), id, name: id })));
    r.vehicles[1]!.crew.driverId = null;
    r.vehicles[1]!.status = "destroyed";
    expect(codes(r)).toContain("crew-over-capacity");
    expect(preBattleCheck(r).find((i) => i.code === "crew-over-capacity")!.rule).toBe("003 Vehicle profiles: Crew");
  });

  it("dead, captured and retired fighters are not listed at all; a destroyed vehicle needs no driver", () => {
    const r = allAboard();
    r.vehicles[0]!.crew.passengerIds = r.vehicles[0]!.crew.passengerIds.filter((id) => id !== "boss" && id !== "yoof");
    r.fighters[0]!.status = "dead";
    r.fighters[5]!.status = "captured";
    r.vehicles[1]!.status = "destroyed";
    r.vehicles[1]!.crew.driverId = null;
    r.vehicles[0]!.crew.passengerIds.push("spanna");
    expect(preBattleCheck(r)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { applyRule, rule } from "./rule";
import { driverTest, fighterAt, fighterTest, isStationary, lastActivation, movingVehicleOf, situationOf, vehicleAt } from "./state-read";
import { battleOf, play, refused } from "./testing";

const truck = "a/truck";
const gas = { type: "gas-move", vehicle: truck, legs: [{ inches: 8, pivot: 0 }] } as const;
const look = rule("look", "Battle companion", "A look at the state.");

describe("the battle state read the way the rules ask", () => {
  it("the truck as the rules see it at the start: not moving, Grot driving, Nob and Snag as crew, its weapons and upgrades", () => {
    expect(situationOf(battleOf(), truck)).toEqual({
      name: "Grunt Truck",
      kind: "truck",
      wrecked: false,
      immobilised: false,
      crippled: false,
      moving: false,
      hasDriver: true,
      contents: { crew: 2, weapons: 2, upgrades: 3, driver: true },
    });
  });
  it("after its gas move it is moving; its last activation is this turn's once it has activated, and last turn's after the turn ends", () => {
    const s = play(battleOf(), gas).state;
    expect(situationOf(s, truck).moving).toBe(true);
    expect(lastActivation(s.vehicles[truck]!)).toEqual({ moved: true, thrusted: false });
    const next = play(s, { type: "next-turn" }).state;
    expect([lastActivation(next.vehicles[truck]!), isStationary(next.vehicles[truck]!)]).toEqual([{ moved: true, thrusted: false }, false]);
    expect(isStationary(play(next, { type: "next-turn" }).state.vehicles[truck]!)).toBe(true);
  });
  it("a driver who is down leaves the seat taken but nobody driving; a crewman out of action is no longer crew", () => {
    const s = structuredClone(battleOf());
    s.fighters["a/grot"]!.condition = "down";
    s.fighters["a/snag"]!.condition = "out-of-action";
    expect(situationOf(s, truck)).toMatchObject({ hasDriver: false, contents: { crew: 1, driver: true } });
    expect(driverTest(s, truck, "other")).toBeNull();
  });
  it("a weapon out and an upgrade destroyed are no longer there for a hit to find", () => {
    const s = structuredClone(battleOf());
    s.vehicles[truck]!.weapons[0]!.out = true;
    s.vehicles[truck]!.upgrades[0]!.destroyed = true;
    expect(situationOf(s, truck).contents).toEqual({ crew: 2, weapons: 1, upgrades: 2, driver: true });
  });
  it('003 Damage tables, upper cog links: every move and the thrust limit lose the inches lost (1": 7 and 5)', () => {
    const s = structuredClone(battleOf());
    s.vehicles[truck]!.moveLoss = 1;
    expect(movingVehicleOf(s, truck)).toMatchObject({ movement: 7, maxThrust: 5 });
  });
  it("003 Drivers and bike riders: a rider who took over drives at -1 Cl", () => {
    const s = structuredClone(battleOf());
    s.fighters["a/grot"]!.tookOver = true;
    expect(driverTest(s, truck, "other")!.modifiers).toMatchObject([{ why: "Took over the controls", value: -1 }]);
    expect(driverTest(battleOf(), truck, "other")!.modifiers).toEqual([]);
  });
  it("003 Pimped out re-rolls only the vehicle's own gang; 003 Shadow only the driver's Cl while he chases", () => {
    const s = structuredClone(battleOf());
    s.vehicles[truck]!.upgrades.push({ key: "a/truck/pimped", upgradeId: "pimped-out", label: "Pimped out", destroyed: false });
    Object.assign(s.fighters["b/runt"]!, { ridesIn: truck, seat: "boarder" });
    expect([fighterTest(s, "a/snag", "Ld").reroll, fighterTest(s, "b/runt", "Cl").reroll, fighterTest(s, "a/snag", "I").reroll]).toEqual([
      "Pimped out",
      null,
      null,
    ]);
    const c = structuredClone(battleOf());
    c.fighters["b/zog"]!.drivingSkills = ["shadow"];
    expect(driverTest(c, "b/buggy", "other")!.reroll).toBeNull();
    c.vehicles["b/buggy"]!.chase = { quarry: truck, mode: "tail", keptPace: false };
    expect([driverTest(c, "b/buggy", "other")!.reroll, driverTest(c, "b/buggy", "other", "Int")!.reroll]).toEqual(["Shadow", null]);
  });
  it("a piece not in the battle is refused as unknown, naming it", () => {
    const v = refused(applyRule(look, null, () => vehicleAt(battleOf(), "x/van")));
    expect([v.code, v.message]).toEqual(["unknown-piece", 'There is no vehicle "x/van" in this battle.']);
    expect(refused(applyRule(look, null, () => fighterAt(battleOf(), "x/bob"))).message).toBe('There is no fighter "x/bob" in this battle.');
  });
});

describe("the battle state read the way the rules ask: edges", () => {
  it("with nobody in the driver's seat the truck has no driver location for a hit to find", () => {
    const s = play(battleOf(), { type: "adjust", change: { what: "seat", fighter: "a/grot", vehicle: null, seat: null } }).state;
    expect(situationOf(s, truck)).toMatchObject({ hasDriver: false, contents: { crew: 2, driver: false } });
  });
  it("003 Polecat: a polecat is not crew", () => {
    const s = structuredClone(battleOf());
    s.fighters["a/snag"]!.seat = "polecat";
    expect(situationOf(s, truck).contents.crew).toBe(1);
  });
  it("a vehicle that moved this turn but is immobilised or crippled is stationary", () => {
    for (const flag of ["immobilised", "crippled"] as const) {
      const s = play(battleOf(), gas).state;
      s.vehicles[truck]!.flags[flag] = true;
      expect(isStationary(s.vehicles[truck]!)).toBe(true);
    }
  });
  it("a fighter on foot has no vehicle's re-roll; the modifiers a rule gives are kept; Pimped out covers Wil too", () => {
    const s = structuredClone(battleOf());
    s.vehicles[truck]!.upgrades.push({ key: "a/truck/pimped", upgradeId: "pimped-out", label: "Pimped out", destroyed: false });
    expect(fighterTest(s, "b/runt", "Cl", [{ why: "Charging", value: 1 }])).toMatchObject({ reroll: null, modifiers: [{ why: "Charging", value: 1 }] });
    expect(fighterTest(s, "a/snag", "Wil").reroll).toBe("Pimped out");
  });
});

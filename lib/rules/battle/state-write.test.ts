import { describe, expect, it } from "vitest";
import { battleOf, play } from "./testing";

const truck = "a/truck";
const rifle = { carried: { unwieldy: false, pistol: false, template: false } };
const driverSnag = () => {
  const s = play(battleOf(), { type: "adjust", change: { what: "seat", fighter: "a/grot", vehicle: null, seat: null } }).state;
  return play(s, { type: "adjust", change: { what: "seat", fighter: "a/snag", vehicle: truck, seat: "driver" } }).state;
};

describe("damage written on the battle state, as the log tells it", () => {
  it("a rear crash (location 4) takes 1 of the wheels' 3 wounds: nothing waits yet; a shunt that hurts only the target says the rammer took none", () => {
    const c = play(battleOf(), { type: "crash", vehicle: truck, face: "rear" }, [4]);
    expect(c.entry.text).toBe(
      "Grunt Truck crashes (rear). Grunt Truck: 1 damage on the WHEEL/TRACK (rolled 4) (Grunt Truck's wheels: 2/3 wounds left). It bounces off and may drive on.",
    );
    expect(c.state.prompts).toEqual([]);
    const ram = play(battleOf(), { type: "ram", vehicle: truck, target: "b/buggy", struck: "rear" }, [4, 4]);
    expect(ram.entry.text).toBe(
      "Grunt Truck rams Skull Buggy (shunt). Skull Buggy: 3 damage on the WHEEL/TRACK (rolled 4) (Skull Buggy's wheels: 0/3 wounds left, roll the injury dice). Grunt Truck: no damage. Skull Buggy is pushed right.",
    );
  });
  it("003 Damage tables: damage on the DRIVER (location 5) falls on whoever drives (Snag, not Grot on foot nor Nob), out of wounds: his injury is the base rules'", () => {
    const r = play(driverSnag(), { type: "crash", vehicle: truck, face: "rear" }, [5]);
    expect(r.entry.text).toBe(
      "Grunt Truck crashes (rear). Grunt Truck: 1 damage on the DRIVER (rolled 5) (Snag loses 1 wound(s), 0 left: resolve his injury with the base rules). It bounces off and may drive on.",
    );
    expect([r.state.fighters["a/snag"]!.wounds, r.state.fighters["a/nob"]!.wounds]).toEqual([0, 2]);
  });
  it("damage on the CREW (location 1, Nob picked on 1) that leaves him standing says how many wounds are left, nothing more", () => {
    const r = play(battleOf(), { type: "crash", vehicle: truck, face: "rear" }, [1, 1]);
    expect(r.entry.text).toMatch(/\(Nob loses 1 wound\(s\), 1 left\)\. It bounces off/);
  });
  it("003 Polecat: a crew hit never strikes the polecat, so Nob is the only one it can find (hit 4, location 1, no pick)", () => {
    const s = structuredClone(battleOf());
    s.fighters["a/snag"]!.seat = "polecat";
    const r = play(s, { type: "shoot-vehicle", target: truck, firer: "b/mek", weapon: rifle, needed: 4, special: "standard", damage: 1 }, [4, 1]);
    expect(r.state.prompts).toMatchObject([{ location: "crew", fighter: "a/nob" }]);
  });
  it("a wreck drops the rolls waiting on its machine, keeps those waiting on its riders and on other vehicles", () => {
    const s = structuredClone(battleOf());
    s.prompts.push(
      { id: 1, kind: "injury", vehicle: truck, location: "wheels" },
      {
        id: 2,
        kind: "hit",
        vehicle: truck,
        location: "crew",
        fighter: "a/nob",
        weapon: "standard",
        damage: 1,
        meltaShortRange: false,
        penetrates: false,
        from: "Mek",
      },
      {
        id: 3,
        kind: "hit",
        vehicle: truck,
        location: "engines",
        fighter: null,
        weapon: "standard",
        damage: 1,
        meltaShortRange: false,
        penetrates: false,
        from: "Mek",
      },
      { id: 4, kind: "injury", vehicle: "b/buggy", location: "wheels" },
    );
    s.nextPromptId = 5;
    const r = play(s, { type: "adjust", change: { what: "vehicle-flag", vehicle: truck, flag: "wrecked", value: true } });
    expect(r.state.prompts.map((p) => p.id)).toEqual([2, 4]);
  });
  it("003 Drivers and experience: a fighter run over by a truck with nobody at the controls counts for the truck, and no driver", () => {
    const s = play(battleOf(), { type: "adjust", change: { what: "seat", fighter: "a/grot", vehicle: null, seat: null } }).state;
    const r = play(s, { type: "fighter-status", fighter: "b/runt", condition: "out-of-action", runOverBy: truck });
    expect([r.state.vehicles[truck]!.runOver, r.state.drivers]).toEqual([1, {}]);
  });
});

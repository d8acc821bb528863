import { describe, expect, it } from "vitest";
import { applyBattleEvent } from "./apply";
import { createBattle } from "./create-battle";
import { driverTest, fighterTest } from "./state-read";
import { battleOf, cited, entryRules, ok, play, refused, refusedEvent, twoGangs } from "./testing";
import type { Roster } from "../roster/schema";

const truck = "a/truck";
const buggy = "b/buggy";
function battleWith(change: (a: Roster) => void) {
  const { a, b } = twoGangs();
  change(a);
  return ok(
    createBattle([
      { gangId: "a", roster: a },
      { gangId: "b", roster: b },
    ]),
  );
}

describe("the crew's tests as the state builds them", () => {
  const pimped = battleWith((a) => {
    a.vehicles[0]!.customUpgrades = [{ upgradeId: "smoother", thrustBonus: null }];
    a.vehicles[0]!.permanentDamage = ["ard-looking", "annoying-squeak"];
    a.vehicles[0]!.upgrades.push({ upgradeId: "pimped-out", mounting: null, weaponId: null });
  });
  it("003 Smoother +1 and 'Ard Looking +1 on the driver's Cl; Annoying Squeak -1 only to swerve or turn under thrust; Pimped out re-rolls", () => {
    const swerve = driverTest(pimped, truck, "swerve")!;
    expect(swerve.modifiers.map((m) => [m.why, m.value])).toEqual([
      ["Smoother", 1],
      ["'Ard Looking", 1],
      ["Annoying Squeak", -1],
    ]);
    expect(swerve.reroll).toBe("Pimped out");
    expect(driverTest(pimped, truck, "other")!.modifiers).toHaveLength(2);
    expect(driverTest(pimped, truck, "other", "Int")!.modifiers).toEqual([]);
  });
  it("a rider's Cl gets 'Ard Looking and the Pimped out re-roll; his I test neither", () => {
    expect(fighterTest(pimped, "a/snag", "Cl")).toMatchObject({ reroll: "Pimped out", modifiers: [{ why: "'Ard Looking", value: 1 }] });
    expect(fighterTest(pimped, "a/snag", "I")).toMatchObject({ reroll: null, modifiers: [] });
    expect(driverTest(pimped, "b/buggy", "other")!.reroll).toBeNull();
  });
  it("the buggy's swerve from the pimped truck's side ram cites nothing of the truck's; the truck's own swerve does", () => {
    const s = play(pimped, { type: "gas-move", vehicle: truck, legs: [{ inches: 8, pivot: 0 }] }).state;
    const r = play(s, { type: "ram", vehicle: buggy, target: truck, struck: "side" }, [5, 5, 2]);
    expect(entryRules(r.entry)).toEqual(expect.arrayContaining(["smoother", "ard-looking", "annoying-squeak", "pimped-out"]));
  });
});

describe("shooting from a vehicle the state knows about", () => {
  it("003 Boneshaker: -1 from the moving truck; 003 Enclosed crew: only half the crew shoots (2 aboard: one)", () => {
    let s = battleWith((a) => {
      a.vehicles[0]!.permanentDamage = ["boneshaker"];
      a.vehicles[0]!.upgrades.push({ upgradeId: "enclosed-crew", mounting: null, weaponId: null });
    });
    s = play(s, { type: "gas-move", vehicle: truck, legs: [{ inches: 8, pivot: 0 }] }).state;
    const shot = {
      type: "shoot-vehicle",
      target: buggy,
      weapon: { carried: { unwieldy: false, pistol: true, template: false } },
      needed: 4,
      special: "standard",
      damage: 1,
    } as const;
    const first = play(s, { ...shot, firer: "a/snag" }, [6, 6]);
    expect(entryRules(first.entry)).toEqual(expect.arrayContaining(["boneshaker", "moving-platform"]));
    expect(refusedEvent(first.state, { ...shot, firer: "a/nob" }, [6, 6]).rule.id).toBe("enclosed-crew-firing");
  });
  it("a weapon that is out cannot fire; an unknown weapon, a downed firer, or a missing fighter are refused", () => {
    const s = play(battleOf(), { type: "fighter-status", fighter: "a/snag", condition: "down" }).state;
    const shot = { type: "shoot-vehicle", target: buggy, firer: "a/nob", needed: 4, special: "standard", damage: 1 } as const;
    expect(refusedEvent(battleOf(), { ...shot, weapon: { boltedOn: "a/truck/lascannon" } }).code).toBe("unknown-piece");
    expect(refusedEvent(s, { ...shot, firer: "a/snag", weapon: { boltedOn: "a/truck/boltgun" } }).code).toBe("fighter-unavailable");
    expect(refusedEvent(battleOf(), { ...shot, firer: "a/ghost", weapon: { boltedOn: "a/truck/boltgun" } }).code).toBe("unknown-piece");
    const broken = battleOf();
    broken.vehicles[truck]!.weapons[1]!.out = true;
    expect(refusedEvent(broken, { ...shot, weapon: { boltedOn: "a/truck/boltgun" } }).code).toBe("not-allowed");
  });
  it("the driver fires his allocated boltgun; a weapon explosion names its gunner (the driver)", () => {
    expect(
      play(
        battleOf(),
        {
          type: "shoot-vehicle",
          target: buggy,
          firer: "a/grot",
          weapon: { boltedOn: "a/truck/boltgun" },
          arc: "front",
          needed: 4,
          special: "standard",
          damage: 1,
        },
        [6, 6],
      ).entry.text,
    ).toMatch(/1 hit/);
    let s = play(
      battleOf(),
      {
        type: "shoot-vehicle",
        target: truck,
        firer: "b/mek",
        weapon: { carried: { unwieldy: false, pistol: true, template: false } },
        needed: 4,
        special: "standard",
        damage: 3,
      },
      [6, 2],
    ).state;
    s = play(s, { type: "wound-hit", prompt: 1, woundNeeded: 2 }, [6, 1, 1]).state;
    expect(play(s, { type: "injury-dice", prompt: 2, injury: "skull" }, [6]).entry.text).toMatch(/Grot takes a S4 hit/);
  });
});

describe("odds and ends of the state", () => {
  it("003 Polecat: a destroyed perch throws its polecat (upgrade pick 6 of 4; thrown 2, 3, 3, 1)", () => {
    let s = battleWith((a) => {
      a.vehicles[0]!.crew = { driverId: "grot", gunnerIds: ["nob"], passengerIds: [], polecatIds: ["snag"] };
      a.vehicles[0]!.upgrades.push({ upgradeId: "polecat", mounting: null, weaponId: null });
    });
    s = play(
      s,
      {
        type: "shoot-vehicle",
        target: truck,
        firer: "b/mek",
        weapon: { carried: { unwieldy: false, pistol: true, template: false } },
        needed: 4,
        special: "standard",
        damage: 2,
      },
      [6, 3],
    ).state;
    s = play(s, { type: "wound-hit", prompt: 1, woundNeeded: 2 }, [6, 1, 1]).state;
    const r = play(s, { type: "injury-dice", prompt: 2, injury: "serious-injury" }, [4, 2, 3, 3, 1]);
    expect(r.state.fighters["a/snag"]).toMatchObject({ ridesIn: null, condition: "pinned" });
    expect(entryRules(r.entry)).toContain("polecat-destroyed");
  });
  it("003 Ramps and Jumps: landing on the buggy, both crash head on (D3 2; truck D6 1 loc 6 immob 1; buggy D6 2 loc 4 immob 1; set down 3 3, 3 3)", () => {
    let s = play(battleOf(), { type: "gas-move", vehicle: truck, legs: [{ inches: 8, pivot: 0 }] }).state;
    s = play(s, { type: "thrust", vehicle: truck, inches: 6 }, [4]).state;
    const r = play(s, { type: "ramp-jump", vehicle: truck, thrusts: 1, landing: "vehicle", landedOn: buggy }, [2, 1, 6, 1, 2, 4, 1, 3, 3, 3, 3]);
    expect([r.state.vehicles[truck]!.locations.engines.wounds, r.state.vehicles[buggy]!.locations.wheels.wounds]).toEqual([4, 1]);
  });
  it("a chase of itself, a chase turn without a driver, and a thrust turn without a driver are refused", () => {
    expect(refusedEvent(battleOf(), { type: "chase", vehicle: buggy, target: buggy, mode: "tail", distance: 1, placed: true }).code).toBe("not-allowed");
    const driverless = play(battleOf(), { type: "adjust", change: { what: "seat", fighter: "a/grot", vehicle: null, seat: null } }).state;
    expect(refusedEvent(driverless, { type: "thrust-turn", vehicle: truck }).code).toBe("vehicle-driverless");
    expect(refusedEvent(driverless, { type: "ramp-jump", vehicle: truck, thrusts: 1, landing: "clear" }).code).toBe("vehicle-driverless");
  });
  it("dice the handler rolls itself are checked too: a driver going down on a moving truck needs two dice, each a face", () => {
    const s = play(battleOf(), { type: "gas-move", vehicle: truck, legs: [{ inches: 8, pivot: 0 }] }).state;
    const down = { type: "fighter-status", fighter: "a/grot", condition: "down", faces: [] } as const;
    expect(applyBattleEvent(s, { ...down, faces: [] })).toMatchObject({ ok: false, code: "dice-missing" });
    expect(applyBattleEvent(s, { ...down, faces: [9, 1] })).toMatchObject({ ok: false, code: "dice-out-of-range" });
  });
  it("the tests' helpers fail loudly when a rule goes the other way", () => {
    expect(() => ok(refused(createBattle([])))).toThrow(/refused/);
    expect(() => refused(createBattle([{ gangId: "a", roster: twoGangs().a }]))).toThrow(/expected a refusal/);
    expect(() => play(battleOf(), { type: "thrust", vehicle: truck, inches: 6 }, [6])).toThrow(/refused/);
    expect(() => refusedEvent(battleOf(), { type: "next-turn" })).toThrow(/expected a refusal/);
    expect(cited(createBattle([]))).toEqual(["mounted"]);
  });
});

describe("rulings of the state", () => {
  it("ruling: a ram marks the rammer as moving even when no move was entered first", () => {
    const s = play(battleOf(), { type: "ram", vehicle: truck, target: buggy, struck: "side" }, [6, 4, 4, 2]).state;
    expect(s.vehicles[truck]!.thisTurn.moved).toBe(true);
  });
  it("ruling: the reinforced ram does not add to a run-over: Runt still takes S4 D2 from the truck (I 3: 1; knocked 2, side 3)", () => {
    expect(play(battleOf(), { type: "run-over", vehicle: truck, fighter: "b/runt", how: "ram" }, [1, 2, 3]).entry.text).toMatch(/S4 D2/);
  });
  it("ruling: a bike's rider fires its bolted-on weapon, but never into the rear arc", () => {
    let s = battleWith((a) => {
      a.vehicles[1]!.weapons = [{ id: "gun", name: "Big shoota", cost: 20, traits: [], twinLinked: false, allocatedTo: { role: "driver" } }];
    });
    const shot = {
      type: "shoot-vehicle",
      target: buggy,
      firer: "a/spanna",
      weapon: { boltedOn: "a/bike/gun" },
      needed: 4,
      special: "standard",
      damage: 1,
    } as const;
    expect(refusedEvent(s, { ...shot, arc: "rear" }, [6, 6]).rule.id).toBe("driver-weapons");
    s = play(s, { ...shot, arc: "side" }, [6, 5]).state;
    expect(s.prompts[0]).toMatchObject({ vehicle: buggy, location: "driver", fighter: "b/zog" });
  });
  it('the struck fighter\'s own save may be entered for an "as fighter" location (bike crew: 4+ holds on 4)', () => {
    let s = battleWith((a) => {
      a.vehicles[1]!.kind = "trike";
      a.vehicles[1]!.crew.passengerIds = ["snag"];
      a.vehicles[0]!.crew.passengerIds = [];
    });
    s = play(
      s,
      {
        type: "shoot-vehicle",
        target: "a/bike",
        firer: "b/mek",
        weapon: { carried: { unwieldy: false, pistol: true, template: false } },
        needed: 4,
        special: "standard",
        damage: 1,
      },
      [6, 1],
    ).state;
    expect(play(s, { type: "wound-hit", prompt: 1, woundNeeded: 4, fighterSave: 4 }, [5, 4]).entry.text).toMatch(/saved/);
    expect(play(s, { type: "wound-hit", prompt: 1, woundNeeded: 4 }, [5]).state.fighters["a/snag"]!.wounds).toBe(0);
  });
});

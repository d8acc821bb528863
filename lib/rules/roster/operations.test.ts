import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  addUpgrade,
  boltOnPrice,
  adjustCredits,
  allocateWeapon,
  assignCrew,
  boltOnWeapon,
  buyVehicle,
  orThrow,
  recruitFighter,
  removeFromCrews,
  type RosterOpResult,
  type CrewRole,
} from "./operations";
import { gruntsRoster } from "./fixtures";
import { newFighter, newRoster, nextId } from "./builder";
import type { Roster } from "./schema";
import { validateRoster } from "../validation/validate";
import { balance } from "../ledger";
import { UPGRADE_IDS, type UpgradeId } from "../tables/workshop";
import { VEHICLE_KINDS, isBikeOrTrike } from "../tables/vehicle-profiles";
import { FIGHTER_TYPES } from "../tables/fighters";
import { issue } from "../validation/issues";

// What each operation would refuse, without its roster: the tests' shorthand.
const issuesOf = (r: RosterOpResult) => (r.ok ? [] : r.issues);
const canRecruitFighter = (...a: Parameters<typeof recruitFighter>) => issuesOf(recruitFighter(...a));
const canBuyVehicle = (...a: Parameters<typeof buyVehicle>) => issuesOf(buyVehicle(...a));
const canAddUpgrade = (...a: Parameters<typeof addUpgrade>) => issuesOf(addUpgrade(...a));
const canBoltOnWeapon = (...a: Parameters<typeof boltOnWeapon>) => issuesOf(boltOnWeapon(...a));
const canAllocateWeapon = (...a: Parameters<typeof allocateWeapon>) => issuesOf(allocateWeapon(...a));
const canAssignCrew = (...a: Parameters<typeof assignCrew>) => issuesOf(assignCrew(...a));
const canAdjustCredits = (...a: Parameters<typeof adjustCredits>) => issuesOf(adjustCredits(...a));

const ok = (r: RosterOpResult) => {
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.roster;
};

describe("checked roster changes", () => {
  it("canAddUpgrade: a hard point on a bike is refused in the game's words, the roster untouched", () => {
    const r = gruntsRoster();
    expect(canAddUpgrade(r, "bike", "hard-point")).toEqual([
      { code: "upgrade-not-for-bikes", path: ["vehicles", 1, "upgrades", 0], message: "Hard point cannot be fitted to a bike or trike." },
    ]);
    expect(r).toEqual(gruntsRoster());
  });
  it("canAddUpgrade: a fourth armour plate is over the limit; an unknown vehicle is named", () => {
    let r = gruntsRoster();
    r = ok(addUpgrade(r, "truck", "armour-plates"));
    r = ok(addUpgrade(r, "truck", "armour-plates"));
    expect(canAddUpgrade(r, "truck", "armour-plates")[0]!.code).toBe("upgrade-over-limit");
    expect(canAddUpgrade(r, "nope", "armour-plates")[0]!.code).toBe("unknown-vehicle");
  });
  it("adding an upgrade spends its cost through the ledger; Extra Ammo costs ¼ of its weapon", () => {
    const r = ok(addUpgrade(gruntsRoster(), "truck", "extra-ammo", { weaponId: "stubber" }));
    expect(r.ledger.at(-1)).toEqual({ reason: "Extra Ammo for Grunt Truck's Heavy stubber", amount: -10, balanceAfter: 390 });
    const w = ok(addUpgrade(gruntsRoster(), "truck", "wrecking-ball", { mounting: "left" }));
    expect(w.vehicles[0]!.upgrades.at(-1)).toEqual({ upgradeId: "wrecking-ball", mounting: "left", weaponId: null });
    expect(canAddUpgrade(gruntsRoster(), "truck", "extra-ammo")[0]!.code).toBe("extra-ammo-needs-weapon");
  });
  it("refuses a change the gang cannot afford, stating the shortfall", () => {
    const poor = ok(adjustCredits(gruntsRoster(), "Lost at cards", -390));
    expect(canBuyVehicle(poor, { name: "Big Truck", kind: "truck" })).toEqual([
      {
        code: "credits-below-zero",
        path: ["ledger"],
        message: "Buying Big Truck (Truck/Buggy) costs 200 credits but the gang has only 10: 190 credits short.",
      },
    ]);
    expect(canAdjustCredits(poor, "Bribe", -11)[0]!.message).toContain("1 credits short");
    expect(canRecruitFighter(poor, { name: "Git", type: "ganger", cost: 25 })[0]!.code).toBe("credits-below-zero");
    expect(canRecruitFighter(poor, { name: "Git", type: "ganger", cost: 25 })[0]!.message).toBe(
      "Recruiting Git costs 25 credits but the gang has only 10: 15 credits short.",
    );
  });
  it("003 'up to 3 ranged weapons bolted on': bolting a Chain axe (Melee) onto the bike is refused and costs nothing", () => {
    const before = gruntsRoster();
    const r = boltOnWeapon(before, "bike", { name: "Chain axe", cost: 25, traits: ["Melee"], twinLinked: false });
    expect(r.ok ? [] : r.issues.map((i) => i.code)).toEqual(["bolt-on-not-ranged"]);
    expect(canBoltOnWeapon(before, "bike", { name: "Autogun", cost: 15, traits: ["Rapid Fire"], twinLinked: false })).toEqual([]);
  });
  it("canBoltOnWeapon: a fourth slot on a truck without hard points", () => {
    expect(canBoltOnWeapon(gruntsRoster(), "truck", { name: "Shoota", cost: 10, traits: [], twinLinked: false })[0]!.code).toBe("bolt-on-over-capacity");
    const r = ok(addUpgrade(gruntsRoster(), "truck", "hard-point"));
    expect(canBoltOnWeapon(r, "truck", { name: "Shoota", cost: 10, traits: [], twinLinked: true })[0]!.message).toContain(
      "would need 5 bolt-on spaces but has 4",
    );
    const r2 = ok(boltOnWeapon(ok(addUpgrade(r, "truck", "hard-point")), "truck", { name: "Shoota", cost: 10, traits: [], twinLinked: true }));
    expect(r2.ledger.at(-1)!.reason).toBe("Twin linked Shoota bolted on Grunt Truck");
    expect(canBoltOnWeapon(r, "ghost", { name: "Shoota", cost: 10, traits: [], twinLinked: false })[0]!.code).toBe("unknown-vehicle");
  });
  it("canAllocateWeapon: an unwieldy weapon to the driver; an unknown weapon", () => {
    expect(canAllocateWeapon(gruntsRoster(), "truck", "stubber", { role: "driver" })[0]!.code).toBe("driver-unwieldy-weapon");
    expect(canAllocateWeapon(gruntsRoster(), "truck", "nope", null)[0]!.code).toBe("unknown-weapon");
    expect(canAllocateWeapon(gruntsRoster(), "nope", "stubber", null)[0]!.code).toBe("unknown-vehicle");
    expect(ok(allocateWeapon(gruntsRoster(), "truck", "stubber", null)).vehicles[0]!.weapons[0]!.allocatedTo).toBeNull();
  });
  it("canAssignCrew: a juve gunner, a second vehicle, a polecat without an upgrade", () => {
    const r = gruntsRoster();
    expect(canAssignCrew(r, "truck", "yoof", "gunner")[0]!.message).toBe("Only a Leader, Champion or Specialist can be a gunner: Yoof is a Juve.");
    expect(canAssignCrew(r, "bike", "nob", "passenger")[0]!.code).toBe("fighter-in-two-crews");
    expect(canAssignCrew(r, "truck", "yoof", "polecat")[0]!.code).toBe("polecats-over-upgrades");
    expect(canAssignCrew(r, "truck", "ghost", "passenger")[0]!.code).toBe("unknown-fighter");
    expect(canAssignCrew(r, "ghost", "yoof", "passenger")[0]!.code).toBe("unknown-vehicle");
    expect(canAssignCrew(r, "truck", "yoof", "passenger")).toEqual([]);
  });
  it("removeFromCrews frees a fighter and his gun", () => {
    const r = removeFromCrews(gruntsRoster(), "nob");
    expect(r.vehicles[0]!.crew.gunnerIds).toEqual([]);
    expect(r.vehicles[0]!.weapons[0]!.allocatedTo).toBeNull();
    expect(removeFromCrews(gruntsRoster(), "grot").vehicles[0]!.crew.driverId).toBeNull();
  });
  it("nextId skips ids in use", () => {
    expect(nextId(gruntsRoster(), "fighter")).toBe("fighter-1");
    const r = ok(recruitFighter(gruntsRoster(), { name: "Git", type: "ganger", cost: 0 }));
    expect(nextId(r, "fighter")).toBe("fighter-2");
    expect(nextId({ ...r, stash: [{ id: "item-1", name: "Grenades", cost: 30 }] }, "item")).toBe("item-2");
  });
});

// Builder property: any sequence of accepted changes gives a roster validateRoster accepts.
type Step =
  | { t: "recruit"; type: (typeof FIGHTER_TYPES)[number]; cost: number }
  | { t: "vehicle"; kind: (typeof VEHICLE_KINDS)[number] }
  | { t: "upgrade"; v: number; id: UpgradeId; mounting: "left" | "right" | "front" | undefined; w: number }
  | { t: "weapon"; v: number; unwieldy: boolean; twin: boolean; alloc: "driver" | "gunner" | "none"; g: number }
  | { t: "crew"; v: number; f: number; role: CrewRole };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ t: fc.constant("recruit" as const), type: fc.constantFrom(...FIGHTER_TYPES), cost: fc.integer({ min: 0, max: 120 }) }),
  fc.record({ t: fc.constant("vehicle" as const), kind: fc.constantFrom(...VEHICLE_KINDS) }),
  fc.record({
    t: fc.constant("upgrade" as const),
    v: fc.nat(4),
    id: fc.constantFrom(...UPGRADE_IDS),
    mounting: fc.constantFrom("left" as const, "right" as const, "front" as const, undefined),
    w: fc.nat(4),
  }),
  fc.record({
    t: fc.constant("weapon" as const),
    v: fc.nat(4),
    unwieldy: fc.boolean(),
    twin: fc.boolean(),
    alloc: fc.constantFrom("driver" as const, "gunner" as const, "none" as const),
    g: fc.nat(10),
  }),
  fc.record({ t: fc.constant("crew" as const), v: fc.nat(4), f: fc.nat(10), role: fc.constantFrom<CrewRole>("driver", "gunner", "passenger", "polecat") }),
);

function apply(r: Roster, s: Step): RosterOpResult {
  const v = r.vehicles[s.t === "recruit" || s.t === "vehicle" ? 0 : s.v % Math.max(1, r.vehicles.length)];
  switch (s.t) {
    case "recruit":
      return recruitFighter(r, { name: `${s.type} ${r.fighters.length}`, type: s.type, cost: s.cost });
    case "vehicle":
      return buyVehicle(r, { name: `${s.kind} ${r.vehicles.length}`, kind: s.kind });
    case "upgrade":
      return addUpgrade(r, v?.id ?? "none", s.id, { mounting: s.mounting, weaponId: v?.weapons[s.w % Math.max(1, v.weapons.length)]?.id });
    case "weapon": {
      const gunner = r.fighters[s.g % Math.max(1, r.fighters.length)];
      const allocatedTo =
        s.alloc === "driver" ? { role: "driver" as const } : s.alloc === "gunner" && gunner ? { role: "gunner" as const, fighterId: gunner.id } : null;
      return boltOnWeapon(r, v?.id ?? "none", { name: "Gun", cost: 10, traits: s.unwieldy ? ["Unwieldy"] : [], twinLinked: s.twin, allocatedTo });
    }
    case "crew":
      return assignCrew(r, v?.id ?? "none", r.fighters[s.f % Math.max(1, r.fighters.length)]?.id ?? "none", s.role);
  }
}

function build(start: number, steps: Step[]): Roster {
  let r = ok(adjustCredits(newRoster("Gang"), "Starting credits", start));
  for (const s of steps) {
    const before = structuredClone(r);
    const res = apply(r, s);
    expect(r).toEqual(before);
    if (res.ok) r = res.roster;
    else expect(res.issues.length).toBeGreaterThan(0);
  }
  return r;
}

const rosterArb = fc.tuple(fc.integer({ min: 0, max: 2000 }), fc.array(stepArb, { maxLength: 40 }));

describe("property: the builder only produces rosters validation accepts", () => {
  it("any sequence of accepted changes validates clean; refused ones report issues and change nothing", () => {
    fc.assert(
      fc.property(rosterArb, ([start, steps]) => {
        const r = build(start, steps);
        expect(validateRoster(r)).toEqual([]);
        expect(balance(r.ledger)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 150 },
    );
  });

  it("each broken rule added to a built roster is reported with its own code", () => {
    const juve = newFighter({ id: "zz-juve", name: "Zz Juve", type: "juve" });
    const breakers: [string, (r: Roster) => boolean][] = [
      [
        "credits-below-zero",
        (r) => {
          r.ledger.push({ reason: "Bribe", amount: -(balance(r.ledger) + 5), balanceAfter: -5 });
          return true;
        },
      ],
      [
        "upgrade-over-limit",
        (r) => {
          const v = r.vehicles[0];
          if (!v) return false;
          v.upgrades.push(...Array(4).fill({ upgradeId: "pimped-out", mounting: null, weaponId: null }));
          return true;
        },
      ],
      [
        "bolt-on-over-capacity",
        (r) => {
          const v = r.vehicles[0];
          if (!v) return false;
          v.weapons.push(...[1, 2, 3, 4].map((i) => ({ id: `zz-${i}`, name: "Lobba", cost: 1, traits: ["Unwieldy"], twinLinked: true, allocatedTo: null })));
          return true;
        },
      ],
      [
        "gunner-wrong-type",
        (r) => {
          const v = r.vehicles.find((x) => !isBikeOrTrike(x.kind));
          if (!v) return false;
          r.fighters.push(juve);
          v.crew.gunnerIds.push(juve.id);
          return true;
        },
      ],
      [
        "fighter-in-two-crews",
        (r) => {
          const [a, b] = r.vehicles;
          if (!a || !b) return false;
          r.fighters.push(juve);
          a.crew.passengerIds.push(juve.id);
          b.crew.passengerIds.push(juve.id);
          return true;
        },
      ],
      [
        "upgrade-not-for-bikes",
        (r) => {
          const v = r.vehicles.find((x) => isBikeOrTrike(x.kind));
          if (!v) return false;
          v.upgrades.push({ upgradeId: "reinforced-ram", mounting: null, weaponId: null });
          return true;
        },
      ],
      [
        "crew-over-capacity",
        (r) => {
          const v = r.vehicles[0];
          if (!v) return false;
          for (let i = 0; i < 12; i++) {
            const f = newFighter({ id: `zz-${i}`, name: `Zz ${i}`, type: "ganger" });
            r.fighters.push(f);
            v.crew.passengerIds.push(f.id);
          }
          return true;
        },
      ],
    ];
    fc.assert(
      fc.property(rosterArb, ([start, steps]) => {
        const built = build(start, steps);
        const messages = new Map<string, string>();
        for (const [code, breakRule] of breakers) {
          const r = structuredClone(built);
          if (!breakRule(r)) continue;
          const found = validateRoster(r).find((i) => i.code === code);
          expect(found, code).toBeDefined();
          messages.set(code, found!.message.replace(/[^A-Za-z ]/g, "").slice(0, 30));
        }
        expect(new Set(messages.values()).size).toBe(messages.size);
      }),
      { numRuns: 80 },
    );
  });
});

describe("003 twin linked weapons: the price", () => {
  it("ruling: a twin linked weapon is two of the weapon linked together, so it costs twice the weapon (Autogun 15 → 30)", () => {
    expect(boltOnPrice(15, true)).toBe(30);
    expect(boltOnPrice(15, false)).toBe(15);
  });
});

describe("roster changes: refusals in full, new ids, the ledger's words, crews emptied", () => {
  it("a rule the roster breaks already does not refuse an unrelated change: only a break the change adds is refused", () => {
    // 003 Gunners: a Juve may not be one; the roster is edited by hand into that state first
    const broken = gruntsRoster();
    broken.vehicles[0]!.crew.gunnerIds.push("yoof");
    expect(validateRoster(broken).length).toBeGreaterThan(0);
    expect(adjustCredits(broken, "Bounty", 10).ok).toBe(true);
  });
  it("orThrow says every refusal, one after another", () => {
    const two = { ok: false as const, issues: [issue("unknown-fighter", ["fighters"], "One."), issue("unknown-vehicle", ["vehicles"], "Two.")] };
    expect(() => orThrow(two)).toThrow(new Error("One.; Two."));
  });
  it("a vehicle, weapon or fighter not on the roster is named, filed under the vehicles or the fighters", () => {
    const noVehicle = [{ code: "unknown-vehicle", path: ["vehicles"], message: 'There is no vehicle "ghost" on the roster.' }];
    expect(canAddUpgrade(gruntsRoster(), "ghost", "armour-plates")).toEqual(noVehicle);
    expect(canAllocateWeapon(gruntsRoster(), "truck", "ghost", null)).toEqual([
      { code: "unknown-weapon", path: ["vehicles"], message: 'Grunt Truck has no bolted-on weapon "ghost".' },
    ]);
    expect(canAssignCrew(gruntsRoster(), "truck", "ghost", "passenger")).toEqual([
      { code: "unknown-fighter", path: ["fighters"], message: 'There is no fighter "ghost" on the roster.' },
    ]);
  });
  it("a vehicle or weapon bought without an id gets the next free one of its kind", () => {
    const r = ok(buyVehicle(gruntsRoster(), { name: "Rusty", kind: "buggy" }));
    expect(r.vehicles.at(-1)!.id).toBe("vehicle-1");
    const w = ok(boltOnWeapon(gruntsRoster(), "bike", { name: "Shoota", cost: 10, traits: [], twinLinked: false }));
    expect(w.vehicles[1]!.weapons.at(-1)!.id).toBe("weapon-1");
  });
  it("the ledger names what was bought: an upgrade for the vehicle, Extra Ammo for its weapon, a weapon bolted on (twin linked when it is)", () => {
    expect(ok(addUpgrade(gruntsRoster(), "truck", "armour-plates")).ledger.at(-1)!.reason).toBe("Armour plates for Grunt Truck");
    expect(ok(addUpgrade(gruntsRoster(), "truck", "extra-ammo", { weaponId: "stubber" })).ledger.at(-1)!.reason).toBe(
      "Extra Ammo for Grunt Truck's Heavy stubber",
    );
    const shoota = (twinLinked: boolean) => ({ name: "Shoota", cost: 10, traits: [], twinLinked });
    expect(ok(boltOnWeapon(gruntsRoster(), "bike", shoota(false))).ledger.at(-1)!.reason).toBe("Shoota bolted on Speedy");
    expect(ok(boltOnWeapon(gruntsRoster(), "bike", shoota(true))).ledger.at(-1)!.reason).toBe("Twin linked Shoota bolted on Speedy");
  });
  it("taking a fighter off the crews leaves the others: passengers, polecats, guns held by other gunners or by the driver, weapons nobody holds", () => {
    const r = gruntsRoster();
    r.vehicles[0]!.crew.passengerIds.push("yoof");
    r.vehicles[0]!.crew.polecatIds.push("boss", "yoof");
    r.vehicles[0]!.weapons.push({ id: "spare", name: "Spare", cost: 5, traits: [], twinLinked: false, allocatedTo: null });
    const off = removeFromCrews(r, "snag").vehicles[0]!;
    expect([off.crew.passengerIds, off.crew.polecatIds]).toEqual([["yoof"], ["boss", "yoof"]]);
    expect(off.weapons.map((w) => w.allocatedTo)).toEqual([{ role: "gunner", fighterId: "nob" }, { role: "driver" }, null]);
    const yoofOff = removeFromCrews(r, "yoof").vehicles[0]!;
    expect([yoofOff.crew.passengerIds, yoofOff.crew.polecatIds]).toEqual([["snag"], ["boss"]]);
    expect(removeFromCrews(r, "grot").vehicles[0]!.weapons[1]!.allocatedTo).toEqual({ role: "driver" });
  });
  it("nextId skips the ids of vehicles and bolted-on weapons too", () => {
    const r = gruntsRoster();
    r.vehicles[0]!.id = "thing-1";
    r.vehicles[1]!.weapons.push({ id: "thing-2", name: "Shoota", cost: 10, traits: [], twinLinked: false, allocatedTo: null });
    expect(nextId(r, "thing")).toBe("thing-3");
  });
});

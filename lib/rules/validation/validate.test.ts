import { describe, expect, it } from "vitest";
import { parseRoster, validateRoster, credits } from "./validate";
import { gruntsRoster } from "../roster/fixtures";
import type { Roster } from "../roster/schema";
import { newFighter, newVehicle } from "../roster/builder";

const broken = (change: (r: Roster) => void) => {
  const r = gruntsRoster();
  change(r);
  return validateRoster(r);
};
const truck = (r: Roster) => r.vehicles[0]!;
const bike = (r: Roster) => r.vehicles[1]!;

describe("validateRoster", () => {
  it("accepts the fixture gang (a legal truck and bike crew)", () => {
    expect(validateRoster(gruntsRoster())).toEqual([]);
    expect(credits(gruntsRoster())).toBe(1000 - 60 - 40 - 35 - 25 - 25 - 15 - 200 - 100 - 40 - 20 - 40);
  });

  it("003 crew over capacity: a truck carries 5 + driver", () => {
    const issues = broken((r) => {
      for (let i = 0; i < 5; i++) r.fighters.push(newFighter({ id: `g${i}`, name: `Git ${i}`, type: "ganger" }));
      truck(r).crew.passengerIds.push("g0", "g1", "g2", "g3", "g4");
    });
    expect(issues).toEqual([
      {
        code: "crew-over-capacity",
        path: ["vehicles", 0, "crew"],
        message: "Grunt Truck carries 7 crew but its max crew is 5 + driver; a Truck/Buggy needs fighting platforms to carry more.",
      },
    ]);
  });

  it("003 fighting platforms raise the max crew by 2 each (and say so when still over)", () => {
    const add = (r: Roster, n: number) => {
      for (let i = 0; i < n; i++) r.fighters.push(newFighter({ id: `g${i}`, name: `Git ${i}`, type: "ganger" }));
      truck(r).crew.passengerIds.push(...Array.from({ length: n }, (_, i) => `g${i}`));
    };
    expect(
      broken((r) => {
        add(r, 5);
        truck(r).upgrades.push({ upgradeId: "fighting-platform", mounting: null, weaponId: null });
      }),
    ).toEqual([]);
    const over = broken((r) => {
      add(r, 8);
      truck(r).upgrades.push({ upgradeId: "fighting-platform", mounting: null, weaponId: null });
    });
    expect(over[0]!.message).toBe(
      "Grunt Truck carries 10 crew but its max crew is 7 + driver (with 1 fighting platform); a Truck/Buggy needs fighting platforms to carry more.",
    );
    const over2 = broken((r) => {
      add(r, 10);
      truck(r).upgrades.push(...Array(2).fill({ upgradeId: "fighting-platform", mounting: null, weaponId: null }));
    });
    expect(over2[0]!.message).toContain("(with 2 fighting platforms)");
  });

  it("003 a bike carries 1 + driver: the rider and one passenger, no separate gunner", () => {
    expect(broken((r) => bike(r).crew.passengerIds.push("yoof"))).toEqual([]);
    const issues = broken((r) => bike(r).crew.gunnerIds.push("boss"));
    expect(issues.map((i) => i.code)).toEqual(["bike-has-gunner"]);
    expect(issues[0]!.message).toBe("On bikes the Driver is also the Gunner: Speedy cannot have a separate gunner.");
  });

  it("ruling: a trike is a bike here too: its driver is the gunner and its second seat a passenger's", () => {
    const trike = (r: Roster) => {
      bike(r).kind = "trike";
      return bike(r);
    };
    expect(broken((r) => trike(r).crew.passengerIds.push("yoof", "boss"))).toEqual([]);
    expect(broken((r) => trike(r).crew.gunnerIds.push("boss")).map((i) => i.code)).toEqual(["bike-has-gunner"]);
  });

  it("003 Gunners: only a Leader, Champion or Specialist", () => {
    const issues = broken((r) => truck(r).crew.gunnerIds.push("yoof"));
    expect(issues).toEqual([
      {
        code: "gunner-wrong-type",
        path: ["vehicles", 0, "crew", "gunnerIds", 1],
        message: "Only a Leader, Champion or Specialist can be a gunner: Yoof is a Juve.",
      },
    ]);
  });

  it("003 a fighter in two crews (driver of one vehicle only)", () => {
    const issues = broken((r) => {
      bike(r).crew.driverId = "grot";
    });
    expect(issues).toEqual([
      {
        code: "fighter-in-two-crews",
        path: ["vehicles", 1, "crew", "driverId"],
        message: "Grot is in the crews of Grunt Truck and Speedy: a fighter belongs to one vehicle crew (and drives one vehicle).",
      },
    ]);
  });

  it("a fighter named twice in one crew", () => {
    expect(broken((r) => truck(r).crew.passengerIds.push("grot")).map((i) => i.code)).toEqual(["fighter-two-roles"]);
  });

  it("a crew member who is dead, or not on the roster", () => {
    expect(
      broken((r) => {
        r.fighters[4]!.status = "dead";
      })[0],
    ).toMatchObject({ code: "crew-not-available", message: "Snag is dead and cannot crew Grunt Truck." });
    expect(broken((r) => truck(r).crew.passengerIds.push("ghost")).map((i) => i.code)).toEqual(["crew-unknown-fighter"]);
  });
  it("003 Drivers and Gunners: a captured or retired fighter cannot crew either; a recovering one is no roster error", () => {
    for (const status of ["captured", "retired"] as const) {
      expect(
        broken((r) => {
          r.fighters[4]!.status = status;
        }),
      ).toEqual([{ code: "crew-not-available", path: ["vehicles", 0, "crew", "passengerIds", 0], message: `Snag is ${status} and cannot crew Grunt Truck.` }]);
    }
    expect(
      broken((r) => {
        r.fighters[4]!.status = "recovering";
      }),
    ).toEqual([]);
  });
  it("003 crew over capacity counts polecats too: 2 more passengers and 1 polecat fill a truck's 5, a second polecat is one too many", () => {
    const fill = (r: Roster, polecats: number) => {
      for (let i = 0; i < 4; i++) r.fighters.push(newFighter({ id: `g${i}`, name: `Git ${i}`, type: "ganger" }));
      truck(r).crew.passengerIds.push("g0", "g1");
      truck(r).crew.polecatIds.push(...["g2", "g3"].slice(0, polecats));
      // polecats only in the upgrade slots, so the upgrade limit is not what breaks
      truck(r).upgrades = Array.from({ length: polecats }, () => ({ upgradeId: "polecat" as const, mounting: null, weaponId: null }));
    };
    // the fixture's truck already carries a gunner (Nob) and a passenger (Snag)
    expect(broken((r) => fill(r, 1))).toEqual([]);
    expect(broken((r) => fill(r, 2)).map((i) => i.code)).toEqual(["crew-over-capacity"]);
  });

  it("a destroyed vehicle carries no crew and its weapons and upgrades are not checked", () => {
    expect(
      broken((r) => {
        truck(r).status = "destroyed";
      })[0]!.code,
    ).toBe("crew-on-destroyed-vehicle");
    expect(
      broken((r) => {
        truck(r).status = "destroyed";
        truck(r).crew = { driverId: null, gunnerIds: [], passengerIds: [], polecatIds: [] };
        truck(r).upgrades.push(...Array(4).fill({ upgradeId: "armour-plates", mounting: null, weaponId: null }));
      }),
    ).toEqual([]);
  });

  it("003 polecats: each needs a Polecat upgrade", () => {
    expect(broken((r) => truck(r).crew.polecatIds.push("yoof"))[0]).toMatchObject({
      code: "polecats-over-upgrades",
      message: "Grunt Truck names 1 polecats but has 0 Polecat upgrades: each polecat needs its own.",
    });
    expect(
      broken((r) => {
        truck(r).crew.polecatIds.push("yoof", "boss");
        truck(r).upgrades.push({ upgradeId: "polecat", mounting: null, weaponId: null });
      })[0]!.message,
    ).toContain("has 1 Polecat upgrade:");
  });

  it("003 'up to 3 ranged weapons bolted on': a close-combat weapon (Melee) is refused", () => {
    const issues = broken((r) => {
      truck(r).weapons = [{ id: "w3", name: "Chain axe", cost: 25, traits: ["Melee"], twinLinked: false, allocatedTo: null }];
    });
    expect(issues).toEqual([
      {
        code: "bolt-on-not-ranged",
        path: ["vehicles", 0, "weapons", 0],
        message: "Only ranged weapons can be bolted on: Chain axe is a close-combat weapon (Melee), so Grunt Truck cannot carry it bolted on.",
      },
    ]);
  });

  it("003 bolted-on weapons over capacity: 3 slots, unwieldy counts 2", () => {
    const issues = broken((r) => truck(r).weapons.push({ id: "w3", name: "Big shoota", cost: 30, traits: ["unwieldy"], twinLinked: false, allocatedTo: null }));
    expect(issues).toEqual([
      {
        code: "bolt-on-over-capacity",
        path: ["vehicles", 0, "weapons"],
        message: "Grunt Truck needs 5 bolt-on spaces but has 3 (3, +1 per hard point; unwieldy weapons count as 2, twin linked weapons twice their weapon).",
      },
    ]);
  });

  it("003 twin linked needs twice the spaces (a twin linked heavy stubber takes 4); hard points add 1 each", () => {
    const twin = (r: Roster) => {
      truck(r).weapons = [{ id: "w", name: "Twin heavy stubber", cost: 80, traits: ["Unwieldy"], twinLinked: true, allocatedTo: null }];
    };
    expect(broken(twin)[0]!.message).toContain("needs 4 bolt-on spaces but has 3");
    expect(
      broken((r) => {
        twin(r);
        truck(r).upgrades.push({ upgradeId: "hard-point", mounting: null, weaponId: null });
      }),
    ).toEqual([]);
  });

  it("003 Bolted on Weapons: the driver takes at most 2, none Unwieldy", () => {
    const w = (id: string) => ({ id, name: "Stub gun", cost: 5, traits: [], twinLinked: false, allocatedTo: { role: "driver" as const } });
    const issues = broken((r) => {
      truck(r).upgrades.push({ upgradeId: "hard-point", mounting: null, weaponId: null }, { upgradeId: "hard-point", mounting: null, weaponId: null });
      truck(r).weapons.push(w("a"), w("b"));
    });
    expect(issues).toEqual([
      {
        code: "driver-too-many-weapons",
        path: ["vehicles", 0, "weapons"],
        message: "The driver takes at most 2 bolted-on weapons: Grunt Truck gives the driver 3.",
      },
    ]);
  });

  it("ruling (003 Drivers and Gunners: a gunner is named with the weapon he fires; 003 Bolted on Weapons: only the driver takes 2): one bolted-on weapon per gunner", () => {
    const gun = (id: string) => ({
      id,
      name: "Big shoota",
      cost: 10,
      traits: [],
      twinLinked: false,
      allocatedTo: { role: "gunner" as const, fighterId: "nob" },
    });
    const issues = broken((r) => {
      truck(r).upgrades.push({ upgradeId: "hard-point", mounting: null, weaponId: null });
      truck(r).weapons.push(gun("a"));
    });
    expect(issues).toEqual([
      {
        code: "gunner-too-many-weapons",
        path: ["vehicles", 0, "weapons"],
        message: "A gunner fires the one bolted-on weapon he is named for (only the driver may take 2): Grunt Truck gives Nob 2.",
      },
    ]);
    // the weapon left to nobody stays on the vehicle: any crew member may fire it
    expect(
      broken((r) => {
        truck(r).upgrades.push({ upgradeId: "hard-point", mounting: null, weaponId: null });
        truck(r).weapons.push({ ...gun("a"), allocatedTo: null });
      }),
    ).toEqual([]);
  });

  it("003 an unwieldy weapon cannot be allocated to the driver", () => {
    const issues = broken((r) => {
      truck(r).weapons[0]!.allocatedTo = { role: "driver" };
    });
    expect(issues).toEqual([
      {
        code: "driver-unwieldy-weapon",
        path: ["vehicles", 0, "weapons", 0, "allocatedTo"],
        message: "The driver cannot take an Unwieldy weapon: Heavy stubber is Unwieldy and needs a gunner.",
      },
    ]);
  });

  it("ruling: a bike rider is the gunner; an unwieldy bike weapon needs a Leader, Champion or Specialist rider", () => {
    const stubber = { id: "bs", name: "Heavy stubber", cost: 40, traits: ["Unwieldy"], twinLinked: false, allocatedTo: { role: "driver" as const } };
    expect(broken((r) => bike(r).weapons.push(stubber))).toEqual([]);
    const issues = broken((r) => {
      bike(r).weapons.push(stubber);
      bike(r).crew.driverId = "yoof";
    });
    expect(issues).toEqual([
      {
        code: "gunner-wrong-type",
        path: ["vehicles", 1, "weapons", 0, "allocatedTo"],
        message: "Only a Leader, Champion or Specialist can be a gunner: Yoof cannot fire the Unwieldy Heavy stubber from Speedy.",
      },
    ]);
    expect(
      broken((r) => {
        bike(r).weapons.push(stubber);
        bike(r).crew.driverId = null;
      }),
    ).toEqual([]);
  });

  it("ruling: the 2-weapon driver limit does not bind a bike rider", () => {
    const w = (id: string) => ({ id, name: "Slugga", cost: 5, traits: [], twinLinked: false, allocatedTo: { role: "driver" as const } });
    expect(broken((r) => bike(r).weapons.push(w("a"), w("b"), w("c")))).toEqual([]);
  });

  it("a weapon allocated to a gunner who is not in that vehicle's gunners", () => {
    expect(
      broken((r) => {
        truck(r).weapons[0]!.allocatedTo = { role: "gunner", fighterId: "boss" };
      })[0],
    ).toMatchObject({ code: "weapon-gunner-not-in-crew", message: "Heavy stubber is bolted on for a gunner who is not one of Grunt Truck's gunners." });
    expect(
      broken((r) =>
        bike(r).weapons.push({ id: "x", name: "Shoota", cost: 5, traits: [], twinLinked: false, allocatedTo: { role: "gunner", fighterId: "spanna" } }),
      )[0]!.message,
    ).toContain("(on bikes the Driver is also the Gunner)");
  });

  it("003 upgrade limits: armour plates up to 3; (ruling) no 'up to' means once; Extra Ammo once per weapon", () => {
    expect(broken((r) => truck(r).upgrades.push(...Array(3).fill({ upgradeId: "armour-plates", mounting: null, weaponId: null })))).toEqual([
      { code: "upgrade-over-limit", path: ["vehicles", 0, "upgrades", 3], message: "Grunt Truck can take Armour plates up to 3 times." },
    ]);
    expect(broken((r) => truck(r).upgrades.push(...Array(2).fill({ upgradeId: "reinforced-ram", mounting: null, weaponId: null })))[0]!.message).toBe(
      "Grunt Truck can take Reinforced ram up to 1 time.",
    );
    const ammo = (weaponId: string) => ({ upgradeId: "extra-ammo" as const, mounting: null, weaponId });
    expect(broken((r) => truck(r).upgrades.push(ammo("stubber"), ammo("boltgun")))).toEqual([]);
    expect(broken((r) => truck(r).upgrades.push(ammo("stubber"), ammo("stubber")))[0]!.message).toBe(
      "Grunt Truck can take Extra Ammo once per bolted-on weapon.",
    );
  });

  it("003 Extra Ammo must name one of the vehicle's bolted-on weapons", () => {
    expect(broken((r) => truck(r).upgrades.push({ upgradeId: "extra-ammo", mounting: null, weaponId: "nope" }))[0]).toMatchObject({
      code: "extra-ammo-needs-weapon",
      path: ["vehicles", 0, "upgrades", 1, "weaponId"],
    });
  });

  it("003 Workshop: no (*) upgrade on a bike or trike", () => {
    expect(broken((r) => bike(r).upgrades.push({ upgradeId: "hard-point", mounting: null, weaponId: null }))).toEqual([
      { code: "upgrade-not-for-bikes", path: ["vehicles", 1, "upgrades", 0], message: "Hard point cannot be fitted to a bike or trike." },
    ]);
    expect(broken((r) => bike(r).upgrades.push({ upgradeId: "armour-plates", mounting: null, weaponId: null }))).toEqual([]);
  });

  it("003 Wrecking ball: choose left or right mounting; an upgrade without mountings takes none", () => {
    expect(broken((r) => truck(r).upgrades.push({ upgradeId: "wrecking-ball", mounting: null, weaponId: null }))[0]!.message).toBe(
      "Wrecking ball on Grunt Truck: choose left or right mounting.",
    );
    expect(broken((r) => truck(r).upgrades.push({ upgradeId: "wrecking-ball", mounting: "front", weaponId: null }))[0]!.code).toBe("upgrade-mounting");
    expect(broken((r) => truck(r).upgrades.push({ upgradeId: "wrecking-ball", mounting: "left", weaponId: null }))).toEqual([]);
    expect(broken((r) => truck(r).upgrades.push({ upgradeId: "boarding-plank", mounting: "front", weaponId: null }))).toEqual([]);
    expect(
      broken((r) => {
        truck(r).upgrades[0]!.mounting = "left";
      })[0]!.message,
    ).toBe("Armour plates has no mounting to choose.");
  });

  it("credits below zero and a ledger that does not add up", () => {
    expect(broken((r) => r.ledger.push({ reason: "Bribe", amount: -700, balanceAfter: -300 }))).toEqual([
      { code: "credits-below-zero", path: ["ledger", 12], message: "Bribe leaves the gang at -300 credits: credits cannot go below zero." },
    ]);
    expect(
      broken((r) => {
        r.ledger[1]!.balanceAfter = 999;
      }),
    ).toEqual([
      { code: "ledger-mismatch", path: ["ledger", 1, "balanceAfter"], message: "Recruited Da Boss: the balance should be 940 credits, not 999." },
      { code: "ledger-mismatch", path: ["ledger", 2, "balanceAfter"], message: "Recruited Nob: the balance should be 959 credits, not 900." },
    ]);
    expect(
      broken((r) => {
        r.ledger[1]!.carried = 3;
      }),
    ).toEqual([
      {
        code: "ledger-mismatch",
        path: ["ledger", 1, "carried"],
        message: "Recruited Da Boss: only the first entry of the ledger can bring older entries forward.",
      },
    ]);
    expect(
      broken((r) => {
        r.ledger[0]!.carried = 3;
      }),
    ).toEqual([]);
  });

  it("duplicate ids of fighters, vehicles and weapons", () => {
    const issues = broken((r) => {
      r.fighters.push(newFighter({ id: "boss", name: "Other Boss", type: "leader" }));
      r.vehicles.push({ ...newVehicle({ id: "bike", name: "Bike 2", kind: "bike" }) });
      truck(r).weapons[1]!.id = "stubber";
    });
    expect(issues.filter((i) => i.code === "duplicate-id").map((i) => i.message)).toEqual([
      'Two fighters share the id "boss".',
      'Two vehicles share the id "bike".',
      'Two weapons on Grunt Truck share the id "stubber".',
    ]);
  });
  it("a duplicate id is filed under the second one's id field (the roster form shows it there)", () => {
    const issues = broken((r) => {
      r.fighters.push(newFighter({ id: "boss", name: "Other Boss", type: "leader" }));
      r.vehicles.push({ ...newVehicle({ id: "bike", name: "Bike 2", kind: "bike" }) });
      truck(r).weapons[1]!.id = "stubber";
    });
    expect(issues.filter((i) => i.code === "duplicate-id").map((i) => i.path)).toEqual([
      ["fighters", 6, "id"],
      ["vehicles", 2, "id"],
      ["vehicles", 0, "weapons", 1, "id"],
    ]);
  });
});

describe("parseRoster", () => {
  it("accepts the fixture as JSON and checks the rules", () => {
    const r = parseRoster(JSON.parse(JSON.stringify(gruntsRoster())));
    expect(r.ok && r.issues).toEqual([]);
  });
  it("refuses a malformed roster with zod's paths", () => {
    const bad = { ...gruntsRoster(), fighters: [{ id: "x" }] };
    const r = parseRoster(bad);
    expect(r.ok).toBe(false);
    expect(r.issues[0]!.code).toBe("invalid-roster");
    expect(r.issues[0]!.path.slice(0, 2)).toEqual(["fighters", 0]);
  });
});

// The roster form files each issue under its path (server/rosters/store.ts joins it into the
// field's key), so the code, the path and the words are checked together here.
describe("003 Drivers and Gunners: where each crew issue is filed, in the player's words", () => {
  it("a destroyed vehicle that still names a crew: under the vehicle's crew", () => {
    expect(broken((r) => (truck(r).status = "destroyed"))).toEqual([
      { code: "crew-on-destroyed-vehicle", path: ["vehicles", 0, "crew"], message: "Grunt Truck is destroyed and cannot carry a crew." },
    ]);
  });
  it("a fighter not on the roster, and one named twice in a crew: under the place that names him", () => {
    expect(broken((r) => truck(r).crew.passengerIds.push("ghost"))).toEqual([
      {
        code: "crew-unknown-fighter",
        path: ["vehicles", 0, "crew", "passengerIds", 1],
        message: "Grunt Truck's crew names a fighter who is not on the roster.",
      },
    ]);
    expect(broken((r) => truck(r).crew.passengerIds.push("grot"))).toEqual([
      {
        code: "fighter-two-roles",
        path: ["vehicles", 0, "crew", "passengerIds", 1],
        message: "Grot is named twice in Grunt Truck's crew: a fighter takes one place only.",
      },
    ]);
  });
  it("003 on bikes the driver is the gunner: a gunner on a bike is filed under its gunners", () => {
    expect(broken((r) => bike(r).crew.gunnerIds.push("boss"))[0]!.path).toEqual(["vehicles", 1, "crew", "gunnerIds"]);
  });
  it("003 polecats over the Polecat upgrades: filed under the polecats", () => {
    expect(broken((r) => truck(r).crew.polecatIds.push("yoof"))[0]!.path).toEqual(["vehicles", 0, "crew", "polecatIds"]);
  });
  it("a fighter in three crews: each later crew is told the first vehicle he is in", () => {
    const issues = broken((r) => {
      r.vehicles.push(newVehicle({ id: "bike2", name: "Zippy", kind: "bike" }));
      bike(r).crew.passengerIds.push("snag");
      r.vehicles[2]!.crew.passengerIds.push("snag");
    });
    expect(issues.map((i) => [i.code, i.message])).toEqual([
      ["fighter-in-two-crews", "Snag is in the crews of Grunt Truck and Speedy: a fighter belongs to one vehicle crew (and drives one vehicle)."],
      ["fighter-in-two-crews", "Snag is in the crews of Grunt Truck and Zippy: a fighter belongs to one vehicle crew (and drives one vehicle)."],
    ]);
  });
});

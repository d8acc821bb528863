import { describe, expect, it } from "vitest";
import {
  addDrivingSkill,
  editFighter,
  giveEquipment,
  leaveCrew,
  removeEquipment,
  recordCustomUpgrade,
  recordPermanentDamage,
  removeFighter,
  removeVehicle,
  removeWeapon,
  renameRoster,
} from "./edits";
import { addUpgrade, orThrow } from "./operations";
import { gruntsRoster } from "./fixtures";
import { effectiveVehicle } from "../effective-vehicle";

const record = { name: "Grot", status: "active" as const, xp: 4, skills: ["Dodge"], injuries: [] };

describe("roster edits by hand", () => {
  it("renames the gang", () => expect(orThrow(renameRoster(gruntsRoster(), "Da Wreckers")).name).toBe("Da Wreckers"));
  it("edits a fighter's record; one who is no longer active leaves his crew", () => {
    const r = orThrow(editFighter(gruntsRoster(), "grot", record));
    expect(r.fighters[3]).toMatchObject({ xp: 4, skills: ["Dodge"] });
    expect(r.vehicles[0]!.crew.driverId).toBe("grot");
    const dead = orThrow(editFighter(gruntsRoster(), "nob", { ...record, name: "Nob", status: "dead" }));
    expect([dead.vehicles[0]!.crew.gunnerIds, dead.vehicles[0]!.weapons[0]!.allocatedTo]).toEqual([[], null]);
    expect(editFighter(gruntsRoster(), "ghost", record).ok).toBe(false);
  });
  it("removes a fighter (and his crew place) or a vehicle (ruling: no credits back)", () => {
    const r = orThrow(removeFighter(gruntsRoster(), "snag"));
    expect(r.ledger).toEqual(gruntsRoster().ledger);
    expect([r.fighters.some((f) => f.id === "snag"), r.vehicles[0]!.crew.passengerIds]).toEqual([false, []]);
    expect(orThrow(removeVehicle(gruntsRoster(), "bike")).vehicles.map((v) => v.id)).toEqual(["truck"]);
    expect(removeFighter(gruntsRoster(), "ghost").ok).toBe(false);
    expect(removeVehicle(gruntsRoster(), "ghost").ok).toBe(false);
  });
  it("takes a fighter out of every crew", () => {
    expect(orThrow(leaveCrew(gruntsRoster(), "spanna")).vehicles[1]!.crew.driverId).toBeNull();
    expect(leaveCrew(gruntsRoster(), "ghost").ok).toBe(false);
  });
  it("removes a weapon with the Extra Ammo fitted for it", () => {
    const withAmmo = orThrow(addUpgrade(gruntsRoster(), "truck", "extra-ammo", { weaponId: "stubber" }));
    const r = orThrow(removeWeapon(withAmmo, "truck", "stubber"));
    expect([r.vehicles[0]!.weapons.map((w) => w.id), r.vehicles[0]!.upgrades.map((u) => u.upgradeId)]).toEqual([["boltgun"], ["armour-plates"]]);
    expect(removeWeapon(gruntsRoster(), "ghost", "stubber").ok).toBe(false);
    expect(removeWeapon(gruntsRoster(), "truck", "ghost").ok).toBe(false);
  });
  it("records custom upgrades and permanent damage rolled at the table", () => {
    const r = orThrow(recordCustomUpgrade(gruntsRoster(), "truck", "faster", 2));
    expect(effectiveVehicle(r.vehicles[0]!).maxThrust).toBe(8);
    expect(orThrow(recordCustomUpgrade(gruntsRoster(), "truck", "faster")).vehicles[0]!.customUpgrades[0]!.thrustBonus).toBe(1);
    expect(orThrow(recordCustomUpgrade(gruntsRoster(), "truck", "heavier", 3)).vehicles[0]!.customUpgrades[0]!.thrustBonus).toBeNull();
    expect(orThrow(recordPermanentDamage(gruntsRoster(), "truck", "boneshaker")).vehicles[0]!.permanentDamage).toEqual(["boneshaker"]);
    expect(recordCustomUpgrade(gruntsRoster(), "ghost", "faster").ok).toBe(false);
    expect(recordPermanentDamage(gruntsRoster(), "ghost", "boneshaker").ok).toBe(false);
  });
  it("adds a driving skill once", () => {
    const r = orThrow(addDrivingSkill(gruntsRoster(), "grot", "shadow"));
    expect(r.fighters[3]!.drivingSkills).toEqual(["shadow"]);
    const again = addDrivingSkill(r, "grot", "shadow");
    expect(!again.ok && again.issues[0]!.message).toBe("Grot already has Shadow.");
    expect(addDrivingSkill(gruntsRoster(), "ghost", "shadow").ok).toBe(false);
  });
  it("a fighter's type, cost and stat line can be edited; a Ganger cannot stay a gunner (003 Gunners: Leader, Champion or Specialist only)", () => {
    const r = orThrow(editFighter(gruntsRoster(), "boss", { ...record, name: "Da Boss", cost: 80, stats: { ...gruntsRoster().fighters[0]!.stats, WS: 5 } }));
    expect(r.fighters[0]).toMatchObject({ cost: 80, stats: { WS: 5 } });
    const demoted = editFighter(gruntsRoster(), "nob", { ...record, name: "Nob", type: "ganger" });
    expect(demoted.ok).toBe(false);
    if (!demoted.ok) expect(demoted.issues[0]!.message).toMatch(/Only a Leader, Champion or Specialist can be a gunner/);
  });
  it("equipment bought for a fighter leaves the ledger; recorded equipment does not; removing it pays nothing back", () => {
    const base = gruntsRoster();
    const bought = orThrow(giveEquipment(base, "grot", { name: "Flak armour", cost: 10, traits: [] }, true));
    expect(bought.ledger.at(-1)).toMatchObject({ reason: "Flak armour for Grot", amount: -10 });
    expect(bought.fighters[3]!.equipment).toEqual([{ name: "Flak armour", cost: 10, traits: [] }]);
    expect(orThrow(giveEquipment(base, "grot", { name: "Knife", cost: 5, traits: ["Melee"] }, false)).ledger).toEqual(base.ledger);
    expect(orThrow(removeEquipment(bought, "grot", 0)).fighters[3]!.equipment).toEqual([]);
    expect(removeEquipment(bought, "grot", 3).ok).toBe(false);
    expect(giveEquipment(base, "ghost", { name: "x", cost: 1, traits: [] }, true).ok).toBe(false);
    expect(removeEquipment(base, "ghost", 0).ok).toBe(false);
  });
  it("equipment the gang cannot afford is refused with the shortfall", () => {
    const r = giveEquipment(gruntsRoster(), "grot", { name: "Plasma gun", cost: 99_999, traits: [] }, true);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]!.message).toMatch(/credits short/);
  });
});

describe("roster edits by hand: what a refusal says and the roster path the form files it under", () => {
  const refused = (r: ReturnType<typeof renameRoster>) => (r.ok ? [] : r.issues);
  it("a fighter or a vehicle not on the roster is named, filed under the fighters or the vehicles", () => {
    const noFighter = [{ code: "unknown-fighter", path: ["fighters"], message: 'There is no fighter "ghost" on the roster.' }];
    expect(refused(editFighter(gruntsRoster(), "ghost", record))).toEqual(noFighter);
    expect(refused(leaveCrew(gruntsRoster(), "ghost"))).toEqual(noFighter);
    expect(refused(removeVehicle(gruntsRoster(), "ghost"))).toEqual([
      { code: "unknown-vehicle", path: ["vehicles"], message: 'There is no vehicle "ghost" on the roster.' },
    ]);
  });
  it("a weapon the vehicle does not carry is named with the vehicle", () => {
    expect(refused(removeWeapon(gruntsRoster(), "truck", "ghost"))).toEqual([
      { code: "unknown-weapon", path: ["vehicles"], message: 'Grunt Truck has no bolted-on weapon "ghost".' },
    ]);
  });
  it("003 Driving skills: a skill the driver has already is not allowed twice, filed under the fighters", () => {
    const r = orThrow(addDrivingSkill(gruntsRoster(), "grot", "shadow"));
    expect(refused(addDrivingSkill(r, "grot", "shadow"))).toEqual([{ code: "not-allowed", path: ["fighters"], message: "Grot already has Shadow." }]);
  });
  it("equipment: its traits are kept, a free item bought makes no ledger entry, and a purchase the gang cannot afford is filed under the ledger", () => {
    const base = gruntsRoster();
    const knife = orThrow(giveEquipment(base, "grot", { name: "Knife", cost: 5, traits: ["Melee"] }, true));
    expect(knife.fighters[3]!.equipment).toEqual([{ name: "Knife", cost: 5, traits: ["Melee"] }]);
    expect(orThrow(giveEquipment(base, "grot", { name: "Rock", cost: 0, traits: [] }, true)).ledger).toEqual(base.ledger);
    const dear = refused(giveEquipment(base, "grot", { name: "Plasma gun", cost: 99_999, traits: [] }, true));
    expect(dear.map((i) => [i.code, i.path])).toEqual([["credits-below-zero", ["ledger"]]]);
  });
  it("removing equipment a fighter does not carry names the item by its place in his list, counted from 1", () => {
    const bought = orThrow(giveEquipment(gruntsRoster(), "grot", { name: "Flak armour", cost: 10, traits: [] }, true));
    expect(refused(removeEquipment(bought, "grot", 3))).toEqual([{ code: "not-allowed", path: ["fighters"], message: "Grot carries no item number 4." }]);
  });
});

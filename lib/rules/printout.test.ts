import { describe, expect, it } from "vitest";
import { countedNames, fighterCostText, fighterTotalCost, isInGang, stashParts, stashText, vehicleRuleTexts } from "./printout";
import { newFighter, newVehicle } from "./roster/builder";
import type { Vehicle } from "./roster/schema";
import type { UpgradeId } from "./tables/workshop";

const ups = (...ids: UpgradeId[]) => ids.map((upgradeId) => ({ upgradeId, mounting: null, weaponId: null }));
const truck = (name: string, p: Partial<Vehicle> = {}): Vehicle => ({ ...newVehicle({ id: name, name, kind: "truck" }), ...p });

describe("a fighter's cost, the same on the gang page, the cards and the roster", () => {
  const krag = {
    ...newFighter({ id: "k", name: "Krag", type: "leader", cost: 120 }),
    equipment: [
      { name: "Kannon", cost: 50, traits: [] },
      { name: "Armour", cost: 30, traits: [] },
    ],
  };
  it("ruling (as the gang rating): a fighter is worth their cost plus their equipment's", () => expect(fighterTotalCost(krag)).toBe(200));
  it("says the base cost, and the total when equipment adds to it", () => {
    expect(fighterCostText(krag)).toBe("120 (200 with equipment)");
    expect(fighterCostText(newFighter({ id: "g", name: "Grot", type: "ganger", cost: 25 }))).toBe("25");
    expect(fighterCostText({ cost: 25, equipment: [{ name: "Stikkbomb", cost: 0, traits: [] }] })).toBe("25");
  });
});

describe("ruling: dead and retired fighters are not in the gang (not counted, no card)", () => {
  it.each([
    ["active", true],
    ["recovering", true],
    ["captured", true],
    ["dead", false],
    ["retired", false],
  ] as const)("%s → %s", (status, inGang) => {
    expect(isInGang({ status })).toBe(inGang);
  });
});

describe("the stash says what is in it and what it is worth", () => {
  it("empty", () => expect(stashText([])).toBe("empty"));
  it("names and credits", () => {
    expect(
      stashText([
        { name: "Lasgun", cost: 25 },
        { name: "Frag grenades", cost: 15 },
      ]),
    ).toBe("2 items, 40 credits: Lasgun, Frag grenades");
    expect(stashText([{ name: "Lasgun", cost: 25 }])).toBe("1 item, 25 credits: Lasgun");
  });
  it("in two parts for the gang page's summary box", () => {
    expect(
      stashParts([
        { name: "Lasgun", cost: 25 },
        { name: "Frag grenades", cost: 15 },
      ]),
    ).toEqual({ summary: "2 items, 40 credits", names: "Lasgun, Frag grenades" });
    expect(stashParts([])).toEqual({ summary: "empty", names: "" });
  });
});

describe("countedNames", () => {
  it("lists equal names once with a count, in first-seen order", () => {
    expect(countedNames(["Armour plates", "Polecat", "Armour plates", "Armour plates"])).toEqual(["Armour plates (×3)", "Polecat"]);
  });
});

describe("vehicleRuleTexts: 003's upgrades and damage in our words, each once, after the cards", () => {
  const bigRed = truck("Big Red", {
    upgrades: ups("armour-plates", "armour-plates", "armour-plates", "pimped-out"),
    customUpgrades: [
      { upgradeId: "faster", thrustBonus: 2 },
      { upgradeId: "faster", thrustBonus: 1 },
    ],
    permanentDamage: ["boneshaker", "boneshaker"],
  });
  const rusty = truck("Rusty", { upgrades: ups("armour-plates"), permanentDamage: ["boneshaker"] });
  // worked out inside each test: mutation testing only sees code run in a test's own body
  const rulesOf = () => vehicleRuleTexts([bigRed, rusty]);

  it("003 Workshop, Custom upgrades and Vehicle permanent damage table: one entry each, in the tables' order", () => {
    expect(rulesOf().map((r) => r.key)).toEqual(["upgrade:armour-plates", "upgrade:pimped-out", "custom:faster", "damage:boneshaker"]);
  });
  it("003 Armour plates: the effect and its citation, with the vehicles that have it and how many", () => {
    const rules = rulesOf();
    expect(rules[0]).toMatchObject({ kind: "Workshop upgrade", name: "Armour plates", cite: "003 Workshop, Armour plates", on: ["Big Red (×3)", "Rusty"] });
    expect(rules[0]!.text).toMatch(/^Special save 6\+ with one plate/);
  });
  it("003 Custom upgrades: the bonus, and the penalty for each time after the first", () => {
    const rules = rulesOf();
    expect(rules[2]).toMatchObject({
      kind: "Custom upgrade",
      name: "Faster",
      cite: "003 Rogue Techpriest, Faster",
      text: "+D3 thrust. Each time it is taken after the first: -1 Toughness all locations.",
      on: ["Big Red (×2)"],
    });
  });
  it("003 BONESHAKER: what the lasting result does, with its D66 band", () => {
    const rules = rulesOf();
    expect(rules[3]).toMatchObject({ kind: "Permanent damage", name: "BONESHAKER", cite: "003 Permanent damage, 51-52", on: ["Big Red (×2)", "Rusty"] });
    expect(rules[3]!.text).toContain("-1 to hit");
  });
  it("a bare vehicle has no rules to print", () => expect(vehicleRuleTexts([truck("Bare")])).toEqual([]));
  it("each entry names only the vehicles that have that very upgrade, custom upgrade or damage", () => {
    const a = truck("A", { upgrades: ups("pimped-out"), customUpgrades: [{ upgradeId: "heavier", thrustBonus: null }], permanentDamage: ["steering-jams"] });
    const b = truck("B", { upgrades: ups("polecat"), customUpgrades: [{ upgradeId: "smoother", thrustBonus: null }], permanentDamage: ["bent-chassis"] });
    expect(vehicleRuleTexts([a, b]).map((r) => [r.key, r.on])).toEqual([
      ["upgrade:pimped-out", ["A"]],
      ["upgrade:polecat", ["B"]],
      ["custom:smoother", ["B"]],
      ["custom:heavier", ["A"]],
      ["damage:steering-jams", ["A"]],
      ["damage:bent-chassis", ["B"]],
    ]);
  });
  it("003 Rogue Techpriest: a penalty without a closing full stop is printed whole, and one with it keeps a single stop", () => {
    const smoother = vehicleRuleTexts([truck("D", { customUpgrades: [{ upgradeId: "smoother", thrustBonus: null }] })])[0]!;
    expect(smoother).toEqual({
      key: "custom:smoother",
      kind: "Custom upgrade",
      name: "Smoother",
      cite: "003 Rogue Techpriest, Smoother",
      text: "+1Cl bonus. Each time it is taken after the first: -2 Wounds engine.",
      on: ["D"],
    });
    const heavier = vehicleRuleTexts([truck("E", { customUpgrades: [{ upgradeId: "heavier", thrustBonus: null }] })])[0]!;
    expect(heavier.text).toBe('+1 Toughness. Each time it is taken after the first: -1" move and thrust.');
  });
  it("the workshop and damage entries carry their kind and key in full", () => {
    const [up, dmg] = vehicleRuleTexts([truck("F", { upgrades: ups("polecat"), permanentDamage: ["bent-chassis"] })]);
    expect([up!.key, up!.kind, dmg!.key, dmg!.kind]).toEqual(["upgrade:polecat", "Workshop upgrade", "damage:bent-chassis", "Permanent damage"]);
  });
});

import { describe, expect, it } from "vitest";
import { WORKSHOP_UPGRADES, armourPlateSave, extraAmmoCost, workshopUpgrade } from "./workshop";
import { CUSTOM_UPGRADES, customUpgrade, techpriestCost } from "./techpriest";

const row = (id: Parameters<typeof workshopUpgrade>[0]) => {
  const u = workshopUpgrade(id);
  return [u.cost, u.limit, u.notForBikesOrTrikes, u.mountings, u.cannotBeDestroyed];
};

describe("003 The Workshop- Standard Upgrades", () => {
  it("003 Workshop: Armour plates- 40 credits (up to 3); 6+ save, one better per extra plate to a max 4+", () => {
    expect(row("armour-plates")).toEqual([40, 3, false, [], false]);
    expect([0, 1, 2, 3, 4].map(armourPlateSave)).toEqual([null, 6, 5, 4, 4]);
  });
  it("003 Workshop: Spikes and blades- 50 credits (up to 2)", () => expect(row("spikes-and-blades")).toEqual([50, 2, false, [], false]));
  it("003 Workshop: Wrecking ball*- 100 credits, choose left or right mounting, not for bikes or trikes", () => {
    expect(row("wrecking-ball")).toEqual([100, 1, true, ["left", "right"], false]);
  });
  it("003 Workshop: Reinforced ram*- 50 credits, +2 damage when ramming", () => {
    expect(row("reinforced-ram")).toEqual([50, 1, true, [], false]);
    expect(workshopUpgrade("reinforced-ram").effect).toBe("+2 damage when it rams.");
  });
  it("003 Workshop: Boarding plank*- 30 credits, front or (ruling) left/right side mounted", () => {
    expect(row("boarding-plank")).toEqual([30, 1, true, ["front", "left", "right"], false]);
  });
  it("003 Workshop: Extra Ammo- ¼ weapon cost (ruling: rounded up), allowed on bikes", () => {
    expect(row("extra-ammo")).toEqual([null, 1, false, [], false]);
    expect(workshopUpgrade("extra-ammo").perWeapon).toBe(true);
    expect([extraAmmoCost(40), extraAmmoCost(25), extraAmmoCost(0)]).toEqual([10, 7, 0]);
  });
  it("003 Workshop: Enclosed Crew*- 40 credits, +2 toughness and +1 save, cannot be destroyed", () => {
    expect(row("enclosed-crew")).toEqual([40, 1, true, [], true]);
  });
  it("003 Workshop: Fighting platform*- 20 Credits (up to 3), max crew +2, cannot be destroyed", () => {
    expect(row("fighting-platform")).toEqual([20, 3, true, [], true]);
  });
  it("003 Workshop: Hard point*- 10 credits (up to 2), cannot be destroyed by an upgrade hit", () => {
    expect(row("hard-point")).toEqual([10, 2, true, [], true]);
  });
  it("003 Workshop: Pimped out- 50 Credits, reroll failed Cl, LD and WP tests", () => {
    expect(row("pimped-out")).toEqual([50, 1, false, [], false]);
    expect(workshopUpgrade("pimped-out").effect).toContain("re-roll a failed CL, LD or WP test");
  });
  it("003 Workshop: Polecat*- 10 Credits (up to 2)", () => expect(row("polecat")).toEqual([10, 2, true, [], false]));
  it("lists all eleven upgrades of the text", () => expect(WORKSHOP_UPGRADES).toHaveLength(11));
  it("each upgrade cites 003 Workshop and its own name", () => {
    for (const u of WORKSHOP_UPGRADES) expect(u.cite).toBe(`003 Workshop, ${u.name}`);
    for (const c of CUSTOM_UPGRADES) expect(c.cite).toBe(`003 Rogue Techpriest, ${c.name}`);
  });
  it("ruling: an upgrade with no '(up to N)' may be fitted once", () => {
    expect(["wrecking-ball", "reinforced-ram", "boarding-plank", "enclosed-crew", "pimped-out"].map((id) => workshopUpgrade(id as "pimped-out").limit)).toEqual(
      [1, 1, 1, 1, 1],
    );
  });
});

describe("003 The rogueTechpriest- Custom upgrades", () => {
  it("003 Rogue Techpriest, Faster: +D3 thrust; penalty -1 Toughness on every location", () => {
    expect(customUpgrade("faster")).toMatchObject({ bonus: "+D3 thrust", penalty: "-1 Toughness all locations" });
  });
  it("003 Rogue Techpriest, Smoother: +1 CL; penalty -2 engine Wounds", () => {
    expect(customUpgrade("smoother")).toMatchObject({ bonus: "+1Cl bonus", penalty: "-2 Wounds engine." });
  });
  it('003 Rogue Techpriest, Heavier: +1 Toughness; penalty -1" move and thrust', () => {
    expect(customUpgrade("heavier")).toMatchObject({ bonus: "+1 Toughness", penalty: '-1" move and thrust.' });
  });
  it("ruling: D3+3x10 credits is (D3+3)×10 (D3 of 1, 2, 3 → 40, 50, 60)", () => {
    expect([1, 2, 3].map(techpriestCost)).toEqual([40, 50, 60]);
    expect(CUSTOM_UPGRADES).toHaveLength(3);
  });

  it('prices read the same everywhere: "20 credits", never "20 Credits"', () => {
    for (const u of WORKSHOP_UPGRADES) if (u.cost !== null) expect(u.costText).toBe(`${u.cost} credits`);
  });
});

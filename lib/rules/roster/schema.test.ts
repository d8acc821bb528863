import { describe, expect, it } from "vitest";
import { rosterSchema } from "./schema";
import { gruntsRoster } from "./fixtures";

describe("roster schema", () => {
  it("a roster survives a JSON round trip unchanged", () => {
    const r = gruntsRoster();
    expect(rosterSchema.parse(JSON.parse(JSON.stringify(r)))).toEqual(r);
  });
  it("ruling: every characteristic is a whole number from 0 to 12", () => {
    const r = gruntsRoster();
    r.fighters[0]!.stats.Cl = 13;
    expect(rosterSchema.safeParse(r).success).toBe(false);
    r.fighters[0]!.stats.Cl = 0;
    expect(rosterSchema.safeParse(r).success).toBe(true);
    r.fighters[0]!.stats.M = -1;
    expect(rosterSchema.safeParse(r).success).toBe(false);
  });
});

describe("roster schema: the optional pack fields (issue 13)", () => {
  const frag = { name: "Burst", range: { short: 6, long: 24 }, accuracy: { short: 0, long: -1 }, S: 3, AP: 0, D: 1, Ammo: 5 };
  const withPacks = () => {
    const r = gruntsRoster();
    r.fighters[0]!.pack = { packId: "starter", revision: 2, typeId: "boss" };
    r.fighters[0]!.equipment.push({
      name: "Popper",
      cost: 35,
      traits: ["Blast"],
      packItemId: "popper",
      profiles: [frag, { ...frag, name: "Slug", S: 5, AP: -2, D: "D3" }],
    });
    r.vehicles[0]!.weapons[0]!.profiles = [{ ...frag, S: "S+1", range: { short: null, long: null }, Ammo: null }];
    r.stash.push({ id: "s1", name: "Popper", cost: 35, traits: ["Blast"], packItemId: "popper", profiles: [frag] });
    return r;
  };
  it("a roster made before packs still parses, and gains no fields (a fighter without pack is a custom type)", () => {
    const r = gruntsRoster();
    const back = rosterSchema.parse(JSON.parse(JSON.stringify(r)));
    expect(JSON.stringify(back)).toBe(JSON.stringify(r));
    expect("pack" in back.fighters[0]!).toBe(false);
  });
  it("pack links, profile lines and stash traits survive a JSON round trip byte for byte", () => {
    const r = withPacks();
    expect(JSON.stringify(rosterSchema.parse(JSON.parse(JSON.stringify(r))))).toBe(JSON.stringify(r));
  });
  it("ruling: profile values keep to their bounds (S 1-12 or S+n, AP 0 to -6, D 1-6 or D3/D6, Ammo 2+ to 6+)", () => {
    const bad = (line: Record<string, unknown>) => {
      const r = gruntsRoster();
      r.fighters[0]!.equipment.push({ name: "Odd", cost: 0, traits: [], profiles: [{ ...frag, ...line } as typeof frag] });
      return rosterSchema.safeParse(r).success;
    };
    expect(bad({})).toBe(true);
    for (const line of [
      { S: 13 },
      { S: "T+1" },
      { AP: 1 },
      { D: "D4" },
      { D: 7 },
      { Ammo: 1 },
      { range: { short: 101, long: null } },
      { accuracy: { short: 4, long: 0 } },
    ])
      expect(bad(line)).toBe(false);
  });
});

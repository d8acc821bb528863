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

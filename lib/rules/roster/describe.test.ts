import { describe, expect, it } from "vitest";
import { describeFighterEdit } from "./describe";
import { gruntsRoster } from "./fixtures";

const nob = () => gruntsRoster().fighters.find((f) => f.id === "nob")!;
const unchanged = () => {
  const f = nob();
  return { name: f.name, status: f.status, xp: f.xp, skills: [...f.skills], injuries: [...f.injuries], type: f.type, cost: f.cost, stats: { ...f.stats } };
};

describe("describeFighterEdit", () => {
  it("names what changed: status and XP", () => {
    expect(describeFighterEdit(nob(), { ...unchanged(), status: "dead", xp: 4 })).toBe("Nob: status dead, XP 4");
  });

  it("names a new name, type, cost, stat, skills and injuries", () => {
    const r = unchanged();
    expect(
      describeFighterEdit(nob(), {
        ...r,
        name: "Big Nob",
        type: "leader",
        cost: 55,
        stats: { ...r.stats, Ld: r.stats.Ld + 1 },
        skills: ["Nerves of Steel"],
        injuries: ["Eye injury"],
      }),
    ).toBe(`Nob: renamed Big Nob, type Leader, cost 55 credits, Ld ${r.stats.Ld + 1}, skills Nerves of Steel, injuries Eye injury`);
  });

  it("says so when nothing changed, and clearing a list says none", () => {
    expect(describeFighterEdit(nob(), unchanged())).toBe("Nob: no changes");
    const f = { ...nob(), skills: ["Dodge"] };
    expect(describeFighterEdit(f, { ...unchanged(), skills: [] })).toBe("Nob: skills none");
  });
});

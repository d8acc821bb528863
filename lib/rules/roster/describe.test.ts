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

describe("describeFighterEdit: what counts as a change", () => {
  it("a fighter not found before the edit is only said to be updated", () => {
    expect(describeFighterEdit(undefined, unchanged())).toBe("Updated Nob");
  });
  it("a record that leaves the type and cost out does not change them", () => {
    const r = unchanged();
    expect(describeFighterEdit(nob(), { name: r.name, status: r.status, xp: 4, skills: r.skills, injuries: r.injuries, stats: r.stats })).toBe("Nob: XP 4");
  });
  it("lists are compared item by item: the same skills are no change, another skill is, and several are joined with commas", () => {
    const f = { ...nob(), skills: ["Dodge"] };
    expect(describeFighterEdit(f, { ...unchanged(), skills: ["Dodge"] })).toBe("Nob: no changes");
    expect(describeFighterEdit(f, { ...unchanged(), skills: ["Leap"] })).toBe("Nob: skills Leap");
    expect(describeFighterEdit(f, { ...unchanged(), skills: ["Dodge", "Leap"] })).toBe("Nob: skills Dodge, Leap");
  });
});

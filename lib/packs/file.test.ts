import { describe, expect, it } from "vitest";
import { DEFAULT_PACK } from "./default-pack";
import { exportPack, importPack, parsePackFile } from "./file";
import { PACK_FILE_MAX_BYTES, PACK_LIMITS, PACK_TEXT_LIMITS, packLimitMessage, type PackLimit } from "./limits";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests break packs on purpose
type Loose = any;
/** The default pack as plain JSON, changed by `edit`, then read: the errors, or [] when it is read. */
function errorsAfter(edit: (p: Loose) => void) {
  const p = JSON.parse(exportPack(DEFAULT_PACK));
  edit(p);
  const r = importPack(p);
  return r.ok ? [] : r.errors;
}
const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

describe("pack file: reading and writing", () => {
  it("round trip: export → parse → export gives the same bytes", () => {
    const text = exportPack(DEFAULT_PACK);
    const back = parsePackFile(text);
    expect(back.ok).toBe(true);
    if (back.ok) expect(exportPack(back.pack)).toBe(text);
  });
  it("keys come out in the format's order whatever order the object was built in", () => {
    const shuffled = Object.fromEntries(Object.entries(JSON.parse(exportPack(DEFAULT_PACK))).reverse());
    const r = importPack(shuffled);
    expect(r.ok && exportPack(r.pack)).toBe(exportPack(DEFAULT_PACK));
  });
  it("a pack holding only some sections reads, the rest empty", () => {
    const r = parsePackFile(
      JSON.stringify({
        format: "gorka-garage.pack",
        version: 1,
        id: "just-skills",
        name: "Just skills",
        skillCategories: [{ id: "a", name: "A" }],
        skills: [{ id: "s", name: "S", category: "a", text: "" }],
      }),
    );
    expect(r.ok && [r.pack.revision, r.pack.fighterTypes, r.pack.injuries, r.pack.income]).toEqual([1, [], null, null]);
  });
  it("a byte order mark in front is ignored", () => expect(parsePackFile(`\uFEFF${exportPack(DEFAULT_PACK)}`).ok).toBe(true));
  it("refuses a file over 1 MB, an empty file and text that is not JSON, as the file as a whole", () => {
    expect(parsePackFile(" ".repeat(PACK_FILE_MAX_BYTES + 1))).toEqual({
      ok: false,
      errors: [{ path: "(file)", message: "The file is 1,001 KB; pack files up to 1 MB can be imported." }],
    });
    expect(parsePackFile("  ")).toEqual({ ok: false, errors: [{ path: "(file)", message: "That file is empty." }] });
    expect(parsePackFile("{ nope")).toMatchObject({ ok: false, errors: [{ path: "(file)", message: expect.stringMatching(/^This is not valid JSON/) }] });
  });
  it("refuses something that is not a pack, a wrong format and a later version, in words", () => {
    expect(importPack([])).toMatchObject({ ok: false, errors: [{ path: "(file)", message: expect.stringContaining("not a Gorka Garage pack") }] });
    expect(errorsAfter((p) => (p.format = "gorka-garage.gang"))).toEqual([
      { path: "format", message: 'This is not a Gorka Garage pack: its format is "gorka-garage.gang", not "gorka-garage.pack".' },
    ]);
    expect(errorsAfter((p) => (p.version = 2))).toEqual([
      { path: "version", message: "version must be 1: this file is version 2 of the pack format, and this app reads version 1 only." },
    ]);
    expect(errorsAfter((p) => delete p.format)[0]!.message).toContain('"format": "gorka-garage.pack" is missing');
  });
  it("refuses unknown fields (a misspelt key) with their path", () => {
    expect(errorsAfter((p) => (p.weapons[0].cots = 5))).toEqual([{ path: "weapons.0", message: "Unknown field here: cots (check the spelling)." }]);
  });
  it("reports every error at once, each with its path", () => {
    const errors = errorsAfter((p) => {
      p.weapons[0].cost = -1;
      p.fighterTypes[1].profile.WS = 13;
      p.skills[0].text = 7;
    });
    expect(errors.map((e) => e.path)).toEqual(["fighterTypes.1.profile.WS", "weapons.0.cost", "skills.0.text"]);
    expect(errors.map((e) => e.message)).toEqual([
      "This must be at most 12 (it is 13).",
      "This cannot be negative (it is -1).",
      "This should be text in quotes, not 7.",
    ]);
  });
});

const FILL: Record<PackLimit, { path: string; fill: (p: Loose, n: number) => void }> = {
  fighterTypes: { path: "fighterTypes", fill: (p, n) => void (p.fighterTypes = times(n, (i) => ({ ...p.fighterTypes[3], id: `t${i}` }))) },
  weapons: { path: "weapons", fill: (p, n) => void (p.weapons = [...p.weapons, ...times(n - p.weapons.length, (i) => ({ ...p.weapons[0], id: `w${i}` }))]) },
  wargear: { path: "wargear", fill: (p, n) => void (p.wargear = [...p.wargear, ...times(n - p.wargear.length, (i) => ({ ...p.wargear[0], id: `g${i}` }))]) },
  skillCategories: {
    path: "skillCategories",
    fill: (p, n) => void (p.skillCategories = [...p.skillCategories, ...times(n - p.skillCategories.length, (i) => ({ id: `c${i}`, name: `C${i}` }))]),
  },
  skills: {
    path: "skills",
    fill: (p, n) => {
      // spread over categories of at most 36 (MAX_SKILLS_PER_CATEGORY)
      p.skillCategories.push(...times(15, (i) => ({ id: `c${i}`, name: `C${i}` })));
      p.skills = [...p.skills, ...times(n - p.skills.length, (i) => ({ id: `s${i}`, name: `Skill ${i}`, category: `c${i % 15}`, text: "" }))];
    },
  },
  typeEquipment: {
    path: "fighterTypes.0.equipment",
    fill: (p, n) => {
      p.wargear = times(Math.min(n, PACK_LIMITS.wargear.max), (i) => ({ id: `g${i}`, name: "G", cost: 1, text: "" }));
      p.fighterTypes = [{ ...p.fighterTypes[0], equipment: times(n, (i) => ({ item: `g${i % PACK_LIMITS.wargear.max}`, cost: 1 })) }];
    },
  },
  typeSkillCategories: {
    path: "fighterTypes.0.skillCategories",
    fill: (p, n) => {
      p.skillCategories = times(PACK_LIMITS.skillCategories.max, (i) => ({ id: `c${i}`, name: `C${i}` }));
      p.skills = p.skills.map((s: Loose) => ({ ...s, category: "c0" }));
      p.fighterTypes = [{ ...p.fighterTypes[0], skillCategories: times(n, (i) => `c${i % PACK_LIMITS.skillCategories.max}`) }];
      p.advancements = null;
    },
  },
  profiles: { path: "weapons.3.profiles", fill: (p, n) => void (p.weapons[3].profiles = times(n, () => p.weapons[3].profiles[0])) },
  traits: { path: "weapons.0.traits", fill: (p, n) => void (p.weapons[0].traits = times(n, (i) => `Trait ${i}`)) },
  tableRows: {
    path: "injuries.rows",
    fill: (p, n) =>
      void (p.injuries = { dice: "D100", rows: times(n, (i) => ({ from: Math.min(i + 1, 100), to: Math.min(i + 1, 100), name: "Row", effects: [] })) }),
  },
  effects: { path: "injuries.rows.0.effects", fill: (p, n) => void (p.injuries.rows[0].effects = times(n, () => ({ kind: "miss-next-game" }))) },
  advancements: {
    path: "advancements.options",
    fill: (p, n) =>
      void (p.advancements.options = [
        ...p.advancements.options,
        ...times(n - p.advancements.options.length, (i) => ({ id: `a${i}`, name: "A", xpCost: 1, effect: { kind: "stat", stat: "M", max: 6 } })),
      ]),
  },
};

describe("pack limits (ruling: PACK_LIMITS), in words", () => {
  it.each(Object.keys(PACK_LIMITS) as PackLimit[])("limit on %s: at the limit the pack reads, one more is refused with the limit in words", (limit) => {
    const { max } = PACK_LIMITS[limit];
    const { path, fill } = FILL[limit];
    expect(errorsAfter((p) => fill(p, max))).toEqual([]);
    expect(errorsAfter((p) => fill(p, max + 1))).toEqual([{ path, message: packLimitMessage(limit, max + 1) }]);
  });
  it("the limit message says the count and the ceiling", () =>
    expect(packLimitMessage("weapons", 1200)).toBe("Too many weapons: 1,200 (at most 300 per pack)."));
  it("text limits: ids 80, names 60, traits 60, rules text 1,000 characters", () => {
    expect(errorsAfter((p) => (p.weapons[0].id = "x".repeat(PACK_TEXT_LIMITS.id + 1)))[0]).toEqual({
      path: "weapons.0.id",
      message: "This is too long: at most 80 characters.",
    });
    expect(errorsAfter((p) => (p.fighterTypes[0].name = "x".repeat(61)))[0]).toEqual({
      path: "fighterTypes.0.name",
      message: "This is too long: at most 60 characters.",
    });
    expect(errorsAfter((p) => (p.weapons[0].traits = ["x".repeat(61)]))[0]!.path).toBe("weapons.0.traits.0");
    expect(errorsAfter((p) => (p.skills[0].text = "x".repeat(1001)))[0]).toEqual({
      path: "skills.0.text",
      message: "This is too long: at most 1000 characters.",
    });
    expect(errorsAfter((p) => (p.skills[0].text = "x".repeat(1000)))).toEqual([]);
  });
  it("an id with a space is refused with the id's rule in words", () => {
    expect(errorsAfter((p) => (p.skillCategories[0].id = "big guns"))[0]!.message).toMatch(/^An id is made of letters, digits/);
  });
});

describe("control characters in any text are refused", () => {
  const CONTROL = ["line\nbreak", "tab\there", "nul\u0000", "del\u007f", "c1\u0085"];
  const places: [string, (p: Loose, t: string) => void][] = [
    ["name", (p, t) => (p.name = t)],
    ["about", (p, t) => (p.about = t)],
    ["fighterTypes.0.name", (p, t) => (p.fighterTypes[0].name = t)],
    ["weapons.0.traits.0", (p, t) => (p.weapons[0].traits[0] = t)],
    ["weapons.3.profiles.1.name", (p, t) => (p.weapons[3].profiles[1].name = t)],
    ["wargear.0.text", (p, t) => (p.wargear[0].text = t)],
    ["skills.0.text", (p, t) => (p.skills[0].text = t)],
    ["skillCategories.0.name", (p, t) => (p.skillCategories[0].name = t)],
    ["injuries.rows.2.name", (p, t) => (p.injuries.rows[2].name = t)],
    ["injuries.rows.2.effects.1.name", (p, t) => (p.injuries.rows[2].effects[1].name = t)],
    ["advancements.options.0.name", (p, t) => (p.advancements.options[0].name = t)],
  ];
  it.each(places)("in %s", (path, put) => {
    for (const text of CONTROL) {
      const errors = errorsAfter((p) => put(p, text));
      expect(errors).toHaveLength(1);
      expect(errors[0]!.path).toBe(path);
      expect(errors[0]!.message).toMatch(/^Control characters/);
    }
  });
});

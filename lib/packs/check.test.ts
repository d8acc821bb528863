import { describe, expect, it } from "vitest";
import { DEFAULT_PACK } from "./default-pack";
import { exportPack, importPack } from "./file";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests break packs on purpose
type Loose = any;
function errorsAfter(edit: (p: Loose) => void) {
  const p = JSON.parse(exportPack(DEFAULT_PACK));
  edit(p);
  const r = importPack(p);
  return r.ok ? [] : r.errors;
}

describe("pack refusals: values outside their range", () => {
  it("a profile stat outside 0 to 12 (ruling in tables/fighters)", () => {
    expect(errorsAfter((p) => (p.fighterTypes[0].profile.WS = 13))).toEqual([
      { path: "fighterTypes.0.profile.WS", message: "This must be at most 12 (it is 13)." },
    ]);
    expect(errorsAfter((p) => (p.fighterTypes[4].profile.M = -1))).toEqual([
      { path: "fighterTypes.4.profile.M", message: "This cannot be negative (it is -1)." },
    ]);
    expect(errorsAfter((p) => (p.fighterTypes[0].profile.A = 1.5))[0]).toEqual({
      path: "fighterTypes.0.profile.A",
      message: "This should be a whole number, not 1.5.",
    });
    expect(errorsAfter((p) => delete p.fighterTypes[0].profile.Int)[0]).toEqual({
      path: "fighterTypes.0.profile.Int",
      message: "This is missing: it should be a number.",
    });
  });
  it("a weapon profile value outside its bounds, with the bounds in words", () => {
    const line = (edit: (l: Loose) => void) => errorsAfter((p) => edit(p.weapons[3].profiles[1]));
    expect(line((l) => (l.S = 13))).toEqual([{ path: "weapons.3.profiles.1.S", message: "This must be at most 12 (it is 13)." }]);
    expect(line((l) => (l.S = "T+1"))[0]!.message).toBe('Strength is a whole number from 1 to 12, or the user\'s own written "S", "S+1" or "S-1".');
    expect(line((l) => (l.S = true))[0]!.message).toMatch(/^Strength is a whole number/);
    expect(line((l) => (l.D = "D4"))[0]!.message).toBe('Damage is a whole number from 1 to 6, or "D3" or "D6".');
    expect(line((l) => (l.AP = 1))).toEqual([{ path: "weapons.3.profiles.1.AP", message: "This must be at most 0 (it is 1)." }]);
    expect(line((l) => (l.Ammo = 7))[0]!.path).toBe("weapons.3.profiles.1.Ammo");
    expect(line((l) => (l.range.long = 101))[0]!.path).toBe("weapons.3.profiles.1.range.long");
    expect(line((l) => (l.accuracy.short = -4))[0]!.path).toBe("weapons.3.profiles.1.accuracy.short");
  });
  it("a weapon needs a profile line", () => {
    expect(errorsAfter((p) => (p.weapons[0].profiles = []))).toEqual([{ path: "weapons.0.profiles", message: "A weapon needs at least one profile line." }]);
  });
  it("an advance's maximum and an injury's stat change keep to the stat range; a change of 0 is refused", () => {
    expect(errorsAfter((p) => (p.advancements.options[0].effect.max = 13))[0]!.path).toBe("advancements.options.0.effect.max");
    expect(errorsAfter((p) => (p.injuries.rows[2].effects[0].change = -13))[0]!.path).toBe("injuries.rows.2.effects.0.change");
    expect(errorsAfter((p) => (p.injuries.rows[2].effects[0].change = 0))).toEqual([
      { path: "injuries.rows.2.effects.0.change", message: "A stat change of 0 changes nothing: leave the effect out." },
    ]);
    expect(errorsAfter((p) => (p.injuries.rows[2].effects[0].stat = "Str"))[0]!.message).toBe("A stat is one of M WS BS S T W I A Ld Cl Wil Int.");
  });
  it("an unknown rules role, effect kind, dice or income rule is refused with the allowed words", () => {
    expect(errorsAfter((p) => (p.fighterTypes[0].role = "boss"))[0]).toEqual({
      path: "fighterTypes.0.role",
      message: 'The rules role must be one of "leader", "champion", "specialist", "ganger", "juve".',
    });
    expect(errorsAfter((p) => (p.injuries.rows[0].effects = [{ kind: "maimed" }]))[0]).toEqual({
      path: "injuries.rows.0.effects.0.kind",
      message: 'An effect\'s kind must be one of "stat", "miss-next-game", "recovering", "dead" or "injury".',
    });
    expect(errorsAfter((p) => (p.injuries.dice = "D12"))[0]).toEqual({
      path: "injuries.dice",
      message: "The dice must be one of D3, D6, 2D6, D66, D10, D100.",
    });
    expect(errorsAfter((p) => (p.income = { kind: "dice", roll: "3D6" }))[0]!.message).toMatch(/^A dice expression is a die/);
    expect(errorsAfter((p) => (p.income = { kind: "dice", roll: "2D6x10+20" }))).toEqual([]);
    expect(errorsAfter((p) => (p.income = { kind: "wages" }))[0]!.message).toBe('The income rule\'s kind must be "by-result" or "dice".');
  });
  it("min above max for a fighter type", () => {
    expect(errorsAfter((p) => (p.fighterTypes[1].min = 3))).toEqual([
      { path: "fighterTypes.1.min", message: 'The fighter type "Lieutenant" needs at least 3 per gang but allows at most 2: "min" must not be above "max".' },
    ]);
  });
});

describe("pack refusals: names of things that are not there", () => {
  it("a fighter type that may buy a missing weapon or wargear", () => {
    expect(errorsAfter((p) => (p.fighterTypes[0].equipment[1].item = "plasma-thing"))).toEqual([
      {
        path: "fighterTypes.0.equipment.1.item",
        message: 'The fighter type "Boss" may buy "plasma-thing", but the pack has no weapon or wargear with that id.',
      },
    ]);
  });
  it("a fighter type listing an item twice", () => {
    expect(errorsAfter((p) => p.fighterTypes[0].equipment.push({ item: "cleaver", cost: 5 }))[0]!.message).toBe(
      'The fighter type "Boss" lists "cleaver" twice: give it one price.',
    );
  });
  it("a fighter type, a skill or an advance naming a missing skill category", () => {
    expect(errorsAfter((p) => (p.fighterTypes[2].skillCategories[0] = "guns"))).toEqual([
      {
        path: "fighterTypes.2.skillCategories.0",
        message: 'The fighter type "Hired Gun" names the skill category "guns", but the pack has no skill category with that id.',
      },
    ]);
    expect(errorsAfter((p) => (p.skills[0].category = "guns"))[0]!.path).toBe("skills.0.category");
    expect(errorsAfter((p) => (p.advancements.options[4].effect.category = "guns"))[0]!.path).toBe("advancements.options.4.effect.category");
  });
  it("an advance from a category with no skills", () => {
    expect(
      errorsAfter((p) => {
        p.skillCategories.push({ id: "empty", name: "Empty" });
        p.advancements.options[5].effect.category = "empty";
      }),
    ).toEqual([
      { path: "advancements.options.5.effect.category", message: 'The advance "A random skill" gives a skill from "empty", but that category has no skills.' },
    ]);
  });
  it("an advancement roll row naming a missing advance", () => {
    expect(errorsAfter((p) => (p.advancements.roll.rows[0].advancement = "fly"))[0]).toEqual({
      path: "advancements.roll.rows.0.advancement",
      message: 'This row gives the advance "fly", but the pack has no advance with that id.',
    });
  });
});

describe("pack refusals: duplicate ids and names", () => {
  it("two fighter types, skills, categories or advances with one id", () => {
    expect(errorsAfter((p) => (p.fighterTypes[1].id = "boss"))).toEqual([
      { path: "fighterTypes.1.id", message: 'Two fighter types share the id "boss": each needs its own.' },
    ]);
    expect(errorsAfter((p) => (p.skills[1].id = "shove-past"))[0]!.message).toBe('Two skills share the id "shove-past": each needs its own.');
    expect(errorsAfter((p) => p.skillCategories.push({ id: "aim", name: "Aim 2" }))[0]!.path).toBe("skillCategories.4.id");
    expect(errorsAfter((p) => (p.advancements.options[1].id = "plus-ws"))[0]!.path).toBe("advancements.options.1.id");
    expect(errorsAfter((p) => (p.wargear[1].id = "padded-coat"))[0]!.message).toBe('Two pieces of wargear share the id "padded-coat": each needs its own.');
  });
  it("weapons and wargear share one list of ids (a type's equipment list names either)", () => {
    expect(errorsAfter((p) => (p.wargear[0].id = "cleaver"))).toContainEqual({
      path: "wargear.0.id",
      message: '"cleaver" is already the id of a weapon: weapons and wargear share one list of ids.',
    });
  });
  it("two skills of one name (a card names skills) are refused", () => {
    expect(errorsAfter((p) => (p.skills[1].name = "shove past"))).toEqual([
      { path: "skills.1.name", message: 'Two skills are called "shove past": a fighter\'s card could not tell them apart.' },
    ]);
  });
});

describe("pack refusals: tables whose dice do not cover every result once", () => {
  const rows = (edit: (r: Loose[]) => void) => errorsAfter((p) => edit(p.injuries.rows));
  it("a gap: results on no row", () => {
    expect(rows((r) => r.splice(2, 2))).toEqual([{ path: "injuries.rows", message: "Results 31 to 36 are on no row: every result of D66 needs a row." }]);
    expect(rows((r) => (r[0].to = 15))).toEqual([{ path: "injuries.rows", message: "Result 16 is on no row: every result of D66 needs a row." }]);
  });
  it("an overlap: a result on two rows", () => {
    expect(rows((r) => (r[1].from = 15))).toEqual([
      { path: "injuries.rows.1", message: "Results 15 to 16 are already on the row 11 to 16: each result belongs to one row." },
    ]);
  });
  it("a bound the dice cannot roll, or a row running backwards", () => {
    expect(rows((r) => (r[0].to = 17))).toEqual([{ path: "injuries.rows.0.to", message: "17 is not a result of D66 (11 to 66, each digit 1 to 6)." }]);
    expect(rows((r) => ([r[2].from, r[2].to] = [33, 31]))).toEqual([
      { path: "injuries.rows.2", message: 'This row runs from 33 down to 31: "from" must not be above "to".' },
    ]);
  });
  it("the advancement roll's table too", () => {
    expect(errorsAfter((p) => (p.advancements.roll.rows[0].from = 1))).toEqual([
      { path: "advancements.roll.rows.0.from", message: "1 is not a result of 2D6 (2 to 12)." },
    ]);
    expect(errorsAfter((p) => p.advancements.roll.rows.pop())).toEqual([
      { path: "advancements.roll.rows", message: "Result 12 is on no row: every result of 2D6 needs a row." },
    ]);
  });
});

describe("pack refusals: a skill category too long to roll on", () => {
  it("ruling: at most 36 skills per category (a random skill is rolled with a D66)", () => {
    const fill = (n: number) => (p: Loose) => {
      p.skills = Array.from({ length: n }, (_, i) => ({ id: `s${i}`, name: `Skill ${i}`, category: "aim", text: "" }));
    };
    expect(errorsAfter(fill(36))).toEqual([]);
    expect(errorsAfter(fill(37))).toEqual([
      { path: "skillCategories.2", message: 'The skill category "Aim" has 37 skills: at most 36 per category (a random skill is rolled with a D66).' },
    ]);
  });
});

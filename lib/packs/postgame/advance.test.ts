import { describe, expect, it } from "vitest";
import { manualDice, replayDice, seededDice } from "../../dice";
import { DEFAULT_PACK } from "../default-pack";
import { buyAdvance, learnableCategories, type AdvanceInput } from "./advance";
import { skillDice, skillPlace } from "./random-skill";
import { deepFreeze, fighter, packGang } from "./test-gang";

const chosen = (fighterId: string, advancementId: string, extra: Partial<AdvanceInput> = {}): AdvanceInput => ({
  fighterId,
  choice: { kind: "chosen", advancementId },
  ...extra,
});
const rolled = (fighterId: string, extra: Partial<AdvanceInput> = {}): AdvanceInput => ({ fighterId, choice: { kind: "rolled" }, ...extra });
const buy = (input: AdvanceInput, dice: number[] = [], roster = packGang()) => buyAdvance(roster, DEFAULT_PACK, input, manualDice(dice));
const withXp = (id: string, xp: number) => {
  const r = packGang();
  fighter(r, id).xp = xp;
  return r;
};

describe("advances chosen from the pack's options", () => {
  it("+1 WS (6 XP): WS 4 → 5, the experience spent", () => {
    const res = buy(chosen("mags", "plus-ws"));
    expect([fighter(res.roster, "mags").stats.WS, fighter(res.roster, "mags").xp]).toEqual([5, 4]);
    expect(res.changes.map((c) => c.text)).toEqual(["Mags takes +1 WS: WS 4 → 5.", "Mags spends 6 experience: 4 left."]);
    expect([res.log, res.rows]).toEqual([[], []]);
  });
  it("refuses a stat already at the option's maximum, too little experience, or an advance the pack lacks", () => {
    const r = packGang();
    fighter(r, "mags").stats.WS = 6;
    expect(buy(chosen("mags", "plus-ws"), [], r).issues[0]!.message).toBe("Mags's WS is 6, the most +1 WS allows.");
    expect(buy(chosen("mags", "plus-w"), [], withXp("mags", 9)).issues[0]!.message).toBe("Mags has 9 experience; +1 W costs 10.");
    expect(buy(chosen("tich", "plus-ws")).issues[0]!.message).toBe("Tich has 0 experience; +1 WS costs 6.");
    expect(buy(chosen("mags", "fly")).issues[0]!.message).toBe('The pack "Starter pack (placeholder)" has no advance "fly".');
  });
  it("a skill of the player's choice: asks for the category when the type has several, then the skill; nothing changes until both are chosen", () => {
    const ask = buy(chosen("mags", "skill-chosen"));
    expect(ask.notices).toEqual([
      { code: "choose-skill-category", message: "Mags takes A skill of the player's choice: choose the category, one of Brawn, Nerve, Aim." },
    ]);
    expect(ask.roster).toEqual(packGang());
    const skill = buy(chosen("mags", "skill-chosen", { categoryId: "aim" }));
    expect(skill.notices).toEqual([
      { code: "choose-skill", message: "Mags takes A skill of the player's choice: choose one of Snap Aim, Patient Shot, Spotter." },
    ]);
    const done = buy(chosen("mags", "skill-chosen", { categoryId: "aim", skillId: "spotter" }));
    expect([fighter(done.roster, "mags").skills, fighter(done.roster, "mags").xp]).toEqual([["Spotter"], 1]);
  });
  it("refuses a category the type may not learn, or a skill not in it or already known", () => {
    expect(buy(chosen("mags", "skill-chosen", { categoryId: "cunning" })).issues[0]!.message).toBe(
      'Mags cannot take a skill from "Cunning" with A skill of the player\'s choice: choose one of Brawn, Nerve, Aim.',
    );
    expect(buy(chosen("mags", "skill-chosen", { categoryId: "aim", skillId: "scrounger" })).issues[0]!.message).toBe(
      'Mags cannot learn "scrounger" from Aim: choose one of Snap Aim, Patient Shot, Spotter.',
    );
    const r = packGang();
    fighter(r, "mags").skills = ["Spotter"];
    expect(buy(chosen("mags", "skill-chosen", { categoryId: "aim", skillId: "spotter" }), [], r).issues[0]!.code).toBe("not-allowed");
  });
  it("ruling: a random skill is rolled on the category's list (3 skills: D3; dice 5 → 3rd, Spotter)", () => {
    const res = buy(chosen("dex", "skill-random", { categoryId: "aim" }), [5], withXp("dex", 5));
    expect(fighter(res.roster, "dex").skills).toEqual(["Spotter"]);
    expect(res.rows).toEqual([{ table: "Skills: Aim", dice: "D3", roll: 3, from: 3, to: 3, name: "Spotter" }]);
  });
  it("ruling: a random skill the fighter has is rolled again (dice 1 → Snap Aim, known; 3 → Patient Shot)", () => {
    const r = withXp("dex", 5);
    fighter(r, "dex").skills = ["Snap Aim"];
    const res = buy(chosen("dex", "skill-random", { categoryId: "aim" }), [1, 3], r);
    expect(fighter(res.roster, "dex").skills).toEqual(["Snap Aim", "Patient Shot"]);
    expect(res.changes[0]!.text).toBe("Dex already has Snap Aim: roll again.");
  });
  it("ruling: a custom-type fighter learns from every category of the pack", () => {
    expect(learnableCategories(DEFAULT_PACK, fighter(packGang(), "boss"))).toEqual(["brawn", "nerve", "aim", "cunning"]);
    expect(learnableCategories(DEFAULT_PACK, fighter(packGang(), "tich"))).toEqual(["cunning"]);
  });
  it("a category with every skill known is not offered; one left is used without asking", () => {
    const r = withXp("tich", 9);
    fighter(r, "tich").skills = ["Scrounger", "Sneak Around"];
    const res = buy(chosen("tich", "skill-chosen", { skillId: "quick-fix" }), [], r);
    expect(fighter(res.roster, "tich").skills).toEqual(["Scrounger", "Sneak Around", "Quick Fix"]);
    fighter(r, "tich").skills.push("Quick Fix");
    expect(buy(chosen("tich", "skill-chosen"), [], r).issues[0]!.message).toBe("Tich has every skill A skill of the player's choice could give.");
  });
});

describe("advances rolled on the pack's table (placeholder 2D6 table, 5 XP)", () => {
  it("2D6 6-8 A random skill: then the skill is rolled (dice 3,4 → 7; D3 1 → Scrounger)", () => {
    const res = buy(rolled("tich"), [3, 4, 1], withXp("tich", 5));
    expect(res.rows).toEqual([
      { table: "Advances", dice: "2D6", roll: 7, from: 6, to: 8, name: "A random skill" },
      { table: "Skills: Cunning", dice: "D3", roll: 1, from: 1, to: 1, name: "Scrounger" },
    ]);
    expect([fighter(res.roster, "tich").skills, fighter(res.roster, "tich").xp]).toEqual([["Scrounger"], 0]);
  });
  it("2D6 4-5 +1 WS (dice 2,2)", () => {
    expect(fighter(buy(rolled("mags"), [2, 2]).roster, "mags").stats.WS).toBe(5);
  });
  it("ruling: a rolled advance the fighter cannot take is rolled again (dice 2,2 → +1 WS at its maximum; 6,6 → +1 W)", () => {
    const r = packGang();
    fighter(r, "mags").stats.WS = 6;
    const res = buy(rolled("mags"), [2, 2, 6, 6], r);
    expect(res.rows.map((x) => x.name)).toEqual(["+1 WS", "+1 W"]);
    expect(fighter(res.roster, "mags").stats.W).toBe(3);
    expect(res.changes[0]!.text).toBe("Mags rolls 4: +1 WS, which he cannot take; roll again.");
  });
  it("refuses with too little experience, without a table, or with nothing on the table left, before rolling", () => {
    expect(buy(rolled("tich")).issues[0]!.message).toBe("Tich has 0 experience; a rolled advance costs 5.");
    expect(
      buyAdvance(packGang(), { ...DEFAULT_PACK, advancements: { ...DEFAULT_PACK.advancements!, roll: null } }, rolled("mags"), manualDice([])).issues[0]!
        .message,
    ).toBe('The pack "Starter pack (placeholder)" has no table to roll advances on: choose one.');
    expect(buyAdvance(packGang(), { ...DEFAULT_PACK, advancements: null }, rolled("mags"), manualDice([])).issues[0]!.message).toBe(
      'The pack "Starter pack (placeholder)" has no advances.',
    );
    const maxed = withXp("tich", 50);
    const t = fighter(maxed, "tich");
    Object.assign(t.stats, { WS: 6, BS: 6, I: 6, W: 3 });
    t.skills = ["Scrounger", "Sneak Around", "Quick Fix"];
    const res = buy(rolled("tich"), [], maxed);
    expect([res.issues[0]!.message, res.log]).toEqual(["No advance on the table is left for Tich: choose one instead.", []]);
  });
  it("refuses an unknown or dead fighter", () => {
    expect(buy(rolled("ghost")).issues[0]!.code).toBe("unknown-fighter");
    const r = deepFreeze(withXp("mags", 10));
    const dead = structuredClone(r);
    fighter(dead, "mags").status = "dead";
    expect(buy(rolled("mags"), [], dead).issues[0]!.message).toBe("Mags is dead and can take no advance.");
  });
  it("replays from its log", () => {
    const r = withXp("dex", 30);
    const input = rolled("dex", { categoryId: "aim", skillId: "snap-aim" });
    const res = buyAdvance(r, DEFAULT_PACK, input, seededDice("advance-2"));
    expect(buyAdvance(r, DEFAULT_PACK, input, replayDice(res.log))).toEqual(res);
  });
});

describe("ruling: random skill dice by the category's length", () => {
  it("D3 up to 3 skills, D6 up to 6, D66 up to 36 read as 1 to 36", () => {
    expect([skillDice(3), skillDice(4), skillDice(6), skillDice(7), skillDice(36)]).toEqual(["D3", "D6", "D6", "D66", "D66"]);
    expect([skillPlace("D66", 11), skillPlace("D66", 16), skillPlace("D66", 21), skillPlace("D66", 66), skillPlace("D6", 4)]).toEqual([1, 6, 7, 36, 4]);
  });
  it("a number past the end of the list is rolled again (4 skills on a D6: 5, then 2)", () => {
    const pack = structuredClone(DEFAULT_PACK);
    pack.skills.push({ id: "extra", name: "Extra", category: "aim", text: "" });
    const res = buyAdvance(withXp("dex", 5), pack, chosen("dex", "skill-random", { categoryId: "aim" }), manualDice([5, 2]));
    expect(res.rows.map((x) => [x.dice, x.roll, x.name])).toEqual([
      ["D6", 5, "no skill: roll again"],
      ["D6", 2, "Patient Shot"],
    ]);
    expect(res.changes[0]!.text).toBe("5 is past the end of Aim's list: roll again.");
  });
});

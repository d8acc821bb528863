import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PACK } from "@/lib/packs/default-pack";
import { packGang } from "@/lib/packs/postgame/test-gang";
import { defaultPostgameInput, type PostgamePlan } from "./plan";
import { buildSteps } from "./sequence";
import { advance, answersFor, fate, planFor, record } from "./fighter-postgame.fixtures";

const kinds = (input: Parameters<typeof answersFor>[1], plan = planFor()) => {
  const b = buildSteps(plan, answersFor(plan, input));
  if (!b.ok) throw new Error(b.message);
  return b.steps;
};

describe("the plan: what the fighter half of the wizard offers (default pack)", () => {
  // made in a hook, not while the tests are collected, so a mutation test sees it
  let plan: PostgamePlan;
  beforeAll(() => {
    plan = planFor();
  });
  it("experience from the record for each fighter who took part and is still on the roster: 1 for taking part, 1 per kill, 1 per enemy out of action, and the extra XP", () => {
    const rec = record([{ fighterId: "mags", kills: 2, outOfActionCaused: 1, extraXp: 3 }, { fighterId: "dex", tookPart: false }, { fighterId: "ghost" }]);
    expect(planFor({ details: rec }).fighterHalf.experience).toEqual([
      { fighterId: "mags", name: "Mags", kills: 2, outOfActionCaused: 1, extraXp: 3, gained: 7 },
    ]);
  });
  it("a record stored before the experience columns reads them as 0", () => {
    const old = JSON.stringify({ fighters: [{ fighterId: "boss", tookPart: true, outOfAction: false, injured: false, kills: 1 }], vehicles: [] });
    expect(planFor({ details: old }).fighterHalf.experience).toEqual([
      { fighterId: "boss", name: "Da Boss", kills: 1, outOfActionCaused: 0, extraXp: 0, gained: 2 },
    ]);
  });
  it("ruling: advances are offered to the fighters who can pay for the cheapest once this battle's experience (record and driver) is in", () => {
    // Mags 10 + 2, Dex 0 + 6; Grot 0 + 1 + 1 for the ram and the rest short of the cheapest, 4 XP
    expect(plan.fighterHalf.advances!.cheapest).toBe(4);
    expect(plan.fighterHalf.advances!.fighters.map((f) => [f.name, f.xp, f.xpFromBattle])).toEqual([
      ["Mags", 10, 2],
      ["Dex", 0, 6],
    ]);
    expect(plan.fighterHalf.advances!.fighters[1]!.categories).toEqual(["aim", "cunning"]);
  });
  it("income for the result the record gives; none without a rule, and the advances and injury table only when the pack has them", () => {
    expect([plan.fighterHalf.result, plan.fighterHalf.income?.credits]).toEqual(["win", 30]);
    expect(planFor({ result: "draw" }).fighterHalf.income?.credits).toBe(20);
    expect(planFor({ result: "lost" }).fighterHalf.income?.credits).toBe(10);
    expect(planFor({ pack: { ...DEFAULT_PACK, income: { kind: "dice", roll: "D6x10" } } }).fighterHalf.income).toEqual({
      rule: { kind: "dice", roll: "D6x10" },
      credits: null,
    });
    const bare = planFor({ pack: { ...DEFAULT_PACK, income: null, advancements: null, injuries: null } }).fighterHalf;
    expect([bare.income, bare.advances, bare.injuryTable]).toEqual([null, null, null]);
  });
  it("advances: none offered by a pack with neither options nor a table; a table alone sets the cheapest", () => {
    expect(planFor({ pack: { ...DEFAULT_PACK, advancements: { options: [], roll: null } } }).fighterHalf.advances).toBeNull();
    const rollOnly = planFor({
      pack: { ...DEFAULT_PACK, advancements: { ...DEFAULT_PACK.advancements!, roll: { ...DEFAULT_PACK.advancements!.roll!, xpCost: 12 } } },
    }).fighterHalf.advances!;
    expect([rollOnly.cheapest, rollOnly.roll]).toEqual([
      4,
      { xpCost: 12, dice: "2D6", advancementIds: ["skill-chosen", "plus-ws", "skill-random", "plus-bs", "plus-i", "plus-w"] },
    ]);
    expect(
      planFor({ pack: { ...DEFAULT_PACK, advancements: { options: DEFAULT_PACK.advancements!.options.slice(0, 1), roll: null } } }).fighterHalf.advances,
    ).toMatchObject({ cheapest: 6, roll: null });
  });
  it("the wizard starts with a lasting-injury roll by the app for each fighter out of action, or no lasting injury when the pack has no table", () => {
    expect(defaultPostgameInput(plan, 1).injuries.map((x) => [x.fighterId, x.outcome, x.mode])).toEqual([
      ["grot", "roll", "app"],
      ["nob", "roll", "app"],
      ["mags", "roll", "app"],
      ["tich", "roll", "app"],
    ]);
    expect(defaultPostgameInput(planFor({ pack: { ...DEFAULT_PACK, injuries: null } }), 1).injuries.map((x) => x.outcome)).toEqual([
      "none",
      "none",
      "none",
      "none",
    ]);
    expect([defaultPostgameInput(plan, 1).advances, defaultPostgameInput(plan, 1).income]).toEqual([[], { mode: "app", faces: "" }]);
  });
});

describe("ruling: where the fighter steps run among 003's vehicle steps", () => {
  it("every branch at once: marks, experience, permanent damage, injuries, crew deaths, the kit, driver experience, driving skills, advances, Techpriest, income, credits, hulk salvage, reminders", () => {
    const plan = planFor({
      details: record(
        [
          { fighterId: "grot", outOfAction: true },
          { fighterId: "nob", outOfAction: true },
          { fighterId: "mags", outOfAction: true },
          { fighterId: "dex", extraXp: 5 },
        ],
        [{ vehicleId: "truck", crippled: true, damagingRams: 1 }],
      ),
    });
    const steps = kinds(
      {
        injuries: [fate("grot", "roll"), fate("nob", "died"), fate("mags", "none")],
        drivingSkills: [{ fighterId: "grot", gained: true, mode: "app", faces: "" }],
        advances: [advance("dex", { advancementId: "plus-ws" })],
        techpriest: [{ visitorId: "boss", vehicleId: "truck", upgradeId: "faster", mode: "app", faces: "" }],
        credits: [{ amount: 5, reason: "Bonus" }],
      },
      plan,
    );
    expect(steps.map((s) => s.kind)).toEqual([
      "clear-marks",
      "fighter-experience",
      "permanent-damage",
      "lasting-injuries",
      "crew-deaths",
      "kit-to-stash",
      "driver-experience",
      "driving-skill",
      "advance",
      "rogue-techpriest",
      "income",
      "credits",
      "wreck-and-ruin",
      "recruit-reminders",
    ]);
    // 003's own steps keep their order among themselves
    const vehicle = steps
      .map((s) => s.kind)
      .filter((k) => ["permanent-damage", "crew-deaths", "driver-experience", "driving-skill", "rogue-techpriest", "credits", "wreck-and-ruin"].includes(k));
    expect(vehicle).toEqual(["permanent-damage", "crew-deaths", "driver-experience", "driving-skill", "rogue-techpriest", "credits", "wreck-and-ruin"]);
  });
  it("each answer becomes its step: a roll per fighter answered 'roll' with his own dice; 'died' goes to 003's crew deaths only; 'none' to nothing", () => {
    const steps = kinds({ injuries: [fate("grot", "roll", "3 1"), fate("nob", "died"), fate("mags", "none"), fate("tich", "roll")] });
    const rolls = steps.filter((s) => s.kind === "lasting-injuries");
    expect(rolls.map((s) => [s.label, s.field, s.diceField, s.dice])).toEqual([
      ["Lasting injury: Grot", "injuries.0.outcome", "injuries.0.faces", { mode: "manual", faces: [3, 1] }],
      [
        "Lasting injury: Tich",
        "injuries.3.outcome",
        "injuries.3.faces",
        { mode: "app", key: { battleId: "b1", gangId: "g1", step: "lasting-injury", subject: "tich", index: 0 } },
      ],
    ]);
    expect(steps.find((s) => s.kind === "crew-deaths")!.input).toEqual({ step: "crew-deaths", input: { deadFighterIds: ["nob"], replacements: [] } });
    expect(steps.find((s) => s.kind === "kit-to-stash")!.input).toEqual({ step: "kit-to-stash", input: { fighterIds: ["nob"] } });
  });
  it("nobody out of action, nobody who took part, no rule: no fighter steps but the reminder", () => {
    const plan = planFor({ details: record([]), pack: { ...DEFAULT_PACK, income: null } });
    expect(kinds({}, plan).map((s) => s.kind)).toEqual(["clear-marks", "wreck-and-ruin", "recruit-reminders"]);
  });
  it("an advance rolls only when rolled or a random skill; its errors go under its own fields; its seed is per fighter", () => {
    const steps = kinds({
      advances: [
        advance("mags", { advancementId: "plus-bs", mode: "manual", faces: "9" }),
        advance("mags", { how: "rolled" }),
        advance("dex", { advancementId: "skill-random", categoryId: "aim" }),
      ],
    }).filter((s) => s.kind === "advance");
    expect(steps.map((s) => [s.label, s.dice.mode])).toEqual([
      ["Advance: Mags (+1 BS)", "none"],
      ["Advance: Mags (rolled)", "app"],
      ["Advance: Dex (A random skill)", "app"],
    ]);
    expect(steps[1]!.dice).toMatchObject({ key: { step: "advance", subject: "mags", index: 0 } });
    expect(steps[1]!.input).toEqual({ step: "advance", input: { fighterId: "mags", choice: { kind: "rolled" } } });
    expect(steps[2]!.input).toEqual({
      step: "advance",
      input: { fighterId: "dex", choice: { kind: "chosen", advancementId: "skill-random" }, categoryId: "aim" },
    });
    expect([steps[1]!.field, steps[1]!.diceField, steps[1]!.choiceFields]).toEqual([
      "advances.1.how",
      "advances.1.faces",
      { category: "advances.1.categoryId", skill: "advances.1.skillId", experience: "advances.1.fighterId" },
    ]);
  });
  it("income rolls its dice only for a dice rule", () => {
    const dice = planFor({ pack: { ...DEFAULT_PACK, income: { kind: "dice", roll: "D6x10" } } });
    expect(kinds({ income: { mode: "manual", faces: "4" } }, dice).find((s) => s.kind === "income")!.dice).toEqual({ mode: "manual", faces: [4] });
    expect(kinds({ income: { mode: "manual", faces: "4" } }).find((s) => s.kind === "income")!).toMatchObject({
      label: "Income for a win",
      dice: { mode: "none" },
      input: { step: "income", input: { result: "win" } },
    });
  });
  it("refuses an answer for a fighter not taken out of action, and an advance or a job for one who died without a roll", () => {
    const plan = planFor();
    const b = buildSteps(
      plan,
      answersFor(plan, {
        injuries: [fate("boss", "roll"), fate("dex", "died"), fate("mags", "died")],
        advances: [advance("mags", { advancementId: "plus-bs" })],
        techpriest: [{ visitorId: "mags", vehicleId: "truck", upgradeId: "faster", mode: "app", faces: "" }],
      }),
    );
    expect(b).toMatchObject({
      ok: false,
      code: "INVALID_INPUT",
      fieldErrors: {
        "injuries.0.outcome": ["Only a fighter taken out of action in this battle rolls a lasting injury."],
        "injuries.1.outcome": ["Only a fighter taken out of action in this battle can die from it."],
        "advances.0.fighterId": ["Mags died in this battle: choose someone else."],
        "techpriest.0.visitorId": ["Mags died in this battle: choose someone else."],
      },
    });
  });
  it("the roster is not read: the same plan and answers give the same steps", () => {
    const plan = planFor({ roster: packGang() });
    expect(buildSteps(plan, answersFor(plan))).toEqual(buildSteps(plan, answersFor(plan)));
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_PACK } from "@/lib/packs/default-pack";
import { packGang } from "@/lib/packs/postgame/test-gang";
import { defaultPostgameInput } from "./plan";
import { buildSteps } from "./sequence";
import { kitStep } from "./fighter-sequence";
import { advance, answersFor, fate, planFor, record } from "./fighter-postgame.fixtures";

const kinds = (input: Parameters<typeof answersFor>[1], plan = planFor()) => {
  const b = buildSteps(plan, answersFor(plan, input));
  if (!b.ok) throw new Error(b.message);
  return b.steps;
};

describe("the plan: what the fighter half of the wizard offers (default pack)", () => {
  // planned inside each test: mutation testing only sees code run in a test's own body
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
    const plan = planFor();
    // Mags 10 + 2, Dex 0 + 6; Grot 0 + 1 + 1 for the ram and the rest short of the cheapest, 4 XP
    expect(plan.fighterHalf.advances!.cheapest).toBe(4);
    expect(plan.fighterHalf.advances!.fighters.map((f) => [f.name, f.xp, f.xpFromBattle])).toEqual([
      ["Mags", 10, 2],
      ["Dex", 0, 6],
    ]);
    expect(plan.fighterHalf.advances!.fighters[1]!.categories).toEqual(["aim", "cunning"]);
  });
  it("income for the result the record gives; none without a rule, and the advances and injury table only when the pack has them", () => {
    const plan = planFor();
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
    const plan = planFor();
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

describe("the plan, in detail: the pack's rules as the wizard shows them", () => {
  it("the pack's experience rule: each kill and each enemy taken out of action is worth its own points, on top of the points for taking part and the extra XP", () => {
    // 2 for taking part, 2 kills at 3 each, 1 enemy out of action at 4, 1 extra: 2 + 6 + 4 + 1
    const pack = { ...DEFAULT_PACK, experience: { forTakingPart: 2, perKill: 3, perOutOfAction: 4 } };
    const rec = record([{ fighterId: "mags", kills: 2, outOfActionCaused: 1, extraXp: 1 }]);
    expect(planFor({ details: rec, pack }).fighterHalf.experience).toEqual([
      { fighterId: "mags", name: "Mags", kills: 2, outOfActionCaused: 1, extraXp: 1, gained: 13 },
    ]);
  });
  it("the lasting-injury table is shown by its dice and each row's scores and name", () => {
    const table = planFor().fighterHalf.injuryTable!;
    expect(table.dice).toBe("D66");
    expect(table.rows.slice(0, 2)).toEqual([
      { from: 11, to: 16, name: "Walks it off" },
      { from: 21, to: 26, name: "Laid up" },
    ]);
    expect(table.rows).toHaveLength(DEFAULT_PACK.injuries!.rows.length);
  });
  it("advances: a recovering fighter may still buy one, a captured one may not, whatever the battle gave him", () => {
    // Mags (10 XP) recovering; Dex captured though the record gives him 6 (1 + 5 extra)
    const roster = packGang();
    roster.fighters.find((f) => f.id === "mags")!.status = "recovering";
    roster.fighters.find((f) => f.id === "dex")!.status = "captured";
    expect(planFor({ roster }).fighterHalf.advances!.fighters.map((f) => f.fighterId)).toEqual(["mags"]);
  });
  it("advances: each fighter offered one lists the skills still open to him in the categories his type may learn", () => {
    // Dex (Hired Gun: Aim and Cunning) already has Spotter
    const roster = packGang();
    roster.fighters.find((f) => f.id === "dex")!.skills = ["Spotter"];
    const dex = planFor({ roster }).fighterHalf.advances!.fighters.find((f) => f.fighterId === "dex")!;
    expect(dex).toEqual({
      fighterId: "dex",
      name: "Dex",
      xp: 0,
      xpFromBattle: 6,
      categories: ["aim", "cunning"],
      skillsLeft: ["snap-aim", "patient-shot", "scrounger", "sneak-around", "quick-fix"],
    });
  });
  it("advances: the pack's skill categories, each with its own skills only", () => {
    expect(planFor().fighterHalf.advances!.categories).toEqual([
      {
        id: "brawn",
        name: "Brawn",
        skills: [
          { id: "shove-past", name: "Shove Past" },
          { id: "bear-hug", name: "Bear Hug" },
          { id: "hard-head", name: "Hard Head" },
        ],
      },
      {
        id: "nerve",
        name: "Nerve",
        skills: [
          { id: "keep-calm", name: "Keep Calm" },
          { id: "stare-down", name: "Stare Down" },
          { id: "grim-resolve", name: "Grim Resolve" },
        ],
      },
      {
        id: "aim",
        name: "Aim",
        skills: [
          { id: "snap-aim", name: "Snap Aim" },
          { id: "patient-shot", name: "Patient Shot" },
          { id: "spotter", name: "Spotter" },
        ],
      },
      {
        id: "cunning",
        name: "Cunning",
        skills: [
          { id: "scrounger", name: "Scrounger" },
          { id: "sneak-around", name: "Sneak Around" },
          { id: "quick-fix", name: "Quick Fix" },
        ],
      },
    ]);
  });
});

describe("the fighter steps, in detail: labels, the fields their errors go under, their dice", () => {
  it("experience from the record is one step with no dice, its errors under the whole form, listing every fighter who took part", () => {
    const plan = planFor();
    const step = kinds({}, plan).find((s) => s.kind === "fighter-experience");
    expect(step).toEqual({
      kind: "fighter-experience",
      label: "Experience from the battle",
      field: "_form",
      input: {
        step: "fighter-experience",
        input: {
          record: plan.fighterHalf.experience.map((x) => ({
            fighterId: x.fighterId,
            kills: x.kills,
            outOfActionCaused: x.outOfActionCaused,
            scenarioXp: x.extraXp,
          })),
        },
      },
      dice: { mode: "none" },
    });
    expect(step!.input.input).toMatchObject({ record: expect.arrayContaining([{ fighterId: "dex", kills: 0, outOfActionCaused: 0, scenarioXp: 5 }]) });
  });
  it("'no lasting injury' for a fighter who was not out of action is no answer at all, so nothing is refused", () => {
    const plan = planFor();
    expect(buildSteps(plan, answersFor(plan, { injuries: [fate("boss", "none")] })).ok).toBe(true);
  });
  it("the kit of those who died without a roll: one step with no dice, its errors under the injuries; nobody dead, no step", () => {
    expect(kitStep(new Set(["nob", "mags"]))).toEqual([
      {
        kind: "kit-to-stash",
        label: "Kit of the dead to the stash",
        field: "injuries",
        input: { step: "kit-to-stash", input: { fighterIds: ["nob", "mags"] } },
        dice: { mode: "none" },
      },
    ]);
    expect(kitStep(new Set())).toEqual([]);
  });
  it("advances: a skill the player picks rolls nothing; an advance the pack does not know is named by its id and rolls nothing", () => {
    const steps = kinds({ advances: [advance("mags", { advancementId: "skill-chosen" }), advance("mags", { advancementId: "nope" })] }).filter(
      (s) => s.kind === "advance",
    );
    expect(steps.map((s) => [s.label, s.dice])).toEqual([
      ["Advance: Mags (A skill of the player's choice)", { mode: "none" }],
      ["Advance: Mags (nope)", { mode: "none" }],
    ]);
  });
  it("advances answered for a pack with no advances become steps named by their ids (the step itself refuses them)", () => {
    const plan = planFor({ pack: { ...DEFAULT_PACK, advancements: null } });
    const steps = kinds({ advances: [advance("mags", { advancementId: "plus-ws" })] }, plan).filter((s) => s.kind === "advance");
    expect(steps.map((s) => [s.label, s.dice])).toEqual([["Advance: Mags (plus-ws)", { mode: "none" }]]);
  });
  it("income by a dice rule rolls by the app from the gang's own seed, its errors under the income's dice box", () => {
    const plan = planFor({ pack: { ...DEFAULT_PACK, income: { kind: "dice", roll: "D6x10" } } });
    expect(kinds({}, plan).find((s) => s.kind === "income")).toEqual({
      kind: "income",
      label: "Income for a win",
      field: "income.faces",
      input: { step: "income", input: { result: "win" } },
      dice: { mode: "app", key: { battleId: "b1", gangId: "g1", step: "income", subject: "g1", index: 0 } },
    });
  });
  it("the reminders to recruit come last, with no dice, said on the whole form", () => {
    expect(kinds({}).at(-1)).toEqual({
      kind: "recruit-reminders",
      label: "Reminders",
      field: "_form",
      input: { step: "recruit-reminders", input: {} },
      dice: { mode: "none" },
    });
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

import { describe, expect, it } from "vitest";
import { DEFAULT_PACK } from "@/lib/packs/default-pack";
import { gruntsRoster } from "../roster/fixtures";
import { gangRating } from "../rating";
import { credits } from "../validation/validate";
import { fate, run as runPack } from "./fighter-postgame.fixtures";
import { runPostgame, type PostgameRun } from "./run";
import type { PlannedStep } from "./sequence";
import { fighterRow, planOf, runOf, seedOf, vehicleRow } from "./vehicle-postgame.fixtures";

const ok = (r: ReturnType<typeof runOf>): PostgameRun => {
  if (!r.ok) throw new Error(`${r.code}: ${r.message} ${JSON.stringify(r.fieldErrors)}`);
  return r.data;
};
const stepOf = (d: PostgameRun, kind: string) => d.steps.filter((s) => s.kind === kind);
const pd = (vehicleId: string, faces: string, o: { benchFighterId?: string; stripperId?: string } = {}) => ({
  vehicleId,
  benchFighterId: o.benchFighterId ?? "",
  stripperId: o.stripperId ?? "",
  mode: faces ? ("manual" as const) : ("app" as const),
  faces,
});
const credit = (amount: number, dice: PlannedStep["dice"] = { mode: "none" }): PlannedStep => ({
  kind: "credits",
  label: "Credits: Bounty",
  field: "credits.0.amount",
  input: { step: "credits", input: { reason: "Bounty", amount } },
  dice,
});

describe("a vehicle post-game run with typed dice (Da Grunts; Speedy crippled, the Grunt Truck wrecked)", () => {
  const roster = gruntsRoster();
  roster.fighters.find((f) => f.id === "yoof")!.missesNextBattle = "Fixing Speedy (Badly Mangled)";
  // D66 1,1 = 11 IMPROVED! for Speedy; D66 4,1 = 41 BADLY MANGLED for the truck, Snag left to fix it
  // run inside each test, not while the tests are collected or in a hook, so mutation testing sees it
  const runIt = () =>
    ok(
      runOf({
        roster,
        input: { permanentDamage: [pd("bike", "1 1"), pd("truck", "4 1", { benchFighterId: "snag" })], credits: [{ amount: 15, reason: "Bounty" }] },
      }),
    );

  it("each step keeps its kind, label, answers, dice mode, the dice it rolled and what it changed", () => {
    const d = runIt();
    expect(stepOf(d, "clear-marks")).toEqual([
      {
        kind: "clear-marks",
        label: "Back from the last battle",
        input: { step: "clear-marks", input: {} },
        mode: "none",
        log: [],
        changes: ["Yoof is available again (Fixing Speedy (Badly Mangled))."],
        notices: [],
        rows: [],
      },
    ]);
    const [bike, truck] = stepOf(d, "permanent-damage");
    expect(bike).toMatchObject({
      label: "Permanent damage: Speedy",
      mode: "manual",
      log: [{ dice: "D66", faces: [1, 1], result: 11, purpose: "Permanent damage: Speedy" }],
      changes: ["Speedy: IMPROVED! (no earlier damage to fix)."],
      notices: [],
      rows: [],
    });
    expect(truck!.changes).toEqual([
      "Grunt Truck: BADLY MANGLED It can't be used in the next battle.",
      "Snag can't be used in the next battle: fixing Grunt Truck.",
    ]);
    expect(d.roster.vehicles.find((v) => v.id === "truck")!.benchedNextBattle).toBe(true);
  });

  it("the credits and the gang rating before and after the whole run (the pack's 30 for a win, 15 by hand)", () => {
    const d = runIt();
    expect([d.creditsBefore, d.creditsAfter]).toEqual([credits(roster), credits(roster) + 45]);
    expect([d.ratingBefore, d.ratingAfter]).toEqual([gangRating(roster), gangRating(roster)]);
    // Nob (a Champion, 40 credits) dies without a roll: the rating after drops by his worth
    const dead = ok(runOf({ input: { injuries: [fate("nob", "died")] } }));
    expect([dead.ratingBefore, dead.ratingAfter]).toEqual([gangRating(gruntsRoster()), gangRating(gruntsRoster()) - 40]);
    expect(stepOf(d, "credits")).toEqual([
      {
        kind: "credits",
        label: "Credits: Bounty",
        input: { step: "credits", input: { reason: "Bounty", amount: 15 } },
        mode: "none",
        log: [],
        changes: ["Bounty: +15 credits."],
        notices: [],
        rows: [],
      },
    ]);
  });

  it("a step that did nothing quiet is left out of the summary (the kit of the dead, the reminders); the others are kept", () => {
    const d = runIt();
    expect(d.steps.map((s) => s.kind)).toEqual([
      "clear-marks",
      "fighter-experience",
      "permanent-damage",
      "permanent-damage",
      "driver-experience",
      "income",
      "credits",
      "wreck-and-ruin",
    ]);
  });
});

describe("dice the run refuses, in the game's words, under the step's field", () => {
  it("a die that is no face of a D6, too few dice, and too many (naming what was rolled)", () => {
    expect(runOf({ input: { permanentDamage: [pd("bike", "7 1")] } })).toEqual({
      ok: false,
      code: "INVALID_INPUT",
      message: "Permanent damage: Speedy: 7 is not a result of a D6 (1 to 6).",
      fieldErrors: { "permanentDamage.0.faces": ["Permanent damage: Speedy: 7 is not a result of a D6 (1 to 6)."] },
    });
    expect(runOf({ input: { permanentDamage: [pd("bike", "3")] } })).toEqual({
      ok: false,
      code: "INVALID_INPUT",
      message: "Permanent damage: Speedy: more dice are needed than you entered.",
      fieldErrors: { "permanentDamage.0.faces": ["Permanent damage: Speedy: more dice are needed than you entered."] },
    });
    const extra = "Permanent damage: Speedy: you entered 3 dice but only 2 were rolled (D66 for Permanent damage: Speedy).";
    expect(runOf({ input: { permanentDamage: [pd("bike", "3 1 4")] } })).toEqual({
      ok: false,
      code: "INVALID_INPUT",
      message: extra,
      fieldErrors: { "permanentDamage.0.faces": [extra] },
    });
  });

  it("dice typed in for a step that rolls nothing are too many, and the message says none were rolled", () => {
    const r = runPostgame(gruntsRoster(), [credit(10, { mode: "manual", faces: [3] })], seedOf, DEFAULT_PACK);
    const message = "Credits: Bounty: you entered 1 dice but only 0 were rolled (none).";
    expect(r).toEqual({ ok: false, code: "INVALID_INPUT", message, fieldErrors: { "credits.0.amount": [message] } });
  });

  it("exactly the dice needed run; the app's dice come from the step's seed, the same on every run", () => {
    expect(runOf({ input: { permanentDamage: [pd("bike", "3 1")] } }).ok).toBe(true);
    const a = ok(runOf({ input: { permanentDamage: [pd("bike", "")] } }));
    expect(stepOf(a, "permanent-damage")[0]!.mode).toBe("app");
    expect(stepOf(a, "permanent-damage")[0]!.log).toHaveLength(1);
    expect(ok(runOf({ input: { permanentDamage: [pd("bike", "")] } })).steps).toEqual(a.steps);
  });
});

describe("a step the rules refuse stops the run, under the field it belongs to", () => {
  it("credits the gang does not have: REFUSED, the step's label and the rule's words, under the row", () => {
    const r = runPostgame(gruntsRoster(), [credit(-5000)], seedOf, DEFAULT_PACK);
    expect(r).toMatchObject({ ok: false, code: "REFUSED" });
    if (r.ok) return;
    expect(Object.keys(r.fieldErrors!)).toEqual(["credits.0.amount"]);
    expect(r.message).toBe(`Credits: Bounty: ${r.fieldErrors!["credits.0.amount"]![0]}`);
  });

  it("003 Permanent damage: a fighter who cannot be chosen to fix the vehicle is refused under the vehicle's dice", () => {
    const roster = gruntsRoster();
    roster.fighters.find((f) => f.id === "snag")!.status = "captured";
    expect(runOf({ roster, input: { permanentDamage: [pd("bike", "4 1", { benchFighterId: "snag" })] } })).toEqual({
      ok: false,
      code: "REFUSED",
      message: 'Permanent damage: Speedy: "snag" is not a fighter of the gang who can be chosen.',
      fieldErrors: { "permanentDamage.0.faces": ['"snag" is not a fighter of the gang who can be chosen.'] },
    });
  });

  it("a skill the category does not have is refused under the skill's answer (pack advances, Mags 10 XP)", () => {
    const r = runPack({
      input: { advances: [{ fighterId: "mags", how: "chosen", advancementId: "skill-chosen", categoryId: "aim", skillId: "nope", mode: "app", faces: "" }] },
    });
    expect(r).toMatchObject({ ok: false, code: "REFUSED" });
    if (!r.ok) expect(Object.keys(r.fieldErrors!)).toEqual(["advances.0.skillId"]);
  });
});

describe("steps naming a fighter who died of his lasting-injury roll earlier in the run", () => {
  it("are kept in the summary with the reason and nothing rolled (Spanna rolls D66 6,6 Dead, then his driver experience)", () => {
    const details = JSON.stringify({ fighters: [fighterRow("spanna", { outOfAction: true })], vehicles: [vehicleRow("bike", { runOver: 1 })] });
    const plan = planOf({ details });
    const d = ok(runOf({ plan, input: { injuries: [fate("spanna", "roll", "6 6")] } }));
    expect(stepOf(d, "driver-experience")).toEqual([
      {
        kind: "driver-experience",
        label: "Driver experience: Spanna (Speedy)",
        input: { step: "driver-experience", input: { fighterId: "spanna", damagingRams: 0, footFightersRunOver: 1 } },
        mode: "none",
        log: [],
        changes: ["Spanna died of his injuries in this post-game, so gains no driver experience."],
        notices: [],
        rows: [],
      },
    ]);
  });

  it("the kit of a fighter who died without a roll goes to the stash and the step is shown (Mags: tube launcher and padded coat)", () => {
    const r = runPack({ input: { injuries: [fate("mags", "died")] } });
    if (!r.ok) throw new Error(r.message);
    const kit = r.data.steps.filter((s) => s.kind === "kit-to-stash");
    expect(kit).toHaveLength(1);
    expect(kit[0]!.changes.length).toBeGreaterThan(0);
  });
});

describe("a fault that is no dice error is not dressed up as one", () => {
  it("a step the library does not know throws rather than coming back as a field error", () => {
    const bogus = { ...credit(0), kind: "loot", input: { step: "loot", input: {} } } as unknown as PlannedStep;
    expect(() => runPostgame(gruntsRoster(), [bogus], seedOf, DEFAULT_PACK)).toThrow(TypeError);
  });
});

describe("more refusals and summaries, each run inside its test", () => {
  it("a chosen skill advance with no category asks for one under the category, with no roll to name (Mags, 10 XP, a skill of the player's choice)", () => {
    const r = runPack({
      input: { advances: [{ fighterId: "mags", how: "chosen", advancementId: "skill-chosen", categoryId: "", skillId: "", mode: "app", faces: "" }] },
    });
    expect(r).toMatchObject({ ok: false, code: "REFUSED" });
    if (r.ok) return;
    expect(Object.keys(r.fieldErrors!)).toEqual(["advances.0.categoryId"]);
    expect(r.fieldErrors!["advances.0.categoryId"]![0]).toMatch(/^Mags takes A skill of the player's choice: choose the category, one of /);
  });

  it("too many dice for a step that rolled twice names both rolls (003 Destroyed: D66 6,4 then the 2D6 salvage 3,5; a fifth die is extra)", () => {
    const r = runOf({ input: { permanentDamage: [pd("bike", "6 4 3 5 1", { stripperId: "snag" })] } });
    const message = "Permanent damage: Speedy: you entered 5 dice but only 4 were rolled (D66 for Permanent damage: Speedy, 2D6 for Salvage: Speedy).";
    expect(r).toEqual({ ok: false, code: "INVALID_INPUT", message, fieldErrors: { "permanentDamage.0.faces": [message] } });
  });

  it("the reminders are shown when they have something to say though they change nothing (Grot dies of D66 6,6: one Ganger left)", () => {
    const r = runPack({ input: { injuries: [fate("grot", "roll", "6 6")] } });
    if (!r.ok) throw new Error(r.message);
    expect(r.data.steps.at(-1)).toMatchObject({
      kind: "recruit-reminders",
      changes: [],
      notices: ["The gang has 1 Ganger and needs at least 2: recruit a Recruit."],
    });
  });
});

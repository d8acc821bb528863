import { describe, expect, it } from "vitest";
import { DEFAULT_PACK } from "@/lib/packs/default-pack";
import { deepFreeze, fighter, packGang } from "@/lib/packs/postgame/test-gang";
import { credits } from "../validation/validate";
import { advance, fate, planFor, run } from "./fighter-postgame.fixtures";
import type { PostgameRun } from "./run";

const ok = (r: ReturnType<typeof run>): PostgameRun => {
  if (!r.ok) throw new Error(`${r.code}: ${r.message} ${JSON.stringify(r.fieldErrors)}`);
  return r.data;
};
const stepOf = (d: PostgameRun, kind: string) => d.steps.filter((s) => s.kind === kind);
const allChanges = (d: PostgameRun) => d.steps.flatMap((s) => s.changes);
const visit = (visitorId: string) => ({ visitorId, vehicleId: "truck", upgradeId: "faster" as const, mode: "manual" as const, faces: "3 2" });

describe("a fighter post-game run with typed dice (default pack; Grot, Nob, Mags and Tich out of action)", () => {
  // run inside each test, not while the tests are collected or in a hook, so mutation testing sees it
  const runIt = () =>
    ok(
      run({
        input: {
          injuries: [fate("grot", "roll", "1 4"), fate("nob", "died"), fate("mags", "none"), fate("tich", "roll", "3 1")],
          replacements: [
            { vehicleId: "truck", driverId: "", gunnerIds: ["dex"] },
            { vehicleId: "bike", driverId: "", gunnerIds: [] },
          ],
          advances: [advance("mags", { advancementId: "plus-bs" })],
        },
      }),
    );

  it("experience first: 1 each for taking part, 1 for Mags's kill, 5 extra for Dex", () => {
    const d = runIt();
    expect(stepOf(d, "fighter-experience")[0]!.changes).toContain("Dex +6 experience (1 for taking part, 5 from the scenario): 6 in all.");
    expect(fighter(d.roster, "dex").xp).toBe(6);
  });
  it("each roll shows its dice and the table row it landed on: 14 Walks it off for Grot, 31 Stiff knee for Tich (M -1, written on the card)", () => {
    const d = runIt();
    const rolls = stepOf(d, "lasting-injuries");
    expect(rolls.map((s) => [s.label, s.mode, s.log.map((e) => e.faces), s.rows])).toEqual([
      ["Lasting injury: Grot", "manual", [[1, 4]], [{ table: "Lasting injuries", dice: "D66", roll: 14, from: 11, to: 16, name: "Walks it off" }]],
      ["Lasting injury: Tich", "manual", [[3, 1]], [{ table: "Lasting injuries", dice: "D66", roll: 31, from: 31, to: 33, name: "Stiff knee" }]],
    ]);
    expect([fighter(d.roster, "tich").stats.M, fighter(d.roster, "tich").injuries]).toEqual([4, ["Stiff knee"]]);
  });
  it("'died' without a roll: 003's crew deaths with the gunner chosen (Dex takes Nob's seat and his heavy stubber); no lasting-injury roll for him or for Mags ('none')", () => {
    const d = runIt();
    expect(stepOf(d, "crew-deaths")[0]!.changes).toEqual(["Nob is dead.", "Dex replaces Nob as gunner on Grunt Truck."]);
    expect(d.roster.vehicles[0]!.crew.gunnerIds).toEqual(["dex"]);
    expect(stepOf(d, "lasting-injuries").map((s) => s.label)).not.toContain("Lasting injury: Mags");
  });
  it("an advance bought with the experience: Mags +1 BS, 6 of his 12 XP spent; income for the win; no kit and no reminder to show", () => {
    const d = runIt();
    expect(stepOf(d, "advance")[0]!.changes).toEqual(["Mags takes +1 BS: BS 4 → 5.", "Mags spends 6 experience: 6 left."]);
    expect(stepOf(d, "income")[0]!.changes).toEqual(["30 credits of income for a win."]);
    expect(d.creditsAfter - d.creditsBefore).toBe(30);
    expect(d.steps.map((s) => s.kind)).not.toContain("kit-to-stash");
    expect(d.steps.map((s) => s.kind)).not.toContain("recruit-reminders");
  });
});

describe("a fighter who dies of his roll (D66 64-66 Dead)", () => {
  // run inside each test, not while the tests are collected or in a hook, so mutation testing sees it
  const runIt = () =>
    ok(
      run({
        input: {
          // Grot, the truck's driver, rolls 6 6; Mags, chosen for Nob's gunner seat, rolls 6 5
          injuries: [fate("grot", "roll", "6 6"), fate("nob", "died"), fate("mags", "roll", "6 5"), fate("tich", "none")],
          replacements: [
            { vehicleId: "truck", driverId: "", gunnerIds: ["mags"] },
            { vehicleId: "bike", driverId: "", gunnerIds: [] },
          ],
          drivingSkills: [
            { fighterId: "grot", gained: true, mode: "manual", faces: "2" },
            { fighterId: "spanna", gained: false, mode: "app", faces: "" },
          ],
          advances: [advance("mags", { advancementId: "plus-bs" })],
          techpriest: [visit("mags")],
        },
      }),
    );

  it("leaves the roster with his kit to the stash and his seat empty, the driver's notice raised", () => {
    const d = runIt();
    const grot = stepOf(d, "lasting-injuries")[0]!;
    expect(grot.changes).toEqual(["Grot rolls 66 on the lasting injuries: Dead.", "Grot is dead."]);
    expect(grot.notices).toEqual(["Grot is dead: choose a new driver for Grunt Truck (any living fighter who drives no other vehicle)."]);
    expect([fighter(d.roster, "grot").status, d.roster.vehicles[0]!.crew.driverId]).toEqual(["dead", null]);
    expect([fighter(d.roster, "mags").equipment, d.roster.stash.map((s) => s.name)]).toEqual([[], ["Tube launcher", "Padded coat"]]);
  });
  it("003's crew deaths happens once for each dead fighter, whichever way he died", () => {
    const d = runIt();
    for (const who of ["Grot", "Nob", "Mags"]) expect(allChanges(d).filter((c) => c === `${who} is dead.`)).toHaveLength(1);
  });
  it("the steps after his roll that name him say why they do nothing: no driver experience, no driving skill, no advance, no visit (nothing paid), no gunner's seat", () => {
    const d = runIt();
    expect(stepOf(d, "driver-experience")[0]!.changes).toEqual(["Grot died of his injuries in this post-game, so gains no driver experience."]);
    expect(stepOf(d, "driving-skill")[0]).toMatchObject({
      mode: "none",
      log: [],
      changes: ["Grot died of his injuries in this post-game, so rolls no driving skill."],
    });
    expect(stepOf(d, "advance")[0]!.changes).toEqual(["Mags died of his injuries in this post-game, so takes no advance."]);
    expect(stepOf(d, "rogue-techpriest")[0]!.changes).toEqual([
      "Mags died of his injuries in this post-game, so does not visit the Techpriest (nothing is paid).",
    ]);
    const crew = stepOf(d, "crew-deaths")[0]!;
    expect(crew.changes).toEqual(["Mags died of his injuries in this post-game, so cannot take a gunner's seat.", "Nob is dead."]);
    expect(crew.notices[0]).toMatch(/^Nob is dead: choose a new gunner for the Heavy stubber on Grunt Truck from /);
    expect(crew.input).toEqual({ step: "crew-deaths", input: { deadFighterIds: ["nob"], replacements: [{ vehicleId: "truck", gunnerIds: [""] }] } });
  });
  it("a role left empty is a reminder to recruit, at the end", () => {
    const d = runIt();
    expect(d.steps.at(-1)).toMatchObject({ kind: "recruit-reminders", notices: ["The gang has 1 Ganger and needs at least 2: recruit a Recruit."] });
  });
});

describe("the living go ahead as chosen beside a fighter who dies of his roll", () => {
  it("a new driver chosen for a dead driver's seat who then dies of his own roll leaves it empty; the other jobs run", () => {
    const d = ok(
      run({
        input: {
          injuries: [fate("grot", "died"), fate("nob", "none"), fate("mags", "roll", "6 4"), fate("tich", "none")],
          replacements: [{ vehicleId: "truck", driverId: "mags", gunnerIds: [""] }],
          drivingSkills: [
            { fighterId: "grot", gained: false, mode: "app", faces: "" },
            { fighterId: "spanna", gained: true, mode: "manual", faces: "4" },
          ],
          techpriest: [visit("boss")],
        },
      }),
    );
    const crew = stepOf(d, "crew-deaths")[0]!;
    expect(crew.changes).toEqual(["Mags died of his injuries in this post-game, so cannot take the wheel.", "Grot is dead."]);
    expect(crew.notices).toEqual(["Grot is dead: choose a new driver for Grunt Truck (any living fighter who drives no other vehicle)."]);
    expect(stepOf(d, "driving-skill")[0]).toMatchObject({ mode: "manual", log: [{ dice: "D6", faces: [4] }] });
    expect(stepOf(d, "rogue-techpriest")[0]!.log).toHaveLength(2);
    expect(stepOf(d, "driver-experience")).toEqual([]); // Grot died without a roll: not planned at all
  });
});

describe("advances that need an answer, and refusals under their field", () => {
  const rolled = (o: Partial<Parameters<typeof advance>[1]>) =>
    run({ input: { advances: [advance("dex", { how: "rolled", mode: "manual", faces: "1 1", ...o })] } });
  it("a roll giving 'a skill of the player's choice' asks for the category, then the skill, under those fields, naming the roll", () => {
    expect(rolled({})).toMatchObject({
      ok: false,
      code: "REFUSED",
      fieldErrors: {
        "advances.0.categoryId": [
          "Rolled 2D6 2: A skill of the player's choice. Dex takes A skill of the player's choice: choose the category, one of Aim, Cunning.",
        ],
      },
    });
    expect(rolled({ categoryId: "aim" })).toMatchObject({
      ok: false,
      fieldErrors: {
        "advances.0.skillId": [
          "Rolled 2D6 2: A skill of the player's choice. Dex takes A skill of the player's choice: choose one of Snap Aim, Patient Shot, Spotter.",
        ],
      },
    });
    const d = ok(rolled({ categoryId: "aim", skillId: "spotter" }));
    expect(fighter(d.roster, "dex").skills).toEqual(["Spotter"]);
    expect(stepOf(d, "advance")[0]!.rows).toEqual([{ table: "Advances", dice: "2D6", roll: 2, from: 2, to: 3, name: "A skill of the player's choice" }]);
  });
  it("a random skill chosen rolls on the category's list (Aim has 3 skills: D3, die 6 → Spotter)", () => {
    const d = ok(run({ input: { advances: [advance("dex", { advancementId: "skill-random", categoryId: "aim", mode: "manual", faces: "6" })] } }));
    expect(stepOf(d, "advance")[0]!.rows).toEqual([{ table: "Skills: Aim", dice: "D3", roll: 3, from: 3, to: 3, name: "Spotter" }]);
  });
  it("too little experience is refused under who advances; a stat at its maximum under the advance", () => {
    expect(run({ input: { advances: [advance("tich", { advancementId: "plus-i" })] } })).toMatchObject({
      ok: false,
      code: "REFUSED",
      fieldErrors: { "advances.0.fighterId": ["Tich has 1 experience; +1 I costs 4."] },
    });
    const roster = packGang();
    fighter(roster, "mags").stats.BS = 6;
    expect(run({ roster, input: { advances: [advance("mags", { advancementId: "plus-bs" })] } })).toMatchObject({
      ok: false,
      fieldErrors: { "advances.0.advancementId": ["Mags's BS is 6, the most +1 BS allows."] },
    });
  });
  it("experience bought twice in one post-game is counted down: the second is refused when it runs short", () => {
    const r = run({ input: { advances: [advance("dex", { advancementId: "plus-ws" }), advance("dex", { advancementId: "plus-i" })] } });
    expect(r).toMatchObject({ ok: false, fieldErrors: { "advances.1.fighterId": ["Dex has 0 experience; +1 I costs 4."] } });
  });
});

describe("dice and packs the run refuses, in the game's words, under the field", () => {
  it("a typed die that is no face of the dice, too few or too many", () => {
    const roll = (faces: string) => run({ input: { injuries: [fate("grot", "roll", faces)] } });
    expect(roll("7 1")).toMatchObject({
      ok: false,
      code: "INVALID_INPUT",
      fieldErrors: { "injuries.0.faces": ["Lasting injury: Grot: 7 is not a result of a D6 (1 to 6)."] },
    });
    expect(roll("3")).toMatchObject({ ok: false, fieldErrors: { "injuries.0.faces": ["Lasting injury: Grot: more dice are needed than you entered."] } });
    const extra = roll("3 1 4");
    expect(extra).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    if (!extra.ok) expect(extra.fieldErrors!["injuries.0.faces"]![0]).toMatch(/you entered 3 dice but only 2 were rolled/);
  });
  it("a roll asked of a pack with no lasting-injury table is refused under the answer", () => {
    const pack = { ...DEFAULT_PACK, injuries: null };
    expect(run({ pack, plan: planFor({ pack }), input: { injuries: [fate("grot", "roll")] } })).toMatchObject({
      ok: false,
      code: "REFUSED",
      fieldErrors: { "injuries.0.outcome": ['The pack "Starter pack (placeholder)" has no lasting-injury table to roll on.'] },
    });
  });
  it("income by a dice rule: the typed die and its row (D6x10, die 4 → 40 credits)", () => {
    const pack = { ...DEFAULT_PACK, income: { kind: "dice" as const, roll: "D6x10" } };
    const d = ok(run({ pack, plan: planFor({ pack }), input: { income: { mode: "manual", faces: "4" } } }));
    expect(stepOf(d, "income")[0]).toMatchObject({
      mode: "manual",
      rows: [{ table: "Income", dice: "D6", roll: 4, name: "40 credits" }],
      changes: ["D6x10 rolled 4: 40 credits of income."],
    });
    expect(credits(d.roster) - d.creditsBefore).toBe(40);
  });
});

describe("app dice and undo", () => {
  const input = {
    injuries: [fate("grot", "roll"), fate("nob", "roll"), fate("mags", "roll"), fate("tich", "roll")],
    advances: [advance("dex", { how: "rolled" as const, categoryId: "aim", skillId: "snap-aim" })],
    income: { mode: "app" as const, faces: "" },
  };
  it("the same answers give the same dice on every run (the seeds come from the step, the fighter and the index)", () => {
    const a = run({ input });
    expect(run({ input })).toEqual(a);
  });
  it("the roster before is never written to, so restoring it undoes the whole post-game exactly", () => {
    const before = deepFreeze(packGang());
    const text = JSON.stringify(before);
    const d = ok(run({ roster: before, input }));
    expect(JSON.stringify(d.roster)).not.toBe(text);
    expect(JSON.stringify(before)).toBe(text);
  });
});

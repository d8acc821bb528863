import { describe, expect, it } from "vitest";
import { manualDice, replayDice, seededDice } from "../../dice";
import type { Roster } from "../../rules/roster/schema";
import { DEFAULT_PACK } from "../default-pack";
import { chainSteps, type FighterStepResult } from "./result";
import { fighterPostgameStepSchema, runFighterPostgameStep, type FighterPostgameStepInput } from "./steps";
import { deepFreeze, fighter, packGang } from "./test-gang";

/** One battle's fighter post-game, as the wizard submits it. */
const BATTLE: FighterPostgameStepInput[] = [
  {
    step: "fighter-experience",
    input: {
      record: [
        { fighterId: "mags", kills: 1, outOfActionCaused: 1, scenarioXp: 0 },
        { fighterId: "dex", kills: 0, outOfActionCaused: 0, scenarioXp: 3 },
      ],
    },
  },
  { step: "lasting-injuries", input: { fighterIds: ["tich", "grot"] } },
  { step: "advance", input: { fighterId: "mags", choice: { kind: "chosen", advancementId: "plus-bs" } } },
  { step: "income", input: { result: "win" } },
  { step: "recruit-reminders", input: {} },
];
const runAll = (roster: Roster, dice = manualDice([3, 1, 6, 6])) =>
  chainSteps(
    roster,
    BATTLE.map((s) => (r: Roster) => runFighterPostgameStep(r, DEFAULT_PACK, s, dice)),
  );

describe("the fighter post-game steps as data", () => {
  it("every step parses from what the wizard submits", () => {
    for (const s of BATTLE) expect(fighterPostgameStepSchema.parse(s)).toEqual(s);
    expect(fighterPostgameStepSchema.safeParse({ step: "income", input: { result: "rout" } }).success).toBe(false);
  });
  it("a whole battle: experience, injuries (dice 3,1 Stiff knee for Tich; 6,6 Dead for Grot the driver), an advance, income, the reminder", () => {
    const res = runAll(packGang());
    expect(res.issues).toEqual([]);
    expect(res.rows.map((r) => `${r.roll} ${r.name}`)).toEqual(["31 Stiff knee", "66 Dead"]);
    expect([fighter(res.roster, "mags").xp, fighter(res.roster, "mags").stats.BS]).toEqual([7, 5]);
    expect([fighter(res.roster, "tich").stats.M, fighter(res.roster, "grot").status]).toEqual([4, "dead"]);
    expect(res.notices.map((n) => n.code)).toEqual(["choose-driver", "recruit-for-role"]);
    expect(res.roster.ledger.at(-1)!.reason).toBe("Income after the battle (win)");
  });
});

describe("apply and undo: each step's change is a pure function of its input", () => {
  const steps: [string, (r: Roster) => FighterStepResult][] = [
    ["experience", (r) => runFighterPostgameStep(r, DEFAULT_PACK, BATTLE[0]!, manualDice([]))],
    [
      "lasting injury, dead with kit (dice 6,6)",
      (r) => runFighterPostgameStep(r, DEFAULT_PACK, { step: "lasting-injuries", input: { fighterIds: ["mags"] } }, manualDice([6, 6])),
    ],
    [
      "lasting injury, stat and injury (dice 3,4)",
      (r) => runFighterPostgameStep(r, DEFAULT_PACK, { step: "lasting-injuries", input: { fighterIds: ["mags"] } }, manualDice([3, 4])),
    ],
    [
      "advance, rolled (dice 3,4 then 2)",
      (r) =>
        runFighterPostgameStep(
          r,
          DEFAULT_PACK,
          { step: "advance", input: { fighterId: "mags", choice: { kind: "rolled" }, categoryId: "aim" } },
          manualDice([3, 4, 2]),
        ),
    ],
    ["income", (r) => runFighterPostgameStep(r, DEFAULT_PACK, BATTLE[3]!, manualDice([]))],
    ["the whole battle", (r) => runAll(r)],
  ];
  it.each(steps)("%s: the roster before is never written to; the same input gives the same result; undo restores it exactly", (_name, step) => {
    const before = deepFreeze(packGang());
    const text = JSON.stringify(before);
    const applied = step(before);
    expect(applied.changes.length).toBeGreaterThan(0);
    expect(JSON.stringify(applied.roster)).not.toBe(text);
    expect(step(deepFreeze(packGang()))).toEqual(applied);
    // the undo is "restore the roster before": nothing the step did reaches it
    applied.roster.fighters[0]!.name = "Changed after";
    expect(JSON.stringify(before)).toBe(text);
  });
  it("a seeded battle replays from its log", () => {
    const res = runAll(packGang(), seededDice("battle-9"));
    expect(runAll(packGang(), replayDice(res.log))).toEqual(res);
  });
});

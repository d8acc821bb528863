// Battle records: what a recorder may put in them, which gangs may fight, who confirms.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBattleSchema, type RecordBattleFormValues } from "@/lib/contracts/campaign";
import type { ActionResult } from "@/lib/contracts/result";
import { confirmBattle, recordBattle } from "../campaigns/mutations";
import { recordQuickResolve } from "../campaigns/quick-resolve";
import { applyPostgame, previewPostgame } from "../postgames/apply";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { gangState, league, noDetails } from "./fixtures";

const opts = { secret: "security-review-secret" };
const vehicle = (vehicleId: string, o: Partial<{ crippled: boolean; wrecked: boolean; damagingRams: number; runOver: number }> = {}) => ({
  vehicleId,
  crippled: false,
  wrecked: false,
  immobilised: false,
  damagingRams: 0,
  runOver: 0,
  ...o,
});
const fighter = (fighterId: string, outOfAction = false) => ({ fighterId, tookPart: true, outOfAction, injured: false, kills: 0 });

describe.each(testDatabases())("battle records on $name", (factory) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await factory.create();
  });
  afterAll(() => t?.drop());

  /** What recordBattleAction does: the action's schema, then recordBattle. */
  async function recordAction(userId: string, raw: RecordBattleFormValues): Promise<ActionResult<{ battleId: string }>> {
    const parsed = recordBattleSchema.safeParse(raw);
    if (!parsed.success) return { ok: false, code: "INVALID_INPUT", message: parsed.error.issues[0]!.message };
    return recordBattle(t.db, userId, parsed.data);
  }
  const battleInput = (campaignId: string, gangs: RecordBattleFormValues["gangs"]): RecordBattleFormValues => ({
    campaignId,
    playedOn: "2026-02-01",
    scenario: "Review Run",
    notes: "",
    source: "manual",
    gangs,
  });
  const postgameAnswers = (battleId: string, gangId: string, version: number, credits: { amount: number; reason: string }[] = []) => ({
    battleId,
    gangId,
    version,
    permanentDamage: [],
    wreckStrips: [],
    injuries: [],
    replacements: [],
    drivingSkills: [],
    techpriest: [],
    advances: [],
    income: { mode: "app" as const, faces: "" },
    credits,
    hulkName: "",
  });

  it("every input is validated: a battle record naming the same vehicle twice for a gang is refused, so the opponent's post-game does not roll permanent damage once per repeated row", async () => {
    const l = await league(t.db);
    const battles = await t.db.battle.count();
    // the owner records the other player's truck crippled five times over
    const r = await recordAction(
      l.u.owner,
      battleInput(l.campaignId, [
        { gangId: l.ownerGang, result: "won", bottledOut: false, ...noDetails },
        {
          gangId: l.otherGang,
          result: "lost",
          bottledOut: true,
          fighters: [],
          vehicles: Array.from({ length: 5 }, () => vehicle("truck", { crippled: true })),
        },
      ]),
    );
    if (r.ok) {
      // what it leads to once the other side confirms: five permanent damage rolls on one truck
      expect((await confirmBattle(t.db, l.u.other, r.data.battleId)).ok).toBe(true);
      // dice typed in: 1 2 = D66 12, FIXED, so every roll leaves the truck standing for the next one
      const answers = {
        ...postgameAnswers(r.data.battleId, l.otherGang, (await gangState(t.db, l.otherGang)).version),
        permanentDamage: [{ vehicleId: "truck", benchFighterId: "", stripperId: "", mode: "manual" as const, faces: "1 2" }],
      };
      const preview = await previewPostgame(t.db, l.u.other, answers, opts);
      expect(preview.ok && preview.data.steps.filter((s) => s.kind === "permanent-damage").length).toBe(1);
    }
    expect(r).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(await t.db.battle.count()).toBe(battles);
  });

  it("every input is validated: a battle record naming the same fighter twice for a gang is refused", async () => {
    const l = await league(t.db);
    const battles = await t.db.battle.count();
    const r = await recordAction(
      l.u.owner,
      battleInput(l.campaignId, [
        {
          gangId: l.ownerGang,
          result: "won",
          bottledOut: false,
          fighters: [fighter("f5"), fighter("f5"), fighter("f5")],
          vehicles: [vehicle("truck", { damagingRams: 1 }), vehicle("truck", { damagingRams: 1 })],
        },
        { gangId: l.otherGang, result: "lost", bottledOut: false, fighters: [fighter("f1", true), fighter("f1", true)], vehicles: [] },
      ]),
    );
    expect(r).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(await t.db.battle.count()).toBe(battles);
  });

  it("a retired gang is read-only: it cannot be entered in a new battle, so an organiser cannot change it through that battle's post-game", async () => {
    const l = await league(t.db);
    await t.db.gang.update({ where: { id: l.ownerGang }, data: { retired: true } }); // the owner retired it (setRetiredAction)
    const before = await gangState(t.db, l.ownerGang);
    const r = await recordAction(
      l.u.organiser,
      battleInput(l.campaignId, [
        { gangId: l.otherGang, result: "won", bottledOut: false, ...noDetails },
        { gangId: l.ownerGang, result: "lost", bottledOut: false, ...noDetails },
      ]),
    );
    if (r.ok) {
      expect((await confirmBattle(t.db, l.u.organiser, r.data.battleId)).ok).toBe(true);
      const applied = await applyPostgame(
        t.db,
        l.u.organiser,
        postgameAnswers(r.data.battleId, l.ownerGang, before.version, [{ amount: 500, reason: "Bonus" }]),
        opts,
      );
      expect(applied.ok).toBe(true); // the retired gang's roster and credits just changed
    }
    expect(await gangState(t.db, l.ownerGang)).toEqual(before);
    expect(r).toMatchObject({ ok: false });
  });

  it("a retired gang is read-only: it cannot be entered in a new quick-resolved battle", async () => {
    const l = await league(t.db);
    await t.db.gang.update({ where: { id: l.otherGang }, data: { retired: true } });
    const battles = await t.db.battle.count();
    const r = await recordQuickResolve(t.db, l.u.owner, {
      campaignId: l.campaignId,
      system: "bench",
      gangIds: [l.ownerGang, l.otherGang],
      seed: "3",
      scenario: "Picking on the retired",
    });
    expect(r).toMatchObject({ ok: false });
    expect(await t.db.battle.count()).toBe(battles);
  });

  it("a battle counts once the other side confirms: an ally who won alongside the recorder is not the other side and cannot confirm it", async () => {
    const l = await league(t.db);
    const r = await recordAction(
      l.u.owner,
      battleInput(l.campaignId, [
        { gangId: l.ownerGang, result: "won", bottledOut: false, ...noDetails },
        { gangId: l.otherGang, result: "won", bottledOut: false, ...noDetails },
        { gangId: l.thirdGang, result: "lost", bottledOut: true, ...noDetails },
      ]),
    );
    if (!r.ok) throw new Error(r.message);
    expect(await confirmBattle(t.db, l.u.other, r.data.battleId)).toMatchObject({ ok: false });
    expect((await t.db.battle.findUniqueOrThrow({ where: { id: r.data.battleId } })).status).toBe("pending");
    // the losing side may
    expect(await confirmBattle(t.db, l.u.third, r.data.battleId)).toMatchObject({ ok: true });
  });
});

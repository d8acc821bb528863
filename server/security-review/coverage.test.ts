// COVERAGE: these tests PASS on the current code. They pin authorisation rules that no existing
// test covers (existing tests use an unrelated user or a made-up id, never an organiser of
// another campaign, another gang's catalogue item, or another gang's fighter id):
// - an organiser arbitrates only their own campaign (not gangs, battles or post-games of another);
// - a catalogue item of another gang or of another campaign cannot be bought or bolted on;
// - a battle record may only name fighters and vehicles of each gang's own roster;
// - a player records only battles their own gang fought (manual records; quick-resolve is covered);
// - organisers may edit a player's gang but not delete it nor create or revoke its share link;
// - the post-game page answers only under the battle's own campaign.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBattleSchema } from "@/lib/contracts/campaign";
import { voidBattle, withdrawBattle } from "../campaigns/arbitration";
import { confirmBattle, recordBattle } from "../campaigns/mutations";
import { loadCampaignPage } from "../campaigns/queries";
import { loadGangPage } from "../gangs/page-data";
import { deleteOwnGang } from "../gangs/mutations";
import { createShareToken, revokeShareToken } from "../gangs/share";
import { loadGangExport } from "../gangs/transfer";
import { applyPostgame, previewPostgame } from "../postgames/apply";
import { loadPostgamePage } from "../postgames/queries";
import { undoPostgame } from "../postgames/undo";
import { applyRosterOp } from "../rosters/apply-op";
import { readRoster } from "../rosters/store";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { gangState, league, type SecurityLeague } from "./fixtures";

const opts = { secret: "security-review-secret" };

describe.each(testDatabases())("authorisation coverage on $name", (factory) => {
  let t: TestDatabase;
  let home: SecurityLeague; // the campaign under test
  let away: SecurityLeague; // another campaign, whose organiser has no say in `home`
  beforeAll(async () => {
    t = await factory.create();
    home = await league(t.db);
    away = await league(t.db);
  });
  afterAll(() => t?.drop());

  const record = (userId: string, l: SecurityLeague, gangs: { gangId: string; result: "won" | "lost"; fighters?: { fighterId: string }[] }[]) =>
    recordBattle(
      t.db,
      userId,
      recordBattleSchema.parse({
        campaignId: l.campaignId,
        playedOn: "2026-02-02",
        scenario: "Coverage Run",
        notes: "",
        source: "manual",
        gangs: gangs.map((g) => ({
          gangId: g.gangId,
          result: g.result,
          bottledOut: false,
          vehicles: [],
          fighters: (g.fighters ?? []).map((f) => ({ fighterId: f.fighterId, tookPart: true, outOfAction: false, injured: false, kills: 0 })),
        })),
      }),
    );
  const answers = (battleId: string, gangId: string, version: number) => ({
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
    credits: [{ amount: 10, reason: "Income" }],
    hulkName: "",
  });

  it("an organiser arbitrates only their own campaign: another campaign's organiser can neither open, export nor change its gangs", async () => {
    const stranger = away.u.organiser;
    const before = await gangState(t.db, home.ownerGang);
    expect(await loadCampaignPage(t.db, home.campaignId, stranger)).toBeNull();
    expect(await loadGangPage(t.db, home.ownerGang, stranger)).toBeNull();
    expect(await loadGangExport(t.db, home.ownerGang, stranger)).toBeNull();
    expect(
      await applyRosterOp(t.db, stranger, { gangId: home.ownerGang, version: before.version, op: { type: "adjustCredits", amount: -500, reason: "Fine" } }),
    ).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await gangState(t.db, home.ownerGang)).toEqual(before);
    // while this campaign's own organiser may (arbitration)
    expect(await loadGangPage(t.db, home.ownerGang, home.u.organiser)).not.toBeNull();
  });

  it("an organiser arbitrates only their own campaign: another campaign's organiser can neither confirm, void nor withdraw its battles, even naming their own campaign", async () => {
    const r = await record(home.u.owner, home, [
      { gangId: home.ownerGang, result: "won" },
      { gangId: home.otherGang, result: "lost" },
    ]);
    if (!r.ok) throw new Error(r.message);
    const stranger = away.u.organiser;
    expect(await confirmBattle(t.db, stranger, r.data.battleId)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    for (const campaignId of [home.campaignId, away.campaignId]) {
      expect(await voidBattle(t.db, stranger, { campaignId, battleId: r.data.battleId, reason: "Mine now" })).toMatchObject({ ok: false, code: "NOT_FOUND" });
      expect(await withdrawBattle(t.db, stranger, { campaignId, battleId: r.data.battleId })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    }
    expect(await t.db.battle.findUniqueOrThrow({ where: { id: r.data.battleId } })).toMatchObject({ status: "pending", confirmedById: null });
  });

  it("an organiser arbitrates only their own campaign: another campaign's organiser can neither run, see nor undo its post-games", async () => {
    const r = await record(home.u.owner, home, [
      { gangId: home.ownerGang, result: "won" },
      { gangId: home.otherGang, result: "lost" },
    ]);
    if (!r.ok) throw new Error(r.message);
    expect((await confirmBattle(t.db, home.u.other, r.data.battleId)).ok).toBe(true);
    const stranger = away.u.organiser;
    const ref = { battleId: r.data.battleId, gangId: home.ownerGang };
    const before = await gangState(t.db, home.ownerGang);
    expect(await previewPostgame(t.db, stranger, answers(r.data.battleId, home.ownerGang, before.version), opts)).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
    });
    expect(await applyPostgame(t.db, stranger, answers(r.data.battleId, home.ownerGang, before.version), opts)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await loadPostgamePage(t.db, { ...ref, campaignId: home.campaignId }, stranger)).toBeNull();
    expect(await loadPostgamePage(t.db, { ...ref, campaignId: away.campaignId }, stranger)).toBeNull();
    expect(await gangState(t.db, home.ownerGang)).toEqual(before);
    expect((await applyPostgame(t.db, home.u.owner, answers(r.data.battleId, home.ownerGang, before.version), opts)).ok).toBe(true);
    const applied = await gangState(t.db, home.ownerGang);
    expect(await undoPostgame(t.db, stranger, ref)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await gangState(t.db, home.ownerGang)).toEqual(applied);
  });

  it("the post-game page answers only under the battle's own campaign, even for the gang's owner", async () => {
    const r = await record(home.u.owner, home, [
      { gangId: home.ownerGang, result: "won" },
      { gangId: home.otherGang, result: "lost" },
    ]);
    if (!r.ok) throw new Error(r.message);
    const ref = { battleId: r.data.battleId, gangId: home.ownerGang };
    expect(await loadPostgamePage(t.db, { ...ref, campaignId: home.campaignId }, home.u.owner)).not.toBeNull();
    expect(await loadPostgamePage(t.db, { ...ref, campaignId: away.campaignId }, home.u.owner)).toBeNull();
    // another player of the same campaign cannot open this gang's post-game
    expect(await loadPostgamePage(t.db, { ...ref, campaignId: home.campaignId }, home.u.other)).toBeNull();
  });

  it("a catalogue item of another gang or of another campaign cannot be bought or bolted on, and nothing changes", async () => {
    const otherGangItem = await t.db.equipmentItem.create({
      data: { gangId: home.otherGang, category: "weapon", name: "Borrowed Lascannon", cost: 0, traits: "" },
    });
    const otherCampaignItem = await t.db.equipmentItem.create({
      data: { campaignId: away.campaignId, category: "weapon", name: "Foreign Rokkit", cost: 0, traits: "" },
    });
    for (const itemId of [otherGangItem.id, otherCampaignItem.id]) {
      const before = await gangState(t.db, home.ownerGang);
      expect(
        await applyRosterOp(t.db, home.u.owner, {
          gangId: home.ownerGang,
          version: before.version,
          op: { type: "giveEquipment", fighterId: "f1", itemId, bought: true },
        }),
      ).toMatchObject({ ok: false, code: "REFUSED", message: "That item is not in the catalogue." });
      expect(
        await applyRosterOp(t.db, home.u.owner, {
          gangId: home.ownerGang,
          version: before.version,
          op: { type: "boltOnWeapon", vehicleId: "truck", itemId, twinLinked: false, allocation: "" },
        }),
      ).toMatchObject({ ok: false, code: "REFUSED", message: "That weapon is not in the catalogue." });
      expect(await gangState(t.db, home.ownerGang)).toEqual(before);
    }
    // this campaign's own items and the gang's own items are usable
    const campaignItem = await t.db.equipmentItem.create({
      data: { campaignId: home.campaignId, category: "wargear", name: "League Goggles", cost: 5, traits: "" },
    });
    const { version } = await gangState(t.db, home.ownerGang);
    expect(
      await applyRosterOp(t.db, home.u.owner, {
        gangId: home.ownerGang,
        version,
        op: { type: "giveEquipment", fighterId: "f1", itemId: campaignItem.id, bought: true },
      }),
    ).toMatchObject({ ok: true });
  });

  it("a battle record names only fighters and vehicles of each gang's own roster: another gang's fighter under my gang is refused", async () => {
    // a fighter only the other gang has
    const v = (await gangState(t.db, home.otherGang)).version;
    expect(
      (
        await applyRosterOp(t.db, home.u.other, {
          gangId: home.otherGang,
          version: v,
          op: { type: "recruitFighter", name: "Only Theirs", fighterType: "juve", cost: 0 },
        })
      ).ok,
    ).toBe(true);
    const theirs = readRoster((await gangState(t.db, home.otherGang)).doc).fighters.find((f) => f.name === "Only Theirs")!.id;
    const mine = readRoster((await gangState(t.db, home.ownerGang)).doc).fighters.map((f) => f.id);
    expect(mine).not.toContain(theirs);
    const before = await t.db.battle.count();
    expect(
      await record(home.u.owner, home, [
        { gangId: home.ownerGang, result: "won", fighters: [{ fighterId: theirs }] },
        { gangId: home.otherGang, result: "lost" },
      ]),
    ).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(await t.db.battle.count()).toBe(before);
  });

  it("a player records only battles their own gang fought (manual record), and nothing is written", async () => {
    const before = await t.db.battle.count();
    expect(
      await record(home.u.third, home, [
        { gangId: home.ownerGang, result: "won" },
        { gangId: home.otherGang, result: "lost" },
      ]),
    ).toMatchObject({ ok: false, code: "NOT_FOUND" });
    // nor with a gang of another campaign smuggled in
    expect(
      await record(home.u.owner, home, [
        { gangId: home.ownerGang, result: "won" },
        { gangId: away.otherGang, result: "lost" },
      ]),
    ).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(await t.db.battle.count()).toBe(before);
  });

  it("organisers may edit a player's gang but not delete it nor create or revoke its share link", async () => {
    const org = home.u.organiser;
    expect(await deleteOwnGang(t.db, home.thirdGang, org)).toBe("not-found");
    expect(await t.db.gang.count({ where: { id: home.thirdGang } })).toBe(1);
    expect(await createShareToken(t.db, home.thirdGang, org)).toBeNull();
    expect((await t.db.gang.findUniqueOrThrow({ where: { id: home.thirdGang } })).shareToken).toBeNull();
    const token = await createShareToken(t.db, home.thirdGang, home.u.third);
    expect(await revokeShareToken(t.db, home.thirdGang, org)).toBe(false);
    expect((await t.db.gang.findUniqueOrThrow({ where: { id: home.thirdGang } })).shareToken).toBe(token);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { voidBattleSchema } from "@/lib/contracts/battle-arbitration";
import { recordBattleSchema } from "@/lib/contracts/campaign";
import { applyPostgame, previewPostgame } from "../postgames/apply";
import { answers, battle as fixtureBattle, league, TEST_SECRET } from "../postgames/fixtures";
import { undoPostgame } from "../postgames/undo";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { twoGangLeague } from "../testing/league";
import { splitVoidNote, voidBattle, withdrawBattle } from "./arbitration";
import { confirmBattle, recordBattle } from "./mutations";
import { loadCampaignList, loadCampaignPage } from "./queries";

describe("the void reason and the void line", () => {
  it("a reason is required, one line, 1 to 200 characters", () => {
    const parse = (reason: unknown) => voidBattleSchema.safeParse({ campaignId: "c", battleId: "b", reason });
    expect(parse("   ").error?.issues[0]?.message).toBe("Give the reason for voiding this battle");
    expect(parse(undefined).error?.issues[0]?.message).toBe("Give the reason for voiding this battle");
    expect(parse("x".repeat(201)).error?.issues[0]?.message).toBe("At most 200 characters");
    expect(parse("x".repeat(200)).success).toBe(true);
    expect(parse("  Played on\n 2099-01-01 ").data?.reason).toBe("Played on 2099-01-01");
  });

  it("only a void battle's last line comes apart from its notes", () => {
    expect(splitVoidNote("void", "Seed 42.\nVoided by Org: wrong date")).toEqual({ notes: "Seed 42.", voided: "Voided by Org: wrong date" });
    expect(splitVoidNote("void", "Voided by Org: wrong date")).toEqual({ notes: "", voided: "Voided by Org: wrong date" });
    expect(splitVoidNote("confirmed", "Voided by Org: wrong date")).toEqual({ notes: "Voided by Org: wrong date", voided: null });
    expect(splitVoidNote("void", "Voided by me\nplain notes")).toEqual({ notes: "Voided by me\nplain notes", voided: null });
  });
});

describe.each(testDatabases())("voiding and withdrawing battles on $name", (factory) => {
  let t: TestDatabase;
  const u: Record<"organiser" | "owner" | "other" | "outsider", string> = { organiser: "", owner: "", other: "", outsider: "" };
  let campaignId = "",
    ownerGang = "",
    otherGang = "";

  beforeAll(async () => {
    t = await factory.create();
    const l = await twoGangLeague(t.db, { campaign: "Void League", ownerGang: "Da Rust Riderz", otherGang: "Dune Dogs" });
    Object.assign(u, l.u);
    ({ campaignId, ownerGang, otherGang } = l);
  });
  afterAll(() => t?.drop());

  /** The owner records a win of Da Rust Riderz over Dune Dogs; confirmed by the other side when asked. */
  async function recorded(confirmed: boolean, scenario = "Scrap Fight") {
    const r = await recordBattle(
      t.db,
      u.owner,
      recordBattleSchema.parse({
        campaignId,
        playedOn: "2025-06-01",
        scenario,
        notes: "Seed 42.",
        source: "manual",
        gangs: [
          { gangId: ownerGang, result: "won", bottledOut: false, fighters: [], vehicles: [] },
          { gangId: otherGang, result: "lost", bottledOut: false, fighters: [], vehicles: [] },
        ],
      }),
    );
    if (!r.ok) throw new Error(r.message);
    if (confirmed) expect((await confirmBattle(t.db, u.other, r.data.battleId)).ok).toBe(true);
    return r.data.battleId;
  }
  const status = async (id: string) => (await t.db.battle.findUniqueOrThrow({ where: { id } })).status;
  const row = async (gangId: string) => (await loadCampaignPage(t.db, campaignId, u.organiser))!.standings.find((s) => s.id === gangId)!;
  const feed = () => t.db.activityEvent.count({ where: { campaignId } });

  it("an organiser voids a confirmed battle with a reason: it stays on record, shown as voided, out of the standings, with a feed entry", async () => {
    const battleId = await recorded(true, "Wrong Date Run");
    const [winner, loser] = [await row(ownerGang), await row(otherGang)];
    const list = async () => (await loadCampaignList(t.db, u.organiser)).mine.find((c) => c.id === campaignId)!._count.battles;
    const counted = await list();

    expect(await voidBattle(t.db, u.organiser, { campaignId, battleId, reason: "Played on 2099-11-20: wrong date" })).toEqual({ ok: true, data: undefined });

    const b = await t.db.battle.findUniqueOrThrow({ where: { id: battleId }, include: { gangs: true } });
    expect(b).toMatchObject({ status: "void", notes: "Seed 42.\nVoided by organiser: Played on 2099-11-20: wrong date" });
    expect(b.gangs).toHaveLength(2); // the record keeps its results
    expect(await row(ownerGang)).toMatchObject({ played: winner.played - 1, won: winner.won - 1, points: winner.points - 3 });
    expect(await row(otherGang)).toMatchObject({ played: loser.played - 1, lost: loser.lost - 1, points: loser.points });
    expect(await list()).toBe(counted - 1);
    const e = await t.db.activityEvent.findFirstOrThrow({ where: { campaignId, kind: "void" }, orderBy: { createdAt: "desc" } });
    expect(e).toMatchObject({ actorId: u.organiser, summary: "Wrong Date Run voided by organiser: Played on 2099-11-20: wrong date" });

    const page = await loadCampaignPage(t.db, campaignId, u.owner, { status: "void" });
    expect(page!.battles.map((x) => [x.id, x.notes, x.voided])).toEqual([[battleId, "Seed 42.", "Voided by organiser: Played on 2099-11-20: wrong date"]]);
    expect((await loadCampaignPage(t.db, campaignId, u.owner, { status: "confirmed" }))!.battles.some((x) => x.id === battleId)).toBe(false);
  });

  it("an organiser voids a pending battle; voiding twice is refused", async () => {
    const battleId = await recorded(false);
    expect((await voidBattle(t.db, u.organiser, { campaignId, battleId, reason: "Never played" })).ok).toBe(true);
    expect(await status(battleId)).toBe("void");
    expect(await voidBattle(t.db, u.organiser, { campaignId, battleId, reason: "Again" })).toMatchObject({
      ok: false,
      code: "CONFLICT",
      message: "This battle has already been voided.",
    });
  });

  it("players and outsiders may not void (the refusal a missing battle gets), nor from another campaign, and nothing changes", async () => {
    const battleId = await recorded(true);
    const before = await feed();
    for (const who of [u.owner, u.other, u.outsider]) {
      expect(await voidBattle(t.db, who, { campaignId, battleId, reason: "Mine" })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    }
    expect(await voidBattle(t.db, u.organiser, { campaignId: "elsewhere", battleId, reason: "x" })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await voidBattle(t.db, u.organiser, { campaignId, battleId: "missing", reason: "x" })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await t.db.battle.findUniqueOrThrow({ where: { id: battleId } })).toMatchObject({ status: "confirmed", notes: "Seed 42." });
    expect(await feed()).toBe(before);
  });

  it("a voided battle cannot be confirmed, by the other side or an organiser", async () => {
    const battleId = await recorded(false);
    expect((await voidBattle(t.db, u.organiser, { campaignId, battleId, reason: "Wrong gangs" })).ok).toBe(true);
    for (const who of [u.other, u.organiser]) {
      expect(await confirmBattle(t.db, who, battleId)).toMatchObject({
        ok: false,
        code: "REFUSED",
        message: "This battle has been voided: it no longer counts and cannot be confirmed.",
      });
    }
    expect(await t.db.battle.findUniqueOrThrow({ where: { id: battleId } })).toMatchObject({ status: "void", confirmedById: null });
    // …and an outsider still learns nothing about it
    expect(await confirmBattle(t.db, u.outsider, battleId)).toMatchObject({ ok: false, code: "NOT_FOUND" });
  });

  it("a confirm racing voids: the battle ends void, voided once, and the confirm is told why if it lost", async () => {
    const battleId = await recorded(false);
    const before = await feed();
    const [confirm, ...voids] = await Promise.all([
      confirmBattle(t.db, u.other, battleId),
      ...Array.from({ length: 5 }, () => voidBattle(t.db, u.organiser, { campaignId, battleId, reason: "Race" })),
    ]);
    expect(await status(battleId)).toBe("void");
    expect(voids.filter((r) => r.ok)).toHaveLength(1);
    for (const r of voids.filter((x) => !x.ok)) expect(r).toMatchObject({ code: "CONFLICT" });
    if (!confirm.ok) expect(confirm).toMatchObject({ code: "REFUSED", message: expect.stringMatching(/voided/) });
    expect(await t.db.activityEvent.count({ where: { campaignId, kind: "void", summary: { contains: "Race" } } })).toBe(1);
    expect(await feed()).toBe(before + 1 + (confirm.ok ? 1 : 0));
  });

  it("the recorder withdraws a pending battle; nobody else may, and not once it is confirmed", async () => {
    const battleId = await recorded(false, "Oops Run");
    for (const who of [u.other, u.organiser, u.outsider]) {
      expect(await withdrawBattle(t.db, who, { campaignId, battleId })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    }
    expect(await status(battleId)).toBe("pending");
    expect(await withdrawBattle(t.db, u.owner, { campaignId, battleId })).toEqual({ ok: true, data: undefined });
    expect(await t.db.battle.findUniqueOrThrow({ where: { id: battleId } })).toMatchObject({
      status: "void",
      notes: "Seed 42.\nVoided by owner: withdrawn by the recorder before it was confirmed",
    });
    expect(await t.db.activityEvent.findFirstOrThrow({ where: { campaignId, kind: "void" }, orderBy: { createdAt: "desc" } })).toMatchObject({
      actorId: u.owner,
      summary: "Oops Run voided by owner: withdrawn by the recorder before it was confirmed",
    });
    expect(await withdrawBattle(t.db, u.owner, { campaignId, battleId })).toMatchObject({ ok: false, code: "CONFLICT" });

    const confirmed = await recorded(true);
    expect(await withdrawBattle(t.db, u.owner, { campaignId, battleId: confirmed })).toMatchObject({
      ok: false,
      code: "REFUSED",
      message: "This battle has been confirmed: only an organiser can void it now.",
    });
    expect(await status(confirmed)).toBe("confirmed");
  });

  describe("ruling: a battle with an applied post-game is voided only once those post-games are undone", () => {
    const opts = { secret: TEST_SECRET };
    const version = async (gangId: string) => (await t.db.gang.findUniqueOrThrow({ where: { id: gangId } })).version;

    it("refused naming the gang, nothing changes; after the undo it is voided, and its post-game cannot be run again", async () => {
      const l = await league(t.db);
      const battleId = await fixtureBattle(t.db, l);
      expect(await applyPostgame(t.db, l.owner, answers(l, battleId, await version(l.gangId)), opts)).toMatchObject({ ok: true });
      const activity = await t.db.activityEvent.count({ where: { campaignId: l.campaignId } });

      expect(await voidBattle(t.db, l.organiser, { campaignId: l.campaignId, battleId, reason: "Wrong results" })).toMatchObject({
        ok: false,
        code: "REFUSED",
        message: "Undo the post-game of Grunts first: it changed the roster.",
      });
      expect(await t.db.battle.findUniqueOrThrow({ where: { id: battleId } })).toMatchObject({ status: "confirmed", notes: "" });
      expect(await t.db.activityEvent.count({ where: { campaignId: l.campaignId } })).toBe(activity);

      expect(await undoPostgame(t.db, l.organiser, { battleId, gangId: l.gangId })).toMatchObject({ ok: true });
      expect(await voidBattle(t.db, l.organiser, { campaignId: l.campaignId, battleId, reason: "Wrong results" })).toMatchObject({ ok: true });
      expect(await t.db.battle.findUniqueOrThrow({ where: { id: battleId } })).toMatchObject({ status: "void", notes: "Voided by Organiser: Wrong results" });

      // the post-game of a void battle (undone, or never run) cannot be started again
      const input = answers(l, battleId, await version(l.gangId));
      const voided = { ok: false, code: "REFUSED", message: "This battle was voided by an organiser: its post-game cannot be run." };
      expect(await previewPostgame(t.db, l.owner, input, opts)).toMatchObject(voided);
      expect(await applyPostgame(t.db, l.owner, input, opts)).toMatchObject(voided);
      expect(await t.db.postGame.findFirstOrThrow({ where: { battleId } })).toMatchObject({ status: "undone" });
    });

    it("several applied post-games: the refusal names every gang", async () => {
      const l = await league(t.db);
      const battleId = await fixtureBattle(t.db, l);
      expect(await applyPostgame(t.db, l.owner, answers(l, battleId, await version(l.gangId)), opts)).toMatchObject({ ok: true });
      const rival = { ...answers(l, battleId, await version(l.rivalGangId)), gangId: l.rivalGangId, permanentDamage: [], injuries: [] };
      expect(await applyPostgame(t.db, l.rival, rival, opts)).toMatchObject({ ok: true });
      expect(await voidBattle(t.db, l.organiser, { campaignId: l.campaignId, battleId, reason: "Wrong results" })).toMatchObject({
        ok: false,
        code: "REFUSED",
        message: "Undo the post-games of Grunts and Spikes first: they changed the rosters.",
      });
      expect(await t.db.battle.findUniqueOrThrow({ where: { id: battleId } })).toMatchObject({ status: "confirmed" });
    });
  });
});

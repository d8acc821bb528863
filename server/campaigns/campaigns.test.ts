import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adjustCredits } from "@/lib/rules";
import { recordBattleSchema, type RecordBattleInput } from "@/lib/contracts/campaign";
import { findEditableGang } from "../gangs/access";
import { deleteOwnGang } from "../gangs/mutations";
import { createPrisma } from "../prisma";
import { changeRoster, createGangWithRoster } from "../rosters/store";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { CAMPAIGN_INPUT, twoGangLeague } from "../testing/league";
import { confirmBattle, joinCampaign, recordBattle } from "./mutations";
import { loadCampaignPage } from "./queries";

const campaignInput = CAMPAIGN_INPUT;
const battle = (campaignId: string, a: string, b: string): RecordBattleInput =>
  recordBattleSchema.parse({
    campaignId,
    playedOn: "2026-11-20",
    scenario: "Scrap Fight",
    notes: "",
    source: "manual",
    gangs: [
      { gangId: a, result: "won", bottledOut: false, fighters: [], vehicles: [] },
      { gangId: b, result: "lost", bottledOut: true, fighters: [], vehicles: [] },
    ],
  });

describe.each(testDatabases())("campaigns on $name", (factory) => {
  let t: TestDatabase;
  const u: Record<"organiser" | "owner" | "other" | "outsider", string> = { organiser: "", owner: "", other: "", outsider: "" };
  let campaignId = "",
    ownerGang = "",
    otherGang = "";

  beforeAll(async () => {
    t = await factory.create();
    const l = await twoGangLeague(t.db, { campaign: campaignInput.name, ownerGang: "Owner Gang", otherGang: "Other Gang" });
    Object.assign(u, l.u);
    ({ campaignId, ownerGang, otherGang } = l);
  });
  afterAll(() => t?.drop());

  it("joining needs a valid code and one of your own gangs", async () => {
    expect(await joinCampaign(t.db, u.outsider, "wrong-code", ownerGang)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    const code = (await t.db.campaign.findUniqueOrThrow({ where: { id: campaignId } })).inviteCode!;
    expect(await joinCampaign(t.db, u.outsider, code, ownerGang)).toMatchObject({ ok: false, fieldErrors: { gangId: ["Choose one of your gangs"] } });
  });

  describe("authorisation matrix: allowed actions succeed, the rest are refused and change nothing", () => {
    it("view: members and organisers see the campaign; outsiders and signed-out users do not (it is private)", async () => {
      expect(await loadCampaignPage(t.db, campaignId, u.organiser)).not.toBeNull();
      expect(await loadCampaignPage(t.db, campaignId, u.owner)).not.toBeNull();
      expect(await loadCampaignPage(t.db, campaignId, u.other)).not.toBeNull();
      expect(await loadCampaignPage(t.db, campaignId, u.outsider)).toBeNull();
      expect(await loadCampaignPage(t.db, campaignId, null)).toBeNull();
    });

    it("edit gang: the owner may; an organiser may (arbitration); another player and an outsider may not", async () => {
      expect(await findEditableGang(t.db, ownerGang, u.owner)).not.toBeNull();
      expect(await findEditableGang(t.db, ownerGang, u.organiser)).not.toBeNull();
      expect(await findEditableGang(t.db, ownerGang, u.other)).toBeNull();
      expect(await findEditableGang(t.db, ownerGang, u.outsider)).toBeNull();
    });

    it("arbitrate: an organiser's edit is recorded as arbitration, with who and what", async () => {
      const g = await t.db.gang.findUniqueOrThrow({ where: { id: ownerGang } });
      const r = await changeRoster(t.db, {
        gangId: ownerGang,
        actorId: u.organiser,
        version: g.version,
        kind: "credits",
        summary: "Fine for lateness: -10 credits",
        arbitration: true,
        change: (x) => adjustCredits(x, "Fine for lateness", -10),
      });
      expect(r.ok).toBe(true);
      const e = await t.db.gangEvent.findFirstOrThrow({ where: { gangId: ownerGang }, orderBy: { createdAt: "desc" } });
      expect(e).toMatchObject({ actorId: u.organiser, arbitration: true, summary: "Fine for lateness: -10 credits", creditsDelta: -10 });
    });

    it("record battle: a player in it and an organiser may; an outsider may not, and nothing is written", async () => {
      const before = await t.db.battle.count();
      expect(await recordBattle(t.db, u.outsider, battle(campaignId, ownerGang, otherGang))).toMatchObject({ ok: false, code: "NOT_FOUND" });
      expect(await t.db.battle.count()).toBe(before);
      expect((await recordBattle(t.db, u.owner, battle(campaignId, ownerGang, otherGang))).ok).toBe(true);
      expect((await recordBattle(t.db, u.organiser, battle(campaignId, otherGang, ownerGang))).ok).toBe(true);
    });

    it("confirm: the recorder and outsiders may not; the other side may; an organiser may; only once", async () => {
      const r = await recordBattle(t.db, u.owner, battle(campaignId, ownerGang, otherGang));
      if (!r.ok) throw new Error("record");
      expect(await confirmBattle(t.db, u.owner, r.data.battleId)).toMatchObject({ ok: false, code: "NOT_FOUND" });
      expect(await confirmBattle(t.db, u.outsider, r.data.battleId)).toMatchObject({ ok: false, code: "NOT_FOUND" });
      expect((await t.db.battle.findUniqueOrThrow({ where: { id: r.data.battleId } })).status).toBe("pending");
      expect((await confirmBattle(t.db, u.other, r.data.battleId)).ok).toBe(true);
      expect(await confirmBattle(t.db, u.organiser, r.data.battleId)).toMatchObject({ ok: false, code: "STALE" });
      const r2 = await recordBattle(t.db, u.owner, battle(campaignId, ownerGang, otherGang));
      if (!r2.ok) throw new Error("record");
      expect((await confirmBattle(t.db, u.organiser, r2.data.battleId)).ok).toBe(true);
    });
  });

  it("ruling: a battle is dated within its campaign's dates, both days included (a campaign without dates takes any)", async () => {
    await t.db.campaign.update({ where: { id: campaignId }, data: { startsOn: new Date("2026-11-01"), endsOn: new Date("2026-11-25") } });
    try {
      const on = (playedOn: string) => recordBattle(t.db, u.owner, { ...battle(campaignId, ownerGang, otherGang), playedOn });
      const before = await t.db.battle.count();
      const early = "The campaign starts on 2026-11-01: a battle played before then does not belong to it.";
      const late = "The campaign ended on 2026-11-25: a battle played after then does not belong to it.";
      expect(await on("2026-10-31")).toEqual({ ok: false, code: "INVALID_INPUT", message: early, fieldErrors: { playedOn: [early] } });
      expect(await on("2026-11-26")).toEqual({ ok: false, code: "INVALID_INPUT", message: late, fieldErrors: { playedOn: [late] } });
      expect(await t.db.battle.count()).toBe(before);
      expect((await on("2026-11-01")).ok).toBe(true);
      expect((await on("2026-11-25")).ok).toBe(true);
    } finally {
      await t.db.campaign.update({ where: { id: campaignId }, data: { startsOn: null, endsOn: null } });
    }
  });

  it("standings count confirmed battles only, with the campaign's points", async () => {
    const page = await loadCampaignPage(t.db, campaignId, u.owner);
    const confirmed = await t.db.battleGang.findMany({ where: { battle: { campaignId, status: "confirmed" }, gangId: ownerGang } });
    const row = page!.standings.find((s) => s.id === ownerGang)!;
    expect(row.played).toBe(confirmed.length);
    expect(row.points).toBe(3 * confirmed.filter((c) => c.result === "won").length);
  });

  it("a gang that fought campaign battles cannot be deleted (the league keeps its history); it can be retired", async () => {
    expect(await deleteOwnGang(t.db, ownerGang, u.owner)).toBe("has-battles");
    expect(await t.db.gang.count({ where: { id: ownerGang } })).toBe(1);
    // retired, it keeps its place and record in the standings, marked as retired
    await t.db.gang.update({ where: { id: ownerGang }, data: { retired: true } });
    try {
      const rows = (await loadCampaignPage(t.db, campaignId, u.owner))!.standings;
      expect(rows.find((s) => s.id === ownerGang)).toMatchObject({ retired: true, played: expect.any(Number) });
      expect(rows.find((s) => s.id === otherGang)).toMatchObject({ retired: false });
    } finally {
      await t.db.gang.update({ where: { id: ownerGang }, data: { retired: false } });
    }
  });

  it("a battle naming a gang outside the campaign is refused", async () => {
    const stray = (await createGangWithRoster(t.db, u.owner, { name: "Stray", house: "", credits: 0 })).id;
    expect(await recordBattle(t.db, u.owner, battle(campaignId, ownerGang, stray))).toMatchObject({
      ok: false,
      message: "Every gang must play in this campaign.",
    });
  });
});

describe.each(testDatabases())("league page queries on $name", (factory) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await factory.create();
  });
  afterAll(() => t?.drop());

  async function league(gangCount: number, battleCount: number) {
    const owner = await t.db.user.create({ data: { email: `o${gangCount}@example.com`, name: "O", passwordHash: "x" } });
    const campaign = await t.db.campaign.create({
      data: { name: `L${gangCount}`, ownerId: owner.id, members: { create: { userId: owner.id, role: "organiser" } } },
    });
    await t.db.gang.createMany({
      data: Array.from({ length: gangCount }, (_, i) => ({ id: `${campaign.id}-g${i}`, name: `Gang ${i}`, ownerId: owner.id, campaignId: campaign.id })),
    });
    await t.db.battle.createMany({
      data: Array.from({ length: battleCount }, (_, i) => ({
        id: `${campaign.id}-b${i}`,
        campaignId: campaign.id,
        playedOn: new Date(2026, 0, 1 + (i % 300)),
        scenario: "S",
        status: "confirmed",
        recordedById: owner.id,
      })),
    });
    await t.db.battleGang.createMany({
      data: Array.from({ length: battleCount }, (_, i) => [
        { battleId: `${campaign.id}-b${i}`, gangId: `${campaign.id}-g${i % gangCount}`, result: "won" },
        { battleId: `${campaign.id}-b${i}`, gangId: `${campaign.id}-g${(i + 1) % gangCount}`, result: "lost" },
      ]).flat(),
    });
    return { campaignId: campaign.id, userId: owner.id };
  }

  it("50 gangs and 1,000 battles take the same number of queries as 3 gangs and 4 battles", async () => {
    const small = await league(3, 4);
    const big = await league(50, 1000);
    const count = async (l: { campaignId: string; userId: string }) => {
      let n = 0;
      const counted = createPrisma(t.target, { onQuery: () => n++ });
      const page = await loadCampaignPage(counted, l.campaignId, l.userId);
      await counted.$disconnect();
      return { n, page: page! };
    };
    const a = await count(small);
    const b = await count(big);
    expect(b.page.standings).toHaveLength(50);
    expect(b.page.standings.reduce((s, r) => s + r.played, 0)).toBe(2000);
    expect(b.n).toBe(a.n);
    expect(b.n).toBeLessThan(20);
  });
});

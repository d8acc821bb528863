// Issue 16, "League scale": every league page reads what it shows. Its queries stay the same in
// number however many battles the league has played, its lists come a page at a time (without a
// row skipped or repeated when a battle is voided between pages), and the charts and timelines
// show the latest history however long it is.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBattleSchema } from "@/lib/contracts/campaign";
import { decodeCursor } from "@/lib/league/cursor";
import { adjustCredits } from "@/lib/rules";
import { HISTORY_ENTRIES, loadGangPage } from "../gangs/page-data";
import { createPrisma } from "../prisma";
import { changeRoster, createGangWithRoster } from "../rosters/store";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { twoGangLeague } from "../testing/league";
import { voidBattle } from "./arbitration";
import { confirmBattle, recordBattle } from "./mutations";
import { BATTLES_PER_PAGE, type CampaignPageAt, loadCampaignPage, loadStandingsPage } from "./queries";
import { loadBattleSeries } from "./series";
import { loadGangTimeline } from "./timelines";

type League = Awaited<ReturnType<typeof twoGangLeague>>;
const DAY = 24 * 60 * 60 * 1000;
const dateOf = (i: number) => new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 2) * DAY).toISOString().slice(0, 10);

/**
 * `count` confirmed battles through the app's own modules, two a day from 2026-01-01 (so some
 * share a date and are told apart by when they were recorded), the winner paid after each.
 */
async function playBattles(t: TestDatabase, l: League, count: number, from = 0) {
  for (let i = from; i < from + count; i++) {
    const [winner, loser] = i % 3 === 0 ? [l.otherGang, l.ownerGang] : [l.ownerGang, l.otherGang];
    const input = recordBattleSchema.parse({
      campaignId: l.campaignId,
      playedOn: dateOf(i),
      scenario: `Battle ${i + 1}`,
      notes: "",
      source: "manual",
      gangs: [
        { gangId: winner, result: "won", bottledOut: false, fighters: [], vehicles: [] },
        { gangId: loser, result: "lost", bottledOut: false, fighters: [], vehicles: [] },
      ],
    });
    const r = await recordBattle(t.db, l.u.owner, input);
    if (!r.ok) throw new Error(`record: ${r.message}`);
    const c = await confirmBattle(t.db, l.u.organiser, r.data.battleId);
    if (!c.ok) throw new Error(`confirm: ${c.message}`);
    await pay(t, l, winner, 10, `Winnings of battle ${i + 1}`);
  }
}

async function pay(t: TestDatabase, l: League, gangId: string, amount: number, reason: string) {
  const g = await t.db.gang.findUniqueOrThrow({ where: { id: gangId } });
  const r = await changeRoster(t.db, {
    gangId,
    actorId: l.u.organiser,
    version: g.version,
    kind: "credits",
    summary: reason,
    arbitration: true,
    change: (x) => adjustCredits(x, reason, amount),
  });
  if (!r.ok) throw new Error(`pay: ${r.message}`);
}

/** Runs `load` on a client of its own that counts every SQL statement it sends. */
async function counted<T>(t: TestDatabase, load: (db: TestDatabase["db"]) => Promise<T>) {
  let n = 0;
  const db = createPrisma(t.target, { onQuery: () => n++ });
  try {
    const value = await load(db);
    return { value, queries: n };
  } finally {
    await db.$disconnect();
  }
}

describe.each(testDatabases())("league pages at scale on $name", (factory) => {
  const sizes = [25, 200] as const;
  const dbs: TestDatabase[] = [];
  const leagues: League[] = [];

  beforeAll(async () => {
    for (const size of sizes) {
      const t = await factory.create();
      const l = await twoGangLeague(t.db, { campaign: `League of ${size}`, ownerGang: "Owner Gang", otherGang: "Other Gang" });
      await playBattles(t, l, size);
      dbs.push(t);
      leagues.push(l);
    }
  }, 240_000);
  afterAll(async () => {
    for (const t of dbs) await t.drop();
  });

  it("each page's loader sends the same number of queries at 25 and at 200 battles", async () => {
    const counts = [];
    for (const [i, t] of dbs.entries()) {
      const l = leagues[i]!;
      const first = await counted(t, (db) => loadCampaignPage(db, l.campaignId, l.u.owner));
      const older = decodeCursor(first.value!.battlePage.older!)!;
      const second = await counted(t, (db) =>
        loadCampaignPage(db, l.campaignId, l.u.owner, { status: "confirmed" }, { older, feedOlder: decodeCursor(first.value!.activityPage.older!)! }),
      );
      const table = await counted(t, (db) => loadStandingsPage(db, l.campaignId, l.u.owner));
      const gang = await counted(t, (db) => loadGangPage(db, l.ownerGang, l.u.owner));
      const timeline = await counted(t, (db) => loadGangTimeline(db, l.campaignId, l.ownerGang, l.u.owner));
      expect(first.value!.battles).toHaveLength(BATTLES_PER_PAGE);
      expect(table.value!.standings.reduce((s, r) => s + r.played, 0)).toBe(2 * sizes[i]!);
      counts.push({ campaign: first.queries, campaignOlder: second.queries, standings: table.queries, gang: gang.queries, timeline: timeline.queries });
    }
    expect(counts[1]).toEqual(counts[0]);
    expect(counts[0]!.campaign).toBeLessThan(20);
  });

  it("the standings page counts every confirmed battle with the campaign's points (3 per win)", async () => {
    const [t, l] = [dbs[1]!, leagues[1]!];
    const s = (await loadStandingsPage(t.db, l.campaignId, l.u.owner))!.standings;
    // battles 1, 4, 7… (i % 3 === 0) go to the other gang: 67 of 200
    expect(s.map((r) => [r.name, r.played, r.won, r.lost, r.points])).toEqual([
      ["Owner Gang", 200, 133, 67, 399],
      ["Other Gang", 200, 67, 133, 201],
    ]);
    expect(await loadStandingsPage(t.db, l.campaignId, l.u.outsider)).toBeNull();
  });

  it("the charts read a point per battle per gang, at the battle's date, with the credits after it", async () => {
    const [t, l] = [dbs[0]!, leagues[0]!];
    const page = (await loadCampaignPage(t.db, l.campaignId, l.u.owner))!;
    const owner = page.chart.points.filter((p) => p.gangId === l.ownerGang);
    expect(owner).toHaveLength(25);
    expect(owner[0]).toMatchObject({ t: Date.parse("2026-01-01"), credits: 1000 }); // battle 1 went to the other gang
    expect(owner[1]).toMatchObject({ t: Date.parse("2026-01-01"), credits: 1010 });
    const gang = await t.db.gang.findUniqueOrThrow({ where: { id: l.ownerGang } });
    expect(owner[owner.length - 1]).toMatchObject({ credits: gang.credits, rating: gang.rating });
  });

  it("the charts read each gang's latest battles only: the same points however long the league has played", async () => {
    const [t, l] = [dbs[0]!, leagues[0]!];
    const all = await loadBattleSeries(t.db, l.campaignId, [l.ownerGang]);
    const latest = await loadBattleSeries(t.db, l.campaignId, [l.ownerGang], 10);
    expect(latest).toEqual(all.slice(-10));
    const gang = await t.db.gang.findUniqueOrThrow({ where: { id: l.ownerGang } });
    expect(latest[latest.length - 1]).toMatchObject({ credits: gang.credits, rating: gang.rating });
  });

  describe("pages of battles", () => {
    const read = (i: number, at: CampaignPageAt = {}, status?: "confirmed") =>
      loadCampaignPage(dbs[i]!.db, leagues[i]!.campaignId, leagues[i]!.u.owner, { status }, at).then((p) => p!);

    it("first page: the newest battles, an Older link and no Newer one; the last page: the oldest, a Newer link and no Older one", async () => {
      const first = await read(0);
      expect(first.battles.map((b) => b.scenario)).toEqual(Array.from({ length: 20 }, (_, i) => `Battle ${25 - i}`));
      expect(first.battlePage.newer).toBeNull();
      expect(first.battlePage.older).not.toBeNull();
      const last = await read(0, { older: decodeCursor(first.battlePage.older!)! });
      expect(last.battles.map((b) => b.scenario)).toEqual(["Battle 5", "Battle 4", "Battle 3", "Battle 2", "Battle 1"]);
      expect(last.battlePage.older).toBeNull();
      expect(last.battlePage.newer).not.toBeNull();
      // past the last page: nothing, and the way back
      const past = await read(0, {
        older: decodeCursor(`${last.battles[4]!.playedOn.getTime()}.${last.battles[4]!.createdAt.getTime()}.${last.battles[4]!.id}`)!,
      });
      expect(past.battles).toEqual([]);
      const back = await read(0, { newer: decodeCursor(last.battlePage.newer!)! });
      expect(back.battles.map((b) => b.id)).toEqual(first.battles.map((b) => b.id));
      expect(back.battlePage.newer).toBeNull();
    });

    it("reading older then newer comes back to the same page, whole pages all the way through", async () => {
      const seen: string[] = [];
      let page = await read(1);
      const pages = [page];
      while (page.battlePage.older) {
        seen.push(...page.battles.map((b) => b.id));
        page = await read(1, { older: decodeCursor(page.battlePage.older)! });
        pages.push(page);
      }
      seen.push(...page.battles.map((b) => b.id));
      expect(seen).toHaveLength(200);
      expect(new Set(seen).size).toBe(200);
      expect(pages).toHaveLength(10);
      const back = await read(1, { newer: decodeCursor(pages[5]!.battlePage.newer!)! });
      expect(back.battles.map((b) => b.id)).toEqual(pages[4]!.battles.map((b) => b.id));
      expect(back.battlePage.newer).not.toBeNull();
      expect(back.battlePage.older).not.toBeNull();
    });

    it("a battle voided between two pages: no other battle skips or repeats; it leaves the confirmed list and keeps its place in the full one", async () => {
      const first = await read(1, {}, "confirmed");
      const next = await read(1, { older: decodeCursor(first.battlePage.older!)! }, "confirmed");
      const third = await read(1, { older: decodeCursor(next.battlePage.older!)! }, "confirmed");
      const victim = next.battles[3]!;
      const v = await voidBattle(dbs[1]!.db, leagues[1]!.u.organiser, {
        campaignId: leagues[1]!.campaignId,
        battleId: victim.id,
        reason: "Played with the wrong gangs",
      });
      expect(v.ok).toBe(true);
      // the reader follows the Older link they already had
      const after = await read(1, { older: decodeCursor(first.battlePage.older!)! }, "confirmed");
      expect(after.battles.map((b) => b.id)).toEqual([...next.battles.filter((b) => b.id !== victim.id), third.battles[0]!].map((b) => b.id));
      const all = await read(1, { older: decodeCursor(first.battlePage.older!)! });
      expect(all.battles.map((b) => b.id)).toContain(victim.id);
      expect(all.battles.find((b) => b.id === victim.id)).toMatchObject({ status: "void" });
    });
  });

  it("the freeze: past 5,000 history entries the charts and the timeline still show the gang as it is now", async () => {
    const [t, l] = [dbs[0]!, leagues[0]!];
    // a long history before the league's battles (the old query kept the oldest 5,000 entries only)
    const start = Date.UTC(2025, 0, 1);
    await t.db.gangEvent.createMany({
      data: Array.from({ length: 5_100 }, (_, i) => ({
        gangId: l.ownerGang,
        kind: "credits",
        summary: `Old entry ${i}`,
        creditsDelta: 0,
        balanceAfter: 910,
        rating: 0,
        createdAt: new Date(start + i * 60_000),
      })),
    });
    await playBattles(t, l, 1, 25);
    await pay(t, l, l.ownerGang, 500, "Bounty paid after the freeze");
    expect(await t.db.gangEvent.count({ where: { gangId: l.ownerGang } })).toBeGreaterThan(5_100);
    const gang = await t.db.gang.findUniqueOrThrow({ where: { id: l.ownerGang } });
    const page = (await loadCampaignPage(t.db, l.campaignId, l.u.owner))!;
    const points = page.chart.points.filter((p) => p.gangId === l.ownerGang);
    expect(points[points.length - 1]).toMatchObject({ t: Date.parse(dateOf(25)), credits: gang.credits });
    expect(gang.credits).toBeGreaterThan(1_400);
    const timeline = (await loadGangTimeline(t.db, l.campaignId, l.ownerGang, l.u.other))!;
    expect(timeline.entries[0]).toMatchObject({ summary: "Bounty paid after the freeze", credits: gang.credits });
    // its pages go all the way back to the oldest entry
    let older = timeline.older;
    let last = timeline.entries[timeline.entries.length - 1]!;
    let pages = 1;
    while (older) {
      const next = (await loadGangTimeline(t.db, l.campaignId, l.ownerGang, l.u.other, decodeCursor(older)!))!;
      last = next.entries[next.entries.length - 1]!;
      older = next.older;
      pages++;
    }
    expect(pages).toBeGreaterThan(100);
    expect(last.summary).toBe("Old entry 0");
  }, 120_000);

  it("a timeline is read only by whoever may see the campaign, and only for a gang in it", async () => {
    const [t, l] = [dbs[0]!, leagues[0]!];
    expect(await loadGangTimeline(t.db, l.campaignId, l.ownerGang, l.u.outsider)).toBeNull();
    expect(await loadGangTimeline(t.db, l.campaignId, l.ownerGang, null)).toBeNull();
    const stray = (await createGangWithRoster(t.db, l.u.outsider, { name: "Stray", house: "", credits: 0 })).id;
    expect(await loadGangTimeline(t.db, l.campaignId, stray, l.u.owner)).toBeNull();
    expect(await loadGangTimeline(t.db, l.campaignId, l.otherGang, l.u.owner)).toMatchObject({ gang: { name: "Other Gang" } });
  });

  it("the gang page's history comes a page at a time, newest first, without a gap or a repeat between pages", async () => {
    const [t, l] = [dbs[1]!, leagues[1]!];
    const first = (await loadGangPage(t.db, l.ownerGang, l.u.owner))!;
    expect(first.events).toHaveLength(HISTORY_ENTRIES);
    const second = (await loadGangPage(t.db, l.ownerGang, l.u.owner, decodeCursor(first.olderHistory!)!))!;
    const all = await t.db.gangEvent.findMany({
      where: { gangId: l.ownerGang },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 2 * HISTORY_ENTRIES,
      select: { id: true },
    });
    expect([...first.events, ...second.events].map((e) => e.id)).toEqual(all.map((e) => e.id));
  });
});

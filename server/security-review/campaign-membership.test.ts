// Joining campaigns and deleting gangs: check-then-write races and the retired-gang rule.
// The two race tests can only fail where transactions really run side by side: on PostgreSQL
// (run with TEST_POSTGRES_URL set, as .ci/run does). On SQLite the adapter runs one transaction
// at a time, so they pass there whatever the code does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBattleSchema } from "@/lib/contracts/campaign";
import { createCampaign, joinCampaign, recordBattle } from "../campaigns/mutations";
import { deleteOwnGang } from "../gangs/mutations";
import { createGangWithRoster } from "../rosters/store";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { CAMPAIGN_INPUT } from "../testing/league";
import { gangState, inviteCode, league, noDetails, users } from "./fixtures";

describe.each(testDatabases())("campaign membership on $name", (factory) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await factory.create();
  });
  afterAll(() => t?.drop());

  it("a retired gang is read-only: it cannot join a campaign, and nothing changes", async () => {
    const l = await league(t.db, { emptyRosters: true });
    const { joiner } = await users(t.db, "joiner");
    const gang = (await createGangWithRoster(t.db, joiner, { name: "Old Timers", house: "", credits: 500 })).id;
    await t.db.gang.update({ where: { id: gang }, data: { retired: true } });
    const before = await gangState(t.db, gang);
    const r = await joinCampaign(t.db, joiner, await inviteCode(t.db, l.campaignId), gang);
    expect(r).toMatchObject({ ok: false });
    expect(await gangState(t.db, gang)).toEqual(before);
    expect(await t.db.campaignMember.count({ where: { campaignId: l.campaignId, userId: joiner } })).toBe(0);
  });

  it("a gang plays in one campaign: joining two campaigns at the same moment lets exactly one join succeed, with one membership and one feed entry", async () => {
    const u = await users(t.db, "org", "player");
    for (let i = 0; i < 5; i++) {
      const a = (await createCampaign(t.db, u.org, { ...CAMPAIGN_INPUT, name: `A${i}` })).id;
      const b = (await createCampaign(t.db, u.org, { ...CAMPAIGN_INPUT, name: `B${i}` })).id;
      const gang = (await createGangWithRoster(t.db, u.player, { name: `Double Agent ${i}`, house: "", credits: 0 })).id;
      const [ca, cb] = [await inviteCode(t.db, a), await inviteCode(t.db, b)];
      const results = await Promise.all([joinCampaign(t.db, u.player, ca, gang), joinCampaign(t.db, u.player, cb, gang)]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      // the campaign the gang is not in must not list the player nor say the gang joined it
      const home = (await t.db.gang.findUniqueOrThrow({ where: { id: gang } })).campaignId!;
      const away = home === a ? b : a;
      expect(await t.db.activityEvent.count({ where: { campaignId: away, kind: "join" } })).toBe(0);
      expect(await t.db.campaignMember.count({ where: { campaignId: away, userId: u.player } })).toBe(0);
    }
  });

  it("a gang that fought campaign battles cannot be deleted: a delete racing a battle being recorded never leaves a battle with a side missing", async () => {
    const u = await users(t.db, "org", "deleter", "recorder");
    const campaignId = (await createCampaign(t.db, u.org, { ...CAMPAIGN_INPUT, name: "Race League" })).id;
    const code = await inviteCode(t.db, campaignId);
    const stayer = (await createGangWithRoster(t.db, u.recorder, { name: "Stayer", house: "", credits: 0 })).id;
    await joinCampaign(t.db, u.recorder, code, stayer);
    for (let i = 0; i < 40; i++) {
      const gang = (await createGangWithRoster(t.db, u.deleter, { name: `Leaver ${i}`, house: "", credits: 0 })).id;
      await joinCampaign(t.db, u.deleter, code, gang);
      const input = recordBattleSchema.parse({
        campaignId,
        playedOn: "2026-01-01",
        scenario: `Race ${i}`,
        notes: "",
        source: "manual",
        gangs: [
          { gangId: stayer, result: "won", bottledOut: false, ...noDetails },
          { gangId: gang, result: "lost", bottledOut: false, ...noDetails },
        ],
      });
      await Promise.all([
        new Promise((r) => setTimeout(r, i % 8)).then(() => deleteOwnGang(t.db, gang, u.deleter)),
        recordBattle(t.db, u.recorder, input).catch(() => null), // losing to the delete is fine
      ]);
    }
    const battles = await t.db.battle.findMany({ where: { campaignId }, select: { scenario: true, _count: { select: { gangs: true } } } });
    expect(battles.filter((b) => b._count.gangs < 2).map((b) => b.scenario)).toEqual([]);
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordBattleInput } from "@/lib/contracts/campaign";
import { demoRoster } from "@/scripts/demo-rosters";
import { createUser } from "../accounts/mutations";
import { createGangWithRoster } from "../rosters/store";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { createCampaign, recordBattle } from "./mutations";
import { sendPlayedBattle } from "./played-battle";
import { CAMPAIGN_INPUT } from "@/server/testing/league";

describe.each(testDatabases())("a battle sent from the battle screen on $name", (factory) => {
  let t: TestDatabase;
  let userId = "",
    campaignId = "",
    a = "",
    b = "",
    truck = "";
  const record = (scenario: string): RecordBattleInput => ({
    campaignId,
    playedOn: new Date().toISOString().slice(0, 10),
    scenario,
    notes: "",
    source: "battle-screen",
    gangs: [
      {
        gangId: a,
        result: "won",
        bottledOut: false,
        fighters: [],
        vehicles: [{ vehicleId: truck, crippled: false, wrecked: false, immobilised: false, damagingRams: 1, runOver: 0 }],
      },
      { gangId: b, result: "lost", bottledOut: true, fighters: [], vehicles: [] },
    ],
  });
  beforeAll(async () => {
    t = await factory.create();
    const u = await createUser(t.db, { name: "Org", email: "org@example.com", password: "password1" });
    if (!u.ok) throw new Error("user");
    userId = u.id;
    campaignId = (await createCampaign(t.db, userId, { ...CAMPAIGN_INPUT, name: "Screen" })).id;
    const ra = demoRoster("Alpha", []);
    truck = ra.vehicles[0]!.id;
    a = (await createGangWithRoster(t.db, userId, { name: "Alpha", house: "", credits: 0 }, ra)).id;
    b = (await createGangWithRoster(t.db, userId, { name: "Bravo", house: "", credits: 0 }, demoRoster("Bravo", []))).id;
    await t.db.gang.updateMany({ where: { id: { in: [a, b] } }, data: { campaignId } });
  });
  afterAll(() => t?.drop());

  it("records a pending battle from the screen with the driver's ram counted on the truck's row", async () => {
    const clientKey = randomUUID();
    const r = await sendPlayedBattle(t.db, userId, { clientKey, startedAt: new Date(Date.now() - 60_000).toISOString(), record: record("Screen fight") });
    expect(r.ok).toBe(true);
    const battle = await t.db.battle.findUniqueOrThrow({ where: { clientKey }, include: { gangs: true } });
    expect([battle.status, battle.source]).toEqual(["pending", "battle-screen"]);
    const details = JSON.parse(battle.gangs.find((g) => g.gangId === a)!.details) as { vehicles: { damagingRams: number }[] };
    expect(details.vehicles[0]!.damagingRams).toBe(1);
  });

  it("a retried send with the same key is refused with the reason and records nothing more, also when both arrive at once", async () => {
    const clientKey = randomUUID();
    const input = { clientKey, startedAt: new Date(Date.now() - 60_000).toISOString(), record: record("Sent twice") };
    const [x, y] = await Promise.all([sendPlayedBattle(t.db, userId, input), sendPlayedBattle(t.db, userId, input)]);
    expect([x, y].filter((r) => r.ok)).toHaveLength(1);
    const again = await sendPlayedBattle(t.db, userId, input);
    expect(again).toMatchObject({ ok: false, code: "CONFLICT", message: expect.stringMatching(/already sent from the battle screen/) });
    expect(await t.db.battle.count({ where: { scenario: "Sent twice" } })).toBe(1);
  });

  it("ruling: the same gangs recorded by hand after the device's battle started refuse the send, naming that record", async () => {
    const startedAt = new Date(Date.now() - 1000).toISOString();
    const byHand = await recordBattle(t.db, userId, { ...record("Typed by hand"), source: "manual" });
    expect(byHand.ok).toBe(true);
    const before = await t.db.battle.count();
    const r = await sendPlayedBattle(t.db, userId, { clientKey: randomUUID(), startedAt, record: record("From the phone") });
    expect(r).toMatchObject({ ok: false, code: "REFUSED", message: expect.stringMatching(/already recorded by hand \("Typed by hand"/) });
    expect(await t.db.battle.count()).toBe(before);
  });

  it("an outsider's send is refused as any record would be, and writes nothing", async () => {
    const o = await createUser(t.db, { name: "Nosy", email: "nosy@example.com", password: "password1" });
    if (!o.ok) throw new Error("user");
    const r = await sendPlayedBattle(t.db, o.id, { clientKey: randomUUID(), startedAt: new Date().toISOString(), record: record("Spying") });
    expect(r).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await t.db.battle.count({ where: { scenario: "Spying" } })).toBe(0);
  });
});

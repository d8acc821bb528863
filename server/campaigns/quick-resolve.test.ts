import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportGang } from "@/lib/export/gang-export";
import { resolveSkirmish } from "@/lib/skirmish/resolve";
import { demoRoster } from "@/scripts/demo-rosters";
import { createUser } from "../accounts/mutations";
import { createGangWithRoster } from "../rosters/store";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { createCampaign } from "./mutations";
import { recordQuickResolve } from "./quick-resolve";

describe.each(testDatabases())("quick-resolve to battle record on $name", (factory) => {
  let t: TestDatabase;
  let userId = "", campaignId = "", a = "", b = "";
  const ra = demoRoster("Alpha", []), rb = demoRoster("Bravo", []);
  beforeAll(async () => {
    t = await factory.create();
    const u = await createUser(t.db, { name: "Org", email: "org@example.com", password: "password1" });
    if (!u.ok) throw new Error("user");
    userId = u.id;
    campaignId = (await createCampaign(t.db, userId, { name: "Q", description: "", houseRules: "", startsOn: "", endsOn: "", startingCredits: 1000, isPublic: false, pointsWin: 3, pointsDraw: 1, pointsLoss: 0 })).id;
    a = (await createGangWithRoster(t.db, userId, { name: "Alpha", house: "", credits: 0 }, ra)).id;
    b = (await createGangWithRoster(t.db, userId, { name: "Bravo", house: "", credits: 0 }, rb)).id;
    await t.db.gang.updateMany({ where: { id: { in: [a, b] } }, data: { campaignId } });
  });
  afterAll(() => t?.drop());

  it.each(["rotgb", "bench", "bang"] as const)("%s: the recorded battle is the replayed game (same seed, same winner and casualties)", async (system) => {
    const r = await recordQuickResolve(t.db, userId, { campaignId, system, gangIds: [a, b], seed: "42", scenario: "Paper fight" });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const expected = resolveSkirmish({ system, seed: "42", gangs: [exportGang({ name: "Alpha", house: "" }, ra), exportGang({ name: "Bravo", house: "" }, rb)] });
    const battle = await t.db.battle.findUniqueOrThrow({ where: { id: r.data.battleId }, include: { gangs: true } });
    expect(battle.source).toBe("quick-resolve");
    const sideA = battle.gangs.find((g) => g.gangId === a)!;
    const winner = expected.outcome.winner === null ? null : expected.sides.indexOf(expected.outcome.winner);
    expect(sideA.result).toBe(winner === null ? "draw" : winner === 0 ? "won" : "lost");
    const details = JSON.parse(sideA.details) as { fighters: { fighterId: string; outOfAction: boolean }[]; vehicles: { vehicleId: string; crippled: boolean }[] };
    expect(details.fighters.filter((f) => f.outOfAction).map((f) => f.fighterId).sort()).toEqual([...expected.casualties[0]!.fightersOutOfAction].sort());
    expect(details.vehicles.filter((v) => v.crippled).map((v) => v.vehicleId).sort()).toEqual([...expected.casualties[0]!.vehiclesCrippled].sort());
  });

  it("gangs outside the campaign are refused", async () => {
    const stray = (await createGangWithRoster(t.db, userId, { name: "Stray", house: "", credits: 0 })).id;
    expect(await recordQuickResolve(t.db, userId, { campaignId, system: "rotgb", gangIds: [a, stray], seed: "1", scenario: "x" })).toMatchObject({ ok: false, code: "INVALID_INPUT" });
  });
});

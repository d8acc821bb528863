import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportGang } from "@/lib/export/gang-export";
import { DUPLICATE_GANG_MESSAGE } from "@/lib/contracts/quick-resolve";
import { NO_RULES } from "@/lib/contracts/rotgb-rules-schema";
import { resolveSkirmish, type SkirmishRequest } from "@/lib/skirmish/resolve";
import { demoRoster } from "@/scripts/demo-rosters";
import { createUser } from "../accounts/mutations";
import { createGangWithRoster } from "../rosters/store";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { createCampaign } from "./mutations";
import { recordQuickResolve } from "./quick-resolve";
import { CAMPAIGN_INPUT } from "@/server/testing/league";

describe.each(testDatabases())("quick-resolve to battle record on $name", (factory) => {
  let t: TestDatabase;
  let userId = "",
    campaignId = "",
    a = "",
    b = "",
    c = "";
  const ra = demoRoster("Alpha", []),
    rb = demoRoster("Bravo", []),
    rc = demoRoster("Charlie", []);
  beforeAll(async () => {
    t = await factory.create();
    const u = await createUser(t.db, { name: "Org", email: "org@example.com", password: "password1" });
    if (!u.ok) throw new Error("user");
    userId = u.id;
    campaignId = (await createCampaign(t.db, userId, { ...CAMPAIGN_INPUT, name: "Q" })).id;
    a = (await createGangWithRoster(t.db, userId, { name: "Alpha", house: "", credits: 0 }, ra)).id;
    b = (await createGangWithRoster(t.db, userId, { name: "Bravo", house: "", credits: 0 }, rb)).id;
    c = (await createGangWithRoster(t.db, userId, { name: "Charlie", house: "", credits: 0 }, rc)).id;
    await t.db.gang.updateMany({ where: { id: { in: [a, b, c] } }, data: { campaignId } });
  });
  afterAll(() => t?.drop());

  it.each(["rotgb", "bench", "bang"] as const)("%s: the recorded battle is the replayed game (same seed, same winner and casualties)", async (system) => {
    const r = await recordQuickResolve(t.db, userId, { campaignId, system, gangIds: [a, b], seed: "42", scenario: "Paper fight" });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const expected = resolveSkirmish({
      system,
      seed: "42",
      gangs: [exportGang({ name: "Alpha", house: "" }, ra), exportGang({ name: "Bravo", house: "" }, rb)],
    });
    const battle = await t.db.battle.findUniqueOrThrow({ where: { id: r.data.battleId }, include: { gangs: true } });
    expect(battle.source).toBe("quick-resolve");
    const sideA = battle.gangs.find((g) => g.gangId === a)!;
    const winner = expected.outcome.winner === null ? null : expected.sides.indexOf(expected.outcome.winner);
    expect(sideA.result).toBe(winner === null ? "draw" : winner === 0 ? "won" : "lost");
    const details = JSON.parse(sideA.details) as {
      fighters: { fighterId: string; outOfAction: boolean }[];
      vehicles: { vehicleId: string; crippled: boolean }[];
    };
    expect(
      details.fighters
        .filter((f) => f.outOfAction)
        .map((f) => f.fighterId)
        .sort(),
    ).toEqual([...expected.casualties[0]!.fightersOutOfAction].sort());
    expect(
      details.vehicles
        .filter((v) => v.crippled)
        .map((v) => v.vehicleId)
        .sort(),
    ).toEqual([...expected.casualties[0]!.vehiclesCrippled].sort());
  });

  it("an outsider, or a player recording other players' gangs, is refused before any roster is read, and nothing is written", async () => {
    const outsider = await createUser(t.db, { name: "Nosy", email: "nosy@example.com", password: "password1" });
    if (!outsider.ok) throw new Error("user");
    const before = await t.db.battle.count();
    // rules that would fail, naming the gangs' units, if the rosters were read first
    const bad = { ...NO_RULES, fronts: "north, south", allow: { north: ["truck"], south: ["truck"] } };
    const r = await recordQuickResolve(t.db, outsider.id, { campaignId, system: "rotgb", gangIds: [a, b], seed: "1", scenario: "Spying", rules: bad });
    expect(r).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(JSON.stringify(r)).not.toMatch(/Alpha|Bravo/);
    await t.db.campaignMember.create({ data: { campaignId, userId: outsider.id, role: "player" } });
    const member = await recordQuickResolve(t.db, outsider.id, {
      campaignId,
      system: "rotgb",
      gangIds: [a, b],
      seed: "1",
      scenario: "Not my gangs",
      rules: bad,
    });
    expect(member).toMatchObject({ ok: false, code: "NOT_FOUND", message: "Players record battles their own gang fought." });
    expect(await t.db.battle.count()).toBe(before);
  });

  describe("Roll Out the (Gun) Barrels with rules in play (fronts and handicapping)", () => {
    const rules = { ...NO_RULES, fronts: "north, south", handicap: true };
    const options = { rotgb: { fronts: ["north", "south"], handicap: true } };
    const play = (seed: string, opts?: SkirmishRequest["options"]) =>
      resolveSkirmish({
        system: "rotgb",
        seed,
        gangs: [exportGang({ name: "Alpha", house: "" }, ra), exportGang({ name: "Bravo", house: "" }, rb)],
        ...(opts && { options: opts }),
      });
    const differs = (seed: string) => {
      const [ruled, plain] = [play(seed, options), play(seed)];
      return ruled.outcome.winner !== plain.outcome.winner || JSON.stringify(ruled.casualties) !== JSON.stringify(plain.casualties);
    };

    it("the recorded battle is the game replayed with those rules, which differs from the default rules, and the notes name them", async () => {
      // a seed where the rules change the game, so a server that ignored them would fail here
      const seed = Array.from({ length: 50 }, (_, i) => String(i)).find(differs);
      expect(seed).toBeDefined();
      const r = await recordQuickResolve(t.db, userId, { campaignId, system: "rotgb", gangIds: [a, b], seed: seed!, scenario: "Two fronts", rules });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const expected = play(seed!, options);
      const battle = await t.db.battle.findUniqueOrThrow({ where: { id: r.data.battleId }, include: { gangs: true } });
      expect(battle.notes).toBe(
        `Quick-resolved with Roll Out the (Gun) Barrels, seed ${seed} (rules: fronts: north, south; handicapping)${expected.outcome.verdict ? `: ${expected.outcome.verdict}` : ""}.`,
      );
      battle.gangs.forEach((side) => {
        const i = side.gangId === a ? 0 : 1;
        const winner = expected.outcome.winner === null ? null : expected.sides.indexOf(expected.outcome.winner);
        expect(side.result).toBe(winner === null ? "draw" : winner === i ? "won" : "lost");
        const details = JSON.parse(side.details) as {
          fighters: { fighterId: string; outOfAction: boolean }[];
          vehicles: { vehicleId: string; crippled: boolean }[];
        };
        expect(
          details.fighters
            .filter((f) => f.outOfAction)
            .map((f) => f.fighterId)
            .sort(),
        ).toEqual([...expected.casualties[i]!.fightersOutOfAction].sort());
        expect(
          details.vehicles
            .filter((v) => v.crippled)
            .map((v) => v.vehicleId)
            .sort(),
        ).toEqual([...expected.casualties[i]!.vehiclesCrippled].sort());
      });
    });

    it("with reinforcements the notes name who waited in reserve, as the Skirmish page does", async () => {
      const r = await recordQuickResolve(t.db, userId, {
        campaignId,
        system: "rotgb",
        gangIds: [a, b],
        seed: "5",
        scenario: "Late arrivals",
        rules: { ...NO_RULES, reinforcements: "2" },
      });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const battle = await t.db.battle.findUniqueOrThrow({ where: { id: r.data.battleId } });
      expect(battle.notes).toMatch(
        /^Quick-resolved with Roll Out the \(Gun\) Barrels, seed 5 \(rules: reinforcements: one unit every 2 turns; in reserve: Alpha: [^;]+; Bravo: [^)]+\)/,
      );
    });

    it.each([
      [{ fronts: "north" }, "rules.fronts", "Name 2 to 30 fronts"],
      [{ fronts: "north, south", allow: { north: ["tank"] } }, "rules.allow.north", '"tank" is not a unit type'],
      [{ reinforcements: "0" }, "rules.reinforcements", "A whole number of turns from 1 to 1,000"],
    ] as const)("refuses the rules %j under the field, and writes nothing", async (change, field, message) => {
      const before = await t.db.battle.count({ where: { campaignId } });
      const r = await recordQuickResolve(t.db, userId, {
        campaignId,
        system: "rotgb",
        gangIds: [a, b],
        seed: "7",
        scenario: "Bad rules",
        rules: { ...NO_RULES, ...change },
      });
      expect(r).toMatchObject({ ok: false, code: "INVALID_INPUT" });
      if (!r.ok) {
        expect(r.fieldErrors?.[field]?.[0]).toContain(message);
        expect(r.message).toContain(message);
      }
      expect(await t.db.battle.count({ where: { campaignId } })).toBe(before);
    });
  });

  describe("three gangs in two alliances (002 Alliances)", () => {
    const rules = { ...NO_RULES, alliances: true, allianceOf: [1, 2, 2] };
    const options = { rotgb: { alliances: true }, mapping: { rotgb: { alliances: ["Alliance 1", "Alliance 2", "Alliance 2"] } } };
    const exports = () => [
      exportGang({ name: "Alpha", house: "" }, ra),
      exportGang({ name: "Bravo", house: "" }, rb),
      exportGang({ name: "Charlie", house: "" }, rc),
    ];
    const play = (seed: string, opts?: SkirmishRequest["options"]) =>
      resolveSkirmish({ system: "rotgb", seed, gangs: exports(), ...(opts && { options: opts }) });

    it("records the game replayed with alliances: both gangs of the winning alliance won, with each gang's own casualties", async () => {
      // a seed where Bravo and Charlie's alliance wins and the alliances change the game, so a server
      // that ignored them, or named one winner only, would fail here
      const seed = Array.from({ length: 100 }, (_, i) => String(i)).find((s) => {
        const [allied, plain] = [play(s, options), play(s)];
        return (
          allied.outcome.winner === "Alliance 2" && (plain.outcome.winner !== null || JSON.stringify(allied.casualties) !== JSON.stringify(plain.casualties))
        );
      });
      expect(seed).toBeDefined();
      const r = await recordQuickResolve(t.db, userId, { campaignId, system: "rotgb", gangIds: [a, b, c], seed: seed!, scenario: "Three-way", rules });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const expected = play(seed!, options);
      const battle = await t.db.battle.findUniqueOrThrow({ where: { id: r.data.battleId }, include: { gangs: true } });
      expect(battle.notes).toBe(
        `Quick-resolved with Roll Out the (Gun) Barrels, seed ${seed} (rules: alliances: Alliance 1 (Alpha) against Alliance 2 (Bravo, Charlie))${expected.outcome.verdict ? `: ${expected.outcome.verdict}` : ""}.`,
      );
      expect(Object.fromEntries(battle.gangs.map((g) => [g.gangId, g.result]))).toEqual({ [a]: "lost", [b]: "won", [c]: "won" });
      [a, b, c].forEach((id, i) => {
        const details = JSON.parse(battle.gangs.find((g) => g.gangId === id)!.details) as {
          fighters: { fighterId: string; outOfAction: boolean }[];
          vehicles: { vehicleId: string; crippled: boolean }[];
        };
        expect(
          details.fighters
            .filter((f) => f.outOfAction)
            .map((f) => f.fighterId)
            .sort(),
        ).toEqual([...expected.casualties[i]!.fightersOutOfAction].sort());
        expect(
          details.vehicles
            .filter((v) => v.crippled)
            .map((v) => v.vehicleId)
            .sort(),
        ).toEqual([...expected.casualties[i]!.vehiclesCrippled].sort());
      });
      const activity = await t.db.activityEvent.findFirstOrThrow({ where: { campaignId, summary: { startsWith: "Three-way" } } });
      expect(activity.summary).toBe("Three-way: Alpha v Bravo v Charlie, Bravo and Charlie won (awaiting confirmation)");
    });

    it("refuses a gang chosen twice under the repeated gang's field, and writes nothing", async () => {
      const before = await t.db.battle.count({ where: { campaignId } });
      const r = await recordQuickResolve(t.db, userId, { campaignId, system: "rotgb", gangIds: [a, b, a], seed: "3", scenario: "Twice", rules });
      expect(r).toMatchObject({ ok: false, code: "INVALID_INPUT", fieldErrors: { "gangIds.2": [DUPLICATE_GANG_MESSAGE] } });
      expect(await t.db.battle.count({ where: { campaignId } })).toBe(before);
      expect(await t.db.activityEvent.count({ where: { campaignId, summary: { startsWith: "Twice" } } })).toBe(0);
    });
  });

  it("gangs outside the campaign are refused", async () => {
    const stray = (await createGangWithRoster(t.db, userId, { name: "Stray", house: "", credits: 0 })).id;
    expect(await recordQuickResolve(t.db, userId, { campaignId, system: "rotgb", gangIds: [a, stray], seed: "1", scenario: "x" })).toMatchObject({
      ok: false,
      code: "INVALID_INPUT",
    });
  });
});

// 003 Permanent damage, DESTROYED, the other half: the Spikes bottle out with their truck crippled;
// the Grunts held the field and may leave a fighter behind to strip the wreck. Every order of the
// two post-games, and every undo, keeps both gangs consistent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { readRoster } from "../rosters/store";
import { applyPostgame, previewPostgame } from "./apply";
import { undoPostgame } from "./undo";
import { loadPostgamePage } from "./queries";
import { answers, league, TEST_SECRET, type League } from "./fixtures";
import type { Db } from "../prisma";

const opts = { secret: TEST_SECRET };
const vehicle = (vehicleId: string, crippled = false) => ({ vehicleId, crippled, wrecked: false, immobilised: false, damagingRams: 0, runOver: 0 });

/** Grunts won and held the field; the Spikes bottled out with their truck crippled. */
async function spikesBottleOut(db: Db, l: League): Promise<string> {
  const b = await db.battle.create({
    data: {
      campaignId: l.campaignId,
      playedOn: new Date("2026-03-01"),
      scenario: "Scrap Run",
      status: "confirmed",
      recordedById: l.owner,
      gangs: {
        create: [
          { gangId: l.gangId, result: "won", bottledOut: false, details: JSON.stringify({ fighters: [], vehicles: [] }) },
          { gangId: l.rivalGangId, result: "lost", bottledOut: true, details: JSON.stringify({ fighters: [], vehicles: [vehicle("truck", true)] }) },
        ],
      },
    },
  });
  return b.id;
}

/** The Grunts won: the default pack's income for a win, paid by its own step in every post-game. */
const WIN_INCOME = 30;

describe.each(testDatabases())("003 Destroyed: the gang that held the field strips the other's wreck, on $name", (factory) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await factory.create();
  });
  afterAll(() => t?.drop());

  const gang = async (gangId: string) => {
    const g = await t.db.gang.findUniqueOrThrow({ where: { id: gangId }, include: { roster: true } });
    return { credits: g.credits, version: g.version, roster: readRoster(g.roster!.document) };
  };
  const page = async (l: League, battleId: string, gangId: string, who: string) =>
    (await loadPostgamePage(t.db, { campaignId: l.campaignId, battleId, gangId }, who))!;
  const rolls = (battleId: string) => t.db.wreckRoll.findMany({ where: { battleId } });
  /** The Spikes' own post-game: their truck's permanent damage, dice as given. */
  const spikes = async (l: League, battleId: string, faces: string) => {
    const input = {
      ...answers(l, battleId, (await gang(l.rivalGangId)).version),
      gangId: l.rivalGangId,
      injuries: [],
      permanentDamage: [{ vehicleId: "truck", benchFighterId: "", stripperId: "", mode: "manual" as const, faces }],
    };
    return applyPostgame(t.db, l.rival, input, opts);
  };
  /** The Grunts' post-game: strip the Spikes' truck with `stripperId`, dice as given. */
  const gruntsInput = async (l: League, battleId: string, faces: string, stripperId = "f4") => ({
    ...answers(l, battleId, (await gang(l.gangId)).version),
    permanentDamage: [],
    injuries: [],
    wreckStrips: [{ gangId: l.rivalGangId, vehicleId: "truck", stripperId, mode: "manual" as const, faces }],
  });
  const grunts = async (l: League, battleId: string, faces: string, stripperId = "f4") =>
    applyPostgame(t.db, l.owner, await gruntsInput(l, battleId, faces, stripperId), opts);

  it("the wreck's gang first: D66 6,4 = 64 DESTROYED, then the Grunts strip it for 2D6 3+5 = 80 credits and Snag misses the next game", async () => {
    const l = await league(t.db);
    const battleId = await spikesBottleOut(t.db, l);
    // ruling: the Spikes bottled out, so they can't strip their own wreck
    expect((await page(l, battleId, l.rivalGangId, l.rival)).plan.otherGangBottledOut).toBe(false);
    expect(await spikes(l, battleId, "6 4")).toMatchObject({ ok: true });
    expect((await gang(l.rivalGangId)).roster.vehicles.find((v) => v.id === "truck")!.status).toBe("destroyed");
    expect(await rolls(battleId)).toMatchObject([
      { gangId: l.rivalGangId, vehicleId: "truck", faces: "[6,4]", result: "destroyed", rolledByGangId: l.rivalGangId, strippedByGangId: null },
    ]);

    const plan = (await page(l, battleId, l.gangId, l.owner)).plan;
    expect(plan.wrecksToStrip).toEqual([
      {
        ownerGangId: l.rivalGangId,
        ownerGangName: "Spikes",
        vehicleId: "truck",
        vehicleName: "Spikes Truck",
        known: { faces: [6, 4], result: "destroyed", rolledBy: "Spikes", strippedBy: null },
      },
    ]);
    const before = await gang(l.gangId);
    const r = await grunts(l, battleId, "3 5");
    expect(r).toMatchObject({ ok: true });
    const after = await gang(l.gangId);
    expect(after.credits).toBe(before.credits + 80 + WIN_INCOME);
    expect(after.roster.ledger.at(-2)).toMatchObject({ reason: "Stripped the wreck of Spikes Truck (Spikes)", amount: 80 });
    expect(after.roster.fighters.find((f) => f.id === "f4")!.missesNextBattle).toBe("Left behind to strip Spikes Truck (Spikes)");
    expect((await rolls(battleId))[0]!.strippedByGangId).toBe(l.gangId);
  });

  it("the Grunts first: they roll the Spikes' D66 6,5 = 65 DESTROYED and strip it (2D6 2+2 = 40); the Spikes' post-game then uses that roll whatever they type", async () => {
    const l = await league(t.db);
    const battleId = await spikesBottleOut(t.db, l);
    expect((await page(l, battleId, l.gangId, l.owner)).plan.wrecksToStrip[0]!.known).toBeNull();
    const before = await gang(l.gangId);
    expect(await grunts(l, battleId, "6 5 2 2")).toMatchObject({ ok: true });
    expect((await gang(l.gangId)).credits).toBe(before.credits + 40 + WIN_INCOME);
    expect(await rolls(battleId)).toMatchObject([{ faces: "[6,5]", result: "destroyed", rolledByGangId: l.gangId, strippedByGangId: l.gangId }]);

    const spikesPlan = (await page(l, battleId, l.rivalGangId, l.rival)).plan;
    expect(spikesPlan.crippled[0]!.knownRoll).toEqual({ faces: [6, 5], result: "destroyed", rolledBy: "Grunts", strippedBy: "Grunts" });
    // 1,1 would be IMPROVED!: ignored, the roll made in the Grunts' post-game stands
    const r = await spikes(l, battleId, "1 1");
    expect(r).toMatchObject({ ok: true });
    const pg = await t.db.postGame.findUniqueOrThrow({ where: { battleId_gangId: { battleId, gangId: l.rivalGangId } } });
    const step = JSON.parse(pg.steps).find((s: { kind: string }) => s.kind === "permanent-damage");
    expect(step.label).toBe("Permanent damage: Spikes Truck (rolled in the post-game of Grunts)");
    expect(step.log).toEqual([{ purpose: "Permanent damage: Spikes Truck", dice: "D66", faces: [6, 5], result: 65 }]);
    expect(step.changes).toContain("Grunts left a fighter behind and stripped the wreck of Spikes Truck.");
    expect((await gang(l.rivalGangId)).roster.vehicles.find((v) => v.id === "truck")!.status).toBe("destroyed");
  });

  it("ruling: an app roll for the wreck comes from its gang's own seed, so both post-games see the same D66", async () => {
    const l = await league(t.db);
    const battleId = await spikesBottleOut(t.db, l);
    const theirs = await previewPostgame(
      t.db,
      l.rival,
      { ...answers(l, battleId, (await gang(l.rivalGangId)).version), gangId: l.rivalGangId, injuries: [] },
      opts,
    );
    const ours = await previewPostgame(
      t.db,
      l.owner,
      {
        ...answers(l, battleId, (await gang(l.gangId)).version),
        permanentDamage: [],
        injuries: [],
        wreckStrips: [{ gangId: l.rivalGangId, vehicleId: "truck", stripperId: "", mode: "app", faces: "" }],
      },
      opts,
    );
    if (!theirs.ok || !ours.ok) throw new Error(`preview failed: ${JSON.stringify([theirs, ours])}`);
    const d66 = (steps: { kind: string; log: { dice: string; faces: number[] }[] }[], kind: string) =>
      steps.find((s) => s.kind === kind)!.log.find((e) => e.dice === "D66")!.faces;
    expect(d66(ours.data.steps, "strip-wreck")).toEqual(d66(theirs.data.steps, "permanent-damage"));
  });

  it("a roll that is not DESTROYED leaves nothing to strip: Spikes roll 2,5 = 25 FIXED, and the Grunts get no strip step", async () => {
    const l = await league(t.db);
    const battleId = await spikesBottleOut(t.db, l);
    expect(await spikes(l, battleId, "2 5")).toMatchObject({ ok: true });
    const plan = (await page(l, battleId, l.gangId, l.owner)).plan;
    expect(plan.wrecksToStrip[0]!.known).toMatchObject({ result: "fixed" });
    const preview = await previewPostgame(t.db, l.owner, await gruntsInput(l, battleId, "3 5"), opts);
    expect(preview.ok && preview.data.steps.map((s) => s.kind)).not.toContain("strip-wreck");
  });

  it("the Grunts roll 3,3 = 33 FIXED in their own post-game: nothing stripped, nothing stored, and the Spikes roll for themselves", async () => {
    const l = await league(t.db);
    const battleId = await spikesBottleOut(t.db, l);
    const before = await gang(l.gangId);
    expect(await grunts(l, battleId, "3 3")).toMatchObject({ ok: true });
    expect((await gang(l.gangId)).credits).toBe(before.credits + WIN_INCOME);
    expect(await rolls(battleId)).toEqual([]);
    expect((await page(l, battleId, l.rivalGangId, l.rival)).plan.crippled[0]!.knownRoll).toBeNull();
  });

  it("undo the stripping gang after both applied: its credits go back, the roll stays for the Spikes, and the wreck can be stripped again", async () => {
    const l = await league(t.db);
    const battleId = await spikesBottleOut(t.db, l);
    await spikes(l, battleId, "6 4");
    const before = await gang(l.gangId);
    await grunts(l, battleId, "3 5");
    expect(await undoPostgame(t.db, l.organiser, { battleId, gangId: l.gangId })).toMatchObject({ ok: true });
    expect(await gang(l.gangId)).toMatchObject({ credits: before.credits, roster: before.roster });
    expect(await rolls(battleId)).toMatchObject([{ faces: "[6,4]", rolledByGangId: l.rivalGangId, strippedByGangId: null }]);
    expect(await grunts(l, battleId, "4 4")).toMatchObject({ ok: true });
    expect((await gang(l.gangId)).credits).toBe(before.credits + 80 + WIN_INCOME);
  });

  it("undo the wreck's gang after both applied: the roll the Grunts stripped stays, and the Spikes' new run uses it", async () => {
    const l = await league(t.db);
    const battleId = await spikesBottleOut(t.db, l);
    const spikesBefore = await gang(l.rivalGangId);
    await spikes(l, battleId, "6 4");
    await grunts(l, battleId, "3 5");
    expect(await undoPostgame(t.db, l.organiser, { battleId, gangId: l.rivalGangId })).toMatchObject({ ok: true });
    expect(await gang(l.rivalGangId)).toMatchObject({ credits: spikesBefore.credits, roster: spikesBefore.roster });
    expect((await page(l, battleId, l.rivalGangId, l.rival)).plan.crippled[0]!.knownRoll).toEqual({
      faces: [6, 4],
      result: "destroyed",
      rolledBy: "Spikes",
      strippedBy: "Grunts",
    });
    expect(await spikes(l, battleId, "1 1")).toMatchObject({ ok: true });
    expect((await gang(l.rivalGangId)).roster.vehicles.find((v) => v.id === "truck")!.status).toBe("destroyed");
  });

  it("undo the wreck's gang when nobody stripped: its roll goes, and it rolls afresh (6,4 then 2,5)", async () => {
    const l = await league(t.db);
    const battleId = await spikesBottleOut(t.db, l);
    await spikes(l, battleId, "6 4");
    expect(await undoPostgame(t.db, l.organiser, { battleId, gangId: l.rivalGangId })).toMatchObject({ ok: true });
    expect(await rolls(battleId)).toEqual([]);
    expect(await spikes(l, battleId, "2 5")).toMatchObject({ ok: true });
    expect((await gang(l.rivalGangId)).roster.vehicles.find((v) => v.id === "truck")!.status).not.toBe("destroyed");
  });

  it("undo the Grunts when the Spikes have not run theirs: the roll the Grunts made goes with it, and the Spikes roll for themselves", async () => {
    const l = await league(t.db);
    const battleId = await spikesBottleOut(t.db, l);
    await grunts(l, battleId, "6 5 2 2");
    expect(await undoPostgame(t.db, l.organiser, { battleId, gangId: l.gangId })).toMatchObject({ ok: true });
    expect(await rolls(battleId)).toEqual([]);
    expect((await page(l, battleId, l.rivalGangId, l.rival)).plan.crippled[0]!.knownRoll).toBeNull();
  });

  it("undo the Grunts after the Spikes applied with the Grunts' roll: the claim goes, the roll stays (the Spikes' post-game used it)", async () => {
    const l = await league(t.db);
    const battleId = await spikesBottleOut(t.db, l);
    await grunts(l, battleId, "6 5 2 2");
    await spikes(l, battleId, "1 1");
    expect(await undoPostgame(t.db, l.organiser, { battleId, gangId: l.gangId })).toMatchObject({ ok: true });
    expect(await rolls(battleId)).toMatchObject([{ faces: "[6,5]", rolledByGangId: l.gangId, strippedByGangId: null }]);
  });

  it("a typed die out of range (6,7) is refused under the wreck's field, and nothing is written", async () => {
    const l = await league(t.db);
    const battleId = await spikesBottleOut(t.db, l);
    const r = await grunts(l, battleId, "6 7 1 1");
    expect(r).toMatchObject({ ok: false, code: "INVALID_INPUT", fieldErrors: { "wreckStrips.0.faces": [expect.stringMatching(/7 is not a result of a D6/)] } });
    expect(await rolls(battleId)).toEqual([]);
  });
});

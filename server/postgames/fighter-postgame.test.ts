import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giveEquipment } from "@/lib/rules";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { changeRoster, readRoster } from "../rosters/store";
import { applyPostgame, previewPostgame } from "./apply";
import { loadPostgamePage } from "./queries";
import { undoPostgame } from "./undo";
import { answers, fate, fighterBattle, league, TEST_SECRET } from "./fixtures";

const opts = { secret: TEST_SECRET };

// The fighter half of the post-game (issue 13) with the default pack, dice typed in.
describe.each(testDatabases())("fighter post-game on $name", (factory) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await factory.create();
  });
  afterAll(() => t?.drop());

  const state = async (gangId: string) => {
    const g = await t.db.gang.findUniqueOrThrow({ where: { id: gangId }, include: { roster: true } });
    return { credits: g.credits, rating: g.rating, version: g.version, roster: readRoster(g.roster!.document) };
  };
  const f = (s: Awaited<ReturnType<typeof state>>, id: string) => s.roster.fighters.find((x) => x.id === id)!;

  it("a lasting injury, an advance and income: the summary shows each roll and its row, the apply writes exactly that, the undo restores the gang exactly", async () => {
    const l = await league(t.db);
    // Nazgrub (f1, the leader) earns 1 + 6 extra XP; Mek (f7) went out of action.
    const battleId = await fighterBattle(t.db, l, [
      { fighterId: "f1", extraXp: 6 },
      { fighterId: "f7", outOfAction: true },
    ]);
    const before = await state(l.gangId);
    const input = answers(l, battleId, before.version, {
      permanentDamage: [],
      injuries: [fate("f7", "roll", "3 1")],
      advances: [{ fighterId: "f1", how: "chosen", advancementId: "plus-ws", categoryId: "", skillId: "", mode: "app", faces: "" }],
    });

    const page = (await loadPostgamePage(t.db, { campaignId: l.campaignId, battleId, gangId: l.gangId }, l.owner))!;
    expect(page.plan.fighterHalf.experience.map((x) => [x.name, x.gained])).toEqual([
      ["Nazgrub", 7],
      ["Mek", 1],
    ]);
    expect(page.plan.fighterHalf.advances!.fighters.map((x) => x.name)).toEqual(["Nazgrub"]);

    const preview = await previewPostgame(t.db, l.owner, input, opts);
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.data.steps.map((s) => s.kind)).toEqual(["clear-marks", "fighter-experience", "lasting-injuries", "advance", "income", "wreck-and-ruin"]);
    const injury = preview.data.steps[2]!;
    expect([injury.log.map((e) => e.faces), injury.rows]).toEqual([
      [[3, 1]],
      [{ table: "Lasting injuries", dice: "D66", roll: 31, from: 31, to: 33, name: "Stiff knee" }],
    ]);
    expect(preview.data.creditsAfter - preview.data.creditsBefore).toBe(30);
    expect(await state(l.gangId)).toEqual(before); // a preview writes nothing

    expect(await applyPostgame(t.db, l.owner, input, opts)).toMatchObject({ ok: true });
    const after = await state(l.gangId);
    expect(after.roster).toEqual(preview.data.roster);
    expect([f(after, "f7").stats.M, f(after, "f7").injuries, f(after, "f7").xp]).toEqual([f(before, "f7").stats.M - 1, ["Stiff knee"], 1]);
    expect([f(after, "f1").stats.WS, f(after, "f1").xp]).toEqual([f(before, "f1").stats.WS + 1, 1]);
    expect(after.credits).toBe(before.credits + 30);
    expect(after.roster.ledger.at(-1)).toMatchObject({ reason: "Income after the battle (win)", amount: 30 });

    // the applied post-game shows the same rolls and rows, read back from the PostGame row
    const applied = (await loadPostgamePage(t.db, { campaignId: l.campaignId, battleId, gangId: l.gangId }, l.owner))!.postGame!;
    expect(applied.steps).toEqual(preview.data.steps);

    expect(await undoPostgame(t.db, l.organiser, { battleId, gangId: l.gangId })).toMatchObject({ ok: true });
    const undone = await state(l.gangId);
    expect({ ...undone, version: 0 }).toEqual({ ...before, version: 0 });

    // run again after the undo: the same answers give the same gang
    expect(await applyPostgame(t.db, l.owner, { ...input, version: undone.version }, opts)).toMatchObject({ ok: true });
    expect((await state(l.gangId)).roster).toEqual(after.roster);
  });

  it("a fighter who dies of his roll leaves his kit in the stash and his gunner's seat empty (003 notice); the undo gives both back", async () => {
    const l = await league(t.db);
    const given = await changeRoster(t.db, {
      gangId: l.gangId,
      actorId: l.owner,
      kind: "equipment",
      summary: "kit",
      change: (r) => giveEquipment(r, "f2", { name: "Stub gun", cost: 5, traits: ["Sidearm"] }, false),
    });
    expect(given.ok).toBe(true);
    // Grak (f2) guns the half-track's grenade launcher.
    const battleId = await fighterBattle(t.db, l, [{ fighterId: "f2", outOfAction: true }]);
    const before = await state(l.gangId);
    const input = answers(l, battleId, before.version, { permanentDamage: [], injuries: [fate("f2", "roll", "6 6")] });
    const r = await applyPostgame(t.db, l.owner, input, opts);
    expect(r).toMatchObject({ ok: true });
    const after = await state(l.gangId);
    expect([f(after, "f2").status, f(after, "f2").equipment]).toEqual(["dead", []]);
    expect(after.roster.stash.map((s) => [s.name, s.cost, s.traits])).toEqual([["Stub gun", 5, ["Sidearm"]]]);
    const track = after.roster.vehicles.find((v) => v.id === "track")!;
    expect(track.crew.gunnerIds).toEqual([]);
    const pg = await t.db.postGame.findUniqueOrThrow({ where: { battleId_gangId: { battleId, gangId: l.gangId } } });
    const injury = (JSON.parse(pg.steps) as { kind: string; changes: string[]; notices: string[] }[]).find((s) => s.kind === "lasting-injuries")!;
    expect(injury.changes).toEqual(["Grak rolls 66 on the lasting injuries: Dead.", "Grak is dead.", "Grak's kit goes to the stash: Stub gun."]);
    expect(injury.notices[0]).toMatch(/^Grak is dead: choose a new gunner for the Grenade launcher on Grunts Half-track from /);

    expect(await undoPostgame(t.db, l.organiser, { battleId, gangId: l.gangId })).toMatchObject({ ok: true });
    expect({ ...(await state(l.gangId)), version: 0 }).toEqual({ ...before, version: 0 });
  });

  it("'died' without a roll keeps 003's crew deaths with the replacement chosen, and the kit goes to the stash too", async () => {
    const l = await league(t.db);
    await changeRoster(t.db, {
      gangId: l.gangId,
      actorId: l.owner,
      kind: "equipment",
      summary: "kit",
      change: (r) => giveEquipment(r, "f2", { name: "Stub gun", cost: 5, traits: [] }, false),
    });
    const battleId = await fighterBattle(t.db, l, [{ fighterId: "f2", outOfAction: true }]);
    const v = (await state(l.gangId)).version;
    const input = answers(l, battleId, v, {
      permanentDamage: [],
      injuries: [fate("f2", "died")],
      replacements: [{ vehicleId: "track", driverId: "", gunnerIds: ["f4"] }],
    });
    const r = await previewPostgame(t.db, l.owner, input, opts);
    if (!r.ok) throw new Error(r.message);
    expect(r.data.steps.map((s) => s.kind)).toEqual(["clear-marks", "fighter-experience", "crew-deaths", "kit-to-stash", "income", "wreck-and-ruin"]);
    expect(r.data.steps[2]!.changes).toEqual(["Grak is dead.", "Ruk replaces Grak as gunner on Grunts Half-track."]);
    expect(r.data.roster.stash.map((s) => s.name)).toEqual(["Stub gun"]);
  });

  it("an advance the fighter cannot pay for is refused under who advances, and nothing is written", async () => {
    const l = await league(t.db);
    const battleId = await fighterBattle(t.db, l, [{ fighterId: "f1" }]);
    const before = await state(l.gangId);
    const input = answers(l, battleId, before.version, {
      permanentDamage: [],
      injuries: [],
      advances: [{ fighterId: "f1", how: "chosen", advancementId: "plus-ws", categoryId: "", skillId: "", mode: "app", faces: "" }],
    });
    expect(await applyPostgame(t.db, l.owner, input, opts)).toMatchObject({
      ok: false,
      code: "REFUSED",
      fieldErrors: { "advances.0.fighterId": ["Nazgrub has 1 experience; +1 WS costs 6."] },
    });
    expect(await state(l.gangId)).toEqual(before);
    expect(await t.db.postGame.count({ where: { battleId } })).toBe(0);
  });
});

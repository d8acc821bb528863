import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adjustCredits } from "@/lib/rules";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { changeRoster, readRoster } from "../rosters/store";
import { applyPostgame, previewPostgame } from "./apply";
import { undoPostgame } from "./undo";
import { answers, battle, fate, league, TEST_SECRET, type League } from "./fixtures";

const opts = { secret: TEST_SECRET };

describe.each(testDatabases())("post-game on $name", (factory) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await factory.create();
  });
  afterAll(() => t?.drop());

  const state = async (gangId: string) => {
    const g = await t.db.gang.findUniqueOrThrow({ where: { id: gangId }, include: { roster: true } });
    return { credits: g.credits, rating: g.rating, name: g.name, roster: readRoster(g.roster!.document) };
  };
  const version = async (gangId: string) => (await t.db.gang.findUniqueOrThrow({ where: { id: gangId } })).version;
  const counts = async (l: League) => ({
    events: await t.db.gangEvent.count({ where: { gangId: l.gangId } }),
    activity: await t.db.activityEvent.count({ where: { campaignId: l.campaignId } }),
    postGames: await t.db.postGame.count({ where: { gangId: l.gangId } }),
  });

  it("entered dice giving Destroyed when the other gang bottled out: vehicle destroyed, 2D6x10 salvage, stripper misses the next battle, and undo restores the gang exactly", async () => {
    const l = await league(t.db);
    const battleId = await battle(t.db, l);
    const before = await state(l.gangId);
    const document = async () => (await t.db.roster.findUniqueOrThrow({ where: { gangId: l.gangId } })).document;
    const documentBefore = await document();
    const input = answers(l, battleId, await version(l.gangId), {
      // D66 6,4 = 64 DESTROYED; salvage 2D6 3+5 = 8 → 80 credits.
      permanentDamage: [{ vehicleId: "truck", benchFighterId: "", stripperId: "f4", mode: "manual", faces: "6 4 3 5" }],
      injuries: [fate("f7", "died")],
      credits: [{ amount: 50, reason: "Bonus" }],
    });

    const preview = await previewPostgame(t.db, l.owner, input, opts);
    expect(preview.ok).toBe(true);
    if (!preview.ok) return;
    // salvage 80, the pack's income for a win 30, the bonus 50
    expect(preview.data.creditsAfter).toBe(before.credits + 160);
    expect(preview.data.steps.map((s) => s.kind)).toEqual([
      "clear-marks",
      "fighter-experience",
      "permanent-damage",
      "crew-deaths",
      "driver-experience",
      "driver-experience",
      "income",
      "credits",
      "wreck-and-ruin",
    ]);
    expect(preview.data.steps[2]!.log.map((e) => [e.dice, e.faces, e.result])).toEqual([
      ["D66", [6, 4], 64],
      ["2D6", [3, 5], 8],
    ]);
    expect(await state(l.gangId)).toEqual(before); // preview writes nothing

    const applied = await applyPostgame(t.db, l.owner, input, opts);
    expect(applied).toMatchObject({ ok: true });
    const after = await state(l.gangId);
    const truck = after.roster.vehicles.find((v) => v.id === "truck")!;
    expect(truck.status).toBe("destroyed");
    expect(after.credits).toBe(before.credits + 80 + 30 + 50);
    expect(after.roster.ledger.slice(-3).map((e) => [e.reason, e.amount])).toEqual([
      ["Salvaged scrap from Grunts Truck", 80],
      ["Income after the battle (win)", 30],
      ["Bonus", 50],
    ]);
    const f = (id: string) => after.roster.fighters.find((x) => x.id === id)!;
    expect(f("f4").missesNextBattle).toMatch(/strip Grunts Truck/);
    expect(f("f7").status).toBe("dead");
    expect(f("f5").xp).toBe(2); // truck's driver: 1 for taking part, 1 for a damaging ram
    expect(f("f3").xp).toBe(2); // bike's driver: two foot fighters run over
    expect(after.roster).toEqual(preview.data.roster); // the applied roster equals the preview

    const pg = await t.db.postGame.findUniqueOrThrow({ where: { battleId_gangId: { battleId, gangId: l.gangId } } });
    expect(pg).toMatchObject({ status: "applied", appliedById: l.owner, versionAfter: input.version + 1 });
    expect(JSON.parse(pg.steps)[2].log[0]).toMatchObject({ dice: "D66", faces: [6, 4] });
    const event = await t.db.gangEvent.findFirstOrThrow({ where: { gangId: l.gangId, kind: "postgame" } });
    expect(event).toMatchObject({ creditsDelta: 160, balanceAfter: after.credits, arbitration: false });
    expect(await t.db.activityEvent.count({ where: { campaignId: l.campaignId, kind: "postgame" } })).toBe(1);

    const undone = await undoPostgame(t.db, l.organiser, { battleId, gangId: l.gangId });
    expect(undone).toMatchObject({ ok: true });
    expect(await state(l.gangId)).toEqual(before);
    expect(await document()).toBe(documentBefore); // the very text it had, kept as a diff, not a copy
    expect(pg.undo.length).toBeLessThan(documentBefore.length / 2);
    expect(await t.db.postGame.findUniqueOrThrow({ where: { id: pg.id } })).toMatchObject({ status: "undone", undoneById: l.organiser });
    expect(await t.db.gangEvent.count({ where: { gangId: l.gangId, kind: "postgame-undone" } })).toBe(1);

    // Run again after the undo: the same row is reused and the same dice give the same result.
    const again = await applyPostgame(t.db, l.owner, { ...input, version: await version(l.gangId) }, opts);
    expect(again).toMatchObject({ ok: true, data: { postGameId: pg.id } });
    expect((await state(l.gangId)).roster).toEqual(after.roster);
  });

  it("app dice are the same on every preview and when applied; ticking another roll does not reshuffle them", async () => {
    const l = await league(t.db);
    const battleId = await battle(t.db, l);
    // Dreg (f6) drives the half-track, which is not crippled, so his roll can't be refused.
    const input = answers(l, battleId, await version(l.gangId), { drivingSkills: [{ fighterId: "f6", gained: true, mode: "app", faces: "" }] });
    const a = await previewPostgame(t.db, l.owner, input, opts);
    const b = await previewPostgame(t.db, l.owner, input, opts);
    if (!a.ok || !b.ok) throw new Error(`preview failed: ${JSON.stringify([a, b])}`);
    expect(b.data.steps).toEqual(a.data.steps);
    expect(a.data.steps.find((s) => s.kind === "driving-skill")!.log[0]).toMatchObject({ dice: "D6", purpose: "Driving skill: Dreg" });
    const c = await previewPostgame(t.db, l.owner, { ...input, drivingSkills: [] }, opts);
    if (!c.ok) throw new Error("preview failed");
    expect(c.data.steps[1]!.log).toEqual(a.data.steps[1]!.log);
    const done = await applyPostgame(t.db, l.owner, input, opts);
    expect(done.ok).toBe(true);
    expect((await state(l.gangId)).roster).toEqual(a.data.roster);
  });

  it("dice typed in wrongly are field errors in the game's words, and nothing is written", async () => {
    const l = await league(t.db);
    const battleId = await battle(t.db, l);
    const v = await version(l.gangId);
    const pd = (faces: string, stripperId = "") =>
      answers(l, battleId, v, { permanentDamage: [{ vehicleId: "truck", benchFighterId: "", stripperId, mode: "manual", faces }] });
    expect(await previewPostgame(t.db, l.owner, pd("7 1"), opts)).toMatchObject({
      ok: false,
      code: "INVALID_INPUT",
      fieldErrors: { "permanentDamage.0.faces": ["Permanent damage: Grunts Truck: 7 is not a result of a D6 (1 to 6)."] },
    });
    expect(await previewPostgame(t.db, l.owner, pd("6"), opts)).toMatchObject({
      ok: false,
      fieldErrors: { "permanentDamage.0.faces": ["Permanent damage: Grunts Truck: more dice are needed than you entered."] },
    });
    expect(await previewPostgame(t.db, l.owner, pd("6 4", "f4"), opts)).toMatchObject({
      ok: false,
      fieldErrors: { "permanentDamage.0.faces": ["Salvage: Grunts Truck: more dice are needed than you entered."] },
    });
    const extra = await previewPostgame(t.db, l.owner, pd("2 1 5"), opts);
    expect(extra).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    if (!extra.ok) expect(extra.message).toMatch(/you entered 3 dice but only 2 were rolled/);
    // A fighter who died can't be left behind to strip the wreck.
    const dead = await previewPostgame(t.db, l.owner, { ...pd("6 4 1 1", "f7"), injuries: [fate("f7", "died")] }, opts);
    expect(dead).toMatchObject({ ok: false, fieldErrors: { "permanentDamage.0.stripperId": ["Mek died in this battle: choose someone else."] } });
    expect(await t.db.postGame.count({ where: { gangId: l.gangId } })).toBe(0);
  });

  it("003 Skills/Death: a driver who died in this post-game rolls no driving skill and gains no driver experience; the refusal fits the checkbox and the to-do names who may drive", async () => {
    const l = await league(t.db);
    // Zog (f5) drives the truck, which rammed once; he went out of action with Mek (f7).
    const battleId = await battle(t.db, l, "confirmed", ["f5", "f7"]);
    const v = await version(l.gangId);
    const injuries = [fate("f5", "died"), fate("f7", "none")];
    // D66 4,3 = 43 'ARD LOOKING: the truck stays on the roster, so it still needs a driver.
    const permanentDamage = [{ vehicleId: "truck", benchFighterId: "", stripperId: "", mode: "manual" as const, faces: "4 3" }];
    const ticked = answers(l, battleId, v, { permanentDamage, injuries, drivingSkills: [{ fighterId: "f5", gained: true, mode: "app", faces: "" }] });
    expect(await previewPostgame(t.db, l.owner, ticked, opts)).toMatchObject({
      ok: false,
      code: "INVALID_INPUT",
      fieldErrors: { "drivingSkills.0.gained": ["Zog died in this battle, so rolls no driving skill."] },
    });
    // Without the roll (the wizard no longer offers it) the post-game runs: no experience for the
    // dead driver, only for Snag on the bike, and the truck waits for a new driver.
    const r = await previewPostgame(t.db, l.owner, { ...ticked, drivingSkills: [] }, opts);
    if (!r.ok) throw new Error(r.message);
    expect(r.data.steps.filter((s) => s.kind === "driver-experience").map((s) => s.label)).toEqual(["Driver experience: Snag (Grunts Bike)"]);
    expect(r.data.steps.find((s) => s.kind === "crew-deaths")!.notices).toContain(
      "Zog is dead: choose a new driver for Grunts Truck (any living fighter who drives no other vehicle).",
    );
  });

  it("a dead gunner is replaced by the fighter the player chose, who takes over his guns", async () => {
    const l = await league(t.db);
    const battleId = await battle(t.db, l);
    const input = answers(l, battleId, await version(l.gangId), {
      injuries: [fate("f2", "died"), fate("f7", "none")],
      replacements: [
        { vehicleId: "truck", driverId: "", gunnerIds: [""] },
        { vehicleId: "track", driverId: "", gunnerIds: ["f4"] },
        { vehicleId: "bike", driverId: "", gunnerIds: [] },
      ],
    });
    const r = await previewPostgame(t.db, l.owner, input, opts);
    if (!r.ok) throw new Error(r.message);
    const track = r.data.roster.vehicles.find((v) => v.id === "track")!;
    expect(track.crew.gunnerIds).toEqual(["f4"]);
    expect(track.weapons.every((w) => w.allocatedTo?.role !== "gunner" || w.allocatedTo.fighterId === "f4")).toBe(true);
    expect(r.data.steps.find((s) => s.kind === "crew-deaths")!.changes).toEqual(["Grak is dead.", "Ruk replaces Grak as gunner on Grunts Half-track."]);
  });

  it("20 parallel applies: exactly one goes through, the rest are told it changed, credits are paid once", async () => {
    const l = await league(t.db);
    const battleId = await battle(t.db, l);
    const before = await state(l.gangId);
    const input = answers(l, battleId, await version(l.gangId), { credits: [{ amount: 100, reason: "Income" }] });
    const results = await Promise.all(Array.from({ length: 20 }, () => applyPostgame(t.db, l.owner, input, opts)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((x) => !x.ok)) {
      expect(r).toMatchObject({ ok: false });
      if (!r.ok) {
        expect(["STALE", "CONFLICT"]).toContain(r.code);
        expect(r.message).toMatch(/changed since you loaded it|already been applied/);
      }
    }
    const after = await state(l.gangId);
    // 100 entered, 30 of the pack's income for the win, and any salvage: each paid once
    expect(after.credits).toBe(
      before.credits +
        100 +
        30 +
        (after.roster.ledger.some((e) => e.reason.startsWith("Salvaged")) ? after.roster.ledger.find((e) => e.reason.startsWith("Salvaged"))!.amount : 0),
    );
    expect(after.roster.ledger.filter((e) => e.reason === "Income")).toHaveLength(1);
    expect(after.roster.ledger.filter((e) => e.reason === "Income after the battle (win)")).toHaveLength(1);
    expect(await t.db.postGame.count({ where: { gangId: l.gangId } })).toBe(1);
    expect(await t.db.gangEvent.count({ where: { gangId: l.gangId, kind: "postgame" } })).toBe(1);
    // A later apply is refused with a clear message.
    expect(await applyPostgame(t.db, l.owner, { ...input, version: await version(l.gangId) }, opts)).toMatchObject({
      ok: false,
      code: "CONFLICT",
      message: expect.stringMatching(/already been applied/),
    });
  });

  it("a crash in the middle of applying leaves the gang exactly as before", async () => {
    const l = await league(t.db);
    const battleId = await battle(t.db, l);
    const before = await state(l.gangId);
    const c = await counts(l);
    const input = answers(l, battleId, await version(l.gangId), { credits: [{ amount: 100, reason: "Income" }], injuries: [fate("f7", "died")] });
    await expect(
      applyPostgame(t.db, l.owner, input, {
        ...opts,
        beforeActivity: () => {
          throw new Error("activity insert failed");
        },
      }),
    ).rejects.toThrow("activity insert failed");
    expect(await state(l.gangId)).toEqual(before);
    expect(await version(l.gangId)).toBe(input.version);
    expect(await counts(l)).toEqual(c);
    // …and the post-game can then be applied normally.
    expect(await applyPostgame(t.db, l.owner, input, opts)).toMatchObject({ ok: true });
  });

  it("undo is refused once the gang has changed after the post-game, and a crash during undo changes nothing", async () => {
    const l = await league(t.db);
    const battleId = await battle(t.db, l);
    expect(await applyPostgame(t.db, l.owner, answers(l, battleId, await version(l.gangId)), opts)).toMatchObject({ ok: true });
    const applied = await state(l.gangId);
    await expect(
      undoPostgame(
        t.db,
        l.organiser,
        { battleId, gangId: l.gangId },
        {
          beforeActivity: () => {
            throw new Error("boom");
          },
        },
      ),
    ).rejects.toThrow("boom");
    expect(await state(l.gangId)).toEqual(applied);
    expect(await t.db.postGame.findFirstOrThrow({ where: { battleId } })).toMatchObject({ status: "applied" });
    await changeRoster(t.db, { gangId: l.gangId, actorId: l.owner, kind: "credits", summary: "x", change: (r) => adjustCredits(r, "Sold scrap", 5) });
    const changed = await state(l.gangId);
    expect(await undoPostgame(t.db, l.organiser, { battleId, gangId: l.gangId })).toEqual({
      ok: false,
      code: "CONFLICT",
      message: "The gang has changed since this post-game; undo those changes first.",
    });
    expect(await state(l.gangId)).toEqual(changed);
  });

  it("who may do what: owner and organisers run it and undo it, everyone else is refused and nothing changes", async () => {
    const l = await league(t.db);
    const battleId = await battle(t.db, l);
    const input = answers(l, battleId, await version(l.gangId));
    const before = await state(l.gangId);
    for (const who of [l.rival, l.outsider, "", "no-such-user"]) {
      expect(await previewPostgame(t.db, who, input, opts)).toMatchObject({ ok: false, code: "NOT_FOUND" });
      expect(await applyPostgame(t.db, who, input, opts)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    }
    expect(await state(l.gangId)).toEqual(before);
    // The organiser may run it for someone else's gang: marked as arbitration.
    expect(await previewPostgame(t.db, l.organiser, input, opts)).toMatchObject({ ok: true });
    expect(await applyPostgame(t.db, l.organiser, input, opts)).toMatchObject({ ok: true });
    expect(await t.db.gangEvent.findFirstOrThrow({ where: { gangId: l.gangId, kind: "postgame" } })).toMatchObject({ arbitration: true, actorId: l.organiser });
    const applied = await state(l.gangId);
    for (const who of [l.rival, l.outsider, ""])
      expect(await undoPostgame(t.db, who, { battleId, gangId: l.gangId })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await state(l.gangId)).toEqual(applied);
    // A gang that did not fight in the battle has no post-game for it.
    expect(await previewPostgame(t.db, l.organiser, { ...input, gangId: "no-such-gang" }, opts)).toMatchObject({ ok: false, code: "NOT_FOUND" });
  });

  it("ruling (issue 19): the owner undoes their own post-game until the gang's next battle is recorded; then only an organiser", async () => {
    const l = await league(t.db);
    const first = await battle(t.db, l);
    expect(await applyPostgame(t.db, l.owner, answers(l, first, await version(l.gangId)), opts)).toMatchObject({ ok: true });
    expect(await undoPostgame(t.db, l.owner, { battleId: first, gangId: l.gangId })).toMatchObject({ ok: true });
    expect(await t.db.activityEvent.findFirstOrThrow({ where: { campaignId: l.campaignId, kind: "postgame-undone" } })).toMatchObject({
      summary: "Grunts: post-game after Scrap Run undone by its owner.",
    });
    expect(await applyPostgame(t.db, l.owner, answers(l, first, await version(l.gangId)), opts)).toMatchObject({ ok: true });
    // the gang's next battle is recorded (later than the first): the owner's undo is over
    const next = await battle(t.db, l, "pending");
    await t.db.battle.update({ where: { id: next }, data: { createdAt: new Date(Date.now() + 60_000), scenario: "Rematch" } });
    const applied = await state(l.gangId);
    expect(await undoPostgame(t.db, l.owner, { battleId: first, gangId: l.gangId })).toEqual({
      ok: false,
      code: "REFUSED",
      message: "The gang's next battle (Rematch) is recorded: only an organiser can undo this post-game now.",
    });
    expect(await state(l.gangId)).toEqual(applied);
    // a voided next battle does not count
    await t.db.battle.update({ where: { id: next }, data: { status: "void" } });
    expect(await undoPostgame(t.db, l.owner, { battleId: first, gangId: l.gangId })).toMatchObject({ ok: true });
    expect(await applyPostgame(t.db, l.owner, answers(l, first, await version(l.gangId)), opts)).toMatchObject({ ok: true });
    await t.db.battle.update({ where: { id: next }, data: { status: "pending" } });
    expect(await undoPostgame(t.db, l.organiser, { battleId: first, gangId: l.gangId })).toMatchObject({ ok: true });
  });

  it("a battle not yet confirmed has no post-game", async () => {
    const l = await league(t.db);
    const battleId = await battle(t.db, l, "pending");
    expect(await previewPostgame(t.db, l.owner, answers(l, battleId, await version(l.gangId)), opts)).toMatchObject({
      ok: false,
      code: "REFUSED",
      message: expect.stringMatching(/not been confirmed/),
    });
  });

  it("a post-game against a version the gang has moved on from is STALE", async () => {
    const l = await league(t.db);
    const battleId = await battle(t.db, l);
    const input = answers(l, battleId, await version(l.gangId));
    await changeRoster(t.db, { gangId: l.gangId, actorId: l.owner, kind: "credits", summary: "x", change: (r) => adjustCredits(r, "Found", 5) });
    expect(await applyPostgame(t.db, l.owner, input, opts)).toMatchObject({
      ok: false,
      code: "STALE",
      message: expect.stringMatching(/changed since you loaded it/),
    });
  });
});

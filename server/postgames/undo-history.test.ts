// Post-games keep a diff for undo, not two copies of the roster; the roster's ledger stays bounded.
// Undo must still give back the very document the post-game started from, across ledger cuts and
// several battles undone newest first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adjustCredits, carriedCount, LEDGER_MAX } from "@/lib/rules";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { changeRoster, readRoster } from "../rosters/store";
import { applyPostgame } from "./apply";
import { undoPostgame } from "./undo";
import { answers, fighterBattle, league, TEST_SECRET, type League } from "./fixtures";

const opts = { secret: TEST_SECRET };

describe.each(testDatabases())("post-game undo data on $name", (factory) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await factory.create();
  });
  afterAll(() => t?.drop());

  const stored = async (gangId: string) => {
    const g = await t.db.gang.findUniqueOrThrow({ where: { id: gangId }, include: { roster: true } });
    const rows = await t.db.gangLedgerEntry.count({ where: { gangId } });
    return { document: g.roster!.document, credits: g.credits, rating: g.rating, name: g.name, rows };
  };
  const version = async (gangId: string) => (await t.db.gang.findUniqueOrThrow({ where: { id: gangId } })).version;
  /** A won battle for Nazgrub and Snag: experience and the pack's income, nothing crippled. */
  const play = async (l: League) => {
    const battleId = await fighterBattle(t.db, l, [{ fighterId: "f1", kills: 1 }, { fighterId: "f3" }]);
    const r = await applyPostgame(t.db, l.owner, answers(l, battleId, await version(l.gangId), { permanentDamage: [], injuries: [] }), opts);
    if (!r.ok) throw new Error(r.message);
    return battleId;
  };

  it("a post-game keeps a diff a fraction of the roster's size, and undo puts back the document byte for byte", async () => {
    const l = await league(t.db);
    const before = await stored(l.gangId);
    const battleId = await play(l);
    const pg = await t.db.postGame.findUniqueOrThrow({ where: { battleId_gangId: { battleId, gangId: l.gangId } } });
    expect(pg.afterHash).toMatch(/^[0-9a-f]{64}$/);
    expect(pg.undo.length).toBeLessThan(before.document.length / 5);
    expect([pg.creditsBefore, pg.creditsAfter]).toEqual([before.credits, before.credits + 30]);
    expect(await undoPostgame(t.db, l.organiser, { battleId, gangId: l.gangId })).toMatchObject({ ok: true });
    expect(await stored(l.gangId)).toEqual(before);
  });

  it("ruling: an organiser undoes several post-games newest first, across a ledger cut, each giving back the exact document; the oldest first is refused", async () => {
    const l = await league(t.db);
    // Fill the ledger to its limit, so the first post-game's income cuts it (entries move to rows).
    for (let i = readRoster((await stored(l.gangId)).document).ledger.length; i < LEDGER_MAX; i++) {
      const r = await changeRoster(t.db, {
        gangId: l.gangId,
        actorId: l.owner,
        kind: "credits",
        summary: "x",
        change: (x) => adjustCredits(x, `Scrap sold ${i}`, 5),
      });
      if (!r.ok) throw new Error(r.message);
    }
    const states = [];
    const battles = [];
    for (let i = 0; i < 4; i++) {
      states.push(await stored(l.gangId));
      battles.push(await play(l));
    }
    expect(states[0]!.rows).toBe(0);
    const cut = await stored(l.gangId);
    expect(cut.rows).toBeGreaterThan(0);
    expect(cut.rows).toBe(carriedCount(readRoster(cut.document).ledger));
    // the older post-games cannot be undone while a newer one stands on them
    const refused = await undoPostgame(t.db, l.organiser, { battleId: battles[0]!, gangId: l.gangId });
    expect(refused).toEqual({ ok: false, code: "CONFLICT", message: "The gang has changed since this post-game; undo those changes first." });
    expect(await stored(l.gangId)).toEqual(cut);
    for (let i = 3; i >= 0; i--) {
      expect(await undoPostgame(t.db, l.organiser, { battleId: battles[i]!, gangId: l.gangId })).toMatchObject({ ok: true });
      expect(await stored(l.gangId)).toEqual(states[i]);
    }
    // and applied again, the same dice give the same documents
    for (let i = 0; i < 4; i++) {
      const r = await applyPostgame(t.db, l.owner, answers(l, battles[i]!, await version(l.gangId), { permanentDamage: [], injuries: [] }), opts);
      expect(r).toMatchObject({ ok: true });
      expect(await stored(l.gangId)).toEqual(i < 3 ? states[i + 1] : cut);
    }
  });

  it("a post-game stored before diffs (the whole roster before, no hash) still undoes exactly, guarded by its version", async () => {
    const l = await league(t.db);
    const before = await stored(l.gangId);
    const battleId = await play(l);
    // what the migration makes of an old row: the whole roster as a one-step diff, no hash
    await t.db.postGame.updateMany({ where: { battleId, gangId: l.gangId }, data: { undo: `[{"p":[],"v":${before.document}}]`, afterHash: null } });
    await changeRoster(t.db, { gangId: l.gangId, actorId: l.owner, kind: "credits", summary: "x", change: (r) => adjustCredits(r, "Found", 5) });
    expect(await undoPostgame(t.db, l.organiser, { battleId, gangId: l.gangId })).toMatchObject({ ok: false, code: "CONFLICT" });
    const l2 = await league(t.db);
    const before2 = await stored(l2.gangId);
    const battle2 = await play(l2);
    await t.db.postGame.updateMany({ where: { battleId: battle2, gangId: l2.gangId }, data: { undo: `[{"p":[],"v":${before2.document}}]`, afterHash: null } });
    expect(await undoPostgame(t.db, l2.organiser, { battleId: battle2, gangId: l2.gangId })).toMatchObject({ ok: true });
    expect(await stored(l2.gangId)).toEqual(before2);
  });
});

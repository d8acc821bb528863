import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adjustCredits, buyVehicle, LEDGER_KEEP, LEDGER_MAX } from "@/lib/rules";
import { createUser } from "../accounts/mutations";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { changeRoster, createGangWithRoster, readRoster, saveRoster } from "./store";

describe.each(testDatabases())("roster changes on $name", (factory) => {
  let t: TestDatabase;
  let owner: string;
  beforeAll(async () => {
    t = await factory.create();
    const u = await createUser(t.db, { name: "Owner", email: "owner@example.com", password: "password1" });
    if (!u.ok) throw new Error("user");
    owner = u.id;
  });
  afterAll(() => t?.drop());

  const state = async (gangId: string) => {
    const g = await t.db.gang.findUniqueOrThrow({ where: { id: gangId }, include: { roster: true } });
    const events = await t.db.gangEvent.count({ where: { gangId } });
    return { credits: g.credits, rating: g.rating, version: g.version, roster: readRoster(g.roster!.document), events };
  };

  it("a purchase writes the roster, credits, rating, version and one history line together", async () => {
    const { id } = await createGangWithRoster(t.db, owner, { name: "Buyers", house: "", credits: 1000 });
    const r = await changeRoster(t.db, {
      gangId: id,
      actorId: owner,
      version: 0,
      kind: "vehicle",
      summary: "truck",
      change: (x) => buyVehicle(x, { name: "Big Red", kind: "truck" }),
    });
    expect(r.ok).toBe(true);
    const s = await state(id);
    expect(s).toMatchObject({ credits: 800, rating: 200, version: 1, events: 2 });
    expect(s.roster.ledger.at(-1)).toEqual({ reason: "Bought Big Red (Truck/Buggy)", amount: -200, balanceAfter: 800 });
  });

  it("spending more than the gang has is refused with the shortfall, and nothing changes", async () => {
    const { id } = await createGangWithRoster(t.db, owner, { name: "Skint", house: "", credits: 150 });
    const before = await state(id);
    const r = await changeRoster(t.db, {
      gangId: id,
      actorId: owner,
      version: 0,
      kind: "vehicle",
      summary: "truck",
      change: (x) => buyVehicle(x, { name: "Too Dear", kind: "truck" }),
    });
    expect(r).toMatchObject({ ok: false, code: "REFUSED" });
    if (!r.ok) expect(r.message).toMatch(/50 credits short/);
    expect(await state(id)).toEqual(before);
  });

  it("a change made against an old version is STALE and changes nothing", async () => {
    const { id } = await createGangWithRoster(t.db, owner, { name: "Stale", house: "", credits: 300 });
    await changeRoster(t.db, { gangId: id, actorId: owner, version: 0, kind: "credits", summary: "x", change: (x) => adjustCredits(x, "Income", 10) });
    const before = await state(id);
    const r = await changeRoster(t.db, {
      gangId: id,
      actorId: owner,
      version: 0,
      kind: "credits",
      summary: "x",
      change: (x) => adjustCredits(x, "Income", 10),
    });
    expect(r).toMatchObject({ ok: false, code: "STALE", message: "This changed since you loaded it. Reload the page and try again." });
    expect(await state(id)).toEqual(before);
  });

  it("20 parallel purchases from the same loaded version: exactly one lands, the rest are told it changed", async () => {
    const { id } = await createGangWithRoster(t.db, owner, { name: "Rush", house: "", credits: 1000 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        changeRoster(t.db, {
          gangId: id,
          actorId: owner,
          version: 0,
          kind: "vehicle",
          summary: `bike ${i}`,
          change: (x) => buyVehicle(x, { name: `Bike ${i}`, kind: "bike" }),
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.code === "STALE")).toHaveLength(19);
    const s = await state(id);
    expect(s).toMatchObject({ credits: 900, version: 1 });
    expect(s.roster.vehicles).toHaveLength(1);
  });

  it("20 parallel purchases without a version never overspend: 5 bikes fit in 500 credits", async () => {
    const { id } = await createGangWithRoster(t.db, owner, { name: "Horde", house: "", credits: 500 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        changeRoster(t.db, {
          gangId: id,
          actorId: owner,
          kind: "vehicle",
          summary: `bike ${i}`,
          change: (x) => buyVehicle(x, { name: `Bike ${i}`, kind: "bike" }),
        }),
      ),
    );
    const s = await state(id);
    expect(s.credits).toBeGreaterThanOrEqual(0);
    expect(s.credits).toBe(500 - 100 * results.filter((r) => r.ok).length);
    expect(s.roster.vehicles).toHaveLength(results.filter((r) => r.ok).length);
    expect(s.roster.ledger.at(-1)?.balanceAfter).toBe(s.credits);
    expect(results.filter((r) => r.ok).length).toBeLessThanOrEqual(5);
  });

  it("a retired gang's roster is refused by name and nothing changes; saveRoster (post-games) still writes", async () => {
    const { id } = await createGangWithRoster(t.db, owner, { name: "Da Boyz", house: "", credits: 300 });
    await t.db.gang.update({ where: { id }, data: { retired: true } });
    const before = await state(id);
    const r = await changeRoster(t.db, {
      gangId: id,
      actorId: owner,
      version: 0,
      kind: "credits",
      summary: "x",
      change: (x) => adjustCredits(x, "Income", 10),
    });
    expect(r).toEqual({ ok: false, code: "REFUSED", message: "Da Boyz is retired: bring it back before changing it." });
    expect(await state(id)).toEqual(before);
    // A post-game for a battle fought before retiring still applies (server/postgames writes through saveRoster).
    const paid = adjustCredits(before.roster, "Income", 10);
    if (!paid.ok) throw new Error("income");
    expect(await t.db.$transaction((tx) => saveRoster(tx, id, before.version, paid.roster))).toMatchObject({ roster: paid.roster });
    expect(await state(id)).toMatchObject({ credits: 310, version: 1 });
  });

  it("a crash inside the change leaves the gang exactly as it was", async () => {
    const { id } = await createGangWithRoster(t.db, owner, { name: "Crash", house: "", credits: 400 });
    const before = await state(id);
    await expect(
      changeRoster(t.db, {
        gangId: id,
        actorId: owner,
        version: 0,
        kind: "x",
        summary: "x",
        change: () => {
          throw new Error("boom");
        },
      }),
    ).rejects.toThrow("boom");
    expect(await state(id)).toEqual(before);
  });

  it("003 credits ledger: past its limit the roster keeps the recent entries and the older ones move to ledger rows; nothing is lost and the document stops growing", async () => {
    const { id } = await createGangWithRoster(t.db, owner, { name: "Long Haul", house: "", credits: 100 });
    const sizes: number[] = [];
    for (let i = 1; i <= 2 * LEDGER_MAX; i++) {
      const r = await changeRoster(t.db, { gangId: id, actorId: owner, kind: "credits", summary: "x", change: (x) => adjustCredits(x, `Income ${i}`, i) });
      if (!r.ok) throw new Error(r.message);
      sizes.push((await t.db.roster.findUniqueOrThrow({ where: { gangId: id } })).document.length);
    }
    const s = await state(id);
    const rows = await t.db.gangLedgerEntry.findMany({ where: { gangId: id }, orderBy: { position: "asc" } });
    const carried = s.roster.ledger[0]!.carried!;
    expect(s.roster.ledger.length).toBeLessThanOrEqual(LEDGER_MAX);
    expect(s.roster.ledger.length).toBeGreaterThan(LEDGER_KEEP);
    expect(rows.map((r) => r.position)).toEqual(Array.from({ length: carried }, (_, i) => i));
    // rows then the roster's own entries: the gang's whole ledger, in order, every balance adding up
    const whole = [...rows.map((r) => ({ reason: r.reason, amount: r.amount, balanceAfter: r.balanceAfter })), ...s.roster.ledger.slice(1)];
    expect(whole.map((e) => e.reason)).toEqual(["Starting credits", ...Array.from({ length: 2 * LEDGER_MAX }, (_, i) => `Income ${i + 1}`)]);
    expect(whole.at(-1)!.balanceAfter).toBe(s.credits);
    expect(s.roster.ledger[0]).toMatchObject({ amount: rows.at(-1)!.balanceAfter, balanceAfter: rows.at(-1)!.balanceAfter });
    // the document after 120 entries is about the size it had at the limit (a few digits longer)
    expect(Math.max(...sizes.slice(LEDGER_MAX))).toBeLessThan(1.1 * sizes[LEDGER_MAX - 2]!);
  });
});

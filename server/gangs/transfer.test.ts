import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gruntsRoster } from "@/lib/rules";
import { exportGang, IMPORT_LIMITS } from "@/lib/export/gang-export";
import { createGangWithRoster, readRoster } from "../rosters/store";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { testUsers } from "../testing/users";
import { importGangFromText, loadGangExport } from "./transfer";

describe.each(testDatabases())("gang export and import on $name", (factory) => {
  let t: TestDatabase;
  let alice: string, bob: string;
  beforeAll(async () => {
    t = await factory.create();
    ({ alice, bob } = await testUsers(t.db, "alice", "bob"));
  });
  afterAll(() => t?.drop());

  const counts = async () => ({ gangs: await t.db.gang.count(), rosters: await t.db.roster.count(), events: await t.db.gangEvent.count() });

  it("export → import → export through the database is identical, byte for byte", async () => {
    const { id } = await createGangWithRoster(t.db, alice, { name: "Da Grunts", house: "Goffs", credits: 0 }, gruntsRoster());
    const first = await loadGangExport(t.db, id, alice);
    expect(first).not.toBeNull();
    const text = JSON.stringify(first);

    const imported = await importGangFromText(t.db, bob, text);
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    expect(imported.id).not.toBe(id);
    expect(imported.name).toBe("Da Grunts");
    expect(JSON.stringify(await loadGangExport(t.db, imported.id, bob))).toBe(text);

    const gang = await t.db.gang.findUniqueOrThrow({ where: { id: imported.id }, include: { roster: true, events: true } });
    const roster = readRoster(gang.roster!.document);
    expect(gang).toMatchObject({ ownerId: bob, name: "Da Grunts", house: "Goffs", shareToken: null, version: 0 });
    expect(gang.credits).toBe(roster.ledger.at(-1)?.balanceAfter ?? 0);
    expect(gang.events.map((e) => e.summary)).toEqual(["Imported from file"]);
  });

  it("a NUL in an imported name or ledger reason is refused with its path (PostgreSQL once answered INTERNAL), and nothing is created", async () => {
    const before = await counts();
    const text = JSON.stringify(exportGang({ name: "Da Grunts", house: "Goffs" }, gruntsRoster()));
    for (const [from, to, path] of [
      ['"name":"Nob"', '"name":"N\\u0000ob"', "roster.fighters.1.name"],
      ['"house":"Goffs"', '"house":"Go\\u0000ffs"', "gang.house"],
    ] as const) {
      const r = await importGangFromText(t.db, bob, text.replace(from, to));
      expect(r).toMatchObject({ ok: false, errors: [{ path, message: expect.stringMatching(/control character \(U\+0000\)/) }] });
    }
    expect(await counts()).toEqual(before);
  });

  it("re-importing a gang its player already has names it 'Name (2)', then 'Name (3)', roster and history alike", async () => {
    const text = JSON.stringify(exportGang({ name: "Twice Boyz", house: "Goffs" }, { ...gruntsRoster(), name: "Twice Boyz" }));
    const names = [];
    for (let i = 0; i < 3; i++) {
      const r = await importGangFromText(t.db, alice, text);
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      const gang = await t.db.gang.findUniqueOrThrow({ where: { id: r.id }, include: { roster: true, events: true } });
      expect(readRoster(gang.roster!.document).name).toBe(gang.name);
      names.push([r.name, gang.name, gang.events[0]!.summary]);
    }
    expect(names).toEqual([
      ["Twice Boyz", "Twice Boyz", "Imported from file"],
      ["Twice Boyz (2)", "Twice Boyz (2)", "Imported from file as Twice Boyz (2) (Twice Boyz was taken)"],
      ["Twice Boyz (3)", "Twice Boyz (3)", "Imported from file as Twice Boyz (3) (Twice Boyz was taken)"],
    ]);
  });

  it("only the owner can export: anyone else gets null (404)", async () => {
    const { id } = await createGangWithRoster(t.db, alice, { name: "Private", house: "", credits: 500 });
    expect(await loadGangExport(t.db, id, bob)).toBeNull();
    expect(await loadGangExport(t.db, "no-such-gang", alice)).toBeNull();
  });

  it("a file that is not JSON is refused with a clear message and creates nothing", async () => {
    const before = await counts();
    const r = await importGangFromText(t.db, alice, "{ not json");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual([{ path: "(file)", message: expect.stringMatching(/^This is not valid JSON/) }]);
    expect(await counts()).toEqual(before);
  });

  it("a broken file reports every error with its path and creates nothing", async () => {
    const before = await counts();
    const file = exportGang({ name: "Da Grunts", house: "" }, gruntsRoster()) as unknown as {
      version: number;
      roster: { vehicles: { weapons: { cost: number }[] }[] };
    };
    file.version = 2;
    file.roster.vehicles[0]!.weapons[0]!.cost = -5;
    const r = await importGangFromText(t.db, alice, JSON.stringify(file));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.path).sort()).toEqual(["roster.vehicles.0.weapons.0.cost", "version"]);
    expect(await counts()).toEqual(before);
  });

  it("a well-formed file that breaks a rule (003: gunners are Leaders, Champions or Specialists) creates nothing", async () => {
    const before = await counts();
    const roster = gruntsRoster();
    roster.fighters.push({ ...roster.fighters.find((f) => f.id === "snag")!, id: "grot-2", name: "Grot 2" });
    roster.vehicles[0]!.crew.gunnerIds = ["grot-2"];
    const r = await importGangFromText(t.db, alice, JSON.stringify(exportGang({ name: "Da Grunts", house: "" }, roster)));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.some((e) => e.path.startsWith("roster.vehicles.0") && /Leader, Champion or Specialist/.test(e.message))).toBe(true);
    expect(await counts()).toEqual(before);
  });
  /** Da Grunts with Yoof copies up to n fighters (legal: fighters on foot need no vehicle). */
  const gruntsWithFighters = (n: number) => {
    const roster = gruntsRoster();
    const yoof = roster.fighters.find((f) => f.id === "yoof")!;
    while (roster.fighters.length < n) roster.fighters.push({ ...yoof, id: `yoof-${roster.fighters.length}`, name: `Yoof ${roster.fighters.length}` });
    return JSON.stringify(exportGang({ name: "Da Grunts", house: "" }, roster));
  };

  it("import limits (IMPORT_LIMITS): a gang at the fighter limit is created whole", async () => {
    const r = await importGangFromText(t.db, alice, gruntsWithFighters(IMPORT_LIMITS.fighters.max));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const gang = await t.db.gang.findUniqueOrThrow({ where: { id: r.id }, include: { roster: true } });
    expect(readRoster(gang.roster!.document).fighters).toHaveLength(IMPORT_LIMITS.fighters.max);
  });

  it("import limits (IMPORT_LIMITS): one fighter over the limit is refused with the limit in words and creates nothing", async () => {
    const before = await counts();
    const r = await importGangFromText(t.db, alice, gruntsWithFighters(IMPORT_LIMITS.fighters.max + 1));
    expect(r).toEqual({ ok: false, errors: [{ path: "roster.fighters", message: "Too many fighters: 101 (at most 100 per gang)." }] });
    expect(await counts()).toEqual(before);
  });

  it("the review's absurd roster (3,012 fighters, under 1 MB) is refused at once and creates nothing", async () => {
    const before = await counts();
    const text = gruntsWithFighters(3012);
    expect(text.length).toBeLessThan(1_000_000);
    const started = performance.now();
    const r = await importGangFromText(t.db, alice, text);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(r).toEqual({ ok: false, errors: [{ path: "roster.fighters", message: "Too many fighters: 3,012 (at most 100 per gang)." }] });
    expect(await counts()).toEqual(before);
  });

  it("an empty file is refused as empty (not as bad JSON) and creates nothing", async () => {
    const before = await counts();
    expect(await importGangFromText(t.db, alice, "")).toEqual({ ok: false, errors: [{ path: "(file)", message: "That file is empty." }] });
    expect(await importGangFromText(t.db, alice, " \n")).toEqual({ ok: false, errors: [{ path: "(file)", message: "That file is empty." }] });
    expect(await counts()).toEqual(before);
  });

  it("a file with no gang section is refused in words and creates nothing", async () => {
    const before = await counts();
    const { format, version, roster } = exportGang({ name: "Da Grunts", house: "" }, gruntsRoster());
    const r = await importGangFromText(t.db, alice, JSON.stringify({ format, version, roster }));
    expect(r).toEqual({ ok: false, errors: [{ path: "gang", message: "The file has no gang section: is it a Gorka Garage gang export?" }] });
    expect(await counts()).toEqual(before);
  });

  it("a file over 1 MB is refused by its size and creates nothing", async () => {
    const before = await counts();
    const r = await importGangFromText(t.db, alice, " ".repeat(1_000_001));
    expect(r).toEqual({ ok: false, errors: [{ path: "(file)", message: "The file is 1,001 KB; gang files up to 1 MB can be imported." }] });
    expect(await counts()).toEqual(before);
  });
});

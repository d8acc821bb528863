// The migration to diffs converts post-games already stored (whole rosters before and after) in
// SQL: the roster before becomes a one-step diff, the credits come from the two ledgers' last
// balances, and the copy after goes. Run on a database migrated up to the migration before it.
import { afterAll, describe, expect, it } from "vitest";
import Database from "better-sqlite3";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { gruntsRoster } from "@/lib/rules/roster/fixtures";
import { balance, credit } from "@/lib/rules";
import { applyJsonPatch, type JsonPatch } from "@/lib/rules/roster/diff";
import { migrate } from "../migrate";
import type { DatabaseTarget } from "../database-url";

const MIGRATION = "compact_postgame_undo";
const before = gruntsRoster();
const after = { ...before, ledger: credit(before.ledger, "Income after the battle (win)", 30) };

/** A copy of the migrations folder with only those before the conversion. */
function rootBefore(provider: DatabaseTarget["provider"]): string {
  const root = mkdtempSync(join(tmpdir(), "gorka-undo-mig-"));
  const dir = join(process.cwd(), "prisma/migrations", provider);
  const all = readdirSync(dir)
    .filter((d) => /^\d+_/.test(d))
    .sort();
  const at = all.findIndex((d) => d.endsWith(`_${MIGRATION}`));
  expect(at).toBeGreaterThan(0);
  for (const d of all.slice(0, at)) cpSync(join(dir, d), join(root, "prisma/migrations", provider, d), { recursive: true });
  return root;
}

const seed = [
  `INSERT INTO "User" (id, email, name, "passwordHash") VALUES ('u1', 'a@example.com', 'A', 'x')`,
  `INSERT INTO "Gang" (id, name, "ownerId", "updatedAt") VALUES ('g1', 'Grunts', 'u1', CURRENT_TIMESTAMP)`,
  `INSERT INTO "Campaign" (id, name, "ownerId") VALUES ('c1', 'League', 'u1')`,
  `INSERT INTO "Battle" (id, "campaignId", "playedOn", scenario, "recordedById") VALUES ('b1', 'c1', CURRENT_TIMESTAMP, 'Scrap Run', 'u1')`,
];
const legacyPostGame = `INSERT INTO "PostGame" (id, "battleId", "gangId", "appliedById", "rosterBefore", "rosterAfter", "versionAfter", steps, summary) VALUES ('p1', 'b1', 'g1', 'u1', $1, $2, 4, '[]', 'Post-game')`;

type Row = { undo: string; afterHash: string | null; creditsBefore: number; creditsAfter: number; versionAfter: number };

function expectConverted(row: Row) {
  const undo = JSON.parse(row.undo) as JsonPatch;
  expect(JSON.stringify(applyJsonPatch(after, undo))).toBe(JSON.stringify(before));
  expect(row).toMatchObject({ afterHash: null, creditsBefore: balance(before.ledger), creditsAfter: balance(before.ledger) + 30, versionAfter: 4 });
}

describe("the migration to post-game diffs", () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it("on SQLite: a stored post-game becomes a one-step diff that restores the roster before exactly", async () => {
    const root = rootBefore("sqlite");
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    const file = join(root, "m.db");
    await migrate({ provider: "sqlite", file }, root);
    const db = new Database(file);
    for (const s of seed) db.exec(s);
    db.prepare(legacyPostGame.replace("$1", "?").replace("$2", "?")).run(JSON.stringify(before), JSON.stringify(after));
    db.close();
    // the conversion runs first; migrations made after it follow
    expect((await migrate({ provider: "sqlite", file }))[0]).toMatch(MIGRATION);
    const migrated = new Database(file, { readonly: true });
    const row = migrated.prepare(`SELECT * FROM "PostGame" WHERE id = 'p1'`).get() as Row & Record<string, unknown>;
    migrated.close();
    expectConverted(row);
    expect(row).not.toHaveProperty("rosterBefore");
  });

  it.skipIf(!process.env.TEST_POSTGRES_URL)("on PostgreSQL: the same conversion", async () => {
    const adminUrl = process.env.TEST_POSTGRES_URL!;
    const name = `gorka_undo_mig_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const root = rootBefore("postgresql");
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    await migrate({ provider: "postgresql", url: url.toString() }, root);
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    try {
      for (const s of seed) await c.query(s);
      await c.query(legacyPostGame, [JSON.stringify(before), JSON.stringify(after)]);
      expect((await migrate({ provider: "postgresql", url: url.toString() }))[0]).toMatch(MIGRATION);
      const { rows } = await c.query<Row>(`SELECT * FROM "PostGame" WHERE id = 'p1'`);
      expectConverted(rows[0]!);
      expect(rows[0]).not.toHaveProperty("rosterBefore");
    } finally {
      await c.end();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Database from "better-sqlite3";
import { cpSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { migrate } from "./migrate";
import { testDatabases, type TestDatabase } from "./testing/databases";
import { schemaFor } from "../scripts/prisma-schemas.mjs";

type Columns = Record<string, string[]>;

async function sqliteColumns(file: string): Promise<Columns> {
  const db = new Database(file, { readonly: true });
  const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all() as { name: string }[];
  const out: Columns = {};
  for (const t of tables) out[t.name] = (db.prepare(`PRAGMA table_info("${t.name}")`).all() as { name: string }[]).map((c) => c.name).sort();
  db.close();
  return out;
}

async function postgresColumns(url: string): Promise<Columns> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const { rows } = await c.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`,
  );
  await c.end();
  const out: Columns = {};
  for (const r of rows) (out[r.table_name] ??= []).push(r.column_name);
  for (const k of Object.keys(out)) out[k]!.sort();
  return out;
}

describe("migrations", () => {
  it("the committed migrations match prisma/models.prisma (run `npm run db:migration -- <name>` after a model change)", () => {
    for (const provider of ["sqlite", "postgresql"]) {
      const snapshot = readFileSync(join(process.cwd(), `prisma/migrations/${provider}.snapshot.prisma`), "utf8");
      expect(snapshot).toBe(schemaFor(provider, { withUrl: true }));
    }
  });

  it("applying twice changes nothing the second time", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "gorka-mig-")), "m.db");
    const first = await migrate({ provider: "sqlite", file });
    expect(first.length).toBeGreaterThan(0);
    expect(await migrate({ provider: "sqlite", file })).toEqual([]);
  });

  it("a migration that rebuilds a table on SQLite keeps the rows that point at it (the rebuild of User once emptied Gang)", async () => {
    const root = mkdtempSync(join(tmpdir(), "gorka-mig-root-"));
    const all = readdirSync(join(process.cwd(), "prisma/migrations/sqlite"))
      .filter((d) => /^\d+_/.test(d))
      .sort();
    const rebuildsUser = all.find((d) =>
      /CREATE TABLE "new_User"/.test(readFileSync(join(process.cwd(), "prisma/migrations/sqlite", d, "migration.sql"), "utf8")),
    );
    expect(rebuildsUser).toBeDefined();
    for (const d of all.filter((d) => d < rebuildsUser!))
      cpSync(join(process.cwd(), "prisma/migrations/sqlite", d), join(root, "prisma/migrations/sqlite", d), { recursive: true });
    const file = join(root, "m.db");
    await migrate({ provider: "sqlite", file }, root);
    const before = new Database(file);
    before.exec(
      `INSERT INTO "User" (id, email, name, passwordHash) VALUES ('u1', 'a@example.com', 'A', 'x'); INSERT INTO "Gang" (id, name, ownerId, updatedAt) VALUES ('g1', 'Da Grunts', 'u1', CURRENT_TIMESTAMP);`,
    );
    before.close();
    expect(await migrate({ provider: "sqlite", file })).toContain(rebuildsUser);
    const after = new Database(file, { readonly: true });
    expect(after.prepare(`SELECT id, ownerId FROM "Gang"`).all()).toEqual([{ id: "g1", ownerId: "u1" }]);
    after.close();
  });

  const dbs = testDatabases();
  describe.runIf(dbs.length === 2)("both providers", () => {
    let sqlite: TestDatabase, postgres: TestDatabase;
    beforeAll(async () => {
      [sqlite, postgres] = (await Promise.all(dbs.map((d) => d.create()))) as [TestDatabase, TestDatabase];
    });
    afterAll(async () => {
      await sqlite?.drop();
      await postgres?.drop();
    });

    it("SQLite and PostgreSQL get the same tables and columns", async () => {
      if (sqlite.target.provider !== "sqlite" || postgres.target.provider !== "postgresql") throw new Error("unexpected order");
      const a = await sqliteColumns(sqlite.target.file);
      const b = await postgresColumns(postgres.target.url);
      expect(Object.keys(a).length).toBeGreaterThan(2);
      expect(a).toEqual(b);
    });

    it("several instances starting together on one PostgreSQL apply each migration once", async () => {
      if (postgres.target.provider !== "postgresql") throw new Error("unexpected");
      const results = await Promise.all([1, 2, 3].map(() => migrate(postgres.target)));
      expect(results.flat()).toEqual([]);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Database from "better-sqlite3";
import { mkdtempSync, readFileSync } from "node:fs";
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

  const dbs = testDatabases();
  describe.runIf(dbs.length === 2)("both providers", () => {
    let sqlite: TestDatabase, postgres: TestDatabase;
    beforeAll(async () => {
      [sqlite, postgres] = await Promise.all(dbs.map((d) => d.create())) as [TestDatabase, TestDatabase];
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

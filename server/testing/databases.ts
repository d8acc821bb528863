// Real databases for integration tests: a fresh SQLite file always, and a fresh PostgreSQL
// database when TEST_POSTGRES_URL is set (created here, dropped afterwards). No mocks.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { DatabaseTarget } from "../database-url";
import { migrate } from "../migrate";
import { createPrisma, type Db } from "../prisma";

export interface TestDatabase {
  name: "sqlite" | "postgresql";
  target: DatabaseTarget;
  db: Db;
  drop(): Promise<void>;
}

export type TestDatabaseFactory = { name: "sqlite" | "postgresql"; create(): Promise<TestDatabase> };

async function sqlite(): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), "gorka-test-"));
  const target: DatabaseTarget = { provider: "sqlite", file: join(dir, "test.db") };
  await migrate(target);
  const db = createPrisma(target);
  return {
    name: "sqlite",
    target,
    db,
    drop: async () => {
      await db.$disconnect();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgres(adminUrl: string): Promise<TestDatabase> {
  const name = `gorka_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const target: DatabaseTarget = { provider: "postgresql", url: url.toString() };
  await migrate(target);
  const db = createPrisma(target);
  return {
    name: "postgresql",
    target,
    db,
    drop: async () => {
      await db.$disconnect();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/** SQLite always; PostgreSQL too when TEST_POSTGRES_URL is set. Use with describe.each. */
export function testDatabases(): TestDatabaseFactory[] {
  const list: TestDatabaseFactory[] = [{ name: "sqlite", create: sqlite }];
  const pgUrl = process.env.TEST_POSTGRES_URL;
  if (pgUrl) list.push({ name: "postgresql", create: () => postgres(pgUrl) });
  return list;
}

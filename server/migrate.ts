// Applies the committed SQL migrations (prisma/migrations/<provider>/<name>/migration.sql) at
// start-up, recording each in Prisma's own `_prisma_migrations` table, so `prisma migrate deploy`
// on a machine with Prisma's native engine sees the same history. Prisma 7's CLI cannot migrate
// offline (../shared/PLATFORM.md), hence this small runner.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import type { DatabaseTarget } from "./database-url";

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function loadMigrations(provider: DatabaseTarget["provider"], root = process.cwd()): Migration[] {
  const dir = join(root, "prisma/migrations", provider);
  if (!existsSync(dir)) throw new Error(`No migrations folder at ${dir}`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

const sqliteTable = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" ("id" TEXT PRIMARY KEY NOT NULL, "checksum" TEXT NOT NULL, "finished_at" DATETIME, "migration_name" TEXT NOT NULL, "logs" TEXT, "rolled_back_at" DATETIME, "started_at" DATETIME NOT NULL DEFAULT current_timestamp, "applied_steps_count" INTEGER UNSIGNED NOT NULL DEFAULT 0)`;
const postgresTable = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" ("id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL, "finished_at" TIMESTAMPTZ, "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMPTZ, "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(), "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`;

function checkHistory(applied: Map<string, string>, migrations: Migration[]) {
  for (const m of migrations) {
    const sum = applied.get(m.name);
    if (sum && sum !== m.checksum) throw new Error(`Migration ${m.name} was changed after it was applied; add a new migration instead.`);
  }
}

/** Applies what is missing; returns the names applied. Safe to call from several processes at once. */
export async function migrate(target: DatabaseTarget, root = process.cwd()): Promise<string[]> {
  const migrations = loadMigrations(target.provider, root);
  return target.provider === "sqlite" ? migrateSqlite(target.file, migrations) : migratePostgres(target.url, migrations);
}

function migrateSqlite(file: string, migrations: Migration[]): string[] {
  const db = new Database(file);
  try {
    db.pragma("journal_mode = WAL");
    db.pragma("busy_timeout = 10000");
    // Prisma rebuilds a table to change it on SQLite (new table, copy, DROP the old one) and turns
    // foreign keys off for that with a PRAGMA, which does nothing inside a transaction. With them
    // on, the DROP deletes every row first and its ON DELETE CASCADE empties the tables below it
    // (a rebuilt User took every gang with it). So they are off for the whole run, outside the
    // transaction, and checked before it commits.
    db.pragma("foreign_keys = OFF");
    db.exec(sqliteTable);
    const done: string[] = [];
    // BEGIN IMMEDIATE takes the write lock, so two starting processes apply each migration once.
    const applyAll = db.transaction(() => {
      const rows = db.prepare(`SELECT migration_name, checksum FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`).all() as {
        migration_name: string;
        checksum: string;
      }[];
      const applied = new Map(rows.map((r) => [r.migration_name, r.checksum]));
      checkHistory(applied, migrations);
      for (const m of migrations.filter((m) => !applied.has(m.name))) {
        db.exec(m.sql);
        db.prepare(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES (?, ?, current_timestamp, ?, 1)`,
        ).run(randomUUID(), m.checksum, m.name);
        done.push(m.name);
      }
      const broken = db.pragma("foreign_key_check") as unknown[];
      if (broken.length)
        throw new Error(`Migrations ${done.join(", ")} would leave ${broken.length} rows pointing at rows that do not exist; nothing was applied.`);
    });
    applyAll.immediate();
    return done;
  } finally {
    db.close();
  }
}

async function migratePostgres(url: string, migrations: Migration[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One instance migrates at a time; the others wait, then find nothing left to do.
    await client.query("SELECT pg_advisory_lock(72707369)");
    await client.query(postgresTable);
    const { rows } = await client.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const applied = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    checkHistory(applied, migrations);
    const done: string[] = [];
    for (const m of migrations.filter((m) => !applied.has(m.name))) {
      await client.query("BEGIN");
      try {
        await client.query(m.sql);
        await client.query(`INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ($1, $2, now(), $3, 1)`, [
          randomUUID(),
          m.checksum,
          m.name,
        ]);
        await client.query("COMMIT");
      } catch (e) {
        await client.query("ROLLBACK");
        throw new Error(`Migration ${m.name} failed: ${(e as Error).message}`);
      }
      done.push(m.name);
    }
    return done;
  } finally {
    await client.query("SELECT pg_advisory_unlock(72707369)").catch(() => undefined);
    await client.end();
  }
}

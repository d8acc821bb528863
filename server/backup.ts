// Backups of the app's database while it runs, and restoring one (npm run db:backup / db:restore).
// SQLite: `VACUUM INTO` writes a consistent copy from one read transaction, while the server
// goes on writing (WAL). PostgreSQL: `pg_dump` (custom format) reads one snapshot; restoring
// replaces the whole `public` schema in one transaction with psql, so a failed restore changes
// nothing. Not server-only: the npm scripts run it with tsx.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, openSync, readSync, closeSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import type { DatabaseTarget } from "./database-url";

export class BackupError extends Error {
  name = "BackupError";
}

/** backups/gorka-garage-20261201-230747.db (SQLite) or .dump (PostgreSQL), in `dir`. */
export function defaultBackupFile(target: DatabaseTarget, dir = "backups", now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\D/g, "")
    .slice(0, 14)
    .replace(/^(\d{8})/, "$1-");
  return `${dir}/gorka-garage-${stamp}.${target.provider === "sqlite" ? "db" : "dump"}`;
}

/** Runs a command, its stdin fed from `input` (if any); rejects with its stderr on failure. */
function run(command: string, args: string[], input?: (stdin: NodeJS.WritableStream) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: [input ? "pipe" : "ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", (e) => reject(new BackupError(`${command} could not be started (${e.message}): is it installed?`)));
    child.on("close", (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`))));
    if (input) input(child.stdin!).catch(reject);
  });
}

/** Writes a consistent copy of the database to `file` (which must not exist yet). */
export async function backupDatabase(target: DatabaseTarget, file: string): Promise<void> {
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another name.`);
  mkdirSync(dirname(file), { recursive: true });
  if (target.provider === "sqlite") {
    if (!existsSync(target.file)) throw new BackupError(`No database at ${target.file}.`);
    const db = new Database(target.file, { readonly: true, fileMustExist: true });
    try {
      db.pragma("busy_timeout = 10000");
      db.prepare("VACUUM INTO ?").run(file);
    } finally {
      db.close();
    }
    return;
  }
  await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", "--file", file, "--dbname", target.url]);
}

const startsWith = (file: string, magic: string): boolean => {
  const fd = openSync(file, "r");
  try {
    const buf = Buffer.alloc(magic.length);
    readSync(fd, buf, 0, magic.length, 0);
    return buf.toString("latin1") === magic;
  } finally {
    closeSync(fd);
  }
};

/**
 * Replaces the database's whole content with the backup's. Stop the app first: pages open during a
 * restore may see either side of it. Migrations newer than the backup are applied at the next start.
 */
/**
 * The database version the page cache trusts (DataVersion, server/page-cache.ts), read and moved
 * with plain clients. A restore takes the data back in time and the number with it; a page kept
 * (by an instance not stopped, against the advice) at a number the restored data reaches again
 * would show the newer data. So after a restore the number moves past any it had on either side.
 */
async function withDataVersion<T>(target: DatabaseTarget, sqlite: (db: Database.Database) => T, postgres: (c: pg.Client) => Promise<T>): Promise<T | null> {
  if (target.provider === "sqlite") {
    if (!existsSync(target.file)) return null;
    const db = new Database(target.file);
    try {
      if (!db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'DataVersion'`).get()) return null;
      return sqlite(db);
    } finally {
      db.close();
    }
  }
  const c = new pg.Client({ connectionString: target.url });
  await c.connect();
  try {
    if (!(await c.query(`SELECT to_regclass('"DataVersion"') AS t`)).rows[0]?.t) return null;
    return await postgres(c);
  } finally {
    await c.end();
  }
}

const readDataVersion = (target: DatabaseTarget) =>
  withDataVersion(
    target,
    (db) => BigInt((db.prepare(`SELECT "version" FROM "DataVersion" WHERE "id" = 1`).safeIntegers().get() as { version: bigint } | undefined)?.version ?? 0),
    async (c) => BigInt((await c.query(`SELECT "version"::text AS v FROM "DataVersion" WHERE "id" = 1`)).rows[0]?.v ?? 0),
  );

const moveDataVersionPast = (target: DatabaseTarget, past: bigint) =>
  withDataVersion(
    target,
    (db) => void db.prepare(`UPDATE "DataVersion" SET "version" = max("version", ?) + 1 WHERE "id" = 1`).run(past),
    async (c) => void (await c.query(`UPDATE "DataVersion" SET "version" = GREATEST("version", $1::bigint) + 1 WHERE "id" = 1`, [past.toString()])),
  );

export async function restoreDatabase(target: DatabaseTarget, file: string): Promise<void> {
  const before = await readDataVersion(target).catch(() => null);
  await restoreData(target, file);
  await moveDataVersionPast(target, before ?? 0n);
}

async function restoreData(target: DatabaseTarget, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  if (target.provider === "sqlite") {
    if (!startsWith(file, "SQLite format 3\0")) throw new BackupError(`${file} is not an SQLite backup (npm run db:backup writes one for this database).`);
    const backup = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const check = backup.pragma("integrity_check", { simple: true });
      if (check !== "ok") throw new BackupError(`${file} is damaged (integrity check: ${String(check)}).`);
      if (!backup.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'`).get())
        throw new BackupError(`${file} is not a Gorka Garage database.`);
      mkdirSync(dirname(target.file), { recursive: true });
      // SQLite's online backup: page by page into the live file, under its write lock
      await backup.backup(target.file);
    } finally {
      backup.close();
    }
    return;
  }
  if (!startsWith(file, "PGDMP")) throw new BackupError(`${file} is not a PostgreSQL backup (npm run db:backup writes one for this database).`);
  // pg_restore turns the dump into SQL; psql runs it after emptying the schema, all in one transaction
  const sql = spawn("pg_restore", ["--no-owner", "--no-privileges", "--file=-", file], { stdio: ["ignore", "pipe", "pipe"] });
  let restoreErr = "";
  sql.stderr.on("data", (d: Buffer) => (restoreErr += d.toString()));
  const converted = new Promise<void>((resolve, reject) =>
    sql.on("close", (code) => (code === 0 ? resolve() : reject(new BackupError(`pg_restore failed (exit ${code}): ${restoreErr.trim()}`)))),
  );
  await Promise.all([
    converted,
    run("psql", ["--no-psqlrc", "--quiet", "--single-transaction", "-v", "ON_ERROR_STOP=1", "--dbname", target.url, "--file=-"], async (stdin) => {
      stdin.write("DROP SCHEMA IF EXISTS public CASCADE;\nCREATE SCHEMA public;\n");
      sql.stdout.pipe(stdin);
    }),
  ]);
}

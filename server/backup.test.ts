import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupDatabase, restoreDatabase } from "./backup";
import { databaseVersion } from "./page-cache-app";
import type { DatabaseTarget } from "./database-url";
import { testDatabases, type TestDatabase } from "./testing/databases";
import type { Db } from "./prisma";

const exec = promisify(execFile);
const databaseUrl = (target: DatabaseTarget) => (target.provider === "sqlite" ? `file:${target.file}` : target.url);

/** Everything the writes touch, in a fixed order: two databases with the same data give the same value. */
async function contents(db: Db) {
  const users = await db.user.findMany({ where: { email: { startsWith: "w-" } }, select: { id: true, email: true, name: true }, orderBy: { id: "asc" } });
  const gangs = await db.gang.findMany({
    where: { owner: { email: { startsWith: "w-" } } },
    select: { id: true, name: true, ownerId: true, credits: true },
    orderBy: { id: "asc" },
  });
  return { users, gangs };
}

describe.each(testDatabases())("backup and restore on $name", (factory) => {
  let t: TestDatabase, scratch: TestDatabase;
  beforeAll(async () => {
    [t, scratch] = await Promise.all([factory.create(), factory.create()]);
  });
  afterAll(async () => {
    await t?.drop();
    await scratch?.drop();
  });

  it("npm run db:backup during writes copies one consistent moment; db:restore brings back exactly that data, into an empty database or over newer data", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gorka-backup-"));
    const file = join(dir, t.target.provider === "sqlite" ? "b.db" : "b.dump");
    // writes the whole time: each a user and their gang in one transaction (never one without the other)
    let writing = true,
      n = 0;
    const writer = (async () => {
      while (writing) {
        const i = n++;
        await t.db.$transaction(async (tx) => {
          const u = await tx.user.create({ data: { email: `w-${i}@example.com`, name: `Writer ${i}`, passwordHash: "x" } });
          await tx.gang.create({ data: { name: `Gang ${i}`, ownerId: u.id, credits: i } });
        });
        await new Promise((r) => setImmediate(r)); // SQLite's driver answers at once: let the rest of the test run between writes
      }
    })();
    while (n < 20) await new Promise((r) => setTimeout(r, 10));
    const before = n;
    const { stdout } = await exec("npx", ["tsx", "scripts/db-backup.ts", file], { env: { ...process.env, DATABASE_URL: databaseUrl(t.target) } });
    const after = n;
    while (n < after + 20) await new Promise((r) => setTimeout(r, 10));
    writing = false;
    await writer;
    expect(stdout).toContain(`Backed up the ${t.target.provider === "sqlite" ? "SQLite" : "PostgreSQL"} database to ${file}`);
    expect(after).toBeGreaterThan(before); // the writes went on while the backup ran

    // restored into an empty database: one consistent moment, between the start and the end of the backup
    await restoreDatabase(scratch.target, file);
    const snapshot = await contents(scratch.db);
    expect(snapshot.users.length).toBe(snapshot.gangs.length);
    expect(snapshot.gangs.every((g) => snapshot.users.some((u) => u.id === g.ownerId))).toBe(true);
    expect(snapshot.users.length).toBeGreaterThanOrEqual(before);
    expect(snapshot.users.length).toBeLessThanOrEqual(after);

    // restored over the live database, which has moved on: exactly the backup's data again
    expect((await contents(t.db)).users.length).toBe(n);
    const versionBefore = BigInt(await databaseVersion(t.db));
    const { stdout: restored } = await exec("npx", ["tsx", "scripts/db-restore.ts", file], { env: { ...process.env, DATABASE_URL: databaseUrl(t.target) } });
    expect(restored).toContain(`Restored the ${t.target.provider === "sqlite" ? "SQLite" : "PostgreSQL"} database from ${file}`);
    const reopened = t.target.provider === "sqlite" ? (await import("./prisma")).createPrisma(t.target) : t.db;
    expect(await contents(reopened)).toEqual(snapshot);
    // and the page cache's version moved past the live one: no page kept before is sent again
    expect(BigInt(await databaseVersion(reopened))).toBeGreaterThan(versionBefore);
    if (reopened !== t.db) await reopened.$disconnect();
    // and the database as it was before the restore was kept beside the backup
    expect(restored).toMatch(/The database as it was: .*before-restore-/);
  }, 120_000);

  it("a file that is no backup of this kind is refused, and the database is left as it was", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gorka-backup-"));
    const junk = join(dir, "junk.bin");
    writeFileSync(junk, "not a backup");
    const users = await t.db.user.count();
    await expect(restoreDatabase(t.target, junk)).rejects.toThrow(/is not an? (SQLite|PostgreSQL) backup/);
    await expect(restoreDatabase(t.target, join(dir, "missing"))).rejects.toThrow(/No backup at/);
    expect(await t.db.user.count()).toBe(users);
    const existing = join(dir, "exists");
    writeFileSync(existing, "");
    await expect(backupDatabase(t.target, existing)).rejects.toThrow(/already exists/);
    expect(existsSync(existing)).toBe(true);
  });
});

// Issue 16: the database version that the page cache trusts (prisma/models.prisma, DataVersion).
// A kept page is sent again only while this number is unchanged, so every table a page can show
// must move it on every write, on both databases, and only committed writes may move it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseVersion } from "./page-cache-app";
import { countAttempt, RATE_POLICIES } from "./rate-limit";
import { testDatabases, type TestDatabase } from "./testing/databases";
import { testUsers } from "./testing/users";

/** Tables that change nothing a page shows: Prisma's migration record, the version itself, the sign-in limits. */
const NOT_SHOWN = new Set(["_prisma_migrations", "DataVersion", "RateLimit"]);

async function tables(t: TestDatabase): Promise<string[]> {
  const rows =
    t.name === "sqlite"
      ? await t.db.$queryRaw<{ name: string }[]>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`
      : await t.db.$queryRaw<
          { name: string }[]
        >`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`;
  return rows.map((r) => r.name).filter((n) => !NOT_SHOWN.has(n));
}

/** The data-version triggers on a table, by the operations they fire on. */
async function triggerOps(t: TestDatabase, table: string): Promise<string[]> {
  if (t.name === "sqlite") {
    const rows = await t.db.$queryRaw<{ sql: string }[]>`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ${table}`;
    return rows
      .filter((r) => r.sql.includes(`UPDATE "DataVersion"`))
      .map((r) => /AFTER (INSERT|UPDATE|DELETE)/.exec(r.sql)?.[1] ?? "")
      .sort();
  }
  const rows = await t.db.$queryRaw<{ definition: string }[]>`
    SELECT pg_get_triggerdef(tg.oid) AS definition FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid
    WHERE c.relname = ${table} AND NOT tg.tgisinternal`;
  const ops = rows
    .filter((r) => r.definition.includes("data_version_bump"))
    .flatMap((r) => [...r.definition.matchAll(/\b(INSERT|UPDATE|DELETE)\b/g)].map((m) => m[1]!));
  return [...new Set(ops)].sort();
}

describe.each(testDatabases())("the database version (%s)", (factory) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await factory.create();
  });
  afterAll(async () => t?.drop());

  it("every table a page can show moves it on insert, update and delete (a new table needs its triggers in its migration)", async () => {
    const list = await tables(t);
    expect(list).toContain("Gang");
    expect(list.length).toBeGreaterThanOrEqual(18);
    for (const table of list) expect({ table, ops: await triggerOps(t, table) }).toEqual({ table, ops: ["DELETE", "INSERT", "UPDATE"] });
  });

  it("a committed write moves it on; reading does not", async () => {
    const before = BigInt(await databaseVersion(t.db));
    await t.db.gang.findMany({ take: 1 });
    expect(BigInt(await databaseVersion(t.db))).toBe(before);
    const { owner } = await testUsers(t.db, "owner");
    const afterInsert = BigInt(await databaseVersion(t.db));
    expect(afterInsert).toBeGreaterThan(before);
    await t.db.user.update({ where: { id: owner }, data: { name: "Renamed" } });
    const afterUpdate = BigInt(await databaseVersion(t.db));
    expect(afterUpdate).toBeGreaterThan(afterInsert);
    await t.db.user.delete({ where: { id: owner } });
    expect(BigInt(await databaseVersion(t.db))).toBeGreaterThan(afterUpdate);
  });

  it("a transaction that rolls back leaves it where it was", async () => {
    const { owner } = await testUsers(t.db, "owner");
    const before = await databaseVersion(t.db);
    await expect(
      t.db.$transaction(async (tx) => {
        await tx.user.update({ where: { id: owner }, data: { name: "Never" } });
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await databaseVersion(t.db)).toBe(before);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: owner } })).name).not.toBe("Never");
  });

  it("the sign-in limits (RateLimit) do not move it: they change no page", async () => {
    const before = await databaseVersion(t.db);
    await countAttempt(t.db, "test:data-version", Object.values(RATE_POLICIES)[0]!);
    expect(await databaseVersion(t.db)).toBe(before);
  });
});

// Builds a Prisma 7 client for a database target with the matching driver adapter.
// Used by server/db.ts (the app's one client), the demo seed and the integration tests.
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as SqliteClient } from "@/generated/sqlite/client";
import { PrismaClient as PostgresClient } from "@/generated/postgresql/client";
import type { DatabaseTarget } from "./database-url";

/**
 * Both generated clients come from the same models (prisma/models.prisma, portable types only),
 * so their query API is the same; the app is typed against the SQLite one.
 */
export type Db = SqliteClient;
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export interface PrismaOptions {
  /** Called for every SQL statement (tests count queries with it). */
  onQuery?: (sql: string) => void;
}

export function createPrisma(target: DatabaseTarget, options: PrismaOptions = {}): Db {
  const log = options.onQuery ? [{ emit: "event" as const, level: "query" as const }] : [];
  const client: Db =
    target.provider === "postgresql"
      ? (new PostgresClient({ adapter: new PrismaPg({ connectionString: target.url, max: 10 }), log }) as unknown as Db)
      : new SqliteClient({ adapter: new PrismaBetterSqlite3({ url: `file:${target.file}`, timeout: 10_000 }), log });
  if (options.onQuery) {
    const onQuery = options.onQuery;
    (client as unknown as { $on(e: "query", cb: (ev: { query: string }) => void): void }).$on("query", (ev) => onQuery(ev.query));
  }
  return client;
}

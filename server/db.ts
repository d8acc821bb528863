import "server-only";
import { databaseTarget } from "./database-url";
import { env } from "./env";
import { createPrisma, type Db } from "./prisma";

// One Prisma client per process, cached on globalThis so dev hot reloads don't open new pools.
const globalForDb = globalThis as unknown as { gorkaDb?: Db };

export function db(): Db {
  globalForDb.gorkaDb ??= createPrisma(databaseTarget(env().DATABASE_URL, env().DATA_DIR));
  return globalForDb.gorkaDb;
}

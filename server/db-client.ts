// The app's one Prisma client per process, cached on globalThis so dev hot reloads don't open new
// pools and the proxy's page cache (server/page-cache-app.ts) shares the pages' connection.
// server/db.ts is the pages' way in (server-only); this module has no such guard, for
// instrumentation.ts.
import { databaseTarget } from "./database-url";
import { env } from "./env";
import { createPrisma, type Db } from "./prisma";

const globalForDb = globalThis as unknown as { gorkaDb?: Db };

export function appDb(): Db {
  globalForDb.gorkaDb ??= createPrisma(databaseTarget(env().DATABASE_URL, env().DATA_DIR));
  return globalForDb.gorkaDb;
}

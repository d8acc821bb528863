import "server-only";
import { appDb } from "./db-client";
import type { Db } from "./prisma";

/** The app's Prisma client (one per process, server/db-client.ts). */
export function db(): Db {
  return appDb();
}

// Config for Prisma 6.19's Wasm schema engine, used only by scripts/make-migration.mjs to diff
// two schemas with no database and no native engine (see ../shared/PLATFORM.md).
// Plain object, no `prisma/config` import: that would resolve to the project's Prisma 7.
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";

const config = {
  experimental: { adapter: true },
  engine: "js",
  adapter: async () => new PrismaBetterSqlite3({ url: ":memory:" }),
};

export default config;

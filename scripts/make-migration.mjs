// npm run db:migration -- <name>
// Writes the SQL migration for SQLite and for PostgreSQL from the change to prisma/models.prisma,
// in Prisma's own folder layout (prisma/migrations/<provider>/<timestamp>_<name>/migration.sql),
// so server/migrate.ts applies them at start and `prisma migrate deploy` could read them too.
// The previous schema of each provider is kept as prisma/migrations/<provider>.snapshot.prisma.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { providers, root, schemaFor } from "./prisma-schemas.mjs";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]+/gi, "_").toLowerCase();
if (!name) {
  console.error("usage: npm run db:migration -- <name>");
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const tmp = mkdtempSync(join(tmpdir(), "migration-"));
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" };
// Prisma 6.19 tries to download engines it does not run for a diff; any existing file stops it.
env.PRISMA_QUERY_ENGINE_LIBRARY ??= process.execPath;
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;

for (const provider of providers) {
  const dir = join(root, "prisma/migrations", provider);
  const snapshot = join(root, "prisma/migrations", `${provider}.snapshot.prisma`);
  const next = schemaFor(provider, { withUrl: true });
  if (existsSync(snapshot) && readFileSync(snapshot, "utf8") === next) {
    console.log(`${provider}: no change`);
    continue;
  }
  const nextFile = join(tmp, `${provider}.next.prisma`);
  writeFileSync(nextFile, next);
  const from = existsSync(snapshot) ? ["--from-schema-datamodel", snapshot] : ["--from-empty"];
  const sql = execFileSync(
    "npx",
    [
      "-y",
      "prisma@6.19.3",
      "migrate",
      "diff",
      "--config",
      join(root, "scripts/prisma-diff.config.mjs"),
      ...from,
      "--to-schema-datamodel",
      nextFile,
      "--script",
    ],
    { cwd: root, env, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  mkdirSync(join(dir, `${stamp}_${name}`), { recursive: true });
  writeFileSync(join(dir, `${stamp}_${name}`, "migration.sql"), sql);
  writeFileSync(join(dir, "migration_lock.toml"), `# Written by scripts/make-migration.mjs\nprovider = "${provider}"\n`);
  writeFileSync(snapshot, next);
  console.log(`${provider}: wrote ${stamp}_${name}/migration.sql`);
}

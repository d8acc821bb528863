// npm run db:restore FILE: replaces the configured database's content with a backup made by
// npm run db:backup. Stop the app first. The database as it was is saved beside the backup first.
import { backupDatabase, BackupError, defaultBackupFile, restoreDatabase } from "../server/backup";
import { databaseTarget } from "../server/database-url";
import { parseEnv } from "../server/env";
import { existsSync } from "node:fs";
import { dirname } from "node:path";

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: npm run db:restore FILE (a file written by npm run db:backup)");
    process.exit(2);
  }
  const config = parseEnv(process.env);
  const target = databaseTarget(config.DATABASE_URL, config.DATA_DIR);
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  if (target.provider === "postgresql" || existsSync(target.file)) {
    const before = defaultBackupFile(target, dirname(file)).replace("gorka-garage-", "before-restore-");
    await backupDatabase(target, before);
    console.log(`The database as it was: ${before}`);
  }
  await restoreDatabase(target, file);
  console.log(`Restored the ${target.provider === "sqlite" ? "SQLite" : "PostgreSQL"} database from ${file}`);
}

main().catch((e: unknown) => {
  console.error(e instanceof BackupError ? e.message : e);
  process.exit(1);
});

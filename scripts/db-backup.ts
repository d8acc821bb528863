// npm run db:backup [-- FILE]: a consistent copy of the configured database (DATABASE_URL) while
// the app runs; by default backups/gorka-garage-<date>-<time>.db (SQLite) or .dump (PostgreSQL).
import { backupDatabase, BackupError, defaultBackupFile } from "../server/backup";
import { databaseTarget } from "../server/database-url";
import { parseEnv } from "../server/env";

async function main() {
  const config = parseEnv(process.env);
  const target = databaseTarget(config.DATABASE_URL, config.DATA_DIR);
  const file = process.argv[2] ?? defaultBackupFile(target);
  await backupDatabase(target, file);
  console.log(`Backed up the ${target.provider === "sqlite" ? "SQLite" : "PostgreSQL"} database to ${file}`);
  console.log(`Restore it with: npm run db:restore ${file}`);
}

main().catch((e: unknown) => {
  console.error(e instanceof BackupError ? e.message : e);
  process.exit(1);
});

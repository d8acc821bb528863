// Which database a URL means: PostgreSQL for postgres(ql)://, otherwise an SQLite file
// (no URL at all → <DATA_DIR>/gorka-garage.db, created on first start).
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";

export type DatabaseTarget = { provider: "postgresql"; url: string } | { provider: "sqlite"; file: string };

export function databaseTarget(url: string | undefined, dataDir = "data"): DatabaseTarget {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { provider: "postgresql", url };
  const file = url ? url.replace(/^file:/, "") : `${dataDir}/gorka-garage.db`;
  const absolute = file === ":memory:" ? file : resolve(file);
  if (absolute !== ":memory:") mkdirSync(dirname(absolute), { recursive: true });
  return { provider: "sqlite", file: absolute };
}

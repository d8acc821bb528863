import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { env } from "./env";

let known: string | undefined;

/**
 * NEXTAUTH_SECRET when set (required for PostgreSQL deployments with several instances);
 * otherwise, for the single-instance SQLite default, a secret generated once and kept in DATA_DIR.
 * Read once per process: every request's session read asks for it.
 */
export function authSecret(): string {
  return (known ??= readAuthSecret());
}

function readAuthSecret(): string {
  const config = env();
  if (config.NEXTAUTH_SECRET) return config.NEXTAUTH_SECRET;
  const file = join(config.DATA_DIR, "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64"), { mode: 0o600, flag: "wx" });
  }
  return readFileSync(file, "utf8").trim();
}

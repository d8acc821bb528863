// postinstall: generate the Prisma 7 client for SQLite and for PostgreSQL.
// Prisma's CLI tries to download its native schema engine even for `generate`, which it does
// not run; pointing PRISMA_SCHEMA_ENGINE_BINARY at any existing file skips the download
// (see ../shared/PLATFORM.md). Queries use driver adapters, so no engine is needed at run time.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { root, writeSchemas } from "./prisma-schemas.mjs";

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
const cli = join(root, "node_modules/prisma/build/index.js");
for (const { provider, file } of writeSchemas()) {
  execFileSync(process.execPath, [cli, "generate", "--schema", file, "--no-hints"], { env, stdio: ["ignore", "ignore", "inherit"] });
  console.log(`prisma client generated for ${provider}`);
}

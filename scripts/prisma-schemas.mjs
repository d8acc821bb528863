// Wraps prisma/models.prisma in a generator + datasource block for each provider.
// Both the client generation (postinstall) and the migration writer use these files.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const providers = ["sqlite", "postgresql"];

export function schemaFor(provider, { withUrl = false } = {}) {
  const models = readFileSync(join(root, "prisma/models.prisma"), "utf8");
  const url = withUrl ? `\n  url      = "${provider === "sqlite" ? "file:./unused.db" : "postgresql://unused"}"` : "";
  return `// Generated from prisma/models.prisma by scripts/prisma-schemas.mjs. Do not edit.
generator client {
  provider = "prisma-client"
  output   = "../../generated/${provider}"
}

datasource db {
  provider = "${provider}"${url}
}

${models}`;
}

export function writeSchemas() {
  const dir = join(root, "prisma/.schemas");
  mkdirSync(dir, { recursive: true });
  return providers.map((provider) => {
    const file = join(dir, `${provider}.prisma`);
    writeFileSync(file, schemaFor(provider));
    return { provider, file };
  });
}

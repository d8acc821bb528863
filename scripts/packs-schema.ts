// npm run packs:schema: writes the pack format's JSON Schema for editors (see lib/packs/json-schema.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { packJsonSchemaText, PACK_SCHEMA_PATH } from "../lib/packs/json-schema";

const target = join(dirname(fileURLToPath(import.meta.url)), "..", PACK_SCHEMA_PATH);
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, packJsonSchemaText());
console.log(`Wrote ${PACK_SCHEMA_PATH}`);

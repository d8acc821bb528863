// The JSON Schema an editor (VS Code and the like) reads to check and complete a pack as it is
// written: generated from the zod schema, so the two cannot drift. `npm run packs:schema` writes
// it to public/schemas/pack.schema.json; a test fails when the committed file is stale. The cross
// checks (ids that must exist, dice every row must cover) are the app's: the import says them.
import { z } from "zod";
import { packSchema } from "./schema/pack";

export const PACK_SCHEMA_PATH = "public/schemas/pack.schema.json";
export const PACK_SCHEMA_URL = "/schemas/pack.schema.json";

/** The schema's text: what a pack file may be written as (sections left out take their defaults). */
export function packJsonSchemaText(): string {
  const schema = z.toJSONSchema(packSchema, { io: "input", target: "draft-2020-12" });
  const described = {
    ...schema,
    title: "Gorka Garage pack",
    description: "Fighter types, weapons, wargear, skills and post-game tables for Gorka Garage. Cross-references and dice coverage are checked on import.",
  };
  return `${JSON.stringify(described, null, 2)}\n`;
}

import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_PACK } from "./default-pack";
import { exportPack, importPack, parsePackFile } from "./file";
import { packJsonSchemaText, PACK_SCHEMA_PATH } from "./json-schema";
import { FIGHTER_TYPES } from "../rules/tables/fighters";

describe("the default pack (placeholder content)", () => {
  it("validates through the same checks as an imported pack", () => expect(importPack(JSON.parse(exportPack(DEFAULT_PACK))).ok).toBe(true));
  it("is labelled as placeholder content, a starting point to match to the group's book", () => {
    expect(DEFAULT_PACK.name).toMatch(/placeholder/i);
    expect(DEFAULT_PACK.about).toMatch(/^Placeholder content.*starting point to match to your group's book/);
  });
  it("has a fighter type for every rules role, a weapon with two profile lines, an injury table, advances and an income rule", () => {
    expect(new Set(DEFAULT_PACK.fighterTypes.map((t) => t.role))).toEqual(new Set(FIGHTER_TYPES));
    expect(DEFAULT_PACK.weapons.some((w) => w.profiles.length === 2)).toBe(true);
    expect(DEFAULT_PACK.injuries?.rows.some((r) => r.effects.some((e) => e.kind === "dead"))).toBe(true);
    expect(DEFAULT_PACK.advancements?.options.length).toBeGreaterThan(0);
    expect(DEFAULT_PACK.advancements?.roll).not.toBeNull();
    expect(DEFAULT_PACK.income).not.toBeNull();
    expect(DEFAULT_PACK.experience).not.toBeNull();
  });
});

describe("the JSON Schema for editors", () => {
  it(`the committed ${PACK_SCHEMA_PATH} is the one the schema makes now (run npm run packs:schema)`, () => {
    const committed = readFileSync(join(__dirname, "..", "..", PACK_SCHEMA_PATH), "utf8");
    expect(committed).toBe(packJsonSchemaText());
  });
  it("says what an editor needs: the format, required fields, no unknown fields", () => {
    const schema = JSON.parse(packJsonSchemaText());
    expect(schema.properties.format.const).toBe("gorka-garage.pack");
    expect(schema.required).toEqual(["format", "version", "id", "name"]);
    expect(schema.additionalProperties).toBe(false);
  });
});

describe("the example in lib/packs/README.md", () => {
  it("is a pack the import reads", () => {
    const readme = readFileSync(join(__dirname, "README.md"), "utf8");
    const example = /```json\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
    const r = parsePackFile(example);
    expect(r.ok ? [] : r.errors).toEqual([]);
  });
});

describe('the example in the README\'s "Writing a pack"', () => {
  it("is a pack the import reads", () => {
    const readme = readFileSync(join(__dirname, "../../README.md"), "utf8");
    const example = /## Writing a pack[\s\S]*?```json\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
    expect(example).toContain('"format": "gorka-garage.pack"');
    const r = parsePackFile(example);
    expect(r.ok ? [] : r.errors).toEqual([]);
  });
});

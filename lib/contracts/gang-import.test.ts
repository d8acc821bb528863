import { describe, expect, it } from "vitest";
import { exportGang, GANG_FILE_MAX_BYTES, IMPORT_LIMITS } from "@/lib/export/gang-export";
import { gruntsRoster } from "@/lib/rules";
import { importGangSchema, importProblemLines, MAX_LISTED_PROBLEMS } from "./gang-import";
import { invalid } from "./result";

type File = ReturnType<typeof exportGang>;
const gruntsFile = (): File => JSON.parse(JSON.stringify(exportGang({ name: "Da Grunts", house: "Goffs" }, gruntsRoster())));
const withFighters = (n: number) => {
  const file = gruntsFile();
  const yoof = file.roster.fighters.find((f) => f.id === "yoof")!;
  file.roster.fighters = [
    ...file.roster.fighters,
    ...Array.from({ length: n - file.roster.fighters.length }, (_, i) => ({ ...yoof, id: `extra-${i}`, name: `Yoof ${i}` })),
  ];
  return file;
};

/** What the form lists under the field and the server action answers: the same schema on both sides. */
function fieldErrors(json: string) {
  const r = importGangSchema.safeParse({ json });
  if (r.success) return null;
  const out = invalid(r.error);
  return out.ok ? null : out.fieldErrors;
}

describe("import form schema (the same on the client and in the server action)", () => {
  it("nothing chosen or pasted: asks for a file", () => {
    expect(fieldErrors("")).toEqual({ json: ["Choose a gang file or paste its contents."] });
    expect(fieldErrors("  \n ")).toEqual({ json: ["Choose a gang file or paste its contents."] });
  });

  it("text over 1 MB is refused by its size, with the limit", () => {
    expect(fieldErrors(" ".repeat(GANG_FILE_MAX_BYTES + 1))).toEqual({ json: ["This text is 1,001 KB; gang files up to 1 MB can be imported."] });
  });

  it("a missing section is named in words, with its path", () => {
    const noGang: Partial<File> = gruntsFile();
    delete noGang.gang;
    expect(fieldErrors(JSON.stringify(noGang))).toEqual({ json: ["gang: The file has no gang section: is it a Gorka Garage gang export?"] });
  });

  it("import limits (IMPORT_LIMITS): 100 fighters pass the schema, 101 are refused with the limit in words", () => {
    expect(IMPORT_LIMITS.fighters.max).toBe(100);
    expect(fieldErrors(JSON.stringify(withFighters(100)))).toBeNull();
    expect(fieldErrors(JSON.stringify(withFighters(101)))).toEqual({ json: ["roster.fighters: Too many fighters: 101 (at most 100 per gang)."] });
    expect(fieldErrors(JSON.stringify(withFighters(3012)))).toEqual({ json: ["roster.fighters: Too many fighters: 3,012 (at most 100 per gang)."] });
  });

  it("file-wide problems read without a path; not JSON says so", () => {
    expect(fieldErrors("{ not json")?.json).toEqual([expect.stringMatching(/^This is not valid JSON/)]);
    expect(fieldErrors("[1, 2]")?.json).toEqual([expect.stringMatching(/^This is not a Gorka Garage gang export/)]);
  });

  it("a good export passes", () => {
    expect(fieldErrors(JSON.stringify(gruntsFile()))).toBeNull();
  });

  it(`at most ${MAX_LISTED_PROBLEMS} problems are listed, the rest counted in one line`, () => {
    const errors = Array.from({ length: 120 }, (_, i) => ({ path: `roster.ledger.${i}.amount`, message: "This should be a whole number, not 0.5." }));
    const lines = importProblemLines(errors);
    expect(lines).toHaveLength(MAX_LISTED_PROBLEMS + 1);
    expect(lines[0]).toBe("roster.ledger.0.amount: This should be a whole number, not 0.5.");
    expect(lines.at(-1)).toBe("…and 70 more problems.");
    expect(importProblemLines(errors.slice(0, 3))).toHaveLength(3);
  });
});

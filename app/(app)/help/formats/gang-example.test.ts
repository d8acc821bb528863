import { describe, expect, it } from "vitest";
import { readGangExport } from "@/lib/export/gang-export";
import { parsePackFile } from "@/lib/packs";
import { GANG_EXAMPLE, PACK_EXAMPLE } from "./gang-example";

describe("the gang file shown on the help page", () => {
  it("imports as it is shown", () => {
    expect(readGangExport(GANG_EXAMPLE).ok).toBe(true);
  });
  it("and so does the pack file shown there", () => {
    const r = parsePackFile(PACK_EXAMPLE);
    expect(r.ok ? [] : r.errors).toEqual([]);
  });
});

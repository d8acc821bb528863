import { describe, expect, it } from "vitest";
import { GANG_FILE_MAX_BYTES } from "@/lib/export/gang-export";
import { readChosenFile } from "./read-chosen-file";

const file = (name: string, text: string, size = new TextEncoder().encode(text).length) => ({
  name,
  size,
  text: async () => text,
});

describe("a file chosen in the import form", () => {
  it("a file over 1 MB is refused by its size and its text is never read (defect A: nothing of it reaches the form)", async () => {
    let read = false;
    const huge = { name: "huge.json", size: 1_521_000, text: async () => ((read = true), "{}") };
    expect(await readChosenFile(huge)).toEqual({ ok: false, problem: "huge.json is 1,521 KB; gang files up to 1 MB can be imported." });
    expect(read).toBe(false);
    expect((await readChosenFile(file("edge.json", "x", GANG_FILE_MAX_BYTES))).ok).toBe(true);
  });

  it("an empty file says 'That file is empty.' (not 'choose a file')", async () => {
    expect(await readChosenFile(file("empty.json", ""))).toEqual({ ok: false, problem: "That file is empty." });
    expect(await readChosenFile(file("blank.json", " \n\t"))).toEqual({ ok: false, problem: "That file is empty." });
    expect(await readChosenFile(file("bom.json", "\uFEFF"))).toEqual({ ok: false, problem: "That file is empty." });
  });

  it("a file that cannot be read asks to choose it again", async () => {
    const gone = { name: "gone.json", size: 10, text: () => Promise.reject(new Error("NotReadableError")) };
    expect(await readChosenFile(gone)).toEqual({ ok: false, problem: "gone.json could not be read: choose it again." });
  });

  it("any other file gives its text to the form, which checks it with the import schema", async () => {
    expect(await readChosenFile(file("gang.json", '{"format":"gorka-garage.gang"}'))).toEqual({ ok: true, text: '{"format":"gorka-garage.gang"}' });
  });
});

describe("a pack file chosen in the pack import form (the same reader)", () => {
  it("names packs in the size refusal and refuses a file of blanks as empty", async () => {
    const huge = file("big-pack.json", "{}", 1_000_001);
    expect(await readChosenFile(huge, "pack", 1_000_000)).toEqual({ ok: false, problem: "big-pack.json is 1,001 KB; pack files up to 1 MB can be imported." });
    expect(await readChosenFile(file("blank.json", "  "), "pack", 1_000_000)).toEqual({ ok: false, problem: "That file is empty." });
  });
});

describe("an army file chosen in the army import form (the same reader, a 100 KB limit)", () => {
  it("says a limit under a megabyte in KB, never as a fraction of a megabyte", async () => {
    const big = file("big.army.json", "{}", 150_000);
    expect(await readChosenFile(big, "army", 100_000)).toEqual({ ok: false, problem: "big.army.json is 150 KB; army files up to 100 KB can be imported." });
  });
});

import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { PASTE, slotGang } from "./gang-source";

const choices = { gangs: [], armies: [] };
const pasted = (text: string) => slotGang({ key: 0, choice: PASTE, text }, choices);

describe("a pasted gang export", () => {
  it("is read when it is a gang export", () => {
    expect(pasted(readFileSync("scripts/fixtures/da-spikes.json", "utf8"))).toMatchObject({ ok: true, side: { kind: "gang" } });
  });

  it("is refused by its size, before it is parsed, when it is over 1 MB", () => {
    const spikes = readFileSync("scripts/fixtures/da-spikes.json", "utf8");
    // valid JSON, padded past the limit with blanks: only its size is wrong
    const big = spikes + " ".repeat(1_000_001);
    expect(pasted(big)).toEqual({ ok: false, errors: [`This text is 1,005 KB; gang exports up to 1 MB can be fought.`] });
  });
});

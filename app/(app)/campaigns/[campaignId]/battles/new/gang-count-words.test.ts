import { describe, expect, it } from "vitest";
import { QUICK_RESOLVE_MAX_GANGS } from "@/lib/contracts/quick-resolve";
import { gangCountInWords } from "./gang-count-words";

describe("gangCountInWords: the quick-resolve gang list says how many gangs it takes", () => {
  it("a campaign with only two gangs takes exactly two (not 'two to 2')", () => {
    expect(gangCountInWords(2)).toBe("two");
  });

  it.each([
    [3, "two to three"],
    [4, "two to four"],
    [5, "two to five"],
    [QUICK_RESOLVE_MAX_GANGS, "two to six"],
  ])("up to %i gangs: %s", (max, words) => {
    expect(gangCountInWords(max)).toBe(words);
  });

  it("every count the page can ask for is in words, with no digits", () => {
    for (let max = 2; max <= QUICK_RESOLVE_MAX_GANGS; max++) expect(gangCountInWords(max)).not.toMatch(/\d/);
  });
});

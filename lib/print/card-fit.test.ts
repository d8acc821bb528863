import { describe, expect, it } from "vitest";
import { blocksHeight, fitCardPt } from "./card-fit";

describe("the type size a card fits at", () => {
  it("a short card prints at the base size", () => {
    expect(fitCardPt({ width: 57, height: 82, basePt: 6.5, minPt: 4.5, blocks: [{ rows: 8 }, { text: 40 }] })).toBe(6.5);
  });

  it("a long card prints smaller, and what it picks fits", () => {
    const blocks = [{ rows: 20 }, { text: 600 }, { mm: 10 }];
    const pt = fitCardPt({ width: 57, height: 82, basePt: 6.5, minPt: 4, blocks });
    expect(pt).toBeLessThan(6.5);
    expect(pt).toBeGreaterThan(4);
    expect(blocksHeight(blocks, 57, pt)).toBeLessThanOrEqual(82);
    expect(blocksHeight(blocks, 57, pt + 0.25)).toBeGreaterThan(82);
  });

  it("a card that cannot fit even the smallest size gets the smallest size", () => {
    expect(fitCardPt({ width: 57, height: 20, basePt: 6.5, minPt: 4.5, blocks: [{ rows: 200 }] })).toBe(4.5);
  });

  it("wrapping text takes more lines at a larger size", () => {
    expect(blocksHeight([{ text: 200 }], 57, 10)).toBeGreaterThan(blocksHeight([{ text: 200 }], 57, 5) * 2);
  });
});

import { describe, expect, it } from "vitest";
import { blocksHeight, fitCardPt, splitCard } from "./card-fit";

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

describe("ruling (print): a card too full for its smallest type goes on onto a continuation card", () => {
  const poker = { width: 55.4, height: 72.4, basePt: 7, minPt: 4.5 }; // a poker card's inner box (card-frame.tsx)
  const head = [{ rows: 1.5 }, { text: 60 }, { rows: 9.5 }];
  const continuedHead = [{ rows: 1.5 }];

  it("a card that fits stays one card, at the size fitCardPt picks", () => {
    const flow = [{ text: 80 }, { text: 40 }];
    expect(splitCard({ ...poker, head, continuedHead, flow })).toEqual([{ pt: fitCardPt({ ...poker, blocks: [...head, ...flow] }), from: 0, to: 2 }]);
  });

  it("a crowded card splits: every line is on exactly one card, in order, and each card fits at its size", () => {
    const flow = Array.from({ length: 12 }, () => ({ text: 300 })); // twelve long name lists
    const parts = splitCard({ ...poker, head, continuedHead, flow });
    expect(parts.length).toBeGreaterThan(1);
    expect(parts[0]!.from).toBe(0);
    expect(parts.at(-1)!.to).toBe(flow.length);
    parts.slice(1).forEach((p, i) => expect(p.from).toBe(parts[i]!.to));
    parts.forEach((p, i) => {
      const blocks = [...(i === 0 ? head : continuedHead), ...flow.slice(p.from, p.to)];
      expect(p.pt).toBeGreaterThanOrEqual(poker.minPt);
      expect(blocksHeight(blocks, poker.width, p.pt)).toBeLessThanOrEqual(poker.height);
    });
  });

  it("the first card takes as many lines as fit at the smallest size before going on", () => {
    const flow = Array.from({ length: 12 }, () => ({ text: 300 }));
    const [first] = splitCard({ ...poker, head, continuedHead, flow });
    expect(blocksHeight([...head, ...flow.slice(0, first!.to)], poker.width, poker.minPt)).toBeLessThanOrEqual(poker.height);
    expect(blocksHeight([...head, ...flow.slice(0, first!.to + 1)], poker.width, poker.minPt)).toBeGreaterThan(poker.height);
  });

  it("a single line too long for any card gets a card of its own (cut there), and the split still ends", () => {
    const flow = [{ text: 50 }, { text: 100_000 }, { text: 50 }];
    const parts = splitCard({ ...poker, head, continuedHead, flow });
    expect(parts.map((p) => [p.from, p.to])).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
  });
});

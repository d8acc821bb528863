import { describe, expect, it } from "vitest";
import { cardBox, cardRows, cardsPerPage, pagesForCards, printableArea } from "./card-sheet";

describe("cards on a page", () => {
  it("nine poker cards (63 × 88 mm) to a page, on A4 and on US Letter", () => {
    expect(cardsPerPage("poker", "a4")).toMatchObject({ width: 63, height: 88, columns: 3, rows: 3, perPage: 9 });
    expect(cardsPerPage("poker", "letter")).toMatchObject({ columns: 3, rows: 3, perPage: 9 });
  });

  it("four tarot cards (70 × 120 mm) to a page, on A4 and on US Letter", () => {
    expect(cardsPerPage("tarot", "a4")).toMatchObject({ width: 70, height: 120, columns: 2, rows: 2, perPage: 4 });
    expect(cardsPerPage("tarot", "letter")).toMatchObject({ columns: 2, rows: 2, perPage: 4 });
  });

  it("a full-page card is one to a page and fits inside the printable area", () => {
    for (const paper of ["a4", "letter"] as const) {
      const area = printableArea(paper);
      const card = cardBox("page", paper);
      expect(cardsPerPage("page", paper).perPage).toBe(1);
      expect(card.width).toBeLessThan(area.width);
      expect(card.height).toBeLessThan(area.height);
    }
  });

  it("the grid with its gaps never overflows the printable area", () => {
    for (const size of ["poker", "tarot", "page"] as const) {
      for (const paper of ["a4", "letter"] as const) {
        const l = cardsPerPage(size, paper);
        const area = printableArea(paper);
        expect(l.columns * l.width + (l.columns - 1) * 2.5).toBeLessThanOrEqual(area.width);
        expect(l.rows * l.height + (l.rows - 1) * 2.5).toBeLessThanOrEqual(area.height);
      }
    }
  });

  it("pages for cards alone: 10 poker cards take 2 pages, 9 take 1, none take none", () => {
    expect(pagesForCards(10, "poker", "a4")).toBe(2);
    expect(pagesForCards(9, "poker", "a4")).toBe(1);
    expect(pagesForCards(0, "tarot", "letter")).toBe(0);
    expect(pagesForCards(3, "page", "letter")).toBe(3);
  });

  it("cards go into rows of the grid's width, the last row short", () => {
    expect(cardRows([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(cardRows([], 3)).toEqual([]);
  });
});

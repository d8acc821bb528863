// How printed cards sit on paper: card sizes in millimetres, how many fit a page, the font size a
// card's contents fit at, and the tick tracks printed on them. Pure numbers, no layout engine: the
// print view and its CSS read these, and the e2e test checks the PDF against them.

export const CARD_SIZES = ["poker", "tarot", "page"] as const;
export type CardSize = (typeof CARD_SIZES)[number];
export const PAPERS = ["a4", "letter"] as const;
export type Paper = (typeof PAPERS)[number];

export interface Box {
  width: number;
  height: number;
}

export const PAPER_MM = { a4: { width: 210, height: 297 }, letter: { width: 215.9, height: 279.4 } } as const satisfies Record<Paper, Box>;
/** The @page margin of the print view (print.css): small, so nine poker cards fit US Letter too. */
export const PAGE_MARGIN_MM = 4;
/** Between two cards: room for the crop marks, which run on in line with the cut. */
export const CARD_GAP_MM = 2.5;
/** A full-page card stays this far inside the page's printable area, so rounding never pushes it to a new page. */
const PAGE_CARD_INSET_MM = 1;

/** The sleeve sizes: a poker card 63 × 88 mm, a tarot card 70 × 120 mm. */
const FIXED_CARDS = { poker: { width: 63, height: 88 }, tarot: { width: 70, height: 120 } } as const satisfies Record<Exclude<CardSize, "page">, Box>;

export const CARD_SIZE_NAMES: Record<CardSize, string> = { poker: "Poker (63 × 88 mm)", tarot: "Tarot (70 × 120 mm)", page: "Full page" };

/** The printable area of a sheet of paper, inside the margin. */
export function printableArea(paper: Paper): Box {
  const p = PAPER_MM[paper];
  return { width: p.width - 2 * PAGE_MARGIN_MM, height: p.height - 2 * PAGE_MARGIN_MM };
}

/** A card's cut size in millimetres; a full-page card fills the printable area. */
export function cardBox(size: CardSize, paper: Paper): Box {
  if (size !== "page") return FIXED_CARDS[size];
  const area = printableArea(paper);
  return { width: area.width - 2 * PAGE_CARD_INSET_MM, height: area.height - 2 * PAGE_CARD_INSET_MM };
}

export interface SheetLayout extends Box {
  columns: number;
  rows: number;
  perPage: number;
}

/** How many cards of a size fit one page, in a grid with a gap between cards. */
export function cardsPerPage(size: CardSize, paper: Paper): SheetLayout {
  const area = printableArea(paper);
  const card = cardBox(size, paper);
  const fit = (room: number, each: number) => Math.max(1, Math.floor((room + CARD_GAP_MM) / (each + CARD_GAP_MM)));
  const columns = fit(area.width, card.width);
  const rows = fit(area.height, card.height);
  return { ...card, columns, rows, perPage: columns * rows };
}

/** Pages for a number of cards alone (no roster sheet, no rules summary). */
export function pagesForCards(cards: number, size: CardSize, paper: Paper): number {
  return Math.ceil(cards / cardsPerPage(size, paper).perPage);
}

/** Cards split into rows of the grid: a row is what moves to the next page, whole. */
export function cardRows<T>(cards: readonly T[], columns: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < cards.length; i += columns) rows.push(cards.slice(i, i + columns));
  return rows;
}

// The type size a card's contents fit at. Text on a card is short lines (a name, a list) and
// table rows; a line's width in characters is estimated from the type size, which is close
// enough for a sans-serif face at these sizes and errs towards smaller type.

const MM_PER_PT = 25.4 / 72;
/** Line height as the card CSS sets it. */
export const CARD_LINE_HEIGHT = 1.2;
/** The average width of a character, in ems, for the sans-serif the cards print in (a little wide, to be safe). */
const CHAR_EM = 0.55;

/** One piece of a card: wrapping text of so many characters, or so many fixed rows (a table). */
export type CardBlock = { text: number } | { rows: number } | { mm: number };

export interface FitRequest {
  /** Inner width and height of the card, in millimetres. */
  width: number;
  height: number;
  /** The size to print at when everything fits, and the smallest allowed. */
  basePt: number;
  minPt: number;
  blocks: readonly CardBlock[];
}

/** Height in millimetres of the blocks at a type size. */
export function blocksHeight(blocks: readonly CardBlock[], width: number, pt: number): number {
  const line = pt * MM_PER_PT * CARD_LINE_HEIGHT;
  const perLine = Math.max(1, Math.floor(width / (pt * MM_PER_PT * CHAR_EM)));
  return blocks.reduce((sum, b) => sum + ("mm" in b ? b.mm : "rows" in b ? b.rows * line : Math.max(1, Math.ceil(b.text / perLine)) * line), 0);
}

/**
 * The largest type size, in quarter points from `basePt` down to `minPt`, at which the blocks fit
 * the card; `minPt` when nothing larger does (the card then cuts off its last lines).
 */
export function fitCardPt({ width, height, basePt, minPt, blocks }: FitRequest): number {
  for (let pt = basePt; pt > minPt; pt -= 0.25) if (blocksHeight(blocks, width, pt) <= height) return pt;
  return minPt;
}

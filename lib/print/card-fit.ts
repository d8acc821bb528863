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

/** One card of a split: its type size and the flowing blocks it carries, `from` (inclusive) to `to` (exclusive). */
export interface CardPart {
  pt: number;
  from: number;
  to: number;
}

export interface SplitRequest extends Omit<FitRequest, "blocks"> {
  /** What opens the first card (name, profile, wound tracks): never split. */
  head: readonly CardBlock[];
  /** What opens a continuation card (its name and "continued"). */
  continuedHead: readonly CardBlock[];
  /** The lines that may move to a continuation card, in their order (crew, weapons, upgrades…). */
  flow: readonly CardBlock[];
}

/**
 * Ruling (print): a card whose contents do not fit even at the smallest type size goes on onto a
 * second card (and a third…) rather than being cut off. The first card keeps its head and as many
 * flowing lines as fit at `minPt`; each further card opens with `continuedHead`. A card that fits
 * stays one card at the largest size that fits. A single line too long for a whole card still
 * gets a card of its own (only a name list of hundreds of entries could do that; it is cut there).
 */
export function splitCard({ width, height, basePt, minPt, head, continuedHead, flow }: SplitRequest): CardPart[] {
  const fits = (blocks: readonly CardBlock[]) => blocksHeight(blocks, width, minPt) <= height;
  const pt = (blocks: readonly CardBlock[]) => fitCardPt({ width, height, basePt, minPt, blocks });
  if (fits([...head, ...flow])) return [{ pt: pt([...head, ...flow]), from: 0, to: flow.length }];
  const parts: CardPart[] = [];
  for (let from = 0; from < flow.length || parts.length === 0;) {
    const top = parts.length === 0 ? head : continuedHead;
    let to = from;
    while (to < flow.length && fits([...top, ...flow.slice(from, to + 1)])) to++;
    if (to === from && from < flow.length) to++; // a line too long for any card: alone, cut off
    parts.push({ pt: pt([...top, ...flow.slice(from, to)]), from, to });
    from = to;
  }
  return parts;
}

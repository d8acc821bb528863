import type { ReactNode } from "react";
import { cardRows, cardsPerPage, type CardSize, type Paper } from "@/lib/print/card-sheet";

/**
 * The cards in rows of the page's grid (3 poker or 2 tarot cards a row): a row never breaks
 * across pages, so no card is ever cut in two, and the first rows follow the roster on its page.
 * On screen the rows dissolve and the cards wrap to the window's width.
 */
export function CardSheet({ cards, size, paper }: { cards: { key: string; node: ReactNode }[]; size: CardSize; paper: Paper }) {
  const { columns } = cardsPerPage(size, paper);
  return (
    <section aria-label="Cards" className="card-sheet" data-card-size={size}>
      {cardRows(cards, columns).map((row, i) => (
        <div key={i} className="card-row">
          {row.map((c) => (
            <div key={c.key} className="card-slot">
              {c.node}
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}

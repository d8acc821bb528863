import type { ReactNode } from "react";
import type { CardSize } from "@/lib/print/card-sheet";
import { QrCode } from "./qr-code";

export interface CardPlace {
  size: CardSize;
  /** Cut size in millimetres. */
  width: number;
  height: number;
  /** The gang's share page, when it has one: the card's QR code points there. */
  shareUrl: string | null;
  /** Where the card's PDF link points (the share page or the gang's page): also marks the card's box in the PDF. */
  linkBase: string;
}

const MARKS = ["tl-h", "tl-v", "tr-h", "tr-v", "bl-h", "bl-v", "br-h", "br-v"] as const;

/**
 * One card at its cut size: crop marks at its corners, in line with the cut (outside the card,
 * in the gap), a framed body whose type size is chosen to fit, and the QR code to the live roster.
 * In print, a link covers the card: the PDF gets one link box per card, exactly the card's size,
 * which is how the tests find each card's place on the page.
 */
export function CardFrame({ label, place, pt, cardKey, children }: { label: string; place: CardPlace; pt: number; cardKey: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      className="table-card"
      data-card-size={place.size}
      style={{ width: `${place.width}mm`, height: `${place.height}mm`, fontSize: `${pt}pt` }}
    >
      {place.size !== "page" && MARKS.map((m) => <span key={m} aria-hidden="true" className={`cut-mark cut-${m}`} />)}
      <a href={`${place.linkBase}#card-${cardKey}`} aria-hidden="true" tabIndex={-1} className="card-link">
        {" "}
      </a>
      <div className="card-body">
        {place.shareUrl && <QrCode url={place.shareUrl} label="QR code: the gang's live roster (share link)" />}
        {children}
      </div>
    </section>
  );
}

/**
 * Inner width and height of a card body in millimetres (card-body's inset, border and padding in
 * print.css), the height less a tenth: the fit is an estimate, and wrapped table cells take more.
 */
export const cardInner = (place: CardPlace) => ({ width: place.width - 7.6, height: (place.height - 7.6) * 0.9 });

/** Type sizes per card size: the size to print at, and the smallest a long card may shrink to. */
export const CARD_TYPE: Record<CardSize, { basePt: number; minPt: number; qrMm: number }> = {
  poker: { basePt: 7, minPt: 4.5, qrMm: 13 },
  tarot: { basePt: 9, minPt: 5, qrMm: 16 },
  page: { basePt: 16, minPt: 7, qrMm: 30 },
};

/** Boxes to tick, drawn with borders (no font needed for them). */
export function TickBoxes({ count, label }: { count: number; label: string }) {
  return (
    <span aria-label={label} role="img" className="tick-boxes">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="tick-box" />
      ))}
    </span>
  );
}

/** Lines to write on, for blank cards. */
export function WriteLines({ count, label }: { count: number; label: string }) {
  return (
    <div className="write-lines" aria-label={`${label}: ${count} blank line${count === 1 ? "" : "s"}`} role="group">
      <span className="font-semibold">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="write-line" />
      ))}
    </div>
  );
}

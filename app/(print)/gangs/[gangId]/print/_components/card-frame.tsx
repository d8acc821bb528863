import { Fragment, type ReactNode } from "react";
import { WeaponProfiles } from "@/app/_components/weapon-profiles";
import { splitCard, type CardBlock } from "@/lib/print/card-fit";
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

/** A piece of a card: the block it takes (for the fit) and what it prints; left out when `node` is empty. */
export type CardPiece = { block: CardBlock; node: ReactNode };

/** The weapon profile table of a card: a row per line, a head, and a name row for a weapon of several lines or with traits. */
export const profilesPiece = (groups: Parameters<typeof WeaponProfiles>[0]["groups"], caption: string): CardPiece => ({
  block: { rows: groups.length ? 2 + groups.reduce((n, g) => n + g.length + (g.length > 1 || g[0]!.line ? 1 : 0) + (g[0]!.traits ? 1 : 0), 0) : 0 },
  node: groups.length > 0 && <WeaponProfiles groups={groups} caption={caption} className="card-weapons" />,
});

/** A line of a card: a bold label and its text, left out when there is nothing to say. */
export const textPiece = (label: string, text: string): CardPiece => ({
  block: { text: text.length + 14 },
  node: text && (
    <p>
      <span className="font-semibold">{label}: </span>
      {text}
    </p>
  ),
});

/**
 * A gang's card for the table, as one card or, when it is too full even at the smallest type,
 * several (lib/print/card-fit.ts, splitCard): the first card has the title, the QR code and the
 * `head` (profile, wound tracks); a continuation card repeats the title, says "continued, 2 of 3"
 * and carries the `flow` pieces (crew, weapons, upgrades…) that did not fit before it.
 */
export function tableCards({
  label,
  cardKey,
  title,
  place,
  head,
  flow,
}: {
  label: string;
  cardKey: string;
  title: string;
  place: CardPlace;
  head: readonly CardPiece[];
  flow: readonly CardPiece[];
}): { key: string; node: ReactNode }[] {
  const type = CARD_TYPE[place.size];
  const inner = cardInner(place);
  const present = flow.filter((p) => p.node);
  const parts = splitCard({
    ...inner,
    basePt: type.basePt,
    minPt: type.minPt,
    head: [{ rows: 1.5 }, { mm: place.shareUrl ? (type.qrMm * type.qrMm) / inner.width : 0 }, ...head.map((p) => p.block)],
    continuedHead: [{ rows: 1.5 }, { rows: 1 }],
    flow: present.map((p) => p.block),
  });
  return parts.map((part, i) => {
    const key = i === 0 ? cardKey : `${cardKey}-${i + 1}`;
    const count = `${i + 1} of ${parts.length}`;
    return {
      key,
      node: (
        <CardFrame label={i === 0 ? label : `${label} (continued, ${count})`} place={i === 0 ? place : { ...place, shareUrl: null }} pt={part.pt} cardKey={key}>
          <h3 className="card-title">
            {title}
            {parts.length > 1 && <span className="font-normal"> · card {count}</span>}
          </h3>
          {i === 0 ? head.map((p, n) => <Fragment key={n}>{p.node}</Fragment>) : <p className="italic">continued from card {i}</p>}
          {present.slice(part.from, part.to).map((p, n) => (
            <Fragment key={n}>{p.node}</Fragment>
          ))}
        </CardFrame>
      ),
    };
  });
}

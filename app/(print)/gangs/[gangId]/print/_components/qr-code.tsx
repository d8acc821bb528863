import QRCode from "qrcode";
import { qrPath } from "@/lib/print/card-tracks";

/** The page's one drawing of the share link's QR code, which every card's QrCode shows (QrCodeDrawing). */
const QR_ID = "share-qr";

const qrSide = (url: string) => QRCode.create(url, { errorCorrectionLevel: "M" }).modules.size + 8;

/**
 * The QR code's squares, drawn once per page in a hidden SVG: every card shows the same code (the
 * gang's share page), and fifteen copies of the path were 61 KB of the print page's HTML and as
 * much again in the data React sends with it.
 */
export function QrCodeDrawing({ url }: { url: string }) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  return (
    <svg width="0" height="0" aria-hidden="true" className="absolute">
      <defs>
        <path id={QR_ID} d={qrPath(modules.size, (r, c) => Boolean(modules.get(r, c)))} fill="#000" />
      </defs>
    </svg>
  );
}

/**
 * A QR code drawn on the server as SVG (no image fetched from anywhere): black squares on white,
 * readable on a black-and-white print. Its squares are the page's QrCodeDrawing for the same url.
 */
export function QrCode({ url, label }: { url: string; label: string }) {
  const side = qrSide(url);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${side} ${side}`} shapeRendering="crispEdges" className="card-qr">
      <rect width={side} height={side} fill="#fff" />
      <use href={`#${QR_ID}`} />
    </svg>
  );
}

import QRCode from "qrcode";
import { qrPath } from "@/lib/print/card-tracks";

/**
 * A QR code drawn here, on the server, as an SVG path (no image fetched from anywhere): black
 * squares on white, readable on a black-and-white print.
 */
export function QrCode({ url, label }: { url: string; label: string }) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  const side = modules.size + 8;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${side} ${side}`} shapeRendering="crispEdges" className="card-qr">
      <rect width={side} height={side} fill="#fff" />
      <path d={qrPath(modules.size, (r, c) => Boolean(modules.get(r, c)))} fill="#000" />
    </svg>
  );
}

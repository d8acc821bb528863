import type { ReactNode } from "react";
import { sheetOnlyOnPaper } from "@/app/_components/paper-only";

// The root layout (site header, skip link, page width) wraps every page; on paper only the sheet
// shows. Scoped with :has() so these rules do nothing on pages without a print sheet. A4 and US
// Letter both fit the 10 mm margin; cards never break across pages (break-inside: avoid).
const PRINT_CSS = `
@page { margin: 10mm; }
@media print {
${sheetOnlyOnPaper("print-sheet")}
  .print-sheet { font-size: 10pt; }
  /* Two cards side by side leave ~90 mm each: a smaller type keeps the wound boxes inside. */
  .print-cards > section { font-size: 8.5pt; line-height: 1.3; padding: 2.5mm 3mm; }
  .print-cards > section h3 { font-size: 10.5pt; }
}`;

export default function PrintLayout({ children }: { children: ReactNode }) {
  return (
    <div className="print-sheet">
      <style>{PRINT_CSS}</style>
      {children}
    </div>
  );
}

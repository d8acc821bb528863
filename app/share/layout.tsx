import type { ReactNode } from "react";
import { sheetOnlyOnPaper } from "@/app/_components/paper-only";

// A shared roster printed from the browser: only the roster and its cards go on paper, not the
// site header or skip link (scoped with :has(), like the print view's layout). Headings stay with
// what follows them and cards never break across pages or columns.
const SHARE_PRINT_CSS = `
@media print {
  @page { margin: 10mm; }
${sheetOnlyOnPaper("share-sheet")}
  .share-sheet h1, .share-sheet h2, .share-sheet h3, .share-sheet caption { break-after: avoid; }
  .share-sheet section[aria-label^="Vehicle card"], .share-sheet section[aria-label^="Fighter card"] { break-inside: avoid; }
}`;

export default function ShareLayout({ children }: { children: ReactNode }) {
  return (
    <div className="share-sheet">
      <style>{SHARE_PRINT_CSS}</style>
      {children}
    </div>
  );
}

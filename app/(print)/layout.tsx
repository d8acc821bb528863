import type { ReactNode } from "react";
import "./print.css";

export default function PrintLayout({ children }: { children: ReactNode }) {
  return <div className="print-sheet">{children}</div>;
}

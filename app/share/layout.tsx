import type { ReactNode } from "react";
import "./share.css";

export default function ShareLayout({ children }: { children: ReactNode }) {
  return <div className="share-sheet">{children}</div>;
}

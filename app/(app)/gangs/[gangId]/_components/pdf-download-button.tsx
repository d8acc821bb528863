"use client";
import Link from "next/link";
import { useRef, useState, useSyncExternalStore } from "react";
import { BusyButton } from "@/app/_components/busy-button";

const PAPER_NAMES = { a4: "A4", letter: "Letter" } as const;
const noSubscription = () => () => {};

/** The file name the server gave (RFC 5987 `filename*` first, then `filename`), or the fallback. */
function fileNameFrom(header: string | null, fallback: string): string {
  const star = header && /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!);
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  const plain = header && (/filename\s*=\s*"([^"]+)"/i.exec(header) ?? /filename\s*=\s*([^;\s]+)/i.exec(header));
  return plain ? plain[1]! : fallback;
}

/** The route's `{ error: { message } }`, or a plain sentence when the answer is not ours (a proxy's page). */
async function errorMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  const message = body?.error?.message;
  return typeof message === "string" && message
    ? message
    : `The PDF could not be made (error ${response.status}). Try again, or use the print view and your browser's Print → Save as PDF.`;
}

/** Saves a blob under a name: a temporary object-URL link with `download`, clicked once. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // the browser has started the download by then; the URL is only freed later
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

type Outcome = { kind: "error"; text: string; signIn: string | null } | { kind: "saved"; text: string } | null;

/**
 * "Download PDF (A4)" / "(Letter)": the PDF takes seconds to make, so the button says "Making the
 * PDF…" (aria-busy, still focused, repeat presses ignored), saves the file under the server's name
 * when it arrives, and says the server's error beside it without leaving the page. Before
 * hydration (or without JavaScript) it is a plain link to the same route.
 */
export function PdfDownloadButton({
  gangId,
  paper,
  fallbackName,
  className = "",
}: {
  gangId: string;
  paper: "a4" | "letter";
  fallbackName: string;
  className?: string;
}) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // a second press in the same tick, before `busy` has re-rendered, is ignored too
  const running = useRef(false);
  const href = `/api/gangs/${encodeURIComponent(gangId)}/pdf?paper=${paper}`;
  const label = `Download PDF (${PAPER_NAMES[paper]})`;
  if (!hydrated)
    return (
      <a href={href} className={className}>
        {label}
      </a>
    );

  async function download() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setOutcome(null);
    try {
      const response = await fetch(href, { cache: "no-store" });
      if (!response.ok) {
        setOutcome({
          kind: "error",
          text: await errorMessage(response),
          signIn: response.status === 401 ? `/signin?callbackUrl=${encodeURIComponent(window.location.pathname)}` : null,
        });
        return;
      }
      const name = fileNameFrom(response.headers.get("Content-Disposition"), `${fallbackName}.pdf`);
      save(await response.blob(), name);
      setOutcome({ kind: "saved", text: `Saved ${name}.` });
    } catch {
      setOutcome({ kind: "error", text: "The PDF could not be downloaded: check your connection and try again.", signIn: null });
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center">
      <BusyButton busy={busy} onClick={download} className={className}>
        {busy ? "Making the PDF…" : label}
      </BusyButton>
      <span role="status" className={`ml-2 text-sm empty:ml-0 ${outcome?.kind === "error" ? "font-medium text-red-800" : "text-stone-700"}`}>
        {outcome?.text}
        {outcome?.kind === "error" && outcome.signIn && (
          <>
            {" "}
            <Link href={outcome.signIn} className="text-rust-700 underline">
              Sign in again
            </Link>
          </>
        )}
      </span>
    </span>
  );
}

"use client";
import { useEffect, useRef } from "react";

/**
 * The form-level message (server refusals, network failures), announced when it changes. When a
 * message appears while the keyboard focus is nowhere (on the page body), the focus moves to it, so
 * the next Tab continues from the message rather than from the top of the page.
 */
export function FormMessage({ message }: { message?: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message && (document.activeElement === document.body || document.activeElement === null)) ref.current?.focus();
  }, [message]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-live="assertive"
      className={message ? "rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800" : "sr-only"}
    >
      {message}
    </div>
  );
}

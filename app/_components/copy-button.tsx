"use client";
import { useState } from "react";

/** Copies `text` to the clipboard and says so; where the clipboard is not allowed, says the text to copy by hand. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [said, setSaid] = useState<string | null>(null);
  const copy = async () => {
    const done = await navigator.clipboard?.writeText(text).then(
      () => true,
      () => false,
    );
    setSaid(done ? "Copied." : `Copy it by hand: ${text}`);
  };
  return (
    <>
      <button type="button" onClick={copy} className="rounded border border-stone-500 px-3 py-2 text-sm">
        {label}
      </button>
      <span role="status" aria-live="polite" className="text-sm text-stone-700">
        {said}
      </span>
    </>
  );
}

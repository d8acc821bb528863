"use client";

export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className="rounded bg-stone-800 px-3 py-2 text-sm text-white">
      Print
    </button>
  );
}

import Link from "next/link";

/**
 * "Newer" and "Older" links under a paged list: plain links (they work without script), each
 * keeping the rest of the page's address. `label` names the list for screen readers.
 */
export function PageLinks({ label, newer, older }: { label: string; newer: string | null; older: string | null }) {
  if (!newer && !older) return null;
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap justify-between gap-2 text-sm">
      {newer ? (
        <Link href={newer} className="rounded border border-stone-500 px-3 py-2 text-rust-700">
          ← Newer {label.toLowerCase()}
        </Link>
      ) : (
        <span />
      )}
      {older ? (
        <Link href={older} className="rounded border border-stone-500 px-3 py-2 text-rust-700">
          Older {label.toLowerCase()} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The page's address with some of its search parameters changed (undefined drops one). */
export function withSearch(path: string, current: Record<string, string | undefined>, change: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...current, ...change })) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

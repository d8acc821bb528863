// Keyset pages for long lists (a league's battles, its activity): a page is "the N rows after
// this one" rather than "page 7", so a battle voided or recorded while someone reads never makes
// a row skip or repeat between pages.

/** Where a page starts or ends: the sort keys of one row (milliseconds), then its id. */
export interface Cursor {
  at: number;
  created: number;
  id: string;
}

const CURSOR = /^(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{1,64})$/;

/** "1762000000000.1762000000000.ck…": short, safe in a URL, and checked by `isCursor`. */
export const encodeCursor = (c: Cursor): string => `${c.at}.${c.created}.${c.id}`;

export const isCursor = (s: string): boolean => CURSOR.test(s);

export function decodeCursor(s: string): Cursor | null {
  const m = CURSOR.exec(s);
  return m ? { at: Number(m[1]), created: Number(m[2]), id: m[3]! } : null;
}

/** Which way a page reads from its cursor: rows older than it, or rows newer than it. */
export type PageDirection = { older: Cursor } | { newer: Cursor } | Record<string, never>;

export interface PageOf<T> {
  rows: T[];
  /** The cursor of the last row shown, when older rows exist (the "Older" link). */
  older: string | null;
  /** The cursor of the first row shown, when newer rows exist (the "Newer" link). */
  newer: string | null;
}

/**
 * Trims a fetch of `size + 1` rows (newest first, or oldest first when reading newer) to one page,
 * and says which links the page offers. `moreBeyondCursor` is whether anything lies on the other
 * side of the cursor the page was read from (false on the first page).
 */
export function pageOf<T>(fetched: T[], size: number, direction: "older" | "newer", moreBeyondCursor: boolean, key: (row: T) => Cursor): PageOf<T> {
  const more = fetched.length > size;
  const rows = fetched.slice(0, size);
  if (direction === "newer") rows.reverse();
  const hasOlder = direction === "older" ? more : moreBeyondCursor;
  const hasNewer = direction === "older" ? moreBeyondCursor : more;
  return {
    rows,
    older: hasOlder && rows.length > 0 ? encodeCursor(key(rows[rows.length - 1]!)) : null,
    newer: hasNewer && rows.length > 0 ? encodeCursor(key(rows[0]!)) : null,
  };
}

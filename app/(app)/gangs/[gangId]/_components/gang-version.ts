// The gang's version a roster form sends. The page passes the version it was rendered at; after a
// success the server answers with the new one, and the page's refresh may still be on its way when
// the player sends the next form (two fighters put in a crew one after the other). Sending the
// newest version this browser has seen keeps that second change from being refused as stale; a
// change made elsewhere in between is still refused by the server, as it should be.
const latest = new Map<string, number>();

export function versionToSend(gangId: string, fromPage: number): number {
  const seen = latest.get(gangId);
  return seen !== undefined && seen > fromPage ? seen : fromPage;
}

/** Remembers the version a successful change left the gang at. */
export function noteVersion(gangId: string, result: { ok: boolean; data?: unknown }): void {
  if (!result.ok || typeof result.data !== "object" || result.data === null) return;
  const v = (result.data as { version?: unknown }).version;
  if (typeof v === "number" && v > (latest.get(gangId) ?? -1)) latest.set(gangId, v);
}

import "server-only";

export type RouteErrorCode = "UNAUTHENTICATED" | "NOT_FOUND" | "INVALID_INPUT" | "BUSY" | "PDF_FAILED" | "INTERNAL";

/** A route handler's error: `{ error: { code, message } }` with its status, never a stack. */
export function errorJson(status: number, code: RouteErrorCode, message: string, headers?: Record<string, string>): Response {
  return Response.json({ error: { code, message } }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/**
 * `Content-Disposition` for a download named after a gang: an ASCII fallback for old clients and
 * the exact name in RFC 5987 form (gang names can hold any character, quotes included).
 */
export function attachment(baseName: string, extension: string): string {
  const ascii =
    baseName
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\/:*?<>|;]+/g, "")
      .replace(/\s+/g, " ")
      .trim() || "gang";
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${baseName}.${extension}`)}`;
}

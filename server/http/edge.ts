// What proxy.ts does before Next.js handles a request: security headers with a fresh CSP nonce,
// and the refusals of server-action requests that Next.js itself answers 500 (issue 17):
// a cross-site Origin 403, a body over the limit 413, a body that is no action call 400.
// Plain functions of a Request (no server-only import: proxy.ts is not a React server module).

/** next.config.js `serverActions.bodySizeLimit` ("2mb", as the bytes package reads it). Keep the two in step. */
export const SERVER_ACTION_BODY_LIMIT = 2 * 1024 * 1024;

export interface EdgeConfig {
  /** TRUST_PROXY: how many proxies in front (0: none). With one, X-Forwarded-Host/-Proto are theirs to say. */
  trustProxy: number;
  /** NEXTAUTH_URL: the app's public address, when set. */
  publicUrl?: string;
  dev: boolean;
}

const first = (value: string | null) => value?.split(",")[0]?.trim() || undefined;

/** The hosts a browser on this site sends as its Origin: the request's Host (or the trusted proxy's X-Forwarded-Host) and the public URL's. */
function ownHosts(request: Request, config: EdgeConfig): Set<string> {
  const hosts = new Set<string>();
  const host = request.headers.get("host");
  if (host) hosts.add(host.toLowerCase());
  const forwarded = config.trustProxy > 0 ? first(request.headers.get("x-forwarded-host")) : undefined;
  if (forwarded) hosts.add(forwarded.toLowerCase());
  if (config.publicUrl) hosts.add(new URL(config.publicUrl).host.toLowerCase());
  return hosts;
}

/** Served over HTTPS, as far as this server can tell (then HSTS is sent). */
export function overHttps(request: Request, config: EdgeConfig): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  if (config.trustProxy > 0 && first(request.headers.get("x-forwarded-proto")) === "https") return true;
  return config.publicUrl?.startsWith("https://") ?? false;
}

/**
 * The Content-Security-Policy of a page, with this request's nonce (Next.js puts it on its own
 * scripts and inline styles; the print and share layouts put it on their <style>). Style
 * attributes stay allowed (style-src-attr): React writes a few (chart colours) and they cannot
 * run code. The odds Web Worker and the battle screen's service worker (public/sw.js) are
 * same-origin files (worker-src); the web manifest (app/manifest.ts) is too (manifest-src).
 */
export function contentSecurityPolicy(nonce: string, { dev, https }: { dev: boolean; https: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    dev ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export const HSTS = "max-age=31536000; includeSubDomains";

export type EdgeErrorCode = "CROSS_SITE" | "TOO_LARGE" | "INVALID_INPUT";

/** An error answered at the edge, in the shape of every route error: `{ error: { code, message } }`. */
export function edgeError(status: 400 | 403 | 413, code: EdgeErrorCode, message: string): Response {
  return Response.json({ error: { code, message } }, { status, headers: { "Cache-Control": "no-store" } });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A request that changes something (any method but GET, HEAD, OPTIONS) from a page of another
 * site: refused. A browser always sends Origin on such a request; a request without one is no
 * browser's and carries no victim's cookies to abuse, so it goes on (as in Next.js itself).
 */
export function crossSite(request: Request, config: EdgeConfig): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return true; // "null" (a sandboxed frame, a file) or garbage
  }
  return !ownHosts(request, config).has(host);
}

/** A server action call: Next.js routes a POST with a Next-Action header to the action it names. */
export const isServerAction = (request: Request) => request.method === "POST" && request.headers.has("next-action");

/**
 * The body of a server action call, checked as Next.js will read it: at most the limit, and
 * either the text React writes for plain arguments (JSON: a list of the arguments) or a form
 * whose field "0" is that list. Anything else would reach React's decoder and fail as a 500.
 * Returns the refusal, or null to let the call through.
 */
export async function checkServerActionBody(request: Request, limit = SERVER_ACTION_BODY_LIMIT): Promise<Response | null> {
  const tooLarge = () => edgeError(413, "TOO_LARGE", `The request is larger than ${Math.round(limit / 1024 / 1024)} MB, the most the app accepts.`);
  const malformed = () => edgeError(400, "INVALID_INPUT", "The request's body is not a call the app understands. Reload the page and try again.");
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > limit) return tooLarge();
  const type = request.headers.get("content-type") ?? "";
  const body = await request
    .clone()
    .arrayBuffer()
    .catch(() => null);
  if (body === null) return malformed();
  if (body.byteLength > limit) return tooLarge();
  try {
    let root: unknown;
    if (type.startsWith("multipart/form-data")) {
      root = (await new Response(body, { headers: { "content-type": type } }).formData()).get("0");
    } else {
      root = new TextDecoder("utf-8", { fatal: true }).decode(body);
    }
    return typeof root === "string" && Array.isArray(JSON.parse(root)) ? null : malformed();
  } catch {
    return malformed(); // no form, no UTF-8, no JSON
  }
}

// Whole rendered league pages kept in memory and served from proxy.ts (issue 16). A page here
// costs its rendering (React, data) every time it is asked for, about 30–80× what the server pays
// to send a static file; the league pages are read far more often than the league changes. So a
// page is rendered once per (viewer, address, database version) and sent again until anything it
// could show changes:
// - The database version (DataVersion, moved on by a trigger on every write to a table that pages
//   show) is read on every request, before the page, so a write on any instance of the app is seen
//   by the next request everywhere. A page rendered after the read shows data at least that new.
// - The key holds everything else a page reads from the request: the address with its query, the
//   cookies (who is signed in, and as which session), the host headers (links printed on cards),
//   the user agent (Next.js streams differently to bots) and the day (the standings print it).
// - A signed-in page is kept no longer than its session cookie is valid, and no page longer than
//   `ttlMs`; ending a session (sign-out, password change) writes the user's row, which moves the
//   version.
// - Each response has its own CSP nonce: the kept page's nonce is swapped for the request's.
// Plain functions of Requests and Responses with the database, the clock and rendering passed in,
// so the tests run it against a real database and a real render; the app's wiring is at the end.

/** The pages kept: the league's pages (campaign, standings, gang, print, share). */
const CACHED_PAGES = [/^\/campaigns\/(?!join$)[^/]+(\/standings)?$/, /^\/gangs\/(?!import$)[^/]+(\/print)?$/, /^\/share\/[^/]+$/];

/** The header that marks the cache's own render of a page, so the proxy lets it through. */
export const RENDER_HEADER = "x-gorka-page-render";

/** Request headers a page's content depends on, besides the address (see above). */
const KEY_HEADERS = ["cookie", "host", "x-forwarded-host", "x-forwarded-proto", "user-agent"];

/** Requests that are never served from the cache: Next.js's own data, prefetch and action requests. */
const ROUTER_HEADERS = ["rsc", "next-router-prefetch", "next-router-segment-prefetch", "next-router-state-tree", "next-action", "range"];

/** Response headers not passed on: they belong to one response or one connection (the proxy sets the CSP). A page that sets a cookie is never kept. */
const DROPPED_HEADERS = new Set(["content-security-policy", "content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date"]);

export interface PageCacheOptions {
  /** Bytes of page bodies kept at most (the oldest used go first). 0 turns the cache off. */
  maxBytes: number;
  /** Longest a page is kept, whatever else holds. */
  ttlMs: number;
  /** Largest page kept. */
  maxPageBytes: number;
}

export const PAGE_CACHE_DEFAULTS: PageCacheOptions = { maxBytes: 48 * 1024 * 1024, ttlMs: 5 * 60_000, maxPageBytes: 2 * 1024 * 1024 };

export interface PageCacheDeps {
  /** The database's version now (any string that changes when the data does). */
  version(): Promise<string>;
  /** When the request's session cookie stops being valid (ms since 1970), or null without one. */
  sessionEnds(request: Request): Promise<number | null>;
  /** The page rendered for this request by the app itself (the request carries RENDER_HEADER). */
  render(request: Request): Promise<Response>;
  now(): number;
}

interface Rendered {
  status: number;
  headers: [string, string][];
  /** The body in UTF-8, cut where the render's nonce stood: each response puts its own nonce between the parts. */
  parts: Buffer[];
  bytes: number;
  cacheable: boolean;
}

interface Entry {
  version: string;
  expiresAt: number;
  page: Rendered;
}

export type CacheOutcome = "hit" | "miss" | "pass";

export function cacheablePath(pathname: string): boolean {
  return CACHED_PAGES.some((p) => p.test(pathname));
}

/**
 * Whether this request may be answered from (and fill) the cache: a browser loading the page as a
 * document. Next.js takes its router's headers (RSC, the state tree, prefetch) and `_rsc` off the
 * request before the proxy sees it, so its data requests look like page loads there; what still
 * tells them apart is that only a page load asks for HTML (`Accept: text/html…`; the router asks
 * for anything).
 */
export function cacheableRequest(request: Request, url = new URL(request.url)): boolean {
  if (request.method !== "GET" || request.headers.has(RENDER_HEADER)) return false;
  if (!(request.headers.get("accept") ?? "").includes("text/html")) return false;
  if (ROUTER_HEADERS.some((h) => request.headers.has(h))) return false;
  return !url.searchParams.has("_rsc") && cacheablePath(url.pathname);
}

/** The cache key: what the page's content depends on besides the database. */
export function pageKey(request: Request, nowMs: number, url = new URL(request.url)): string {
  const day = new Date(nowMs).toISOString().slice(0, 10);
  return [url.pathname + url.search, day, ...KEY_HEADERS.map((h) => request.headers.get(h) ?? "")].join("\n");
}

const NONCE_IN_CSP = /'nonce-([^']+)'/;

async function readRendered(response: Response, maxPageBytes: number): Promise<Rendered> {
  const body = await response.text();
  const nonce = NONCE_IN_CSP.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? null;
  const headers = [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase()));
  const html = (response.headers.get("content-type") ?? "").startsWith("text/html");
  const parts = (nonce ? body.split(nonce) : [body]).map((p) => Buffer.from(p, "utf8"));
  const bytes = parts.reduce((n, p) => n + p.length, 0);
  // a page without its nonce would be kept with scripts the next response's CSP refuses
  const cacheable = response.status === 200 && html && !response.headers.has("set-cookie") && bytes <= maxPageBytes && parts.length > 1;
  return { status: response.status, headers, parts, bytes, cacheable };
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<{ page: Rendered; version: string; expiresAt: number }>>();
  private bytes = 0;
  readonly counts = { hit: 0, miss: 0, pass: 0 };

  constructor(
    private readonly deps: PageCacheDeps,
    private readonly options: PageCacheOptions = PAGE_CACHE_DEFAULTS,
  ) {}

  /**
   * The response for a page request, from the cache or rendered into it, with `nonce` in place of
   * the one it was rendered with; null when the request is not one the cache serves (the caller
   * lets the app answer it as usual).
   */
  async serve(request: Request, nonce: string): Promise<Response | null> {
    const outcome = await this.lookup(request);
    if (!outcome) {
      this.counts.pass++;
      return null;
    }
    this.counts[outcome.outcome]++;
    return respond(outcome.page, nonce, outcome.outcome, request.url);
  }

  private async lookup(request: Request): Promise<{ page: Rendered; outcome: CacheOutcome } | null> {
    if (this.options.maxBytes <= 0) return null;
    const url = new URL(request.url); // parsed once for both
    if (!cacheableRequest(request, url)) return null;
    const now = this.deps.now();
    const key = pageKey(request, now, url);
    let version: string;
    try {
      version = await this.deps.version();
    } catch {
      return null; // no version to trust: the app renders as it would without the cache
    }
    const kept = this.entries.get(key);
    if (kept && kept.version === version && kept.expiresAt > now) {
      this.entries.delete(key); // most recently used last
      this.entries.set(key, kept);
      return { page: kept.page, outcome: "hit" };
    }
    // one render for all the requests that ask for the same page at once
    const flightKey = `${version}\n${key}`;
    let flight = this.rendering.get(flightKey);
    if (!flight) {
      flight = this.renderFor(request, version, now);
      this.rendering.set(flightKey, flight);
      void flight.then(
        () => this.rendering.delete(flightKey),
        () => this.rendering.delete(flightKey),
      );
    }
    let rendered: Awaited<typeof flight>;
    try {
      rendered = await flight;
    } catch {
      return null;
    }
    if (rendered.page.cacheable) this.keep(key, { version: rendered.version, expiresAt: rendered.expiresAt, page: rendered.page });
    return { page: rendered.page, outcome: "miss" };
  }

  private async renderFor(request: Request, version: string, now: number) {
    const [sessionEnds, response] = await Promise.all([this.deps.sessionEnds(request), this.deps.render(request)]);
    const page = await readRendered(response, this.options.maxPageBytes);
    const expiresAt = Math.min(now + this.options.ttlMs, sessionEnds ?? Infinity);
    return { page, version, expiresAt };
  }

  private keep(key: string, entry: Entry) {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.page.bytes;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += entry.page.bytes;
    while (this.bytes > this.options.maxBytes && this.entries.size) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.entries.delete(oldestKey);
      this.bytes -= oldest.page.bytes;
    }
  }

  /** Pages kept and their bytes (for the benchmark and tests). */
  size(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.bytes };
  }
}

function respond(page: Rendered, nonce: string, outcome: CacheOutcome, requestUrl: string): Response {
  const headers = new Headers(page.headers);
  headers.set("x-page-cache", outcome);
  // Next.js takes a proxy's redirect only with a full address
  const location = headers.get("location");
  if (location) headers.set("location", new URL(location, requestUrl).toString());
  if (page.status === 204 || page.status === 304) return new Response(null, { status: page.status, headers });
  const between = Buffer.from(nonce, "utf8");
  const pieces: Buffer[] = [];
  page.parts.forEach((part, i) => {
    if (i) pieces.push(between);
    pieces.push(part);
  });
  return new Response(Buffer.concat(pieces), { status: page.status, headers });
}

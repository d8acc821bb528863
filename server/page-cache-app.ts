// The page cache (server/page-cache.ts) wired to this app: the database version from DataVersion,
// the session cookie's end from next-auth's cookie, and renders asked of this same server over
// loopback. Started once per process from instrumentation.ts and reached by proxy.ts through
// globalThis (the proxy is bundled apart from the server's modules).
import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import Database from "better-sqlite3";
import { getToken } from "next-auth/jwt";
import pg from "pg";
import { decodeSessionToken } from "./accounts/session-token";
import { authSecret } from "./auth-secret";
import { databaseTarget, type DatabaseTarget } from "./database-url";
import { appDb } from "./db-client";
import { env } from "./env";
import type { Db } from "./prisma";
import { PAGE_CACHE_DEFAULTS, PageCache, RENDER_HEADER, type PageCacheDeps } from "./page-cache";

export interface PageCacheHook {
  /** A kept or freshly rendered page for this request, or null: let the app answer it. */
  serve(request: Request, nonce: string): Promise<Response | null>;
  cache: PageCache;
}

const hookHolder = globalThis as unknown as { gorkaPageCache?: PageCacheHook };

/** The hook proxy.ts calls, once the server has started it. */
export const pageCacheHook = (): PageCacheHook | undefined => hookHolder.gorkaPageCache;

/**
 * The database version as the proxy reads it on every league-page request, with a connection of
 * its own and the statement prepared once (a Prisma query costs more than the rest of a kept
 * page's answer): on SQLite read-only, on PostgreSQL a pool of two.
 */
export function versionReader(target: DatabaseTarget = databaseTarget(env().DATABASE_URL, env().DATA_DIR)): () => Promise<string> {
  if (target.provider !== "sqlite") {
    const pool = new pg.Pool({ connectionString: target.url, max: 2 });
    // an idle connection the server ended (a restart, a dropped database) is replaced at the next read; unheard, it would end the process
    pool.on("error", () => undefined);
    const query = { name: "data-version", text: `SELECT "version"::text AS v FROM "DataVersion" WHERE "id" = 1` };
    return async () => {
      const { rows } = await pool.query<{ v: string }>(query);
      if (!rows[0]) throw new Error("DataVersion has no row");
      return rows[0].v;
    };
  }
  let read: (() => string) | undefined;
  return async () => {
    if (!read) {
      const statement = new Database(target.file, { readonly: true, fileMustExist: true })
        .prepare(`SELECT "version" FROM "DataVersion" WHERE "id" = 1`)
        .pluck();
      read = () => String(statement.get());
    }
    return read();
  };
}

/** The DataVersion row's number, as a string (a bigint on PostgreSQL, a number on SQLite). */
export async function databaseVersion(client: Db = appDb()): Promise<string> {
  const rows = await client.$queryRaw<{ version: bigint | number }[]>`SELECT "version" FROM "DataVersion" WHERE "id" = 1`;
  if (!rows[0]) throw new Error("DataVersion has no row");
  return String(rows[0].version);
}

function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

type TokenRequest = Parameters<typeof getToken>[0]["req"];

async function sessionEnds(request: Request): Promise<number | null> {
  const req = { cookies: parseCookies(request.headers.get("cookie")), headers: new Headers() } as unknown as TokenRequest;
  const claims = await getToken({ req, secret: authSecret(), decode: ({ token, secret }) => (token ? decodeSessionToken(token, String(secret)) : null) });
  return claims && typeof claims.exp === "number" ? claims.exp * 1000 : null;
}

/** Where this server listens: what `next start` recorded when it began to listen (its -H host, loopback for all hosts). */
function ownAddress(): { host: string; port: number } {
  const origin = process.env.__NEXT_PRIVATE_ORIGIN;
  const url = origin ? new URL(origin) : null;
  const host = !url || url.hostname === "localhost" ? "127.0.0.1" : url.hostname.replace(/^\[|\]$/g, "");
  return { host, port: Number(url?.port || process.env.PORT || 3000) };
}

/** The page as this server renders it, asked over loopback with the visitor's own headers (Host included) and the render mark. */
function renderHere(request: Request, mark: string): Promise<Response> {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    if (name !== "accept-encoding" && name !== "connection") headers[name] = value;
  });
  headers[RENDER_HEADER] = mark;
  headers.host = request.headers.get("host") ?? url.host;
  const { host, port } = ownAddress();
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host, port, path: url.pathname + url.search, method: "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", reject);
      res.on("end", () => {
        const out = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) out.append(name, v);
        }
        const status = res.statusCode ?? 500;
        resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: out }));
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** Starts the cache for this process (instrumentation.ts); PAGE_CACHE_MB=0 leaves it off. */
export function installPageCache(): void {
  const megabytes = env().PAGE_CACHE_MB;
  if (megabytes <= 0 || hookHolder.gorkaPageCache) return;
  const mark = randomBytes(16).toString("base64url");
  const deps: PageCacheDeps = { version: versionReader(), sessionEnds, render: (r) => renderHere(r, mark), now: Date.now };
  const cache = new PageCache(deps, { ...PAGE_CACHE_DEFAULTS, maxBytes: megabytes * 1024 * 1024 });
  hookHolder.gorkaPageCache = {
    // the cache's own render comes back through the proxy: the app answers it
    serve: (request, nonce) => (request.headers.get(RENDER_HEADER) === mark ? Promise.resolve(null) : cache.serve(request, nonce)),
    cache,
  };
}

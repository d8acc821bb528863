// Issue 16: league pages kept rendered until the database changes (server/page-cache.ts). The
// render here is a stand-in page (the real one is checked by e2e/page-cache.spec.ts); the version
// comes from a real database's DataVersion row, moved by real writes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheablePath, cacheableRequest, PAGE_CACHE_DEFAULTS, PageCache, pageKey, RENDER_HEADER, type PageCacheDeps } from "./page-cache";
import { databaseVersion, versionReader } from "./page-cache-app";
import { createPrisma } from "./prisma";
import { testDatabases, type TestDatabase } from "./testing/databases";
import { testUsers } from "./testing/users";

const ORIGIN = "http://gangs.test";
const DAY = 24 * 60 * 60 * 1000;

function page(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: { accept: "text/html,application/xhtml+xml", cookie: "next-auth.session-token=alice", ...headers },
  });
}

/** A stand-in for the app's render: counts its calls, puts a fresh nonce in the CSP and the body as Next.js does. */
function stage(overrides: Partial<PageCacheDeps> = {}, reply?: (nonce: string, n: number) => Response) {
  const state = { version: "1", now: Date.UTC(2026, 11, 3, 12), renders: 0, sessionEnds: null as number | null };
  const deps: PageCacheDeps = {
    version: async () => state.version,
    sessionEnds: async () => state.sessionEnds,
    render: async (request) => {
      state.renders++;
      const nonce = `render${state.renders}nonce==`;
      if (reply) return reply(nonce, state.renders);
      const body = `<html><script nonce="${nonce}">x</script><p>${new URL(request.url).pathname} at ${state.version}</p><script>self.p(${JSON.stringify({ nonce })})</script></html>`;
      return new Response(body, {
        headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": `script-src 'nonce-${nonce}'`, vary: "rsc" },
      });
    },
    now: () => state.now,
    ...overrides,
  };
  return { state, deps };
}

describe("which requests the page cache answers", () => {
  it("the league pages: campaign, standings, gang, print and share", () => {
    for (const p of ["/campaigns/c1", "/campaigns/c1/standings", "/gangs/g1", "/gangs/g1/print", "/share/tok"]) expect(cacheablePath(p)).toBe(true);
  });

  it("not the other pages: lists, join, import, post-game, battles, account", () => {
    for (const p of [
      "/",
      "/campaigns",
      "/campaigns/join",
      "/gangs",
      "/gangs/import",
      "/campaigns/c1/battles/new",
      "/account",
      "/gangs/g1/print/x",
      "/api/gangs/g1/pdf",
    ])
      expect(cacheablePath(p)).toBe(false);
  });

  it("only plain GETs: no server action, router data, prefetch, range or the cache's own render", () => {
    expect(cacheableRequest(page("/gangs/g1"))).toBe(true);
    expect(cacheableRequest(page("/gangs/g1", {}, "POST"))).toBe(false);
    expect(cacheableRequest(page("/gangs/g1", {}, "HEAD"))).toBe(false);
    for (const h of ["rsc", "next-router-prefetch", "next-router-segment-prefetch", "next-router-state-tree", "next-action", "range", RENDER_HEADER])
      expect(cacheableRequest(page("/gangs/g1", { [h]: "1" }))).toBe(false);
    expect(cacheableRequest(page("/gangs/g1?_rsc=abc"))).toBe(false);
    // what the proxy sees of the router's data requests: its headers taken off by Next.js, and no HTML asked for
    expect(cacheableRequest(page("/gangs/g1", { accept: "*/*" }))).toBe(false);
    expect(cacheableRequest(new Request(`${ORIGIN}/gangs/g1`))).toBe(false);
  });

  it("the key tells apart what a page reads from the request: address and query, cookies, host, forwarded host and scheme, browser, day", () => {
    const now = Date.UTC(2026, 11, 3, 12);
    const base = pageKey(page("/gangs/g1"), now);
    expect(pageKey(page("/gangs/g1"), now + 1000)).toBe(base);
    const variants = [
      pageKey(page("/gangs/g1?paper=a4"), now),
      pageKey(page("/gangs/g1", { cookie: "next-auth.session-token=bob" }), now),
      pageKey(page("/gangs/g1", { "x-forwarded-host": "other.test" }), now),
      pageKey(page("/gangs/g1", { "x-forwarded-proto": "https" }), now),
      pageKey(page("/gangs/g1", { "user-agent": "Googlebot" }), now),
      pageKey(page("/gangs/g1"), now + DAY),
      pageKey(page("/gangs/g2"), now),
    ];
    expect(new Set([base, ...variants]).size).toBe(variants.length + 1);
  });
});

describe("the page cache", () => {
  it("renders a page once and sends it again with each response's own nonce, the render's nowhere", async () => {
    const { state, deps } = stage();
    const cache = new PageCache(deps);
    const first = (await cache.serve(page("/gangs/g1"), "AAA"))!;
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(await first.text()).toBe(`<html><script nonce="AAA">x</script><p>/gangs/g1 at 1</p><script>self.p({"nonce":"AAA"})</script></html>`);
    const second = (await cache.serve(page("/gangs/g1"), "BBB"))!;
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const body = await second.text();
    expect(body).toContain(`nonce="BBB"`);
    expect(body).not.toContain("render1nonce");
    expect(second.headers.get("vary")).toBe("rsc"); // the render's own headers come along
    expect(second.headers.get("content-security-policy")).toBeNull(); // the proxy sets the CSP for the new nonce
    expect(state.renders).toBe(1);
    expect(cache.counts).toEqual({ hit: 1, miss: 1, pass: 0 });
  });

  it("renders again once the database version moved (a write anywhere, on any instance)", async () => {
    const { state, deps } = stage();
    const cache = new PageCache(deps);
    await cache.serve(page("/gangs/g1"), "A");
    state.version = "2";
    const after = (await cache.serve(page("/gangs/g1"), "B"))!;
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await after.text()).toContain("at 2");
    expect(state.renders).toBe(2);
    expect(cache.size().pages).toBe(1); // the older render was replaced, not kept beside it
  });

  it("a viewer never gets another viewer's page, nor a page for another address", async () => {
    const { state, deps } = stage();
    const cache = new PageCache(deps);
    await cache.serve(page("/gangs/g1"), "A");
    expect((await cache.serve(page("/gangs/g1", { cookie: "next-auth.session-token=bob" }), "B"))!.headers.get("x-page-cache")).toBe("miss");
    expect((await cache.serve(page("/gangs/g1?paper=letter"), "C"))!.headers.get("x-page-cache")).toBe("miss");
    expect(state.renders).toBe(3);
  });

  it("requests for one page that arrive together share one render", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { state, deps } = stage();
    const render = deps.render;
    const cache = new PageCache({ ...deps, render: async (r) => (await gate, render(r)) });
    const pending = Array.from({ length: 20 }, (_, i) => cache.serve(page("/campaigns/c1"), `N${i}`));
    release();
    const bodies = await Promise.all(pending.map(async (p) => (await p)!.text()));
    expect(state.renders).toBe(1);
    bodies.forEach((b, i) => expect(b).toContain(`nonce="N${i}"`));
  });

  it("a signed-in page is not sent after its session cookie has ended, nor any page after the longest time kept", async () => {
    const { state, deps } = stage();
    const cache = new PageCache(deps);
    state.sessionEnds = state.now + 60_000;
    await cache.serve(page("/gangs/g1"), "A");
    state.now += 59_000;
    expect((await cache.serve(page("/gangs/g1"), "B"))!.headers.get("x-page-cache")).toBe("hit");
    state.now += 2_000; // the cookie has ended: the app decides what to show (sign in)
    expect((await cache.serve(page("/gangs/g1"), "C"))!.headers.get("x-page-cache")).toBe("miss");
    state.sessionEnds = null;
    await cache.serve(page("/share/t"), "D");
    state.now += PAGE_CACHE_DEFAULTS.ttlMs - 1;
    expect((await cache.serve(page("/share/t"), "E"))!.headers.get("x-page-cache")).toBe("hit");
    state.now += 2;
    expect((await cache.serve(page("/share/t"), "F"))!.headers.get("x-page-cache")).toBe("miss");
  });

  it("keeps no page that is not a plain 200 HTML page with its nonce: redirects, errors, cookies set, other types", async () => {
    const replies = [
      () => new Response(null, { status: 307, headers: { location: "/signin?callbackUrl=%2Fgangs%2Fg1" } }),
      (n: string) =>
        new Response(`<p nonce="${n}">gone</p>`, { status: 404, headers: { "content-type": "text/html", "content-security-policy": `'nonce-${n}'` } }),
      (n: string) =>
        new Response(`<p nonce="${n}">hi</p>`, { headers: { "content-type": "text/html", "content-security-policy": `'nonce-${n}'`, "set-cookie": "a=1" } }),
      (n: string) => new Response(`{"nonce":"${n}"}`, { headers: { "content-type": "application/json", "content-security-policy": `'nonce-${n}'` } }),
      () => new Response(`<p>no nonce</p>`, { headers: { "content-type": "text/html" } }),
    ];
    for (const reply of replies) {
      const { state, deps } = stage({}, reply);
      const cache = new PageCache(deps);
      const first = (await cache.serve(page("/gangs/g1"), "A"))!;
      await cache.serve(page("/gangs/g1"), "B");
      expect(state.renders).toBe(2);
      expect(cache.size().pages).toBe(0);
      if (first.status === 307) expect(first.headers.get("location")).toBe(`${ORIGIN}/signin?callbackUrl=%2Fgangs%2Fg1`); // Next.js wants a full address
      if (first.status === 404) expect(await first.text()).toBe(`<p nonce="A">gone</p>`);
      if (first.headers.has("set-cookie")) expect(first.headers.get("set-cookie")).toBe("a=1");
    }
  });

  it("keeps at most its bytes, dropping the page used longest ago, and no page over the size of one", async () => {
    const { deps } = stage();
    const probe = new PageCache(deps);
    await probe.serve(page("/gangs/g0"), "A");
    const one = probe.size().bytes; // the page without its nonce, as kept
    const cache = new PageCache(deps, { ...PAGE_CACHE_DEFAULTS, maxBytes: one * 2 + 5, maxPageBytes: one + 10 });
    await cache.serve(page("/gangs/g1"), "A");
    await cache.serve(page("/gangs/g2"), "A");
    await cache.serve(page("/gangs/g1"), "A"); // g1 used last
    await cache.serve(page("/gangs/g3"), "A"); // g2 goes
    expect(cache.size().pages).toBe(2);
    expect((await cache.serve(page("/gangs/g1"), "B"))!.headers.get("x-page-cache")).toBe("hit");
    expect((await cache.serve(page("/gangs/g2"), "B"))!.headers.get("x-page-cache")).toBe("miss");
    const small = new PageCache(deps, { ...PAGE_CACHE_DEFAULTS, maxPageBytes: one - 1 });
    await small.serve(page("/gangs/g1"), "A");
    expect(small.size().pages).toBe(0);
  });

  it("answers nothing (the app renders as usual) when it is off, when the version cannot be read, or when the render fails", async () => {
    const off = new PageCache(stage().deps, { ...PAGE_CACHE_DEFAULTS, maxBytes: 0 });
    expect(await off.serve(page("/gangs/g1"), "A")).toBeNull();
    const noVersion = new PageCache(stage({ version: () => Promise.reject(new Error("no table")) }).deps);
    expect(await noVersion.serve(page("/gangs/g1"), "A")).toBeNull();
    const broken = new PageCache(stage({ render: () => Promise.reject(new Error("ECONNREFUSED")) }).deps);
    expect(await broken.serve(page("/gangs/g1"), "A")).toBeNull();
    const other = new PageCache(stage().deps);
    expect(await other.serve(page("/campaigns"), "A")).toBeNull();
    expect(other.counts.pass).toBe(1);
  });
});

describe.each(testDatabases())("the page cache on a real database version (%s)", (factory) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await factory.create();
  });
  afterAll(async () => t?.drop());

  it("a write through the app's client makes the next request render again; a read does not", async () => {
    const { state, deps } = stage({ version: () => databaseVersion(t.db) });
    const cache = new PageCache(deps);
    const { owner } = await testUsers(t.db, "owner");
    await cache.serve(page("/gangs/g1"), "A");
    await t.db.user.findMany();
    expect((await cache.serve(page("/gangs/g1"), "B"))!.headers.get("x-page-cache")).toBe("hit");
    await t.db.user.update({ where: { id: owner }, data: { name: "Changed" } });
    expect((await cache.serve(page("/gangs/g1"), "C"))!.headers.get("x-page-cache")).toBe("miss");
    expect(state.renders).toBe(2);
  });

  it("the proxy's own reader of the version (its own connection) reads what the app's client reads, and sees each write", async () => {
    const read = versionReader(t.target);
    expect(await read()).toBe(await databaseVersion(t.db));
    const { reader } = await testUsers(t.db, "reader");
    await t.db.user.update({ where: { id: reader }, data: { name: "Read again" } });
    const now = await databaseVersion(t.db);
    expect(await read()).toBe(now);
  });

  it("two app instances on one database: a write through either one's connection is seen by both at their next request", async () => {
    const other = createPrisma(t.target); // the second instance's own client and connections
    try {
      const a = stage({ version: () => databaseVersion(t.db) });
      const b = stage({ version: () => databaseVersion(other) });
      const [cacheA, cacheB] = [new PageCache(a.deps), new PageCache(b.deps)];
      const { second: owner } = await testUsers(t.db, "second");
      for (const c of [cacheA, cacheB]) await c.serve(page("/campaigns/c1"), "A");
      for (const c of [cacheA, cacheB]) expect((await c.serve(page("/campaigns/c1"), "B"))!.headers.get("x-page-cache")).toBe("hit");
      await other.user.update({ where: { id: owner }, data: { name: "Written on B" } });
      for (const c of [cacheA, cacheB]) expect((await c.serve(page("/campaigns/c1"), "C"))!.headers.get("x-page-cache")).toBe("miss");
      await t.db.user.update({ where: { id: owner }, data: { name: "Written on A" } });
      for (const c of [cacheA, cacheB]) expect((await c.serve(page("/campaigns/c1"), "D"))!.headers.get("x-page-cache")).toBe("miss");
      expect([a.state.renders, b.state.renders]).toEqual([3, 3]);
    } finally {
      await other.$disconnect();
    }
  });
});

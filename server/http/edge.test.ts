import { describe, expect, it } from "vitest";
import { checkServerActionBody, contentSecurityPolicy, crossSite, isServerAction, overHttps, SERVER_ACTION_BODY_LIMIT, type EdgeConfig } from "./edge";

const config: EdgeConfig = { trustProxy: 0, publicUrl: "http://127.0.0.1:3000", dev: false };
const post = (headers: Record<string, string>, body?: BodyInit) =>
  new Request("http://127.0.0.1:3000/gangs", { method: "POST", headers: { host: "127.0.0.1:3000", ...headers }, body });
const action = (body: BodyInit, headers: Record<string, string> = {}) =>
  post({ "next-action": "7f00aa", "content-type": "text/plain;charset=UTF-8", ...headers }, body);
const answer = async (r: Response | null) => (r ? { status: r.status, body: await r.json() } : null);

describe("cross-site writes are refused with 403 (Next.js answered 500)", () => {
  it("a POST from another site's page is cross-site; from our own pages, or with no Origin (no browser), it is not", () => {
    expect(crossSite(post({ origin: "http://evil.example" }), config)).toBe(true);
    expect(crossSite(post({ origin: "http://127.0.0.1:3001" }), config)).toBe(true); // another port is another site
    expect(crossSite(post({ origin: "null" }), config)).toBe(true); // a sandboxed frame
    expect(crossSite(post({ origin: "http://127.0.0.1:3000" }), config)).toBe(false);
    expect(crossSite(post({}), config)).toBe(false);
    expect(crossSite(new Request("http://127.0.0.1:3000/gangs", { headers: { origin: "http://evil.example" } }), config)).toBe(false); // a GET changes nothing
  });

  it("X-Forwarded-Host counts only from a trusted proxy; the public URL's host always does", () => {
    const viaProxy = post({ host: "10.0.0.5:3000", "x-forwarded-host": "gangs.example.org", origin: "https://gangs.example.org" });
    expect(crossSite(viaProxy, { ...config, publicUrl: undefined })).toBe(true);
    expect(crossSite(viaProxy, { ...config, publicUrl: undefined, trustProxy: 1 })).toBe(false);
    expect(crossSite(viaProxy, { ...config, publicUrl: "https://gangs.example.org" })).toBe(false);
  });
});

describe("server-action bodies: malformed 400, over the limit 413 (Next.js answered 500)", () => {
  it("the calls React makes pass: JSON text of the arguments, or a form whose field 0 is that list", async () => {
    expect(await checkServerActionBody(action('[{"name":"Da Grunts","house":"","credits":"1000"}]'))).toBeNull();
    const form = new FormData();
    form.set("0", '["$K1"]');
    form.set("1_file", new Blob(["x"]), "f.json");
    const multipart = new Request("http://127.0.0.1:3000/gangs", { method: "POST", headers: { "next-action": "7f00aa" }, body: form });
    expect(await checkServerActionBody(multipart)).toBeNull();
  });

  it.each([
    ["not JSON", "{not json"],
    ["JSON but no list of arguments", '{"a":1}'],
    ["empty", ""],
    ["not UTF-8", new Uint8Array([0x5b, 0xff, 0xfe, 0x5d])],
  ])("%s is answered 400 with a code and words", async (_, body) => {
    expect(await answer(await checkServerActionBody(action(body)))).toEqual({
      status: 400,
      body: { error: { code: "INVALID_INPUT", message: "The request's body is not a call the app understands. Reload the page and try again." } },
    });
  });

  it("a form without the list of arguments, or no form at all, is answered 400", async () => {
    const form = new FormData();
    form.set("x", "1");
    expect((await checkServerActionBody(new Request("http://h/", { method: "POST", headers: { "next-action": "1" }, body: form })))?.status).toBe(400);
    expect((await checkServerActionBody(action("--x\r\ngarbage", { "content-type": "multipart/form-data; boundary=x" })))?.status).toBe(400);
  });

  it("over 2 MB, declared or sent, is answered 413 before anything reads it", async () => {
    const big = `["${"x".repeat(SERVER_ACTION_BODY_LIMIT)}"]`;
    expect(await answer(await checkServerActionBody(action(big)))).toEqual({
      status: 413,
      body: { error: { code: "TOO_LARGE", message: "The request is larger than 2 MB, the most the app accepts." } },
    });
    expect((await checkServerActionBody(action("[]", { "content-length": String(SERVER_ACTION_BODY_LIMIT + 1) })))?.status).toBe(413);
    expect(await checkServerActionBody(action(`["${"x".repeat(SERVER_ACTION_BODY_LIMIT - 10)}"]`))).toBeNull();
  });

  it("a server action is a POST with a Next-Action header", () => {
    expect(isServerAction(action("[]"))).toBe(true);
    expect(isServerAction(post({}, "[]"))).toBe(false);
  });
});

describe("the Content-Security-Policy", () => {
  it("scripts only with this page's nonce (and what they load), no frames around it, no plugins, no base or form elsewhere", () => {
    const csp = contentSecurityPolicy("abc123==", { dev: false, https: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(csp).toContain("style-src 'self' 'nonce-abc123=='");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy("n", { dev: false, https: true })).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy("n", { dev: true, https: false })).toContain("'unsafe-eval'");
  });

  it("the battle screen's service worker and the web manifest come from this site only (issue 14), nothing wider", () => {
    const csp = contentSecurityPolicy("n", { dev: false, https: false });
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toMatch(/worker-src 'self'( blob:)?;/);
    expect(csp).not.toMatch(/(worker|manifest|connect)-src[^;]*(\*|https?:)/);
  });

  it("HTTPS: the request's own scheme, a trusted proxy's X-Forwarded-Proto, or an https public URL", () => {
    const plain = new Request("http://127.0.0.1:3000/", { headers: { "x-forwarded-proto": "https" } });
    expect(overHttps(plain, config)).toBe(false);
    expect(overHttps(plain, { ...config, trustProxy: 1 })).toBe(true);
    expect(overHttps(plain, { ...config, publicUrl: "https://gangs.example.org" })).toBe(true);
    expect(overHttps(new Request("https://gangs.example.org/"), config)).toBe(true);
  });
});

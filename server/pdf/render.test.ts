// The PDF renderer against a real Chromium (skipped where none is installed): one browser kept
// warm and reused, kept pages whose cookies never pass from one user to the next, one render per
// user at a time, relaunched after a crash, closed when idle.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { closeRenderer, RENDERER_LIMITS, rendererState, RenderFailedError, renderPdf, RendererUserBusyError } from "./render";

const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

describe.skipIf(!existsSync(chromiumPath))("PDF renderer on real Chromium", () => {
  let server: Server;
  let origin = "";
  const cookiesSeen: string[] = [];
  const pathsSeen: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      cookiesSeen.push(req.headers.cookie ?? "");
      pathsSeen.push(req.url ?? "");
      if (req.url === "/missing") return void res.writeHead(404).end("no such page");
      if (req.url === "/style.css") return void res.writeHead(200, { "Content-Type": "text/css" }).end("h1 { color: red }");
      if (req.url === "/app.js" || req.url === "/manifest.webmanifest" || req.url === "/icon.svg") return void res.writeHead(200).end("");
      if (req.url === "/sets-cookie") {
        // a page that sets a cookie of its own while one user's PDF is made
        res.writeHead(200, { "Content-Type": "text/html", "Set-Cookie": "left=behind; Path=/" });
        return void res.end("<!doctype html><title>Roster</title><h1>Set</h1>");
      }
      if (req.url === "/with-assets") {
        res.writeHead(200, { "Content-Type": "text/html", "Cache-Control": "no-store" });
        return void res.end(
          '<!doctype html><title>Roster</title><link rel="stylesheet" href="/style.css"><link rel="preload" as="script" href="/app.js"><link rel="manifest" href="/manifest.webmanifest"><link rel="icon" href="/icon.svg" type="image/svg+xml"><h1>Grunts</h1>',
        );
      }
      // /slow answers after a while, so a second render can arrive while the first is running
      const delay = req.url === "/slow" ? 1500 : 0;
      setTimeout(() => {
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end(`<!doctype html><title>Roster</title><h1>Grunts</h1><p>${req.url}</p>`);
      }, delay);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await closeRenderer();
    await new Promise((r) => server.close(r));
  });

  const render = (userId: string, path = "/print", cookie = "session=x") =>
    renderPdf({ url: `${origin}${path}`, cookies: [{ name: "session", value: cookie.split("=")[1]! }], format: "A4", userId });

  it("two renders reuse one browser and one kept page (the second sees only its own cookies)", async () => {
    const made = rendererState().printersMade;
    const launchesBefore = rendererState().launches;
    const a = await render("user-a", "/print", "session=alice");
    const b = await render("user-b", "/print", "session=bob");
    expect(a.subarray(0, 5).toString()).toBe("%PDF-");
    expect(b.subarray(0, 5).toString()).toBe("%PDF-");
    expect(rendererState().launches - launchesBefore).toBe(1);
    expect(rendererState()).toMatchObject({ open: true, active: 0 });
    expect(cookiesSeen.slice(-2)).toEqual(["session=alice", "session=bob"]);
    // one page made at most (none when an earlier test left one kept), not one per render
    expect(rendererState().printersMade - made).toBeLessThanOrEqual(1);
    expect(rendererState().printersKept).toBe(1);
  });

  it("a cookie one user's page set never reaches the next user's render", async () => {
    await render("user-g", "/sets-cookie", "session=gina");
    await render("user-h", "/print", "session=hank");
    expect(cookiesSeen.at(-1)).toBe("session=hank");
  });

  it("the print view fetches its stylesheet but not the app's scripts, manifest or icon", async () => {
    const from = pathsSeen.length;
    expect((await render("user-i", "/with-assets")).subarray(0, 5).toString()).toBe("%PDF-");
    const seen = pathsSeen.slice(from);
    expect(seen).toContain("/style.css");
    expect(seen).not.toContain("/app.js");
    expect(seen).not.toContain("/manifest.webmanifest");
    expect(seen).not.toContain("/icon.svg");
  });

  it("a render that fails throws its page away; the next render gets a new one", async () => {
    await render("user-j");
    const made = rendererState().printersMade;
    await expect(render("user-j", "/missing")).rejects.toBeInstanceOf(RenderFailedError);
    expect(rendererState().printersKept).toBe(0);
    expect((await render("user-j")).subarray(0, 5).toString()).toBe("%PDF-");
    expect(rendererState().printersMade).toBe(made + 1);
  });

  it("one user gets one render at a time: the second while the first runs is refused, another user's goes through", async () => {
    const first = render("user-c", "/slow");
    await new Promise((r) => setTimeout(r, 200));
    await expect(render("user-c")).rejects.toBeInstanceOf(RendererUserBusyError);
    const other = await render("user-d");
    expect(other.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await first).subarray(0, 5).toString()).toBe("%PDF-");
    // once it is done, the same user may print again
    expect((await render("user-c")).length).toBeGreaterThan(0);
  });

  it("a browser that crashed is launched again on the next render", async () => {
    await render("user-e");
    const launched = rendererState().launches;
    // a crash: the Chromium this test process started is killed outright
    const children = execFileSync("pgrep", ["-P", String(process.pid)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean);
    const browsers = children.filter((pid) => /chrom/i.test(readFileSync(`/proc/${pid}/comm`, "utf8")));
    expect(browsers.length).toBe(1);
    process.kill(Number(browsers[0]), "SIGKILL");
    await new Promise((r) => setTimeout(r, 300));
    expect((await render("user-e")).subarray(0, 5).toString()).toBe("%PDF-");
    expect(rendererState().launches).toBe(launched + 1);
  });

  it("after the idle time with nothing to print, the browser is closed", async () => {
    const idle = RENDERER_LIMITS.idleMs;
    RENDERER_LIMITS.idleMs = 300;
    try {
      await render("user-f");
      expect(rendererState().open).toBe(true);
      await new Promise((r) => setTimeout(r, 900));
      expect(rendererState().open).toBe(false);
    } finally {
      RENDERER_LIMITS.idleMs = idle;
    }
  });
});

// The PDF renderer against a real Chromium (skipped where none is installed): one browser kept
// warm and reused, a fresh context per render, one render per user at a time, relaunched after a
// crash, closed when idle.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { closeRenderer, RENDERER_LIMITS, rendererState, renderPdf, RendererUserBusyError } from "./render";

const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

describe.skipIf(!existsSync(chromiumPath))("PDF renderer on real Chromium", () => {
  let server: Server;
  let origin = "";
  const cookiesSeen: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      cookiesSeen.push(req.headers.cookie ?? "");
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

  it("two renders reuse one browser, each in its own context (the second sees only its own cookies)", async () => {
    const launchesBefore = rendererState().launches;
    const a = await render("user-a", "/print", "session=alice");
    const b = await render("user-b", "/print", "session=bob");
    expect(a.subarray(0, 5).toString()).toBe("%PDF-");
    expect(b.subarray(0, 5).toString()).toBe("%PDF-");
    expect(rendererState().launches - launchesBefore).toBe(1);
    expect(rendererState()).toMatchObject({ open: true, active: 0 });
    expect(cookiesSeen.slice(-2)).toEqual(["session=alice", "session=bob"]);
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

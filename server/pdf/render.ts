import "server-only";
import { chromium, type Browser } from "playwright-core";

// Debian's Chromium, with the flags the e2e config uses (no sandbox inside containers, no
// background network traffic).
const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];
// Each render is a whole browser (~100 MB); more at once than this are asked to come back later.
const MAX_RENDERS = 2;
let rendering = 0;

export class RendererBusyError extends Error {}
export class RenderFailedError extends Error {}

export interface RenderRequest {
  /** The page to print, on this server. */
  url: string;
  /** The signed-in user's cookies, so the page opens as them (it checks ownership itself). */
  cookies: { name: string; value: string }[];
  format: "A4" | "Letter";
  /**
   * Let the page's CSS `@page { size }` decide the paper (the print view's named pages), with
   * `format` for pages that set none; its margins come from the CSS too.
   */
  preferCSSPageSize?: boolean;
}

/** Prints one page of this app to PDF with headless Chromium; the browser is always closed. */
export async function renderPdf({ url, cookies, format, preferCSSPageSize = false }: RenderRequest): Promise<Buffer> {
  if (rendering >= MAX_RENDERS) throw new RendererBusyError();
  rendering++;
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: CHROMIUM_ARGS, timeout: 20_000 });
    const context = await browser.newContext();
    const origin = new URL(url).origin;
    if (cookies.length) await context.addCookies(cookies.map((c) => ({ name: c.name, value: c.value, url: origin })));
    // Only this server is reachable from the page: nothing else is fetched with the user's cookies.
    await context.route("**/*", (route) => (new URL(route.request().url()).origin === origin ? route.continue() : route.abort()));
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: "load", timeout: 20_000 });
    if (!response?.ok() || new URL(page.url()).pathname !== new URL(url).pathname) {
      throw new RenderFailedError(`print page answered ${response?.status()} at ${new URL(page.url()).pathname}`);
    }
    await page.evaluate(async () => { await document.fonts.ready; });
    return await page.pdf({ format, printBackground: true, preferCSSPageSize, ...(preferCSSPageSize ? {} : { margin: { top: "10mm", right: "10mm", bottom: "10mm", left: "10mm" } }) });
  } finally {
    rendering--;
    await browser?.close().catch(() => undefined);
  }
}

import "server-only";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

// Debian's Chromium, with the flags the e2e config uses (no sandbox inside containers, no
// background network traffic).
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--disable-dev-shm-usage",
];

/**
 * One Chromium for the whole process, launched on the first PDF and kept warm, with one kept page
 * per render slot (see Printer). At most `pages` renders run at once and `queue` more wait for a
 * slot; one user has at most `perUser` in flight, so nobody holds the printer for everyone. After `idleMs` with nothing
 * to print the browser is closed and its memory goes back; a crashed browser is launched again.
 */
export const RENDERER_LIMITS = { pages: 2, queue: 4, perUser: 1, idleMs: 30_000, waitMs: 15_000 };

export class RendererBusyError extends Error {}
/** This user already has a PDF being made: answered 429, the others' renders go on. */
export class RendererUserBusyError extends Error {}
export class RenderFailedError extends Error {}

export interface RenderRequest {
  /** The page to print, on this server. */
  url: string;
  /** The signed-in user's cookies, so the page opens as them (it checks ownership itself). */
  cookies: { name: string; value: string }[];
  format: "A4" | "Letter";
  /** Who asked: the per-user limit counts by it. */
  userId: string;
  /**
   * Let the page's CSS `@page { size }` decide the paper (the print view's named pages), with
   * `format` for pages that set none; its margins come from the CSS too.
   */
  preferCSSPageSize?: boolean;
  /** Filled with how long each step took, in ms (the route sends it as `Server-Timing`). */
  timings?: PdfTimings;
}

/** Where a PDF's time went: waiting for a slot, the browser and a blank page, loading the print view, printing it. */
export interface PdfTimings {
  slot?: number;
  browser?: number;
  load?: number;
  print?: number;
}

/** `Server-Timing` header value of a render's timings (rounded ms). */
export function serverTiming(t: PdfTimings): string {
  return Object.entries(t)
    .map(([k, v]) => `${k};dur=${Math.round(v as number)}`)
    .join(", ");
}

let browser: Promise<Browser> | null = null;
let launches = 0;
let active = 0;
const waiting: (() => void)[] = [];
const perUser = new Map<string, number>();
let idleTimer: NodeJS.Timeout | null = null;

/**
 * A printer: one context and its page, kept between renders. A fresh context for each PDF cost
 * the most of all: its page started a new renderer process on its first visit to the site, about
 * 600 ms of Chromium's CPU per PDF (measured 2026-12-03: 1,000–1,230 ms of renderer and browser CPU
 * to load the print view in a new context, 420 ms in a kept one). So each render slot keeps one,
 * used by one render at a time. Nothing of one user reaches the next: the cookies are cleared
 * before a render adds its user's and again after it, the print view is answered `no-store` (never
 * kept in the browser's cache), and scripts never run. A render that fails throws its printer away.
 */
interface Printer {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** The one origin its requests may reach, set by each render. */
  allowed: { origin: string };
}
/** Printers waiting for a render (at most one per slot). */
let idlePrinters: Printer[] = [];
let printersMade = 0;

/** What the print view needs; the rest (the app's script preloads, the manifest, the icon) is not fetched. */
const PRINT_RESOURCES = new Set(["document", "stylesheet", "font", "image"]);

async function newPrinter(b: Browser): Promise<Printer> {
  printersMade++;
  // The print view is complete as the server sends it (no part of it waits for scripts), so the
  // page opens without JavaScript: none of the app's chunks is fetched or run.
  const context = await b.newContext({ javaScriptEnabled: false });
  const allowed = { origin: "" };
  // Only this server is reachable from the page, and only for what a printed page needs: nothing
  // else is fetched with the user's cookies.
  await context.route("**/*", (route) => {
    const request = route.request();
    const ok = allowed.origin && new URL(request.url()).origin === allowed.origin && PRINT_RESOURCES.has(request.resourceType());
    return ok ? route.continue() : route.abort();
  });
  return { browser: b, context, page: await context.newPage(), allowed };
}

/** A kept printer of this browser, or a new one. */
async function takePrinter(b: Browser): Promise<Printer> {
  let printer: Printer | undefined;
  while ((printer = idlePrinters.pop())) {
    if (printer.browser === b && b.isConnected() && !printer.page.isClosed()) return printer;
    await printer.context.close().catch(() => undefined);
  }
  return newPrinter(b);
}

/** Back to the pool, its user's cookies gone; thrown away instead when its render failed. */
async function returnPrinter(printer: Printer, ok: boolean): Promise<void> {
  printer.allowed.origin = "";
  if (ok && browser && printer.browser.isConnected() && idlePrinters.length < RENDERER_LIMITS.pages) {
    try {
      await printer.context.clearCookies();
      idlePrinters.push(printer);
      return;
    } catch {
      // fall through: closed below
    }
  }
  await printer.context.close().catch(() => undefined);
}

function launch(): Promise<Browser> {
  launches++;
  const launching = chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: CHROMIUM_ARGS, timeout: 20_000 });
  const current = launching.then((b) => {
    // a crash or a kill: the next render launches a new one
    b.on("disconnected", () => {
      if (browser === current) browser = null;
    });
    return b;
  });
  current.catch(() => {
    if (browser === current) browser = null;
  });
  return current;
}

async function warmBrowser(): Promise<Browser> {
  if (browser) {
    const b = await browser.catch(() => null);
    if (b?.isConnected()) return b;
    browser = null;
  }
  browser = launch();
  return browser;
}

/** A render slot: at once if one is free, after a short wait in a small queue, else busy. */
async function takeSlot(): Promise<void> {
  if (active < RENDERER_LIMITS.pages) {
    active++;
    return;
  }
  if (waiting.length >= RENDERER_LIMITS.queue) throw new RendererBusyError();
  await new Promise<void>((resolve, reject) => {
    const turn = () => {
      clearTimeout(timer);
      active++;
      resolve();
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(turn), 1);
      reject(new RendererBusyError());
    }, RENDERER_LIMITS.waitMs);
    waiting.push(turn);
  });
}

function releaseSlot() {
  active--;
  waiting.shift()?.();
  if (active === 0 && waiting.length === 0) {
    idleTimer = setTimeout(() => void closeRenderer(), RENDERER_LIMITS.idleMs);
    idleTimer.unref();
  }
}

/** Closes the browser now (idle, shutdown, tests); the next render launches it again. */
export async function closeRenderer(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const closing = browser;
  browser = null;
  const printers = idlePrinters;
  idlePrinters = [];
  await Promise.all(printers.map((p) => p.context.close().catch(() => undefined)));
  const b = await closing?.catch(() => null);
  await b?.close().catch(() => undefined);
}

/** For tests and the benchmark: how many times a browser was launched, and what runs now. */
export function rendererState() {
  return { launches, open: browser !== null, active, waiting: waiting.length, printersMade, printersKept: idlePrinters.length };
}

async function printPage(b: Browser, { url, cookies, format, preferCSSPageSize = false, timings = {} }: RenderRequest): Promise<Buffer> {
  let t = performance.now();
  const printer = await takePrinter(b);
  let ok = false;
  try {
    const origin = new URL(url).origin;
    printer.allowed.origin = origin;
    await printer.context.clearCookies();
    if (cookies.length) await printer.context.addCookies(cookies.map((c) => ({ name: c.name, value: c.value, url: origin })));
    const page = printer.page;
    timings.browser = (timings.browser ?? 0) + performance.now() - t;
    t = performance.now();
    const response = await page.goto(url, { waitUntil: "load", timeout: 20_000 });
    if (!response?.ok() || new URL(page.url()).pathname !== new URL(url).pathname) {
      throw new RenderFailedError(`print page answered ${response?.status()} at ${new URL(page.url()).pathname}`);
    }
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    timings.load = performance.now() - t;
    t = performance.now();
    const pdf = await page.pdf({
      format,
      printBackground: true,
      preferCSSPageSize,
      ...(preferCSSPageSize ? {} : { margin: { top: "10mm", right: "10mm", bottom: "10mm", left: "10mm" } }),
    });
    timings.print = performance.now() - t;
    ok = true;
    return pdf;
  } finally {
    await returnPrinter(printer, ok);
  }
}

/** Prints one page of this app to PDF in the shared headless Chromium. */
export async function renderPdf(request: RenderRequest): Promise<Buffer> {
  const mine = perUser.get(request.userId) ?? 0;
  if (mine >= RENDERER_LIMITS.perUser) throw new RendererUserBusyError();
  perUser.set(request.userId, mine + 1);
  const timings = (request.timings ??= {});
  try {
    let t = performance.now();
    await takeSlot();
    timings.slot = performance.now() - t;
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    try {
      t = performance.now();
      const b = await warmBrowser();
      timings.browser = performance.now() - t;
      try {
        return await printPage(b, request);
      } catch (e) {
        // the browser died under this render (crash, killed for memory): once more in a new one
        if (b.isConnected()) throw e;
        return await printPage(await warmBrowser(), request);
      }
    } finally {
      releaseSlot();
    }
  } finally {
    const left = (perUser.get(request.userId) ?? 1) - 1;
    if (left > 0) perUser.set(request.userId, left);
    else perUser.delete(request.userId);
  }
}

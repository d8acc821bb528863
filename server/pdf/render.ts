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
 * One Chromium for the whole process, launched on the first PDF and kept warm: each render opens
 * a fresh context (its own cookies, closed afterwards, so nothing of one user reaches the next)
 * in it. At most `pages` renders run at once and `queue` more wait for a slot; one user has at
 * most `perUser` in flight, so nobody holds the printer for everyone. After `idleMs` with nothing
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
}

let browser: Promise<Browser> | null = null;
let launches = 0;
let active = 0;
const waiting: (() => void)[] = [];
const perUser = new Map<string, number>();
let idleTimer: NodeJS.Timeout | null = null;

/**
 * A blank context (no cookies, nothing visited) made ready while the browser waits, so a PDF does
 * not wait the ~200 ms a new context and page take: each render takes the spare and a new spare is
 * made behind it. Never used twice; closed with its browser.
 */
interface Blank {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** The one origin its requests may reach, set when a render takes it. */
  allowed: { origin: string };
}
let spare: Promise<Blank | null> | null = null;

async function blankContext(b: Browser): Promise<Blank> {
  // The print view is complete as the server sends it (no part of it waits for scripts), so the
  // page opens without JavaScript: none of the app's chunks is fetched or run, and a warm PDF
  // took 1.2–1.6 s instead of 1.7–2.1 s on the loaded benchmark machine (the same PDF bytes).
  const context = await b.newContext({ javaScriptEnabled: false });
  const allowed = { origin: "" };
  // Only this server is reachable from the page: nothing else is fetched with the user's cookies.
  await context.route("**/*", (route) => (allowed.origin && new URL(route.request().url()).origin === allowed.origin ? route.continue() : route.abort()));
  return { browser: b, context, page: await context.newPage(), allowed };
}

/** The spare context if it belongs to this browser (a new one is made behind it), else a new one now. */
async function takeBlank(b: Browser): Promise<Blank> {
  // taken before any await: two renders starting together never share one
  const taken = spare;
  spare = blankContext(b).catch(() => null);
  const ready = taken ? await taken : null;
  if (ready && ready.browser === b && b.isConnected()) return ready;
  await ready?.context.close().catch(() => undefined);
  return blankContext(b);
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
  const unused = spare;
  spare = null;
  await (await unused)?.context.close().catch(() => undefined);
  const b = await closing?.catch(() => null);
  await b?.close().catch(() => undefined);
}

/** For tests and the benchmark: how many times a browser was launched, and what runs now. */
export function rendererState() {
  return { launches, open: browser !== null, active, waiting: waiting.length };
}

async function printPage(b: Browser, { url, cookies, format, preferCSSPageSize = false }: RenderRequest): Promise<Buffer> {
  let context: BrowserContext | undefined;
  try {
    const blank = await takeBlank(b);
    context = blank.context;
    const origin = new URL(url).origin;
    blank.allowed.origin = origin;
    if (cookies.length) await context.addCookies(cookies.map((c) => ({ name: c.name, value: c.value, url: origin })));
    const page = blank.page;
    const response = await page.goto(url, { waitUntil: "load", timeout: 20_000 });
    if (!response?.ok() || new URL(page.url()).pathname !== new URL(url).pathname) {
      throw new RenderFailedError(`print page answered ${response?.status()} at ${new URL(page.url()).pathname}`);
    }
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    return await page.pdf({
      format,
      printBackground: true,
      preferCSSPageSize,
      ...(preferCSSPageSize ? {} : { margin: { top: "10mm", right: "10mm", bottom: "10mm", left: "10mm" } }),
    });
  } finally {
    await context?.close().catch(() => undefined);
  }
}

/** Prints one page of this app to PDF in the shared headless Chromium. */
export async function renderPdf(request: RenderRequest): Promise<Buffer> {
  const mine = perUser.get(request.userId) ?? 0;
  if (mine >= RENDERER_LIMITS.perUser) throw new RendererUserBusyError();
  perUser.set(request.userId, mine + 1);
  try {
    await takeSlot();
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    try {
      const b = await warmBrowser();
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

// npm run bench:web: what the league's pages cost a production server, against a static file of
// the same server (the floor). A benchmark, not a test: it prints ratios and asserts nothing.
//
// The league (bench/league.ts) is built through the app's own modules: 50 gangs of 12 fighters and
// 3 vehicles, and BENCH_BATTLES confirmed battles with both post-games (default 1000; a comma list
// such as "100,5000" grows one database through each size and prints the growth between the
// first and the last). Then `next start` (run `npx next build` first) serves it on SQLite, and on
// PostgreSQL too when TEST_POSTGRES_URL is set, and autocannon loads the campaign, standings,
// gang, share and print pages and a static chunk with 50 connections, one after another in
// rounds, so a busy machine slows floor and pages alike; the median round is reported.
// BENCH_ROUNDS (3), BENCH_SECONDS (5 per page per round), BENCH_IDLE_SECONDS (60: how long after
// the load the server's memory is read again), BENCH_PDF=0 skips the PDF timings. BENCH_SNAPSHOTS=<folder>
// (SQLite only) saves each size's league there (league-<size>.db and .json) and, on a later run,
// starts from a saved one instead of building it again (the server restarts on its copy).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { encode } from "next-auth/jwt";
import pg from "pg";
import type { DatabaseTarget } from "../server/database-url";
import { migrate } from "../server/migrate";
import { createPrisma, type Db } from "../server/prisma";
import { createLeague, growLeague, type BenchLeague } from "./league";

const SIZES = (process.env.BENCH_BATTLES ?? "1000")
  .split(",")
  .map((s) => Number(s.trim()))
  .filter((n) => n > 0)
  .sort((a, b) => a - b);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const SNAPSHOTS = process.env.BENCH_SNAPSHOTS;
if (SNAPSHOTS) mkdirSync(SNAPSHOTS, { recursive: true });
const CONNECTIONS = 50;
/** What a browser asks for when it loads a page (the page cache answers only page loads; server/page-cache.ts). */
const PAGE_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const RENDERS = 5;
const SECRET = randomBytes(32).toString("base64");
const PAGES = ["campaign", "standings", "gang", "share", "print"] as const;
// "ping" is the floor of a dynamic page: the proxy's nonce, the session, one tiny query, the layout
type Target = "static" | "ping" | (typeof PAGES)[number];

interface Measured {
  reqPerSec: number;
  p50: number;
  p95: number;
  errors: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const fixed = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : "-");

/** fetch, once more on a dropped socket: a kept-alive connection the server closed while the league grew. */
async function get(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** The resident memory of a process and its descendants (Chromium for PDFs runs under the server). */
function rss(pid: number): { own: number; withChildren: number } {
  const read = (p: number) => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, "utf8"));
      return m ? Number(m[1]) * 1024 : 0;
    } catch {
      return 0;
    }
  };
  const parents = new Map<number, number[]>();
  for (const d of readdirSync("/proc").filter((x) => /^\d+$/.test(x))) {
    try {
      const ppid = Number(readFileSync(`/proc/${d}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(d)]);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    total += read(p);
    stack.push(...(parents.get(p) ?? []));
  }
  return { own: read(pid), withChildren: total };
}

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, ...env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/auth/providers`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  server.kill("SIGTERM");
  throw new Error("next start did not answer within 90 s");
}

/** Stops the server and waits for it to go (`next start` ends its worker with it). */
async function stopServer(server: ChildProcess | undefined) {
  if (!server || server.exitCode !== null) return;
  const gone = new Promise((r) => server.once("exit", r));
  server.kill("SIGTERM");
  await gone;
}

/** One autocannon load: for SECONDS, or (with `amount`) until that many responses came back. */
function cannon(url: string, cookie: string, amount?: number): Promise<{ total: number; seconds: number; times: number[]; errors: number }> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const t0 = performance.now();
    const limit = amount ? { amount } : { duration: SECONDS };
    const instance = autocannon({ url, connections: CONNECTIONS, ...limit, headers: { cookie, accept: PAGE_ACCEPT } }, (err, result) => {
      if (err) return reject(err);
      const seconds = amount ? (performance.now() - t0) / 1000 : Math.max(1, result.duration);
      resolve({ total: result.requests.total, seconds, times, errors: result.non2xx + result.errors + result.timeouts });
    });
    instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  });
}

/**
 * A page's req/s, p50 and p95. A page so slow that fewer responses than connections came back in
 * the window (a loaded machine) would read as 0 req/s; it is loaded again, after the server is
 * idle, until twice as many responses as connections came back, and timed over those.
 */
async function load(url: string, cookie: string, staticUrl: string): Promise<Measured> {
  let run = await cannon(url, cookie);
  if (run.total < CONNECTIONS) {
    await settle(staticUrl);
    run = await cannon(url, cookie, 2 * CONNECTIONS);
  }
  const times = run.times.sort((a, b) => a - b);
  return { reqPerSec: run.total / run.seconds, p50: percentile(times, 50), p95: percentile(times, 95), errors: run.errors };
}

/**
 * Waits until the server is idle again: when a load ends, up to 50 requests it abandoned are still
 * being rendered, and the next page measured would pay for them. Idle: the static file answers
 * fast twice in a row.
 */
async function settle(staticUrl: string) {
  const deadline = Date.now() + 180_000;
  let fast = 0;
  while (fast < 2 && Date.now() < deadline) {
    const t0 = performance.now();
    await (await get(staticUrl)).arrayBuffer();
    fast = performance.now() - t0 < 50 ? fast + 1 : 0;
    if (fast < 2) await new Promise((r) => setTimeout(r, 100));
  }
}

async function sessionCookie(db: Db, userId: string): Promise<string> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  const token = await encode({
    token: { uid: user.id, sv: user.sessionVersion, sid: randomBytes(16).toString("base64url"), name: user.name, email: user.email },
    secret: SECRET,
  });
  return `next-auth.session-token=${token}`;
}

interface SizeResult {
  battles: number;
  pages: Record<Target, Measured>;
  html: Record<Target, number>;
  /** Median ms of one request right after the database version moved (the page rendered, not kept). */
  renderMs: Record<Target, number>;
  /** What the page cache said of a request after the load (hit: the load was served from it). */
  cache: Record<Target, string>;
}

/**
 * What a page costs when it is rendered, not sent from the page cache: one request at a time on an
 * idle server, each right after the database version moved (as any write moves it).
 */
async function renderTimes(db: Db, urls: Record<Target, string>, cookie: string): Promise<Record<Target, number>> {
  const out = {} as Record<Target, number>;
  for (const [t, url] of Object.entries(urls) as [Target, string][]) {
    const times: number[] = [];
    for (let i = 0; i < RENDERS; i++) {
      await db.$executeRawUnsafe(`UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1`);
      const t0 = performance.now();
      await (await get(url, { headers: { cookie, accept: PAGE_ACCEPT } })).arrayBuffer();
      times.push(performance.now() - t0);
    }
    out[t] = median(times);
  }
  return out;
}

async function measureSize(origin: string, league: BenchLeague, cookie: string, db: Db): Promise<Omit<SizeResult, "battles">> {
  const urls: Record<Exclude<Target, "static">, string> = {
    ping: `${origin}/ping`,
    campaign: `${origin}/campaigns/${league.campaignId}`,
    standings: `${origin}/campaigns/${league.campaignId}/standings`,
    gang: `${origin}/gangs/${league.gangs[0]!.id}`,
    share: `${origin}/share/${league.shareToken}`,
    print: `${origin}/gangs/${league.gangs[0]!.id}/print`,
  };
  const html = {} as Record<Target, number>;
  let chunk = "";
  for (const page of ["ping", ...PAGES] as const) {
    const res = await get(urls[page], { headers: { cookie, accept: PAGE_ACCEPT }, redirect: "manual" });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${page} answered ${res.status}: is the session cookie accepted?`);
    html[page] = Buffer.byteLength(text);
    chunk ||= /\/_next\/static\/[^"']+\.js/.exec(text)?.[0] ?? "";
  }
  if (!chunk) throw new Error("no static chunk found in the pages");
  const all: Record<Target, string> = { static: `${origin}${chunk}`, ...urls };
  html.static = Buffer.byteLength(await (await get(all.static)).text());
  const rounds: Record<Target, Measured[]> = { static: [], ping: [], campaign: [], standings: [], gang: [], share: [], print: [] };
  // a short warm-up of each, then the rounds: floor and pages back to back in each round
  for (const t of Object.keys(all) as Target[])
    for (let i = 0; i < 3; i++) await (await get(all[t], { headers: { cookie, accept: PAGE_ACCEPT } })).arrayBuffer();
  for (let r = 0; r < ROUNDS; r++) {
    for (const t of Object.keys(all) as Target[]) {
      rounds[t].push(await load(all[t], cookie, all.static));
      await settle(all.static);
    }
    process.stderr.write(`  round ${r + 1}/${ROUNDS} done\n`);
  }
  const cache = {} as Record<Target, string>;
  for (const t of Object.keys(all) as Target[]) {
    const res = await get(all[t], { headers: { cookie, accept: PAGE_ACCEPT } });
    await res.arrayBuffer();
    cache[t] = res.headers.get("x-page-cache") ?? "-";
  }
  const renderMs = await renderTimes(db, all, cookie);
  const pages = {} as Record<Target, Measured>;
  for (const t of Object.keys(all) as Target[]) {
    const rs = rounds[t];
    pages[t] = {
      reqPerSec: median(rs.map((x) => x.reqPerSec)),
      p50: median(rs.map((x) => x.p50)),
      p95: median(rs.map((x) => x.p95)),
      errors: rs.reduce((s, x) => s + x.errors, 0),
    };
  }
  return { pages, html, renderMs, cache };
}

function printTable(r: SizeResult) {
  const floor = r.pages.static.reqPerSec;
  console.log(
    `  ${"page".padEnd(10)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"floor÷page".padStart(11)} ${"ping÷page".padStart(10)} ${"HTML".padStart(8)} ${"non-2xx".padStart(8)} ${"cache".padStart(6)} ${"render ms".padStart(10)}`,
  );
  for (const t of ["static", "ping", ...PAGES] as Target[]) {
    const m = r.pages[t];
    console.log(
      `  ${t.padEnd(10)} ${fixed(m.reqPerSec).padStart(8)} ${fixed(m.p50, 0).padStart(8)} ${fixed(m.p95, 0).padStart(8)} ${fixed(floor / m.reqPerSec).padStart(11)} ${fixed(r.pages.ping.reqPerSec / m.reqPerSec).padStart(10)} ${kb(r.html[t]).padStart(8)} ${String(m.errors).padStart(8)} ${r.cache[t]!.padStart(6)} ${fixed(r.renderMs[t]!, 0).padStart(10)}`,
    );
  }
}

async function storage(db: Db, target: DatabaseTarget) {
  const rows = await db.$queryRawUnsafe<{ n: bigint | number; bytes: bigint | number | null }[]>(
    `SELECT COUNT(*) AS n, SUM(LENGTH("undo")) AS bytes FROM "PostGame"`,
  );
  const docs = await db.$queryRawUnsafe<{ biggest: bigint | number | null }[]>(`SELECT MAX(LENGTH("document")) AS biggest FROM "Roster"`);
  const n = Number(rows[0]!.n);
  const bytes = Number(rows[0]!.bytes ?? 0);
  const file =
    target.provider === "sqlite"
      ? ` database file ${mb(statSync(target.file).size + (existsSync(`${target.file}-wal`) ? statSync(`${target.file}-wal`).size : 0))};`
      : "";
  console.log(
    `  storage:${file} post-game undo data ${mb(bytes)} over ${n} post-games (${fixed(bytes / Math.max(1, n), 0)} bytes each); largest roster document ${kb(Number(docs[0]!.biggest ?? 0))}`,
  );
}

async function pdfTimings(origin: string, league: BenchLeague, cookie: string) {
  const times: string[] = [];
  for (let i = 0; i < 4; i++) {
    const t0 = performance.now();
    const res = await get(`${origin}/api/gangs/${league.gangs[0]!.id}/pdf?paper=a4`, { headers: { cookie } });
    await res.arrayBuffer();
    // the server's own split (server/pdf/render.ts): slot, browser, load (the print view), print
    const split = (res.headers.get("server-timing") ?? "").replace(/;dur=/g, " ");
    times.push(`${res.status === 200 ? "" : `(${res.status}) `}${fixed(performance.now() - t0, 0)} ms${split ? ` (${split})` : ""}`);
  }
  console.log(`  PDF: first ${times[0]} (browser launched), then warm ${times.slice(1).join("; ")}`);
}

/** The SQLite league saved at a size (BENCH_SNAPSHOTS): `league-<size>.db` and its ids in `league-<size>.json`. */
const snapshotOf = (size: number) => (SNAPSHOTS ? { db: join(SNAPSHOTS, `league-${size}.db`), ids: join(SNAPSHOTS, `league-${size}.json`) } : null);

async function runOn(name: string, target: DatabaseTarget, serverEnv: Record<string, string>): Promise<SizeResult[]> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const serve = () => startServer({ ...serverEnv, NEXTAUTH_SECRET: SECRET, NEXTAUTH_URL: origin }, port);
  let server: ChildProcess | undefined;
  let db: Db | undefined;
  let league: BenchLeague | undefined;
  const results: SizeResult[] = [];
  try {
    for (const size of SIZES) {
      const saved = target.provider === "sqlite" ? snapshotOf(size) : null;
      let writeMs = NaN;
      if (saved && existsSync(saved.db) && existsSync(saved.ids) && target.provider === "sqlite") {
        // a league saved by an earlier run: the server restarts on a copy of it
        process.stderr.write(`${name}: the league of ${size} battles from ${saved.db}\n`);
        await stopServer(server);
        server = undefined;
        await db?.$disconnect();
        for (const f of [target.file, `${target.file}-wal`, `${target.file}-shm`]) rmSync(f, { force: true });
        copyFileSync(saved.db, target.file);
        league = JSON.parse(readFileSync(saved.ids, "utf8")) as BenchLeague;
        db = createPrisma(target);
      } else {
        if (!db || !league) {
          await migrate(target);
          db = createPrisma(target);
          process.stderr.write(`${name}: building the league (50 gangs)…\n`);
          league = await createLeague(db);
        }
        writeMs = await growLeague(db, league, size, (done) => process.stderr.write(`  ${done} battles\n`));
        if (saved) {
          await db.$executeRawUnsafe(`VACUUM INTO '${saved.db.replaceAll("'", "''")}'`);
          writeFileSync(saved.ids, JSON.stringify(league));
        }
      }
      server ??= await serve();
      const cookie = await sessionCookie(db, league.organiserId);
      console.log(`\n${name}, ${size} battles: 50 gangs × 12 fighters × 3 vehicles, ${CONNECTIONS} connections, ${ROUNDS} rounds × ${SECONDS} s per page`);
      console.log(
        `  writing one battle (record, confirm, two post-games) at this size: ${Number.isNaN(writeMs) ? "- (saved league)" : `${fixed(writeMs, 0)} ms`}`,
      );
      await storage(db, target);
      const r = { battles: size, ...(await measureSize(origin, league, cookie, db)) };
      printTable(r);
      const after = rss(server.pid!);
      console.log(`  server RSS after the load: ${mb(after.own)} (with child processes ${mb(after.withChildren)})`);
      results.push(r);
    }
    if (server && db && league) {
      const cookie = await sessionCookie(db, league.organiserId);
      if (process.env.BENCH_PDF !== "0") await pdfTimings(origin, league, cookie);
      if (IDLE_SECONDS > 0) {
        await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
        const idle = rss(server.pid!);
        console.log(`  server RSS ${IDLE_SECONDS} s after the load: ${mb(idle.own)} (with child processes ${mb(idle.withChildren)})`);
      }
    }
  } finally {
    await stopServer(server);
    await db?.$disconnect();
  }
  return results;
}

async function main() {
  if (!existsSync(".next/BUILD_ID")) {
    console.error("bench:web measures the production server: run `npx next build` first.");
    process.exit(2);
  }
  const all: { name: string; results: SizeResult[] }[] = [];
  const dir = mkdtempSync(join(tmpdir(), "gorka-bench-web-"));
  try {
    const file = join(dir, "bench.db");
    all.push({ name: "SQLite", results: await runOn("SQLite", { provider: "sqlite", file }, { DATABASE_URL: `file:${file}`, DATA_DIR: dir }) });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const pgAdmin = process.env.TEST_POSTGRES_URL;
  if (pgAdmin) {
    const name = `gorka_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgAdmin });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(pgAdmin);
    url.pathname = `/${name}`;
    try {
      all.push({ name: "PostgreSQL", results: await runOn("PostgreSQL", { provider: "postgresql", url: url.toString() }, { DATABASE_URL: url.toString() }) });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  }
  let worst = 0;
  for (const { name, results } of all) {
    // a page that answered nothing in its time counts as infinitely slow
    for (const r of results)
      for (const p of PAGES) worst = Math.max(worst, r.pages[p].reqPerSec > 0 ? r.pages.static.reqPerSec / r.pages[p].reqPerSec : Infinity);
    if (results.length > 1) {
      const [first, last] = [results[0]!, results.at(-1)!];
      const growth = PAGES.map((p) => `${p} ${fixed(first.pages[p].reqPerSec / last.pages[p].reqPerSec, 2)}×`).join(", ");
      console.log(`\n${name} growth ${first.battles}→${last.battles} battles (cost at ${last.battles} ÷ cost at ${first.battles}): ${growth}`);
      const renders = PAGES.map((p) => `${p} ${fixed(last.renderMs[p] / first.renderMs[p], 2)}×`).join(", ");
      console.log(`${name} growth of a render (the page right after a write, not kept), same sizes: ${renders}`);
    }
  }
  console.log(`\nworst page/static ratio ${Number.isFinite(worst) ? fixed(worst) : "Infinity"}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

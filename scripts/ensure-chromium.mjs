#!/usr/bin/env node
// Finds a Chromium for the end-to-end tests, or installs one, and prints its path on stdout.
// Order: CHROMIUM_PATH if it points at a program; a browser Playwright has already downloaded;
// the system's Chromium (/usr/bin/chromium and friends); else install one: Playwright's own
// download where the network allows it, Debian's `chromium` package where apt-get is there and
// we may use it (root, or sudo without a password). Says what it does on stderr. When nothing
// works it stops with one line naming the command to run (exit 1): `npm test` never skips its
// browser tests silently.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const say = (line) => process.stderr.write(`chromium: ${line}\n`);
const runnable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const SYSTEM = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];

function playwrightsOwn() {
  try {
    const path = createRequire(import.meta.url)("playwright-core").chromium.executablePath();
    return path && runnable(path) ? path : null;
  } catch {
    return null;
  }
}

const found = () => playwrightsOwn() ?? SYSTEM.find(runnable) ?? null;

function run(command, args, seconds, quiet = false) {
  say(`$ ${command} ${args.join(" ")}`);
  const r = spawnSync(command, args, {
    stdio: ["ignore", "ignore", quiet ? "ignore" : "inherit"],
    timeout: seconds * 1000,
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (quiet && r.status !== 0) say("that did not work (no network to its download?)");
  return r.status === 0;
}

function install() {
  if (process.env.GORKA_NO_BROWSER_INSTALL === "1") return null;
  // Playwright's own download (cdn.playwright.dev); on a closed network it fails in seconds.
  say("no Chromium found: trying Playwright's own download");
  // playwright-core's exports map does not list cli.js: find it beside its package.json.
  const cli = join(dirname(createRequire(import.meta.url).resolve("playwright-core/package.json")), "cli.js");
  if (existsSync(cli) && run(process.execPath, [cli, "install", "chromium"], 300, true)) {
    const path = playwrightsOwn();
    if (path) return path;
  }
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  const sudo = !root && spawnSync("sudo", ["-n", "true"], { stdio: "ignore" }).status === 0;
  if (hasApt && (root || sudo)) {
    say("installing Debian's chromium package with apt-get (about a minute)");
    const pre = sudo ? ["sudo", "-n"] : [];
    const apt = (...a) => run(pre[0] ?? "apt-get", pre.length ? [...pre.slice(1), "apt-get", ...a] : a, 600);
    if (apt("update", "-qq") && apt("install", "-y", "-qq", "chromium")) return SYSTEM.find(runnable) ?? null;
  }
  return null;
}

const asked = process.env.CHROMIUM_PATH;
if (asked && runnable(asked)) {
  process.stdout.write(`${asked}\n`);
  process.exit(0);
}
if (asked) say(`CHROMIUM_PATH=${asked} is not a program here; looking for another Chromium`);
const path = found() ?? install();
if (!path) {
  process.stderr.write(
    "No Chromium for the end-to-end tests: run `sudo apt-get install chromium` (or set CHROMIUM_PATH to a Chromium program), then `npm test` again.\n",
  );
  process.exit(1);
}
if (!existsSync(path)) process.exit(1);
say(`using ${path}`);
process.stdout.write(`${path}\n`);

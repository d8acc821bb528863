import { defineConfig, devices } from "@playwright/test";
import { execFileSync } from "node:child_process";

// Settled once in the runner and inherited by its workers and the web server through the
// environment: the Chromium (scripts/ensure-chromium.mjs finds or installs one) and a free port.
const script = (name: string) =>
  execFileSync(process.execPath, [`scripts/${name}`], { stdio: ["ignore", "pipe", "inherit"] })
    .toString()
    .trim();
process.env.CHROMIUM_PATH = script("ensure-chromium.mjs");
process.env.E2E_PORT ??= script("free-port.mjs");
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = `data/e2e-${port}`;

export default defineConfig({
  testDir: "e2e",
  outputDir: "reports/e2e-output",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: chromiumArgs },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: /phone\.spec\.ts/ },
    // The journeys players make at the table and between games, at phone size with touch.
    {
      name: "phone",
      testMatch: /phone\.spec\.ts/,
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, userAgent: devices["Pixel 7"].userAgent },
    },
  ],
  webServer: {
    // A production build (npm test builds it first) on a fresh SQLite database.
    command: `rm -rf ${dataDir} && DATA_DIR=${dataDir} NEXTAUTH_URL=${baseURL} NEXT_TELEMETRY_DISABLED=1 npx next start -p ${port} -H 127.0.0.1`,
    url: `${baseURL}/api/auth/providers`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
  },
});

import { defineConfig, devices } from "@playwright/test";

// Debian's Chromium (installed by .ci/run): Playwright's own browser download is not reachable.
const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

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
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: {
    // A production build (npm test builds it first) on a fresh SQLite database.
    command: `rm -rf data/e2e && DATA_DIR=data/e2e NEXTAUTH_URL=${baseURL} NEXT_TELEMETRY_DISABLED=1 npx next start -p ${port} -H 127.0.0.1`,
    url: `${baseURL}/api/auth/providers`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
  },
});

#!/usr/bin/env bash
# npm test: type check, lint, format check, unit + integration tests (SQLite always, PostgreSQL when
# TEST_POSTGRES_URL is set) with coverage, a production build, then the Playwright e2e suite in
# Chromium (desktop and phone). Installs the packages first on a fresh clone, and finds or
# installs its Chromium before anything else (a run without browser tests is a failed run).
# Runs every stage even after a failure, then prints "N passed, N failed" last.
set -u
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
mkdir -p reports

if [ ! -d node_modules/.bin ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "== installing packages (npm ci)"
  npm ci --no-audit --no-fund || { echo "npm ci failed"; echo "0 passed, 1 failed"; exit 1; }
fi

echo "== browser for the end-to-end tests"
if ! CHROMIUM_PATH=$(node scripts/ensure-chromium.mjs); then
  echo "0 passed, 1 failed"
  exit 1
fi
export CHROMIUM_PATH
rm -f reports/vitest.json reports/e2e.json
failed_stages=()

stage() { echo; echo "== $1"; }

stage "type check (tsc --noEmit)"
npx tsc --noEmit || failed_stages+=("tsc")

stage "lint (eslint)"
npx eslint . --max-warnings=0 || failed_stages+=("eslint")

stage "format (prettier --check; npx prettier --write . fixes it)"
npx prettier --check . --log-level warn || failed_stages+=("prettier")

stage "unit and integration tests (vitest)${TEST_POSTGRES_URL:+, with PostgreSQL}"
[ -n "${TEST_POSTGRES_URL:-}" ] || echo "TEST_POSTGRES_URL is not set: PostgreSQL integration tests are skipped (SQLite only)."
npx vitest run --coverage --reporter=default --reporter=json --outputFile.json=reports/vitest.json || failed_stages+=("vitest")

stage "production build (next build)"
if npx next build; then
  stage "end-to-end tests (Playwright, Chromium)"
  npx playwright test || failed_stages+=("playwright")
else
  failed_stages+=("next build")
fi

counts=$(node scripts/count-tests.mjs reports/vitest.json reports/e2e.json)
passed=${counts% *}
failed=${counts#* }
if [ ${#failed_stages[@]} -gt 0 ]; then
  echo
  echo "failed stages: ${failed_stages[*]}"
  [ "$failed" -gt 0 ] || failed=1 # a stage failed without a failing test (tsc, lint, build): count it
fi
echo "$passed passed, $failed failed"
[ ${#failed_stages[@]} -eq 0 ] && [ "$failed" -eq 0 ]

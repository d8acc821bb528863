#!/usr/bin/env bash
# npm run quickstart: install, prepare the SQLite database with the demo, build and serve the
# production app on http://localhost:3000 (PORT to change it). Needs only Node.js 20.9+ and npm.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
port="${PORT:-3000}"
if [ ! -d node_modules/.bin ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npx tsx --conditions=react-server scripts/seed-demo.ts
npx next build
echo "Serving on http://localhost:${port} (Ctrl+C to stop)"
NEXTAUTH_URL="${NEXTAUTH_URL:-http://localhost:${port}}" exec npx next start -p "$port"

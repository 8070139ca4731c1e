#!/usr/bin/env bash
# `npm test`: every gate, in order. Installs the Debian packages the tests use first when they
# are missing. Runs under the Node version in package.json `engines` (node_modules/.bin/node).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
echo "== node $(node --version)"
echo "== lint (eslint, prettier)"; npm run -s lint
echo "== typecheck"; npx tsc -p tsconfig.json --noEmit
echo "== unit tests"; npx vitest run
echo "== API tests (PGlite, PostgreSQL, SMTP)"; npx vitest run -c vitest.api.config.ts
echo "== Vercel: the real vercel build, then every function"; npx vitest run -c vitest.vercel.config.ts
echo "== build"; npx vite build
echo "== end-to-end tests (Chromium)"; npx playwright test
echo "== every engine (Firefox ESR, WebKitGTK)"; npx vitest run -c vitest.engines.config.ts

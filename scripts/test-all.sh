#!/usr/bin/env bash
# `npm test`: every gate. Installs Debian's chromium and postgresql first when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
echo "== typecheck"; npx tsc -p tsconfig.json --noEmit
echo "== unit tests"; npx vitest run
echo "== API tests (PGlite, PostgreSQL, SMTP)"; npx vitest run -c vitest.api.config.ts
echo "== build"; npx vite build
echo "== end-to-end tests"; npx playwright test

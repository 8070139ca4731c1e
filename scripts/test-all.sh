#!/usr/bin/env bash
# `npm test`: every gate. Installs the Debian packages the tests use first when they are missing.
# Runs under the Node version in package.json `engines` (node_modules/.bin/node).
# One production build serves both browser stages: the engines stage (Firefox ESR, WebKitGTK) runs
# on a snapshot of it in the background beside the unit stage (the real `vercel build` rewrites
# dist/, so the snapshot is put back before Playwright). Its output is kept in a log, printed when
# it ends. The stages with timed tests run with no browser beside them: the API stage (a restart
# within 5 s, a listing within 100 ms) and Playwright's Chromium tests.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each stage's start, in seconds since npm test began, so a slow stage shows in the log.
at() { printf '[%ss] ' "$SECONDS"; }
bash scripts/ensure-system-deps.sh
echo "== node $(node --version)"

work="$(mktemp -d -t site-test-all-XXXXXX)"
engines_pid=""
checks_pid=""
cleanup() {
  [ -n "$engines_pid" ] && kill -- -"$engines_pid" 2>/dev/null || true
  [ -n "$checks_pid" ] && kill -- -"$checks_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# Lint and typecheck read the sources only: they run beside the build (its own process group,
# output kept and printed in order), and a failure stops the run before any test.
set -m
(
  echo "== lint (eslint, prettier)" && npm run -s lint && echo "== typecheck" && npx tsc -p tsconfig.json --noEmit
) >"$work/checks.log" 2>&1 &
checks_pid=$!
set +m
echo "$(at)== build"; npm run build
checks_status=0
wait "$checks_pid" || checks_status=$?
checks_pid=""
cat "$work/checks.log"
[ "$checks_status" -eq 0 ] || { echo "== lint or typecheck: FAILED (exit $checks_status)"; exit "$checks_status"; }
cp -a dist "$work/dist"
echo "$(at)== every engine (Firefox ESR, WebKitGTK): started in the background, output at the end"
# Its own process group (set -m), so a failed run above stops all of it.
set -m
ENGINES_DIST_DIR="$work/dist" npx vitest run -c vitest.engines.config.ts >"$work/engines.log" 2>&1 &
engines_pid=$!
set +m

echo "$(at)== unit tests"; npx vitest run

# The engines end before the API stage's timed tests start (beside Firefox or WebKitGTK on 2 cores,
# a listing of 1,000 rows measured 94-155 ms against its 100 ms bound).
engines_status=0
wait "$engines_pid" || engines_status=$?
engines_pid=""
echo "$(at)== every engine (Firefox ESR, WebKitGTK): output"
cat "$work/engines.log"
[ "$engines_status" -eq 0 ] || { echo "== every engine: FAILED (exit $engines_status)"; exit "$engines_status"; }

echo "$(at)== API tests (PGlite, PostgreSQL, SMTP)"; npx vitest run -c vitest.api.config.ts
echo "$(at)== Vercel: the real vercel build, then every function"; npx vitest run -c vitest.vercel.config.ts
# The Vercel build wrote its own dist/: the shared build goes back for Playwright.
rm -rf dist && cp -a "$work/dist" dist

echo "$(at)== end-to-end tests (Chromium)"; npx playwright test
echo "$(at)== all stages passed"

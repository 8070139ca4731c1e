#!/usr/bin/env bash
# Installs the system packages the tests use (Debian): chromium and chromium-headless-shell (the
# same build without the browser's UI: most of Playwright's tests run on it) for Playwright, postgresql for
# storage tests, and for the engines stage firefox-esr, webkit2gtk-driver (WebKitWebDriver; its
# dependency libwebkit2gtk-4.1-0 holds MiniBrowser), xvfb (MiniBrowser has no headless mode) and
# xauth (for xvfb-run, to run MiniBrowser by hand), and radicale (a CalDAV server the API tests
# connect a host's calendar to: tests/support/radicale.ts).
#
# It also upgrades chromium and firefox-esr (after `apt-get update`) when the installed one is
# older than the oldest version the tests are known to pass on (an install from old apt lists):
#   - chromium 156: Chromium 150 keeps navigator.onLine true under Playwright's setOffline, so the
#     offline banner and the page's "offline" wording are never seen as a visitor's browser shows
#     them (the e2e tests force the flag there, but the tests are last verified on 156);
#   - firefox-esr 153: ESR 140 lacks BiDi commands puppeteer-core 24 sends
#     (emulation.setScreenOrientationOverride, worked around in tests/engines/firefox-viewport.ts).
# With everything present and new enough it runs no apt-get at all, and prints the versions used.
#
#   bash scripts/ensure-system-deps.sh
# Sourced (`source scripts/ensure-system-deps.sh`), it only defines its functions (for the tests).
set -euo pipefail

MIN_CHROMIUM=156
MIN_FIREFOX_ESR=153

# The installed version of a Debian package, or nothing.
installed_version() {
  dpkg-query -W -f='${Status} ${Version}\n' "$1" 2>/dev/null | awk '$3 == "installed" { print $4; exit }'
}

# version_older VERSION MINIMUM: true when the Debian version VERSION sorts before MINIMUM
# (dpkg's own ordering: "150.0.7871.1-1~deb12u1" < 156 <= "156.0.8078.79-1~deb12u1").
# An unknown (empty) version is not older: a browser installed another way is left alone.
version_older() {
  [ -n "$1" ] && dpkg --compare-versions "$1" lt "$2"
}

# outdated_browsers CHROMIUM_VERSION FIREFOX_ESR_VERSION [HEADLESS_SHELL_VERSION]: the packages
# to upgrade, one per line.
outdated_browsers() {
  if version_older "$1" "$MIN_CHROMIUM"; then echo chromium; fi
  if version_older "$2" "$MIN_FIREFOX_ESR"; then echo firefox-esr; fi
  if version_older "${3:-}" "$MIN_CHROMIUM"; then echo chromium-headless-shell; fi
  return 0
}

installed_browsers() {
  outdated_browsers "$(installed_version chromium)" "$(installed_version firefox-esr)" \
    "$(installed_version chromium-headless-shell)"
}

main() {
  local missing=() outdated=() pkg
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
  [ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
  { [ -x /usr/bin/WebKitWebDriver ] && ls /usr/lib/*/webkit2gtk-4.1/MiniBrowser >/dev/null 2>&1; } || missing+=(webkit2gtk-driver)
  [ -x /usr/bin/Xvfb ] || missing+=(xvfb)
  [ -x /usr/bin/xauth ] || missing+=(xauth)
  [ -x /usr/bin/radicale ] || missing+=(radicale)
  while IFS= read -r pkg; do
    [ -n "$pkg" ] && outdated+=("$pkg")
  done < <(installed_browsers)

  if [ ${#missing[@]} -gt 0 ] || [ ${#outdated[@]} -gt 0 ]; then
    [ ${#missing[@]} -gt 0 ] && echo "Installing ${missing[*]} with apt-get..."
    [ ${#outdated[@]} -gt 0 ] &&
      echo "Upgrading ${outdated[*]} with apt-get (older than chromium $MIN_CHROMIUM / firefox-esr $MIN_FIREFOX_ESR)..."
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    # `install` of an installed package upgrades it to the candidate (with its own dependencies).
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" "${outdated[@]}"
    local still
    still=$(installed_browsers)
    if [ -n "$still" ]; then
      echo "ensure-system-deps: apt has nothing newer for: $(echo $still) (need chromium >= $MIN_CHROMIUM," \
        "firefox-esr >= $MIN_FIREFOX_ESR); the tests are not expected to pass on it." >&2
      exit 1
    fi
  fi

  local pg
  pg=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  echo "== browsers: chromium $(installed_version chromium || true)" \
    "(headless shell $(installed_version chromium-headless-shell || true))," \
    "firefox-esr $(installed_version firefox-esr || true)," \
    "WebKitGTK (libwebkit2gtk-4.1-0) $(installed_version libwebkit2gtk-4.1-0 || true);" \
    "$("$pg/initdb" --version 2>/dev/null || echo 'PostgreSQL: not found');" \
    "radicale $(installed_version radicale || true)"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  main "$@"
fi

#!/usr/bin/env bash
# Installs the system packages the tests use (Debian): chromium for Playwright, postgresql for
# storage tests, and for the engines stage firefox-esr, webkit2gtk-driver (WebKitWebDriver; its
# dependency libwebkit2gtk-4.1-0 holds MiniBrowser), xvfb (MiniBrowser has no headless mode) and
# xauth (for xvfb-run, to run MiniBrowser by hand).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
{ [ -x /usr/bin/WebKitWebDriver ] && ls /usr/lib/*/webkit2gtk-4.1/MiniBrowser >/dev/null 2>&1; } || missing+=(webkit2gtk-driver)
[ -x /usr/bin/Xvfb ] || missing+=(xvfb)
[ -x /usr/bin/xauth ] || missing+=(xauth)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing ${missing[*]} with apt-get..."
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"

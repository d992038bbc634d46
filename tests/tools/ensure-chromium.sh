#!/usr/bin/env bash
# Finds Debian's Chromium for the browser tests, installing it where this machine allows.
# Playwright's own browser download cannot work here (no internet), so the tests use this one.
# Prints the path on stdout; explains what to do on stderr and exits 1 where it cannot.
set -euo pipefail

candidates=("${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser)
for candidate in "${candidates[@]}"; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then
    echo "$candidate"
    exit 0
  fi
done

if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "Chromium not found: installing Debian's chromium package with apt-get..." >&2
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; } >&2
  if [ -x /usr/bin/chromium ]; then
    echo /usr/bin/chromium
    exit 0
  fi
fi

cat >&2 <<'HELP'
The browser tests need Chromium, and none was found or could be installed.
  - On Debian or Ubuntu, as root:   apt-get update && apt-get install -y chromium
  - Elsewhere: install Chromium or Chrome and point the tests at it:
        CHROMIUM_PATH=/path/to/chromium npm test
(Playwright's own browser download is not used: these machines have no internet access.)
HELP
exit 1

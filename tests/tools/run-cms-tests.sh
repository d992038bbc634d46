#!/usr/bin/env bash
# npm run test:cms: the data files are in the form the CMS saves them, then the CMS driven in
# Debian's Chromium in a temporary copy of the project (tests/cms). Installs the CMS's own
# packages from cms/package-lock.json when they are missing or older than the lockfile.
set -euo pipefail
cd "$(dirname "$0")/../.."

CHROMIUM_PATH="$(bash tests/tools/ensure-chromium.sh)"
export CHROMIUM_PATH
export GATSBY_TELEMETRY_DISABLED=1

if [ ! -f cms/node_modules/.package-lock.json ] || [ cms/package-lock.json -nt cms/node_modules/.package-lock.json ]; then
  npm ci --prefix cms --no-audit --no-fund
fi

npx tsx cms/write-data-files.mjs --check
npx playwright test --config tests/cms/playwright.config.ts "$@"

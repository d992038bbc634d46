#!/usr/bin/env bash
# End-to-end tests: build the production site, then run Playwright against `gatsby serve`
# in Debian's Chromium. SKIP_BUILD=1 reuses an existing public/ folder.
set -euo pipefail
cd "$(dirname "$0")/../.."

CHROMIUM_PATH="$(bash tests/tools/ensure-chromium.sh)"
export CHROMIUM_PATH
export GATSBY_TELEMETRY_DISABLED=1

if [ "${SKIP_BUILD:-0}" != "1" ]; then
  echo "Building the production site..."
  npx gatsby build
fi

# Browser tests against the served site, then the content pipeline (it runs builds of its own,
# so it goes alone rather than competing with the browsers for the two cores).
npx playwright test --project=desktop --project=mobile "$@"
npx playwright test --project=content-pipeline "$@"

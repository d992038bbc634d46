#!/usr/bin/env bash
# End-to-end tests: build the production site, then run Playwright against our own server
# (src/server/serve.ts) in Debian's Chromium. SKIP_BUILD=1 reuses an existing public/ folder.
set -euo pipefail
cd "$(dirname "$0")/../.."

CHROMIUM_PATH="$(bash tests/tools/ensure-chromium.sh)"
export CHROMIUM_PATH
export GATSBY_TELEMETRY_DISABLED=1

if [ "${SKIP_BUILD:-0}" != "1" ]; then
  echo "Building the production site..."
  # The build alone sees made-up SMTP settings, new on every run; tests/e2e/public-folder.spec.ts
  # reads them from tests/.tmp/build-canaries.json and fails if any reached public/. The server
  # the browser tests start never gets them, so the contact function keeps using its outbox.
  canary="canary$(date +%s)x${RANDOM}${RANDOM}"
  mkdir -p tests/.tmp
  rm -f tests/.tmp/build-canaries.json
  SMTP_HOST="smtp-${canary}.invalid" SMTP_USER="user-${canary}" SMTP_PASS="pass-${canary}" npx gatsby build
  printf '{"SMTP_HOST":"smtp-%s.invalid","SMTP_USER":"user-%s","SMTP_PASS":"pass-%s"}\n' \
    "$canary" "$canary" "$canary" > tests/.tmp/build-canaries.json
fi

# Browser tests against the served site and the checks of public/, then the builds of copies of the
# project: they would compete with the browsers for the cores, so they run after them. The two run
# side by side: the content-pipeline build fails while Gatsby reads the content, within seconds,
# so it takes little from the Netlify build, and one run starts the server and Playwright once.
# A spec or filter given on the command line usually belongs to one group only, so each group may
# find nothing; a filter that matches no test at all still fails, here.
empty_group=()
if [ "$#" -gt 0 ]; then
  npx playwright test --list "$@" >/dev/null
  empty_group=(--pass-with-no-tests)
fi
npx playwright test --project=desktop --project=mobile --project=public-folder "${empty_group[@]}" "$@"
npx playwright test --project=content-pipeline --project=netlify-deploy "${empty_group[@]}" "$@"

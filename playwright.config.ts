// End-to-end tests against the production build served by our own server (src/server/serve.ts,
// which sends the deployed headers), in Debian's Chromium (tests/tools/run-e2e.sh finds it and
// sets CHROMIUM_PATH).
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./tests/support/chromium-flags";
import { PHONE } from "./tests/support/phone";

const port = Number(process.env.E2E_PORT ?? 9100);
export const E2E_OUTBOX_DIR = path.resolve(__dirname, "tests/.tmp/outbox");

export default defineConfig({
  testDir: "tests/e2e",
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // Bounds against a hang, not speed targets (the benches judge speed): on a shared two-core
  // machine that is also building, a page's load and hydration alone can take 15 s, and a single
  // expectation more than the default 5 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
    trace: "retain-on-failure",
  },
  projects: [
    // Every browser test opens its own page, so the two workers share them out one by one rather
    // than file by file: a long file (keyboard.spec.ts) no longer leaves one worker idle at the end.
    {
      name: "desktop",
      testIgnore: /content-pipeline|public-folder|netlify-deploy/,
      fullyParallel: true,
      use: { browserName: "chromium", viewport: { width: 1366, height: 900 } },
    },
    {
      name: "mobile",
      testIgnore: /content-pipeline|public-folder|netlify-deploy/,
      fullyParallel: true,
      use: { browserName: "chromium", ...PHONE },
    },
    {
      // Checks of the files in public/ themselves: no browser, so they run once.
      name: "public-folder",
      testMatch: /public-folder\.spec\.ts/,
    },
    {
      name: "content-pipeline",
      testMatch: /content-pipeline\.spec\.ts/,
      timeout: 600_000,
    },
    {
      // Builds a copy of the site as Netlify does; no browser.
      name: "netlify-deploy",
      testMatch: /netlify-deploy\.spec\.ts/,
      timeout: 600_000,
    },
  ],
  webServer: {
    command: `npx tsx src/server/serve.ts --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { GATSBY_TELEMETRY_DISABLED: "1", CONTACT_OUTBOX_DIR: E2E_OUTBOX_DIR },
  },
});

// The CMS's browser test (npm run test:cms): Debian's Chromium against `npm run cms` started in a
// temporary copy of the project, which the spec starts and stops itself.
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS } from "../support/chromium-flags";

export default defineConfig({
  testDir: ".",
  forbidOnly: true,
  retries: 0,
  workers: 1,
  // The copy's develop server starts cold (in beforeAll, with its own limit); each test then
  // waits for a hot reload at most, and each step for at most half a minute.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  reporter: [["list"]],
  use: {
    browserName: "chromium",
    viewport: { width: 1366, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
    actionTimeout: 30_000,
    trace: "retain-on-failure",
  },
});

// Pages opened on Playwright's clock, paused from the start, so no timer fires unless a test runs
// it: what a timer ends (typing, a carousel's turn) stays put while the test looks at it.
import { expect, type Page } from "@playwright/test";

export async function openOnPausedClock(page: Page, path: string, waitUntil: "load" | "domcontentloaded" = "load") {
  await page.clock.install({ time: new Date("2025-07-01T09:00:00Z") });
  await page.clock.pauseAt(new Date("2025-07-01T09:00:01Z"));
  await page.goto(path, { waitUntil });
}

/**
 * Runs the paused clock a millisecond at a time until `reached` holds. Gatsby starts hydration
 * from a zero-delay timeout, so a page on a paused clock needs this to hydrate at all.
 */
export async function runClockUntil(page: Page, reached: () => Promise<boolean>) {
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return reached();
    })
    .toBe(true);
}

// Pages opened on Playwright's clock, paused from the start, so no timer fires unless a test runs
// it: what a timer ends (typing, a carousel's turn) stays put while the test looks at it.
import { expect, type Page } from "@playwright/test";
import { HYDRATION_TIMEOUT_MS, isHydrated } from "./hydration";

/** Where the clock starts, and where it pauses. */
const CLOCK_START = new Date("2025-07-01T09:00:00Z");
// The installed clock runs in real time until it is paused, and pausing cannot go back in time: the
// pause is set far enough ahead that no wait between the two calls, however busy the machine, passes it.
const CLOCK_PAUSE = new Date(CLOCK_START.getTime() + 60 * 60 * 1000);

export async function openOnPausedClock(page: Page, path: string, waitUntil: "load" | "domcontentloaded" = "load") {
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(CLOCK_PAUSE);
  await page.goto(path, { waitUntil });
}

/** One animation frame of the clock: the step runClockUntil takes. */
const FRAME_MS = 16;

/**
 * Runs the paused clock a frame at a time until `reached` holds. A page on a paused clock needs
 * this to hydrate at all: Gatsby's bundles start two animation frames after the first pictures are
 * decoded, and Gatsby starts hydration from a zero-delay timeout. A step costs two calls into the
 * page, which take a tenth of a second or more on a busy machine, so the steps are frames rather
 * than milliseconds: `reached` is seen at most a frame late, well inside the 100 ms the timing
 * tests leave either side of a timer. Every condition given comes with or after hydration, so it
 * gets as long as hydration does.
 */
export async function runClockUntil(page: Page, reached: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(FRAME_MS);
        return reached();
      },
      { intervals: [10], timeout: HYDRATION_TIMEOUT_MS },
    )
    .toBe(true);
}

/** Opens `path` on the paused clock and runs it until the page marks itself hydrated. */
export async function openHydratedOnPausedClock(page: Page, path: string) {
  await openOnPausedClock(page, path);
  await runClockUntil(page, () => isHydrated(page));
}

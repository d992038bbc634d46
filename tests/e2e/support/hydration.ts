// Waiting for React to hydrate a page: what a browser test waits for before it uses a control.
import { expect, type Page } from "@playwright/test";

/**
 * How long a page may take to hydrate: its bundles download, parse and run first, which on a busy
 * two-core machine running two browsers can take longer than the 5 s an expectation waits by default.
 */
export const HYDRATION_TIMEOUT_MS = 15_000;

/** Whether the page is hydrated now: the app marks <html data-hydrated="true"> once it has. */
export const isHydrated = async (page: Page) => (await page.locator("html").getAttribute("data-hydrated")) === "true";

/** Waits until the page is hydrated. */
export const expectHydrated = (page: Page) =>
  expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: HYDRATION_TIMEOUT_MS });

/** Opens a page and waits for React to hydrate it, so the interactive parts have their handlers. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectHydrated(page);
}

// Cumulative layout shift as the browser reports it (the figure behind Lighthouse's CLS), summed
// from the page's first paint, for tests that must show a piece of motion moves nothing else.
import type { Page } from "@playwright/test";

declare global {
  interface Window {
    __layoutShiftTotal?: number;
  }
}

/** Call before page.goto: starts adding up every layout shift not caused by the visitor's input. */
export async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShiftTotal = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__layoutShiftTotal = (window.__layoutShiftTotal ?? 0) + entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export async function layoutShiftSoFar(page: Page): Promise<number> {
  const total = await page.evaluate(() => window.__layoutShiftTotal);
  if (total === undefined) throw new Error("recordLayoutShift(page) was not called before the page loaded");
  return total;
}

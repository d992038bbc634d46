// The browser adopts the server's styles (src/theme/emotion-cache.ts): no rule the server wrote is
// written a second time, Chakra's global CSS is not written a second time, and every class an
// element carries has its rules, on the first page and after client-side navigation.
import { expect, test, type Page } from "@playwright/test";
import { openHydrated } from "./support/hydration";

/** Rules of the page's style sheets that stand more than once (a rule the browser wrote again). */
const rulesWrittenTwice = (page: Page) =>
  page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const sheet of document.styleSheets)
      for (const rule of sheet.cssRules) if (/\.nl-[a-z0-9]+/.test(rule.cssText)) seen.set(rule.cssText, (seen.get(rule.cssText) ?? 0) + 1);
    return [...seen].filter(([, count]) => count > 1).map(([rule]) => rule.slice(0, 80));
  });

/** Emotion classes (nl-…) on elements that no style rule of the page names. */
const classesWithoutRules = (page: Page) =>
  page.evaluate(() => {
    const cssText = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join("\n");
    const used = new Set([...document.querySelectorAll("[class]")].flatMap((element) => [...element.classList]));
    return [...used].filter((name) => /^nl-[a-z0-9]+$/.test(name) && !cssText.includes(`.${name}`));
  });

/** Style sheets that define Chakra's tokens, read through the CSSOM: rules Emotion inserts in the
 * browser go in with insertRule, which leaves a tag's text empty. */
const tokenSheetCount = (page: Page) =>
  page.evaluate(
    () =>
      [...document.styleSheets].filter((sheet) =>
        [...sheet.cssRules].some((rule) => /--chakra-colors-bg-panel:\s/.test(rule.cssText)),
      ).length,
  );

/** Resolves once the browser has drawn `count` more frames: effects queued before then have run. */
const afterFrames = (page: Page, count: number) =>
  page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(frames);
      }),
    count,
  );

test("the browser writes none of the server's rules again while the page starts", async ({ page }) => {
  await openHydrated(page, "/");
  // Anything that mounts after hydration (lazy chunks, effects) inserts its styles too: wait until
  // the page has fetched all it asks for and the next frames have been drawn.
  await page.waitForLoadState("networkidle");
  await afterFrames(page, 2);
  expect(await rulesWrittenTwice(page)).toEqual([]);
  expect(await tokenSheetCount(page)).toBe(1);
  // Emotion's Global, had it run, would have renamed the server's global tags as it took them over.
  const globalTags = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-emotion^="nl-global"]')].map((style) => style.getAttribute("data-emotion")),
  );
  expect(globalTags).toHaveLength(2);
  for (const attribute of globalTags) expect(attribute).toMatch(/^nl-global [a-z0-9]+$/);
  expect(await classesWithoutRules(page)).toEqual([]);
});

test("a page reached by client-side navigation gets the rules its elements use", async ({ page }) => {
  await openHydrated(page, "/");
  await page.locator('a[href="/contact-us"]:visible').first().click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole("textbox", { name: /name/i }).first()).toBeVisible();
  expect(await classesWithoutRules(page)).toEqual([]);
  // Still one copy of the global CSS: the browser never writes it when the server did.
  expect(await tokenSheetCount(page)).toBe(1);
});

// Site-wide motion: article sections reveal as they scroll in (up 50 px, fading in) and reverse
// when scrolled out; sections gain data-active at the viewport's centre; nothing is hidden with
// JavaScript off or under reduced motion. Then what pages.spec.ts leaves open about content that
// moves by itself: the team carousel stands still under reduced motion. None of it depends on the
// width (the reveals trigger on a share of the viewport's height), so it runs once, in the desktop
// project.
import { expect, test, type Page } from "@playwright/test";
import { ARTICLE_REVEAL, TEAM_CAROUSEL } from "../../src/lib/constants";
import { routes } from "../../src/lib/routes";
import { openHydratedOnPausedClock } from "./support/paused-clock";

test.skip(({ isMobile }) => isMobile, "reveals and pauses behave the same at any width");

const article = "/blogs/ai-automation-in-digital-marketing-the-future-is-already-here";

const opacityOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => Number(getComputedStyle(element).opacity));

test("article sections reveal on scroll and reverse when they leave", async ({ page }) => {
  await page.goto(article);
  const lastSection = "article [data-reveal]:last-of-type";
  // Hydrated and armed: the last section starts below the fold, hidden and shifted down.
  await expect(page.locator(lastSection)).toHaveAttribute("data-reveal", "out");
  await expect.poll(() => opacityOf(page, lastSection)).toBe(0);
  const shift = await page.locator(lastSection).evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m42);
  expect(shift).toBe(ARTICLE_REVEAL.offsetYPx);

  await page.locator(lastSection).scrollIntoViewIfNeeded();
  await expect(page.locator(lastSection)).toHaveAttribute("data-reveal", "in");
  await expect.poll(() => opacityOf(page, lastSection)).toBe(1);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator(lastSection)).toHaveAttribute("data-reveal", "out");
  await expect.poll(() => opacityOf(page, lastSection)).toBe(0);
});

test("the section at the viewport's centre carries the active marker", async ({ page }) => {
  await page.goto("/services");
  const faq = page.getByTestId("faq");
  await faq.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await expect(faq).toHaveAttribute("data-active", "true");
  await expect(page.locator('main section[data-active="true"]')).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(faq).toHaveAttribute("data-active", "false");
});

test("under reduced motion every section is shown at once and never hidden", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto(article);
  const sections = page.locator("article [data-reveal]");
  await expect(sections.first()).toHaveAttribute("data-reveal", "static");
  await expect(page.locator('article [data-reveal="out"]')).toHaveCount(0);
  expect(await opacityOf(page, "article [data-reveal]:last-of-type")).toBe(1);
  await context.close();
});

test("with JavaScript off every article section is visible", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(article);
  const count = await page.locator("article [data-reveal]").count();
  expect(count).toBeGreaterThan(5);
  for (let index = 0; index < count; index += 1) {
    expect(await page.locator("article [data-reveal]").nth(index).evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
  }
  await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
  await context.close();
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the team carousel never moves on its own and offers no rotation control", async ({ page }) => {
    await openHydratedOnPausedClock(page, routes.about);
    const carousel = page.getByRole("region", { name: "Team members" });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator(".slick-slider")).toBeVisible();
    const current = carousel.locator('.slick-dots button[aria-current="true"]');
    const before = await current.getAttribute("aria-label");
    await page.mouse.move(1, 1);
    await page.clock.runFor(4 * (TEAM_CAROUSEL.autoplayIntervalMs + 50) + TEAM_CAROUSEL.transitionMs);
    await expect(current).toHaveAttribute("aria-label", before ?? "");
    await expect(carousel.getByRole("button", { name: /team carousel/ })).toHaveCount(0);
  });
});

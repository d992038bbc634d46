// The reusable FAQ: first item open, one open at a time, clicking the open one
// closes it, the open state exposed, answers capped at 500 px, and readable with JavaScript off.
// The accordion is the same at any width, so this runs once, in the desktop project
// (keyboard.spec.ts opens and closes it by keyboard, and reaches every question by Tab at both
// widths).
import { expect, test } from "@playwright/test";
import { FAQ_ANSWER_MAX_HEIGHT_PX } from "../../src/lib/constants";

test.skip(({ isMobile }) => isMobile, "the accordion behaves the same at any width");

for (const path of ["/", "/contact-us", "/services/ai-automation"]) {
  test(`the FAQ on ${path} keeps one answer open at a time`, async ({ page }) => {
    await page.goto(path);
    const faq = page.getByTestId("faq");
    await faq.scrollIntoViewIfNeeded();
    const items = faq.locator("details");
    const count = await items.count();
    expect(count).toBeGreaterThanOrEqual(5);
    if (path === "/contact-us") expect(count).toBe(5);

    const questions = faq.locator("summary");
    await expect(items.nth(0)).toHaveAttribute("open", "");
    for (let index = 1; index < count; index += 1) await expect(items.nth(index)).not.toHaveAttribute("open", "");
    await expect(items.nth(0).locator("summary + *")).toBeVisible();
    await expect(items.nth(1).locator("summary + *")).toBeHidden();

    await questions.nth(2).click();
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await expect(items.nth(2).locator("summary + *")).toBeVisible();
    const maxHeight = await items.nth(2).locator("summary + *").evaluate((answer) => getComputedStyle(answer).maxHeight);
    expect(maxHeight).toBe(`${FAQ_ANSWER_MAX_HEIGHT_PX}px`);

    await questions.nth(2).click();
    await expect(faq.locator("details[open]")).toHaveCount(0);
  });
}

test("the FAQ works with JavaScript off", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/services");
  const faq = page.getByTestId("faq");
  await expect(faq.locator("details").first()).toHaveAttribute("open", "");
  await faq.locator("summary").nth(1).click();
  await expect(faq.locator("details").nth(1)).toHaveAttribute("open", "");
  await expect(faq.locator("details").nth(0)).not.toHaveAttribute("open", "");
  await context.close();
});

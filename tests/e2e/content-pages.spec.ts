// The Markdown-built pages read as a visitor should find them: every article with its ending,
// legal pages with their dates and contact box, and case studies with every block.
import { expect, test } from "@playwright/test";
import { site } from "../support/site-routes";

test("articles end in their own call to action", async ({ page }) => {
  const endings: [string, string, string][] = [
    ["/blogs/how-app-development-companies-are-integrating-ai-for-smarter-user-experiences", "Consult Now", "/contact-us"],
    ["/blogs/the-rise-of-ai-in-digital-marketing", "Subscribe", "/contact-us#contact-form"],
    ["/blogs/how-local-seo-can-transform-small-businesses-in-2025", "Contact Us", "/contact-us"],
  ];
  for (const [path, label, target] of endings) {
    await page.goto(path);
    const cta = page.locator('section[aria-labelledby="cta-heading"]');
    await expect(cta.getByRole("link", { name: label })).toHaveAttribute("href", target);
  }
});

test("an article shows its Blog badge, author, Pakistan-time date line and hero image", async ({ page }) => {
  await page.goto("/blogs/ai-automation-in-digital-marketing-the-future-is-already-here");
  await expect(page.locator("article").getByText("Blog", { exact: true })).toBeVisible();
  const byline = page.getByTestId("article-byline");
  await expect(byline).toContainText("By Priya Raman");
  await expect(byline).toContainText("Head of AI Automation");
  // The portrait beside the name is silent to screen readers: the name says who it is.
  await expect(byline.locator('img[alt=""]')).toBeVisible();
  await expect(page.locator("article time")).toHaveText("July 11, 2025 08:30 PM");
  await expect(page.locator("article time")).toHaveAttribute("datetime", "2025-07-11T20:30:00+05:00");
  await expect(page.locator('article img[alt]:not([alt=""])').first()).toBeVisible();
});

test("legal pages carry their last-updated dates and the contact box", async ({ page }) => {
  for (const [path, date] of [["/privacy-policy", "May 20, 2025"], ["/terms-of-service", "May 20, 2025"], ["/gdpr-compliance", "May 24, 2025"]]) {
    await page.goto(path as string);
    await expect(page.getByText(`Last updated: ${date}`)).toBeVisible();
    const box = page.getByRole("complementary", { name: /Contact/ });
    await expect(box.getByRole("link", { name: site.salesEmail })).toBeVisible();
    await expect(box.getByRole("link", { name: "contact page" })).toHaveAttribute("href", "/contact-us");
    await expect(page.locator("main")).not.toContainText("{{");
  }
  await page.goto("/gdpr-compliance");
  await expect(page.locator("main")).toContainText("Eleanor Whitcombe");
});

test("the halal food brand case study shows its metrics, five strategy steps, six deliverables and quote", async ({ page }) => {
  await page.goto("/case-studies/isla-delice-uk");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Isla Délice - UK");
  for (const value of ["240%", "100%", "3X", "2X"]) await expect(page.locator("dl").getByText(value, { exact: true })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="strategy-heading"] li')).toHaveCount(5);
  await expect(page.locator('section[aria-labelledby="deliverables-heading"] li')).toHaveCount(6);
  await expect(page.locator("figure blockquote")).toBeVisible();
});

test("the travel-technology case study shows its solution cards and technology groups", async ({ page }) => {
  await page.goto("/case-studies/portway-systems");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Portway Systems");
  for (const value of ["40%", "30%", "100%", "24/7"]) await expect(page.locator("dl").getByText(value, { exact: true })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="solutions-heading"] h3')).toHaveText([
    "Website redesign",
    "AI automation",
    "Secure infrastructure",
    "Ongoing support",
  ]);
  await expect(page.locator('section[aria-labelledby="stack-heading"] h3')).toHaveText(["Frontend", "Backend", "CMS and admin", "AI and automation"]);
});

// Every route of the site answers 200 with its own title, canonical link and heading; any other
// path answers 404 with the spec's message.
import { expect, test } from "@playwright/test";
import { site, siteRoutes } from "../support/site-routes";

const routeList = siteRoutes();

test("the route list covers every route of the spec", () => {
  // 6 fixed pages, 4 services, 8 articles, 2 case studies, 3 legal pages (spec section 2).
  expect(routeList.length).toBeGreaterThanOrEqual(23);
  expect(routeList.map((route) => route.path)).toEqual(
    expect.arrayContaining([
      "/",
      "/about-us",
      "/contact-us",
      "/portfolio",
      "/services",
      "/services/ai-automation",
      "/services/web-app-development",
      "/services/digital-marketing",
      "/services/customer-support",
      "/blogs",
      "/blogs/top-10-benefits-of-hiring-an-eCommerce-seo-agency-in-the-uk",
      "/privacy-policy",
      "/terms-of-service",
      "/gdpr-compliance",
      "/case-studies/isla-delice-uk",
      "/case-studies/portway-systems",
    ]),
  );
});

for (const route of routeList) {
  test(`${route.path} answers 200 with its title, canonical and heading`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(route.title);
    const canonical = new URL(route.path, `${site.siteUrl}/`).toString();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("an unknown path answers 404 with the centred message", async ({ page }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  const heading = page.getByRole("heading", { level: 1, name: "404 - Page Not Found" });
  await expect(heading).toBeVisible();
  const box = await heading.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (box && viewport) {
    const headingCentre = box.x + box.width / 2;
    expect(Math.abs(headingCentre - viewport.width / 2)).toBeLessThan(24);
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

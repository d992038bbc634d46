// One visit of every route at 1366 px (desktop project) and 390 px (mobile project), and what each
// visit proves: the route answers with its own title, canonical link, description and one visible
// heading (the 404 page with its centred message); nothing breaks the Content-Security-Policy or
// throws, from before the first script through hydration, scrolling and the stop controls; and
// axe (WCAG 2.0, 2.1, 2.2 A and AA, and best practices) finds nothing once the page has been
// scrolled through, so lazy images and scroll reveals have rendered. Then axe on the two states a
// visitor opens from the header, the Services dropdown and the mobile menu.
// The checks share a visit because opening, hydrating and scrolling a page is most of their cost.
import { expect, test, type Page } from "@playwright/test";
import { routes } from "../../src/lib/routes";
import { site, siteRoutes } from "../support/site-routes";
import { expectNoAxeViolations, scrollThrough, stopAutoMotion, waitForStillness } from "./support/a11y";
import { expectHydrated, openHydrated } from "./support/hydration";
import { watchPolicies } from "./support/policies";

const isMobile = (width: number | undefined) => (width ?? 0) < 768;

// The pages are independent, so the two workers share them out rather than run them in a row.
// Scrolling a long page and running axe over it takes a while on a busy machine.
test.describe.configure({ mode: "parallel", timeout: 60_000 });

/**
 * Opens a page watched for policy problems from before its first script, checks its status, waits
 * for hydration and runs `checkOpened`; then scrolls it through, stops what moves by itself, and
 * asserts that nothing broke a policy or threw and that axe finds nothing.
 */
async function visit(page: Page, path: string, status: number, checkOpened?: () => Promise<void>): Promise<void> {
  const problems = await watchPolicies(page);
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers ${status}`).toBe(status);
  await expectHydrated(page);
  await checkOpened?.();
  await scrollThrough(page);
  await stopAutoMotion(page);
  expect(problems, `policy violations or page errors on ${path}`).toEqual([]);
  await expectNoAxeViolations(page, path);
}

for (const route of siteRoutes()) {
  test(`${route.path} answers 200 with its title, canonical and heading, runs under the policy, and axe finds nothing`, async ({ page }) => {
    await visit(page, route.path, 200, async () => {
      await expect(page).toHaveTitle(route.title);
      const canonical = new URL(route.path, `${site.siteUrl}/`).toString();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });
}

test(`${routes.contact}/sent runs under the policy, and axe finds nothing`, async ({ page }) => {
  await visit(page, `${routes.contact}/sent`, 200);
});

test("an unknown path answers 404 with the centred message, runs under the policy, and axe finds nothing", async ({ page }) => {
  await visit(page, "/no-such-page-here", 404, async () => {
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
});

test("axe finds nothing with the Services dropdown open", async ({ page, viewport }) => {
  test.skip(isMobile(viewport?.width), "the dropdown is the desktop navigation");
  await openHydrated(page, routes.home);
  await stopAutoMotion(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const toggle = nav.getByRole("button", { name: /pages$/ });
  // Hover opens it, as a visitor's pointer would (a click after the hover would close it again).
  await toggle.hover();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#services-dropdown")).toBeVisible();
  await waitForStillness(page);
  await expectNoAxeViolations(page, "the home page with the Services dropdown open");
});

test("axe finds nothing with the mobile menu and its Services submenu open", async ({ page, viewport }) => {
  test.skip(!isMobile(viewport?.width), "the menu is the mobile navigation");
  await openHydrated(page, routes.home);
  await stopAutoMotion(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  const services = menu.getByRole("button", { expanded: false });
  await services.click();
  await expect(menu.getByRole("button", { expanded: true })).toBeVisible();
  await waitForStillness(page);
  await expectNoAxeViolations(page, "the home page with the mobile menu open");
});

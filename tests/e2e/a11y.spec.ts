// The accessibility gate: axe (WCAG 2.0, 2.1, 2.2 A and AA, and best practices) finds nothing on
// any route at 1366 px (desktop project) or 390 px (mobile project), each page scrolled through
// first so lazy images and scroll reveals have rendered; and nothing in the two states a visitor
// opens from the header, the Services dropdown and the mobile menu.
import { expect, test } from "@playwright/test";
import { routes } from "../../src/lib/routes";
import { siteRoutes } from "../support/site-routes";
import { expectNoAxeViolations, openHydrated, scrollThrough, stopAutoMotion, waitForStillness } from "./support/a11y";

const isMobile = (width: number | undefined) => (width ?? 0) < 768;

const pages = [...siteRoutes().map((route) => route.path), `${routes.contact}/sent`, "/no-such-page-here"];

// The pages are independent, so the two workers share them out rather than run them in a row.
// Scrolling a long page and running axe over it takes a while on a busy machine.
test.describe.configure({ mode: "parallel", timeout: 60_000 });

for (const path of pages) {
  test(`axe finds nothing on ${path}`, async ({ page }) => {
    await openHydrated(page, path);
    await scrollThrough(page);
    await stopAutoMotion(page);
    await expectNoAxeViolations(page, path);
  });
}

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

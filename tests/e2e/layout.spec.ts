// The shared layout on every page: navigation, Services dropdown, mobile menu, footer, chat
// widget, skip link and scroll-to-top, at 1366 px (desktop project) and 390 px (mobile project).
import fs from "node:fs";
import path from "node:path";
import * as yaml from "js-yaml";
import { expect, test, type Page } from "@playwright/test";
import { site, socialProfiles } from "../support/site-routes";
import { expectVisibleFocus, focused } from "./support/a11y";
import { openHydrated } from "./support/hydration";

interface NavLink {
  label: string;
  to: string;
  overviewLabel?: string;
  children?: NavLink[];
}
const navigation = yaml.load(
  fs.readFileSync(path.resolve(__dirname, "../../content/data/navigation.yaml"), "utf8"),
) as { links: NavLink[]; cta: NavLink };
const servicesItem = navigation.links.find((link) => link.children?.length) as NavLink & { children: NavLink[] };

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

test.describe("desktop navigation", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "desktop only");

  test("shows every link and the Contact Us button", async ({ page }) => {
    await openHydrated(page, "/about-us");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const link of navigation.links) {
      await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.to);
    }
    await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("banner").getByRole("link", { name: navigation.cta.label })).toHaveAttribute("href", navigation.cta.to);
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("position", "fixed");
  });

  test("the Services dropdown opens on hover and closes on leave; choosing a service opens its page", async ({ page }) => {
    await openHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByRole("button", { name: `${servicesItem.label} pages` });
    const firstService = nav.getByRole("link", { name: servicesItem.children[0]?.label });
    await expect(firstService).toBeHidden();
    await nav.getByRole("link", { name: servicesItem.label, exact: true }).hover();
    await expect(firstService).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const child of servicesItem.children) {
      await expect(nav.getByRole("link", { name: child.label })).toHaveAttribute("href", child.to);
    }
    await page.mouse.move(683, 700);
    await expect(firstService).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // Choosing a service opens its page and closes the dropdown behind it.
    await nav.getByRole("link", { name: servicesItem.label, exact: true }).hover();
    const target = servicesItem.children[1] as NavLink;
    await nav.getByRole("link", { name: target.label }).click();
    await expect(page).toHaveURL(new RegExp(`${target.to}$`));
    await page.mouse.move(683, 700);
    await expect(nav.getByRole("link", { name: target.label })).toBeHidden();
  });
});

test.describe("mobile menu", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, "mobile only");

  test("toggles, lists Services Home, and closes when a link is chosen", async ({ page }) => {
    await openHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    for (const link of navigation.links.filter((item) => !item.children)) {
      await expect(menu.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.to);
    }
    const servicesToggle = menu.getByRole("button", { name: servicesItem.label });
    await servicesToggle.click();
    await expect(servicesToggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: servicesItem.overviewLabel })).toHaveAttribute("href", servicesItem.to);
    await servicesToggle.click();
    await expect(menu.getByRole("link", { name: servicesItem.overviewLabel })).toBeHidden();

    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("button", { name: servicesItem.label }).click();
    const target = servicesItem.children[2] as NavLink;
    await menu.getByRole("link", { name: target.label }).click();
    await expect(page).toHaveURL(new RegExp(`${target.to}$`));
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test("the chat widget expands, links to the messaging service in a new tab, and closes", async ({ page }) => {
  await openHydrated(page, "/services");
  const openButton = page.getByRole("button", { name: "Open chat" });
  await expect(openButton).toBeVisible();
  const box = await openButton.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error("the chat button has no box");
  expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  expect(viewport.height - (box.y + box.height)).toBeLessThan(40);

  await openButton.click();
  const panel = page.getByRole("region", { name: "Chat with us" });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("How can we help you?");
  const chatLink = panel.getByRole("link", { name: "Let's Chat" });
  // The chat link is the phone number's (the first social profile), so changing the number moves both.
  await expect(chatLink).toHaveAttribute("href", socialProfiles[0]?.url ?? "");
  await expect(chatLink).toHaveAttribute("target", "_blank");
  await expect(chatLink).toHaveAttribute("rel", "noopener noreferrer");
  await panel.getByRole("button", { name: "Close chat" }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Open chat" })).toBeFocused();
});

test("the skip link is the first stop, shows its focus, and moves focus to the content, where the next Tab starts", async ({ page }) => {
  await openHydrated(page, "/portfolio");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expectVisibleFocus(page, skip);
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(focused(page)).toHaveCount(1);
  expect(await focused(page).evaluate((element) => Boolean(element.closest("main")))).toBe(true);
});

test("the footer shows its four link groups, the social links in new tabs, and the copyright; a route change from it scrolls to the top-left at once", async ({ page }) => {
  await openHydrated(page, "/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { level: 2 })).toHaveText(["Useful Links", "Services", "Case Studies", "Social Media"]);
  const social = footer.getByRole("navigation", { name: "Social Media" });
  await expect(social.getByRole("link")).toHaveCount(socialProfiles.length);
  for (const profile of socialProfiles) {
    const link = social.getByRole("link", { name: profile.name });
    await expect(link).toHaveAttribute("href", profile.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  const caseStudies = footer.getByRole("navigation", { name: "Case Studies" });
  await expect(caseStudies.getByRole("link", { name: "Isla Délice - UK" })).toHaveAttribute("href", "/case-studies/isla-delice-uk");
  await expect(caseStudies.getByRole("link", { name: "Portway Systems" })).toHaveAttribute("href", "/case-studies/portway-systems");
  await expect(footer).toContainText(`© ${site.copyrightYear} ${site.name}`);

  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await footer.getByRole("link", { name: "Portfolio", exact: true }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect.poll(() => page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
  // A client-side route change, not a reload, is what Gatsby would otherwise restore the scroll of.
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  if (!isMobile(page)) {
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Portfolio", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  }
});

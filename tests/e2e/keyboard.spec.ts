// The keyboard gate: everything a visitor can do with a mouse they can do with Tab, Enter, Space,
// the arrows and Escape. Every stop shows a focus indicator, Tab is never trapped (from the top it
// reaches the footer's last link), and Escape closes what Enter opened, handing focus back to the
// control that opened it. What the width changes runs at 1366 px (desktop project) and 390 px
// (mobile project): the Tab walk of each main page, the header's navigation or the mobile menu,
// the hero's carousel and the chat widget; each other control's keys, once, at 1366 px.
// layout.spec.ts, faq.spec.ts, home.spec.ts and pages.spec.ts prove the mouse side of each part;
// this file drives the same parts by keyboard alone.
import fs from "node:fs";
import path from "node:path";
import * as yaml from "js-yaml";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { MOBILE_BREAKPOINT_PX } from "../../src/lib/constants";
import { routes } from "../../src/lib/routes";
import { site } from "../support/site-routes";
import { expectVisibleFocus, focusRing, focused } from "./support/a11y";
import { openHydrated } from "./support/hydration";

interface NavLink {
  label: string;
  to: string;
  overviewLabel?: string;
  children?: NavLink[];
}
const readYaml = <T>(file: string): T =>
  yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content/data", file), "utf8")) as T;
const navigation = readYaml<{ links: NavLink[]; cta: NavLink }>("navigation.yaml");
const servicesItem = navigation.links.find((link) => link.children?.length) as NavLink & { children: NavLink[] };

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < MOBILE_BREAKPOINT_PX;

/** Presses a key and checks that focus landed on `target` and shows its ring there. */
async function pressTo(page: Page, key: string, target: Locator): Promise<void> {
  await page.keyboard.press(key);
  await expectVisibleFocus(page, target);
}

/** The accessible-ish name of the focused element: its aria-label, or else its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return (element?.getAttribute("aria-label") ?? element?.textContent ?? "").trim();
  });

interface Stop {
  ring: Awaited<ReturnType<typeof focusRing>>;
  isFooterEnd: boolean;
  obscuredBy: string | null;
}

/**
 * Where one Tab press landed: its focus ring, whether it is the footer's last link, and whether
 * fixed content covers it. Both reads are sent at once, so each stop of the walk waits for one
 * round trip to the browser rather than two.
 */
const readStop = async (page: Page): Promise<Stop> => {
  const [ring, place] = await Promise.all([focusRing(page), page.evaluate(() => {
    const element = document.activeElement;
    const footerLinks = document.querySelectorAll("footer a[href]");
    // Focus not obscured (WCAG 2.4.11): what shows at the middle of the focused element must not
    // be the fixed header or the chat button drawn over it.
    let obscuredBy: string | null = null;
    if (element) {
      const box = element.getBoundingClientRect();
      const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      if (top && !element.contains(top) && !top.contains(element)) {
        for (let node: Element | null = top; node; node = node.parentElement) {
          const position = getComputedStyle(node).position;
          if ((position === "fixed" || position === "sticky") && !node.contains(element)) {
            obscuredBy = `<${node.tagName.toLowerCase()}>`;
            break;
          }
        }
      }
    }
    return { isFooterEnd: element !== null && element === footerLinks[footerLinks.length - 1], obscuredBy };
  })]);
  return { ring, ...place };
};

test.describe("Tab from the top of each main page", () => {
  // The walk is long on the bigger pages; each stop is read in one round trip.
  test.describe.configure({ timeout: 90_000 });

  for (const route of [routes.home, routes.about, routes.services, routes.portfolio, routes.blogs, routes.contact]) {
    test(`${route}: every stop shows its focus, none is covered by fixed content, and Tab reaches the footer's last link`, async ({ page }) => {
      await openHydrated(page, route);
      const stops = await page.locator("a[href], button, input, textarea, select, summary, [tabindex]").count();
      const seen: string[] = [];
      let reachedFooterEnd = false;
      for (let press = 0; press < stops + 5 && !reachedFooterEnd; press += 1) {
        await page.keyboard.press("Tab");
        const stop = await readStop(page);
        expect(stop.ring, `Tab ${press + 1} left the page after ${seen.slice(-3).join(" | ")}`).not.toBeNull();
        const ring = stop.ring as NonNullable<Stop["ring"]>;
        expect(ring.visible, `a visible focus indicator on ${ring.element} (${ring.style})`).toBe(true);
        expect(stop.obscuredBy, `${ring.element} is covered by fixed content`).toBeNull();
        seen.push(ring.element);
        reachedFooterEnd = stop.isFooterEnd;
      }
      expect(reachedFooterEnd, `Tab never reached the footer's last link; the last stops were ${seen.slice(-5).join(" | ")}`).toBe(true);
      // A trap would hold focus on a few stops over and over; a walk through the page meets many.
      expect(new Set(seen).size).toBeGreaterThan(15);
    });
  }
});

test.describe("desktop header", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < MOBILE_BREAKPOINT_PX, "desktop only");

  test("Tab visits the brand, each navigation link (Services with its pages) and Contact Us, in order", async ({ page }) => {
    await openHydrated(page, routes.home);
    const expected = [
      "Skip to content",
      `${site.name} home`,
      ...navigation.links.flatMap((link) =>
        link.children ? [link.label, `${link.label} pages`, ...link.children.map((child) => child.label)] : [link.label],
      ),
      navigation.cta.label,
    ];
    const names: string[] = [];
    for (let press = 0; press < expected.length; press += 1) {
      await page.keyboard.press("Tab");
      names.push(await focusedName(page));
    }
    expect(names).toEqual(expected);
  });

  test("the Services dropdown: Enter opens it, Tab walks its links and leaves it closed, Escape inside returns to its toggle", async ({ page }) => {
    await openHydrated(page, routes.home);
    const nav = page.getByRole("navigation", { name: "Main" });
    const servicesLink = nav.getByRole("link", { name: servicesItem.label, exact: true });
    const toggle = nav.getByRole("button", { name: `${servicesItem.label} pages` });
    const panel = page.locator("#services-dropdown");

    // Reached by Tab from the link before it, as a keyboard user would.
    const before = navigation.links[navigation.links.indexOf(servicesItem) - 1] as NavLink;
    await nav.getByRole("link", { name: before.label, exact: true }).focus();
    await pressTo(page, "Tab", servicesLink);
    await expect(panel).toBeVisible();
    // Escape on the Services link closes the panel and hands focus to its toggle.
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expectVisibleFocus(page, toggle);
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // Escape on the toggle itself closes it too, and focus stays.
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expectVisibleFocus(page, toggle);
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();

    for (const child of servicesItem.children) await pressTo(page, "Tab", nav.getByRole("link", { name: child.label }));
    // Escape from a link inside closes the panel and gives focus back to the toggle.
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expectVisibleFocus(page, toggle);

    // Tabbing on past the last page closes the panel behind it.
    await page.keyboard.press("Enter");
    for (const child of servicesItem.children) await pressTo(page, "Tab", nav.getByRole("link", { name: child.label }));
    const after = navigation.links[navigation.links.indexOf(servicesItem) + 1] as NavLink;
    await pressTo(page, "Tab", nav.getByRole("link", { name: after.label, exact: true }));
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // Shift+Tab back lands on the toggle (the closed panel's links are out of the tab order), which
    // opens it again; Tab and Enter then go to a page.
    await pressTo(page, "Shift+Tab", toggle);
    await expect(panel).toBeVisible();
    const target = servicesItem.children[0] as NavLink;
    await pressTo(page, "Tab", nav.getByRole("link", { name: target.label }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${target.to}$`));
  });
});

test.describe("mobile menu", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= MOBILE_BREAKPOINT_PX, "mobile only");

  test("opens with Enter, walks by Tab, opens Services with Space, closes with Escape and lets focus go on", async ({ page }) => {
    await openHydrated(page, routes.home);
    const openButton = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    // The brand link, then the menu button.
    await pressTo(page, "Tab", page.getByRole("link", { name: "Skip to content" }));
    await pressTo(page, "Tab", page.getByRole("link", { name: `${site.name} home` }));
    await pressTo(page, "Tab", openButton);

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    const closeButton = page.getByRole("button", { name: "Close menu" });
    await expect(closeButton).toHaveAttribute("aria-expanded", "true");
    // Escape straight away, focus still on the menu button: the menu closes and focus stays.
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expectVisibleFocus(page, openButton);

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    const servicesToggle = menu.getByRole("button", { name: servicesItem.label });
    for (const link of navigation.links) {
      const target = link.children ? servicesToggle : menu.getByRole("link", { name: link.label, exact: true });
      await pressTo(page, "Tab", target);
      if (link.children) {
        await page.keyboard.press("Space");
        await expect(servicesToggle).toHaveAttribute("aria-expanded", "true");
        await pressTo(page, "Tab", menu.getByRole("link", { name: link.overviewLabel }));
        for (const child of link.children) await pressTo(page, "Tab", menu.getByRole("link", { name: child.label }));
      }
    }
    await pressTo(page, "Tab", menu.getByRole("link", { name: navigation.cta.label }));

    // Escape from inside: closed, and focus back on the menu button.
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expectVisibleFocus(page, openButton);

    // Not a trap: with the menu open, Tab runs past its last link into the page.
    await page.keyboard.press("Enter");
    const menuStops = (await menu.getByRole("link").count()) + (await menu.getByRole("button").count());
    for (let press = 0; press <= menuStops; press += 1) await page.keyboard.press("Tab");
    expect(await focused(page).evaluate((element) => Boolean(element.closest("main")))).toBe(true);
  });
});

test("the hero pictures: the dots and the stop control work by keyboard", async ({ page }) => {
  test.skip(!isMobile(page), "the pictures are a carousel below the breakpoint only");
  await openHydrated(page, routes.home);
  const dots = page.getByRole("button", { name: /^Show image \d+ of \d+$/ });
  const count = await dots.count();
  expect(count).toBeGreaterThan(1);
  await dots.first().focus();
  await expectVisibleFocus(page, dots.first());
  for (let index = 1; index < count; index += 1) await pressTo(page, "Tab", dots.nth(index));
  await page.keyboard.press("Enter");
  await expect(dots.last()).toHaveAttribute("aria-current", "true");
  await expect(page.getByTestId("hero-images")).toHaveAttribute("data-index", String(count - 1));
  const stop = page.getByRole("button", { name: "Stop image rotation" });
  await pressTo(page, "Tab", stop);
  await page.keyboard.press("Space");
  await expectVisibleFocus(page, page.getByRole("button", { name: "Start image rotation" }));
});

test("the chat widget: Enter opens it, Tab goes into it, Escape closes it and focus returns", async ({ page }) => {
  await openHydrated(page, routes.services);
  const openButton = page.getByRole("button", { name: "Open chat" });
  // The last stop of the page: Shift+Tab from the top wraps to it... but the address bar sits in
  // between, so start from the footer's last link instead.
  await page.locator("footer a[href]").last().focus();
  await pressTo(page, "Tab", openButton);
  await page.keyboard.press("Enter");
  const panel = page.getByRole("region", { name: "Chat with us" });
  await expect(panel).toBeVisible();
  const toggle = page.getByRole("button", { name: "Close chat" }).and(page.locator("[aria-expanded]"));
  await expect(toggle).toHaveAttribute("aria-expanded", "true");

  // Escape with focus still on the toggle closes it.
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expectVisibleFocus(page, openButton);

  await page.keyboard.press("Enter");
  await pressTo(page, "Tab", panel.getByRole("button", { name: "Close chat" }));
  await pressTo(page, "Tab", panel.getByRole("link", { name: "Let's Chat" }));
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expectVisibleFocus(page, openButton);

  await page.keyboard.press("Enter");
  await pressTo(page, "Tab", panel.getByRole("button", { name: "Close chat" }));
  await page.keyboard.press("Enter");
  await expect(panel).toBeHidden();
  await expectVisibleFocus(page, openButton);
});

test.describe("each control, by keyboard", () => {
  // The keys a control answers to do not change with the width; where its focus lands at 390 px,
  // and whether fixed content covers it there, is what the Tab walk of its page checks above.
  test.skip(({ isMobile }) => isMobile, "a control answers the same keys at any width");

  test("the FAQ answers open and close with Enter and Space, one at a time", async ({ page }) => {
    await openHydrated(page, routes.contact);
    const faq = page.getByTestId("faq");
    const items = faq.locator("details");
    const questions = faq.locator("summary");
    await questions.nth(1).focus();
    await expectVisibleFocus(page, questions.nth(1));
    await page.keyboard.press("Enter");
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(faq.locator("details[open]")).toHaveCount(0);
    // Tab skips the closed answers and goes straight to the next question.
    await pressTo(page, "Tab", questions.nth(2));
    await page.keyboard.press("Space");
    await expect(items.nth(2)).toHaveAttribute("open", "");
  });

  test("Why Choose Us: the arrows move between reasons, Enter and Space open and close them, Tab reaches the open one's link", async ({ page }) => {
    const reasons = readYaml<{ title: string; cta: string }[]>("why-choose.yaml");
    await openHydrated(page, routes.home);
    const accordion = page.getByTestId("why-choose-accordion");
    const items = accordion.locator("details");
    const trigger = (index: number) => items.nth(index).locator("summary");
    await trigger(0).focus();
    await expectVisibleFocus(page, trigger(0));
    await expect(items.nth(0)).toHaveAttribute("open", "");

    // The open reason's link comes next, before the next reason.
    const link = accordion.getByRole("link", { name: `${reasons[0]?.cta}: ${reasons[0]?.title}` });
    await pressTo(page, "Tab", link);
    await pressTo(page, "Tab", trigger(1));
    await pressTo(page, "ArrowDown", trigger(2));
    await pressTo(page, "ArrowUp", trigger(1));
    await page.keyboard.press("Enter");
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(items.nth(1)).not.toHaveAttribute("open", "");
    await expect(accordion.locator("details[open]")).toHaveCount(0);
  });

  test("the testimonials: next, previous and the stop control all work by keyboard", async ({ page }) => {
    await openHydrated(page, routes.home);
    const region = page.getByRole("region", { name: "Client testimonials" });
    const current = region.locator("[data-testimonial-slide][data-current]");
    const stop = region.getByRole("button", { name: "Stop automatic testimonial rotation" });
    await stop.focus();
    await expectVisibleFocus(page, stop);
    await page.keyboard.press("Enter");
    const start = region.getByRole("button", { name: "Start automatic testimonial rotation" });
    await expectVisibleFocus(page, start);

    const first = await current.getAttribute("aria-label");
    const next = region.getByRole("button", { name: "Next testimonial" });
    const previous = region.getByRole("button", { name: "Previous testimonial" });
    await pressTo(page, "Tab", previous);
    await pressTo(page, "Tab", next);
    await page.keyboard.press("Enter");
    await expect(current).not.toHaveAttribute("aria-label", first ?? "");
    await pressTo(page, "Shift+Tab", previous);
    await page.keyboard.press("Space");
    await expect(current).toHaveAttribute("aria-label", first ?? "");
  });

  test("the team carousel: Tab reaches the dots, Enter shows a member, and the pause control works by keyboard", async ({ page }) => {
    const team = readYaml<{ name: string }[]>("team.yaml");
    await openHydrated(page, routes.about);
    const carousel = page.getByRole("region", { name: "Team members" });
    await expect(carousel.locator(".slick-slider")).toBeVisible();
    const first = carousel.getByRole("button", { name: `Show ${team[0]?.name}` });
    await first.focus();
    await expectVisibleFocus(page, first);
    const second = carousel.getByRole("button", { name: `Show ${team[1]?.name}` });
    await pressTo(page, "Tab", second);
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-current", "true");
    for (const member of team.slice(2)) await pressTo(page, "Tab", carousel.getByRole("button", { name: `Show ${member.name}` }));
    await pressTo(page, "Tab", carousel.getByRole("button", { name: "Pause the team carousel" }));
    await page.keyboard.press("Enter");
    await expectVisibleFocus(page, carousel.getByRole("button", { name: "Play the team carousel" }));
  });

  test("the partner marquee's control is reached by Tab and shows its focus", async ({ page }) => {
    // pages.spec.ts proves that focus inside pauses the strip and Enter on the control stops it.
    await openHydrated(page, routes.contact);
    const control = page.getByTestId("partner-marquee").getByRole("button", { name: "Pause the partner logos" });
    await expect(control).toBeVisible({ timeout: 15_000 });
    const cta = page.locator('section[aria-labelledby="page-title"]').getByRole("link").last();
    await cta.focus();
    await pressTo(page, "Tab", control);
  });

  test("the blog list: Tab moves along the articles, Enter and Space select one, and the pane follows", async ({ page }) => {
    await openHydrated(page, routes.blogs);
    const list = page.getByRole("list", { name: "Choose an article to preview" });
    const items = list.getByRole("button");
    const pane = page.getByTestId("blog-list-pane-link");
    await items.nth(0).focus();
    await expectVisibleFocus(page, items.nth(0));
    await pressTo(page, "Tab", items.nth(1));
    await page.keyboard.press("Space");
    await expect(items.nth(1)).toHaveAttribute("aria-pressed", "true");
    await expect(items.nth(0)).toHaveAttribute("aria-pressed", "false");
    await expect(pane).toHaveAttribute("href", new RegExp(`${await items.nth(1).getAttribute("data-slug")}/?$`));
    await pressTo(page, "Tab", items.nth(2));
    await page.keyboard.press("Enter");
    await expect(items.nth(2)).toHaveAttribute("aria-pressed", "true");
    await expect(items.nth(1)).toHaveAttribute("aria-pressed", "false");
    await expect(pane).toHaveAttribute("href", new RegExp(`${await items.nth(2).getAttribute("data-slug")}/?$`));
  });

  test("the contact form, by keyboard alone from the first field to the success toast", async ({ page }) => {
    // The answer is stubbed: contact-form.spec.ts already sends real messages to the outbox, and the
    // function allows only five per address in ten minutes, which one test run must share.
    const sent: Record<string, unknown>[] = [];
    await page.route("**/api/send-email", async (route) => {
      sent.push(route.request().postDataJSON() as Record<string, unknown>);
      await route.fulfill({ status: 200, json: { ok: true } });
    });
    await openHydrated(page, routes.contact);
    await expect(page.locator('#contact-form input[name="startedAt"]')).not.toHaveValue("");
    const form = page.locator("#contact-form");
    const field = (name: string) => form.getByRole("textbox", { name, exact: true });
    const values = {
      firstName: ["First name", "Ann"],
      lastName: ["Last name", "Lee"],
      email: ["Email", "ann.lee@example.com"],
      message: ["Message", "Please ring me about a new website."],
    } as const;

    // Reached by Tab from the stop before the form, as a visitor would.
    await field("First name").focus();
    await pressTo(page, "Shift+Tab", focused(page));
    await pressTo(page, "Tab", field("First name"));
    for (const [index, [label, value]] of Object.values(values).entries()) {
      if (index > 0) await pressTo(page, "Tab", field(label));
      await page.keyboard.type(value);
    }
    // The honeypot is out of the tab order: the next stop is the send button.
    await pressTo(page, "Tab", form.getByRole("button", { name: "Send message" }));
    await page.keyboard.press("Enter");

    await expect(page.getByRole("status").filter({ hasText: "Message sent successfully!" })).toBeVisible();
    expect(sent).toEqual([expect.objectContaining(Object.fromEntries(Object.entries(values).map(([key, [, value]]) => [key, value])))]);
    for (const [label] of Object.values(values)) await expect(field(label)).toHaveValue("");
  });
});


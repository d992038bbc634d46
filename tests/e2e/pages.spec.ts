// The page sections of the contact, about, service and blog pages: the typing contact hero, the
// partner marquee, Visit Us, the team carousel, each service page's own section and the blog
// list, with JavaScript, without it and under reduced motion, at 1366 px (desktop project) and
// 390 px (mobile project).
import fs from "node:fs";
import path from "node:path";
import * as yaml from "js-yaml";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { HYDRATION_TIMEOUT_MS, openHydrated } from "./support/hydration";
import { layoutShiftSoFar, recordLayoutShift } from "./support/layout-shift";
import { openOnPausedClock, runClockUntil } from "./support/paused-clock";
import { markdownEntries } from "../support/site-routes";
import {
  ARCHIVE_PAGE_SIZE,
  BLOG_LIST_ARTICLE_COUNT,
  BLOG_LIST_MAX_HEIGHT_PX,
  MOBILE_BREAKPOINT_PX,
  PARTNER_MARQUEE_GRADIENT_WIDTH_DESKTOP,
  PARTNER_MARQUEE_GRADIENT_WIDTH_MOBILE,
  PARTNER_MARQUEE_REPEAT,
  TEAM_CAROUSEL,
} from "../../src/lib/constants";
import { routes } from "../../src/lib/routes";

const readYaml = <T>(file: string): T =>
  yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content/data", file), "utf8"), { schema: yaml.CORE_SCHEMA }) as T;

interface PageCopy {
  id: string;
  hero: { title: string; highlight?: string; ctaLabel: string; ctaLink: string; avatars?: { caption: string } };
  sections?: { id: string; eyebrow?: string; highlight?: string; heading?: string; imageAlt?: string }[];
}
const pages = readYaml<PageCopy[]>("pages.yaml");
const contactCopy = pages.find((page) => page.id === "contact") as PageCopy;
const sectionOf = (id: string) => contactCopy.sections?.find((section) => section.id === id);
const contactHeading = `${contactCopy.hero.title} ${contactCopy.hero.highlight ?? ""}`.trim();
const partners = readYaml<{ name: string }[]>("partners.yaml");
const team = readYaml<{ name: string }[]>("team.yaml");
const site = readYaml<{ address: { street: string; postalCode: string } }>("site.yaml");
const services = readYaml<{ slug: string; detail: { kind: string; items: { number: string; title: string }[] } }[]>("services.yaml");
const serviceOf = (kind: string) => services.find((service) => service.detail.kind === kind) as (typeof services)[number];
/** The articles /blogs lists: the newest BLOG_LIST_ARTICLE_COUNT, newest first. */
const articlePaths = markdownEntries("blog")
  .sort((a, b) => Date.parse(String(b.data.published)) - Date.parse(String(a.data.published)) || String(a.data.title).localeCompare(String(b.data.title)))
  .slice(0, BLOG_LIST_ARTICLE_COUNT)
  .map(({ slug }) => routes.article(slug));

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= MOBILE_BREAKPOINT_PX;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The marquee exists only once the page has hydrated (the library renders nothing on the server). */
async function hydratedMarquee(page: Page): Promise<Locator> {
  const strip = page.getByRole("region", { name: sectionOf("partners")?.eyebrow });
  await expect(strip.locator(".rfm-marquee-container")).toBeVisible({ timeout: HYDRATION_TIMEOUT_MS });
  return strip;
}

const playState = (strip: Locator) =>
  strip.locator(".rfm-marquee").first().evaluate((element) => getComputedStyle(element).animationPlayState);

test.describe("contact page", () => {
  test.describe.configure({ timeout: 60_000 });

  test("the hero types its heading, then shows the rest, ending with GET STARTED to the form; the partner marquee shows the partners twice, names them once, pauses on hover and fades by screen width; Visit Us has the map and address", async ({ page }) => {
    await recordLayoutShift(page);
    // On the paused clock typing starts and cannot end until the clock runs on.
    await openOnPausedClock(page, routes.contact);
    const hero = page.locator('section[aria-labelledby="page-title"]');
    const heading = page.getByRole("heading", { level: 1, name: contactHeading });
    await runClockUntil(page, async () => (await heading.getAttribute("data-typing")) === "typing");
    // While it types, the heading keeps its whole text for assistive technology.
    await expect(heading).toBeVisible();
    await expect(hero.getByTestId("typed-headline")).toHaveAttribute("aria-hidden", "true");
    await page.clock.resume();
    const strip = await hydratedMarquee(page);

    await expect(heading).toHaveAttribute("data-typing", "done", { timeout: 10_000 });
    await expect(heading).toHaveText(contactHeading);
    // Typing moves nothing: a half-typed word that broke at the caret and jumped a line as it
    // grew cost 0.06 at 412 px, over Lighthouse's 0.05 budget for the whole page.
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);
    const cta = hero.getByRole("link", { name: contactCopy.hero.ctaLabel });
    await expect(cta).toHaveAttribute("href", "#contact-form");
    for (const part of [hero.getByTestId("hero-avatars"), hero.getByText(contactCopy.hero.avatars?.caption ?? ""), cta]) {
      await expect(part).toBeVisible();
    }
    const fades = hero.locator("[data-hero-fade]");
    await expect(fades).toHaveCount(3);
    for (const index of [0, 1, 2]) await expect(fades.nth(index)).toHaveCSS("opacity", "1");

    // The partner marquee, below the hero.
    const logos = strip.locator(".rfm-initial-child-container img");
    await expect(logos).toHaveCount(partners.length * PARTNER_MARQUEE_REPEAT);
    await expect(strip.locator('.rfm-initial-child-container img[aria-hidden="true"]')).toHaveCount(partners.length);
    // Only the first copy reaches assistive technology; the library's loop copy is hidden too.
    expect(await strip.getByRole("img").evaluateAll((images) => images.map((image) => image.getAttribute("alt")))).toEqual(
      partners.map((partner) => partner.name),
    );
    await expect(strip.locator(".rfm-marquee").nth(1)).toHaveAttribute("aria-hidden", "true");
    const sizes = await logos.evaluateAll((images) => images.map((image) => [image.getAttribute("width"), image.getAttribute("height")]));
    expect(sizes.flat().every((size) => Number(size) > 0)).toBe(true);

    const fade = await strip
      .locator(".rfm-overlay")
      .evaluate((overlay) => getComputedStyle(overlay, "::before").width);
    expect(fade).toBe(`${isDesktop(page) ? PARTNER_MARQUEE_GRADIENT_WIDTH_DESKTOP : PARTNER_MARQUEE_GRADIENT_WIDTH_MOBILE}px`);

    expect(await playState(strip)).toBe("running");
    await strip.locator(".rfm-marquee-container").hover();
    await expect.poll(() => playState(strip)).toBe("paused");
    await page.mouse.move(1, 1);
    await expect.poll(() => playState(strip)).toBe("running");

    // Keyboard focus inside (the pause control) holds it too, and the control stops it for good.
    const control = strip.getByRole("button", { name: "Pause the partner logos" });
    await control.focus();
    await expect.poll(() => playState(strip)).toBe("paused");
    await control.press("Enter");
    await strip.getByRole("button", { name: "Play the partner logos" }).blur();
    await expect.poll(() => playState(strip)).toBe("paused");

    // Further down, Visit Us: the world map and the studio address.
    const visit = sectionOf("visit");
    const section = page.getByRole("region", { name: `${visit?.highlight} ${visit?.heading}` });
    const map = section.getByRole("img", { name: visit?.imageAlt });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    const address = section.locator("address");
    await expect(address).toContainText(site.address.street);
    await expect(address).toContainText(site.address.postalCode);
  });
});

test.describe("team carousel", () => {
  test("shows the four members with named dots and no arrows, advances with time, pauses on hover, and a dot shows its member and holds it while focused", async ({ page }) => {
    await page.clock.install();
    await page.goto(routes.about);
    const carousel = page.getByRole("region", { name: "Team members" });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator(".slick-slider")).toBeVisible();

    const slides = carousel.locator(".slick-slide:not(.slick-cloned)");
    await expect(slides).toHaveCount(team.length);
    for (const member of team) {
      await expect(slides.getByRole("heading", { name: member.name, includeHidden: true })).toHaveCount(1);
    }
    await expect(carousel.locator(".slick-arrow")).toHaveCount(0);
    // Clones are for the eye only: hidden from assistive technology and never in the tab order.
    for (const clone of await carousel.locator(".slick-cloned").all()) {
      await expect(clone).toHaveAttribute("aria-hidden", "true");
      await expect(clone).toHaveAttribute("tabindex", "-1");
    }
    const dots = carousel.getByRole("button", { name: /^Show / });
    await expect(dots).toHaveCount(team.length);
    const current = carousel.locator('.slick-dots button[aria-current="true"]');
    await expect(current).toHaveCount(1);
    // The installed clock also runs in real time, so on a slow machine autoplay may already have
    // moved on: compare with whichever member is current now rather than assume the first.
    const before = await current.getAttribute("aria-label");

    // The next move comes after the interval (slick adds 50 ms) and the transition.
    await page.mouse.move(1, 1);
    await page.clock.runFor(TEAM_CAROUSEL.autoplayIntervalMs + 50 + TEAM_CAROUSEL.transitionMs + 200);
    await expect(current).not.toHaveAttribute("aria-label", before ?? "");

    // force: the track slides every few seconds, so it is never "stable" for long; the pointer only
    // needs to rest over the slides for slick to pause.
    await carousel.locator(".slick-list").hover({ force: true });
    const held = await current.getAttribute("aria-label");
    await page.clock.runFor(3 * (TEAM_CAROUSEL.autoplayIntervalMs + 50));
    await expect(current).toHaveAttribute("aria-label", held ?? "");

    // A dot shows its member, and keyboard focus on the dots holds the slide, the pointer away.
    await page.mouse.move(1, 1);
    const last = team[team.length - 1]?.name ?? "";
    const dot = carousel.getByRole("button", { name: `Show ${last}` });
    await dot.focus();
    await dot.press("Enter");
    await page.clock.runFor(TEAM_CAROUSEL.transitionMs + 200);
    await expect(dot).toHaveAttribute("aria-current", "true");
    await expect(carousel.getByRole("heading", { name: last })).toBeVisible();
    await page.clock.runFor(3 * (TEAM_CAROUSEL.autoplayIntervalMs + 50));
    await expect(dot).toHaveAttribute("aria-current", "true");
  });
});

test.describe("service pages", () => {
  test("web & app: the list starts at 01 and the highlight follows hover and focus", async ({ page }) => {
    const service = serviceOf("numbered-list");
    // Hydrated first: a hover before the handlers are attached is not replayed.
    await openHydrated(page, routes.service(service.slug));
    const items = page.getByTestId("numbered-list").locator(":scope > li");
    await expect(items).toHaveCount(4);
    await expect(items).toContainText(service.detail.items.map((item) => item.number));
    await expect(items.nth(0)).toHaveAttribute("data-active", "true");
    await expect(page.locator('[data-testid="numbered-list"] > li[data-active="true"]')).toHaveCount(1);

    await items.nth(2).hover();
    await expect(items.nth(2)).toHaveAttribute("data-active", "true");
    await expect(items.nth(0)).toHaveAttribute("data-active", "false");
    const colour = (item: Locator) => item.getByRole("heading").evaluate((heading) => getComputedStyle(heading).color);
    const dimmed = await colour(items.nth(3));
    await expect.poll(() => colour(items.nth(2))).not.toBe(dimmed);
    await expect.poll(() => colour(items.nth(0))).toBe(dimmed);
    // The highlight stays where the pointer left it.
    await page.mouse.move(1, 1);
    await expect(items.nth(2)).toHaveAttribute("data-active", "true");

    await items.nth(1).focus();
    await expect(items.nth(1)).toHaveAttribute("data-active", "true");
    await expect(items.nth(2)).toHaveAttribute("data-active", "false");
  });

  test("customer support shows its five service cards", async ({ page }) => {
    const service = serviceOf("service-cards");
    await page.goto(routes.service(service.slug));
    const cards = page.getByTestId("service-cards").locator(":scope > li");
    await expect(cards).toHaveCount(5);
    await expect(cards.getByRole("heading")).toHaveText(service.detail.items.map((item) => item.title));
  });

  test("digital marketing shows four steps whose line fills as it scrolls into view", async ({ page }) => {
    const service = serviceOf("progress-steps");
    await page.goto(routes.service(service.slug));
    const steps = page.getByTestId("progress-steps");
    await expect(steps.locator(":scope > li")).toHaveCount(4);
    await expect(steps.getByRole("heading")).toHaveText(service.detail.items.map((item) => item.title));
    // Scrolled well past: every step reached.
    await steps.locator(":scope > li").last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    await expect(steps).toHaveAttribute("data-reached", "4");
  });

  test("AI automation shows the five process steps in order", async ({ page }) => {
    const service = serviceOf("process-steps");
    await page.goto(routes.service(service.slug));
    const steps = page.getByTestId("process-steps").locator(":scope > li");
    await expect(steps).toHaveCount(5);
    await expect(steps.getByRole("heading")).toHaveText(["Data Collection", "Model Training", "Automation Logic", "Integration", "Optimization"]);
  });
});

test.describe("blog list", () => {
  test("the first article is selected, a click selects another and the pane links to it", async ({ page }) => {
    await page.goto(routes.blogs);
    const list = page.getByRole("list", { name: "Choose an article to preview" });
    const items = list.getByRole("button");
    await expect(items).toHaveCount(articlePaths.length);
    await expect(items.nth(0)).toHaveAttribute("aria-pressed", "true");
    await expect(list.locator('button[aria-pressed="true"]')).toHaveCount(1);

    const paneId = await items.nth(0).getAttribute("aria-controls");
    const pane = page.locator(`#${paneId}`);
    const paneLink = pane.getByRole("link");
    const firstSlug = await items.nth(0).getAttribute("data-slug");
    await expect(paneLink).toHaveAttribute("href", new RegExp(`/blogs/${escape(firstSlug ?? "")}/?$`));

    const fourth = items.nth(3);
    const slug = await fourth.getAttribute("data-slug");
    await fourth.click();
    await expect(fourth).toHaveAttribute("aria-pressed", "true");
    await expect(items.nth(0)).toHaveAttribute("aria-pressed", "false");
    await expect(paneLink).toHaveAttribute("href", new RegExp(`/blogs/${escape(slug ?? "")}/?$`));
    await expect(pane.getByRole("heading")).toHaveText((await fourth.textContent()) ?? "");

    // Keyboard: Enter on another item selects it.
    await items.nth(1).focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(1)).toHaveAttribute("aria-pressed", "true");

    await expect(list).toHaveCSS("max-height", `${BLOG_LIST_MAX_HEIGHT_PX}px`);
    await expect(list).toHaveCSS("overflow-y", "auto");
  });

  test("an article's category leads to the archive of that category, which lists the article, and back to every article", async ({ page }) => {
    await page.goto(articlePaths[0] as string);
    const badge = page.getByRole("article").getByRole("link").first();
    const category = (await badge.textContent()) ?? "";
    await badge.click();
    await expect(page).toHaveURL(new RegExp(`${escape(routes.blogCategory(category))}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${category} articles`);
    await expect(page.getByTestId("article-cards").locator(`a[href="${articlePaths[0]}"]`)).toHaveCount(1);
    const cards = page.getByTestId("article-cards").getByRole("listitem");
    expect(await cards.count()).toBeLessThanOrEqual(ARCHIVE_PAGE_SIZE);
    for (const meta of await cards.getByRole("link", { name: category, exact: true }).all()) await expect(meta).toBeVisible();

    await page.getByRole("navigation", { name: "Article categories" }).getByRole("link", { name: "All articles" }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.blogs}$`));
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact hero and logos, a team member and every article are there", async ({ page }) => {
    await page.goto(routes.contact);
    await expect(page.getByRole("heading", { level: 1, name: contactHeading })).toBeVisible();
    await expect(page.getByRole("link", { name: contactCopy.hero.ctaLabel }).first()).toBeVisible();
    const strip = page.getByRole("region", { name: sectionOf("partners")?.eyebrow });
    await expect(strip.getByRole("img")).toHaveCount(partners.length);

    await page.goto(routes.about);
    const first = page.getByRole("heading", { name: team[0]?.name });
    await first.scrollIntoViewIfNeeded();
    await expect(first).toBeInViewport();
    for (const member of team) await expect(page.getByRole("heading", { name: member.name })).toHaveCount(1);

    await page.goto(routes.blogs);
    // The newest articles, each once, and no more than the list's bound.
    expect(articlePaths).toHaveLength(Math.min(BLOG_LIST_ARTICLE_COUNT, markdownEntries("blog").length));
    const list = page.getByRole("list", { name: "Choose an article to preview" });
    await expect(list.getByRole("listitem")).toHaveCount(articlePaths.length);
    for (const article of articlePaths) {
      await expect(list.locator(`a[href^="${article}"]`)).toHaveCount(1);
    }
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the contact hero shows at once and the marquee stands still", async ({ page }) => {
    await page.goto(routes.contact);
    const hero = page.locator('section[aria-labelledby="page-title"]');
    const strip = await hydratedMarquee(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("data-typing", "static");
    await expect(hero.getByTestId("typed-headline")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: contactHeading })).toBeVisible();
    await expect(hero.getByRole("link", { name: contactCopy.hero.ctaLabel })).toBeVisible();
    const fades = hero.locator("[data-hero-fade]");
    await expect(fades).toHaveCount(3);
    for (const index of [0, 1, 2]) await expect(fades.nth(index)).toHaveCSS("opacity", "1");

    expect(await playState(strip)).toBe("paused");
    const position = () => strip.locator(".rfm-initial-child-container").evaluate((element) => element.getBoundingClientRect().left);
    const before = await position();
    // A running marquee moves its strip a fraction of a pixel on every frame the browser draws.
    await strip.evaluate(
      () => new Promise<void>((resolve) => {
        let left = 10;
        const step = () => (--left === 0 ? resolve() : requestAnimationFrame(step));
        requestAnimationFrame(step);
      }),
    );
    expect(await position()).toBe(before);
    await expect(strip.getByRole("button", { name: /partner logos/ })).toHaveCount(0);
  });
});

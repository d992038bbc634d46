// The home page's interactive sections at 1366 px (desktop project) and 390 px (mobile project):
// the typing headline, the happy-clients badge, the hero pictures (side by side, or a carousel
// with dots, auto-advance and swipes), the testimonials carousel and the Why Choose Us accordion
// and video; then the same page without JavaScript and under reduced motion.
// Timers run on Playwright's clock, paused from the start, so every wait is exact and instant.
import fs from "node:fs";
import path from "node:path";
import * as yaml from "js-yaml";
import { expect, test, type Locator, type Page, type Route } from "@playwright/test";
import {
  HERO_CAROUSEL_INTERVAL_MS,
  HERO_SWIPE_THRESHOLD_PX,
  MOBILE_BREAKPOINT_PX,
  TESTIMONIAL_INTERVAL_MS,
} from "../../src/lib/constants";
import { HYDRATION_TIMEOUT_MS, isHydrated, openHydrated } from "./support/hydration";
import { layoutShiftSoFar, recordLayoutShift } from "./support/layout-shift";
import { openHydratedOnPausedClock, openOnPausedClock, runClockUntil } from "./support/paused-clock";

const readYaml = <T>(file: string): T =>
  yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content/data", file), "utf8")) as T;

interface HomeCopy {
  id: string;
  hero: { title: string; highlight: string; avatars: { caption: string; images: string[] }; images: { alt: string }[] };
}
const home = readYaml<HomeCopy[]>("pages.yaml").find((page) => page.id === "home") as HomeCopy;
const claims = readYaml<{ claims: { happyClients: string } }>("site.yaml").claims;
const testimonials = readYaml<{ author: string; text: string }[]>("testimonials.yaml");
const reasons = readYaml<{ title: string; description: string; imageAlt: string; cta: string }[]>("why-choose.yaml");

const headline = `${home.hero.title} ${home.hero.highlight}`;
const heroAlts = home.hero.images.map((image) => image.alt);
const count = heroAlts.length;

/** Comfortably longer than typing the headline (45 ms a keystroke). */
const TYPING_DONE_MS = 5_000;

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < MOBILE_BREAKPOINT_PX;

const hydratedByTyping = (page: Page) => page.locator("h1").evaluate((heading) => heading.getAttribute("data-typing") !== "static");

/** Opens the home page on the paused clock and runs it until the page has hydrated (typing has begun). */
async function openHome(page: Page) {
  await openOnPausedClock(page, "/");
  await runClockUntil(page, () => hydratedByTyping(page));
}

/** Typing starts in an effect, so it marks hydration (on the paused clock it stays "typing"). */
async function waitForHydration(page: Page) {
  await expect(page.locator("h1")).not.toHaveAttribute("data-typing", "static", { timeout: HYDRATION_TIMEOUT_MS });
}

/** Whether the element and every ancestor are painted at all (Playwright's visibility ignores opacity). */
const opacity = (locator: Locator) =>
  locator.evaluate((element) => {
    let value = 1;
    for (let node: Element | null = element; node; node = node.parentElement) value *= Number(getComputedStyle(node).opacity);
    return value;
  });

const heroImage = (page: Page, alt: string) => page.getByTestId("hero-images").getByAltText(alt, { exact: true });
const dot = (page: Page, index: number) => page.getByRole("button", { name: `Show image ${index + 1} of ${count}` });

async function expectCurrentHeroImage(page: Page, index: number) {
  await expect(dot(page, index)).toHaveAttribute("aria-current", "true");
  await page.getByTestId("hero-images").scrollIntoViewIfNeeded();
  await expect(heroImage(page, heroAlts[index] as string)).toBeInViewport({ ratio: 0.9 });
  for (const [other, alt] of heroAlts.entries()) {
    if (other !== index) await expect(heroImage(page, alt)).not.toBeInViewport({ ratio: 0.1 });
  }
}

test.describe("hero", () => {
  test("the headline types in and ends as the full text without moving anything; the heading is whole throughout", async ({ page }) => {
    await recordLayoutShift(page);
    await openHome(page);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveAccessibleName(headline);
    await expect(heading).toHaveAttribute("data-typing", "typing");

    await page.clock.runFor(500);
    const typed = page.getByTestId("typed-headline");
    const partial = (await typed.textContent()) ?? "";
    await expect(heading).toHaveAccessibleName(headline);

    await page.clock.runFor(TYPING_DONE_MS);
    await expect(heading).toHaveAttribute("data-typing", "done");
    await expect(typed).toHaveCount(0);
    await expect(heading).toHaveText(headline);
    expect(await opacity(heading.getByText(home.hero.highlight))).toBe(1);
    // The typed copy always spans the full text (untyped letters transparent), so nothing reflows.
    expect(partial.replace(/\s+/g, " ").trim()).toBe(headline);
    // Lighthouse's budget for the whole page is 0.05; typing should add nothing near it.
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);
  });

  test("the description, Get Started, the happy-clients badge with four overlapping round avatars, and the pictures (side by side at desktop width, the first loaded eagerly)", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact-us");
    const badge = page.getByTestId("happy-clients-badge");
    await expect(badge).toHaveText(`${claims.happyClients} ${home.hero.avatars.caption}`);
    const avatars = badge.locator("[data-gatsby-image-wrapper]");
    await expect(avatars).toHaveCount(home.hero.avatars.images.length);
    expect(home.hero.avatars.images).toHaveLength(4);
    const boxes = await avatars.evaluateAll((wrappers) =>
      wrappers.map((wrapper) => {
        const frame = wrapper.parentElement as HTMLElement;
        const box = frame.getBoundingClientRect();
        return { x: box.x, width: box.width, height: box.height, radius: getComputedStyle(frame).borderTopLeftRadius };
      }),
    );
    for (const [index, box] of boxes.entries()) {
      expect(box.width).toBeGreaterThan(30);
      expect(Math.abs(box.width - box.height)).toBeLessThan(1);
      expect(parseFloat(box.radius)).toBeGreaterThanOrEqual(box.width / 2);
      const next = boxes[index + 1];
      if (next) expect(next.x).toBeLessThan(box.x + box.width);
    }

    // The rest reads the markup, the same at any width, or is the desktop layout.
    if (isMobile(page)) return;
    for (const [index, alt] of heroAlts.entries()) {
      const picture = page.getByTestId("hero-images").locator("picture", { has: page.getByAltText(alt, { exact: true }) }).first();
      await expect(picture.locator("img")).toHaveAttribute("loading", index === 0 ? "eager" : "lazy");
      await expect(picture.locator('source[type="image/webp"]')).toHaveCount(1);
      // AVIF came out larger than the WebP at the same quality and took ~20x as long to encode.
      await expect(picture.locator('source[type="image/avif"]')).toHaveCount(0);
    }

    const pictures = [];
    for (const alt of heroAlts) {
      const image = heroImage(page, alt);
      await expect(image).toBeVisible();
      pictures.push(await image.boundingBox());
    }
    for (let index = 1; index < pictures.length; index += 1) {
      const [previous, current] = [pictures[index - 1], pictures[index]];
      expect(previous && current).toBeTruthy();
      if (!previous || !current) continue;
      expect(current.x).toBeGreaterThanOrEqual(previous.x + previous.width);
      expect(Math.abs(current.y - previous.y)).toBeLessThan(current.height / 2);
    }
    const viewport = page.viewportSize();
    const last = pictures.at(-1);
    expect(last && viewport && last.x + last.width <= viewport.width).toBeTruthy();
    await expect(dot(page, 0)).toBeHidden();
  });

  test.describe("mobile carousel", () => {
    test.skip(({ viewport }) => (viewport?.width ?? 0) >= MOBILE_BREAKPOINT_PX, "mobile only");

    test("one picture at a time with dots; advances every 3000 ms and wraps", async ({ page }) => {
      await openHome(page);
      await expect(page.getByTestId("hero-images")).toHaveAttribute("data-carousel", "on");
      await expectCurrentHeroImage(page, 0);
      await expect(page.getByRole("region", { name: "Pictures of our work" })).toBeVisible();

      await page.clock.runFor(HERO_CAROUSEL_INTERVAL_MS - 100);
      await expect(dot(page, 0)).toHaveAttribute("aria-current", "true");
      for (const expected of [1, 2, 0]) {
        await page.clock.runFor(expected === 1 ? 100 : HERO_CAROUSEL_INTERVAL_MS);
        await expectCurrentHeroImage(page, expected);
      }

      await dot(page, 2).click();
      await expectCurrentHeroImage(page, 2);
    });

    test("a strip swiped natively before the script ran becomes the carousel at its first picture", async ({ page }) => {
      // Gatsby's app script is held back, so the visitor's swipe lands on the server's strip.
      let releaseApp = () => undefined as void;
      const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
      await page.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
        await appHeld;
        await route.continue();
      });
      await openOnPausedClock(page, "/", "domcontentloaded");
      const track = page.getByTestId("hero-images");
      await expect(track).toHaveAttribute("data-carousel", "off");
      await track.evaluate((strip) => strip.scrollTo({ left: strip.clientWidth * 2, behavior: "instant" }));
      expect(await track.evaluate((strip) => strip.scrollLeft)).toBeGreaterThan(0);
      await expect(heroImage(page, heroAlts[0] as string)).not.toBeInViewport({ ratio: 0.5 });

      releaseApp();
      await runClockUntil(page, () => hydratedByTyping(page));
      await expect(track).toHaveAttribute("data-carousel", "on");
      await expectCurrentHeroImage(page, 0);
    });

    test("a swipe beyond 40 px moves next (left) or previous (right), wrapping; a shorter one does nothing", async ({ page }) => {
      await openHome(page);
      const track = page.getByTestId("hero-images");
      await expect(track).toHaveAttribute("data-carousel", "on");
      const box = await track.boundingBox();
      if (!box) throw new Error("no hero track");
      const y = box.y + box.height / 2;
      const x = box.x + box.width / 2;
      const swipe = async (dx: number) => {
        const init = { pointerId: 7, pointerType: "touch", isPrimary: true, clientY: y };
        await track.dispatchEvent("pointerdown", { ...init, clientX: x });
        await track.dispatchEvent("pointerup", { ...init, clientX: x + dx });
      };

      await swipe(-(HERO_SWIPE_THRESHOLD_PX + 20));
      await expectCurrentHeroImage(page, 1);
      await swipe(HERO_SWIPE_THRESHOLD_PX + 20);
      await expectCurrentHeroImage(page, 0);
      await swipe(HERO_SWIPE_THRESHOLD_PX + 20);
      await expectCurrentHeroImage(page, count - 1);
      await swipe(-(HERO_SWIPE_THRESHOLD_PX + 20));
      await expectCurrentHeroImage(page, 0);

      await swipe(-(HERO_SWIPE_THRESHOLD_PX - 15));
      await swipe(-HERO_SWIPE_THRESHOLD_PX);
      await swipe(HERO_SWIPE_THRESHOLD_PX - 15);
      await expectCurrentHeroImage(page, 0);
    });

    test("hovering or focusing the carousel pauses it; the stop button stops it", async ({ page }) => {
      await openHome(page);
      const track = page.getByTestId("hero-images");
      await expect(track).toHaveAttribute("data-carousel", "on");
      await expect(track).toHaveAttribute("aria-live", "off");

      await track.hover();
      await expect(track).toHaveAttribute("aria-live", "polite");
      await page.clock.runFor(HERO_CAROUSEL_INTERVAL_MS * 2);
      await expectCurrentHeroImage(page, 0);

      await page.mouse.move(4, 120);
      await expect(track).toHaveAttribute("aria-live", "off");
      await page.clock.runFor(HERO_CAROUSEL_INTERVAL_MS);
      await expectCurrentHeroImage(page, 1);

      await dot(page, 1).focus();
      await page.clock.runFor(HERO_CAROUSEL_INTERVAL_MS * 2);
      await expectCurrentHeroImage(page, 1);

      await page.getByRole("button", { name: "Stop image rotation" }).click();
      await page.locator("h1").click();
      await page.mouse.move(4, 120);
      await page.clock.runFor(HERO_CAROUSEL_INTERVAL_MS * 2);
      await expectCurrentHeroImage(page, 1);
      await expect(page.getByRole("button", { name: "Start image rotation" })).toBeVisible();
    });
  });
});

test.describe("testimonials", () => {
  const region = (page: Page) => page.getByRole("region", { name: "Client testimonials" });
  const slide = (page: Page, index: number) => region(page).getByRole("group", { name: `${index + 1} of ${testimonials.length}`, includeHidden: true });

  /** The fade is CSS, on real time: only the change itself waits on the clock. */
  async function expectShowing(page: Page, index: number) {
    await expect(slide(page, index)).toHaveAttribute("data-current", "true");
    await expect(region(page).getByText(testimonials[index]?.author as string)).toBeVisible();
    for (const [other, testimonial] of testimonials.entries()) {
      if (other !== index) await expect(region(page).getByText(testimonial.author)).toBeHidden();
    }
  }

  test("one at a time, advancing every 5000 ms and wrapping; previous and next wrap too; hover alone and focus alone each pause it", async ({ page }) => {
    expect(testimonials).toHaveLength(2);
    await openHome(page);
    await region(page).scrollIntoViewIfNeeded();
    await expect(region(page)).toBeVisible();
    await expect(page.getByTestId("testimonials-slides")).toHaveAttribute("aria-live", "off");
    await expectShowing(page, 0);
    const box = await page.getByTestId("testimonials-slides").boundingBox();

    await page.clock.runFor(TESTIMONIAL_INTERVAL_MS - 100);
    await expect(slide(page, 0)).toHaveAttribute("data-current", "true");
    await page.clock.runFor(100);
    await expectShowing(page, 1);
    await page.clock.runFor(TESTIMONIAL_INTERVAL_MS);
    await expectShowing(page, 0);
    // Every slide shares one box, so the section keeps its height. Layout can land on a
    // different sub-pixel between frames (CI saw 407.9375 against 407.93751525878906), so
    // compare to a hundredth of a pixel: a slide sized by its own text differs by whole lines.
    expect((await page.getByTestId("testimonials-slides").boundingBox())?.height).toBeCloseTo(box?.height ?? Number.NaN, 2);

    const next = region(page).getByRole("button", { name: "Next testimonial" });
    const previous = region(page).getByRole("button", { name: "Previous testimonial" });
    await next.click();
    await expectShowing(page, 1);
    await expect(page.getByTestId("testimonials-slides")).toHaveAttribute("aria-live", "polite");
    await next.click();
    await expectShowing(page, 0);
    await previous.click();
    await expectShowing(page, 1);
    // Hovered and focused: it stays put.
    await page.clock.runFor(TESTIMONIAL_INTERVAL_MS * 2);
    await expectShowing(page, 1);
    // Focused alone, the pointer well away: a keyboard user reading a quote keeps it.
    await page.mouse.move(1, 1);
    await page.clock.runFor(TESTIMONIAL_INTERVAL_MS * 2);
    await expectShowing(page, 1);
    await previous.blur();
    await page.clock.runFor(TESTIMONIAL_INTERVAL_MS);
    await expectShowing(page, 0);
    // Hovered alone: it stays put too, and moves on once the pointer leaves.
    await region(page).hover();
    await page.clock.runFor(TESTIMONIAL_INTERVAL_MS * 2);
    await expectShowing(page, 0);
    await page.mouse.move(1, 1);
    await page.clock.runFor(TESTIMONIAL_INTERVAL_MS);
    await expectShowing(page, 1);
  });
});

test.describe("Why Choose Us", () => {
  test("first open; one open at a time; the open one closes; the open item shows its image and link", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const accordion = page.getByTestId("why-choose-accordion");
    await accordion.scrollIntoViewIfNeeded();
    const items = accordion.locator("details");
    const trigger = (index: number) => items.nth(index).locator("summary");
    const open = accordion.locator("details[open]");
    const image = (index: number) => accordion.getByAltText(reasons[index]?.imageAlt as string, { exact: true }).filter({ visible: true });
    const link = (index: number) => accordion.getByRole("link", { name: `${reasons[index]?.cta}: ${reasons[index]?.title}` });
    const description = (index: number) => accordion.getByText(reasons[index]?.description as string);

    expect(reasons).toHaveLength(5);
    await expect(accordion.getByRole("heading", { level: 3 })).toHaveText(reasons.map((reason) => reason.title));
    await expect(open).toHaveCount(1);
    await expect(open.getByRole("heading", { level: 3 })).toHaveText(reasons[0]?.title as string);
    await expect(description(0)).toBeVisible();
    await expect(image(0)).toHaveCount(1);
    await expect(link(0)).toBeVisible();
    // The text itself names the target, not only an aria-label: crawlers read the text.
    await expect(link(0)).toHaveText(`${reasons[0]?.cta}: ${reasons[0]?.title}`);
    await expect(description(1)).toBeHidden();

    await trigger(1).click();
    await expect(open).toHaveCount(1);
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(image(1)).toHaveCount(1);
    await expect(link(1)).toBeVisible();
    await expect(description(0)).toBeHidden();

    await trigger(1).click();
    await expect(open).toHaveCount(0);
    await expect(description(1)).toBeHidden();
  });

  test("the video is muted, looping, inline, silent to assistive technology, and downloads only when it comes near the viewport", async ({ page }) => {
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/media\/why-choose-us\.(webm|mp4)$/.test(request.url())) videoRequests.push(request.url());
    });
    await openHydrated(page, "/");
    const video = page.getByTestId("why-choose-video");
    // Not even the poster before the video comes near.
    await expect(video).not.toHaveAttribute("poster");
    await expect(video).toHaveAttribute("aria-hidden", "true");
    await expect(video).toHaveAttribute("preload", "none");
    await expect(video.locator("source")).toHaveCount(2);
    await expect(video.locator('source[type="video/webm"]')).toHaveAttribute("src", "/media/why-choose-us.webm");
    await expect(video.locator('source[type="video/mp4"]')).toHaveAttribute("src", "/media/why-choose-us.mp4");
    const state = () =>
      video.evaluate((element: HTMLVideoElement) => ({
        muted: element.muted,
        mutedAttribute: element.hasAttribute("muted"),
        loop: element.loop,
        playsInline: element.playsInline,
        paused: element.paused,
      }));
    expect(await state()).toEqual({ muted: true, mutedAttribute: true, loop: true, playsInline: true, paused: true });
    expect(videoRequests).toEqual([]);

    await video.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await state()).paused).toBe(false);
    await expect(video).toHaveAttribute("poster", /\/media\/why-choose-us-poster\.jpg$/);
    expect(videoRequests).toHaveLength(1);
    await expect(page.getByRole("button", { name: "Pause video" })).toBeVisible();
  });
});

test.describe("pictures below the fold", () => {
  test("download neither with the page nor before hydration, each arrives as it comes near the viewport, and each keeps its box", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      if (["image", "media"].includes(request.resourceType()) && !request.url().startsWith("data:")) requested.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    const atLoad = [...requested];
    await waitForHydration(page);

    // Every shown picture more than a screen's height below the first viewport (a closed reason's
    // picture waits until it opens): its box, and the sources its <noscript> copy names.
    const wrappers = page.locator("[data-gatsby-image-wrapper]");
    const below = await wrappers.evaluateAll((all) =>
      all.flatMap((wrapper, index) => {
        const box = wrapper.getBoundingClientRect();
        if (box.top < 2 * window.innerHeight || !wrapper.checkVisibility()) return [];
        const copy = wrapper.querySelector("noscript")?.textContent ?? "";
        const sources = [...copy.matchAll(/(?:src|srcset)="([^"]+)"/g)].flatMap((match) =>
          (match[1] as string).split(",").map((candidate) => new URL(candidate.trim().split(" ")[0] as string, window.location.href).pathname),
        );
        const alt = /alt="([^"]*)"/.exec(copy)?.[1] ?? "";
        return [{ index, height: box.height, sources, alt, role: wrapper.getAttribute("role"), label: wrapper.getAttribute("aria-label"), rendered: !!wrapper.querySelector("img") }];
      }),
    );
    expect(below.length).toBeGreaterThanOrEqual(5);
    for (const picture of below) {
      expect(picture.rendered).toBe(false);
      expect(picture.sources.length).toBeGreaterThan(0);
      for (const source of picture.sources) expect(requested).not.toContain(source);
      // Until it is rendered, the box stands for the picture with its text.
      if (picture.alt) expect([picture.role, picture.label]).toEqual(["img", picture.alt]);
    }
    expect(atLoad.some((source) => /why-choose-us-poster/.test(source))).toBe(false);
    // The first hero picture is the largest paint: it loads with the page.
    expect(atLoad.some((source) => /\.webp$/.test(source))).toBe(true);
    // The hero's other pictures load with their carousel once the page has hydrated, though on a
    // phone they are hidden by its track until they slide in.
    for (const alt of heroAlts) {
      const picture = page.getByTestId("hero-images").getByAltText(alt, { exact: true });
      await expect.poll(() => picture.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    }

    for (const picture of below) {
      const wrapper = wrappers.nth(picture.index);
      await wrapper.scrollIntoViewIfNeeded();
      const image = wrapper.locator("img");
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      if (picture.alt) await expect(image).toHaveAttribute("alt", picture.alt);
      await expect(wrapper).not.toHaveAttribute("role");
      expect((await wrapper.boundingBox())?.height).toBeCloseTo(picture.height, 0);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the headline, the pictures, the testimonials and every reason are there and visible, and the reasons open one at a time", async ({ page }) => {
    await page.goto("/");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveAccessibleName(headline);
    await expect(heading).toHaveText(headline);
    expect(await opacity(heading)).toBe(1);

    for (const alt of heroAlts) {
      // Without JavaScript gatsby-plugin-image shows its <noscript> copy of each picture.
      const shown = heroImage(page, alt).filter({ visible: true }).last();
      await expect(shown).toBeVisible();
      expect(await opacity(shown)).toBe(1);
    }
    await expect(page.getByTestId("happy-clients-badge")).toBeVisible();

    const region = page.getByRole("region", { name: "Client testimonials" });
    for (const testimonial of testimonials) await expect(region.getByText(testimonial.author)).toBeVisible();
    expect(await opacity(region.getByText(testimonials[0]?.author as string))).toBe(1);

    // Every reason's heading shows, the first is open, and each opens from its summary, closing the
    // one before: <details> needs no script.
    const items = page.getByTestId("why-choose-accordion").locator("details");
    await expect(items.first()).toHaveAttribute("open", "");
    for (const [index, reason] of reasons.entries()) {
      await expect(page.getByRole("heading", { level: 3, name: reason.title })).toBeVisible();
      if (index > 0) {
        await items.nth(index).locator("summary").click();
        await expect(items.nth(index)).toHaveAttribute("open", "");
        await expect(items.nth(index - 1)).not.toHaveAttribute("open", "");
      }
      await expect(page.getByText(reason.description)).toBeVisible();
    }
  });

  test("the first hero picture, the largest paint on a phone, needs no script: fetched with the page at high priority and shown in place", async ({ page }) => {
    // The priority each request ends with, as Chromium's network stack reports it.
    const priorities = new Map<string, string>();
    const urls = new Map<string, string>();
    const network = await page.context().newCDPSession(page);
    network.on("Network.requestWillBeSent", ({ requestId, request }) => {
      urls.set(requestId, request.url);
      priorities.set(request.url, request.initialPriority);
    });
    network.on("Network.resourceChangedPriority", ({ requestId, newPriority }) => {
      const url = urls.get(requestId);
      if (url) priorities.set(url, newPriority);
    });
    await network.send("Network.enable");
    await page.goto("/");

    const first = heroImage(page, heroAlts[0] as string);
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await opacity(first)).toBe(1);
    // At its place in the track: in the first viewport, not scrolled or translated out of it.
    await expect(first).toBeInViewport();
    const track = await page.getByTestId("hero-images").boundingBox();
    const box = await first.boundingBox();
    expect(track && box && Math.abs(box.x - track.x)).toBeLessThan(1);

    expect(priorities.get(await first.evaluate((image: HTMLImageElement) => image.currentSrc))).toBe("High");

    // The head preloads it, with the candidates its WebP source offers, and the browser then
    // fetches it once: the preload is the picture's own request, made before the body is read.
    const preloads = page.locator('head link[rel="preload"][as="image"]');
    await expect(preloads).toHaveCount(1);
    const webp = first.locator("xpath=preceding-sibling::source[@type='image/webp']");
    await expect(preloads).toHaveAttribute("imagesrcset", (await webp.getAttribute("srcset")) ?? "");
    await expect(preloads).toHaveAttribute("imagesizes", (await webp.getAttribute("sizes")) ?? "");
    await expect(preloads).toHaveAttribute("type", "image/webp");
    await expect(preloads).toHaveAttribute("fetchpriority", "high");
    const shown = await first.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect([...urls.values()].filter((url) => url === shown)).toHaveLength(1);
  });
});

test.describe("Gatsby's bundles", () => {
  // Gatsby's three bundles, by file name.
  const bundleFile = /\/(?:webpack-runtime|framework|app)-[0-9a-f]+\.js$/;
  /** The bundles' script elements the page holds now (the loader adds them when it starts them). */
  const bundleScripts = (page: Page) =>
    page.evaluate((pattern) => [...document.scripts].map((script) => script.src).filter((src) => new RegExp(pattern).test(src)), bundleFile.source);

  test("wait for the high-priority pictures to be decoded and a frame painted after them, then start and hydrate the page", async ({ page }) => {
    const bundleRequests: string[] = [];
    page.on("request", (request) => {
      if (bundleFile.test(new URL(request.url()).pathname)) bundleRequests.push(request.url());
    });
    // Every picture held back until the test lets it through: the loader must wait for it.
    const heldPictures: Route[] = [];
    let holding = true;
    await page.route(
      (url) => /\.(?:webp|jpe?g|png|avif)$/.test(url.pathname),
      (route) => (holding ? heldPictures.push(route) : route.continue()),
    );
    // On the paused clock no frame and no timer runs unless the test runs it, so what the loader
    // waits for is the only thing that can start the bundles.
    await openOnPausedClock(page, "/", "domcontentloaded");
    const highPriority = page.locator('img[fetchpriority="high"]');
    await expect(highPriority.first()).toBeAttached();

    // The loader, a module script, has run before DOMContentLoaded. Two seconds of frames and timers
    // pass (the give-up time is far longer) while the pictures are held: nothing starts.
    await expect.poll(() => heldPictures.length).toBeGreaterThan(0);
    await page.clock.runFor(2_000);
    expect(await bundleScripts(page)).toEqual([]);

    // Let the pictures through and wait until each high-priority one is decoded. No frame has run
    // since, so still nothing starts: the loader waits for the paint after the decoding.
    holding = false;
    for (const route of heldPictures.splice(0)) await route.continue();
    await highPriority.evaluateAll((pictures: HTMLImageElement[]) => Promise.all(pictures.map((picture) => picture.decode())));
    expect(await bundleScripts(page)).toEqual([]);
    expect(bundleRequests).toEqual([]);

    // The frames after the decoding: the bundles are added in Gatsby's order, requested, and hydrate the page.
    await runClockUntil(page, async () => (await bundleScripts(page)).length > 0);
    const added = await bundleScripts(page);
    expect(added.map((src) => new URL(src).pathname.replace(/-[0-9a-f]+\.js$/, ""))).toEqual(["/webpack-runtime", "/framework", "/app"]);
    await runClockUntil(page, () => isHydrated(page));
    await expect.poll(() => [...bundleRequests].sort()).toEqual([...added].sort());
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the headline shows at once and nothing advances after 10 s", async ({ page }) => {
    await openHydratedOnPausedClock(page, "/");
    await expect(page.getByRole("button", { name: "Stop automatic testimonial rotation" })).toHaveCount(0);

    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveAttribute("data-typing", "static");
    await expect(page.getByTestId("typed-headline")).toHaveCount(0);
    await expect(heading).toHaveText(headline);
    expect(await opacity(heading.getByText(home.hero.highlight))).toBe(1);

    await page.clock.runFor(10_000);
    await expect(page.getByRole("region", { name: "Client testimonials" }).getByRole("group", { name: `1 of ${testimonials.length}` })).toHaveAttribute("data-current", "true");
    if (isMobile(page)) {
      await expect(page.getByTestId("hero-images")).toHaveAttribute("data-carousel", "on");
      await expect(dot(page, 0)).toHaveAttribute("aria-current", "true");
      await expect(page.getByTestId("hero-images")).toHaveAttribute("data-index", "0");
    }
    // Scrolled into view, the video still does not play.
    const video = page.getByTestId("why-choose-video");
    await video.scrollIntoViewIfNeeded();
    await page.clock.runFor(1_000);
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused && !element.autoplay)).toBe(true);
  });
});

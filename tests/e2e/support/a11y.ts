// Helpers for the accessibility gates (a11y.spec.ts, keyboard.spec.ts): open a page once React has
// hydrated it, scroll through it so lazy parts render, run axe, and check a visible focus ring.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Whether the page has come to rest: no headline still typing (the hero's text fades in once it
 * is typed, so a check made during typing would end before that fade starts), and no finite
 * animation or transition running: scroll reveals, image fades, accordions. Endless ones (the
 * marquee, spinners) never finish, so they do not count.
 */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector('[data-typing="typing"]') === null &&
      document
        .getAnimations()
        .every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity),
  );

/**
 * How often a wait below looks again: every tenth of a second, then every quarter. Playwright's
 * default backs off to a second, which can add most of a second after a reveal has finished.
 */
const POLL_INTERVALS = [100, 100, 250];

/** Waits until nothing with an end is still moving, so axe sees colours as a visitor finally does. */
export async function waitForStillness(page: Page): Promise<void> {
  await expect.poll(() => settled(page), { message: "animations to finish", timeout: 10_000, intervals: POLL_INTERVALS }).toBe(true);
}

/**
 * Scrolls to the bottom in steps of most of a screen, as a reader would, so lazy images load and
 * scroll reveals play; then waits for the images on screen to load and the last reveal to finish.
 * The walk runs inside the page, one round trip in all rather than two a step.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const reachedBottom = await page.evaluate(async () => {
    // One frame pair per step: the observers behind reveals and lazy images fire on the next frame.
    const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let step = 0; step < 60; step += 1) {
      window.scrollBy(0, Math.round(window.innerHeight * 0.7));
      const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      await nextFrames();
      if (atBottom) return true;
    }
    return false;
  });
  expect(reachedBottom, "the page scrolled to its bottom within 60 steps").toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLImageElement>("[data-gatsby-image-wrapper] img")]
            // checkVisibility: a closed <details> keeps its content laid out but never renders it,
            // so a lazy image in it does not load until the visitor opens it.
            .filter((image) => image.checkVisibility() && image.getBoundingClientRect().bottom > 0 && image.getBoundingClientRect().top < window.innerHeight)
            .every((image) => image.complete),
        ),
      { message: "the images on screen to load", timeout: 10_000, intervals: POLL_INTERVALS },
    )
    .toBe(true);
  await waitForStillness(page);
}

/**
 * Stops whatever moves by itself (carousels, the marquee, the video) with the visitor's own stop
 * controls, then lets the last change finish: a slide caught halfway through its fade would read as
 * faint text. Axe then sees the page as a reader who stopped it does.
 */
export async function stopAutoMotion(page: Page): Promise<void> {
  const controls = page.getByRole("button", { name: /^(Stop|Pause) / }).filter({ visible: true });
  // Each click renames its button (Stop becomes Start), so always take the first one left, until
  // none is (at most 12 clicks). The browser renames one too: Chromium plays a muted autoplay video
  // when it comes into view and pauses it when it leaves, so a control can turn up after a count
  // or be gone by the click (both seen under load). A click therefore waits briefly, and the loop
  // counts again. A control that does not stop is still clicked 12 times and fails below.
  for (let clicks = 0; clicks < 12 && (await controls.count()) > 0; clicks += 1) {
    await controls
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await expect(controls).toHaveCount(0);
  await waitForStillness(page);
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** One readable block per violation: rule, impact and what to fix, then each element it found. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map(
        (node) => `    at ${node.target.map(String).join(" >> ")}\n      ${(node.failureSummary ?? "").replace(/\n/g, "\n      ")}`,
      );
      return `[${violation.impact ?? "unknown"}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes.join("\n")}`;
    })
    .join("\n\n");
}

/**
 * Runs axe over the page as it is now and fails with a readable list if anything is found.
 * Two settings make it several times faster and change no finding: `resultTypes` keeps every node
 * of every violation but builds a selector for only one node of each passing rule (building them
 * all was most of axe's time), and legacy mode runs axe.run in the page rather than runPartial
 * here and finishRun in a second, blank page. Legacy mode only differs for cross-origin frames;
 * the site has none.
 */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withTags(AXE_TAGS).setLegacyMode().analyze();
  const { violations } = results;
  expect(violations.length, `axe violations on ${state}:\n\n${describeViolations(violations)}\n`).toBe(0);
  // A page that axe could not look into would pass by saying nothing.
  expect(results.passes.length).toBeGreaterThan(10);
}

/** What the focused element draws to show it has focus, read from its computed style. */
export interface FocusRing {
  /** How the element reads in a failure message: tag, name or text. */
  element: string;
  visible: boolean;
  style: string;
}

/**
 * Reads the focus indicator of whatever has focus now: its own outline or box-shadow, or an
 * outline on a close ancestor that draws the ring for it (a list item around a stretched button).
 */
export const focusRing = (page: Page): Promise<FocusRing | null> =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return null;
    const ringOf = (node: Element, withShadow: boolean) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      const shadow = withShadow && style.boxShadow !== "none" && style.boxShadow !== "";
      return { visible: outline || shadow, style: `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}` };
    };
    const own = ringOf(element, true);
    let ring = own;
    for (let node = element.parentElement, level = 1; node && level <= 3 && !ring.visible; node = node.parentElement, level += 1) {
      const drawn = ringOf(node, false);
      if (drawn.visible) ring = { visible: true, style: `on an ancestor ${level} up: ${drawn.style}` };
    }
    const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 60) ?? "";
    return { element: `<${element.tagName.toLowerCase()}> "${name}"`, visible: ring.visible, style: ring.visible ? ring.style : own.style };
  });

/**
 * Asserts that `target` has focus and shows a focus indicator a sighted keyboard user can see: an
 * outline with a style and a width, or a box-shadow ring.
 */
export async function expectVisibleFocus(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  const ring = await focusRing(page);
  expect(ring?.visible, `a visible focus indicator on ${ring?.element ?? "nothing"} (${ring?.style ?? "no focus"})`).toBe(true);
}

/** The element that has focus now, as a locator. */
export const focused = (page: Page) => page.locator("*:focus");

// The page hydrates in parts (HydrateLater): the first screen at once, each section and the
// footer afterwards. The document's data-hydrated mark, which the other browser tests wait for,
// must still mean that all of it is live; and the split must not cost a hydration mismatch.
import { expect, test } from "@playwright/test";
import { routes } from "../../src/lib/routes";

test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "hydration order does not depend on the viewport");

for (const path of [routes.home, routes.contact, routes.about, "/services/web-app-development"]) {
  test(`${path}: every section and the footer are hydrated when the page is marked hydrated`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    // Checked inside the page at the moment the mark appears, not after the test's next round trip.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated !== "true") return;
        observer.disconnect();
        const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"));
        const parts = [...document.querySelectorAll("main section, footer")];
        (window as unknown as { hydrationAtMark: unknown }).hydrationAtMark = {
          parts: parts.length,
          notHydrated: parts.filter((part) => !isHydrated(part)).map((part) => part.outerHTML.slice(0, 80)),
        };
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
    });
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const atMark = await page.evaluate(() => (window as unknown as { hydrationAtMark: { parts: number; notHydrated: string[] } }).hydrationAtMark);
    expect(atMark.parts).toBeGreaterThan(2);
    expect(atMark.notHydrated).toEqual([]);
    expect(errors).toEqual([]);
  });
}

// The served site's security headers on real responses (pages, assets, data, the 404 page and the
// contact function), and client-side navigation under the Content-Security-Policy. Runs once, at
// desktop width: neither depends on the viewport. That no route trips the policy in the browser is
// proved by the one visit of every route in a11y.spec.ts, at both widths.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIResponse } from "@playwright/test";
import { routes } from "../../src/lib/routes";
import { declaredHeaders, parseCsp } from "../support/security-policy";
import { siteRoutes } from "../support/site-routes";
import { openHydrated } from "./support/hydration";
import { watchPolicies } from "./support/policies";

test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "headers and policy do not depend on the viewport");

const publicDir = path.resolve(__dirname, "../../public");
const about = siteRoutes().find((route) => route.path === routes.about);
if (!about) throw new Error(`the route list has no ${routes.about}`);

/** The first file in a public/ folder whose name matches, as a URL path. */
function builtFile(folder: string, pattern: RegExp): string {
  const found = fs
    .readdirSync(path.join(publicDir, folder), { recursive: true, encoding: "utf8" })
    .find((file) => pattern.test(path.basename(file)));
  if (!found) throw new Error(`no file matching ${pattern} under public/${folder}`);
  return path.posix.join("/", folder, found.split(path.sep).join("/"));
}

const permanent = /^public, max-age=31536000, immutable$/;
const revalidate = /^public, max-age=0, must-revalidate$/;

/** Asserts the security headers every response must carry, and those gatsby-config declares for it. */
function expectSecurityHeaders(response: APIResponse, urlPath: string) {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  const directives = parseCsp(csp);
  expect(csp, "Content-Security-Policy").not.toBe("");
  expect(csp).not.toContain("'unsafe-eval'");
  expect(directives.get("script-src"), "script-src").toBeDefined();
  expect(directives.get("script-src")).not.toContain("'unsafe-inline'");
  expect(directives.get("default-src")).toEqual(["'self'"]);
  expect(directives.get("object-src")).toEqual(["'none'"]);
  expect(directives.get("base-uri")).toEqual(["'self'"]);
  expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  expect(Number(/max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "")?.[1])).toBeGreaterThanOrEqual(31_536_000);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  expect(headers["permissions-policy"]).toMatch(/camera=\(\)/);
  expect(headers["access-control-allow-origin"], "no CORS wildcard").toBeUndefined();
  expect(headers["x-powered-by"]).toBeUndefined();
  // And exactly what gatsby-config declares, so the adapter deploys the same.
  const declared = declaredHeaders(urlPath);
  expect(Object.keys(declared).length).toBeGreaterThan(0);
  for (const [key, value] of Object.entries(declared)) expect(headers[key], key).toBe(value);
}

test("pages, bundles, data and images carry the security and caching headers", async ({ request }) => {
  const script = builtFile("", /^app-[0-9a-f]{20}\.js$/);
  const image = builtFile("static", /\.(webp|avif|jpg|png)$/);
  const moved = builtFile("inline-scripts", /\.js$/);
  const cases = [
    { urlPath: "/about-us", type: /text\/html/, caching: revalidate },
    { urlPath: script, type: /javascript/, caching: permanent },
    { urlPath: moved, type: /javascript/, caching: permanent },
    { urlPath: "/page-data/index/page-data.json", type: /application\/json/, caching: revalidate },
    { urlPath: image, type: /^image\//, caching: permanent },
  ];
  for (const { urlPath, type, caching } of cases) {
    const response = await request.get(urlPath);
    expect(response.status(), urlPath).toBe(200);
    expect(response.headers()["content-type"], urlPath).toMatch(type);
    expect(response.headers()["cache-control"], urlPath).toMatch(caching);
    expectSecurityHeaders(response, urlPath);
  }
});

test("the 404 page answers 404 with the headers", async ({ request }) => {
  const response = await request.get("/no-such-page-here", { headers: { accept: "text/html" } });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("404");
  expectSecurityHeaders(response, "/no-such-page-here");
});

test("the contact function's answers carry the headers", async ({ request }) => {
  // An empty message is refused before anything is sent or stored.
  const response = await request.post("/api/send-email", { data: {} });
  expect(response.status()).toBe(400);
  expect(response.headers()["content-type"]).toMatch(/application\/json/);
  expectSecurityHeaders(response, "/api/send-email");
});

test("hydration, client-side navigation and pictures work under the policy", async ({ page }) => {
  const problems = await watchPolicies(page);
  await openHydrated(page, "/");
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const aboutLink = page.locator(`header a[href="${about.path}"]`).first();
  await expect(aboutLink).toBeVisible();
  await aboutLink.click();
  await expect(page).toHaveURL(new RegExp(`${about.path}$`));
  // Gatsby changes the address before React draws the new page, so until the about page's own
  // title is set (after its page has rendered) every locator may still find the home page's elements.
  await expect(page).toHaveTitle(about.title);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Still the same document: Gatsby's router changed the page without a full load.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // A picture (gatsby-plugin-image's files, drawn by SiteImage once it nears the viewport) loads
  // from our own origin.
  const picture = page.locator("[data-gatsby-image-wrapper]").first();
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(problems).toEqual([]);
});

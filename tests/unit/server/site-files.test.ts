/** @jest-environment node */
import { BASE_HEADERS, MUST_REVALIDATE_HEADERS, PERMAMENT_CACHING_HEADERS } from "gatsby/dist/utils/adapter/constants";
import { defaultHeadersFor } from "../../../src/server/site-files";

const defaults = { base: BASE_HEADERS, mustRevalidate: MUST_REVALIDATE_HEADERS, permanent: PERMAMENT_CACHING_HEADERS };

describe("the adapter's caching defaults by path", () => {
  it.each([
    "/app-8da24326048cc9988300.js",
    "/component---src-pages-index-tsx-b0f8b66477de42f4af8e.js",
    "/styles.a2aee267bea59952074c.css",
    "/static/4f1c2a/1d2e3f/hero.webp",
    "/_gatsby/image/abc/def/hero.jpg",
  ])("%s is cached for good", (requestPath) => {
    expect(defaultHeadersFor(requestPath, defaults)).toBe(PERMAMENT_CACHING_HEADERS);
  });

  it.each(["/", "/about-us", "/blogs/some-article", "/404.html", "/page-data/index/page-data.json", "/page-data/sq/d/123.json", "/chunk-map.json"])(
    "%s must be revalidated",
    (requestPath) => {
      expect(defaultHeadersFor(requestPath, defaults)).toBe(MUST_REVALIDATE_HEADERS);
    },
  );

  it("gives other files the base set and function answers nothing", () => {
    expect(defaultHeadersFor("/sitemap-index.xml", defaults)).toBe(BASE_HEADERS);
    expect(defaultHeadersFor("/app.js", defaults)).toBe(BASE_HEADERS);
    expect(defaultHeadersFor("/api/send-email", defaults)).toEqual([]);
  });
});

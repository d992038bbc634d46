/** @jest-environment node */
// The headers the local server gives each path: the deployed caching, then gatsby-config's rules.
import { cmsAdminHeaders, headerRules, securityHeaders } from "../../../src/lib/security-headers";
import { declaredHeaders, parseCsp } from "../../support/security-policy";
import { cachingFor, createHeadersFor, MUST_REVALIDATE, PERMANENT_CACHING } from "../../../src/server/response-headers";

describe("the caching each path gets", () => {
  it.each([
    "/app-8da24326048cc9988300.js",
    "/component---src-pages-index-tsx-b0f8b66477de42f4af8e.js",
    "/styles.a2aee267bea59952074c.css",
    "/static/4f1c2a/1d2e3f/hero.webp",
    "/_gatsby/image/abc/def/hero.jpg",
  ])("%s is cached for good", (requestPath) => {
    expect(cachingFor(requestPath)).toBe(PERMANENT_CACHING);
  });

  it.each(["/", "/about-us", "/blogs/some-article", "/404.html", "/page-data/index/page-data.json", "/page-data/sq/d/123.json", "/chunk-map.json"])(
    "%s must be revalidated",
    (requestPath) => {
      expect(cachingFor(requestPath)).toBe(MUST_REVALIDATE);
    },
  );

  it("leaves other files to the browser and function answers to the function", () => {
    expect(cachingFor("/sitemap-index.xml")).toBeUndefined();
    expect(cachingFor("/app.js")).toBeUndefined();
    expect(cachingFor("/api/send-email")).toBeUndefined();
  });
});

describe("createHeadersFor", () => {
  const headersFor = createHeadersFor(headerRules);
  const asRecord = (list: { key: string; value: string }[]) => Object.fromEntries(list.map(({ key, value }) => [key, value]));

  it("gives every path the security headers once each, with the caching beside them", () => {
    for (const requestPath of ["/", "/about-us", "/api/send-email", "/no-such-file.txt"]) {
      const headers = headersFor(requestPath);
      expect(new Set(headers.map(({ key }) => key.toLowerCase())).size).toBe(headers.length);
      expect(asRecord(headers)).toMatchObject(asRecord(securityHeaders));
    }
    expect(asRecord(headersFor("/about-us"))["cache-control"]).toBe(MUST_REVALIDATE);
  });

  it("lets a later rule replace an earlier value of the same name, whatever its case", () => {
    const headers = createHeadersFor([
      { source: "/*", headers: [{ key: "X-Thing", value: "everywhere" }] },
      { source: "/inline-scripts/*", headers: [{ key: "x-thing", value: "scripts" }, { key: "Cache-Control", value: "private" }] },
      { source: "/exact", headers: [{ key: "x-exact", value: "yes" }] },
    ]);
    expect(asRecord(headers("/inline-scripts/a.js"))).toEqual({ "x-thing": "scripts", "Cache-Control": "private" });
    expect(asRecord(headers("/about-us"))).toEqual({ "cache-control": MUST_REVALIDATE, "X-Thing": "everywhere" });
    expect(asRecord(headers("/exact"))).toMatchObject({ "x-exact": "yes" });
    expect(asRecord(headers("/exact/more"))).not.toHaveProperty("x-exact");
  });

  it("gives the CMS's folder its own policy, opener rule, caching and noindex, the other security headers kept", () => {
    for (const requestPath of ["/admin", "/admin/", "/admin/index.html", "/admin/config.json", "/admin/decap/decap-cms.js", "/admin/vendor/yaml/index.js"]) {
      const headers = headersFor(requestPath);
      expect(new Set(headers.map(({ key }) => key.toLowerCase())).size).toBe(headers.length);
      const sent = asRecord(headers);
      expect(sent).toMatchObject(asRecord(cmsAdminHeaders));
      for (const { key, value } of securityHeaders.filter(({ key }) => !cmsAdminHeaders.some((admin) => admin.key === key))) expect(sent[key]).toBe(value);
      // What Gatsby's own matcher makes of the rules, which the adapter deploys.
      expect(sent).toMatchObject(declaredHeaders(requestPath));
    }
    const policy = parseCsp(asRecord(headersFor("/admin/"))["content-security-policy"] ?? "");
    expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-eval'"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://api.github.com"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
  });

  it("keeps the CMS's allowances to its folder", () => {
    for (const requestPath of ["/", "/administration", "/blogs/admin/", "/404.html"]) {
      const sent = asRecord(headersFor(requestPath));
      expect(sent["content-security-policy"]).not.toContain("unsafe-eval");
      expect(sent["cross-origin-opener-policy"]).toBe("same-origin");
      expect(sent).not.toHaveProperty("x-robots-tag");
    }
  });

  it("refuses a rule source it would not match as Gatsby does", () => {
    expect(() => createHeadersFor([{ source: "/blogs/:slug", headers: [] }])).toThrow(/\/blogs\/:slug/);
    expect(() => createHeadersFor([{ source: "/a/*/b", headers: [] }])).toThrow(/not supported/);
  });
});

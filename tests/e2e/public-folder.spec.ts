// Checks of the built site in public/, file by file, as a browser would read it: every internal
// link and referenced asset resolves, nothing loads from another origin, new-tab links cannot
// reach back, no inline script runs outside the Content-Security-Policy, and no server secret
// was baked into any file.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { JSDOM, VirtualConsole } from "jsdom";
import { resolveSiteUrl } from "../../src/lib/site-url";
import { site } from "../support/site-routes";
import { declaredHeaders, hashSource, scriptSources } from "../support/security-policy";
import { CMS_ADMIN_DIR } from "../../src/lib/security-headers";

const publicDir = path.resolve(__dirname, "../../public");
const siteOrigin = new URL(resolveSiteUrl(site.siteUrl)).origin;
// Where a page-relative URL is resolved against; stands for the site wherever it is served.
const localOrigin = "http://public.invalid";

const allFiles = fs
  .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
  .filter((file) => fs.statSync(path.join(publicDir, file)).isFile())
  .map((file) => file.split(path.sep).join("/"));
const htmlFiles = allFiles.filter((file) => file.endsWith(".html") && !file.startsWith("_gatsby/slices/"));
/** The pages Gatsby renders: every HTML file but the CMS's admin page (cms/hosted-admin.ts), which is plain HTML of ours. */
const gatsbyPages = htmlFiles.filter((file) => !file.startsWith(`${CMS_ADMIN_DIR}/`));

/** The URL path a visitor uses for an HTML file (trailingSlash "never" for Gatsby's pages). */
function pagePathOf(file: string): string {
  if (file === "index.html") return "/";
  // The CMS's page, not Gatsby's, is served under its folder's path with a slash, where its relative addresses resolve.
  if (file === `${CMS_ADMIN_DIR}/index.html`) return `/${CMS_ADMIN_DIR}/`;
  return `/${file.replace(/\/index\.html$/, "")}`;
}

const documents = new Map<string, Document>();
function documentOf(file: string, contentType: "text/html" | "application/xml" = "text/html"): Document {
  let document = documents.get(file);
  if (!document) {
    // A console of its own, unheard: jsdom's CSS parser does not know @layer and would complain
    // about every Emotion style tag; only the markup matters here.
    const virtualConsole = new VirtualConsole();
    document = new JSDOM(fs.readFileSync(path.join(publicDir, file), "utf8"), { contentType, virtualConsole }).window.document;
    documents.set(file, document);
  }
  return document;
}

/** The file in public/ a site path is served from, as src/server/serve.ts and Gatsby's adapters map it. */
function fileFor(urlPath: string): string | undefined {
  const relative = urlPath.replace(/^\/+/, "");
  const candidates = urlPath.endsWith("/") ? [`${relative}index.html`] : [relative, `${relative}/index.html`, `${relative}.html`];
  return candidates.find((candidate) => fs.existsSync(path.join(publicDir, candidate)) && fs.statSync(path.join(publicDir, candidate)).isFile());
}

function functionRoutes(): string[] {
  const manifest = path.resolve(__dirname, "../../.cache/functions/manifest.json");
  if (!fs.existsSync(manifest)) return [];
  return (JSON.parse(fs.readFileSync(manifest, "utf8")) as { functionRoute: string }[]).map((fn) => `/api/${fn.functionRoute}`);
}
const apiRoutes = new Set(functionRoutes());

type Reference = { from: string; what: string; url: string };

/**
 * Resolves one reference. Returns a problem, or undefined when it resolves. `mustBeLocal` is for
 * resources the browser fetches by itself: those may never leave the origin.
 */
function check(reference: Reference, base: string, options: { mustBeLocal: boolean; pageLink?: boolean; checkFragment?: boolean }): string | undefined {
  const { from, what, url: raw } = reference;
  const where = `${from}: ${what} "${raw}"`;
  if (/^\s*javascript:/i.test(raw)) return `${where} runs script from a URL`;
  if (/^(mailto|tel|sms):/i.test(raw)) return options.mustBeLocal ? `${where} is not a resource` : undefined;
  // Inline images (blurred placeholders, drawn as a CSS background or an <img>) are allowed by the
  // CSP's img-src data:; a data: URL anywhere else (a script, a stylesheet, a link) is not.
  const imageSlot = what.startsWith("img") || what.startsWith("source") || what === "CSS url()";
  if (/^data:/i.test(raw)) return imageSlot && /^data:image\//i.test(raw) ? undefined : `${where} is a data: URL`;
  let url: URL;
  try {
    url = new URL(raw, `${localOrigin}${base}`);
  } catch {
    return `${where} is not a valid URL`;
  }
  const isLocal = url.origin === localOrigin;
  if (!isLocal && url.origin !== siteOrigin) {
    return options.mustBeLocal ? `${where} loads from another origin` : undefined;
  }
  // A resource the page fetches must be same-origin wherever the site runs, not pinned to the
  // production host.
  if (options.mustBeLocal && !isLocal) return `${where} is pinned to ${siteOrigin}; use a path`;
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(url.pathname);
  } catch {
    return `${where} has a malformed path`;
  }
  if (apiRoutes.has(urlPath)) return undefined;
  if (options.pageLink && urlPath !== "/" && urlPath.endsWith("/")) return `${where} ends in "/" (trailingSlash is "never")`;
  const file = fileFor(urlPath);
  if (!file) return `${where} does not resolve to a file in public/`;
  const fragment = decodeURIComponent(url.hash.slice(1));
  if (options.checkFragment && fragment && fragment !== "top" && file.endsWith(".html")) {
    const target = documentOf(file);
    if (!target.getElementById(fragment) && !target.getElementsByName(fragment).length) {
      return `${where}: no element with id "${fragment}" on ${urlPath}`;
    }
  }
  return undefined;
}

/** URL candidates of a srcset, following the HTML standard's candidate splitting. */
function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let rest = srcset;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, "");
    if (!rest) return urls;
    const url = /^\S+/.exec(rest)?.[0] ?? "";
    rest = rest.slice(url.length);
    if (url.endsWith(",")) {
      urls.push(url.replace(/,+$/, ""));
      continue;
    }
    urls.push(url);
    // Skip the descriptors up to the next comma outside parentheses.
    let depth = 0;
    let index = 0;
    for (; index < rest.length; index += 1) {
      const char = rest[index];
      if (char === "(") depth += 1;
      else if (char === ")") depth = Math.max(0, depth - 1);
      else if (char === "," && depth === 0) break;
    }
    rest = rest.slice(index + 1);
  }
}

const cssUrls = (css: string) => [...css.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/g)].map((match) => match[2] as string);

// Elements the browser fetches by itself, and the attributes that name what it fetches.
const resourceAttributes: [selector: string, attribute: string, srcset?: boolean][] = [
  ["script[src]", "src"],
  ["img[src]", "src"],
  ["img[srcset]", "srcset", true],
  ["source[src]", "src"],
  ["source[srcset]", "srcset", true],
  ["video[src]", "src"],
  ["video[poster]", "poster"],
  ["audio[src]", "src"],
  ["track[src]", "src"],
  ["iframe[src]", "src"],
  ["embed[src]", "src"],
  ["object[data]", "data"],
  ["input[type=image][src]", "src"],
];
const fetchedLinkRels = new Set(["stylesheet", "preload", "modulepreload", "prefetch", "preconnect", "dns-prefetch", "icon", "apple-touch-icon", "mask-icon", "manifest"]);
const metaUrls = ["og:image", "og:image:url", "og:image:secure_url", "og:url", "og:video", "twitter:image"];

function checkPage(file: string): string[] {
  const document = documentOf(file);
  const from = file;
  const base = pagePathOf(file);
  const problems: (string | undefined)[] = [];
  for (const [selector, attribute, isSrcset] of resourceAttributes) {
    for (const element of document.querySelectorAll(selector)) {
      const value = element.getAttribute(attribute) ?? "";
      for (const url of isSrcset ? srcsetUrls(value) : [value]) {
        problems.push(check({ from, what: `${selector}`, url }, base, { mustBeLocal: true }));
      }
    }
  }
  for (const link of document.querySelectorAll("link[href]")) {
    const rels = (link.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);
    const url = link.getAttribute("href") ?? "";
    const fetched = rels.some((rel) => fetchedLinkRels.has(rel));
    // canonical and alternate point at the production host; they must name a page that exists.
    problems.push(check({ from, what: `link[rel=${rels.join(" ")}]`, url }, base, { mustBeLocal: fetched, pageLink: !fetched }));
    if (link.getAttribute("imagesrcset")) {
      for (const candidate of srcsetUrls(link.getAttribute("imagesrcset") ?? "")) {
        problems.push(check({ from, what: "link[imagesrcset]", url: candidate }, base, { mustBeLocal: true }));
      }
    }
  }
  for (const meta of document.querySelectorAll("meta[property], meta[name]")) {
    const name = meta.getAttribute("property") ?? meta.getAttribute("name") ?? "";
    if (!metaUrls.includes(name)) continue;
    const url = meta.getAttribute("content") ?? "";
    if (!url.startsWith(`${siteOrigin}/`)) problems.push(`${from}: meta ${name} "${url}" is not an absolute URL on ${siteOrigin}`);
    else problems.push(check({ from, what: `meta ${name}`, url }, base, { mustBeLocal: false }));
  }
  for (const anchor of document.querySelectorAll("a[href], area[href]")) {
    const url = anchor.getAttribute("href") ?? "";
    problems.push(check({ from, what: "a[href]", url }, base, { mustBeLocal: false, pageLink: true, checkFragment: true }));
  }
  for (const form of document.querySelectorAll("form[action]")) {
    problems.push(check({ from, what: "form[action]", url: form.getAttribute("action") ?? "" }, base, { mustBeLocal: true }));
  }
  // Styles in the page: inline <style> (Gatsby inlines the global CSS) and style attributes.
  const inlineCss = [...document.querySelectorAll("style")].map((style) => style.textContent ?? "");
  inlineCss.push(...[...document.querySelectorAll("[style]")].map((element) => element.getAttribute("style") ?? ""));
  for (const url of inlineCss.flatMap(cssUrls)) {
    problems.push(check({ from, what: "CSS url()", url }, base, { mustBeLocal: true }));
  }
  // Links in structured data on the production host must name pages and files that exist.
  // (Fragments there are identifiers such as #organization, not anchors.)
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    const urls = (script.textContent ?? "").match(/"https?:\/\/[^"]+"/g) ?? [];
    for (const url of urls.map((quoted) => JSON.parse(quoted) as string).filter((url) => url.startsWith(`${siteOrigin}/`))) {
      problems.push(check({ from, what: "JSON-LD", url }, base, { mustBeLocal: false }));
    }
  }
  return problems.filter((problem): problem is string => problem !== undefined);
}

test("public/ holds a built site to check", () => {
  expect(htmlFiles).toContain("index.html");
  expect(htmlFiles).toContain("404.html");
  expect(htmlFiles.length).toBeGreaterThanOrEqual(20);
});

test("every internal link, fragment and referenced asset of every page resolves, and nothing loads from another origin", () => {
  const problems = htmlFiles.flatMap(checkPage);
  expect(problems).toEqual([]);
});

test("the stylesheets' own references (fonts, images) resolve on this origin", () => {
  const problems = allFiles
    .filter((file) => file.endsWith(".css"))
    .flatMap((file) =>
      cssUrls(fs.readFileSync(path.join(publicDir, file), "utf8")).map((url) =>
        check({ from: file, what: "CSS url()", url }, `/${file}`, { mustBeLocal: true }),
      ),
    )
    .filter((problem) => problem !== undefined);
  expect(problems).toEqual([]);
});

test("every link that opens a new tab carries rel=noopener noreferrer", () => {
  const problems = htmlFiles.flatMap((file) =>
    [...documentOf(file).querySelectorAll("[target]")]
      .filter((element) => element.getAttribute("target")?.toLowerCase() === "_blank")
      .filter((element) => {
        const rel = (element.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);
        return !rel.includes("noopener") || !rel.includes("noreferrer");
      })
      .map((element) => `${file}: ${element.outerHTML.slice(0, 160)}`),
  );
  expect(problems).toEqual([]);
});

test("every sitemap entry, feed link and web manifest reference resolves", () => {
  const problems: (string | undefined)[] = [];
  const sitemaps = allFiles.filter((file) => /^sitemap.*\.xml$/.test(file));
  expect(sitemaps, "the sitemap plugin writes sitemap-index.xml").toContain("sitemap-index.xml");
  const pagesInSitemap: string[] = [];
  for (const file of sitemaps) {
    for (const loc of documentOf(file, "application/xml").querySelectorAll("loc")) {
      const url = loc.textContent?.trim() ?? "";
      if (!url.startsWith(`${siteOrigin}/`)) problems.push(`${file}: <loc> "${url}" is not on ${siteOrigin}`);
      problems.push(check({ from: file, what: "<loc>", url }, "/", { mustBeLocal: false, pageLink: true }));
      if (file !== "sitemap-index.xml") pagesInSitemap.push(url);
    }
  }
  expect(pagesInSitemap.length, "the sitemap lists the pages").toBeGreaterThanOrEqual(20);
  // Feeds (RSS or Atom), wherever the feed plugin writes them.
  for (const file of allFiles.filter((name) => /\.(xml|rss|atom)$/.test(name) && !sitemaps.includes(name))) {
    const feed = documentOf(file, "application/xml");
    const links = [
      ...[...feed.querySelectorAll("channel > link, item > link, entry > id")].map((element) => element.textContent?.trim() ?? ""),
      ...[...feed.querySelectorAll("guid")]
        .filter((guid) => guid.getAttribute("isPermaLink") !== "false")
        .map((guid) => guid.textContent?.trim() ?? ""),
      ...[...feed.querySelectorAll("enclosure[url], link[href]")].map((element) => element.getAttribute("url") ?? element.getAttribute("href") ?? ""),
    ];
    for (const url of links.filter((link) => link.startsWith("http") || link.startsWith("/"))) {
      problems.push(check({ from: file, what: "feed link", url }, "/", { mustBeLocal: false }));
    }
  }
  // The web manifest the pages name, if there is one.
  const manifestHref = documentOf("index.html").querySelector('link[rel="manifest"]')?.getAttribute("href");
  if (manifestHref) {
    const manifestPath = new URL(manifestHref, `${localOrigin}/`).pathname;
    const manifestFile = fileFor(manifestPath);
    if (!manifestFile) problems.push(`index.html: the manifest "${manifestHref}" is not in public/`);
    else {
      const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, manifestFile), "utf8")) as {
        start_url?: string;
        scope?: string;
        icons?: { src: string }[];
        screenshots?: { src: string }[];
        shortcuts?: { url: string }[];
      };
      const urls = [
        manifest.start_url,
        ...(manifest.icons ?? []).map((icon) => icon.src),
        ...(manifest.screenshots ?? []).map((shot) => shot.src),
        ...(manifest.shortcuts ?? []).map((shortcut) => shortcut.url),
      ].filter((url): url is string => Boolean(url));
      for (const url of urls) problems.push(check({ from: manifestFile, what: "manifest", url }, manifestPath, { mustBeLocal: true }));
    }
  }
  const robots = allFiles.includes("robots.txt") ? fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8") : "";
  for (const [, url] of robots.matchAll(/^sitemap:\s*(\S+)/gim)) {
    problems.push(check({ from: "robots.txt", what: "Sitemap", url: url as string }, "/", { mustBeLocal: false }));
  }
  expect(problems.filter(Boolean)).toEqual([]);
});

test("no inline script, event handler or javascript: URL runs outside the Content-Security-Policy", () => {
  const executable = new Set(["", "text/javascript", "application/javascript", "module"]);
  const problems: string[] = [];
  for (const file of allFiles.filter((name) => name.endsWith(".html"))) {
    const allowed = scriptSources(declaredHeaders(pagePathOf(file))["content-security-policy"] ?? "");
    expect(allowed, `${file}: the policy has script sources`).toContain("'self'");
    const document = documentOf(file);
    for (const script of document.querySelectorAll("script:not([src])")) {
      // Scripts inside <noscript> never run (jsdom parses <noscript> as a browser without script would).
      if (script.closest("noscript")) continue;
      if (!executable.has((script.getAttribute("type") ?? "").trim().toLowerCase())) continue;
      const source = hashSource(script.textContent ?? "");
      if (!allowed.includes(source)) {
        problems.push(`${file}: inline script not allowed by the policy (${source}): ${(script.textContent ?? "").slice(0, 80)}`);
      }
    }
    for (const element of document.querySelectorAll("*")) {
      for (const attribute of element.getAttributeNames().filter((name) => /^on/i.test(name))) {
        problems.push(`${file}: inline event handler ${attribute} on <${element.localName}>`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test("no SMTP setting given to the build reached any file in public/", () => {
  const markerPath = path.resolve(__dirname, "../.tmp/build-canaries.json");
  const builtAt = fs.statSync(path.join(publicDir, "index.html")).mtimeMs;
  test.skip(
    !fs.existsSync(markerPath) || fs.statSync(markerPath).mtimeMs < builtAt,
    "public/ was not built by tests/tools/run-e2e.sh with canary SMTP settings; run it without SKIP_BUILD",
  );
  const canaries = Object.values(JSON.parse(fs.readFileSync(markerPath, "utf8")) as Record<string, string>);
  // Real settings in this environment are secrets too (and an empty one is no secret).
  const fromEnvironment = ["SMTP_HOST", "SMTP_USER", "SMTP_PASS"]
    .map((name) => process.env[name]?.trim() ?? "")
    .filter((value) => value.length >= 4);
  const secrets = [...canaries, ...fromEnvironment];
  expect(canaries.length).toBe(3);
  const leaks: string[] = [];
  for (const file of allFiles) {
    const content = fs.readFileSync(path.join(publicDir, file));
    for (const secret of secrets) if (content.includes(secret)) leaks.push(`${file} contains ${secret}`);
    // A setting's name in a browser file means server code was bundled for the browser.
    if (/SMTP_(HOST|USER|PASS)/.test(content.toString("latin1"))) leaks.push(`${file} names an SMTP setting`);
  }
  expect(leaks).toEqual([]);
});

test("no page starts Gatsby's bundles as it is parsed: only the loader's tag names them, and it adds them after the first paint", () => {
  // Gatsby's three bundles, by file name.
  const bundleFile = /^\/(?:webpack-runtime|framework|app)-[0-9a-f]+\.js$/;
  const problems: string[] = [];
  for (const file of gatsbyPages) {
    const document = documentOf(file);
    for (const element of document.querySelectorAll("script[src], link[href]")) {
      const url = element.getAttribute("src") ?? element.getAttribute("href") ?? "";
      if (bundleFile.test(new URL(url, localOrigin).pathname)) problems.push(`${file}: ${element.outerHTML} fetches a bundle as the page is parsed`);
    }
    const loaders = [...document.querySelectorAll("script[data-bundles]")];
    const loader = loaders[0];
    if (loaders.length !== 1 || !loader) {
      problems.push(`${file}: ${loaders.length} loader tags`);
      continue;
    }
    if (loader.getAttribute("type") !== "module" || !/^\/inline-scripts\/[0-9a-f]{20}\.js$/.test(loader.getAttribute("src") ?? "")) {
      problems.push(`${file}: the loader tag is ${loader.outerHTML}`);
    }
    const bundles = (loader.getAttribute("data-bundles") ?? "").split(" ");
    const names = bundles.map((bundle) => (bundleFile.test(bundle) ? bundle.replace(/-[0-9a-f]+\.js$/, "") : bundle));
    if (names.join(" ") !== "/webpack-runtime /framework /app") problems.push(`${file}: the loader names ${bundles.join(" ")}`);
    for (const bundle of bundles) if (!fileFor(bundle)) problems.push(`${file}: the loader names ${bundle}, which is not in public/`);
  }
  expect(problems).toEqual([]);
});

test("no source map is published: no .map file, and no script or stylesheet names one", () => {
  expect(allFiles.filter((file) => file.endsWith(".map"))).toEqual([]);
  const naming = allFiles.filter((file) => /\.(?:js|css)$/.test(file) && /[#@] sourceMappingURL=/.test(fs.readFileSync(path.join(publicDir, file), "utf8")));
  expect(naming).toEqual([]);
});

test("Chakra's global CSS is written into each page once", () => {
  // A ChakraProvider in wrapRootElement also wraps each page's Head, which wrote these 49 KB into
  // <head> a second time (src/components/layout/page-wrapper.tsx).
  const counts = gatsbyPages.map((file) => {
    const html = fs.readFileSync(path.join(publicDir, file), "utf8");
    return `${file}: ${html.split("@layer reset{html{").length - 1}`;
  });
  expect(counts).toEqual(gatsbyPages.map((file) => `${file}: 1`));
});

test("every page's Emotion styles are in <head>: the global blocks, then one tag of rules", () => {
  // src/theme/emotion-ssr.tsx. A <style> beside each element (Emotion's default) is moved into
  // <head> by the browser's cache, and the page's style recalculated, on every load.
  const layouts = gatsbyPages.map((file) => {
    const document = documentOf(file);
    const inBody = document.body.querySelectorAll("style[data-emotion]").length;
    const inHead = [...document.head.querySelectorAll("style[data-emotion]")].map((style) => {
      const [key, ...ids] = (style.getAttribute("data-emotion") ?? "").split(" ");
      const adjacentToPrevious = style.previousElementSibling?.matches("style[data-emotion]") ?? false;
      return `${key}${ids.length > 0 ? "" : "(no ids)"}${adjacentToPrevious ? "" : "(apart)"}`;
    });
    return `${file}: body ${inBody}; head ${inHead.join(" ").replace(/^(nl-global)\(apart\)/, "$1")}`;
  });
  expect(layouts).toEqual(gatsbyPages.map((file) => `${file}: body 0; head nl-global nl-global nl`));
});

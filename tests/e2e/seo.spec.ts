// Search and sharing: for every route, what crawlers and link previews read from the served HTML
// (title, description, canonical, Open Graph and Twitter tags, a 1200 x 630 social image, the
// JSON-LD graph), and the site-wide files: robots.txt, the sitemap, the RSS feed, the manifest.
// It reads HTML and files only, so it runs once, in the desktop project.
import fs from "node:fs";
import path from "node:path";
import * as yaml from "js-yaml";
import { expect, test } from "@playwright/test";
import { markdownEntries, site, siteRoutes, socialProfiles } from "../support/site-routes";
import {
  fetchText,
  imageFacts,
  jsonLdGraph,
  metaContent,
  publicFile,
  readPageHead,
  typesOf,
  type JsonLdNode,
} from "../support/page-head";
import { resolveSiteUrl } from "../../src/lib/site-url";
import { routes } from "../../src/lib/routes";
import { palette } from "../../src/theme/palette";

test.skip(({ isMobile }) => isMobile, "reads the same HTML as the desktop run");

const siteUrl = resolveSiteUrl(site.siteUrl);
const absolute = (urlPath: string) => new URL(urlPath, `${siteUrl}/`).toString();
const onSite = (url: unknown) => typeof url === "string" && url.startsWith(`${siteUrl}/`);

const contentDir = path.resolve(__dirname, "../../content");
const readYaml = <T>(file: string): T =>
  yaml.load(fs.readFileSync(path.join(contentDir, file), "utf8"), { schema: yaml.CORE_SCHEMA }) as T;
const siteFacts = readYaml<{
  name: string;
  shortName: string;
  address: { street: string; locality: string; postalCode: string; countryCode: string };
}>("data/site.yaml");
const services = readYaml<{ slug: string; name: string; seoDescription: string }[]>("data/services.yaml");
const team = readYaml<{ id: string; name: string; role: string }[]>("data/team.yaml");
/** The team member an article names as its author; an id the team lacks fails here, not as a vague mismatch later. */
function teamMember(id: string): { name: string; role: string } {
  const member = team.find((candidate) => candidate.id === id);
  if (!member) throw new Error(`no team member with id "${id}" in content/data/team.yaml`);
  return member;
}
const articles = markdownEntries("blog").map(({ slug, data }) => ({
  path: routes.article(slug),
  title: String(data.title),
  description: String(data.description),
  published: String(data.published),
  author: teamMember(String(data.author)),
}));
const caseStudies = markdownEntries("case-studies").map(({ slug, data }) => ({ path: routes.caseStudy(slug), title: String(data.title) }));
const servicePages = services.map((service) => ({ ...service, path: routes.service(service.slug) }));

const withOffset = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?([+-]\d\d:\d\d|Z)$/;
const routeList = siteRoutes();

for (const route of routeList) {
  test(`${route.path} carries its search and sharing metadata`, async ({ page, request }) => {
    const head = await readPageHead(page, await fetchText(request, route.path));
    const canonical = absolute(route.path);
    const isWritten = articles.some((item) => item.path === route.path) || caseStudies.some((item) => item.path === route.path);

    expect(head.title).toBe(route.title);
    const description = metaContent(head, "description");
    expect(description.length).toBeGreaterThan(50);
    expect(head.links.filter((link) => link.rel === "canonical").map((link) => link.href)).toEqual([canonical]);
    expect(head.metas.robots).toBeUndefined();

    // Open Graph and the Twitter card: one of each, absolute on the production host.
    expect(metaContent(head, "og:url")).toBe(canonical);
    expect(metaContent(head, "og:type")).toBe(isWritten ? "article" : "website");
    expect(metaContent(head, "og:site_name")).toBe(site.name);
    expect(metaContent(head, "og:locale")).toBe("en_GB");
    expect(route.title).toContain(metaContent(head, "og:title"));
    expect(metaContent(head, "twitter:title")).toBe(metaContent(head, "og:title"));
    expect(metaContent(head, "og:description")).toBe(description);
    expect(metaContent(head, "twitter:description")).toBe(description);
    expect(metaContent(head, "twitter:card")).toBe("summary_large_image");
    const imageUrl = metaContent(head, "og:image");
    expect(onSite(imageUrl)).toBe(true);
    expect(metaContent(head, "twitter:image")).toBe(imageUrl);
    expect(metaContent(head, "og:image:width")).toBe("1200");
    expect(metaContent(head, "og:image:height")).toBe("630");
    expect(metaContent(head, "og:image:alt").length).toBeGreaterThan(10);
    expect(metaContent(head, "twitter:image:alt")).toBe(metaContent(head, "og:image:alt"));
    const image = await imageFacts(imageUrl);
    expect(image).toMatchObject({ width: 1200, height: 630 });
    expect(["jpeg", "png"]).toContain(image.format);
    expect(metaContent(head, "og:image:type")).toBe(`image/${image.format}`);
    if (isWritten) expect(metaContent(head, "article:published_time")).toMatch(withOffset);

    // The article feed is announced on every page.
    const feedLinks = head.links.filter((link) => link.rel === "alternate" && link.type === "application/rss+xml");
    expect(feedLinks).toHaveLength(1);
    expect(feedLinks[0]?.title).toContain(site.name);
    expect(new URL(feedLinks[0]?.href ?? "", `${siteUrl}/`).pathname).toBe("/rss.xml");

    // One JSON-LD graph, every entity checked for what its type needs.
    expect(head.jsonLd).toHaveLength(1);
    const { graph, resolve } = jsonLdGraph(head.jsonLd[0] as string);
    const ofType = (type: string) => graph.filter((node) => typesOf(node).includes(type));

    const [organization] = [...ofType("Organization"), ...ofType("ProfessionalService")];
    expect(organization).toMatchObject({
      name: site.name,
      url: absolute("/"),
      address: {
        streetAddress: siteFacts.address.street,
        addressLocality: siteFacts.address.locality,
        postalCode: siteFacts.address.postalCode,
        addressCountry: siteFacts.address.countryCode,
      },
      sameAs: socialProfiles.map((profile) => profile.url),
    });
    expect(onSite(organization?.logo)).toBe(true);
    expect(fs.existsSync(publicFile(String(organization?.logo)))).toBe(true);
    expect(organization?.contactPoint).toEqual(expect.arrayContaining([expect.objectContaining({ email: site.salesEmail })]));
    expect(ofType("WebSite")).toEqual([expect.objectContaining({ name: site.name, url: absolute("/") })]);

    const trails = ofType("BreadcrumbList");
    if (route.path === "/") {
      expect(trails).toHaveLength(0);
    } else {
      expect(trails).toHaveLength(1);
      const crumbs = (trails[0]?.itemListElement ?? []) as JsonLdNode[];
      expect(crumbs.length).toBeGreaterThanOrEqual(2);
      crumbs.forEach((crumb, index) => {
        expect(crumb.position).toBe(index + 1);
        expect(String(crumb.name).trim().length).toBeGreaterThan(0);
        expect(onSite(crumb.item)).toBe(true);
      });
      expect(crumbs[0]?.item).toBe(absolute("/"));
      expect(crumbs.at(-1)?.item).toBe(canonical);
    }

    const service = servicePages.find((item) => item.path === route.path);
    const serviceNodes = ofType("Service");
    if (service) {
      expect(serviceNodes).toHaveLength(1);
      expect(serviceNodes[0]).toMatchObject({ name: service.name, description: service.seoDescription, url: canonical });
      expect(resolve(serviceNodes[0]?.provider)).toMatchObject({ name: site.name });
    } else {
      expect(serviceNodes).toHaveLength(0);
    }

    // The FAQ marked up is the FAQ shown, question for question and answer for answer.
    const faqPages = ofType("FAQPage");
    if (head.faq.length > 0) {
      expect(faqPages).toHaveLength(1);
      const marked = ((faqPages[0]?.mainEntity ?? []) as JsonLdNode[]).map((question) => {
        expect(question["@type"]).toBe("Question");
        const answer = question.acceptedAnswer as JsonLdNode;
        expect(answer["@type"]).toBe("Answer");
        return { question: String(question.name), answer: String(answer.text) };
      });
      expect(marked).toEqual(head.faq);
    } else {
      expect(faqPages).toHaveLength(0);
    }

    const article = articles.find((item) => item.path === route.path);
    const caseStudy = caseStudies.find((item) => item.path === route.path);
    const postings = ofType("BlogPosting");
    const studies = ofType("Article");
    expect(postings).toHaveLength(article ? 1 : 0);
    expect(studies).toHaveLength(caseStudy ? 1 : 0);
    const written = postings[0] ?? studies[0];
    if (written) {
      expect(written.headline).toBe(article?.title ?? caseStudy?.title);
      expect(written.datePublished).toMatch(withOffset);
      expect(written.dateModified).toMatch(withOffset);
      if (article) expect(written.datePublished).toBe(article.published);
      const images = [written.image].flat();
      expect(images.length).toBeGreaterThan(0);
      for (const url of images) {
        expect(onSite(url)).toBe(true);
        expect(fs.existsSync(publicFile(String(url)))).toBe(true);
      }
      // An article is written by a member of the team; a case study by the agency.
      if (article) expect(written.author).toEqual({ "@type": "Person", name: article.author.name, jobTitle: article.author.role });
      else expect(resolve(written.author)).toMatchObject({ name: site.name });
      const publisher = resolve(written.publisher);
      expect(publisher).toMatchObject({ name: site.name });
      expect(onSite(publisher.logo)).toBe(true);
    }
  });
}

test("articles, case studies and services share their own hero; other pages the branded card", async ({ page, request }) => {
  const imageOf = async (urlPath: string) => metaContent(await readPageHead(page, await fetchText(request, urlPath)), "og:image");
  const heroPaths = [...articles, ...caseStudies, ...servicePages].map((item) => item.path);
  const heroImages = await Promise.all(heroPaths.map(imageOf));
  expect(new Set(heroImages).size).toBe(heroPaths.length);
  const defaultImage = await imageOf(routes.about);
  expect(heroImages).not.toContain(defaultImage);
  expect(await imageOf(routes.home)).toBe(defaultImage);
});

test("robots.txt announces the sitemap index on the production host", async ({ request }) => {
  const robots = await fetchText(request, "/robots.txt");
  expect(robots.split("\n")).toContain(`Sitemap: ${absolute("/sitemap-index.xml")}`);
  expect(robots).toMatch(/^User-agent: \*$/m);
});

test("the sitemap lists every route and nothing that must stay out", async ({ page, request }) => {
  const locsOf = async (urlPath: string) => {
    const xml = await fetchText(request, urlPath);
    return page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      if (doc.querySelector("parsererror")) throw new Error("not well-formed XML");
      return Array.from(doc.getElementsByTagName("loc")).map((loc) => (loc.textContent ?? "").trim());
    }, xml);
  };
  const sitemaps = await locsOf("/sitemap-index.xml");
  expect(sitemaps.length).toBeGreaterThan(0);
  const listed: string[] = [];
  for (const sitemap of sitemaps) {
    expect(onSite(sitemap)).toBe(true);
    listed.push(...(await locsOf(new URL(sitemap).pathname)));
  }
  expect([...listed].sort()).toEqual(routeList.map((route) => absolute(route.path)).sort());
  for (const url of listed) expect(new URL(url).pathname).not.toMatch(/404|\/api|\/contact-us\/sent/);
});

test("the RSS feed is valid XML listing every article, newest first", async ({ page, request }) => {
  const xml = await fetchText(request, "/rss.xml");
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    if (doc.querySelector("parsererror")) throw new Error("rss.xml is not well-formed XML");
    const text = (parent: Element, tag: string) => parent.getElementsByTagName(tag)[0]?.textContent?.trim() ?? "";
    return {
      root: doc.documentElement.nodeName,
      items: Array.from(doc.getElementsByTagName("item")).map((item) => ({
        title: text(item, "title"),
        // A description is HTML to a reader: what it shows is the text of that HTML.
        description: new DOMParser().parseFromString(text(item, "description"), "text/html").body.textContent ?? "",
        link: text(item, "link"),
        guid: text(item, "guid"),
        pubDate: text(item, "pubDate"),
      })),
    };
  }, xml);
  expect(feed.root).toBe("rss");
  const newestFirst = [...articles].sort((a, b) => Date.parse(b.published) - Date.parse(a.published) || a.title.localeCompare(b.title));
  expect(feed.items).toEqual(
    newestFirst.map((article) => ({
      title: article.title,
      description: article.description,
      link: absolute(article.path),
      guid: absolute(article.path),
      pubDate: new Date(article.published).toUTCString(),
    })),
  );
});

test("the web manifest names the site and every icon it lists exists", async ({ page, request }) => {
  const head = await readPageHead(page, await fetchText(request, "/"));
  const manifestLink = head.links.find((link) => link.rel === "manifest");
  expect(manifestLink).toBeDefined();
  const manifest = JSON.parse(await fetchText(request, manifestLink?.href ?? "")) as {
    name: string;
    short_name: string;
    background_color: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({
    name: siteFacts.name,
    short_name: siteFacts.shortName,
    background_color: palette.ink[900],
    theme_color: palette.ink[900],
  });
  expect(manifest.icons.length).toBeGreaterThanOrEqual(4);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons) {
    const url = new URL(icon.src, absolute(manifestLink?.href ?? "/"));
    const facts = await imageFacts(url.toString());
    expect(`${facts.width}x${facts.height}`).toBe(icon.sizes);
    expect((await request.get(url.pathname)).ok()).toBe(true);
  }
  const favicon = head.links.find((link) => link.rel === "icon");
  expect(favicon).toBeDefined();
  expect((await request.get(favicon?.href ?? "")).ok()).toBe(true);
});

test("the head keeps one JSON-LD graph and one social image after hydration and client navigation", async ({ page, request }) => {
  const [article] = articles;
  if (!article) throw new Error("no articles in content/blog");
  const served = await readPageHead(page, await fetchText(request, article.path));
  await page.goto(article.path, { waitUntil: "networkidle" });
  const graphs = page.locator('head script[type="application/ld+json"]');
  await expect(graphs).toHaveCount(1);
  expect(JSON.parse((await graphs.textContent()) ?? "")).toEqual(JSON.parse(served.jsonLd[0] ?? ""));
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute("content", metaContent(served, "og:image"));

  // Gatsby replaces the head on client-side navigation: the blog page's graph has no BlogPosting.
  await page.locator(`a[href="${routes.blogs}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${routes.blogs}$`));
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute("content", absolute(routes.blogs));
  await expect(graphs).toHaveCount(1);
  const { graph } = jsonLdGraph((await graphs.textContent()) ?? "");
  expect(graph.flatMap(typesOf)).not.toContain("BlogPosting");
  expect(graph.flatMap(typesOf)).toContain("FAQPage");
});

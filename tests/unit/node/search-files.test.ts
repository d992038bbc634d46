/** @jest-environment node */
// The files written for search engines and feed readers: robots.txt, the article feed's items and
// the web manifest's options.
import { parseFragment } from "parse5";
import { robotsTxt } from "../../../src/node/robots";
import { ARTICLE_FEED_PATH, articleFeedOptions, articleFeedTitle } from "../../../src/node/article-feed";
import { BRAND_ICON, webManifestOptions } from "../../../src/node/web-manifest";
import { palette } from "../../../src/theme/palette";

const site = {
  name: "Northlime Digital",
  shortName: "Northlime",
  description: "A UK technology and digital agency.",
  siteUrl: "https://staging.example",
  locale: "en-GB",
};

describe("robots.txt", () => {
  it("announces the sitemap index on the canonical host and keeps crawlers off the function", () => {
    const lines = robotsTxt("https://staging.example").split("\n");
    expect(lines).toContain("Sitemap: https://staging.example/sitemap-index.xml");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Disallow: /api/");
  });
});

describe("the article feed", () => {
  const options = articleFeedOptions(site.name);
  const [feed] = options.feeds;
  const article = {
    slug: "the-rise-of-ai-in-digital-marketing",
    title: "The rise of AI",
    description: "What changes.",
    category: "Market Trends",
    published: "2025-05-28T12:00:00+05:00",
  };

  it("is written to /rss.xml under the site's name", () => {
    expect(feed?.output).toBe(ARTICLE_FEED_PATH);
    expect(feed?.title).toBe(articleFeedTitle(site.name));
    expect(feed?.query).toMatch(/allBlogPost\(sort: \[\{ published: DESC \}/);
  });

  it("gives each article its title, description, absolute link and date", () => {
    const items = feed?.serialize({ title: feed.title, query: { siteYaml: site, allBlogPost: { nodes: [article] } } });
    expect(items).toEqual([
      {
        title: "The rise of AI",
        description: "What changes.",
        url: "https://staging.example/blogs/the-rise-of-ai-in-digital-marketing",
        categories: ["Market Trends"],
        date: "2025-05-28T12:00:00+05:00",
      },
    ]);
  });

  it.each([
    ["bold tags", "Why <b>accessible</b> forms win"],
    ["an escaped script", "Never &lt;script&gt;alert(1)&lt;/script&gt; here"],
    ["a raw script and an event handler", '<script>alert(1)</script><img src=x onerror="alert(2)">'],
    ["ampersands and quotes", `Tom & Jerry's "fast" guide`],
  ])("gives readers a description with %s as the plain text the editor wrote", (_what, description) => {
    const [item] = feed?.serialize({ title: feed.title, query: { siteYaml: site, allBlogPost: { nodes: [{ ...article, description }] } } }) ?? [];
    // Feed readers render an item's description as HTML.
    const rendered = parseFragment(item?.description ?? "");
    expect(rendered.childNodes.map((node) => node.nodeName)).toEqual(["#text"]);
    expect((rendered.childNodes[0] as { value: string }).value).toBe(description);
  });

  it("describes the channel from the site's content", () => {
    expect(options.setup({ title: "Feed", query: { siteYaml: site } })).toMatchObject({
      title: "Feed",
      description: site.description,
      site_url: "https://staging.example/blogs",
      feed_url: "https://staging.example/rss.xml",
      language: "en-GB",
    });
  });
});

describe("the web manifest", () => {
  it("takes its names from the site and its colours from the brand palette", () => {
    expect(webManifestOptions(site)).toMatchObject({
      name: "Northlime Digital",
      short_name: "Northlime",
      background_color: palette.ink[900],
      theme_color: palette.ink[900],
      icon: BRAND_ICON,
    });
  });
});

// Every route the site must serve, read from the content (never typed out by hand), with the
// <title> each page must carry. A new article or case study joins this list by itself.
import fs from "node:fs";
import path from "node:path";
import * as yaml from "js-yaml";
import { routes } from "../../src/lib/routes";
import { readFrontmatter } from "../../src/node/content-files";
import { archiveTitle, articleListing, listingPages } from "../../src/lib/article-listing";

const contentDir = path.resolve(__dirname, "../../content");

export interface SiteRoute {
  path: string;
  title: string;
}

const readYaml = <T>(file: string): T =>
  yaml.load(fs.readFileSync(path.join(contentDir, file), "utf8"), { schema: yaml.CORE_SCHEMA }) as T;

const frontmatter = (file: string) => readFrontmatter(fs.readFileSync(file, "utf8")) as Record<string, unknown>;

export const site = readYaml<{
  name: string;
  siteUrl: string;
  phone: string;
  salesEmail: string;
  copyrightYear: number;
  social: { name: string; url: string }[];
}>(
  "data/site.yaml",
);

/** The social profiles a visitor sees: the WhatsApp chat link, from the phone number, then those written. */
export const socialProfiles = [{ name: "WhatsApp", url: `https://wa.me/${site.phone.replace(/\D/g, "")}` }, ...site.social];

const withSiteName = (title: string) => (title.includes(site.name) ? title : `${title} | ${site.name}`);

/** Which page of content/data/pages.yaml each fixed route shows. */
const fixedPages: Record<string, string> = {
  home: routes.home,
  about: routes.about,
  contact: routes.contact,
  services: routes.services,
  portfolio: routes.portfolio,
  blogs: routes.blogs,
};

export function markdownEntries(folder: string): { slug: string; data: Record<string, unknown> }[] {
  const dir = path.join(contentDir, folder);
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "index.md"))) {
      return [{ slug: entry.name, data: frontmatter(path.join(dir, entry.name, "index.md")) }];
    }
    if (entry.isFile() && entry.name.endsWith(".md")) {
      return [{ slug: entry.name.replace(/\.md$/, ""), data: frontmatter(path.join(dir, entry.name)) }];
    }
    return [];
  });
}

/**
 * The numbered pages of the articles, as the build creates them from the same rules: /blogs/page/N
 * past /blogs, and each category holding an article, page by page.
 */
export function archiveRoutes(): SiteRoute[] {
  const articles = markdownEntries("blog");
  const categories = [...new Set(articles.map(({ data }) => String(data.category)))];
  const listings = [
    { listing: articleListing(null), count: articles.length, from: 2 },
    ...categories.map((category) => ({
      listing: articleListing(category),
      count: articles.filter(({ data }) => data.category === category).length,
      from: 1,
    })),
  ];
  return listings.flatMap(({ listing, count, from }) => {
    const pages = listingPages(listing, count);
    return pages
      .filter((page) => page.number >= from)
      .map((page) => ({ path: listing.pagePath(page.number), title: withSiteName(archiveTitle(listing.category, page.number, pages.length)) }));
  });
}

export function siteRoutes(): SiteRoute[] {
  const pages = readYaml<{ id: string; title: string }[]>("data/pages.yaml");
  const services = readYaml<{ slug: string; seoTitle: string }[]>("data/services.yaml");
  return [
    ...pages
      .filter((page) => page.id in fixedPages)
      .map((page) => ({ path: fixedPages[page.id] as string, title: withSiteName(page.title) })),
    ...services.map((service) => ({ path: routes.service(service.slug), title: withSiteName(service.seoTitle) })),
    ...markdownEntries("blog").map(({ slug, data }) => ({ path: routes.article(slug), title: withSiteName(String(data.title)) })),
    ...markdownEntries("case-studies").map(({ slug, data }) => ({
      path: routes.caseStudy(slug),
      title: withSiteName(`${String(data.title)} case study`),
    })),
    ...markdownEntries("legal").map(({ slug, data }) => ({ path: routes.legal(slug), title: withSiteName(String(data.title)) })),
    ...archiveRoutes(),
  ];
}

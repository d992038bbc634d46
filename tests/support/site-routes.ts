// Every route the site must serve, read from the content (never typed out by hand), with the
// <title> each page must carry. A new article or case study joins this list by itself.
import fs from "node:fs";
import path from "node:path";
import * as yaml from "js-yaml";
import { routes } from "../../src/lib/routes";
import { readFrontmatter } from "../../src/node/content-files";
import { ARCHIVE_PAGE_SIZE, BLOG_LIST_ARTICLE_COUNT } from "../../src/lib/constants";

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

/** The words the archive pages' titles are made of, as the editors wrote them. */
const archiveWords = readYaml<{ pagination: { laterPageTitle: string }; articles: { allTitle: string; categoryTitle: string } }>(
  "data/archive-pages.yaml",
);

/** Each {name} in the text replaced by its value: plain string work, not the site's own filling. */
const filled = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [name, value]) => result.split(`{${name}}`).join(String(value)), text);

/**
 * The numbered pages of the articles, counted here from the bounds: /blogs shows the newest
 * BLOG_LIST_ARTICLE_COUNT, then /blogs/page/2 on hold ARCHIVE_PAGE_SIZE each; each category holding
 * an article has ARCHIVE_PAGE_SIZE a page from its own address. Titles from the content's words.
 */
export function archiveRoutes(): SiteRoute[] {
  const articles = markdownEntries("blog");
  const categories = [...new Set(articles.map(({ data }) => String(data.category)))];
  const titled = (listTitle: string, page: number, pages: number) =>
    withSiteName(page === 1 ? listTitle : filled(archiveWords.pagination.laterPageTitle, { title: listTitle, page, pages }));
  const everyArticlePages = 1 + Math.ceil(Math.max(0, articles.length - BLOG_LIST_ARTICLE_COUNT) / ARCHIVE_PAGE_SIZE);
  const everyArticle = Array.from({ length: everyArticlePages - 1 }, (_, index) => index + 2).map((page) => ({
    path: `/blogs/page/${page}`,
    title: titled(archiveWords.articles.allTitle, page, everyArticlePages),
  }));
  const byCategory = categories.flatMap((category) => {
    const count = articles.filter(({ data }) => data.category === category).length;
    const pages = Math.max(1, Math.ceil(count / ARCHIVE_PAGE_SIZE));
    const listTitle = filled(archiveWords.articles.categoryTitle, { category });
    return Array.from({ length: pages }, (_, index) => index + 1).map((page) => ({
      path: page === 1 ? routes.blogCategory(category) : `${routes.blogCategory(category)}/page/${page}`,
      title: titled(listTitle, page, pages),
    }));
  });
  return [...everyArticle, ...byCategory];
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

/** @jest-environment node */
// The numbered pages the build creates: every article once, in pages of at most their bound, each
// category from its own first page, the portfolio from page 2, and nothing past the last page.
import type { Actions, Page } from "gatsby";
import { createArchivePages } from "../../../src/node/create-archive-pages";
import { onCreatePage } from "../../../src/node/fixed-page-lists";
import { ARCHIVE_PAGE_SIZE, BLOG_LIST_ARTICLE_COUNT, PORTFOLIO_PAGE_SIZE, PORTFOLIO_TEASER_COUNT } from "../../../src/lib/constants";

interface Created {
  path: string;
  context: { skip?: number; limit?: number; pageNumber?: number; category?: string | null };
}

function build(articleCounts: Record<string, number>, caseStudies: number) {
  const created: Created[] = [];
  const actions = { createPage: (page: Created) => created.push(page), deletePage: jest.fn() } as unknown as Actions;
  const group = Object.entries(articleCounts).map(([fieldValue, totalCount]) => ({ fieldValue, totalCount }));
  const totalCount = group.reduce((sum, item) => sum + item.totalCount, 0);
  const graphql = (() => Promise.resolve({ data: { allBlogPost: { totalCount, group }, allCaseStudy: { totalCount: caseStudies } } })) as never;
  return { created, run: () => createArchivePages({ graphql, actions }) };
}

describe("createArchivePages", () => {
  it("puts every article after /blogs' own on exactly one archive page, none over its bound", async () => {
    const { created, run } = build({ Technology: 400, "Seo Services": 600 }, 1);
    await run();
    const archive = created.filter((page) => /^\/blogs\/page\/\d+$/.test(page.path));
    expect(archive.map((page) => page.path)).toEqual(archive.map((_, index) => `/blogs/page/${index + 2}`));
    expect(archive[0]?.context.skip).toBe(BLOG_LIST_ARTICLE_COUNT);
    const shown = archive.reduce((sum, page, index) => {
      expect(page.context.limit).toBe(ARCHIVE_PAGE_SIZE);
      expect(page.context.skip).toBe(BLOG_LIST_ARTICLE_COUNT + index * ARCHIVE_PAGE_SIZE);
      return sum + Math.min(page.context.limit ?? 0, 1000 - (page.context.skip ?? 0));
    }, BLOG_LIST_ARTICLE_COUNT);
    expect(shown).toBe(1000);
    expect(archive.at(-1)?.context.skip).toBeLessThan(1000);
    // No category in context: the template's category filter falls away and the page lists every article.
    for (const page of archive) expect(page.context).not.toHaveProperty("category");
  });

  it("pages each category from its own address, and makes no page past the last", async () => {
    const { created, run } = build({ Technology: 25, "Market Trends": 12 }, 1);
    await run();
    const paths = created.map((page) => page.path);
    expect(paths).toEqual(
      expect.arrayContaining(["/blogs/category/technology", "/blogs/category/technology/page/2", "/blogs/category/technology/page/3", "/blogs/category/market-trends"]),
    );
    expect(paths).not.toContain("/blogs/category/technology/page/4");
    expect(paths).not.toContain("/blogs/category/market-trends/page/2");
    expect(paths).not.toContain("/blogs/page/1");
    expect(created.find((page) => page.path === "/blogs/category/technology/page/3")?.context).toMatchObject({ skip: 24, limit: 12, category: "Technology" });
  });

  it("continues the portfolio on numbered pages only when it is longer than a page", async () => {
    const short = build({}, PORTFOLIO_PAGE_SIZE);
    await short.run();
    expect(short.created.filter((page) => page.path.startsWith("/portfolio"))).toEqual([]);
    const long = build({}, PORTFOLIO_PAGE_SIZE * 2 + 1);
    await long.run();
    expect(long.created.filter((page) => page.path.startsWith("/portfolio")).map((page) => page.path)).toEqual(["/portfolio/page/2", "/portfolio/page/3"]);
  });
});

describe("onCreatePage (the fixed pages' list sizes)", () => {
  it("gives /blogs, /portfolio and /about-us the size of their list, and leaves pages that have theirs", () => {
    const created: Page[] = [];
    const actions = { createPage: (page: Page) => created.push(page), deletePage: jest.fn() };
    const call = (page: Partial<Page>) => onCreatePage?.({ page: { component: "x", context: {}, ...page }, actions } as never, {} as never, () => undefined);
    call({ path: "/blogs" });
    call({ path: "/portfolio" });
    call({ path: "/portfolio/page/2", context: { skip: 12, limit: 12, pageNumber: 2 } });
    call({ path: "/contact-us" });
    call({ path: "/about-us" });
    expect(created.map((page) => [page.path, page.context])).toEqual([
      ["/blogs", { limit: BLOG_LIST_ARTICLE_COUNT }],
      ["/portfolio", { skip: 0, limit: PORTFOLIO_PAGE_SIZE, pageNumber: 1 }],
      ["/about-us", { caseStudyLimit: PORTFOLIO_TEASER_COUNT }],
    ]);
  });
});

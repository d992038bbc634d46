// The archive's pages: every article on exactly one page, no page over its bound, page 1 at the
// list's own address, and a bar of page numbers that stays short however long the list.
import { archivePages, categorySlug, pagePath, visiblePageNumbers } from "../../../src/lib/pagination";
import { archiveTitle, articleListing, listingPages } from "../../../src/lib/article-listing";
import { ARCHIVE_PAGE_SIZE, BLOG_LIST_ARTICLE_COUNT } from "../../../src/lib/constants";
import { routes } from "../../../src/lib/routes";

/** The item indexes each page holds, as a page query with its skip and limit would return them. */
const itemsOn = (itemCount: number, perPage: number, firstPageSize?: number) =>
  archivePages(itemCount, perPage, firstPageSize).map((page) =>
    Array.from({ length: itemCount }, (_, index) => index).slice(page.skip, page.skip + page.limit),
  );

describe("archivePages", () => {
  it.each([
    [0, 12, 12],
    [1, 12, 12],
    [12, 12, 12],
    [13, 12, 12],
    [1000, 12, 8],
    [8, 12, 8],
    [9, 12, 8],
    [21, 12, 8],
  ])("puts each of %i items on exactly one page, %i a page (%i on the first), none empty but the only one", (itemCount, perPage, first) => {
    const pages = itemsOn(itemCount, perPage, first);
    expect(pages.flat()).toEqual(Array.from({ length: itemCount }, (_, index) => index));
    expect(pages[0]?.length).toBeLessThanOrEqual(first);
    for (const items of pages.slice(1)) {
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(perPage);
    }
    if (itemCount > 0) expect(pages.at(-1)?.length).toBeGreaterThan(0);
  });

  it("numbers its pages from 1", () => {
    const pages = archivePages(1000, ARCHIVE_PAGE_SIZE, BLOG_LIST_ARTICLE_COUNT);
    expect(pages).toHaveLength(1 + Math.ceil((1000 - BLOG_LIST_ARTICLE_COUNT) / ARCHIVE_PAGE_SIZE));
    expect(pages.map((page) => page.number)).toEqual(pages.map((_, index) => index + 1));
    expect(pages[1]).toMatchObject({ skip: BLOG_LIST_ARTICLE_COUNT, limit: ARCHIVE_PAGE_SIZE });
  });

  it("refuses a page size or count that is not a whole number", () => {
    expect(() => archivePages(10, 0)).toThrow("perPage");
    expect(() => archivePages(10, 12, 2.5)).toThrow("firstPageSize");
    expect(() => archivePages(-1, 12)).toThrow("itemCount");
  });
});

describe("the addresses of the pages", () => {
  it("puts page 1 at the list's own address and page N under /page/N", () => {
    expect(pagePath("/blogs", 1)).toBe("/blogs");
    expect(pagePath("/blogs", 2)).toBe("/blogs/page/2");
    expect(routes.blogArchivePage(7)).toBe("/blogs/page/7");
    expect(routes.blogCategory("Seo Services")).toBe("/blogs/category/seo-services");
    expect(routes.blogCategoryPage("Artificial Intelligence Services", 3)).toBe("/blogs/category/artificial-intelligence-services/page/3");
    expect(routes.portfolioPage(1)).toBe("/portfolio");
  });

  it("makes a category's address segment from its name", () => {
    expect(categorySlug("Market Trends")).toBe("market-trends");
    expect(categorySlug("  Café & Co. ")).toBe("cafe-co");
  });

  it("lists every article from /blogs, then the archive; a category from its own page 1", () => {
    const all = articleListing(null);
    const pages = listingPages(all, 30);
    expect(pages.map((page) => all.pagePath(page.number))).toEqual(["/blogs", "/blogs/page/2", "/blogs/page/3"]);
    expect(pages.map((page) => page.limit)).toEqual([BLOG_LIST_ARTICLE_COUNT, ARCHIVE_PAGE_SIZE, ARCHIVE_PAGE_SIZE]);
    const category = articleListing("Technology");
    expect(listingPages(category, 5).map((page) => category.pagePath(page.number))).toEqual(["/blogs/category/technology"]);
  });

  it("titles each page by its list and, past the first, its place in it", () => {
    const texts = { allTitle: "Every article", categoryTitle: "Articles on {category}", laterPageTitle: "{title} (page {page} of {pages})" };
    expect(archiveTitle(texts, null, 1, 84)).toBe("Every article");
    expect(archiveTitle(texts, null, 2, 84)).toBe("Every article (page 2 of 84)");
    expect(archiveTitle(texts, "Technology", 1, 3)).toBe("Articles on Technology");
    expect(archiveTitle(texts, "Technology", 3, 3)).toBe("Articles on Technology (page 3 of 3)");
  });
});

describe("visiblePageNumbers", () => {
  it("shows every page of a short list", () => {
    expect(visiblePageNumbers(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("shows the first, the last and the current page's neighbours of a long list, with gaps between", () => {
    expect(visiblePageNumbers(1, 84)).toEqual([1, 2, null, 84]);
    expect(visiblePageNumbers(40, 84)).toEqual([1, null, 39, 40, 41, null, 84]);
    expect(visiblePageNumbers(84, 84)).toEqual([1, null, 83, 84]);
  });

  it("shows a single missing page rather than a gap standing for it", () => {
    expect(visiblePageNumbers(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
  });

  it("stays as short whatever the number of pages", () => {
    for (const count of [10, 100, 10_000]) {
      for (const current of [1, 5, Math.floor(count / 2), count]) expect(visiblePageNumbers(current, count).length).toBeLessThanOrEqual(7);
    }
  });
});

// How the article lists are paged: all articles (page 1 is /blogs, which shows fewer, then
// /blogs/page/N) and each category (/blogs/category/<slug>, then its /page/N). The build creates
// pages from this and the pages draw their numbered links from it, so the two always agree.
import { ARCHIVE_PAGE_SIZE, BLOG_LIST_ARTICLE_COUNT } from "./constants";
import { fillTemplate } from "./copy-template";
import { archivePages, numberedPageTitle, type ArchivePage } from "./pagination";
import { routes } from "./routes";

export interface ArticleListing {
  /** The category, or null for every article. */
  category: string | null;
  firstPageSize: number;
  perPage: number;
  pagePath: (pageNumber: number) => string;
}

export function articleListing(category: string | null): ArticleListing {
  return category === null
    ? { category, firstPageSize: BLOG_LIST_ARTICLE_COUNT, perPage: ARCHIVE_PAGE_SIZE, pagePath: routes.blogArchivePage }
    : {
        category,
        firstPageSize: ARCHIVE_PAGE_SIZE,
        perPage: ARCHIVE_PAGE_SIZE,
        pagePath: (pageNumber) => routes.blogCategoryPage(category, pageNumber),
      };
}

/** Every page of a listing holding `articleCount` articles. */
export const listingPages = (listing: ArticleListing, articleCount: number): ArchivePage[] =>
  archivePages(articleCount, listing.perPage, listing.firstPageSize);

/** The words an archive page's title is made of (content/data/archive-pages.yaml). */
export interface ArchiveTitleTexts {
  /** The title of every article, e.g. "All articles". */
  allTitle: string;
  /** A category's title, e.g. "{category} articles". */
  categoryTitle: string;
  /** Past the first page, e.g. "{title}, page {page} of {pages}". */
  laterPageTitle: string;
}

/** What an archive page's title says: its list and, past the first page, where it is in it. */
export function archiveTitle(texts: ArchiveTitleTexts, category: string | null, pageNumber: number, pageCount: number): string {
  const list = category === null ? texts.allTitle : fillTemplate(texts.categoryTitle, { category });
  return numberedPageTitle(texts.laterPageTitle, list, pageNumber, pageCount);
}

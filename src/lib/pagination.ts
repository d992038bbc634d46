// How a long list of articles is cut into numbered pages: which items each page holds and where
// each page lives. The build makes exactly the pages this names, so a page past the end is never
// created (a 404), and every item lands on exactly one page.
import { fillTemplate } from "./copy-template";

export interface ArchivePage {
  /** 1-based. */
  number: number;
  /** How many items come before this page's first (the page query's `skip`). */
  skip: number;
  /** The most items the page holds (the page query's `limit`). */
  limit: number;
}

/**
 * Every page of a list, first to last. The first page holds `firstPageSize` items (a landing page
 * such as /blogs shows fewer than an archive page), every later page `perPage`. A list of no items
 * still has its first page.
 */
export function archivePages(itemCount: number, perPage: number, firstPageSize = perPage): ArchivePage[] {
  for (const [name, value] of [["perPage", perPage], ["firstPageSize", firstPageSize]] as const) {
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, not ${value}`);
  }
  if (!Number.isInteger(itemCount) || itemCount < 0) throw new Error(`itemCount must be a whole number of at least 0, not ${itemCount}`);
  const count = 1 + Math.ceil(Math.max(0, itemCount - firstPageSize) / perPage);
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    skip: index === 0 ? 0 : firstPageSize + (index - 1) * perPage,
    limit: index === 0 ? firstPageSize : perPage,
  }));
}

/** Page 1 lives at the list's own address, page N at `<base>/page/N`. */
export function pagePath(basePath: string, pageNumber: number): string {
  return pageNumber <= 1 ? basePath : `${basePath}/page/${pageNumber}`;
}

/**
 * A numbered page's title: the list's own title on page 1; past it, the list's title and the
 * page's place filled into `laterPageTitle` (e.g. "{title}, page {page} of {pages}").
 */
export function numberedPageTitle(laterPageTitle: string, listTitle: string, pageNumber: number, pageCount: number): string {
  return pageNumber > 1 ? fillTemplate(laterPageTitle, { title: listTitle, page: pageNumber, pages: pageCount }) : listTitle;
}

/**
 * The page numbers a pagination bar shows: the first, the last, and the current page with
 * `around` neighbours each side; `null` marks a gap. The bar's length stays bounded however many
 * pages there are, and every page stays reachable through previous and next.
 */
export function visiblePageNumbers(current: number, count: number, around = 1): (number | null)[] {
  const shown = new Set<number>([1, count]);
  for (let page = current - around; page <= current + around; page += 1) if (page >= 1 && page <= count) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  const numbers: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    // A gap of exactly one page shows that page rather than an ellipsis standing for it.
    if (previous !== undefined && page - previous === 2) numbers.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) numbers.push(null);
    numbers.push(page);
  });
  return numbers;
}

/** An address segment from a category's name: "Seo Services" becomes "seo-services". */
export function categorySlug(category: string): string {
  return category
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

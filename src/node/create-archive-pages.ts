// The numbered pages of the long lists: every article (/blogs, then /blogs/page/N), each category
// (/blogs/category/<slug>, then its /page/N) and the case studies (/portfolio, then
// /portfolio/page/N). Each page gets only its place in the list (skip, limit, page number, and the
// category it lists) and queries the articles it shows, so no page grows with the content. Only
// pages that hold something are created: an address past the last page is a 404.
import path from "node:path";
import type { Actions, CreatePagesArgs } from "gatsby";
import { articleListing, listingPages } from "../lib/article-listing";
import { PORTFOLIO_PAGE_SIZE } from "../lib/constants";
import { archivePages } from "../lib/pagination";
import { routes } from "../lib/routes";

interface ArchiveSources {
  allBlogPost: { totalCount: number; group: { fieldValue: string; totalCount: number }[] };
  allCaseStudy: { totalCount: number };
}

type GraphqlRunner = CreatePagesArgs["graphql"];

const archiveTemplate = path.resolve("src/templates/blog-archive.tsx");
const portfolioComponent = path.resolve("src/pages/portfolio.tsx");

/** What stopped pages from being made, for the build to report. */
export interface PagesFailure {
  failed: string;
  errors: unknown;
}

/** Makes the numbered list pages, or says why it could not. */
export async function createArchivePages({ graphql, actions }: { graphql: GraphqlRunner; actions: Actions }): Promise<PagesFailure | undefined> {
  const result = await graphql<ArchiveSources>(`
    query ArchiveSources {
      allBlogPost { totalCount group(field: { category: SELECT }) { fieldValue totalCount } }
      allCaseStudy { totalCount }
    }
  `);
  if (result.errors || !result.data) return { failed: "Could not count the articles and case studies to create their numbered pages", errors: result.errors };
  const { allBlogPost, allCaseStudy } = result.data;

  // Page 1 of every article is /blogs itself (src/pages/blogs.tsx); the archive template takes over from page 2.
  const everyArticle = articleListing(null);
  for (const page of listingPages(everyArticle, allBlogPost.totalCount).slice(1)) {
    actions.createPage({
      path: everyArticle.pagePath(page.number),
      component: archiveTemplate,
      // No category: the template's filter on it falls away, so the page lists every article.
      context: { skip: page.skip, limit: page.limit, pageNumber: page.number },
    });
  }
  for (const { fieldValue: category, totalCount } of allBlogPost.group) {
    const listing = articleListing(category);
    for (const page of listingPages(listing, totalCount)) {
      actions.createPage({
        path: listing.pagePath(page.number),
        component: archiveTemplate,
        context: { skip: page.skip, limit: page.limit, pageNumber: page.number, category },
      });
    }
  }
  for (const page of archivePages(allCaseStudy.totalCount, PORTFOLIO_PAGE_SIZE).slice(1)) {
    actions.createPage({
      path: routes.portfolioPage(page.number),
      component: portfolioComponent,
      context: { skip: page.skip, limit: page.limit, pageNumber: page.number },
    });
  }
  return undefined;
}

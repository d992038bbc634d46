// The size of the list on each fixed page in src/pages that lists articles or case studies, given
// to its query as page context: no page's query returns more than the page shows, however many
// there are. The later numbered pages are made with theirs (create-archive-pages.ts).
import type { CreatePageArgs, GatsbyNode } from "gatsby";
import { BLOG_LIST_ARTICLE_COUNT, PORTFOLIO_PAGE_SIZE, PORTFOLIO_TEASER_COUNT } from "../lib/constants";
import { routes } from "../lib/routes";

/** Each fixed page's list bounds, as its query's variables name them. */
const FIXED_PAGE_LISTS: Record<string, Record<string, number>> = {
  [routes.blogs]: { limit: BLOG_LIST_ARTICLE_COUNT },
  // Page 1 of the portfolio; its later pages share the component and carry their own place.
  [routes.portfolio]: { skip: 0, limit: PORTFOLIO_PAGE_SIZE, pageNumber: 1 },
  [routes.about]: { caseStudyLimit: PORTFOLIO_TEASER_COUNT },
};

/** Gives the fixed pages that list articles or case studies the size of their list. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }: CreatePageArgs) => {
  const lists = FIXED_PAGE_LISTS[page.path];
  const context = page.context ?? {};
  // A page already given its bounds (one made by create-archive-pages.ts, or this page created again) is left as it is.
  if (!lists || Object.keys(lists).some((name) => name in context)) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...context, ...lists } });
};

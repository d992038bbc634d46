// Browser runtime: the shared providers and layout, and scroll-to-top on every route change.
import type { GatsbyBrowser } from "gatsby";

import { hydrateInTransition } from "./src/lib/hydrate-in-transition";
import { wrapSitePage } from "./src/components/layout/page-wrapper";

// Written out, not re-exported: Gatsby's HTML renderer bundle kept only this file's own exports.
export const wrapPageElement = wrapSitePage;

// Hydration in time slices rather than one long task (see hydrate-in-transition.ts). Not typed as
// GatsbyBrowser["replaceHydrateFunction"]: that type is react-dom's legacy render signature, while
// Gatsby 5 calls it as (element, #___gatsby element).
export const replaceHydrateFunction = () => hydrateInTransition;

// Every route change scrolls instantly to the top-left. A link to an anchor (#contact-form)
// still lands on its target.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  if (routerProps.location.hash) return true;
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  return false;
};

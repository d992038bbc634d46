// The route list every per-route check walks covers every public route: the fixed pages, each
// service, article, case study and legal page. What each route answers (200 with its own title,
// canonical link and heading; any other path 404 with the not-found message) is checked in
// a11y.spec.ts, in the one visit each page gets at each width.
import { expect, test } from "@playwright/test";
import { siteRoutes } from "../support/site-routes";

test.skip(({ isMobile }) => isMobile, "reads the content files only, the same at any width");

const routeList = siteRoutes();

test("the route list covers every fixed route, service, article, case study and legal page", () => {
  // 6 fixed pages, 4 services, 8 articles, 2 case studies, 3 legal pages.
  expect(routeList.length).toBeGreaterThanOrEqual(23);
  expect(routeList.map((route) => route.path)).toEqual(
    expect.arrayContaining([
      "/",
      "/about-us",
      "/contact-us",
      "/portfolio",
      "/services",
      "/services/ai-automation",
      "/services/web-app-development",
      "/services/digital-marketing",
      "/services/customer-support",
      "/blogs",
      "/blogs/top-10-benefits-of-hiring-an-eCommerce-seo-agency-in-the-uk",
      "/privacy-policy",
      "/terms-of-service",
      "/gdpr-compliance",
      "/case-studies/isla-delice-uk",
      "/case-studies/portway-systems",
    ]),
  );
});

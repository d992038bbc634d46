// Where each kind of content is published. Pages, links and tests build paths from here.
import type { GatsbyConfig } from "gatsby";
import { categorySlug, pagePath } from "./pagination";

/**
 * Routes without a trailing slash: /about-us, not /about-us/. Gatsby builds and links the pages
 * this way (gatsby-config.ts), and our server redirects the other spelling (src/server/trailing-slash.ts).
 */
export const TRAILING_SLASH: NonNullable<GatsbyConfig["trailingSlash"]> = "never";

/** The id of the contact form's section on /contact-us; calls to action link to it. */
export const CONTACT_FORM_ANCHOR = "contact-form";
export const routes = {
  home: "/",
  about: "/about-us",
  contact: "/contact-us",
  contactForm: `/contact-us#${CONTACT_FORM_ANCHOR}`,
  portfolio: "/portfolio",
  services: "/services",
  blogs: "/blogs",
  service: (slug: string) => `/services/${slug}`,
  article: (slug: string) => `/blogs/${slug}`,
  /** Every article, newest first, page by page: page 1 is /blogs itself, page N `/blogs/page/N`. */
  blogArchivePage: (pageNumber: number) => pagePath("/blogs", pageNumber),
  blogCategory: (category: string) => `/blogs/category/${categorySlug(category)}`,
  blogCategoryPage: (category: string, pageNumber: number) => pagePath(`/blogs/category/${categorySlug(category)}`, pageNumber),
  caseStudy: (slug: string) => `/case-studies/${slug}`,
  portfolioPage: (pageNumber: number) => pagePath("/portfolio", pageNumber),
  legal: (slug: string) => `/${slug}`,
} as const;

// Where each kind of content is published. Pages, links and tests build paths from here.

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
  caseStudy: (slug: string) => `/case-studies/${slug}`,
  legal: (slug: string) => `/${slug}`,
} as const;

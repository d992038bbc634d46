// The site settings, each a YAML file holding one object: the agency's details (site.yaml), the
// header's navigation, the footer, and the words of the numbered list pages (archive-pages.yaml).
import * as z from "zod";
import { named, type DataContentType } from "./content-type";
import { TEXT_LIMITS, internalLink, limitedText, template, text } from "./fields";

/**
 * The phone number in international form, the one field the tel: link and the chat link are
 * derived from (src/node/phone-links.ts), so neither can go stale when the number changes.
 */
export const PHONE_PATTERN = /^\+[1-9][0-9 ]{6,18}[0-9]$/;
/** A social profile's address: https, and not the WhatsApp chat link, which the phone number makes. */
export const SOCIAL_PROFILE_URL_PATTERN = /^https:\/\/(?!wa\.me\/)/;

export const site = {
  typeName: "SiteYaml",
  holds: "object",
  entry: z.strictObject({
    name: text,
    shortName: text,
    tagline: text,
    description: limitedText(TEXT_LIMITS.siteDescription),
    siteUrl: z.url({ protocol: /^https?$/ }),
    locale: text,
    salesEmail: z.email(),
    supportEmail: z.email(),
    phone: z.string().regex(PHONE_PATTERN, "must be the number in international form, e.g. +44 20 7946 0321"),
    address: named("SiteAddress", z.strictObject({ street: text, locality: text, postalCode: text, country: text, countryCode: text })),
    dataProtectionOfficer: text,
    companyNumber: text,
    copyrightYear: z.number().int(),
    foundingYear: z.number().int(),
    social: z
      .array(
        named(
          "SocialLink",
          z.strictObject({
            name: text,
            url: z
              .url({ protocol: /^https$/ })
              .regex(SOCIAL_PROFILE_URL_PATTERN, "must be a profile's https address; the WhatsApp chat link is made from the phone number"),
          }),
        ),
      )
      .min(1),
    claims: named("SiteClaims", z.strictObject({ happyClients: text, roiIncrease: text, leadsGenerated: text, yearsExperience: text })),
  }),
  derived: {
    phoneHref: { type: "String!", description: "tel: link, derived from phone (create-resolvers.ts)" },
    chatUrl: { type: "String!", description: "WhatsApp chat link, derived from phone (create-resolvers.ts)" },
  },
} as const satisfies DataContentType;

/** A link of the header: the same type for a top link, its dropdown's links and the call to action. */
const navLink = (fields: z.ZodRawShape = {}) => named("NavLink", z.strictObject({ label: text, to: internalLink, ...fields }));

export const navigation = {
  typeName: "NavigationYaml",
  holds: "object",
  entry: z.strictObject({
    links: z.array(navLink({ overviewLabel: text.optional(), children: z.array(navLink()).optional() })),
    cta: navLink(),
  }),
} as const satisfies DataContentType;

export const footer = {
  typeName: "FooterYaml",
  holds: "object",
  entry: z.strictObject({
    blurb: text,
    groups: z.array(
      named(
        "FooterGroup",
        z.strictObject({ title: text, links: z.array(named("FooterLink", z.strictObject({ text, url: internalLink }))) }),
      ),
    ),
    caseStudiesTitle: text,
    caseStudiesMoreLabel: limitedText(TEXT_LIMITS.cardTitle),
    socialTitle: text,
  }),
} as const satisfies DataContentType;

/**
 * The placeholders each text of the numbered list pages is filled with: the article archive
 * (/blogs/page/N), each category (/blogs/category/<slug>) and the portfolio's later pages. A text
 * with none may hold no placeholder at all.
 */
export const ARCHIVE_PAGE_PLACEHOLDERS = {
  pagination: { previous: [], next: [], pageLink: ["page"], laterPageTitle: ["title", "page", "pages"] },
  articles: {
    navLabel: [],
    categoriesLabel: [],
    allTitle: [],
    categoryTitle: ["category"],
    range: ["first", "last", "total"],
    allDescription: ["title"],
    categoryDescription: ["title", "category"],
    olderLink: ["total"],
    byCategory: [],
  },
  caseStudies: { navLabel: [], laterPageDescription: ["page", "pages"] },
} as const satisfies Record<string, Record<string, readonly string[]>>;

const { pagination: pagingNames, articles: articleNames, caseStudies: caseStudyNames } = ARCHIVE_PAGE_PLACEHOLDERS;

export const archivePages = {
  typeName: "ArchivePagesYaml",
  holds: "object",
  entry: z.strictObject({
    pagination: named("ArchivePagination", z.strictObject({
      previous: template(TEXT_LIMITS.label, pagingNames.previous),
      next: template(TEXT_LIMITS.label, pagingNames.next),
      pageLink: template(TEXT_LIMITS.label, pagingNames.pageLink),
      laterPageTitle: template(TEXT_LIMITS.pageTitle, pagingNames.laterPageTitle),
    })),
    articles: named("ArchiveArticleTexts", z.strictObject({
      navLabel: template(TEXT_LIMITS.label, articleNames.navLabel),
      categoriesLabel: template(TEXT_LIMITS.label, articleNames.categoriesLabel),
      allTitle: template(TEXT_LIMITS.pageTitle, articleNames.allTitle),
      categoryTitle: template(TEXT_LIMITS.pageTitle, articleNames.categoryTitle),
      range: template(TEXT_LIMITS.label, articleNames.range),
      allDescription: template(TEXT_LIMITS.metaDescription, articleNames.allDescription),
      categoryDescription: template(TEXT_LIMITS.metaDescription, articleNames.categoryDescription),
      olderLink: template(TEXT_LIMITS.label, articleNames.olderLink),
      byCategory: template(TEXT_LIMITS.label, articleNames.byCategory),
    })),
    caseStudies: named("ArchiveCaseStudyTexts", z.strictObject({
      navLabel: template(TEXT_LIMITS.label, caseStudyNames.navLabel),
      laterPageDescription: template(TEXT_LIMITS.metaDescription, caseStudyNames.laterPageDescription),
    })),
  }),
} as const satisfies DataContentType;

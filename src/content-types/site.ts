// The site settings, each a YAML file holding one object: the agency's details (site.yaml), the
// header's navigation, the footer, and the words of the numbered list pages (archive-pages.yaml).
import * as z from "zod";
import { named, type DataContentType } from "./content-type";
import { TEXT_LIMITS, field, limitedText, link, template, text } from "./fields";

/**
 * The phone number in international form, the one field the tel: link and the chat link are
 * derived from (src/node/phone-links.ts), so neither can go stale when the number changes.
 */
export const PHONE_PATTERN = /^\+[1-9][0-9 ]{6,18}[0-9]$/;
/** A social profile's address: https, and not the WhatsApp chat link, which the phone number makes. */
export const SOCIAL_PROFILE_URL_PATTERN = /^https:\/\/(?!wa\.me\/)/;

const EMAIL_PATTERN: [string, string] = ["^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", "An e-mail address"];

export const site = {
  typeName: "SiteYaml",
  holds: "object",
  editor: { label: "Site and brand" },
  entry: z.strictObject({
    name: field(text, { label: "Agency name" }),
    shortName: field(text, { label: "Short name" }),
    tagline: field(text, { label: "Tagline" }),
    description: field(limitedText(TEXT_LIMITS.siteDescription), { label: "Description", widget: "text" }),
    siteUrl: field(z.url({ protocol: /^https?$/ }), {
      label: "Canonical address",
      pattern: ["^https?://", "A full address starting with https://"],
      hint: "The production host. The SITE_URL environment variable overrides it for one build.",
    }),
    locale: field(text, { label: "Locale", hint: "e.g. en-GB" }),
    salesEmail: field(z.email(), { label: "Sales e-mail", pattern: EMAIL_PATTERN }),
    supportEmail: field(z.email(), { label: "Support e-mail", pattern: EMAIL_PATTERN }),
    phone: field(z.string().regex(PHONE_PATTERN, "must be the number in international form, e.g. +44 20 7946 0321"), {
      label: "Phone",
      pattern: [PHONE_PATTERN.source, "The number in international form, e.g. +44 20 7946 0321"],
      hint: "As shown, in international form, e.g. +44 20 7946 0321. The call link and the WhatsApp chat link are made from it.",
    }),
    address: field(
      named(
        "SiteAddress",
        z.strictObject({
          street: field(text, { label: "Street" }),
          locality: field(text, { label: "Town or city" }),
          postalCode: field(text, { label: "Postcode" }),
          country: field(text, { label: "Country" }),
          countryCode: field(text, { label: "Country code", hint: "Two letters, e.g. GB" }),
        }),
      ),
      { label: "Address" },
    ),
    dataProtectionOfficer: field(text, { label: "Data protection officer" }),
    companyNumber: field(text, { label: "Company number" }),
    copyrightYear: field(z.number().int(), { label: "Copyright year" }),
    foundingYear: field(z.number().int(), { label: "Founding year" }),
    social: field(
      z
        .array(
          named(
            "SocialLink",
            z.strictObject({
              name: field(text, { label: "Name" }),
              url: field(
                z
                  .url({ protocol: /^https$/ })
                  .regex(SOCIAL_PROFILE_URL_PATTERN, "must be a profile's https address; the WhatsApp chat link is made from the phone number"),
                {
                  label: "Address",
                  pattern: [SOCIAL_PROFILE_URL_PATTERN.source, "An address starting with https://; WhatsApp is made from the phone number"],
                },
              ),
            }),
          ),
        )
        .min(1),
      { label: "Social profiles", summary: "{{name}}", hint: "The WhatsApp chat link comes first by itself, made from the phone number." },
    ),
    claims: field(
      named(
        "SiteClaims",
        z.strictObject({
          happyClients: field(text, { label: "Happy clients", hint: "e.g. 14k" }),
          roiIncrease: field(text, { label: "ROI increase" }),
          leadsGenerated: field(text, { label: "Leads generated" }),
          yearsExperience: field(text, { label: "Years of experience" }),
        }),
      ),
      { label: "Claims" },
    ),
  }),
  derived: {
    phoneHref: { type: "String!", description: "tel: link, derived from phone (create-resolvers.ts)" },
    chatUrl: { type: "String!", description: "WhatsApp chat link, derived from phone (create-resolvers.ts)" },
  },
} as const satisfies DataContentType;

/** A link of the header: the same type for a top link, its dropdown's links and the call to action. */
const navLink = (fields: z.ZodRawShape = {}) =>
  named("NavLink", z.strictObject({ label: field(text, { label: "Label" }), to: link({ label: "Link" }), ...fields }));

export const navigation = {
  typeName: "NavigationYaml",
  holds: "object",
  editor: { label: "Navigation" },
  entry: z.strictObject({
    links: field(
      z.array(
        navLink({
          overviewLabel: field(text, { label: "Overview label", hint: "On phones, the dropdown's link to this item itself." }).optional(),
          children: field(z.array(navLink()), { label: "Dropdown links", summary: "{{label}}" }).optional(),
        }),
      ),
      { label: "Links", summary: "{{label}}" },
    ),
    cta: field(navLink(), { label: "Call to action" }),
  }),
} as const satisfies DataContentType;

export const footer = {
  typeName: "FooterYaml",
  holds: "object",
  editor: { label: "Footer" },
  entry: z.strictObject({
    blurb: field(text, { label: "Blurb", widget: "text" }),
    groups: field(
      z.array(
        named(
          "FooterGroup",
          z.strictObject({
            title: field(text, { label: "Title" }),
            links: field(
              z.array(named("FooterLink", z.strictObject({ text: field(text, { label: "Text" }), url: link({ label: "Link" }) }))),
              { label: "Links", summary: "{{text}}" },
            ),
          }),
        ),
      ),
      { label: "Link groups", summary: "{{title}}", hint: "The case studies and social profiles are listed by themselves." },
    ),
    caseStudiesTitle: field(text, { label: "Case studies heading" }),
    caseStudiesMoreLabel: field(limitedText(TEXT_LIMITS.cardTitle), {
      label: "Link to every case study",
      hint: "Ends the case studies list, to the portfolio, once there are more than the footer shows.",
    }),
    socialTitle: field(text, { label: "Social media heading" }),
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

/**
 * A text of the numbered pages: its limit, and a hint naming the placeholders the page fills in
 * (ARCHIVE_PAGE_PLACEHOLDERS, which the build checks the text against). A description is a longer
 * text, so it gets the larger box.
 */
function archiveText(max: number, placeholders: readonly string[], label: string, description: string) {
  const rule =
    placeholders.length > 0
      ? `Must keep ${placeholders.map((placeholder) => `{${placeholder}}`).join(", ")}, filled in on the page, and no other {…}.`
      : "No {…} placeholders.";
  return field(template(max, placeholders), {
    label,
    ...(max === TEXT_LIMITS.metaDescription ? { widget: "text" as const } : {}),
    hint: `${description} ${rule} At most ${max} characters.`,
  });
}

const { label, pageTitle, metaDescription } = TEXT_LIMITS;

export const archivePages = {
  typeName: "ArchivePagesYaml",
  holds: "object",
  editor: { label: "Numbered pages" },
  entry: z.strictObject({
    pagination: field(
      named(
        "ArchivePagination",
        z.strictObject({
          previous: archiveText(label, pagingNames.previous, "Previous page", "The link to the page before."),
          next: archiveText(label, pagingNames.next, "Next page", "The link to the page after."),
          pageLink: archiveText(label, pagingNames.pageLink, "A page's number, read aloud", "What screen readers say for a page's number link."),
          laterPageTitle: archiveText(
            pageTitle,
            pagingNames.laterPageTitle,
            "Title of page 2 on",
            "The page title past the first page: {title} is the list's title, {page} this page's number, {pages} how many there are.",
          ),
        }),
      ),
      { label: "Page links" },
    ),
    articles: field(
      named(
        "ArchiveArticleTexts",
        z.strictObject({
          navLabel: archiveText(label, articleNames.navLabel, "Page links' name", "What screen readers call the article page links."),
          categoriesLabel: archiveText(label, articleNames.categoriesLabel, "Category links' name", "What screen readers call the category links."),
          allTitle: archiveText(
            pageTitle,
            articleNames.allTitle,
            "Title of every article",
            "The title of the archive of every article, and its link beside the categories.",
          ),
          categoryTitle: archiveText(pageTitle, articleNames.categoryTitle, "Title of a category", "The title of a category's archive: {category} is its name."),
          range: archiveText(
            label,
            articleNames.range,
            "Which articles",
            "Under the title: {first} and {last} are the page's first and last article, {total} how many the list holds.",
          ),
          allDescription: archiveText(
            metaDescription,
            articleNames.allDescription,
            "Description of every article",
            "For search engines, before the blog's own description: {title} is the page's title.",
          ),
          categoryDescription: archiveText(
            metaDescription,
            articleNames.categoryDescription,
            "Description of a category",
            "For search engines, before the blog's own description: {title} is the page's title, {category} the category.",
          ),
          olderLink: archiveText(label, articleNames.olderLink, "Link to older articles", "On /blogs, under the newest articles: {total} is how many articles there are."),
          byCategory: archiveText(label, articleNames.byCategory, "Before the categories", "On /blogs, before the links to each category."),
        }),
      ),
      { label: "Article archive" },
    ),
    caseStudies: field(
      named(
        "ArchiveCaseStudyTexts",
        z.strictObject({
          navLabel: archiveText(label, caseStudyNames.navLabel, "Page links' name", "What screen readers call the portfolio's page links."),
          laterPageDescription: archiveText(
            metaDescription,
            caseStudyNames.laterPageDescription,
            "Description of page 2 on",
            "For search engines, before the portfolio's own description: {page} is this page's number, {pages} how many there are.",
          ),
        }),
      ),
      { label: "Portfolio pages" },
    ),
  }),
} as const satisfies DataContentType;

// The Decap CMS configuration: one collection per kind of content file, with every field the
// build checks. The choices of each select field come from the constants src/content-types
// checks files with, and tests/unit/cms/config.test.ts walks every collection beside its schema,
// so a field the CMS would save and the build refuse cannot creep in.
import {
  ARCHIVE_PAGE_PLACEHOLDERS,
  ARTICLE_ENDINGS,
  CONTACT_CHANNELS,
  ICON_NAMES,
  INTERNAL_LINK_PATTERN,
  LIST_COUNTS,
  countInWords,
  MARKDOWN_KINDS,
  markdownFolder,
  PHONE_PATTERN,
  SOCIAL_PROFILE_URL_PATTERN,
  SERVICE_DETAIL_KINDS,
  SLUG_PATTERN,
  TEAM_BACKGROUNDS,
  TEXT_LIMITS,
  textPattern,
} from "../src/content-types";
import type { CmsField } from "../src/content-types";
import { routes } from "../src/lib/routes";
import { cmsFieldsOf } from "./fields-from-schema";

export type { CmsField };

interface CmsFile {
  name: string;
  label: string;
  file: string;
  description?: string;
  /** The page "View Live" opens; the home page when none is given. */
  preview_path?: string;
  fields: CmsField[];
}

export interface CmsCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  path?: string;
  extension?: string;
  format?: string;
  create?: boolean;
  delete?: boolean;
  slug?: string;
  media_folder?: string;
  public_folder?: string;
  summary?: string;
  /** The entry's page, for "View Live": {{dirname}} is an entry's folder, {{filename}} its file name. */
  preview_path?: string;
  sortable_fields?: string[];
  files?: CmsFile[];
  fields?: CmsField[];
}

/** The name of the format cms/admin/cms.js registers for YAML files whose root is a list. */
export const YAML_LIST_FORMAT = "yaml-list";
/** The one field the list format puts the file's list in. */
export const YAML_LIST_FIELD = "items";
/**
 * The name of the format cms/admin/cms.js registers for Markdown with frontmatter: written by the
 * same writer as the YAML files (cms/admin/yaml-format.mjs), so a save keeps the file's form.
 */
export const MARKDOWN_FORMAT = "markdown-frontmatter";

// ---- Field builders: a field is required unless `optional` says otherwise, as in the schemas.

type Extra = Partial<CmsField>;

/** Decap's required check accepts a value of spaces; the build does not, so every text says so. */
const notBlank: [string, string] = [textPattern(), "Must not be blank"];
const string = (name: string, label: string, extra: Extra = {}): CmsField => ({ name, label, widget: "string", pattern: notBlank, ...extra });
const text = (name: string, label: string, extra: Extra = {}): CmsField => ({ name, label, widget: "text", pattern: notBlank, ...extra });
/** A text with the build's length limit (TEXT_LIMITS), which the editor sees before saving. */
const upTo = (max: number, extra: Extra = {}): Extra => ({
  pattern: [textPattern(max), `Must not be blank; at most ${max} characters`],
  hint: `At most ${max} characters.`,
  ...extra,
});
const optional = (field: CmsField): CmsField => ({ ...field, required: false });
const select = (name: string, label: string, options: readonly string[], extra: Extra = {}): CmsField => ({
  name,
  label,
  widget: "select",
  options,
  ...extra,
});
const object = (name: string, label: string, fields: CmsField[], extra: Extra = {}): CmsField => ({
  name,
  label,
  widget: "object",
  fields,
  ...extra,
});
/** A list of objects; `min`/`max` mirror the schema's list sizes (LIST_COUNTS where the design fixes one). */
const list = (name: string, label: string, fields: CmsField[], extra: Extra = {}): CmsField => ({
  name,
  label,
  widget: "list",
  fields,
  ...extra,
});
/** A list the design fixes at `count` items: the CMS neither adds nor removes past it. */
const exactly = (count: number, hint = ""): Extra => ({
  min: count,
  max: count,
  hint: `Exactly ${countInWords(count)}${hint}.`,
});
/** A list of plain strings (each its own line in the editor, never a comma-separated field). */
const stringList = (name: string, label: string, itemLabel: string, extra: Extra = {}): CmsField => ({
  name,
  label,
  widget: "list",
  field: string("item", itemLabel),
  ...extra,
});
const link = (name: string, label: string, extra: Extra = {}): CmsField =>
  string(name, label, {
    pattern: [INTERNAL_LINK_PATTERN.source, "A path on this site, starting with / or #, e.g. /contact-us"],
    ...extra,
  });
const iconField = (extra: Extra = {}): CmsField =>
  select("icon", "Icon", ICON_NAMES, { hint: "The drawing beside the text (the site's icon set).", ...extra });
/** An image in content/images/<folder>, stored as a path relative to the YAML file, as the build reads it. */
const dataImage = (name: string, label: string, folder: string, extra: Extra = {}): CmsField => ({
  name,
  label,
  widget: "image",
  media_folder: `../images/${folder}`,
  public_folder: `../images/${folder}`,
  choose_url: false,
  ...extra,
});
const callToAction = (name: string, label: string, extra: Extra = {}): CmsField =>
  object(
    name,
    label,
    [
      string("title", "Title", { hint: "Words inside <em>…</em> are shown in the accent colour." }),
      text("subheading", "Subheading"),
      string("buttonText", "Button text"),
      link("buttonLink", "Button link"),
    ],
    extra,
  );
const highlightHint = "The first words of the heading, shown in the accent colour.";
const headingHint = "The rest of the heading, after the highlighted words.";

/**
 * Markdown kept exactly as typed: the raw editor, so `## Heading` is saved as a heading, never
 * escaped. Its preview is sanitised, as the built page is: a script, an event handler or a
 * javascript: link in a body is shown inert, never run in the editor's browser.
 */
const markdownBody = (label: string, hint: string): CmsField => ({
  name: "body",
  label,
  widget: "markdown",
  modes: ["raw"],
  sanitize_preview: true,
  hint,
});

// ---- Collections

const blog: CmsCollection = {
  name: "blog",
  label: "Articles",
  label_singular: "Article",
  description: "One folder per article in content/blog, its hero image beside index.md. Shown at /blogs/<folder name>.",
  folder: markdownFolder("blog"),
  path: "{{slug}}/index",
  extension: "md",
  format: MARKDOWN_FORMAT,
  create: true,
  slug: "{{slug}}",
  media_folder: "",
  public_folder: "",
  summary: "{{title}} ({{category}})",
  preview_path: routes.article("{{dirname}}"),
  sortable_fields: ["title", "published", "category"],
  fields: [
    ...cmsFieldsOf(MARKDOWN_KINDS.blog.frontmatter),
    markdownBody(
      "Body",
      "An introduction with no heading, then sections that start with `## ` (a level-2 heading). Read time counts 200 words a minute.",
    ),
  ],
};

const caseStudies: CmsCollection = {
  name: "case-studies",
  label: "Case studies",
  label_singular: "Case study",
  description: "One folder per case study in content/case-studies, its hero image beside index.md. Shown at /case-studies/<folder name>, on the portfolio page and in the footer.",
  folder: markdownFolder("case-studies"),
  path: "{{slug}}/index",
  extension: "md",
  format: MARKDOWN_FORMAT,
  create: true,
  slug: "{{slug}}",
  media_folder: "",
  public_folder: "",
  summary: "{{title}}",
  preview_path: routes.caseStudy("{{dirname}}"),
  fields: [
    ...cmsFieldsOf(MARKDOWN_KINDS["case-studies"].frontmatter),
    markdownBody("Closing section", "The closing section of the page, in Markdown."),
  ],
};

const legal: CmsCollection = {
  name: "legal",
  label: "Legal pages",
  label_singular: "Legal page",
  description: "Privacy policy, terms and GDPR notice (content/legal). Write brand details as tokens: {{agencyName}}, {{salesEmail}}, {{supportEmail}}, {{phone}}, {{address}}, {{dpoName}}, {{siteUrl}}, {{companyNumber}}.",
  folder: markdownFolder("legal"),
  extension: "md",
  format: MARKDOWN_FORMAT,
  create: false,
  delete: false,
  slug: "{{slug}}",
  preview_path: routes.legal("{{filename}}"),
  fields: [
    ...cmsFieldsOf(MARKDOWN_KINDS.legal.frontmatter),
    markdownBody("Text", "Sections start with `## `. Brand details are tokens, e.g. {{agencyName}} or {{salesEmail}}."),
  ],
};

const siteFields: CmsField[] = [
  string("name", "Agency name"),
  string("shortName", "Short name"),
  string("tagline", "Tagline"),
  text("description", "Description", upTo(TEXT_LIMITS.siteDescription)),
  string("siteUrl", "Canonical address", {
    pattern: ["^https?://", "A full address starting with https://"],
    hint: "The production host. The SITE_URL environment variable overrides it for one build.",
  }),
  string("locale", "Locale", { hint: "e.g. en-GB" }),
  string("salesEmail", "Sales e-mail", { pattern: ["^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", "An e-mail address"] }),
  string("supportEmail", "Support e-mail", { pattern: ["^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", "An e-mail address"] }),
  string("phone", "Phone", {
    pattern: [PHONE_PATTERN.source, "The number in international form, e.g. +44 20 7946 0321"],
    hint: "As shown, in international form, e.g. +44 20 7946 0321. The call link and the WhatsApp chat link are made from it.",
  }),
  object("address", "Address", [
    string("street", "Street"),
    string("locality", "Town or city"),
    string("postalCode", "Postcode"),
    string("country", "Country"),
    string("countryCode", "Country code", { hint: "Two letters, e.g. GB" }),
  ]),
  string("dataProtectionOfficer", "Data protection officer"),
  string("companyNumber", "Company number"),
  { name: "copyrightYear", label: "Copyright year", widget: "number", value_type: "int" },
  { name: "foundingYear", label: "Founding year", widget: "number", value_type: "int" },
  list("social", "Social profiles", [
    string("name", "Name"),
    string("url", "Address", {
      pattern: [SOCIAL_PROFILE_URL_PATTERN.source, "An address starting with https://; WhatsApp is made from the phone number"],
    }),
  ], { min: 1, summary: "{{name}}", hint: "The WhatsApp chat link comes first by itself, made from the phone number." }),
  object("claims", "Claims", [
    string("happyClients", "Happy clients", { hint: "e.g. 14k" }),
    string("roiIncrease", "ROI increase"),
    string("leadsGenerated", "Leads generated"),
    string("yearsExperience", "Years of experience"),
  ]),
];

const navigationFields: CmsField[] = [
  list(
    "links",
    "Links",
    [
      string("label", "Label"),
      link("to", "Link"),
      optional(string("overviewLabel", "Overview label", { hint: "On phones, the dropdown's link to this item itself." })),
      optional(list("children", "Dropdown links", [string("label", "Label"), link("to", "Link")], { summary: "{{label}}" })),
    ],
    { summary: "{{label}}" },
  ),
  object("cta", "Call to action", [string("label", "Label"), link("to", "Link")]),
];

const footerFields: CmsField[] = [
  text("blurb", "Blurb"),
  list(
    "groups",
    "Link groups",
    [string("title", "Title"), list("links", "Links", [string("text", "Text"), link("url", "Link")], { summary: "{{text}}" })],
    { summary: "{{title}}", hint: "The case studies and social profiles are listed by themselves." },
  ),
  string("caseStudiesTitle", "Case studies heading"),
  string("caseStudiesMoreLabel", "Link to every case study", {
    ...upTo(TEXT_LIMITS.cardTitle),
    hint: "Ends the case studies list, to the portfolio, once there are more than the footer shows.",
  }),
  string("socialTitle", "Social media heading"),
];

/**
 * A text of the numbered pages: its limit as the build has it, and a hint naming the placeholders
 * the page fills in (ARCHIVE_PAGE_PLACEHOLDERS, which the build checks the text against). A
 * description is a longer text, so it gets the larger box.
 */
const archiveText = (name: string, label: string, placeholders: readonly string[], max: number, description: string): CmsField => {
  const rule =
    placeholders.length > 0
      ? `Must keep ${placeholders.map((placeholder) => `{${placeholder}}`).join(", ")}, filled in on the page, and no other {…}.`
      : "No {…} placeholders.";
  const field = max === TEXT_LIMITS.metaDescription ? text : string;
  return field(name, label, { ...upTo(max), hint: `${description} ${rule} At most ${max} characters.` });
};

const { pagination: pagingNames, articles: articleNames, caseStudies: caseStudyNames } = ARCHIVE_PAGE_PLACEHOLDERS;

const archivePagesFields: CmsField[] = [
  object("pagination", "Page links", [
    archiveText("previous", "Previous page", pagingNames.previous, TEXT_LIMITS.label, "The link to the page before."),
    archiveText("next", "Next page", pagingNames.next, TEXT_LIMITS.label, "The link to the page after."),
    archiveText("pageLink", "A page's number, read aloud", pagingNames.pageLink, TEXT_LIMITS.label, "What screen readers say for a page's number link."),
    archiveText(
      "laterPageTitle",
      "Title of page 2 on",
      pagingNames.laterPageTitle,
      TEXT_LIMITS.pageTitle,
      "The page title past the first page: {title} is the list's title, {page} this page's number, {pages} how many there are.",
    ),
  ]),
  object("articles", "Article archive", [
    archiveText("navLabel", "Page links' name", articleNames.navLabel, TEXT_LIMITS.label, "What screen readers call the article page links."),
    archiveText("categoriesLabel", "Category links' name", articleNames.categoriesLabel, TEXT_LIMITS.label, "What screen readers call the category links."),
    archiveText(
      "allTitle",
      "Title of every article",
      articleNames.allTitle,
      TEXT_LIMITS.pageTitle,
      "The title of the archive of every article, and its link beside the categories.",
    ),
    archiveText("categoryTitle", "Title of a category", articleNames.categoryTitle, TEXT_LIMITS.pageTitle, "The title of a category's archive: {category} is its name."),
    archiveText(
      "range",
      "Which articles",
      articleNames.range,
      TEXT_LIMITS.label,
      "Under the title: {first} and {last} are the page's first and last article, {total} how many the list holds.",
    ),
    archiveText(
      "allDescription",
      "Description of every article",
      articleNames.allDescription,
      TEXT_LIMITS.metaDescription,
      "For search engines, before the blog's own description: {title} is the page's title.",
    ),
    archiveText(
      "categoryDescription",
      "Description of a category",
      articleNames.categoryDescription,
      TEXT_LIMITS.metaDescription,
      "For search engines, before the blog's own description: {title} is the page's title, {category} the category.",
    ),
    archiveText("olderLink", "Link to older articles", articleNames.olderLink, TEXT_LIMITS.label, "On /blogs, under the newest articles: {total} is how many articles there are."),
    archiveText("byCategory", "Before the categories", articleNames.byCategory, TEXT_LIMITS.label, "On /blogs, before the links to each category."),
  ]),
  object("caseStudies", "Portfolio pages", [
    archiveText("navLabel", "Page links' name", caseStudyNames.navLabel, TEXT_LIMITS.label, "What screen readers call the portfolio's page links."),
    archiveText(
      "laterPageDescription",
      "Description of page 2 on",
      caseStudyNames.laterPageDescription,
      TEXT_LIMITS.metaDescription,
      "For search engines, before the portfolio's own description: {page} is this page's number, {pages} how many there are.",
    ),
  ]),
];

/** A YAML file whose root is a list: one `items` list field, unwrapped again on save. */
const listFile = (name: string, label: string, description: string, fields: CmsField[], extra: Extra = {}): CmsFile => ({
  name,
  label,
  file: `content/data/${name}.yaml`,
  description,
  fields: [list(YAML_LIST_FIELD, label, fields, extra)],
});

/** What a page and a service page both end with: the closing call to action and the FAQ set shown. */
const closingCallToAction = callToAction("cta", "Closing call to action");
const faqSetField = string("faq", "FAQ set", { hint: "The id of a set in Sections › FAQs." });

const pagesFile = listFile(
  "pages",
  "Page copy",
  "Each fixed page's title and description, hero, section intros, closing call to action and FAQ set.",
  [
    string("id", "Page id", { hint: "Fixed: the page's code reads its copy by this id." }),
    string("title", "Title", upTo(TEXT_LIMITS.pageTitle, { hint: `The page title in search results and the browser tab; at most ${TEXT_LIMITS.pageTitle} characters.` })),
    text("description", "Description", upTo(TEXT_LIMITS.metaDescription, { hint: "For search engines: 130 to 160 characters." })),
    object("hero", "Hero", [
      string("title", "Title"),
      optional(string("highlight", "Highlight", { hint: "Words after the title, in the accent colour." })),
      text("description", "Description"),
      string("ctaLabel", "Button text"),
      link("ctaLink", "Button link"),
      optional(
        list("images", "Images", [dataImage("image", "Image", "hero"), string("alt", "Description", upTo(TEXT_LIMITS.altText))], {
          label_singular: "image",
          summary: "{{alt}}",
          ...exactly(LIST_COUNTS.heroImages, ", shown side by side on wide screens"),
        }),
      ),
      optional(
        object(
          "avatars",
          "Client faces",
          [
            string("caption", "Caption", { hint: "Follows the happy-clients figure from the site settings; the faces are decorative." }),
            { name: "images", label: "Faces", widget: "list", field: dataImage("image", "Face", "avatars"), min: 1 },
          ],
        ),
      ),
    ]),
    optional(
      list(
        "sections",
        "Section intros",
        [
          string("id", "Section id", { hint: "Fixed: the page's code places the section by this id." }),
          optional(string("eyebrow", "Eyebrow", { hint: "The small label above the heading." })),
          optional(string("highlight", "Highlight", { hint: highlightHint })),
          optional(string("heading", "Heading", { hint: headingHint })),
          optional(text("body", "Body", { hint: "Paragraphs separated by a blank line." })),
          optional(dataImage("image", "Image", "about")),
          optional(string("imageAlt", "Image description", upTo(TEXT_LIMITS.altText))),
        ],
        { summary: "{{id}}" },
      ),
    ),
    optional(closingCallToAction),
    optional(faqSetField),
  ],
  { label_singular: "page", summary: "{{id}}: {{title}}" },
);

const faqsFile = listFile(
  "faqs",
  "FAQs",
  "FAQ sets, one per page; a page's `faq` field names its set by id.",
  [
    string("id", "Set id", { hint: "Named by a page's or a service's `faq` field." }),
    string("highlight", "Highlight", { hint: highlightHint }),
    string("heading", "Heading", { hint: headingHint }),
    list("items", "Questions", [string("question", "Question", upTo(TEXT_LIMITS.faqQuestion)), text("answer", "Answer", upTo(TEXT_LIMITS.faqAnswer))], {
      label_singular: "question",
      min: 1,
      summary: "{{question}}",
    }),
  ],
  { label_singular: "FAQ set", summary: "{{id}}" },
);

const servicesFile = listFile(
  "services",
  "Services",
  "The four services: cards on the home and services pages, and each service page at /services/<slug>.",
  [
    string("slug", "Slug", { pattern: [SLUG_PATTERN.source, "Lower-case words joined by hyphens"], hint: "The page's address: /services/<slug>." }),
    { name: "order", label: "Order", widget: "number", value_type: "int", hint: "Position among the cards, 1 first." },
    string("name", "Name", upTo(TEXT_LIMITS.cardTitle)),
    text("cardDescription", "Card description", upTo(TEXT_LIMITS.cardText)),
    dataImage("image", "Card image", "services"),
    string("imageAlt", "Card image description", upTo(TEXT_LIMITS.altText)),
    string("seoTitle", "Page title", upTo(TEXT_LIMITS.pageTitle)),
    text("seoDescription", "Page description", upTo(TEXT_LIMITS.metaDescription, { hint: "For search engines: 130 to 160 characters." })),
    object("hero", "Hero", [
      string("highlightedTitle", "Highlighted title", { hint: highlightHint }),
      string("title", "Title"),
      text("description", "Description"),
      stringList("bulletPoints", "Bullet points", "Bullet point", exactly(LIST_COUNTS.serviceBulletPoints)),
    ]),
    object("detail", "Detail section", [
      select("kind", "Layout", SERVICE_DETAIL_KINDS),
      string("highlight", "Highlight", { hint: highlightHint }),
      string("heading", "Heading", { hint: headingHint }),
      text("intro", "Introduction"),
      list(
        "items",
        "Items",
        [string("number", "Number", { hint: "e.g. 01" }), string("title", "Title"), text("description", "Description"), iconField()],
        { min: 1, summary: "{{number}} {{title}}" },
      ),
    ]),
    closingCallToAction,
    faqSetField,
  ],
  { label_singular: "service", summary: "{{name}}", min: LIST_COUNTS.services, max: LIST_COUNTS.services },
);

const teamFile = listFile(
  "team",
  "Team",
  "The team carousel on the about page, in display order; portraits in content/images/team.",
  [
    string("id", "Id", { hint: "Lower-case name joined by hyphens, e.g. amelia-hart." }),
    string("name", "Name"),
    string("role", "Role"),
    string("experience", "Experience", { hint: "e.g. 8+ Years of Experience" }),
    text("bio", "Biography", upTo(TEXT_LIMITS.cardText)),
    dataImage("image", "Portrait", "team"),
    string("imageAlt", "Portrait description", upTo(TEXT_LIMITS.altText)),
    select("bg", "Background colour", TEAM_BACKGROUNDS),
  ],
  { label_singular: "team member", summary: "{{name}}, {{role}}" },
);

const testimonialsFile = listFile(
  "testimonials",
  "Testimonials",
  "Client quotes in the carousel on the home, contact and portfolio pages.",
  [
    string("id", "Id"),
    text("text", "Quote", upTo(TEXT_LIMITS.cardText)),
    string("author", "Author"),
    string("position", "Position", { hint: "Job title and company." }),
    dataImage("avatar", "Portrait", "avatars"),
    string("avatarAlt", "Portrait description", upTo(TEXT_LIMITS.altText)),
  ],
  { label_singular: "testimonial", summary: "{{author}}" },
);

const whyChooseFile = listFile(
  "why-choose",
  "Why choose us",
  "The Why Choose Us items, in display order.",
  [
    string("id", "Id"),
    string("title", "Title", upTo(TEXT_LIMITS.cardTitle)),
    text("description", "Description", upTo(TEXT_LIMITS.cardText)),
    iconField(),
    dataImage("image", "Image", "why-choose"),
    string("imageAlt", "Image description", upTo(TEXT_LIMITS.altText)),
    string("cta", "Link text"),
    link("link", "Link"),
  ],
  { label_singular: "reason", summary: "{{title}}" },
);

const partnersFile = listFile(
  "partners",
  "Partners",
  "Partner logos in the contact page's marquee.",
  [string("id", "Id"), string("name", "Name"), dataImage("logo", "Logo", "partners")],
  { label_singular: "partner", summary: "{{name}}" },
);

const statsFile = listFile(
  "stats",
  "Stats",
  "The stat cards in the home page's About Us section, in display order.",
  [
    string("value", "Value", upTo(TEXT_LIMITS.statValue, { hint: `e.g. 300%; at most ${TEXT_LIMITS.statValue} characters.` })),
    string("label", "Label", upTo(TEXT_LIMITS.cardTitle)),
    text("description", "Description", upTo(TEXT_LIMITS.cardText)),
  ],
  { label_singular: "stat", summary: "{{value}} {{label}}", ...exactly(LIST_COUNTS.stats, ", side by side") },
);

const approachFile = listFile(
  "approach",
  "Approach cards",
  "The approach cards on the services page, in display order.",
  [string("title", "Title", upTo(TEXT_LIMITS.cardTitle)), text("description", "Description", upTo(TEXT_LIMITS.cardText)), iconField()],
  { label_singular: "approach card", summary: "{{title}}", ...exactly(LIST_COUNTS.approachCards, ", side by side") },
);

const contactCardsFile = listFile(
  "contact-cards",
  "Contact cards",
  "The contact page's cards, in display order. Each adds its channel's address, e-mail or phone from the site settings.",
  [
    string("title", "Title", upTo(TEXT_LIMITS.cardTitle)),
    text("description", "Description", upTo(TEXT_LIMITS.cardText)),
    select("channel", "Channel", CONTACT_CHANNELS, { hint: "Which detail from the site settings the card shows; each channel once." }),
    iconField(),
  ],
  {
    label_singular: "contact card",
    summary: "{{title}}",
    min: CONTACT_CHANNELS.length,
    max: CONTACT_CHANNELS.length,
    hint: "One card per channel.",
  },
);

const articleEndingsFile = listFile(
  "article-endings",
  "Article endings",
  "How articles end: each article's Ending field picks one of these by kind.",
  [select("kind", "Kind", ARTICLE_ENDINGS), callToAction("cta", "Call to action")],
  { label_singular: "ending", summary: "{{kind}}", min: ARTICLE_ENDINGS.length, max: ARTICLE_ENDINGS.length },
);

const settings: CmsCollection = {
  name: "settings",
  label: "Site settings",
  description: "The agency's details, the header's navigation, the footer and the numbered pages' words (content/data).",
  format: "yaml",
  extension: "yaml",
  delete: false,
  files: [
    {
      name: "site",
      label: "Site and brand",
      file: "content/data/site.yaml",
      description: "The one home of the agency's name, addresses, phone, chat link, social profiles, data protection officer and canonical host.",
      fields: siteFields,
    },
    {
      name: "navigation",
      label: "Navigation",
      file: "content/data/navigation.yaml",
      description: "The header's links; an item's dropdown links form the Services menu.",
      fields: navigationFields,
    },
    { name: "footer", label: "Footer", file: "content/data/footer.yaml", description: "The footer's link groups and texts.", fields: footerFields },
    {
      name: "archive-pages",
      label: "Numbered pages",
      file: "content/data/archive-pages.yaml",
      description:
        "The words of the numbered list pages: the article archive (/blogs/page/2 on), each category (/blogs/category/…), the portfolio's later pages, and their page links. A name in braces, such as {total}, is filled in on the page.",
      preview_path: routes.blogs,
      fields: archivePagesFields,
    },
  ],
};

/** A data file whose "View Live" link opens the page that shows its items. */
const shownOn = (file: CmsFile, pagePath: string): CmsFile => ({ ...file, preview_path: pagePath });

const sections: CmsCollection = {
  name: "sections",
  label: "Sections",
  description: "Page copy and the items of each section (content/data).",
  format: YAML_LIST_FORMAT,
  extension: "yaml",
  delete: false,
  files: [
    pagesFile,
    faqsFile,
    shownOn(servicesFile, routes.services),
    shownOn(teamFile, routes.about),
    testimonialsFile,
    whyChooseFile,
    shownOn(partnersFile, routes.contact),
    statsFile,
    shownOn(approachFile, routes.services),
    shownOn(contactCardsFile, routes.contact),
    articleEndingsFile,
  ],
};

export const collections: CmsCollection[] = [blog, caseStudies, legal, settings, sections];

export interface CmsConfigOptions {
  /** The local backend's API for one admin page, e.g. http://127.0.0.1:8081/api/v1?key=<the page's key>. */
  backendUrl: string;
  /** The site's preview, for the CMS's "view on site" links, e.g. http://localhost:8000. */
  siteUrl: string;
}

/** The whole configuration, as CMS.init receives it. */
export function cmsConfig({ backendUrl, siteUrl }: CmsConfigOptions) {
  return {
    load_config_file: false,
    // The local backend only (Decap's proxy backend, answered by cms/local-backend.ts): files are
    // read and written in this working copy's content/, and the editor reviews and commits them with git.
    backend: { name: "proxy", proxy_url: backendUrl, branch: "main" },
    publish_mode: "simple",
    site_url: siteUrl,
    display_url: siteUrl,
    locale: "en",
    // Shared images; articles and case studies keep theirs beside their text instead.
    media_folder: "content/images",
    public_folder: "../images",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections,
  };
}

// The Decap CMS configuration: one collection per kind of content file. Every field comes from
// its content type in src/content-types (cms/fields-from-schema.ts), so the CMS offers what the
// build checks; what is written here is each collection's and file's own: its folder, its
// description, the page "View Live" opens, and a Markdown file's body. Only the backend differs
// between the local CMS and the hosted one (localBackend, githubBackend).
// tests/unit/cms/config.test.ts walks every collection beside its schema.
import { DATA_TYPES, MARKDOWN_KINDS, markdownFolder, type CmsField, type DataContentType } from "../src/content-types";
import { routes } from "../src/lib/routes";
import { LIST_FILES_COLLECTION, cmsFieldsOf, dataFileFields, YAML_LIST_FIELD } from "./fields-from-schema";
import type { HostedCmsSettings } from "./hosted-settings";

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
export { YAML_LIST_FIELD };
/**
 * The name of the format cms/admin/cms.js registers for Markdown with frontmatter: written by the
 * same writer as the YAML files (cms/admin/yaml-format.mjs), so a save keeps the file's form.
 */
export const MARKDOWN_FORMAT = "markdown-frontmatter";

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
  description: "One folder per article in content/blog, named from the title when the article is created, its hero image uploaded beside index.md. Shown at /blogs/<folder name>.",
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

/** A data file: its fields, from its content type, and what the CMS says of it. */
const dataFile = (typeName: string, name: string, description: string, extra: Partial<CmsFile> = {}): CmsFile => {
  const type = DATA_TYPES[typeName] as DataContentType;
  return { name, label: type.editor.label, file: `content/data/${name}.yaml`, description, fields: dataFileFields(type), ...extra };
};

const settings: CmsCollection = {
  name: "settings",
  label: "Site settings",
  description: "The agency's details, the header's navigation, the footer and the numbered pages' words (content/data).",
  format: "yaml",
  extension: "yaml",
  delete: false,
  files: [
    dataFile(
      "SiteYaml",
      "site",
      "The one home of the agency's name, e-mail and postal addresses, phone (the call and WhatsApp links are made from it), social profiles, data protection officer, canonical host and headline figures.",
    ),
    dataFile("NavigationYaml", "navigation", "The header's links; an item's dropdown links form the Services menu."),
    dataFile("FooterYaml", "footer", "The footer's link groups and texts."),
    dataFile(
      "ArchivePagesYaml",
      "archive-pages",
      "The words of the numbered list pages: the article archive (/blogs/page/2 on), each category (/blogs/category/…), the portfolio's later pages, their page links, and the older-articles link and category list on /blogs. A name in braces, such as {total}, is filled in on the page.",
      { preview_path: routes.blogs },
    ),
  ],
};

const sections: CmsCollection = {
  name: LIST_FILES_COLLECTION,
  label: "Sections",
  description: "Page copy and the items of each section (content/data).",
  format: YAML_LIST_FORMAT,
  extension: "yaml",
  delete: false,
  files: [
    dataFile("PagesYaml", "pages", "Each fixed page's title and description, hero, section intros, closing call to action and FAQ set."),
    dataFile("FaqsYaml", "faqs", "FAQ sets, one per page; a page's or a service's FAQ set field names one by its id."),
    dataFile("ServicesYaml", "services", "The four services: cards on the home and services pages, and each service page at /services/<slug>.", {
      preview_path: routes.services,
    }),
    dataFile("TeamYaml", "team", "The team carousel on the about page, in display order; portraits in content/images/team. An article's Author picks one, shown with portrait, name and role under its heading.", {
      preview_path: routes.about,
    }),
    dataFile("TestimonialsYaml", "testimonials", "Client quotes in the carousel on the home, contact and portfolio pages."),
    dataFile("WhyChooseYaml", "why-choose", "The Why Choose Us items, in display order."),
    dataFile("PartnersYaml", "partners", "Partner logos in the contact page's marquee.", { preview_path: routes.contact }),
    dataFile("StatsYaml", "stats", "The stat cards in the home page's About Us section, in display order."),
    dataFile("ApproachYaml", "approach", "The approach cards on the services page, in display order.", { preview_path: routes.services }),
    dataFile(
      "ContactCardsYaml",
      "contact-cards",
      "The contact page's cards, in display order. Each adds its channel's address, e-mail or phone from the site settings.",
      { preview_path: routes.contact },
    ),
    dataFile("ArticleEndingsYaml", "article-endings", "How articles end: each article's Ending field picks one of these by kind."),
  ],
};

export const collections: CmsCollection[] = [blog, caseStudies, legal, settings, sections];

/**
 * Where the CMS reads and saves the files, and what a save does: the part of the configuration
 * that differs between the local CMS and the hosted one; everything else is shared.
 */
export interface CmsBackend {
  backend: { name: "proxy"; proxy_url: string; branch: string } | { name: "github"; repo: string; branch: string; base_url?: string; auth_endpoint?: string };
  publish_mode: "simple" | "editorial_workflow";
}

/**
 * `npm run cms`: Decap's proxy backend, answered by cms/local-backend.ts. In git mode (`draftsOnto`,
 * the branch checked out) a change is a draft on a branch of its own, published by a merge into
 * that branch (Decap's editorial workflow); otherwise files are written in this working copy's
 * content/ as they are saved, and the editor reviews and commits them with git.
 */
export const localBackend = (backendUrl: string, draftsOnto?: string): CmsBackend => ({
  backend: { name: "proxy", proxy_url: backendUrl, branch: draftsOnto ?? "main" },
  publish_mode: draftsOnto ? "editorial_workflow" : "simple",
});

/**
 * The hosted CMS (cms/hosted-admin.ts): the repository on GitHub, signed in through the OAuth
 * provider. Each change is a branch and a pull request (Decap's editorial workflow), so nothing
 * reaches the branch the site is built from until it is merged, and the build has checked it.
 */
export const githubBackend = ({ repo, branch, authUrl, authEndpoint }: HostedCmsSettings): CmsBackend => ({
  backend: {
    name: "github",
    repo,
    branch,
    ...(authUrl ? { base_url: authUrl } : {}),
    ...(authEndpoint ? { auth_endpoint: authEndpoint } : {}),
  },
  publish_mode: "editorial_workflow",
});

export interface CmsConfigOptions {
  backend: CmsBackend;
  /** The site the CMS's "View Live" links open, e.g. http://localhost:8000 or the canonical host. */
  siteUrl: string;
}

/** Where the shared images are uploaded: every collection's but those that keep images beside their text. */
export const MEDIA_FOLDER = "content/images";

/** The whole configuration, as CMS.init receives it. */
export function cmsConfig({ backend: { backend, publish_mode }, siteUrl }: CmsConfigOptions) {
  return {
    load_config_file: false,
    backend,
    publish_mode,
    site_url: siteUrl,
    display_url: siteUrl,
    locale: "en",
    // Shared images; articles and case studies keep theirs beside their text instead.
    media_folder: MEDIA_FOLDER,
    public_folder: "../images",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections,
  };
}

/**
 * config.json, as cms/admin/cms.js reads it: the configuration, and what its own formats and save
 * hook need to know of it. The local CMS's server and the hosted build both serve this.
 */
export function adminPageConfig(options: CmsConfigOptions) {
  return {
    config: cmsConfig(options),
    listFormat: { name: YAML_LIST_FORMAT, field: YAML_LIST_FIELD },
    markdownFormat: MARKDOWN_FORMAT,
    // The collections that keep each entry's images beside its text (media_folder "").
    besideTextCollections: collections.filter((collection) => collection.media_folder === "").map((collection) => collection.name),
  };
}

// The rules across files, checked once every file has been read: list files hold the count the
// design shows, every reference from one file to another resolves (FAQ sets, article endings,
// internal links), addresses are unique, and dates fall after the agency's founding.
import type * as z from "zod";
import { describeIssues, internalLink, yamlFileSchemaFor, yamlSchemaFor } from "./content-schemas";
import { leavesOf } from "./schema-walk";
import { routes } from "../lib/routes";

export interface DataFileContent {
  /** As shown to the editor, e.g. content/data/pages.yaml. */
  file: string;
  /** The GraphQL type its entries become, e.g. PagesYaml. */
  typeName: string;
  /** The file's YAML: one object, or a list of entries. */
  value: unknown;
}

export type MarkdownKind = "blog" | "case-studies" | "legal";

export interface MarkdownContent {
  kind: MarkdownKind;
  file: string;
  slug: string;
  body: string;
  frontmatter: Record<string, unknown>;
}

export interface ContentSet {
  dataFiles: DataFileContent[];
  /** The Markdown files this build publishes. */
  markdown: MarkdownContent[];
  /** Articles dated after the build: their addresses are taken, but they have no page yet. */
  heldBack: { file: string; slug: string }[];
  /** The pages src/pages makes, e.g. "/", "/contact-us/sent". */
  fixedPages: string[];
  /** Every other page the build made (numbered and category lists, ...), e.g. "/blogs/page/2". */
  builtPages: string[];
  /** Files served as they are (static/, the feed), e.g. "/rss.xml". */
  files: string[];
}

export interface ContentProblems {
  /** The file, and the entry of a list file, e.g. 'content/data/pages.yaml (entry "home")'. */
  where: string;
  problems: string[];
}

type Entry = Record<string, unknown>;

const isRecord = (value: unknown): value is Entry => value !== null && typeof value === "object" && !Array.isArray(value);

/** 'content/data/faqs.yaml (entry "home")', so an editor finds the entry in a list file. */
export function describeEntry(file: string, entry: Entry): string {
  const label = entry.id ?? entry.slug ?? entry.kind ?? entry.title ?? entry.name;
  return typeof label === "string" && label !== "" ? `${file} (entry "${label}")` : file;
}

/** The pages src/pages makes, from its files' paths relative to it (404 is not a page to link to). */
export function fixedPagePaths(relativeFiles: string[]): string[] {
  return relativeFiles
    .map((file) => file.replace(/\\/g, "/").replace(/\.(tsx|ts|jsx|js)$/, ""))
    .filter((page) => !/(^|\/)(404|_[^/]*)$/.test(page) && !page.includes("["))
    .map((page) => `/${page.replace(/(^|\/)index$/, "")}`.replace(/\/$/, "") || "/");
}

/** Every address a link may lead to in this build. */
function siteAddresses(set: ContentSet): Set<string> {
  const pages = [...set.fixedPages, ...set.builtPages.map(pageOf), ...set.files];
  for (const { kind, slug } of set.markdown) {
    pages.push(kind === "blog" ? routes.article(slug) : kind === "case-studies" ? routes.caseStudy(slug) : routes.legal(slug));
  }
  for (const service of entriesOf(set, "ServicesYaml")) {
    if (typeof service.slug === "string") pages.push(routes.service(service.slug));
  }
  return new Set(pages);
}

/** The page part of a link: "/services#faq" → "/services"; "#faq" → "" (this page, always there). */
function pageOf(href: string): string {
  const page = href.replace(/[?#].*$/, "");
  return page.length > 1 ? page.replace(/\/$/, "") : page;
}

function brokenLink(href: string, addresses: Set<string>): boolean {
  const page = pageOf(href);
  return page !== "" && !addresses.has(page);
}

const noPage = (href: string) => `${href} leads to no page on this site`;

function dataFile(set: ContentSet, typeName: string): DataFileContent | undefined {
  return set.dataFiles.find((file) => file.typeName === typeName);
}

function entriesOf(set: ContentSet, typeName: string): Entry[] {
  const value = dataFile(set, typeName)?.value;
  return Array.isArray(value) ? value.filter(isRecord) : isRecord(value) ? [value] : [];
}

/** Links written in Markdown: inline `[text](/path)`, reference `[label]: /path` and raw `href="/path"`. */
export function markdownLinks(body: string): string[] {
  const patterns = [/\]\(\s*<?([/#][^)\s>]*)/g, /^\s{0,3}\[[^\]]+\]:\s*<?([/#][^\s>]*)/gm, /href\s*=\s*["']([/#][^"']*)["']/g];
  return patterns.flatMap((pattern) => [...body.matchAll(pattern)].map((match) => match[1] ?? "")).filter((href) => !href.startsWith("//"));
}

function listFileProblems(file: DataFileContent): ContentProblems[] {
  const schema = yamlFileSchemaFor(file.typeName);
  if (!schema || !Array.isArray(file.value)) return [];
  const parsed = schema.safeParse(file.value);
  return parsed.success ? [] : [{ where: file.file, problems: describeIssues(parsed.error) }];
}

function faqSetProblems(set: ContentSet): ContentProblems[] {
  const faqsFile = dataFile(set, "FaqsYaml")?.file ?? "content/data/faqs.yaml";
  const setIds = entriesOf(set, "FaqsYaml").map((faqSet) => faqSet.id);
  const known = setIds.filter((id): id is string => typeof id === "string");
  return ["PagesYaml", "ServicesYaml"].flatMap((typeName) => {
    const file = dataFile(set, typeName);
    if (!file) return [];
    return entriesOf(set, typeName)
      .filter((entry) => typeof entry.faq === "string" && !known.includes(entry.faq))
      .map((entry) => ({
        where: describeEntry(file.file, entry),
        problems: [`faq: no FAQ set "${String(entry.faq)}" in ${faqsFile} (its sets: ${known.join(", ")})`],
      }));
  });
}

function linkProblems(set: ContentSet, addresses: Set<string>): ContentProblems[] {
  const fromData = set.dataFiles.flatMap((file) => {
    const schema = yamlSchemaFor(file.typeName);
    if (!schema) return [];
    const entries: unknown[] = Array.isArray(file.value) ? file.value : [file.value];
    return entries.flatMap((entry) => {
      const broken = linksIn(schema, entry).filter(({ href }) => brokenLink(href, addresses));
      return broken.length === 0 || !isRecord(entry)
        ? []
        : [{ where: describeEntry(file.file, entry), problems: broken.map(({ field, href }) => `${field}: ${noPage(href)}`) }];
    });
  });
  const fromMarkdown = set.markdown.flatMap(({ file, body }) => {
    const broken = [...new Set(markdownLinks(body).filter((href) => brokenLink(href, addresses)))];
    return broken.length === 0 ? [] : [{ where: file, problems: broken.map((href) => `body: the link ${noPage(href)}`) }];
  });
  return [...fromData, ...fromMarkdown];
}

function linksIn(schema: z.ZodType, entry: unknown): { field: string; href: string }[] {
  return leavesOf(schema, entry)
    .filter((leaf) => leaf.schema === internalLink && typeof leaf.value === "string")
    .map((leaf) => ({ field: leaf.path.join("."), href: leaf.value as string }));
}

function endingProblems(set: ContentSet): ContentProblems[] {
  const file = dataFile(set, "ArticleEndingsYaml")?.file ?? "content/data/article-endings.yaml";
  const kinds = entriesOf(set, "ArticleEndingsYaml").map((ending) => ending.kind);
  const problems = set.markdown
    .filter((article) => article.kind === "blog" && !kinds.includes(article.frontmatter.ending))
    .map((article) => `(whole file): no ending of kind "${String(article.frontmatter.ending)}", which ${article.file} ends with`);
  return problems.length === 0 ? [] : [{ where: file, problems }];
}

function addressProblems(set: ContentSet): ContentProblems[] {
  const problems: ContentProblems[] = [];
  const claim = (taken: Map<string, string>, address: string, file: string) => {
    const folded = address.toLowerCase();
    const owner = taken.get(folded);
    if (owner === undefined) taken.set(folded, file);
    else problems.push({ where: file, problems: [`(whole file): its address "${address}" is already taken by ${owner} (addresses are compared without regard to case)`] });
  };
  const articles = new Map<string, string>();
  const caseStudies = new Map<string, string>();
  // Legal pages share the site's root with the fixed pages.
  const rootPages = new Map(set.fixedPages.map((page) => [page.toLowerCase(), `src/pages (${page})`]));
  for (const { kind, slug, file } of set.markdown) {
    if (kind === "blog") claim(articles, slug, file);
    else if (kind === "case-studies") claim(caseStudies, slug, file);
    else claim(rootPages, routes.legal(slug), file);
  }
  for (const { slug, file } of set.heldBack) claim(articles, slug, file);
  return problems;
}

function dateProblems(set: ContentSet): ContentProblems[] {
  const founded = entriesOf(set, "SiteYaml")[0]?.foundingYear;
  if (typeof founded !== "number") return [];
  return set.markdown.flatMap(({ file, frontmatter }) => {
    const field = typeof frontmatter.published === "string" ? "published" : "lastUpdated";
    const date = frontmatter[field];
    if (typeof date !== "string") return [];
    const year = Number(date.slice(0, 4));
    return year < founded
      ? [{ where: file, problems: [`frontmatter ${field}: ${year} is before the agency's founding year, ${founded} (content/data/site.yaml)`] }]
      : [];
  });
}

/** Every problem across files, grouped by the file (and entry) an editor must change. */
export function checkContentSet(set: ContentSet): ContentProblems[] {
  const addresses = siteAddresses(set);
  const found = [
    ...set.dataFiles.flatMap(listFileProblems),
    ...faqSetProblems(set),
    ...endingProblems(set),
    ...linkProblems(set, addresses),
    ...addressProblems(set),
    ...dateProblems(set),
  ];
  const byPlace = new Map<string, string[]>();
  for (const { where, problems } of found) byPlace.set(where, [...(byPlace.get(where) ?? []), ...problems]);
  return [...byPlace].map(([where, problems]) => ({ where, problems }));
}

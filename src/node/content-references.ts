// The rules across files, checked once every file has been read. Each content type declares them
// on its fields (src/content-types): a field naming an entry of a list file (an article's author
// and ending, a page's FAQ set) names one the file has; a link or picture leads to a page or file
// this build makes; a date of the agency's work is not before its founding. No two pages share an address.
import { describeEntry, groupByPlace, type ContentProblems } from "./content-errors";
import { siteAddresses, type PublishedAddress, type SiteAddresses } from "./content-links";
import { MARKDOWN_KINDS, agencyDates, entryReferences, internalLinks, yamlSchemaFor } from "../content-types";
import { leavesOf, type Leaf } from "./schema-walk";
import { routes } from "../lib/routes";

export interface DataFileContent {
  /** As shown to the editor, e.g. content/data/pages.yaml. */
  file: string;
  /** The GraphQL type its entries become, e.g. PagesYaml. */
  typeName: string;
  /** The file's YAML: one object, or a list of entries. */
  value: unknown;
}

export type { MarkdownKind } from "../content-types";
import type { MarkdownKind } from "../content-types";

export interface MarkdownContent {
  kind: MarkdownKind;
  file: string;
  slug: string;
  frontmatter: Record<string, unknown>;
}

/** A Markdown body as published: the page it is on and the addresses of its HTML. */
export interface PublishedBody {
  file: string;
  /** Its page, e.g. /blogs/<slug>: relative addresses are resolved from it. */
  page: string;
  addresses: PublishedAddress[];
  /** An article held back: it may link to the others held back, which will have pages when it does. */
  heldBack: boolean;
}

export interface ContentSet {
  dataFiles: DataFileContent[];
  /** The Markdown files this build publishes. */
  markdown: MarkdownContent[];
  /** Articles dated after the build: their addresses are taken, but they have no page yet. */
  heldBack: { file: string; slug: string }[];
  /** Every Markdown body, published or not (held back, refused), with the addresses of its HTML. */
  bodies: PublishedBody[];
  /** The pages src/pages makes, e.g. "/", "/contact-us/sent". */
  fixedPages: string[];
  /**
   * Every other page the build made (numbered and category lists, ...), e.g. "/blogs/page/2";
   * undefined when they could not be made, and links are then left for the build that can.
   */
  builtPages: string[] | undefined;
  /** Files served as they are (static/, the feed, the sitemap), e.g. "/rss.xml". */
  files: string[];
  /** SITE_URL, when a build sets it: links to that host are links to this site too. */
  siteUrlOverride?: string;
}

type Entry = Record<string, unknown>;

const isRecord = (value: unknown): value is Entry => value !== null && typeof value === "object" && !Array.isArray(value);

/** The pages src/pages makes, from its files' paths relative to it (404 is not a page to link to). */
export function fixedPagePaths(relativeFiles: string[]): string[] {
  return relativeFiles
    .map((file) => file.replace(/\\/g, "/").replace(/\.(tsx|ts|jsx|js)$/, ""))
    .filter((page) => !/(^|\/)(404|_[^/]*)$/.test(page) && !page.includes("["))
    .map((page) => `/${page.replace(/(^|\/)index$/, "")}`.replace(/\/$/, "") || "/");
}

/** The Markdown file's page. */
export const markdownPage = (kind: MarkdownKind, slug: string): string =>
  kind === "blog" ? routes.article(slug) : kind === "case-studies" ? routes.caseStudy(slug) : routes.legal(slug);

/** Every path a link may lead to in this build. */
function pathsOfBuild(set: ContentSet): Set<string> {
  const pages = [...set.fixedPages, ...(set.builtPages ?? []), ...set.files];
  for (const { kind, slug } of set.markdown) pages.push(markdownPage(kind, slug));
  for (const service of entriesOf(set, "ServicesYaml")) {
    if (typeof service.slug === "string") pages.push(routes.service(service.slug));
  }
  return new Set(pages);
}

function dataFile(set: ContentSet, typeName: string): DataFileContent | undefined {
  return set.dataFiles.find((file) => file.typeName === typeName);
}

function entriesOf(set: ContentSet, typeName: string): Entry[] {
  const value = dataFile(set, typeName)?.value;
  return Array.isArray(value) ? value.filter(isRecord) : isRecord(value) ? [value] : [];
}

/** This site's hosts: site.yaml's siteUrl, and SITE_URL when a build sets it. */
function addressesOf(set: ContentSet): SiteAddresses {
  const siteUrl = entriesOf(set, "SiteYaml")[0]?.siteUrl;
  return siteAddresses([...(typeof siteUrl === "string" ? [siteUrl] : []), ...(set.siteUrlOverride ? [set.siteUrlOverride] : [])]);
}

/**
 * Each place an editor fills in fields, with every value beside its schema: a Markdown file's
 * frontmatter, and each entry of a data file (or its one object). The rules on fields walk these.
 */
interface FilledFields {
  where: string;
  /** Problems in frontmatter are named "frontmatter <field>", as the checks of each file name them. */
  frontmatter: boolean;
  leaves: Leaf[];
}

function filledFieldsOf(set: ContentSet): FilledFields[] {
  const markdown = set.markdown.map(({ kind, file, frontmatter }) => ({
    where: file,
    frontmatter: true,
    leaves: leavesOf(MARKDOWN_KINDS[kind].frontmatter, frontmatter),
  }));
  const data = set.dataFiles.flatMap((file) => {
    const schema = yamlSchemaFor(file.typeName);
    if (!schema) return [];
    const entries: unknown[] = Array.isArray(file.value) ? file.value : [file.value];
    return entries.filter(isRecord).map((entry) => ({ where: describeEntry(file.file, entry), frontmatter: false, leaves: leavesOf(schema, entry) }));
  });
  return [...markdown, ...data];
}

/** One rule applied to every filled-in value, its problems grouped by the place they are in. */
function fieldProblems(filled: FilledFields[], problemsOf: (leaf: Leaf, name: string) => string[]): ContentProblems[] {
  return filled.flatMap(({ where, frontmatter, leaves }) => {
    const problems = leaves.flatMap((leaf) => problemsOf(leaf, `${frontmatter ? "frontmatter " : ""}${leaf.path.join(".")}`));
    return problems.length === 0 ? [] : [{ where, problems }];
  });
}

/**
 * Every link and picture leads to a page or file this build makes: the link fields, which must
 * stay on this site, and every address in a published body (other sites' links are the editor's
 * to choose). A link to the page it is on (an anchor) always leads somewhere.
 */
function linkProblems(set: ContentSet, filled: FilledFields[], paths: Set<string>): ContentProblems[] {
  const site = addressesOf(set);
  const fromFields = fieldProblems(filled, (leaf, name) => {
    if (!internalLinks.has(leaf.schema) || typeof leaf.value !== "string") return [];
    const href = leaf.value;
    const target = site.target(href, routes.home);
    if (target.on === "another site") return [`${name}: ${href} leads to another site; a link here is a path on this site, starting with / or #`];
    if (target.on === "nowhere") return [`${name}: ${href} is not an address a browser can follow (${target.why})`];
    return paths.has(target.path) ? [] : [`${name}: ${href} leads to no page on this site`];
  });
  const heldBackPaths = set.heldBack.map(({ slug }) => routes.article(slug));
  const fromBodies = set.bodies.flatMap((body) => {
    const reachable = new Set([...paths, body.page, ...(body.heldBack ? heldBackPaths : [])]);
    const problems = body.addresses.flatMap(({ kind, address }) => {
      const target = site.target(address, body.page);
      if (target.on === "another site") return [];
      if (target.on === "nowhere") return [`body: the ${kind} ${address} is not an address a browser can follow (${target.why})`];
      if (reachable.has(target.path)) return [];
      return [kind === "link" ? `body: the link ${address} leads to no page on this site` : `body: the picture ${address} is no file on this site`];
    });
    return problems.length === 0 ? [] : [{ where: body.file, problems: [...new Set(problems)] }];
  });
  return [...fromFields, ...fromBodies];
}

/**
 * Every field naming an entry of a list file (an article's author and ending, a page's FAQ set)
 * names one the file has.
 */
function entryReferenceProblems(set: ContentSet, filled: FilledFields[]): ContentProblems[] {
  return fieldProblems(filled, (leaf, name) => {
    const target = entryReferences.get(leaf.schema);
    if (!target) return [];
    const file = dataFile(set, target.typeName)?.file ?? `the ${target.typeName} file`;
    const keys = entriesOf(set, target.typeName).map((entry) => entry[target.key]);
    if (keys.includes(leaf.value)) return [];
    const known = keys.filter((key): key is string => typeof key === "string").join(", ");
    return [`${name}: no entry with ${target.key} "${String(leaf.value)}" in ${file} (its entries: ${known})`];
  });
}

/**
 * No two pages share an address (compared without regard to case): each Markdown file's page,
 * including an article held back, against the others and the pages src/pages makes.
 */
function addressProblems(set: ContentSet): ContentProblems[] {
  const problems: ContentProblems[] = [];
  const taken = new Map(set.fixedPages.map((page) => [page.toLowerCase(), `src/pages (${page})`]));
  const files = [...set.markdown, ...set.heldBack.map(({ file, slug }) => ({ kind: "blog" as const, file, slug }))];
  for (const { kind, slug, file } of files) {
    const page = markdownPage(kind, slug);
    const owner = taken.get(page.toLowerCase());
    if (owner === undefined) taken.set(page.toLowerCase(), file);
    else problems.push({ where: file, problems: [`(whole file): its address "${page}" is already taken by ${owner} (addresses are compared without regard to case)`] });
  }
  return problems;
}

/** No date of the agency's work (each field of the agencyDates rule) is before its founding year. */
function dateProblems(set: ContentSet, filled: FilledFields[]): ContentProblems[] {
  const founded = entriesOf(set, "SiteYaml")[0]?.foundingYear;
  if (typeof founded !== "number") return [];
  const siteFile = dataFile(set, "SiteYaml")?.file ?? "content/data/site.yaml";
  return fieldProblems(filled, (leaf, name) => {
    if (!agencyDates.has(leaf.schema) || typeof leaf.value !== "string") return [];
    const year = Number(leaf.value.slice(0, 4));
    return year < founded ? [`${name}: ${year} is before the agency's founding year, ${founded} (${siteFile})`] : [];
  });
}

/** Every problem across files, grouped by the file (and entry) an editor must change. */
export function checkContentSet(set: ContentSet): ContentProblems[] {
  const filled = filledFieldsOf(set);
  return groupByPlace([
    ...entryReferenceProblems(set, filled),
    ...(set.builtPages ? linkProblems(set, filled, pathsOfBuild(set)) : []),
    ...addressProblems(set),
    ...dateProblems(set, filled),
  ]);
}

// Every content rule over every content file, once the build has made its pages and before any
// query runs or image is made: what each file must hold (file-checks.ts), where every link and
// picture of the data files and of the published bodies leads, and the rules across files
// (content-references.ts). Everything found is reported together, in one refusal.
//
// A warm build (Gatsby's .cache/ and public/ kept between builds, as on Netlify) must refuse what a
// cold one refuses, and accept what it accepts. So every file is judged afresh from what is on disk
// now: a file left as it was is judged again against the images it names, the date and the other
// files, a removed file has no node left to judge, and no problem outlives its file. What is
// carried from one build to the next is only what follows from a file's bytes alone, looked up by
// their digest: an image's size and format, and the addresses in a body's sanitised HTML (so a
// warm build renders only the bodies that changed).
import fs from "node:fs";
import path from "node:path";
import type { CreatePagesArgs, GatsbyCache, GatsbyNode, Node, NodePluginArgs } from "gatsby";
import * as yaml from "js-yaml";
import { ARTICLE_FEED_PATH } from "./article-feed";
import { failContent, groupByPlace, type ContentProblems } from "./content-errors";
import { yamlTypeName } from "./content-files";
import { publishedAddresses, type PublishedAddress } from "./content-links";
import { checkContentSet, fixedPagePaths, markdownPage, type ContentSet, type PublishedBody } from "./content-references";
import { yamlSchemaFor } from "../content-types";
import type { SiteTokenSource } from "./content-tokens";
import { publishedHtml, siteTokenValues } from "./create-resolvers";
import { writeEditorsContentSet } from "./editors-content-set";
import { dataFileProblems, markdownFileProblems, markdownVerdict, svgProblems, unreadable, unreadableFiles, type DataFile } from "./file-checks";
import { readImageFacts, type ImageFacts, type ImageReader } from "./image-sizes";
import { markdownSourceOf, type FileNode } from "./on-create-node";
import { contentNow, describeHeldBack, type HeldBackArticle } from "./scheduled-articles";
import { SITEMAP_INDEX_PATH } from "./robots";
import { CONTENT_HTML_RULES } from "./safe-html";

/** Files below a folder, relative to it, with forward slashes. */
function filesBelow(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/** The folders of content/, as gatsby-config names their sources. */
const CONTENT_SOURCES = new Set(["blog", "case-studies", "legal", "data", "images"]);

export interface ContentCheckInput {
  getNodesByType: NodePluginArgs["getNodesByType"];
  getNode: NodePluginArgs["getNode"];
  cache: Pick<GatsbyCache, "get" | "set">;
  createContentDigest: NodePluginArgs["createContentDigest"];
  /** gatsby-transformer-remark's HTML of the MarkdownRemark nodes named, by node id. */
  renderBodies: (ids: string[]) => Promise<ReadonlyMap<string, string>>;
  /** The pages createPages made; undefined when they could not be made. */
  builtPages: string[] | undefined;
  now: Date;
  root?: string;
  env?: NodeJS.ProcessEnv;
}

export interface ContentCheckResult {
  problems: ContentProblems[];
  heldBack: HeldBackArticle[];
  /** The content the rules across files were checked over. */
  set: ContentSet;
}

/** Image facts by the file's content digest, so an unchanged image is not read again. */
function rememberedImages(cache: ContentCheckInput["cache"], digests: ReadonlyMap<string, string>): ImageReader {
  return async (file) => {
    const digest = digests.get(file);
    if (!digest) return readImageFacts(file);
    const key = `image-facts:${digest}`;
    const known = (await cache.get(key)) as ImageFacts | { unreadable: true } | undefined;
    if (known) return "unreadable" in known ? undefined : known;
    const facts = await readImageFacts(file);
    await cache.set(key, facts ?? { unreadable: true });
    return facts;
  };
}

/**
 * The addresses in each body's published HTML, remembered by the digest of its Markdown file (which
 * decides remark's HTML, as gatsby-transformer-remark's own cache of it assumes), of the brand
 * tokens filled into it and of the sanitiser's rules; only the bodies not found are rendered.
 */
async function publishedAddressesOf(
  nodes: readonly Node[],
  site: SiteTokenSource,
  { cache, createContentDigest, renderBodies }: Pick<ContentCheckInput, "cache" | "createContentDigest" | "renderBodies">,
): Promise<Map<string, PublishedAddress[]>> {
  const rules = createContentDigest(`${CONTENT_HTML_RULES}\n${JSON.stringify(site)}`);
  const keyOf = (node: Node) => `published-addresses:${rules}:${node.internal.contentDigest}`;
  const found = new Map<string, PublishedAddress[]>();
  for (const node of nodes) {
    const known = (await cache.get(keyOf(node))) as PublishedAddress[] | undefined;
    if (known) found.set(node.id, known);
  }
  const unknown = nodes.filter((node) => !found.has(node.id));
  const rendered = unknown.length > 0 ? await renderBodies(unknown.map((node) => node.id)) : new Map<string, string>();
  for (const node of unknown) {
    const addresses = publishedAddresses(publishedHtml(rendered.get(node.id) ?? "", site));
    await cache.set(keyOf(node), addresses);
    found.set(node.id, addresses);
  }
  return found;
}

function readDataFile(file: FileNode, where: string): DataFile | { where: string; problem: string } {
  try {
    return { file: where, absolutePath: file.absolutePath, typeName: yamlTypeName(file.name), value: yaml.load(fs.readFileSync(file.absolutePath, "utf8")) };
  } catch (error) {
    return { where, problem: unreadable(error) };
  }
}

/** The brand tokens from site.yaml as the build reads it, when it holds them all. */
function tokensOf(dataFiles: DataFile[]): SiteTokenSource | undefined {
  const site = dataFiles.find((file) => file.typeName === "SiteYaml");
  const parsed = site ? yamlSchemaFor("SiteYaml")?.safeParse(site.value) : undefined;
  return parsed?.success ? siteTokenValues(parsed.data as SiteTokenSource) : undefined;
}

/** Every problem of the content as it is now, and the articles held back. */
export async function findContentProblems(input: ContentCheckInput): Promise<ContentCheckResult> {
  const { getNodesByType, getNode, cache, now, root = process.cwd(), env = process.env } = input;
  const files = (getNodesByType("File") as FileNode[]).filter((file) => CONTENT_SOURCES.has(file.sourceInstanceName));
  const digests = new Map(files.map((file) => [file.absolutePath, file.internal.contentDigest]));
  const readImage = rememberedImages(cache, digests);
  const display = (file: string) => path.relative(root, file);
  const found: ContentProblems[] = [];

  const dataFiles: DataFile[] = [];
  for (const file of files.filter((candidate) => candidate.sourceInstanceName === "data" && /^ya?ml$/i.test(candidate.extension))) {
    const read = readDataFile(file, display(file.absolutePath));
    if ("problem" in read) found.push({ where: read.where, problems: [read.problem] });
    else dataFiles.push(read);
  }
  for (const dataFile of dataFiles) found.push(...(await dataFileProblems(dataFile, readImage)));
  found.push(...svgProblems(files.map((file) => ({ file: display(file.absolutePath), extension: file.extension }))));

  const markdownNodes = getNodesByType("MarkdownRemark").flatMap((node) => {
    const source = node.parent ? markdownSourceOf(node, getNode(node.parent) as FileNode | undefined) : undefined;
    return source ? [{ node, source }] : [];
  });
  const site = tokensOf(dataFiles);
  // Without site.yaml's values the bodies cannot be published as they will be; its problems are listed.
  const addresses = site ? await publishedAddressesOf(markdownNodes.map(({ node }) => node), site, input) : new Map<string, PublishedAddress[]>();
  const markdown: ContentSet["markdown"] = [];
  const heldBack: HeldBackArticle[] = [];
  const bodies: PublishedBody[] = [];
  for (const { node, source } of markdownNodes) {
    const file = display(source.absolutePath);
    const verdict = markdownVerdict(source, now);
    found.push({ where: file, problems: await markdownFileProblems(source, verdict, now, readImage) });
    const slug = verdict.state === "refuse" ? undefined : verdict.slug;
    if (verdict.state === "publish") markdown.push({ kind: source.kind, file, slug: verdict.slug, frontmatter: verdict.frontmatter });
    if (verdict.state === "hold") heldBack.push({ file, slug: verdict.slug, until: String(verdict.frontmatter.published) });
    const published = addresses.get(node.id);
    if (published) {
      // A file refused for its place has no address; its links are read as from its folder's.
      bodies.push({ file, page: markdownPage(source.kind, slug ?? ""), addresses: published, heldBack: verdict.state === "hold" });
    }
  }

  const set: ContentSet = {
    dataFiles,
    markdown,
    heldBack,
    bodies,
    fixedPages: fixedPagePaths(filesBelow(path.join(root, "src/pages"))),
    builtPages: input.builtPages,
    files: [...filesBelow(path.join(root, "static")).map((file) => `/${file}`), ARTICLE_FEED_PATH, SITEMAP_INDEX_PATH],
    siteUrlOverride: env.SITE_URL?.trim() || undefined,
  };
  found.push(...checkContentSet(set));
  return { problems: groupByPlace(found), heldBack: heldBack.sort((a, b) => Date.parse(a.until) - Date.parse(b.until)), set };
}

/** Bodies rendered per query: a thousand at once would hold all their HTML in memory together. */
const BODIES_PER_QUERY = 100;

type CheckArgs = Pick<CreatePagesArgs, "graphql" | "getNodesByType" | "getNode" | "cache" | "createContentDigest" | "reporter">;

/**
 * Checks every rule over the content as it is now, given the pages made (undefined when they could
 * not be), prints the articles held back, and refuses the build when anything is wrong. Returns
 * whether the content passed.
 */
export async function checkContent(args: CheckArgs, builtPages: string[] | undefined): Promise<boolean> {
  const { graphql, reporter } = args;
  const renderBodies = async (ids: string[]) => {
    const html = new Map<string, string>();
    for (let start = 0; start < ids.length; start += BODIES_PER_QUERY) {
      const result = await graphql<{ allMarkdownRemark: { nodes: { id: string; html: string | null }[] } }, { ids: string[] }>(
        `
          query MarkdownBodies($ids: [String!]!) {
            allMarkdownRemark(filter: { id: { in: $ids } }) { nodes { id html } }
          }
        `,
        { ids: ids.slice(start, start + BODIES_PER_QUERY) },
      );
      if (result.errors || !result.data) throw new Error(`Could not render the Markdown bodies to check their links: ${String(result.errors)}`);
      for (const { id, html: body } of result.data.allMarkdownRemark.nodes) html.set(id, body ?? "");
    }
    return html;
  };
  const { problems, heldBack, set } = await findContentProblems({ ...args, renderBodies, builtPages, now: contentNow() });
  if (heldBack.length > 0) reporter.info(describeHeldBack(heldBack));
  await writeEditorsContentSet(path.join(process.cwd(), "public"), set);
  failContent(reporter, problems);
  return problems.length === 0;
}

/**
 * Before Gatsby reads the content: every file whose YAML cannot be read is refused here, all of
 * them named, since Gatsby's transformers would stop at the first (a data file's, unnamed).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  failContent(reporter, unreadableFiles(process.cwd()));
};

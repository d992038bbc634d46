// Gathers what the rules across files need (content-references.ts) once every node and page
// exists, before any query runs or image is made: the data files as written, the Markdown the
// build publishes, the pages it made and the static files.
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, Node, NodePluginArgs } from "gatsby";
import * as yaml from "js-yaml";
import { checkContentSet, fixedPagePaths, type ContentSet, type MarkdownContent, type MarkdownKind } from "./content-references";
import { displayPath, failContent } from "./content-errors";
import { yamlTypeName } from "./content-files";
import { MARKDOWN_KINDS, isMarkdownKind } from "./content-schemas";
import { describeHeldBack, heldBackArticles } from "./release";
import { ARTICLE_FEED_PATH } from "./article-feed";


/** Files below a folder, relative to it, with forward slashes. */
function filesBelow(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

function readDataFiles(root: string): ContentSet["dataFiles"] {
  const folder = path.join(root, "content/data");
  return filesBelow(folder)
    .filter((file) => /\.ya?ml$/.test(file) && !file.includes("/"))
    .map((file) => ({
      file: displayPath(path.join(folder, file)),
      typeName: yamlTypeName(file),
      value: yaml.load(fs.readFileSync(path.join(folder, file), "utf8")),
    }));
}

type GetNode = NodePluginArgs["getNode"];

function markdownOf(node: Node, kind: MarkdownKind, getNode: GetNode): MarkdownContent | undefined {
  const markdown = node.parent ? getNode(node.parent) : undefined;
  const file = markdown?.parent ? getNode(markdown.parent) : undefined;
  if (!markdown || !file) return undefined;
  const { id: _id, parent: _parent, children: _children, internal: _internal, slug, ...frontmatter } = node;
  return {
    kind,
    file: displayPath(String(file.absolutePath)),
    slug: String(slug),
    body: String(markdown.rawMarkdownBody ?? ""),
    frontmatter,
  };
}

export function gatherContentSet({ getNodesByType, getNode }: Pick<NodePluginArgs, "getNodesByType" | "getNode">, root = process.cwd()): ContentSet {
  const markdown = Object.keys(MARKDOWN_KINDS)
    .filter(isMarkdownKind)
    .flatMap((kind) => getNodesByType(MARKDOWN_KINDS[kind].type).flatMap((node) => markdownOf(node, kind, getNode) ?? []));
  return {
    dataFiles: readDataFiles(root),
    markdown,
    heldBack: heldBackArticles(),
    fixedPages: fixedPagePaths(filesBelow(path.join(root, "src/pages"))),
    builtPages: getNodesByType("SitePage").map((page) => String(page.path)),
    files: [...filesBelow(path.join(root, "static")).map((file) => `/${file}`), ARTICLE_FEED_PATH],
  };
}

/** Fails the build on any problem across files and prints the articles held back. */
function checkContentAcrossFiles(args: Pick<NodePluginArgs, "getNodesByType" | "getNode" | "reporter">): void {
  const problems = checkContentSet(gatherContentSet(args));
  const held = heldBackArticles();
  if (held.length > 0) args.reporter.info(describeHeldBack(held));
  for (const { where, problems: lines } of problems) failContent(args.reporter, where, lines);
}

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ getNodesByType, getNode, reporter }) => {
  checkContentAcrossFiles({ getNodesByType, getNode, reporter });
};

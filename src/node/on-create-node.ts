// Makes the typed node of each Markdown file that gets a page (BlogPost, CaseStudy, LegalPage)
// and derives the fields pages need (slug, read time), so templates never parse paths or
// frontmatter themselves. Whether a file gets a page is decided from its own text
// (file-checks.ts): its place, its frontmatter and, for an article, its date (scheduled-articles.ts). What is
// wrong with a file is reported by the check of all content once the pages are made
// (check-content.ts), which judges every file again on every build.
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, Node, NodePluginArgs } from "gatsby";
import { isMarkdownKind, MARKDOWN_KINDS } from "../content-types";
import { markdownVerdict, type MarkdownSource } from "./file-checks";
import { contentNow } from "./scheduled-articles";
import { READING_WORDS_PER_MINUTE } from "../lib/constants";

export interface FileNode extends Node {
  absolutePath: string;
  sourceInstanceName: string;
  name: string;
  extension: string;
  relativeDirectory: string;
}

export function countWords(markdown: string): number {
  const plain = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`|-]/g, " ");
  return plain.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readTimeMinutes(markdown: string): number {
  return Math.max(1, Math.round(countWords(markdown) / READING_WORDS_PER_MINUTE));
}

/** The Markdown file behind a MarkdownRemark node, when it is one of content/'s kinds. */
export function markdownSourceOf(markdownNode: Node, file: FileNode | undefined): MarkdownSource | undefined {
  if (!file || !isMarkdownKind(file.sourceInstanceName)) return undefined;
  return {
    kind: file.sourceInstanceName,
    absolutePath: file.absolutePath,
    folder: file.relativeDirectory.split(path.sep).join("/"),
    name: file.name,
    body: String(markdownNode.rawMarkdownBody ?? ""),
  };
}

type BuildArgs = Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest">;

/** Makes the page node of a Markdown file that is published now; a refused or held-back file gets none. */
function makePageNode(markdownNode: Node, source: MarkdownSource, { actions, createNodeId, createContentDigest }: BuildArgs): void {
  const verdict = markdownVerdict(source, contentNow());
  if (verdict.state !== "publish") return;
  const kind = MARKDOWN_KINDS[source.kind];
  const fields = { ...verdict.frontmatter, slug: verdict.slug, readTimeMinutes: readTimeMinutes(source.body) };
  const child = {
    ...fields,
    id: createNodeId(`${markdownNode.id} >>> ${kind.typeName}`),
    parent: markdownNode.id,
    children: [],
    internal: { type: kind.typeName, contentDigest: createContentDigest(fields) },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: markdownNode, child: child as unknown as Node });
}

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  const { node, getNode } = args;
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return;
  const source = markdownSourceOf(node, getNode(node.parent) as FileNode | undefined);
  if (source) makePageNode(node, source, args);
};

/**
 * With Gatsby's cache warm, an unchanged file's Markdown node is restored without onCreateNode
 * running again, so an article held back by an earlier build would never be released. Every build
 * therefore looks again at each Markdown file that has no page node. A restored node whose file is
 * gone is left alone: once sourcing ends, Gatsby deletes it with everything made from it.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => {
  for (const node of args.getNodesByType("MarkdownRemark")) {
    const source = node.parent ? markdownSourceOf(node, args.getNode(node.parent) as FileNode | undefined) : undefined;
    if (!source || !fs.existsSync(source.absolutePath)) continue;
    const pageType = MARKDOWN_KINDS[source.kind].typeName;
    if (!node.children.some((childId) => args.getNode(childId)?.internal.type === pageType)) makePageNode(node, source, args);
  }
};

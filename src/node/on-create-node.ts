// Checks every content file against content-schemas.ts (fields, where the file is, the files and
// images it names) and derives the fields pages need (slug, read time), so templates never parse
// paths or frontmatter themselves. An article dated after the build is held back (release.ts).
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, Node, NodePluginArgs } from "gatsby";
import { describeIssues, isMarkdownKind, MARKDOWN_KINDS, markdownLocationProblems, yamlSchemaFor } from "./content-schemas";
import { unknownTokens } from "./content-tokens";
import { readFrontmatter } from "./content-files";
import { displayPath, failContent } from "./content-errors";
import { describeEntry } from "./content-references";
import { imageUses, undersizedImages } from "./image-sizes";
import { articleRelease, contentNow, datedAheadProblem, forgetHeldBack, noteHeldBack } from "./release";
import { READING_WORDS_PER_MINUTE } from "../lib/constants";

interface FileNode extends Node {
  absolutePath: string;
  sourceInstanceName: string;
  name: string;
  relativeDirectory: string;
}

/** Relative file fields that point at nothing, as `field: message` lines. */
function missingFiles(value: unknown, baseDir: string, fieldPath: string[] = []): string[] {
  if (typeof value === "string") {
    const looksRelative = value.startsWith("./") || value.startsWith("../");
    return looksRelative && !fs.existsSync(path.resolve(baseDir, value))
      ? [`${fieldPath.join(".")}: no file at ${value}`]
      : [];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => missingFiles(item, baseDir, [...fieldPath, String(index)]));
  }
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => missingFiles(item, baseDir, [...fieldPath, key]));
  }
  return [];
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

function slugFor(file: FileNode): string {
  return file.name === "index" ? path.basename(file.relativeDirectory) : file.name;
}

type BuildArgs = Pick<NodePluginArgs, "getNode" | "actions" | "createNodeId" | "createContentDigest" | "reporter">;

/** Checks one Markdown file and, unless it is refused or held back, makes its typed node. */
async function processMarkdown(node: Node, file: FileNode, args: BuildArgs): Promise<void> {
  if (!isMarkdownKind(file.sourceInstanceName)) return;
  const { actions, createNodeId, createContentDigest, reporter } = args;
  const kind = MARKDOWN_KINDS[file.sourceInstanceName];
  const where = displayPath(file.absolutePath);

  const misplaced = markdownLocationProblems(file.sourceInstanceName, file.relativeDirectory, file.name);
  if (misplaced.length > 0) {
    failContent(reporter, where, misplaced);
    return;
  }
  const parsed = kind.schema.safeParse(readFrontmatter(fs.readFileSync(file.absolutePath, "utf8")));
  if (!parsed.success) {
    failContent(reporter, where, describeIssues(parsed.error).map((line) => `frontmatter ${line}`));
    return;
  }
  const rawBody = String(node.rawMarkdownBody ?? "");
  const baseDir = path.dirname(file.absolutePath);
  const missing = missingFiles(parsed.data, baseDir).map((line) => `frontmatter ${line}`);
  const now = contentNow();
  const release = "ending" in parsed.data ? articleRelease(parsed.data.published, now) : { state: "publish" as const };
  const datedAhead =
    "metrics" in parsed.data
      ? datedAheadProblem("published", parsed.data.published, now)
      : "lastUpdated" in parsed.data
        ? datedAheadProblem("lastUpdated", parsed.data.lastUpdated, now)
        : undefined;
  const problems = [
    ...missing,
    ...(missing.length === 0
      ? (await undersizedImages(imageUses(kind.schema, parsed.data, baseDir))).map((line) => `frontmatter ${line}`)
      : []),
    ...(release.state === "refuse" ? [release.problem] : []),
    ...(datedAhead ? [datedAhead] : []),
    ...unknownTokens(rawBody).map((token) => `body: unknown token {{${token}}}`),
  ];
  if (problems.length > 0) {
    failContent(reporter, where, problems);
    return;
  }
  const slug = slugFor(file);
  if (release.state === "hold" && "published" in parsed.data) {
    noteHeldBack({ file: where, slug, until: parsed.data.published });
    return;
  }
  forgetHeldBack(where);

  const fields = { ...parsed.data, slug, readTimeMinutes: readTimeMinutes(rawBody) };
  const child = {
    ...fields,
    id: createNodeId(`${node.id} >>> ${kind.type}`),
    parent: node.id,
    children: [],
    internal: { type: kind.type, contentDigest: createContentDigest(fields) },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: node, child: child as unknown as Node });
}

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  const { node, getNode, reporter } = args;
  if (node.internal.type === "MarkdownRemark" && node.parent) {
    const file = getNode(node.parent) as FileNode | undefined;
    if (file) await processMarkdown(node, file, args);
    return;
  }

  if (node.internal.owner === "gatsby-transformer-yaml" && node.parent) {
    const file = getNode(node.parent) as FileNode | undefined;
    const where = file ? displayPath(file.absolutePath) : node.internal.type;
    const schema = yamlSchemaFor(node.internal.type);
    if (!schema) {
      failContent(reporter, where, [
        `no content type ${node.internal.type} is declared; add it to src/node/content-schemas.ts and schema.ts`,
      ]);
      return;
    }
    // The transformer moves a YAML `id` to `yamlId`; check the object as the editor wrote it.
    const { id: _nodeId, parent: _parent, children: _children, internal: _internal, yamlId, ...written } = node;
    const original = yamlId === undefined ? written : { id: yamlId, ...written };
    const parsed = schema.safeParse(original);
    const baseDir = file ? path.dirname(file.absolutePath) : undefined;
    const missing = parsed.success && baseDir ? missingFiles(original, baseDir) : [];
    const problems = !parsed.success
      ? describeIssues(parsed.error)
      : missing.length > 0 || !baseDir
        ? missing
        : await undersizedImages(imageUses(schema, parsed.data, baseDir));
    if (problems.length > 0) failContent(reporter, describeEntry(where, original), problems);
  }
};

/**
 * With Gatsby's cache warm, an unchanged file's Markdown node is restored without onCreateNode
 * running again, so an article held back by an earlier build would never be released. Every
 * build therefore looks again at each article that has no page node yet.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  for (const node of args.getNodesByType("MarkdownRemark")) {
    const file = node.parent ? (args.getNode(node.parent) as FileNode | undefined) : undefined;
    if (file?.sourceInstanceName !== "blog") continue;
    const hasPage = node.children.some((childId) => args.getNode(childId)?.internal.type === "BlogPost");
    if (!hasPage) await processMarkdown(node, file, args);
  }
};

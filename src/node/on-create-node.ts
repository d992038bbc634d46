// Checks every content file against content-schemas.ts and derives the fields pages need
// (slug, read time), so templates never parse paths or frontmatter themselves.
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, Node, Reporter } from "gatsby";
import * as yaml from "js-yaml";
import type * as z from "zod";
import {
  blogFrontmatter,
  caseStudyFrontmatter,
  describeIssues,
  legalFrontmatter,
  yamlSchemaFor,
} from "./content-schemas";
import { unknownTokens } from "./content-tokens";
import { READING_WORDS_PER_MINUTE } from "../lib/constants";

interface FileNode extends Node {
  absolutePath: string;
  sourceInstanceName: string;
  name: string;
  relativeDirectory: string;
}

/** Which node type each content folder's Markdown becomes, and what its frontmatter must hold. */
const MARKDOWN_KINDS = {
  blog: { type: "BlogPost", schema: blogFrontmatter },
  "case-studies": { type: "CaseStudy", schema: caseStudyFrontmatter },
  legal: { type: "LegalPage", schema: legalFrontmatter },
} as const satisfies Record<string, { type: string; schema: z.ZodType }>;

type MarkdownKind = keyof typeof MARKDOWN_KINDS;

const isMarkdownKind = (name: string): name is MarkdownKind => Object.hasOwn(MARKDOWN_KINDS, name);

const displayPath = (absolutePath: string) => path.relative(process.cwd(), absolutePath);

function failContent(reporter: Reporter, file: string, problems: string[]): void {
  reporter.panicOnBuild(
    `Content error in ${file}:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
  );
}

/**
 * The frontmatter as the editor wrote it. gatsby-transformer-remark turns dates into UTC
 * Date objects and loses their offsets, so the block is re-read with the YAML core schema,
 * which keeps timestamps as the strings they are.
 */
function readFrontmatter(absolutePath: string): unknown {
  const source = fs.readFileSync(absolutePath, "utf8");
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  return block?.[1] ? yaml.load(block[1], { schema: yaml.CORE_SCHEMA }) : {};
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

export const onCreateNode: GatsbyNode["onCreateNode"] = ({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  if (node.internal.type === "MarkdownRemark" && node.parent) {
    const file = getNode(node.parent) as FileNode | undefined;
    if (!file || !isMarkdownKind(file.sourceInstanceName)) return;
    const kind = MARKDOWN_KINDS[file.sourceInstanceName];
    const where = displayPath(file.absolutePath);

    const parsed = kind.schema.safeParse(readFrontmatter(file.absolutePath));
    if (!parsed.success) {
      failContent(reporter, where, describeIssues(parsed.error).map((line) => `frontmatter ${line}`));
      return;
    }
    const rawBody = String(node.rawMarkdownBody ?? "");
    const problems = [
      ...missingFiles(parsed.data, path.dirname(file.absolutePath)).map((line) => `frontmatter ${line}`),
      ...unknownTokens(rawBody).map((token) => `body: unknown token {{${token}}}`),
    ];
    if (problems.length > 0) {
      failContent(reporter, where, problems);
      return;
    }

    const fields = {
      ...parsed.data,
      slug: slugFor(file),
      readTimeMinutes: readTimeMinutes(rawBody),
    };
    const child = {
      ...fields,
      id: createNodeId(`${node.id} >>> ${kind.type}`),
      parent: node.id,
      children: [],
      internal: { type: kind.type, contentDigest: createContentDigest(fields) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child: child as unknown as Node });
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
    const problems = parsed.success
      ? file
        ? missingFiles(original, path.dirname(file.absolutePath))
        : []
      : describeIssues(parsed.error);
    if (problems.length > 0) failContent(reporter, describeYamlEntry(where, original), problems);
  }
};

/** 'content/data/faqs.yaml (entry "home")', so an editor finds the entry in a list file. */
function describeYamlEntry(where: string, original: Record<string, unknown>): string {
  const label = original.id ?? original.slug ?? original.title ?? original.name;
  return typeof label === "string" && label !== "" ? `${where} (entry "${label}")` : where;
}

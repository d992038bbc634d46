// The build's rules for one content file, applied to its content as read (a data file's YAML, a
// Markdown file's frontmatter): the schema of the file's content type, with each problem named as
// the build names it. Pure, so that the local backend's guard (content-check.ts) and the checks
// in the editor's browser (save-checks.ts) apply the same rules in the same words.
import type * as z from "zod";
import { describeIssues, isMarkdownKind, MARKDOWN_KINDS, markdownFolder, yamlFileSchemaFor, yamlSchemaFor, type MarkdownKind } from "../src/content-types";
import { yamlTypeName } from "../src/node/content-files";

/** Items as a sentence lists them: "a", "a and b", "a, b and c". */
export const listed = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

export type Reading =
  /** A file no rule names. */
  | { kind: "unchecked" }
  | { kind: "refused"; problems: string[] }
  /** `value` passed `schema`; the build names its fields with `prefix`. */
  | { kind: "accepted"; schema: z.ZodType; value: unknown; prefix: string };

/** The kind of Markdown file at `file` (project-relative, forward slashes), or undefined for any other file. */
export function markdownKindOf(file: string): MarkdownKind | undefined {
  return Object.keys(MARKDOWN_KINDS)
    .filter(isMarkdownKind)
    .find((candidate) => file.startsWith(`${markdownFolder(candidate)}/`) && file.endsWith(".md"));
}

/** Whether `file` is a data file, read as YAML whose root is its content. */
export const isDataFile = (file: string): boolean => /^content\/data\/[^/]+\.ya?ml$/.test(file);

function dataSchemaOf(file: string): z.ZodType | undefined {
  const typeName = yamlTypeName(file);
  return yamlFileSchemaFor(typeName) ?? yamlSchemaFor(typeName);
}

/** Whether the build has rules for `file`: a data file of a content type, or a Markdown file of a kind. */
export const isCheckedFile = (file: string): boolean => (isDataFile(file) ? dataSchemaOf(file) !== undefined : markdownKindOf(file) !== undefined);

/**
 * `content` checked as the build checks `file` (project-relative, forward slashes): for a data
 * file its YAML as read, for a Markdown file its frontmatter as read.
 */
export function checkAsTheBuild(file: string, content: unknown): Reading {
  if (isDataFile(file)) {
    const schema = dataSchemaOf(file);
    if (!schema) return { kind: "unchecked" };
    const result = schema.safeParse(content);
    return result.success ? { kind: "accepted", schema, value: result.data, prefix: "" } : { kind: "refused", problems: describeIssues(result.error) };
  }
  const kind = markdownKindOf(file);
  if (!kind) return { kind: "unchecked" };
  const { frontmatter: schema } = MARKDOWN_KINDS[kind];
  const result = schema.safeParse(content);
  return result.success
    ? { kind: "accepted", schema, value: result.data, prefix: "frontmatter " }
    : { kind: "refused", problems: describeIssues(result.error).map((line) => `frontmatter ${line}`) };
}

/** How the CMS refuses a save the build would refuse, in the same words wherever it is refused: each place, then its problems. */
export const refusedSave = (places: readonly { where: string; problems: readonly string[] }[]): string =>
  `Not saved: the build would refuse ${places.map(({ where, problems }) => `${where}: ${problems.join("; ")}`).join("; and ")}.`;

// The build's own rules for one file, applied to what the CMS is about to save: a file the build
// would refuse (a blank text, a text over its limit, the same article-ending kind twice, a list
// of the wrong length, a picture smaller than its slot or missing) is refused before it is
// written, naming the field as the build would. Rules across files (links, FAQ sets, dates
// against the clock) stay the build's.
import path from "node:path";
import * as yaml from "js-yaml";
import sharp from "sharp";
import type * as z from "zod";
import {
  describeIssues,
  isMarkdownKind,
  MARKDOWN_KINDS,
  markdownFolder,
  yamlFileSchemaFor,
  yamlSchemaFor,
} from "../src/content-types";
import { frontmatterBlock, readFrontmatter, yamlTypeName } from "../src/node/content-files";
import { imageProblems, imageUses, readImageFacts } from "../src/node/image-sizes";

function parsed(read: () => unknown): { value: unknown } | { problem: string } {
  try {
    return { value: read() };
  } catch (error) {
    return { problem: `(whole file): not readable YAML (${(error as Error).message.split("\n")[0]})` };
  }
}

type Reading =
  /** A file no rule names. */
  | { kind: "unchecked" }
  | { kind: "refused"; problems: string[] }
  /** `value` passed `schema`; the build names its fields with `prefix`. */
  | { kind: "accepted"; schema: z.ZodType; value: unknown; prefix: string };

/** `file` (project-relative, forward slashes) holding `text`, read and checked as the build reads it. */
function readAsTheBuild(file: string, text: string): Reading {
  const dataFile = /^content\/data\/[^/]+\.ya?ml$/.exec(file);
  if (dataFile) {
    const typeName = yamlTypeName(file);
    const schema = yamlFileSchemaFor(typeName) ?? yamlSchemaFor(typeName);
    if (!schema) return { kind: "unchecked" };
    const content = parsed(() => yaml.load(text));
    if ("problem" in content) return { kind: "refused", problems: [content.problem] };
    const result = schema.safeParse(content.value);
    return result.success ? { kind: "accepted", schema, value: result.data, prefix: "" } : { kind: "refused", problems: describeIssues(result.error) };
  }
  const kind = Object.keys(MARKDOWN_KINDS)
    .filter(isMarkdownKind)
    .find((candidate) => file.startsWith(`${markdownFolder(candidate)}/`) && file.endsWith(".md"));
  if (!kind) return { kind: "unchecked" };
  if (frontmatterBlock(text) === undefined) return { kind: "refused", problems: ["(whole file): no frontmatter between --- lines"] };
  const frontmatter = parsed(() => readFrontmatter(text));
  if ("problem" in frontmatter) return { kind: "refused", problems: [frontmatter.problem] };
  const { frontmatter: schema } = MARKDOWN_KINDS[kind];
  const result = schema.safeParse(frontmatter.value);
  return result.success
    ? { kind: "accepted", schema, value: result.data, prefix: "frontmatter " }
    : { kind: "refused", problems: describeIssues(result.error).map((line) => `frontmatter ${line}`) };
}

/**
 * The problems the build would report for `file` (project-relative, forward slashes) holding
 * `text`, one `field: message` line each; empty when the build accepts it, or for a file no
 * rule names.
 */
export function persistedFileProblems(file: string, text: string): string[] {
  const reading = readAsTheBuild(file, text);
  return reading.kind === "refused" ? reading.problems : [];
}

export interface SavedWith {
  /** The project, whose paths the CMS names relative to it. */
  projectRoot: string;
  /** The pictures uploaded in the same save, by absolute path. */
  uploads: Map<string, Buffer>;
}

/**
 * As persistedFileProblems, and the pictures the file names as the build checks them: each at
 * least as large as its slot, read from the same save's uploads or else from content/.
 */
export async function savedFileProblems(file: string, text: string, { projectRoot, uploads }: SavedWith): Promise<string[]> {
  const reading = readAsTheBuild(file, text);
  if (reading.kind !== "accepted") return reading.kind === "refused" ? reading.problems : [];
  const baseDir = path.join(projectRoot, ...path.posix.dirname(file).split("/"));
  const readImage = async (absolute: string) => {
    const bytes = uploads.get(absolute);
    if (!bytes) return readImageFacts(absolute);
    const { width, height, format } = await sharp(bytes).metadata();
    return width && height && format ? { width, height, format } : undefined;
  };
  const problems = await imageProblems(imageUses(reading.schema, reading.value, baseDir), readImage);
  return problems.map((line) => `${reading.prefix}${line}`);
}

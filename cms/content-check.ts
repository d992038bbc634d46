// The build's own rules for one file, applied to what the CMS is about to save: a file the build
// would refuse (a blank text, a text over its limit, the same article-ending kind twice, a list
// of the wrong length) is refused before it is written, naming the field as the build would.
// Rules across files (links, FAQ sets, image sizes, dates against the clock) stay the build's.
import * as yaml from "js-yaml";
import {
  describeIssues,
  isMarkdownKind,
  MARKDOWN_KINDS,
  markdownFolder,
  yamlFileSchemaFor,
  yamlSchemaFor,
} from "../src/node/content-schemas";
import { frontmatterBlock, readFrontmatter, yamlTypeName } from "../src/node/content-files";

function parsed(read: () => unknown): { value: unknown } | { problem: string } {
  try {
    return { value: read() };
  } catch (error) {
    return { problem: `(whole file): not readable YAML (${(error as Error).message.split("\n")[0]})` };
  }
}

/**
 * The problems the build would report for `file` (project-relative, forward slashes) holding
 * `text`, one `field: message` line each; empty when the build accepts it, or for a file no
 * rule names.
 */
export function persistedFileProblems(file: string, text: string): string[] {
  const dataFile = /^content\/data\/[^/]+\.ya?ml$/.exec(file);
  if (dataFile) {
    const typeName = yamlTypeName(file);
    const schema = yamlFileSchemaFor(typeName) ?? yamlSchemaFor(typeName);
    if (!schema) return [];
    const content = parsed(() => yaml.load(text));
    if ("problem" in content) return [content.problem];
    const result = schema.safeParse(content.value);
    return result.success ? [] : describeIssues(result.error);
  }
  const kind = Object.keys(MARKDOWN_KINDS)
    .filter(isMarkdownKind)
    .find((candidate) => file.startsWith(`${markdownFolder(candidate)}/`) && file.endsWith(".md"));
  if (!kind) return [];
  if (frontmatterBlock(text) === undefined) return ["(whole file): no frontmatter between --- lines"];
  const frontmatter = parsed(() => readFrontmatter(text));
  if ("problem" in frontmatter) return [frontmatter.problem];
  const result = MARKDOWN_KINDS[kind].schema.safeParse(frontmatter.value);
  return result.success ? [] : describeIssues(result.error).map((line) => `frontmatter ${line}`);
}

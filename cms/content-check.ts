// The build's own rules for one file, applied to what the CMS is about to save: a file the build
// would refuse (a blank text, a text over its limit, the same article-ending kind twice, a list
// of the wrong length, a picture smaller than its slot or missing) is refused before it is
// written, naming the field as the build would (file-rules.ts). Rules across files (links, FAQ
// sets, dates against the clock) are the build's, and the CMS's checks in the browser
// (save-checks.ts) apply those it can before a save is sent.
import path from "node:path";
import * as yaml from "js-yaml";
import sharp from "sharp";
import { frontmatterBlock, readFrontmatter } from "../src/node/content-files";
import { imageProblems, imageUses, readImageFacts } from "../src/node/image-sizes";
import { checkAsTheBuild, isCheckedFile, isDataFile, type Reading } from "./file-rules";

function parsed(read: () => unknown): { value: unknown } | { problem: string } {
  try {
    return { value: read() };
  } catch (error) {
    return { problem: `(whole file): not readable YAML (${(error as Error).message.split("\n")[0]})` };
  }
}

/** `file` (project-relative, forward slashes) holding `text`, read and checked as the build reads it. */
function readAsTheBuild(file: string, text: string): Reading {
  if (!isCheckedFile(file)) return { kind: "unchecked" };
  if (isDataFile(file)) {
    const content = parsed(() => yaml.load(text));
    return "problem" in content ? { kind: "refused", problems: [content.problem] } : checkAsTheBuild(file, content.value);
  }
  if (frontmatterBlock(text) === undefined) return { kind: "refused", problems: ["(whole file): no frontmatter between --- lines"] };
  const frontmatter = parsed(() => readFrontmatter(text));
  return "problem" in frontmatter ? { kind: "refused", problems: [frontmatter.problem] } : checkAsTheBuild(file, frontmatter.value);
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

// The rules each content file must meet by itself, read from the file as it is now: where a
// Markdown file is, its frontmatter, its date, its tokens and the files and images it names; each
// entry of a data file, the files and images it names and, for a list, how many entries and which
// key differs; and no SVG anywhere in content. The build runs them over every file on every build
// (check-content.ts), so a file left as it was is judged again against the images and the date as
// they are now.
import fs from "node:fs";
import path from "node:path";
import * as yaml from "js-yaml";
import {
  describeIssues,
  listFileRulesFor,
  MARKDOWN_KINDS,
  markdownLocationProblems,
  yamlSchemaFor,
  type MarkdownKind,
} from "../content-types";
import { frontmatterBlock, readFrontmatter } from "./content-files";
import { describeEntry, type ContentProblems } from "./content-errors";
import { unknownTokens } from "./content-tokens";
import { imageProblems, imageUses, RASTER_FORMATS_HINT, type ImageReader } from "./image-sizes";
import { articleRelease, datedAheadProblem } from "./scheduled-articles";

/** A Markdown file of content/<kind>, as Gatsby reads it. */
export interface MarkdownSource {
  kind: MarkdownKind;
  absolutePath: string;
  /** Its folder inside content/<kind>: "" for a file directly in it. */
  folder: string;
  /** Its name without the extension. */
  name: string;
  /** The Markdown after the frontmatter. */
  body: string;
}

/** What the build makes of a Markdown file, from its own text: nothing, a held-back article, or a page. */
export type MarkdownVerdict =
  | { state: "refuse"; problems: string[] }
  | { state: "hold" | "publish"; slug: string; frontmatter: Record<string, unknown> };

/** Relative file fields that point at nothing, as `field: message` lines. */
function missingFiles(value: unknown, baseDir: string, fieldPath: string[] = []): string[] {
  if (typeof value === "string") {
    const looksRelative = value.startsWith("./") || value.startsWith("../");
    return looksRelative && !fs.existsSync(path.resolve(baseDir, value)) ? [`${fieldPath.join(".")}: no file at ${value}`] : [];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => missingFiles(item, baseDir, [...fieldPath, String(index)]));
  }
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => missingFiles(item, baseDir, [...fieldPath, key]));
  }
  return [];
}

/**
 * The problem of a file whose YAML cannot be read: what the reader met, and where in the file
 * (a Markdown file's frontmatter starts on its second line).
 */
export function unreadable(error: unknown, firstLine = 1): string {
  if (error instanceof yaml.YAMLException && error.mark) {
    return `(whole file): not readable YAML: ${error.reason} at line ${error.mark.line + firstLine}, column ${error.mark.column + 1}`;
  }
  return `(whole file): not readable YAML (${String((error as Error).message).split("\n")[0]})`;
}

/**
 * Whether a Markdown file gets a page: refused when it is in the wrong place, its frontmatter
 * breaks its schema or, for an article, its date is a slip of the year; an article dated after
 * `now` is held back until a build on or after its date.
 */
export function markdownVerdict(source: MarkdownSource, now: Date): MarkdownVerdict {
  const misplaced = markdownLocationProblems(source.kind, source.folder, source.name);
  if (misplaced.length > 0) return { state: "refuse", problems: misplaced };
  let written: unknown;
  try {
    written = readFrontmatter(fs.readFileSync(source.absolutePath, "utf8"));
  } catch (error) {
    return { state: "refuse", problems: [unreadable(error, 2)] };
  }
  const parsed = MARKDOWN_KINDS[source.kind].frontmatter.safeParse(written);
  if (!parsed.success) return { state: "refuse", problems: describeIssues(parsed.error).map((line) => `frontmatter ${line}`) };
  const frontmatter: Record<string, unknown> = parsed.data;
  const slug = source.name === "index" ? source.folder : source.name;
  if (source.kind !== "blog" || typeof frontmatter.published !== "string") return { state: "publish", slug, frontmatter };
  const release = articleRelease(frontmatter.published, now);
  return release.state === "refuse" ? { state: "refuse", problems: [release.problem] } : { state: release.state, slug, frontmatter };
}

/** Every problem of a Markdown file: its verdict's, then the files and images it names, its date and its tokens. */
export async function markdownFileProblems(source: MarkdownSource, verdict: MarkdownVerdict, now: Date, readImage: ImageReader): Promise<string[]> {
  const tokens = unknownTokens(source.body).map((token) => `body: unknown token {{${token}}}`);
  if (verdict.state === "refuse") return [...verdict.problems, ...tokens];
  const { frontmatter } = verdict;
  const baseDir = path.dirname(source.absolutePath);
  const missing = missingFiles(frontmatter, baseDir);
  const images = missing.length === 0 ? await imageProblems(imageUses(MARKDOWN_KINDS[source.kind].frontmatter, frontmatter, baseDir), readImage) : [];
  // A case study's `published` and a legal page's `lastUpdated` say when something happened.
  const datedAhead =
    source.kind === "case-studies" && typeof frontmatter.published === "string"
      ? datedAheadProblem("published", frontmatter.published, now)
      : source.kind === "legal" && typeof frontmatter.lastUpdated === "string"
        ? datedAheadProblem("lastUpdated", frontmatter.lastUpdated, now)
        : undefined;
  return [...[...missing, ...images].map((line) => `frontmatter ${line}`), ...(datedAhead ? [datedAhead] : []), ...tokens];
}

/** A data file of content/data, as read from disk. */
export interface DataFile {
  /** As shown to the editor, e.g. content/data/pages.yaml. */
  file: string;
  absolutePath: string;
  /** The GraphQL type its entries become, e.g. PagesYaml. */
  typeName: string;
  value: unknown;
}

/**
 * Every problem of a data file: each entry's fields, by entry, with the files and images it names;
 * then, for a list file, what the list as a whole must hold.
 */
export async function dataFileProblems(data: DataFile, readImage: ImageReader): Promise<ContentProblems[]> {
  const schema = yamlSchemaFor(data.typeName);
  if (!schema) {
    return [{ where: data.file, problems: [`(whole file): no content type ${data.typeName} is declared; declare it in a module of src/content-types`] }];
  }
  const listRules = listFileRulesFor(data.typeName);
  const whole = listRules?.safeParse(data.value);
  const wholeFile = whole && !whole.success ? [{ where: data.file, problems: describeIssues(whole.error) }] : [];
  // A list file that is no list has no entries to check one by one.
  if (listRules && !Array.isArray(data.value)) return wholeFile;
  const baseDir = path.dirname(data.absolutePath);
  const entries: unknown[] = listRules ? (data.value as unknown[]) : [data.value];
  const byEntry = await Promise.all(
    entries.map(async (entry) => {
      const where = entry !== null && typeof entry === "object" && !Array.isArray(entry) ? describeEntry(data.file, entry as Record<string, unknown>) : data.file;
      const parsed = schema.safeParse(entry);
      if (!parsed.success) return { where, problems: describeIssues(parsed.error) };
      const missing = missingFiles(entry, baseDir);
      return { where, problems: missing.length > 0 ? missing : await imageProblems(imageUses(schema, parsed.data, baseDir), readImage) };
    }),
  );
  return [...byEntry, ...wholeFile];
}

/**
 * No SVG in content, neither among the shared images nor beside an article. An SVG is a document:
 * it may carry scripts, event handlers, styles and references to other files, and a content file
 * is served as it is, from this site's own address (a partner logo's file under /static/), where a
 * host or a preview without our security headers would run it. Making one inert means following a
 * large and changing grammar (animated links, <use> of other documents, CSS, foreignObject) for no
 * need of the site's: every picture in content is a photograph, a portrait or a logo, which a PNG,
 * JPEG or WebP carries as well, and which the image pipeline measures and resizes. So an SVG is
 * refused, by its name here and by its contents where a field names it (image-sizes.ts).
 */
export function svgProblems(files: readonly { file: string; extension: string }[]): ContentProblems[] {
  return files
    .filter(({ extension }) => /^svgz?$/i.test(extension))
    .map(({ file }) => ({
      where: file,
      problems: [`(whole file): an SVG drawing, which content may not hold (it can carry script); ${RASTER_FORMATS_HINT}, and delete this one`],
    }));
}

/**
 * The content files whose YAML cannot be read at all (a data file, or a Markdown file's
 * frontmatter), found before Gatsby reads them: its YAML and Markdown transformers stop the build
 * at the first such file, and the YAML one without naming it. Read as they read them, with
 * js-yaml's default schema.
 */
export function unreadableFiles(root: string): ContentProblems[] {
  const contentDir = path.join(root, "content");
  if (!fs.existsSync(contentDir)) return [];
  const files = fs
    .readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /^data\/.*\.ya?ml$/i.test(file) || (/\.md$/i.test(file) && Object.keys(MARKDOWN_KINDS).some((kind) => file.startsWith(`${kind}/`))));
  return files.flatMap((file) => {
    const text = fs.readFileSync(path.join(contentDir, file), "utf8");
    const isData = file.startsWith("data/");
    try {
      yaml.load(isData ? text : (frontmatterBlock(text) ?? ""));
      return [];
    } catch (error) {
      return [{ where: `content/${file}`, problems: [unreadable(error, isData ? 1 : 2)] }];
    }
  });
}

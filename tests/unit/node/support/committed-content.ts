// The committed content as the build gathers it for the rules across files (a ContentSet), read
// from content/ without a build: every data file, every Markdown file's frontmatter, the pages
// src/pages makes. Bodies are left out; a test adds those it needs.
import fs from "node:fs";
import path from "node:path";
import * as yaml from "js-yaml";
import { fixedPagePaths, type ContentSet, type MarkdownContent, type MarkdownKind } from "../../../../src/node/content-references";
import { yamlTypeName } from "../../../../src/node/content-files";

const projectRoot = path.resolve(__dirname, "../../../..");
const read = (file: string) => fs.readFileSync(path.join(projectRoot, file), "utf8");
const listDir = (dir: string) => fs.readdirSync(path.join(projectRoot, dir));

function markdownFile(kind: MarkdownKind, file: string, slug: string): MarkdownContent {
  const [, frontmatter = ""] = /^---\r?\n([\s\S]*?)\r?\n---/.exec(read(file)) ?? [];
  return { kind, file, slug, frontmatter: yaml.load(frontmatter, { schema: yaml.CORE_SCHEMA }) as Record<string, unknown> };
}

export function committedContent(): ContentSet {
  return {
    dataFiles: listDir("content/data").map((name) => ({
      file: `content/data/${name}`,
      typeName: yamlTypeName(name),
      value: yaml.load(read(`content/data/${name}`)),
    })),
    markdown: [
      ...listDir("content/blog").map((slug) => markdownFile("blog", `content/blog/${slug}/index.md`, slug)),
      ...listDir("content/case-studies").map((slug) => markdownFile("case-studies", `content/case-studies/${slug}/index.md`, slug)),
      ...listDir("content/legal").map((name) => markdownFile("legal", `content/legal/${name}`, path.basename(name, ".md"))),
    ],
    heldBack: [],
    bodies: [],
    builtPages: ["/blogs/page/2"],
    fixedPages: fixedPagePaths(fs.readdirSync(path.join(projectRoot, "src/pages"), { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx$/.test(file))),
    files: ["/rss.xml", "/favicon.ico", "/media/why-choose-us-poster.jpg"],
  };
}

/** @jest-environment node */
// The rules across files, given the committed content with one thing changed each time: what an
// editor would see in the build's message (the file, the entry, the field).
import fs from "node:fs";
import path from "node:path";
import * as yaml from "js-yaml";
import {
  checkContentSet,
  fixedPagePaths,
  markdownLinks,
  type ContentSet,
  type MarkdownContent,
  type MarkdownKind,
} from "../../../src/node/content-references";
import { yamlTypeName } from "../../../src/node/content-files";

const projectRoot = path.resolve(__dirname, "../../..");
const read = (file: string) => fs.readFileSync(path.join(projectRoot, file), "utf8");
const listDir = (dir: string) => fs.readdirSync(path.join(projectRoot, dir));

function markdownFile(kind: MarkdownKind, file: string, slug: string): MarkdownContent {
  const [, frontmatter = "", body = ""] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(read(file)) ?? [];
  return { kind, file, slug, body, frontmatter: yaml.load(frontmatter, { schema: yaml.CORE_SCHEMA }) as Record<string, unknown> };
}

/** The committed content, as the build gathers it. */
function committedContent(): ContentSet {
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
    builtPages: ["/blogs/page/2"],
    fixedPages: fixedPagePaths(fs.readdirSync(path.join(projectRoot, "src/pages"), { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx$/.test(file))),
    files: ["/rss.xml", "/favicon.ico"],
  };
}

type Entry = Record<string, unknown>;

/** The committed content with one data file changed. */
function withDataFile(typeName: string, change: (value: unknown) => unknown): ContentSet {
  const set = committedContent();
  return {
    ...set,
    dataFiles: set.dataFiles.map((file) => (file.typeName === typeName ? { ...file, value: change(structuredClone(file.value)) } : file)),
  };
}

const problemsAt = (set: ContentSet, where: string) => checkContentSet(set).find((found) => found.where === where)?.problems ?? [];

describe("the rules across files", () => {
  it("accept the committed content", () => {
    expect(checkContentSet(committedContent())).toEqual([]);
  });

  it("refuse a page whose FAQ set was renamed, naming the page's entry and its field", () => {
    const set = withDataFile("FaqsYaml", (sets) => (sets as Entry[]).map((faqSet) => (faqSet.id === "home" ? { ...faqSet, id: "homepage" } : faqSet)));
    expect(problemsAt(set, 'content/data/pages.yaml (entry "home")')).toEqual([
      expect.stringMatching(/^faq: no FAQ set "home" in content\/data\/faqs\.yaml \(its sets: homepage, about/),
    ]);
  });

  it("refuse links to a service whose slug was renamed, in the navigation and the footer", () => {
    const set = withDataFile("ServicesYaml", (services) =>
      (services as Entry[]).map((service) => (service.slug === "ai-automation" ? { ...service, slug: "ai-automations" } : service)),
    );
    expect(problemsAt(set, "content/data/navigation.yaml")).toEqual([
      "links.2.children.1.to: /services/ai-automation leads to no page on this site",
    ]);
    expect(problemsAt(set, "content/data/footer.yaml")).toEqual([
      "groups.1.links.2.url: /services/ai-automation leads to no page on this site",
    ]);
    // Articles link to the service in their bodies too.
    expect(checkContentSet(set).some(({ where, problems }) => where.startsWith("content/blog/") && problems.includes("body: the link /services/ai-automation leads to no page on this site"))).toBe(true);
  });

  it("refuse a stats file without exactly three stats", () => {
    const set = withDataFile("StatsYaml", (stats) => (stats as Entry[]).slice(0, 2));
    expect(problemsAt(set, "content/data/stats.yaml")).toEqual(["(whole file): must list exactly three stats"]);
  });

  it("refuse the same article ending twice, naming the endings file", () => {
    const set = withDataFile("ArticleEndingsYaml", (endings) =>
      (endings as Entry[]).map((ending) => (ending.kind === "subscribe" ? { ...ending, kind: "contact" } : ending)),
    );
    expect(problemsAt(set, "content/data/article-endings.yaml")).toEqual([
      '2.kind: "contact" is already used by entry 0; each entry needs its own',
      '(whole file): no ending of kind "subscribe", which content/blog/the-rise-of-ai-in-digital-marketing/index.md ends with',
    ]);
  });

  it("refuse an article whose ending has no wording, naming the endings file and the article", () => {
    const set = withDataFile("ArticleEndingsYaml", (endings) => (endings as Entry[]).filter((ending) => ending.kind !== "consult"));
    const problems = problemsAt(set, "content/data/article-endings.yaml");
    expect(problems).toContain("(whole file): must list exactly 3 endings, one per kind");
    expect(problems).toContain(
      '(whole file): no ending of kind "consult", which content/blog/how-app-development-companies-are-integrating-ai-for-smarter-user-experiences/index.md ends with',
    );
  });

  it("refuse two services with the same slug, compared without regard to case", () => {
    const set = withDataFile("ServicesYaml", (services) =>
      (services as Entry[]).map((service, index) => (index === 3 ? { ...service, slug: "Web-App-Development" } : service)),
    );
    expect(problemsAt(set, "content/data/services.yaml")).toContain(
      '3.slug: "Web-App-Development" is already used by entry 0; each entry needs its own',
    );
  });

  it("refuse a link in an article's body to a page the site does not build, but take anchors on real pages", () => {
    const set = committedContent();
    const article = set.markdown[0] as MarkdownContent;
    article.body += "\n\nSee [our prices](/pricing), [the form](/contact-us#contact-form), [this](#top), [Services](/services/) and [more](/blogs/page/2/).";
    expect(problemsAt(set, article.file)).toEqual(["body: the link /pricing leads to no page on this site"]);
  });

  it("refuse two articles whose addresses differ only in case, and a legal page over a fixed page", () => {
    const set = committedContent();
    set.markdown.push(
      { kind: "blog", file: "content/blog/Top-Web-Development-Trends-of-2025/index.md", slug: "Top-Web-Development-Trends-of-2025", body: "", frontmatter: { ending: "contact" } },
      { kind: "legal", file: "content/legal/services.md", slug: "services", body: "", frontmatter: {} },
    );
    expect(problemsAt(set, "content/blog/Top-Web-Development-Trends-of-2025/index.md")).toEqual([
      '(whole file): its address "Top-Web-Development-Trends-of-2025" is already taken by content/blog/top-web-development-trends-of-2025/index.md (addresses are compared without regard to case)',
    ]);
    expect(problemsAt(set, "content/legal/services.md")).toEqual([
      '(whole file): its address "/services" is already taken by src/pages (/services) (addresses are compared without regard to case)',
    ]);
  });

  it("count a held-back article's address as taken, but give it no page to link to", () => {
    const set = committedContent();
    set.heldBack.push({ file: "content/blog/coming-soon/index.md", slug: "coming-soon" });
    set.markdown.push({ kind: "blog", file: "content/blog/Coming-Soon/index.md", slug: "Coming-Soon", body: "[soon](/blogs/coming-soon)", frontmatter: { ending: "contact" } });
    expect(problemsAt(set, "content/blog/Coming-Soon/index.md")).toEqual(["body: the link /blogs/coming-soon leads to no page on this site"]);
    expect(problemsAt(set, "content/blog/coming-soon/index.md")).toEqual([
      '(whole file): its address "coming-soon" is already taken by content/blog/Coming-Soon/index.md (addresses are compared without regard to case)',
    ]);
  });

  it("refuse a date before the agency's founding year", () => {
    const set = committedContent();
    const article = set.markdown.find((entry) => entry.kind === "blog") as MarkdownContent;
    article.frontmatter.published = "1225-07-10T10:00:00+05:00";
    expect(problemsAt(set, article.file)).toEqual([
      "frontmatter published: 1225 is before the agency's founding year, 2014 (content/data/site.yaml)",
    ]);
  });
});

describe("the pages a link may lead to", () => {
  it("are the files of src/pages, without 404", () => {
    expect(fixedPagePaths(["index.tsx", "about-us.tsx", "contact-us/sent.tsx", "contact-us.tsx", "404.tsx", "blog/index.tsx"])).toEqual([
      "/",
      "/about-us",
      "/contact-us/sent",
      "/contact-us",
      "/blog",
    ]);
  });

  it("are found in inline, reference and HTML links of Markdown, not in external ones", () => {
    expect(markdownLinks('[a](/one) [b](https://example.com/x) ![c](/two.png)\n[ref]: /three\n<a href="/four">x</a> [d](//cdn.example/y)')).toEqual([
      "/one",
      "/two.png",
      "/three",
      "/four",
    ]);
  });
});

/** @jest-environment node */
// The rules each file meets by itself, as the build reads it from disk: a data file's entries and
// the list as a whole, a Markdown file's verdict and problems, and no SVG in content.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as yaml from "js-yaml";
import sharp from "sharp";
import { yamlTypeName } from "../../../src/node/content-files";
import { dataFileProblems, markdownFileProblems, markdownVerdict, svgProblems, unreadableFiles, type MarkdownSource } from "../../../src/node/file-checks";
import { readImageFacts } from "../../../src/node/image-sizes";
import { validArticle } from "./support/valid-article";

const projectRoot = path.resolve(__dirname, "../../..");
type Entry = Record<string, unknown>;

let folder = "";
beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "file-checks-"));
  fs.mkdirSync(path.join(folder, "blog/an-article"), { recursive: true });
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#888" } }).jpeg().toFile(path.join(folder, "blog/an-article/hero.jpg"));
  await sharp({ create: { width: 400, height: 225, channels: 3, background: "#888" } }).jpeg().toFile(path.join(folder, "blog/an-article/small.jpg"));
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A committed data file, changed, as the build reads it. */
async function committedDataFile(name: string, change: (value: unknown) => unknown = (value) => value) {
  const absolutePath = path.join(projectRoot, "content/data", name);
  const value = change(yaml.load(fs.readFileSync(absolutePath, "utf8")));
  return dataFileProblems({ file: `content/data/${name}`, absolutePath, typeName: yamlTypeName(name), value }, readImageFacts);
}

describe("a data file", () => {
  it("as committed has no problem", async () => {
    for (const name of fs.readdirSync(path.join(projectRoot, "content/data"))) {
      expect([name, (await committedDataFile(name)).flatMap((found) => found.problems)]).toEqual([name, []]);
    }
  });

  it("lists every broken entry under its own name, then what the list as a whole lacks", async () => {
    const found = await committedDataFile("stats.yaml", (stats) => [{ ...(stats as Entry[])[0], label: "\u200B" }, { ...(stats as Entry[])[1], value: "" }]);
    expect(found.filter((place) => place.problems.length > 0)).toEqual([
      { where: "content/data/stats.yaml", problems: ["label: must not be blank: it has no visible character"] },
      { where: "content/data/stats.yaml", problems: ["value: must not be empty"] },
      { where: "content/data/stats.yaml", problems: ["(whole file): must list exactly three stats"] },
    ]);
  });

  it("refuses the same key twice in a list, compared without regard to case", async () => {
    const endings = await committedDataFile("article-endings.yaml", (list) =>
      (list as Entry[]).map((ending) => (ending.kind === "subscribe" ? { ...ending, kind: "contact" } : ending)),
    );
    expect(endings.at(-1)).toEqual({ where: "content/data/article-endings.yaml", problems: ['2.kind: "contact" is already used by entry 0; each entry needs its own'] });
    const services = await committedDataFile("services.yaml", (list) =>
      (list as Entry[]).map((service, index) => (index === 3 ? { ...service, slug: "Web-App-Development" } : service)),
    );
    expect(services.flatMap((place) => place.problems)).toEqual(expect.arrayContaining(['3.slug: "Web-App-Development" is already used by entry 0; each entry needs its own']));
  });

  it("names an entry's missing or unusable image by entry and field", async () => {
    const team = await committedDataFile("team.yaml", (list) =>
      (list as Entry[]).map((member, index) => (index === 0 ? { ...member, image: "../images/team/nobody.png" } : member)),
    );
    expect(team.filter((place) => place.problems.length > 0)).toEqual([
      { where: 'content/data/team.yaml (entry "amelia-hart")', problems: ["image: no file at ../images/team/nobody.png"] },
    ]);
    const small = await committedDataFile("team.yaml", (list) =>
      (list as Entry[]).map((member, index) => (index === 1 ? { ...member, image: "../images/avatars/client-1.png" } : member)),
    );
    expect(small.filter((place) => place.problems.length > 0)).toEqual([
      { where: 'content/data/team.yaml (entry "daniel-okafor")', problems: ["image: client-1.png is 160 × 160 pixels; the team portrait slot needs at least 400 × 500"] },
    ]);
  });

  it("is refused whole when a list file holds no list, and when no content type is declared for it", async () => {
    expect(await committedDataFile("stats.yaml", () => ({ value: "1" }))).toEqual([
      { where: "content/data/stats.yaml", problems: ["(whole file): Invalid input: expected array, received object"] },
    ]);
    const unknown = await dataFileProblems({ file: "content/data/prices.yaml", absolutePath: path.join(folder, "prices.yaml"), typeName: "PricesYaml", value: [] }, readImageFacts);
    expect(unknown).toEqual([
      { where: "content/data/prices.yaml", problems: ["(whole file): no content type PricesYaml is declared; declare it in a module of src/content-types"] },
    ]);
  });
});

describe("a Markdown file", () => {
  const now = new Date("2026-11-27T09:00:00Z");
  const write = (frontmatter: Entry, body = "Some text.") => {
    const file = path.join(folder, "blog/an-article/index.md");
    fs.writeFileSync(file, `---\n${yaml.dump(frontmatter)}---\n\n${body}\n`);
    const source: MarkdownSource = { kind: "blog", absolutePath: file, folder: "an-article", name: "index", body };
    return source;
  };

  it("is published, held back until its date, or refused", () => {
    expect(markdownVerdict(write(validArticle), now)).toMatchObject({ state: "publish", slug: "an-article", frontmatter: { title: validArticle.title } });
    expect(markdownVerdict(write({ ...validArticle, published: "2026-12-01T09:00:00+00:00" }), now)).toMatchObject({ state: "hold", slug: "an-article" });
    expect(markdownVerdict(write({ ...validArticle, published: "2099-12-01T09:00:00+00:00" }), now)).toMatchObject({ state: "refuse" });
    expect(markdownVerdict({ ...write(validArticle), folder: "" }, now)).toMatchObject({ state: "refuse" });
  });

  it("lists every problem at once: its fields, its images and its tokens", async () => {
    const source = write({ ...validArticle, title: "\u2060", heroAlt: "" }, "Call {{phoen}} or {{salesEmail}}.");
    expect(await markdownFileProblems(source, markdownVerdict(source, now), now, readImageFacts)).toEqual([
      "frontmatter title: must not be blank: it has no visible character",
      "frontmatter heroAlt: must not be empty",
      "body: unknown token {{phoen}}",
    ]);
    const small = write({ ...validArticle, heroImage: "./small.jpg" }, "Call {{phoen}}.");
    expect(await markdownFileProblems(small, markdownVerdict(small, now), now, readImageFacts)).toEqual([
      "frontmatter heroImage: small.jpg is 400 × 225 pixels; the article hero slot needs at least 1200 × 675",
      "body: unknown token {{phoen}}",
    ]);
  });

  it("is refused, not a crash, when its frontmatter cannot be read", () => {
    const file = path.join(folder, "blog/an-article/index.md");
    fs.writeFileSync(file, "---\ntitle: [unclosed\n---\n");
    expect(markdownVerdict({ kind: "blog", absolutePath: file, folder: "an-article", name: "index", body: "" }, now)).toEqual({
      state: "refuse",
      problems: ["(whole file): not readable YAML: unexpected end of the stream within a flow collection at line 2, column 17"],
    });
  });
});

describe("SVG in content", () => {
  it("is refused by name, whatever the case of its extension; other files are not", () => {
    const files = [
      { file: "content/images/partners/logo.svg", extension: "svg" },
      { file: "content/blog/x/diagram.SVG", extension: "SVG" },
      { file: "content/images/icon.svgz", extension: "svgz" },
      { file: "content/images/brand/icon.png", extension: "png" },
    ];
    expect(svgProblems(files).map((found) => found.where)).toEqual(["content/images/partners/logo.svg", "content/blog/x/diagram.SVG", "content/images/icon.svgz"]);
  });

  it("is nowhere in the committed content", () => {
    const all = fs.readdirSync(path.join(projectRoot, "content"), { recursive: true, encoding: "utf8" });
    expect(svgProblems(all.map((file) => ({ file, extension: path.extname(file).slice(1) })))).toEqual([]);
  });
});

describe("YAML that cannot be read", () => {
  it("is named for every file it is in, data files and frontmatter alike, before Gatsby reads any", () => {
    const root = path.join(folder, "unreadable");
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write("content/data/stats.yaml", "- value: 1\n  label: One\nx: [\n");
    write("content/data/faqs.yaml", "- id: home\n");
    write("content/legal/privacy-policy.md", '---\ntitle: "unclosed\n---\n\nText.\n');
    write("content/blog/fine/index.md", "---\ntitle: Fine\n---\n\nText: [not yaml, only Markdown.\n");
    write("content/images/notes.md", "---\nx: [\n---\n");
    expect(unreadableFiles(root).sort((a, b) => a.where.localeCompare(b.where))).toEqual([
      { where: "content/data/stats.yaml", problems: ["(whole file): not readable YAML: end of the stream or a document separator is expected at line 3, column 1"] },
      { where: "content/legal/privacy-policy.md", problems: ["(whole file): not readable YAML: unexpected end of the stream within a double quoted scalar at line 2, column 17"] },
    ]);
  });

  it("is nowhere in the committed content", () => {
    expect(unreadableFiles(projectRoot)).toEqual([]);
  });
});

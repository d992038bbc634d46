/** @jest-environment node */
// The CMS refuses to save what the build's own schemas refuse, naming the field as the build does.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as yaml from "js-yaml";
import sharp from "sharp";
import { persistedFileProblems, savedFileProblems } from "../../../cms/content-check";
import { backendRequest } from "../../../cms/backend-requests";
import { EntryGuard } from "../../../cms/entry-guard";
import { validArticle } from "../node/support/valid-article";

const projectRoot = path.resolve(__dirname, "../../..");
const read = (file: string) => fs.readFileSync(path.join(projectRoot, file), "utf8");

describe("the content of a save, checked with the build's schemas", () => {
  test("every committed content file passes", () => {
    const files = [
      ...fs.readdirSync(path.join(projectRoot, "content/data")).map((name) => `content/data/${name}`),
      ...fs.readdirSync(path.join(projectRoot, "content/legal")).map((name) => `content/legal/${name}`),
      ...["content/blog", "content/case-studies"].flatMap((folder) =>
        fs.readdirSync(path.join(projectRoot, folder)).map((name) => `${folder}/${name}/index.md`),
      ),
    ];
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) expect([file, persistedFileProblems(file, read(file))]).toEqual([file, []]);
  });

  test("the same article-ending kind twice is refused, naming the entry and the field", () => {
    const endings = yaml.load(read("content/data/article-endings.yaml")) as { kind: string }[];
    const twice = endings.map((ending, index) => (index === 1 ? { ...ending, kind: endings[0]?.kind ?? "" } : ending));
    expect(persistedFileProblems("content/data/article-endings.yaml", yaml.dump(twice))).toEqual([
      `1.kind: "${endings[0]?.kind}" is already used by entry 0; each entry needs its own`,
    ]);
  });

  test("a stat deleted, an FAQ answer of spaces and an over-long description are refused", () => {
    const stats = yaml.load(read("content/data/stats.yaml")) as unknown[];
    expect(persistedFileProblems("content/data/stats.yaml", yaml.dump(stats.slice(1)))).toEqual([
      "(whole file): must list exactly three stats",
    ]);
    const faqs = yaml.load(read("content/data/faqs.yaml")) as { items: { answer: string }[] }[];
    (faqs[0]?.items[0] as { answer: string }).answer = "   ";
    expect(persistedFileProblems("content/data/faqs.yaml", yaml.dump(faqs))).toEqual(["0.items.0.answer: must not be empty"]);
    const source = read("content/blog/top-web-development-trends-of-2025/index.md");
    const [, block = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
    const frontmatter = { ...(yaml.load(block, { schema: yaml.CORE_SCHEMA }) as object), description: "A sentence that goes on. ".repeat(80) };
    const article = `---\n${yaml.dump(frontmatter)}---\n${body}`;
    expect(persistedFileProblems("content/blog/top-web-development-trends-of-2025/index.md", article)).toEqual([
      "frontmatter description: must be at most 160 characters",
    ]);
  });

  test("a file no rule names, or unreadable YAML, is said so", () => {
    expect(persistedFileProblems("content/images/CREDITS.md", "anything")).toEqual([]);
    expect(persistedFileProblems("content/data/stats.yaml", "- value: [unclosed")[0]).toMatch(/^\(whole file\): not readable YAML/);
  });
});

describe("the guard refuses a save the build would refuse", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const guard = new EntryGuard({
    projectRoot: root,
    contentFolder: "content",
    folderCollections: [],
    contentProblems: persistedFileProblems,
  });
  const save = (file: string, raw: string) =>
    backendRequest.parse({
      action: "persistEntry",
      params: { branch: "main", dataFiles: [{ path: file, slug: "stats", raw }], assets: [], options: { newEntry: false } },
    });

  test("with the file and the build's words, and passes a file the build accepts", async () => {
    const stats = yaml.load(read("content/data/stats.yaml")) as unknown[];
    expect(await guard.check(save("content/data/stats.yaml", yaml.dump(stats.slice(1))))).toEqual({
      outcome: "refuse",
      status: 422,
      error: "Not saved: the build would refuse content/data/stats.yaml: (whole file): must list exactly three stats.",
    });
    expect(await guard.check(save("content/data/stats.yaml", read("content/data/stats.yaml")))).toEqual({ outcome: "allow" });
  });
});

describe("the pictures a save names, checked as the build checks them", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-images-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const file = "content/blog/a-new-guide/index.md";
  const hero = path.join(root, "content/blog/a-new-guide/hero.jpg");
  const article = `---\n${yaml.dump(validArticle)}---\nA short introduction.\n`;
  const jpeg = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#406080" } })
      .jpeg()
      .toBuffer();
  const saved = (uploads: Map<string, Buffer> = new Map()) => savedFileProblems(file, article, { projectRoot: root, uploads });

  beforeEach(() => fs.rmSync(path.join(root, "content"), { recursive: true, force: true }));

  test("a hero uploaded with the article, smaller than its slot, is refused in the build's words", async () => {
    expect(await saved(new Map([[hero, await jpeg(400, 225)]]))).toEqual([
      "frontmatter heroImage: hero.jpg is 400 × 225 pixels; the article hero slot needs at least 1200 × 675",
    ]);
  });

  test("a hero already in the folder, smaller than its slot, is refused when the article is saved", async () => {
    fs.mkdirSync(path.dirname(hero), { recursive: true });
    fs.writeFileSync(hero, await jpeg(1199, 675));
    expect(await saved()).toEqual(["frontmatter heroImage: hero.jpg is 1199 × 675 pixels; the article hero slot needs at least 1200 × 675"]);
  });

  test("a hero that is not there is refused", async () => {
    expect(await saved()).toEqual(["frontmatter heroImage: hero.jpg is not an image the site can read"]);
  });

  test("a hero as large as its slot is taken, uploaded or in the folder", async () => {
    expect(await saved(new Map([[hero, await jpeg(1200, 675)]]))).toEqual([]);
    fs.mkdirSync(path.dirname(hero), { recursive: true });
    fs.writeFileSync(hero, await jpeg(1600, 900));
    expect(await saved()).toEqual([]);
  });

  test("a data file's pictures are checked too", async () => {
    const team = yaml.load(read("content/data/team.yaml")) as { image: string }[];
    fs.mkdirSync(path.join(root, "content/data"), { recursive: true });
    const portraits = new Map<string, Buffer>();
    for (const member of team) portraits.set(path.resolve(root, "content/data", member.image), await jpeg(400, 500));
    const first = path.resolve(root, "content/data", team[0]?.image ?? "");
    portraits.set(first, await jpeg(300, 500));
    const problems = await savedFileProblems("content/data/team.yaml", read("content/data/team.yaml"), { projectRoot: root, uploads: portraits });
    expect(problems).toEqual([`0.image: ${path.basename(first)} is 300 × 500 pixels; the team portrait slot needs at least 400 × 500`]);
  });
});

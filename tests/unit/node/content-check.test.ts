/** @jest-environment node */
// Every rule over every content file on every build: a build on Gatsby's warm cache (nodes of
// unchanged files restored, onCreateNode not run for them) refuses and accepts exactly what a cold
// build of the same files does, and a refusal lists every problem, each with its file and field.
// Gatsby's node store is modelled by support/gatsby-store.ts; content-pipeline.spec.ts runs the
// same sequences through real builds.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Node } from "gatsby";
import { findContentProblems, type ContentCheckResult } from "../../../src/node/check-content";
import { failContent } from "../../../src/node/content-errors";
import { editorsContentSet } from "../../../src/node/editors-content-set";
import * as imageSizes from "../../../src/node/image-sizes";
import { onCreateNode, sourceNodes } from "../../../src/node/on-create-node";
import { GatsbyStore } from "./support/gatsby-store";

// Each test checks the whole committed content two or three times (every file parsed, every picture
// measured): under a second alone, but well past Jest's five seconds on a busy two-core machine.
jest.setTimeout(30_000);

const projectRoot = path.resolve(__dirname, "../../..");
const NOW = new Date("2026-11-27T09:00:00Z");

let project = "";
beforeEach(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
  for (const folder of ["content", "src/pages", "static"]) fs.cpSync(path.join(projectRoot, folder), path.join(project, folder), { recursive: true });
});
afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

type Api = (args: never) => unknown;

/** One build over `store`: sourcing (onCreateNode for what changed), our sourceNodes, stale nodes gone, then the check. */
async function build(store: GatsbyStore, now = NOW): Promise<ContentCheckResult> {
  const previousNow = process.env.CONTENT_NOW;
  process.env.CONTENT_NOW = now.toISOString();
  try {
    store.source((markdown: Node) => (onCreateNode as unknown as Api)(store.args(markdown) as never));
    await (sourceNodes as unknown as Api)(store.args() as never);
    store.deleteStaleNodes();
    return await findContentProblems({ ...store.args(), renderBodies: store.renderBodies, builtPages: [], now, root: project, env: {} });
  } finally {
    if (previousNow === undefined) delete process.env.CONTENT_NOW;
    else process.env.CONTENT_NOW = previousNow;
  }
}

/** The same files built with no cache at all. */
const coldBuild = (now = NOW) => build(new GatsbyStore(project), now);

const at = (file: string) => path.join(project, file);
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(at(file)), { recursive: true });
  fs.writeFileSync(at(file), text);
};
const edit = (file: string, change: (text: string) => string) => write(file, change(fs.readFileSync(at(file), "utf8")));
const smallJpeg = () => sharp({ create: { width: 400, height: 225, channels: 3, background: "#888" } }).jpeg().toBuffer();

const HERO = "content/blog/the-rise-of-ai-in-digital-marketing/hero.jpg";
const heldBackArticle = (published: string) =>
  [
    "---",
    'title: "Coming soon"',
    'description: "An article written ahead of the day it should go out, with its date set to that day."',
    "category: Technology",
    `published: ${published}`,
    "heroImage: ./hero.jpg",
    'heroAlt: "A calendar"',
    "ending: contact",
    "author: daniel-okafor",
    "---",
    "",
    "Some text.",
  ].join("\n");

describe("a build", () => {
  it("accepts the committed content, and a warm build reads no unchanged image or body again", async () => {
    const store = new GatsbyStore(project);
    expect((await build(store)).problems).toEqual([]);
    const markdownFiles = ["blog", "case-studies", "legal"].flatMap((kind) =>
      fs.readdirSync(at(`content/${kind}`), { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".md")),
    );
    expect(store.rendered.flat()).toHaveLength(markdownFiles.length);
    const reads = jest.spyOn(imageSizes, "readImageFacts");
    try {
      expect((await build(store)).problems).toEqual([]);
      expect(reads).not.toHaveBeenCalled();
      expect(store.rendered).toHaveLength(1);
      edit("content/legal/privacy-policy.md", (text) => `${text}\nOne more sentence.\n`);
      expect((await build(store)).problems).toEqual([]);
      expect(store.rendered.at(-1)).toEqual([`MarkdownRemark ${at("content/legal/privacy-policy.md")}`]);
    } finally {
      reads.mockRestore();
    }
  });

  it("lists every problem it finds, each under its file and entry, naming the field, in one refusal", async () => {
    write("content/legal/cookie-policy.md", '---\ntitle: "\u200B\u3164"\ndescription: "How we use cookies."\n---\n\nSee <a href=/blogs/missing>this</a>.\n');
    write("content/blog/notes.md", "---\ntitle: Notes\n---\n");
    write("content/images/partners/badge.svg", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    fs.writeFileSync(at(HERO), await smallJpeg());
    edit("content/data/navigation.yaml", (text) => text.replace("  to: /contact-us\n", "  to: /contact-us/%6Dissing\n"));
    edit("content/data/team.yaml", (text) => text.replace("../images/team/amelia-hart.png", "../images/team/amelia.png"));
    edit("content/case-studies/portway-systems/index.md", (text) => `${text}\nCall {{phoen}}.\n`);

    const { problems } = await build(new GatsbyStore(project));
    expect(problems).toHaveLength(7);
    expect(problems).toEqual(expect.arrayContaining([
      { where: "content/data/navigation.yaml", problems: ["cta.to: /contact-us/%6Dissing leads to no page on this site"] },
      { where: 'content/data/team.yaml (entry "amelia-hart")', problems: ["image: no file at ../images/team/amelia.png"] },
      {
        where: "content/images/partners/badge.svg",
        problems: ["(whole file): an SVG drawing, which content may not hold (it can carry script); give the picture as a PNG, JPEG or WebP file, and delete this one"],
      },
      { where: "content/blog/notes.md", problems: ["(whole file): an article lives in content/blog/<address>/index.md, one folder per article; move this file there"] },
      { where: "content/blog/the-rise-of-ai-in-digital-marketing/index.md", problems: ["frontmatter heroImage: hero.jpg is 400 × 225 pixels; the article hero slot needs at least 1200 × 675"] },
      { where: "content/case-studies/portway-systems/index.md", problems: ["body: unknown token {{phoen}}"] },
      {
        where: "content/legal/cookie-policy.md",
        problems: [
          "frontmatter title: must not be blank: it has no visible character",
          "frontmatter lastUpdated: Invalid input: expected string, received undefined",
          "body: the link /blogs/missing leads to no page on this site",
        ],
      },
    ]));

    const reporter = { panicOnBuild: jest.fn() };
    failContent(reporter as never, problems);
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    const message = reporter.panicOnBuild.mock.calls[0]?.[0] as string;
    expect(message).toMatch(/^The content needs changes in 7 places:/);
    for (const { where, problems: lines } of problems) {
      expect(message).toContain(`Content error in ${where}:`);
      for (const line of lines) expect(message).toContain(`  - ${line}`);
    }
  });
});

describe("a warm build is as strict as a cold one", () => {
  it("refuses an article's hero replaced by a smaller one while its Markdown stays, and accepts it put back", async () => {
    const store = new GatsbyStore(project);
    expect((await build(store)).problems).toEqual([]);
    const original = fs.readFileSync(at(HERO));
    fs.writeFileSync(at(HERO), await smallJpeg());
    const warm = await build(store);
    expect(warm.problems).toEqual([
      { where: "content/blog/the-rise-of-ai-in-digital-marketing/index.md", problems: ["frontmatter heroImage: hero.jpg is 400 × 225 pixels; the article hero slot needs at least 1200 × 675"] },
    ]);
    expect(warm).toEqual(await coldBuild());
    fs.writeFileSync(at(HERO), original);
    expect((await build(store)).problems).toEqual([]);
  });

  it("refuses a data file's image replaced by one too small for its slot", async () => {
    const store = new GatsbyStore(project);
    await build(store);
    fs.copyFileSync(at("content/images/avatars/client-1.png"), at("content/images/team/amelia-hart.png"));
    const warm = await build(store);
    expect(warm.problems).toEqual([
      { where: 'content/data/team.yaml (entry "amelia-hart")', problems: ["image: amelia-hart.png is 160 × 160 pixels; the team portrait slot needs at least 400 × 500"] },
    ]);
    expect(warm).toEqual(await coldBuild());
  });

  it("refuses a refused file as long as it stays, and forgets it once it is removed", async () => {
    const store = new GatsbyStore(project);
    await build(store);
    write("content/legal/cookie-policy.md", '---\ntitle: "Cookie policy"\ndescription: "How we use cookies."\n---\n\nText.\n');
    const refused = [{ where: "content/legal/cookie-policy.md", problems: ["frontmatter lastUpdated: Invalid input: expected string, received undefined"] }];
    expect((await build(store)).problems).toEqual(refused);
    // Unchanged, it is not read again by Gatsby; it is still refused.
    expect((await build(store)).problems).toEqual(refused);
    fs.rmSync(at("content/legal/cookie-policy.md"));
    expect((await build(store)).problems).toEqual([]);
    // A refused file put right without a change of its own (its image replaced) gets its page.
    write("content/blog/coming-soon/index.md", heldBackArticle("2026-11-01T09:00:00+00:00"));
    fs.writeFileSync(at("content/blog/coming-soon/hero.jpg"), await smallJpeg());
    expect((await build(store)).problems).toHaveLength(1);
    fs.copyFileSync(at(HERO), at("content/blog/coming-soon/hero.jpg"));
    expect((await build(store)).problems).toEqual([]);
    expect(store.created.filter((node) => node.slug === "coming-soon")).toHaveLength(1);
  });

  it("holds an article back, releases it on its date, and forgets it when it is deleted before", async () => {
    const store = new GatsbyStore(project);
    write("content/blog/coming-soon/index.md", heldBackArticle("2026-12-01T09:00:00+00:00"));
    fs.copyFileSync(at(HERO), at("content/blog/coming-soon/hero.jpg"));
    const held = await build(store);
    expect(held.heldBack).toEqual([{ file: "content/blog/coming-soon/index.md", slug: "coming-soon", until: "2026-12-01T09:00:00+00:00" }]);
    expect(store.created.filter((node) => node.slug === "coming-soon")).toEqual([]);
    // The content the CMS's checks read is public wherever /admin is: nothing of the article in it.
    expect(JSON.stringify(editorsContentSet(held.set))).not.toContain("coming-soon");
    expect(JSON.stringify(held.set)).toContain("coming-soon");

    // Deleted while held back: the next build finds its restored nodes, and does not read the file.
    const deleted = new GatsbyStore(project);
    for (const [id, node] of store.nodes) deleted.nodes.set(id, structuredClone(node));
    fs.rmSync(at("content/blog/coming-soon"), { recursive: true });
    expect(await build(deleted)).toMatchObject({ problems: [], heldBack: [] });
    expect([...deleted.nodes.keys()].filter((id) => id.includes("coming-soon"))).toEqual([]);

    // Kept, it is published by the first build on or after its date, though Gatsby reads it no more.
    write("content/blog/coming-soon/index.md", heldBackArticle("2026-12-01T09:00:00+00:00"));
    fs.copyFileSync(at(HERO), at("content/blog/coming-soon/hero.jpg"));
    await build(store);
    const released = await build(store, new Date("2026-12-02T00:00:00Z"));
    expect(released).toMatchObject({ problems: [], heldBack: [] });
    expect(released.set.markdown.map((article) => article.slug)).toContain("coming-soon");
    expect(store.created.filter((node) => node.slug === "coming-soon")).toEqual([expect.objectContaining({ internal: expect.objectContaining({ type: "BlogPost" }) })]);
  });
});

/** @jest-environment node */
// An article held back by one build is published by the first build on or after its date, even
// when Gatsby restores its Markdown node from a warm cache without reading the file again.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Node } from "gatsby";
import { onCreateNode, sourceNodes } from "../../../src/node/on-create-node";
import { heldBackArticles } from "../../../src/node/release";

let project = "";
const previousNow = process.env.CONTENT_NOW;

beforeAll(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), "held-back-"));
  const folder = path.join(project, "content/blog/coming-soon");
  fs.mkdirSync(folder, { recursive: true });
  fs.copyFileSync(path.resolve(__dirname, "../../../content/blog/top-web-development-trends-of-2025/hero.jpg"), path.join(folder, "hero.jpg"));
  fs.writeFileSync(
    path.join(folder, "index.md"),
    [
      "---",
      'title: "Coming soon"',
      'description: "An article written ahead of the day it should go out, with its date set to that day."',
      "category: Technology",
      "published: 2026-12-01T09:00:00+00:00",
      "heroImage: ./hero.jpg",
      'heroAlt: "A calendar"',
      "ending: contact",
      "---",
      "",
      "Some text.",
    ].join("\n"),
  );
});

afterAll(() => {
  fs.rmSync(project, { recursive: true, force: true });
  if (previousNow === undefined) delete process.env.CONTENT_NOW;
  else process.env.CONTENT_NOW = previousNow;
});

/** The nodes Gatsby holds for the article: its file and its Markdown, and what the build adds. */
function gatsbyStore() {
  const file = {
    id: "file",
    absolutePath: path.join(project, "content/blog/coming-soon/index.md"),
    sourceInstanceName: "blog",
    name: "index",
    relativeDirectory: "coming-soon",
    children: ["markdown"],
    internal: { type: "File" },
  } as unknown as Node;
  const markdown = { id: "markdown", parent: "file", children: [], rawMarkdownBody: "Some text.", internal: { type: "MarkdownRemark" } } as unknown as Node;
  const nodes = new Map<string, Node>([
    ["file", file],
    ["markdown", markdown],
  ]);
  const created: Node[] = [];
  const panics: string[] = [];
  const args = {
    node: markdown,
    getNode: (id: string) => nodes.get(id),
    getNodesByType: (type: string) => [...nodes.values()].filter((node) => node.internal.type === type),
    createNodeId: (seed: string) => `id of ${seed}`,
    createContentDigest: (value: unknown) => JSON.stringify(value).length.toString(),
    reporter: { panicOnBuild: (message: string) => panics.push(message), info: () => undefined },
    actions: {
      createNode: (node: Node) => {
        created.push(node);
        nodes.set(node.id, node);
      },
      createParentChildLink: ({ parent, child }: { parent: Node; child: Node }) => parent.children.push(child.id),
    },
  };
  return { args, created, panics };
}

type Api = (args: never) => unknown;

test("a build before the date holds the article back and says until when", async () => {
  process.env.CONTENT_NOW = "2026-11-27T09:00:00Z";
  const { args, created, panics } = gatsbyStore();
  await (onCreateNode as unknown as Api)(args as never);
  expect(panics).toEqual([]);
  expect(created).toEqual([]);
  expect(heldBackArticles()).toEqual([expect.objectContaining({ slug: "coming-soon", until: "2026-12-01T09:00:00+00:00" })]);
});

test("a later build with a warm cache, which reads no unchanged file again, publishes it", async () => {
  process.env.CONTENT_NOW = "2026-12-02T00:00:00Z";
  const { args, created, panics } = gatsbyStore();
  // onCreateNode does not run: Gatsby restored the Markdown node from its cache.
  await (sourceNodes as unknown as Api)(args as never);
  expect(panics).toEqual([]);
  expect(created).toEqual([expect.objectContaining({ slug: "coming-soon", internal: expect.objectContaining({ type: "BlogPost" }) })]);
  expect(heldBackArticles()).toEqual([]);
  // Once it has its page node, later builds leave it alone.
  await (sourceNodes as unknown as Api)(args as never);
  expect(created).toHaveLength(1);
});

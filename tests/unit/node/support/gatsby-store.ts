// The nodes Gatsby holds for a project's content, as gatsby-source-filesystem and
// gatsby-transformer-remark make them (a File per file, a MarkdownRemark per Markdown file), in a
// store that outlives a "build" as Gatsby's warm cache does: what a build adds stays, a node of a
// removed file stays until sourcing ends, and nothing runs again for an unchanged file.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Node } from "gatsby";

const SOURCES = ["blog", "case-studies", "legal", "data", "images"] as const;

const digestOf = (value: string | Buffer) => crypto.createHash("md5").update(value).digest("hex");

function filesBelow(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export class GatsbyStore {
  readonly nodes = new Map<string, Node>();
  readonly cache = new Map<string, unknown>();
  readonly panics: string[] = [];
  readonly created: Node[] = [];

  constructor(private readonly root: string) {}

  /**
   * Sources the content as it is on disk: a new or changed file gets fresh nodes and is handed to
   * `onCreate` (a MarkdownRemark node, as the transformer would hand it on); an unchanged file's
   * nodes are kept as they were. Nodes of removed files stay, as restored from the cache.
   */
  source(onCreate: (markdownNode: Node) => void = () => undefined): void {
    for (const sourceName of SOURCES) {
      const folder = path.join(this.root, "content", sourceName);
      for (const absolutePath of filesBelow(folder)) {
        const bytes = fs.readFileSync(absolutePath);
        const id = `File ${absolutePath}`;
        const contentDigest = digestOf(bytes);
        if (this.nodes.get(id)?.internal.contentDigest === contentDigest) continue;
        this.removeWithChildren(id);
        const parsed = path.parse(absolutePath);
        const file = {
          id,
          absolutePath,
          sourceInstanceName: sourceName,
          relativeDirectory: path.relative(folder, parsed.dir).split(path.sep).join("/"),
          name: parsed.name,
          extension: parsed.ext.slice(1),
          children: [],
          internal: { type: "File", contentDigest },
        } as unknown as Node;
        this.nodes.set(id, file);
        if (parsed.ext !== ".md") continue;
        const rawMarkdownBody = bytes.toString("utf8").replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, "");
        const markdown = { id: `MarkdownRemark ${absolutePath}`, parent: id, children: [], rawMarkdownBody, internal: { type: "MarkdownRemark", contentDigest } } as unknown as Node;
        this.nodes.set(markdown.id, markdown);
        file.children.push(markdown.id);
        onCreate(markdown);
      }
    }
  }

  /** What Gatsby does once sourcing ends: every node whose file is gone goes, with its children. */
  deleteStaleNodes(): void {
    for (const node of [...this.nodes.values()]) {
      if (node.internal.type === "File" && !fs.existsSync(String(node.absolutePath))) this.removeWithChildren(node.id);
    }
  }

  private removeWithChildren(id: string): void {
    const node = this.nodes.get(id);
    if (!node) return;
    for (const child of node.children) this.removeWithChildren(child);
    this.nodes.delete(id);
  }

  /** The helpers a Gatsby API receives, over this store. */
  args(node?: Node) {
    return {
      node,
      getNode: (id: string) => this.nodes.get(id),
      getNodesByType: (type: string) => [...this.nodes.values()].filter((candidate) => candidate.internal.type === type),
      createNodeId: (seed: string) => `id of ${seed}`,
      createContentDigest: (value: unknown) => digestOf(JSON.stringify(value)),
      cache: {
        get: (key: string) => Promise.resolve(this.cache.get(key)),
        set: (key: string, value: unknown) => Promise.resolve(this.cache.set(key, value)),
      },
      reporter: { panicOnBuild: (message: string) => this.panics.push(message), info: () => undefined },
      actions: {
        createNode: (created: Node) => {
          this.created.push(created);
          this.nodes.set(created.id, created);
        },
        createParentChildLink: ({ parent, child }: { parent: Node; child: Node }) => {
          if (!parent.children.includes(child.id)) parent.children.push(child.id);
        },
      },
    };
  }

  /** The Markdown nodes whose HTML was asked for, by build. */
  readonly rendered: string[][] = [];

  /** The HTML of Markdown nodes: here each body as written, which tests give as HTML. */
  renderBodies = (ids: string[]): Promise<Map<string, string>> => {
    this.rendered.push(ids);
    return Promise.resolve(new Map(ids.map((id) => [id, String(this.nodes.get(id)?.rawMarkdownBody ?? "")])));
  };
}
